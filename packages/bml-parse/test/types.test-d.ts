import {expectTypeOf, test} from 'vitest'
import {unified} from 'unified'
import type {Root} from '@bidding/core'
import {bmlConstraints, bmlParse} from '@bidding/bml-parse'

test('bmlConstraints goes with bmlParse on either side, and the pipeline still reads to bdast', () => {
  expectTypeOf(unified().use(bmlParse).use(bmlConstraints).parse('1C x')).toEqualTypeOf<Root>()
  expectTypeOf(unified().use(bmlConstraints).use(bmlParse).parse('1C x')).toEqualTypeOf<Root>()
})

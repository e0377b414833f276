import {expectTypeOf, test} from 'vitest'
import {unified, type Processor} from 'unified'
import type {BidData, Root} from '@bidding/core'
import {bssParse} from '@bidding/bss-parse'

test('the plugin types a unified parser', () => {
  const reader: Processor<Root> = unified().use(bssParse)
  expectTypeOf(reader.parse('')).toEqualTypeOf<Root>()
})

test('the BSS fields are typed on bid data', () => {
  expectTypeOf<BidData['bssOutcomes']>().toEqualTypeOf<string | undefined>()
  expectTypeOf<BidData['bssQualification']>().toEqualTypeOf<string | undefined>()
  expectTypeOf<BidData['bssImplied']>().toEqualTypeOf<boolean | undefined>()
  expectTypeOf<BidData['bssIndex']>().toEqualTypeOf<number | undefined>()
})

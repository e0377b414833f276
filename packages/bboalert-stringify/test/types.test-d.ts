import {expectTypeOf, test} from 'vitest'
import {unified, type Processor} from 'unified'
import {b, type Root} from '@bidding/core'
import {bboalertStringify} from '@bidding/bboalert-stringify'

test('the plugin types a unified compiler', () => {
  const writer: Processor<undefined, undefined, undefined, Root, string> = unified().use(bboalertStringify, {constraints: false})
  expectTypeOf(writer.stringify(b('root'))).toEqualTypeOf<string>()
})

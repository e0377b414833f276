import {expectTypeOf, test} from 'vitest'
import {unified, type Processor} from 'unified'
import {b, type Root} from '@bidding/core'
import {bssStringify, toBss, type Options} from '@bidding/bss-stringify'

test('the plugin types a unified compiler', () => {
  const writer: Processor<undefined, undefined, undefined, Root, string> = unified().use(bssStringify, {profile: 'reference'})
  expectTypeOf(writer.stringify(b('root'))).toEqualTypeOf<string>()
  expectTypeOf(toBss).parameter(1).toEqualTypeOf<Readonly<Options> | null | undefined>()
})

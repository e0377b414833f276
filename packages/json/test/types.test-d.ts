import {expectTypeOf, test} from 'vitest'
import {unified, type Processor} from 'unified'
import {b, type Root} from '@bidding/core'
import {jsonParse, jsonStringify} from '@bidding/json'

test('plugins type a unified pipeline', () => {
  const reader: Processor<Root> = unified().use(jsonParse)
  const pipeline: Processor<Root, undefined, undefined, Root, string> = unified().use(jsonParse).use(jsonStringify)
  expectTypeOf(reader.parse('')).toEqualTypeOf<Root>()
  expectTypeOf(pipeline.stringify(b('root'))).toEqualTypeOf<string>()
})

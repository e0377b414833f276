import {expectTypeOf, test} from 'vitest'
import {unified, type Processor} from 'unified'
import {b, type Root} from '@bidding/core'
import {bidspaceParse} from '@bidding/bidspace-parse'
import {bidspaceStringify, bidspaceTextStringify} from '@bidding/bidspace-stringify'

test('the plugins type unified pipelines', () => {
  const pipeline: Processor<Root, undefined, undefined, Root, string> = unified().use(bidspaceParse).use(bidspaceStringify)
  const summary: Processor<Root, undefined, undefined, Root, string> = unified().use(bidspaceParse).use(bidspaceTextStringify)
  expectTypeOf(pipeline.stringify(b('root'))).toEqualTypeOf<string>()
  expectTypeOf(summary.stringify(b('root'))).toEqualTypeOf<string>()
})

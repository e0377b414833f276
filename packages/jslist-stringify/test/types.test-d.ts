import {expectTypeOf, test} from 'vitest'
import {unified, type Processor} from 'unified'
import {b, type Root} from '@bidding/core'
import {bidspaceParse} from '@bidding/bidspace-parse'
import {jslistJsonStringify, jslistStringify, toJslistRows, type JsListRow, type LegacyRow, type RuleCall} from '@bidding/jslist-stringify'

test('the plugins type unified pipelines', () => {
  const pipeline: Processor<Root, undefined, undefined, Root, string> = unified().use(bidspaceParse).use(jslistStringify, {rules: 'objects'})
  const json: Processor<Root, undefined, undefined, Root, string> = unified().use(bidspaceParse).use(jslistJsonStringify, {keys: 'legacy'})
  expectTypeOf(pipeline.stringify(b('root'))).toEqualTypeOf<string>()
  expectTypeOf(json.stringify(b('root'))).toEqualTypeOf<string>()
})

test('the rows are typed', () => {
  expectTypeOf(toJslistRows).returns.toEqualTypeOf<JsListRow[] | LegacyRow[]>()
  expectTypeOf<RuleCall['method']>().toEqualTypeOf<'hasPointsBand' | 'hasSuitLength' | 'hasDoubletons' | 'hasHonoursLength'>()
})

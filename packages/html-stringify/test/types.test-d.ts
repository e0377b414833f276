import {expectTypeOf, test} from 'vitest'
import type {Root as HastRoot} from 'hast'
import {unified, type Processor} from 'unified'
import {b, type Root} from '@bidding/core'
import {biddingToHtml, htmlFragmentStringify, htmlStringify, toHast, toHtml, toHtmlFragment, type Options} from '@bidding/html-stringify'

test('the plugin types a unified pipeline that ends in HTML', () => {
  const pipeline: Processor<undefined, undefined, undefined, Root, string> = unified().use(htmlStringify, {tree: false})
  expectTypeOf(pipeline.stringify(b('root'))).toEqualTypeOf<string>()
  expectTypeOf(unified().use(biddingToHtml)).toEqualTypeOf<Processor<undefined, undefined, undefined, Root, string>>()
})

test('toHast gives hast for rehype, toHtml a string', () => {
  expectTypeOf(toHast(b('root'))).toEqualTypeOf<HastRoot>()
  expectTypeOf(toHtml(b('root'), {profile: 'reference'})).toEqualTypeOf<string>()
  expectTypeOf<Options['suitsInText']>().toEqualTypeOf<'calls' | 'all' | null | undefined>()
})

test('the fragment writer takes the content’s options, not the page’s', () => {
  const pipeline: Processor<undefined, undefined, undefined, Root, string> = unified().use(htmlFragmentStringify, {tree: false, robotDetails: true})
  expectTypeOf(pipeline.stringify(b('root'))).toEqualTypeOf<string>()
  expectTypeOf(toHtmlFragment(b('root'), {profile: 'reference'})).toEqualTypeOf<string>()
  // @ts-expect-error: a fragment has no page to inline the stylesheet into.
  toHtmlFragment(b('root'), {includeExternalFiles: false})
})

import {assertRoot, type Root} from '@bidding/core'
import type {Plugin} from 'unified'
import type {Node} from 'unist'
import type {VFile} from 'vfile'
import {toHtml, toHtmlChunks} from './lib/to-html.js'
import {toHtmlFragment, toHtmlFragmentChunks} from './lib/to-html-fragment.js'
import type {ChunkedOptions, FragmentOptions, Options} from './lib/types.js'

export {script, stylesheet} from './lib/assets.js'
// Kept for compatibility: these live in `@bidding/display` now.
export {
  bidNotes,
  conditionNotes,
  linesOf,
  referenceCallText,
  referenceContextText,
  ruleSetFacts,
  tableRoot,
  type BidNote,
  type ConditionNote,
  type TableRoot
} from '@bidding/display'
export {toHast} from './lib/to-hast.js'
export {toHtml, toHtmlChunks} from './lib/to-html.js'
export {toHtmlFragment, toHtmlFragmentChunks} from './lib/to-html-fragment.js'
export type {ChunkedOptions, FragmentOptions, Options} from './lib/types.js'

/**
 * Add support for writing bdast as a web page. Input bdast `Root`, output
 * `string` (HTML); with `chunked: true`, the same text in chunks
 * (`TextChunks` of `@bidding/core/registry`, in `file.result`; typed by the
 * registry's `processor({chunked: true})`).
 */
const htmlStringify: Plugin<[(Readonly<Options & ChunkedOptions> | null | undefined)?], Root, string> = function (options) {
  this.compiler = function (tree: Node, file: VFile) {
    assertRoot(tree)
    return options?.chunked ? toHtmlChunks(tree, options, file) : toHtml(tree, options, file)
  }
}

/**
 * Add support for writing bdast as an HTML fragment, to embed in a page of
 * your own: the same as `htmlStringify` with `fragment: true`, but a
 * browser bundle of it leaves out the page's stylesheet and script (19 KB).
 * Input bdast `Root`, output `string` (HTML).
 */
const htmlFragmentStringify: Plugin<[(Readonly<FragmentOptions & ChunkedOptions> | null | undefined)?], Root, string> = function (options) {
  this.compiler = function (tree: Node, file: VFile) {
    assertRoot(tree)
    return options?.chunked ? toHtmlFragmentChunks(tree, options, file) : toHtmlFragment(tree, options, file)
  }
}

export default htmlStringify
export {htmlFragmentStringify, htmlStringify, htmlStringify as biddingToHtml}

/** The `html` format for a registry. */

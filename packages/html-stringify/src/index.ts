import {assertRoot, type Format, type Root} from '@bidding/core'
import type {Plugin} from 'unified'
import type {Node} from 'unist'
import type {VFile} from 'vfile'
import {z} from 'zod'
import {toHtml} from './lib/to-html.js'
import type {Options} from './lib/types.js'

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
export {toHtml} from './lib/to-html.js'
export type {Options} from './lib/types.js'

/**
 * Add support for writing bdast as a web page. Input bdast `Root`, output
 * `string` (HTML).
 */
const htmlStringify: Plugin<[(Readonly<Options> | null | undefined)?], Root, string> = function (options) {
  this.compiler = function (tree: Node, file: VFile) {
    assertRoot(tree)
    return toHtml(tree, options, file)
  }
}

export default htmlStringify
export {htmlStringify, htmlStringify as biddingToHtml}

/** The `html` format for a registry. */
export const format: Format = {
  name: 'html',
  description: 'a web page: collapsible bidding trees with search, one self-contained file',
  extensions: ['.html', '.htm'],
  stringify: htmlStringify,
  stringifyOptions: z.object({
    tree: z.boolean().optional().describe('draw bidding tables as trees (default: true); false gives indented lists'),
    includeExternalFiles: z
      .boolean()
      .optional()
      .describe('inline the stylesheet and script (default: true); false links bidding.css and bidding.js'),
    profile: z
      .enum(['default', 'reference'])
      .optional()
      .describe('`reference` reproduces bml2html 2.7.0, quirks included, without the interactive extras'),
    suitsInText: z
      .enum(['calls', 'all'])
      .optional()
      .describe('suit symbols for calls in the call column only (`calls`, default) or in all text (`all`)'),
    fragment: z.boolean().optional().describe('write only the content, to embed in another page (default: false)'),
    expandDepth: z
      .number()
      .int()
      .min(0)
      .optional()
      .describe('levels of each bidding table open when the page loads (default: all); deeper ones start collapsed'),
    robotDetails: z
      .boolean()
      .optional()
      .describe('show what only a robot needs: priorities, `any hand`, #+FALLBACK, the ∅ root, the document’s order of calls (default: false)'),
    lang: z.string().min(1).optional().describe('language of the page, a tag such as `nl` (default: #+LANGUAGE, else `en`)')
  })
}

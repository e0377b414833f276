import {assertRoot, type Format, type Root} from '@bidding/core'
import type {Plugin} from 'unified'
import type {Node} from 'unist'
import {z} from 'zod'
import {cardToHtml, summaryToHtml} from './lib/to-html.js'
import type {Options} from './lib/types.js'

export {auctionText, cardOf, type Card, type CardField, type CardLayout, type CardOptions, type CardSection, type CardTable} from './lib/card.js'
export {conventionNames, type ConventionKey, type ConventionName} from './lib/conventions.js'
export {summaryOf, type Summary, type SummaryCall, type SummaryOptions, type SummaryRow} from './lib/summary.js'
export {cardToHast, cardToHtml, summaryToHast, summaryToHtml} from './lib/to-html.js'
export type {Options} from './lib/types.js'

/**
 * Add support for writing bdast as a convention card (a web page for screen
 * and print). Input bdast `Root`, output `string` (HTML).
 */
const cardStringify: Plugin<[(Readonly<Options> | null | undefined)?], Root, string> = function (options) {
  this.compiler = function (tree: Node) {
    assertRoot(tree)
    return cardToHtml(tree, options)
  }
}

/** Add support for writing bdast as a one-page summary (HTML). */
const summaryStringify: Plugin<[(Readonly<Options> | null | undefined)?], Root, string> = function (options) {
  this.compiler = function (tree: Node) {
    assertRoot(tree)
    return summaryToHtml(tree, options)
  }
}

export default cardStringify
export {cardStringify, summaryStringify}

const lang = z.string().min(1).optional().describe('language of the page (a tag such as `nl`; default: `#+LANGUAGE`, else `en`)')

/** The `card` format for a registry. */
export const format: Format = {
  name: 'card',
  description: 'a convention card (ACBL layout) filled from the notes: a web page for screen and print',
  extensions: ['.card.html'],
  stringify: cardStringify,
  stringifyOptions: z.object({
    lang,
    card: z.enum(['acbl', 'wbf']).optional().describe('which convention card: `acbl` (default) or `wbf`')
  })
}

/** The `summary` format for a registry. */
export const summaryFormat: Format = {
  name: 'summary',
  description: 'the openings and their most developed continuations on one or two pages (HTML)',
  extensions: ['.summary.html'],
  stringify: summaryStringify,
  stringifyOptions: z.object({
    lang,
    continuations: z.number().int().min(1).max(40).optional().describe('continuations kept per opening (default: 6)')
  })
}

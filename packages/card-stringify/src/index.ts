import {assertRoot, type Root} from '@bidding/core'
import type {Plugin} from 'unified'
import type {Node} from 'unist'
import type {VFile} from 'vfile'
import {cardToHtml, summaryToHtml} from './lib/to-html.js'
import {cardToPdf, summaryToPdf} from './lib/to-latex.js'
import type {Options, PdfOptions} from './lib/types.js'

export {
  auctionText,
  conventionCardOf,
  type CardField,
  type CardLayout,
  type CardOptions,
  type CardSection,
  type CardTable,
  type ConventionCard
} from './lib/card.js'

/** Deprecated names: `@bidding/hand` exports `Card` and `cardOf` for a playing card. */
export {cardOf, type Card} from './lib/card.js'
export {conventionNames, type ConventionKey, type ConventionName} from './lib/conventions.js'
export {summaryOf, type Summary, type SummaryCall, type SummaryOptions, type SummaryRow} from './lib/summary.js'
export {cardToHast, cardToHtml, summaryToHast, summaryToHtml} from './lib/to-html.js'
export {cardToLatex, cardToPdf, summaryToLatex, summaryToPdf} from './lib/to-latex.js'
export type {Options, PdfOptions} from './lib/types.js'

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

/** Add support for writing bdast as a convention card in PDF (pdflatex). Output `Uint8Array`. */
const cardPdfStringify: Plugin<[(Readonly<PdfOptions> | null | undefined)?], Root, Uint8Array> = function (options) {
  this.compiler = function (tree: Node, file: VFile) {
    assertRoot(tree)
    return cardToPdf(tree, options, file)
  }
}

/** Add support for writing bdast as a one-page summary in PDF (pdflatex). Output `Uint8Array`. */
const summaryPdfStringify: Plugin<[(Readonly<PdfOptions> | null | undefined)?], Root, Uint8Array> = function (options) {
  this.compiler = function (tree: Node, file: VFile) {
    assertRoot(tree)
    return summaryToPdf(tree, options, file)
  }
}

export default cardStringify
export {cardPdfStringify, cardStringify, summaryPdfStringify, summaryStringify}

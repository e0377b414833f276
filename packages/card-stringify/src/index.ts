import {assertRoot, type Format, type Root} from '@bidding/core'
import type {Plugin} from 'unified'
import type {Node} from 'unist'
import {z} from 'zod'
import type {VFile} from 'vfile'
import {cardToHtml, summaryToHtml} from './lib/to-html.js'
import {cardToPdf, summaryToPdf} from './lib/to-latex.js'
import type {Options, PdfOptions} from './lib/types.js'

export {auctionText, cardOf, type Card, type CardField, type CardLayout, type CardOptions, type CardSection, type CardTable} from './lib/card.js'
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

const lang = z.string().min(1).optional().describe('language of the page (a tag such as `nl`; default: `#+LANGUAGE`, else `en`)')

const card = z.enum(['acbl', 'wbf']).optional().describe('which convention card: `acbl` (default) or `wbf`')
const continuations = z.number().int().min(1).max(40).optional().describe('continuations kept per opening (default: 6)')
const pdflatex = {
  pdflatex: z.string().min(1).optional().describe('the pdflatex program to run (default: pdflatex on the PATH)'),
  timeout: z.number().positive().optional().describe('seconds the pdflatex run may take (default: 60)')
}

/** The `card` format for a registry (`-o card.pdf` picks `card-pdf`). */
export const format: Format = {
  name: 'card',
  description: 'a convention card (ACBL or WBF layout) filled from the notes: a web page for screen and print',
  extensions: ['.card.html'],
  stringify: cardStringify,
  stringifyOptions: z.object({lang, card})
}

/** The `card-pdf` format for a registry: the card as PDF, made with pdflatex. */
export const cardPdfFormat: Format = {
  name: 'card-pdf',
  description: 'a convention card (ACBL or WBF layout) as PDF, made with pdflatex (TeX Live must be installed)',
  extensions: ['.card.pdf'],
  stringify: cardPdfStringify,
  stringifyOptions: z.object({card, ...pdflatex}),
  binary: true
}

/** The `summary` format for a registry. */
export const summaryFormat: Format = {
  name: 'summary',
  description: 'the openings and their most developed continuations on one or two pages (HTML)',
  extensions: ['.summary.html'],
  stringify: summaryStringify,
  stringifyOptions: z.object({lang, continuations})
}

/** The `summary-pdf` format for a registry: the summary as PDF, made with pdflatex. */
export const summaryPdfFormat: Format = {
  name: 'summary-pdf',
  description: 'the openings and their most developed continuations as PDF, made with pdflatex (TeX Live must be installed)',
  extensions: ['.summary.pdf'],
  stringify: summaryPdfStringify,
  stringifyOptions: z.object({continuations, ...pdflatex}),
  binary: true
}

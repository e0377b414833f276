/**
 * `@bidding/card-stringify/format`: the registry descriptions of this package's
 * formats (`card`, `card-pdf`, `summary`, `summary-pdf`: names, extensions,
 * option schemas). It is an entry of its own because the option schemas need
 * zod: importing the plugins from `@bidding/card-stringify` loads neither zod
 * nor these descriptions.
 */

import type {Format} from '@bidding/core/registry'
import {z} from 'zod'
import {cardPdfStringify, cardStringify, summaryPdfStringify, summaryStringify} from './index.js'
import type {Options, PdfOptions} from './index.js'

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

// Type the registry's options and output for these formats (see `ParseOptionsMap` in @bidding/core).
declare module '@bidding/core/registry' {
  interface StringifyOptionsMap {
    // Each format takes only the options its schema above accepts.
    card: Pick<Options, 'lang' | 'card'>
    'card-pdf': Pick<PdfOptions, 'card' | 'pdflatex' | 'timeout'>
    summary: Pick<Options, 'lang' | 'continuations'>
    'summary-pdf': Pick<PdfOptions, 'continuations' | 'pdflatex' | 'timeout'>
  }
  interface OutputMap {
    card: string
    'card-pdf': Uint8Array
    summary: string
    'summary-pdf': Uint8Array
  }
}

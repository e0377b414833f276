import {assertRoot, type Format, type Root} from '@bidding/core'
import type {Plugin} from 'unified'
import type {Node} from 'unist'
import type {VFile} from 'vfile'
import {z} from 'zod'
import {toLatex} from './lib/to-latex.js'
import {toPdf} from './lib/to-pdf.js'
import type {Options, PdfOptions} from './lib/types.js'

export {macroPackage} from './lib/macros.js'
export {toLatex} from './lib/to-latex.js'
export {toPdf} from './lib/to-pdf.js'
export type {Options, PdfOptions} from './lib/types.js'

/** Add support for writing bdast as LaTeX. Input bdast `Root`, output `string`. */
const latexStringify: Plugin<[(Readonly<Options> | null | undefined)?], Root, string> = function (options) {
  this.compiler = function (tree: Node, file: VFile) {
    assertRoot(tree)
    return toLatex(tree, options, file)
  }
}

/**
 * Add support for writing bdast as PDF, through pdflatex. Input bdast
 * `Root`, output `Uint8Array`.
 */
const pdfStringify: Plugin<[(Readonly<PdfOptions> | null | undefined)?], Root, Uint8Array> = function (options) {
  this.compiler = function (tree: Node, file: VFile) {
    assertRoot(tree)
    return toPdf(tree, options, file)
  }
}

export default latexStringify
export {latexStringify, pdfStringify}

const latexOptions = z.object({
  tree: z.boolean().optional().describe('draw bidding tables as trees with dirtree (default: true); false gives tabbing'),
  includeExternalFiles: z
    .boolean()
    .optional()
    .describe('inline the macro package (default: true); false loads bidding.sty, saved from `macroPackage`'),
  profile: z
    .enum(['default', 'reference'])
    .optional()
    .describe('`reference` reproduces bml2latex 2.7.0, quirks included'),
  paper: z.enum(['a4paper', 'letterpaper']).optional().describe('paper size (default: a4paper)'),
  robotDetails: z
    .boolean()
    .optional()
    .describe('show what only a robot needs: priorities, `any hand`, #+FALLBACK, the ∅ root, the document’s order of calls (default: false)')
})

/** The `latex` format for a registry. */
export const format: Format = {
  name: 'latex',
  description: 'LaTeX for pdflatex: bidding trees (dirtree) or tables (tabbing), deal and auction diagrams',
  extensions: ['.tex'],
  stringify: latexStringify,
  stringifyOptions: latexOptions
}

/** The `pdf` format for a registry (runs pdflatex, which must be installed). */
export const pdfFormat: Format = {
  name: 'pdf',
  description: 'PDF, made with pdflatex (TeX Live must be installed)',
  extensions: ['.pdf'],
  stringify: pdfStringify,
  stringifyOptions: latexOptions.extend({
    pdflatex: z.string().min(1).optional().describe('the pdflatex program to run (default: pdflatex on the PATH)'),
    timeout: z.number().positive().optional().describe('seconds each pdflatex run may take (default: 60)')
  }),
  binary: true
}

import {assertRoot, type Root} from '@bidding/core'
import type {Plugin} from 'unified'
import type {Node} from 'unist'
import type {VFile} from 'vfile'
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

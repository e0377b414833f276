/**
 * bdast → PDF: the LaTeX document compiled with pdflatex (twice, for the
 * table of contents) by `@bidding/latex-util`, with the macro package beside
 * it for `includeExternalFiles: false`.
 */

import type {Root} from '@bidding/core'
import {runPdflatex} from '@bidding/latex-util'
import {VFile} from 'vfile'
import {macroPackage} from './macros.js'
import {toLatex} from './to-latex.js'
import {source, type PdfOptions} from './types.js'

/**
 * Turn bdast into a PDF with pdflatex.
 *
 * @param tree the bdast root.
 * @param options how to render it, and which pdflatex to run.
 * @param file the file messages go to.
 * @returns the PDF's bytes.
 * @throws {VFileMessage} (fatal) `pdflatex-missing` when pdflatex is not
 *   installed (or this is not Node.js), `pdflatex-failed` when it fails.
 */
export function toPdf(tree: Root, options?: Readonly<PdfOptions> | null, file: VFile = new VFile()): Uint8Array {
  const latex = toLatex(tree, options, file)
  const files = new Map([
    ['bidding.sty', macroPackage],
    ['bml.tex', macroPackage.replace(/^\\NeedsTeXFormat.*\n\\ProvidesPackage.*\n/, '')]
  ])
  return runPdflatex(latex, {pdflatex: options?.pdflatex, timeout: options?.timeout, runs: 2, files, source}, file).pdf
}

/**
 * `@bidding/latex-stringify/format`: the registry description of this package's format
 * (name, extensions, option schemas). It is an entry of its own because the
 * option schemas need zod: importing the plugin from `@bidding/latex-stringify` loads
 * neither zod nor this description.
 */

import type {Format} from '@bidding/core/registry'
import {z} from 'zod'
import {latexStringify, pdfStringify} from './index.js'
import type {Options, PdfOptions} from './index.js'

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

// Type the registry's options and output for this format (see `ParseOptionsMap` in @bidding/core).
declare module '@bidding/core/registry' {
  interface StringifyOptionsMap {
    latex: Options
    pdf: PdfOptions
  }
  interface OutputMap {
    latex: string
    pdf: Uint8Array
  }
}

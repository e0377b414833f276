/**
 * Options of the LaTeX and PDF writers and the state one conversion carries.
 */

import type {VFile} from 'vfile'

/** Options of the LaTeX writer. */
export interface Options {
  /**
   * Draw bidding tables as trees (`dirtree`), or as indented tables
   * (`tabbing`) (default: `true`).
   */
  tree?: boolean | null | undefined
  /**
   * Inline the macro package in the preamble (default: `true`); `false`
   * loads it with `\usepackage{bidding}` (in the `reference` profile:
   * `\include{bml}`), from the `macroPackage` a user saves next to the file.
   */
  includeExternalFiles?: boolean | null | undefined
  /**
   * `default` (recommended) or `reference`: the LaTeX of bml2latex 2.7.0, its
   * quirks included (default: `'default'`).
   */
  profile?: 'default' | 'reference' | null | undefined
  /** Paper size (default: `'a4paper'`). */
  paper?: 'a4paper' | 'letterpaper' | null | undefined
  /**
   * Show what only a robot needs (default: `false`): priorities, `any hand`
   * constraints, the robot's metadata (`#+FALLBACK`), the ∅ above a table's
   * openings, and calls in the document's order rather than players' order.
   * The `reference` profile keeps the document as it is.
   */
  robotDetails?: boolean | null | undefined
}

/** Options of the PDF writer. */
export interface PdfOptions extends Options {
  /** The `pdflatex` program to run (default: `'pdflatex'`, found on the `PATH`). */
  pdflatex?: string | null | undefined
  /** Seconds each `pdflatex` run may take (default: `60`). */
  timeout?: number | null | undefined
}

/** Settings after defaults. */
export interface Settings {
  tree: boolean
  includeExternalFiles: boolean
  reference: boolean
  paper: 'a4paper' | 'letterpaper'
  robotDetails: boolean
}

/** State of one conversion. */
export interface State {
  settings: Settings
  file: VFile | undefined
  /** Characters already reported as unsupported (each is reported once). */
  reported: Set<string>
  /** The `source` of escaping's messages. */
  source: string
}

/** Source of the messages of this package. */
export const source = '@bidding/latex-stringify'

/** Apply the defaults. */
export function settingsOf(options: Readonly<Options> | null | undefined): Settings {
  return {
    tree: options?.tree ?? true,
    includeExternalFiles: options?.includeExternalFiles ?? true,
    reference: options?.profile === 'reference',
    paper: options?.paper ?? 'a4paper',
    robotDetails: options?.profile === 'reference' || (options?.robotDetails ?? false)
  }
}

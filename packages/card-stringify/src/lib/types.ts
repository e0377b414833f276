/**
 * Options of the card and summary writers.
 */

/** Options of the card and summary writers. */
export interface Options {
  /** Language of the page (`lang`, a BCP 47 tag) (default: the document's `#+LANGUAGE`, else `en`). */
  lang?: string | null | undefined
  /** Which convention card to fill: `'acbl'` (default) or `'wbf'`. */
  card?: 'acbl' | 'wbf' | null | undefined
  /** Continuations kept per opening in the summary (default: 6), the most developed ones. */
  continuations?: number | null | undefined
}

/** Options of the PDF writers (pdflatex must be installed). */
export interface PdfOptions extends Options {
  /** The `pdflatex` program to run (default: `'pdflatex'`, found on the `PATH`). */
  pdflatex?: string | null | undefined
  /** Seconds the pdflatex run may take (default: `60`). */
  timeout?: number | null | undefined
}

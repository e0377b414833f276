/**
 * The card and the summary as LaTeX, and as PDF through pdflatex (by
 * `@bidding/latex-util`, as the notes' PDF is made): no browser needed. The
 * ACBL card on Letter paper in two columns; the WBF card on landscape A4,
 * its openings table below the boxes; the summary as one long table.
 */

import type {Root} from '@bidding/core'
import {escapeLatex, runPdflatex, suitMacros, type EscapeState} from '@bidding/latex-util'
import {VFile} from 'vfile'
import {conventionCardOf, type CardField, type CardTable} from './card.js'
import {summaryOf, type SummaryCall} from './summary.js'
import type {Options, PdfOptions} from './types.js'

const source = '@bidding/card-stringify'

function stateOf(file: VFile | undefined): EscapeState {
  return {settings: {reference: false}, file, reported: new Set(), source}
}

/** Text as LaTeX; a line may break after a dash of an auction (`1NT–2♣`), and `✓` is a Dingbat. */
function tex(value: string, state: EscapeState): string {
  return value
    .split('✓')
    .map((part) => escapeLatex(part, state, {oneLine: true}).replaceAll('–', '–\\allowbreak{}'))
    .join('\\ding{51}')
}

/** The preamble: sans-serif type, narrow margins, the suit macros, an empty box's dotted line. */
function preamble(title: string, paper: string, state: EscapeState): string {
  return (
    '% Written by @bidding/card-stringify; compile with pdflatex.\n' +
    '\\documentclass[10pt]{article}\n' +
    '\\usepackage[' +
    paper +
    ',margin=10mm]{geometry}\n' +
    '\\usepackage[T1]{fontenc}\n' +
    '\\usepackage[utf8]{inputenc}\n' +
    '\\usepackage{helvet}\n' +
    '\\renewcommand{\\familydefault}{\\sfdefault}\n' +
    '\\usepackage{array}\n' +
    '\\usepackage{tabularx}\n' +
    '\\usepackage{longtable}\n' +
    '\\usepackage{multicol}\n' +
    '\\usepackage[pdftex, pdfborder={0 0 0}]{hyperref}\n' +
    suitMacros +
    '\\hypersetup{pdftitle={' +
    tex(title, state) +
    '}}\n' +
    '\\pagestyle{empty}\n' +
    '\\setlength{\\parindent}{0pt}\n' +
    '\\setlength{\\emergencystretch}{3em}\n' +
    '\\setlength{\\columnsep}{6mm}\n' +
    // An empty box: a dashed line to write in.
    '\\newcommand{\\blankbox}{\\textcolor{gray}{\\leaders\\hbox to 3pt{\\hss.\\hss}\\hfill}\\strut}\n' +
    '\\newcommand{\\cardsection}[1]{\\par\\medskip{\\bfseries\\MakeUppercase{#1}}\\par\\nopagebreak\\smallskip}\n' +
    '\\begin{document}\n\\raggedright\n'
  )
}

function heading(title: string, kind: string, state: EscapeState): string {
  return '{\\Large\\bfseries ' + tex(title, state) + '}\\par\n{\\small\\color{darkgray}' + tex(kind, state) + '}\\par\\medskip\n'
}

function valueOf(value: string | undefined, state: EscapeState): string {
  return value === undefined ? '\\blankbox' : tex(value, state)
}

function fieldRow(field: CardField, state: EscapeState): string {
  return tex(field.label, state) + ' & ' + valueOf(field.value, state) + ' \\\\\n'
}

/** A table of the card (the WBF openings) across the page, broken across pages if it must. */
function tableToLatex(table: CardTable, state: EscapeState): string {
  // Shares of the line for each column: the description and the responses take most.
  const shares = [0.05, 0.05, 0.05, 0.06, 0.2, 0.39, 0.08, 0.12]
  const columns = shares.map((share) => '>{\\raggedright\\arraybackslash}p{\\dimexpr' + share + '\\linewidth-2\\tabcolsep-1.2pt\\relax}').join('|')
  const head = table.columns.map((column) => '\\textbf{' + tex(column, state) + '}').join(' & ') + ' \\\\\n\\hline\n'
  let result = '\\cardsection{' + tex(table.title, state) + '}\n{\\footnotesize\n\\setlength{\\tabcolsep}{2pt}\n'
  result += '\\begin{longtable}{|' + columns + '|}\n\\hline\n' + head + '\\endhead\n\\hline\n\\endfoot\n'
  for (const row of table.rows) {
    result += row.cells.map((cell, index) => (index === 0 ? '\\textbf{' + valueOf(cell ?? row.key, state) + '}' : cell === undefined ? '' : tex(cell, state))).join(' & ')
    result += ' \\\\\n\\hline\n'
  }

  return result + '\\end{longtable}\n}\n'
}

/** A document → the convention card as LaTeX. */
export function cardToLatex(tree: Root, options?: Readonly<Options> | null, file?: VFile): string {
  const state = stateOf(file)
  const card = conventionCardOf(tree, {layout: options?.card})
  const wbf = card.layout === 'wbf'
  let result = preamble(card.title, wbf ? 'a4paper,landscape' : 'letterpaper', state)
  result += heading(card.title, 'Convention card (' + (wbf ? 'WBF' : 'ACBL') + ' layout), filled from the notes; an empty box: the notes do not say', state)
  result += '\\begin{multicols}{' + (wbf ? 3 : 2) + '}\n\\small\n'
  for (const section of card.sections) {
    result += '\\cardsection{' + tex(section.title, state) + '}\n'
    result += '\\begin{tabularx}{\\linewidth}{@{}>{\\raggedright\\arraybackslash\\bfseries}p{0.34\\linewidth}>{\\raggedright\\arraybackslash}X@{}}\n'
    for (const field of section.fields) result += fieldRow(field, state)
    result += '\\end{tabularx}\n'
  }

  result += '\\end{multicols}\n'
  for (const table of card.tables) result += tableToLatex(table, state)
  return result + '\\end{document}\n'
}

function callToLatex(call: SummaryCall, state: EscapeState): string {
  return '\\textbf{' + tex(call.call, state) + '} ' + (call.meaning ? tex(call.meaning, state) : '') + (call.hcp ? ' \\textit{' + tex(call.hcp, state) + ' HCP}' : '')
}

/** A document → the one-page summary as LaTeX. */
export function summaryToLatex(tree: Root, options?: Readonly<Options> | null, file?: VFile): string {
  const state = stateOf(file)
  const summary = summaryOf(tree, options)
  let result = preamble(summary.title, 'letterpaper', state)
  result += heading(summary.title, 'Summary: the openings and their most developed continuations', state)
  result += '{\\small\n\\setlength{\\tabcolsep}{3pt}\n'
  result +=
    '\\begin{longtable}{>{\\raggedright\\arraybackslash}p{\\dimexpr0.09\\linewidth-2\\tabcolsep\\relax}>{\\raggedright\\arraybackslash}p{\\dimexpr0.26\\linewidth-2\\tabcolsep\\relax}>{\\raggedright\\arraybackslash}p{\\dimexpr0.65\\linewidth-2\\tabcolsep\\relax}}\n'
  result += '\\textbf{Opening} & \\textbf{Meaning} & \\textbf{Continuations} \\\\\n\\hline\n\\endhead\n'
  for (const row of summary.rows) {
    result += '\\textbf{' + tex(row.opening.call, state) + '} & '
    result += (row.opening.meaning ? tex(row.opening.meaning, state) : '') + (row.opening.hcp ? '\\newline\\textit{' + tex(row.opening.hcp, state) + ' HCP}' : '') + ' & '
    result += row.continuations.map((call) => callToLatex(call, state)).join('\\newline ') + ' \\\\\n\\hline\n'
  }

  return result + '\\end{longtable}\n}\n\\end{document}\n'
}

/**
 * A document → the convention card as PDF, with pdflatex.
 *
 * @throws {VFileMessage} (fatal) `pdflatex-missing`, `pdflatex-failed`.
 */
export function cardToPdf(tree: Root, options?: Readonly<PdfOptions> | null, file: VFile = new VFile()): Uint8Array {
  return runPdflatex(cardToLatex(tree, options, file), {pdflatex: options?.pdflatex, timeout: options?.timeout, source}, file).pdf
}

/**
 * A document → the summary as PDF, with pdflatex.
 *
 * @throws {VFileMessage} (fatal) `pdflatex-missing`, `pdflatex-failed`.
 */
export function summaryToPdf(tree: Root, options?: Readonly<PdfOptions> | null, file: VFile = new VFile()): Uint8Array {
  return runPdflatex(summaryToLatex(tree, options, file), {pdflatex: options?.pdflatex, timeout: options?.timeout, source}, file).pdf
}

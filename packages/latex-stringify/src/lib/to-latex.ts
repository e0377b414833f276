/**
 * bdast → a LaTeX document for pdflatex: the preamble (with the macro
 * package inlined, or loaded), the title, the table of contents, the blocks.
 */

import type {Root} from '@bidding/core'
import {isRobotMetadata} from '@bidding/display'
import type {VFile} from 'vfile'
import {flowToLatex} from './blocks.js'
import {escapeLatex} from '@bidding/latex-util'
import {macroBody} from './macros.js'
import {settingsOf, source, type Options, type State} from './types.js'

function referencePreamble(tree: Root, state: State): string {
  const {tree: dirtree, includeExternalFiles} = state.settings
  const metadata = tree.metadata ?? {}
  // bml2latex writes the title and author unescaped; here they are escaped.
  const title = metadata.title ? escapeLatex(metadata.title, state, {oneLine: true}) : 'No title defined'
  const author = metadata.author ? escapeLatex(metadata.author, state, {oneLine: true}) : 'No author defined'
  return (
    '\\documentclass[' +
    state.settings.paper +
    ']{article}\n' +
    '\\usepackage[margin=1in]{geometry}\n' +
    '\\usepackage[T1]{fontenc}\n' +
    '\\usepackage[utf8]{inputenc}\n' +
    '\\usepackage{newcent}\n' +
    '\\usepackage{helvet}\n' +
    '\\usepackage{graphicx}\n' +
    (dirtree ? '\\usepackage{dirtree}\n' : '\n') +
    '\\usepackage[pdftex, pdfborder={0 0 0}]{hyperref}\n' +
    '\\frenchspacing\n\n' +
    (includeExternalFiles ? macroBody + '\n' : '\\include{bml}\n') +
    '\\title{' +
    title +
    '}\n' +
    '\\author{' +
    author +
    '}\n' +
    '\\begin{document}\n\\maketitle\n\\tableofcontents\n\n'
  )
}

function defaultPreamble(tree: Root, state: State): string {
  const {tree: dirtree, includeExternalFiles} = state.settings
  const metadata = tree.metadata ?? {}
  const text = (value: string): string => escapeLatex(value, state, {oneLine: true})
  const title = metadata.title ? text(metadata.title) : state.file?.stem ? text(state.file.stem) : 'Bidding system'
  const author = metadata.author ? text(metadata.author) : ''
  let result =
    '% Written by @bidding/latex-stringify; compile with pdflatex (twice, for the contents).\n' +
    '\\documentclass[' +
    state.settings.paper +
    ']{article}\n' +
    '\\usepackage[margin=1in]{geometry}\n' +
    '\\usepackage[T1]{fontenc}\n' +
    '\\usepackage[utf8]{inputenc}\n' +
    '\\usepackage{newcent}\n' +
    '\\usepackage{helvet}\n' +
    (dirtree ? '\\usepackage{dirtree}\n' : '') +
    '\\usepackage[pdftex, pdfborder={0 0 0}]{hyperref}\n' +
    '\\frenchspacing\n' +
    // Rather a looser line than one past the margin.
    '\\setlength{\\emergencystretch}{3em}\n' +
    // Room for three-digit page numbers in the contents.
    '\\makeatletter\\renewcommand{\\@pnumwidth}{2.2em}\\makeatother\n\n' +
    (includeExternalFiles ? macroBody + '\n' : '\\usepackage{bidding}\n') +
    (dirtree ? '\\renewcommand*{\\DTstyle}{\\normalfont}\n' : '') +
    '\\hypersetup{pdftitle={' +
    title +
    '}' +
    (author ? ', pdfauthor={' + author + '}' : '') +
    '}\n' +
    '\\title{' +
    title +
    '}\n' +
    // \\maketitle sets the author in a one-line tabular: a box of the text's width lets it wrap.
    '\\author{' +
    (author ? '\\parbox{\\dimexpr\\textwidth-2\\tabcolsep\\relax}{\\centering ' + author + '}' : '') +
    '}\n' +
    '\\date{' +
    (metadata.date ? text(metadata.date) : '') +
    '}\n' +
    '\\begin{document}\n\\maketitle\n'
  if (metadata.description) result += '\\begin{quote}\\itshape ' + text(metadata.description) + '\\end{quote}\n'
  const others = Object.entries(metadata).filter(
    ([key, value]) =>
      value !== undefined &&
      !['title', 'author', 'description', 'date'].includes(key) &&
      (state.settings.robotDetails || !isRobotMetadata(key))
  )
  if (others.length > 0) {
    result +=
      '\\begin{description}\n' +
      others.map(([key, value]) => '\\item[' + text(key.charAt(0).toUpperCase() + key.slice(1)) + '] ' + text(value!) + '\n').join('') +
      '\\end{description}\n'
  }

  return result + '\\tableofcontents\n\n'
}

/**
 * Turn bdast into a LaTeX document (for pdflatex).
 *
 * @param tree the bdast root.
 * @param options how to render it.
 * @param file the file messages go to (`unknown-node`, `unsupported-character`).
 */
export function toLatex(tree: Root, options?: Readonly<Options> | null, file?: VFile): string {
  const state: State = {settings: settingsOf(options), file, reported: new Set(), source}
  const body = flowToLatex(tree.children, state)
  const preamble = state.settings.reference ? referencePreamble(tree, state) : defaultPreamble(tree, state)
  const output = preamble + body + '\\end{document}\n'
  if (file) reportLongLines(output, file)
  return output
}

/**
 * Longest line pdflatex reads: TeX Live's `buf_size` is 200,000 characters,
 * and a longer line stops it with `Unable to read an entire line`.
 */
const maxLineLength = 199_999

/** Warn about the first line of `output` that pdflatex cannot read, naming it. */
function reportLongLines(output: string, file: VFile): void {
  let start = 0
  let line = 1
  let long: {line: number; length: number} | undefined
  let count = 0
  while (start <= output.length) {
    const end = output.indexOf('\n', start) === -1 ? output.length : output.indexOf('\n', start)
    if (end - start > maxLineLength) {
      long ??= {line, length: end - start}
      count++
    }

    start = end + 1
    line++
  }

  if (!long) return
  file.message(
    'Unexpected line ' + long.line + ' of the LaTeX output with ' + long.length.toLocaleString('en-US') + ' characters' +
      (count > 1 ? ' (and ' + (count - 1) + ' more such lines)' : '') +
      ', pdflatex reads lines of at most ' + maxLineLength.toLocaleString('en-US') + ': break the text that makes it into lines',
    {ruleId: 'line-too-long', source: '@bidding/latex-stringify'}
  )
}

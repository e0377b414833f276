/**
 * Bidding tables (and other trees: rules, conventions) → LaTeX.
 *
 * * Tree mode: `dirtree`, one entry per call, ` .<level> <call>. `; a call
 *   with a meaning has it beside it (the reference: a `minipage` after dot
 *   leaders; the default profile: `\bidnode`, which wraps the meaning to the
 *   width left at that depth).
 * * Without a tree: the `bidtable` environment (tabbing), `<call> \> <meaning>`
 *   rows, `\+` before the continuations and `\-` after them. LaTeX's tabbing
 *   has at most 12 stops, so rows deeper than 10 levels indent by hand.
 *
 * The root of a table is found as in the HTML writer: ∅ above several
 * openings, the auction a table continues, or the one call of the table.
 */

import type {Bid, PhrasingContent, Sequence} from '@bidding/core'
import {bidNotes, conditionNotes, linesOf, playersOrder, tableRoot, type BidNote} from '@bidding/display'
import {callLabel, callsInText, contextLabel} from './calls.js'
import {escapeLatex} from './escape.js'
import {phrasingToLatex, unknown} from './phrasing.js'
import type {State} from './types.js'

/** One row of a tree: a label, the lines beside it, its continuations. */
export interface Row {
  /** LaTeX of the label (a call, an auction, a keyword). */
  label: string
  /** LaTeX of each line beside the label; `''` is an empty line (BML's `.`). */
  lines: string[]
  items: Row[]
  /** The label is too long for the call column: the lines go below it. */
  long?: boolean | undefined
}

/** Deepest level that gets its own tab stop in tabbing. */
const deepest = 10

type Item = Bid['children'][number] | Sequence['children'][number]

/** A note about a call as LaTeX (see `bidNotes` of `@bidding/display`). */
function noteToLatex(note: BidNote, state: State): string {
  switch (note.type) {
    case 'constraint': {
      return phrasingToLatex(note.phrasing, state, {oneLine: true})
    }

    case 'criteria': {
      return 'requires ' + phrasingToLatex(note.phrasing, state, {oneLine: true})
    }

    case 'forcing': {
      return note.text ?? escapeLatex(note.value, state, {oneLine: true})
    }

    case 'action': {
      return escapeLatex(note.value, state, {oneLine: true})
    }

    case 'over': {
      return 'over ' + (note.over === 'all' ? 'any call' : note.over.map((call) => callLabel(call, 'they', undefined, state)).join(', '))
    }

    case 'next': {
      return '$\\rightarrow$ ' + escapeLatex(note.value, state, {oneLine: true})
    }

    default: {
      // Alert, disposition, seat, vulnerability, priority: words.
      return note.text
    }
  }
}

/** What a call shows beyond its meaning, as LaTeX, if anything. */
function infoOf(bid: Bid, state: State): string | undefined {
  const parts = bidNotes(bid, {robotDetails: state.settings.robotDetails}).map((note) => noteToLatex(note, state))
  return parts.length > 0 ? '\\bidinfo{' + parts.join('; ') + '}' : undefined
}

/** The meaning lines of a bid, written for the table mode. */
function meaningLines(bid: Bid, state: State): string[] {
  const {reference, tree} = state.settings
  const lines: string[] = []
  for (const child of bid.children) {
    if (child.type !== 'meaning' || child.children.length === 0) continue
    for (const line of linesOf(child.children)) {
      lines.push(
        phrasingToLatex(line, state, {oneLine: true, dots: reference && tree, arrow: reference ? 'broken' : 'math'})
      )
    }
  }

  return lines
}

/** A continuation that is not a call. */
function leafRow(item: Item, state: State): Row | undefined {
  switch (item.type) {
    case 'conventionReference': {
      return {label: 'see', lines: ['convention ' + escapeLatex(item.name, state, {oneLine: true})], items: []}
    }

    case 'opaque': {
      return {
        label: 'kept',
        lines: ['\\texttt{' + escapeLatex(item.value, state, {oneLine: true, dots: state.settings.tree}) + '}'],
        items: []
      }
    }

    default: {
      unknown(item, state)
      return undefined
    }
  }
}

/** Rows of continuations. */
function rowsOf(items: readonly Item[], state: State): Row[] {
  const rows: Row[] = []
  for (const item of state.settings.robotDetails ? items : playersOrder(items)) {
    if (item.type === 'meaning') continue
    const row = item.type === 'bid' ? bidRow(item, state) : leafRow(item, state)
    if (row) rows.push(row)
  }

  return rows
}

/** A call as a row, with its continuations. */
export function bidRow(bid: Bid, state: State, label?: string): Row {
  const lines = meaningLines(bid, state)
  if (!state.settings.reference) {
    const info = infoOf(bid, state)
    if (info) {
      if (lines.length === 0) lines.push(info)
      else lines[lines.length - 1] += ' ' + info
    }
  }

  return {label: label ?? callLabel(bid.call, bid.by, bid.raw, state), lines, items: rowsOf(bid.children, state)}
}

// ---------------------------------------------------------------------------
// The root of a table

function emptyLabel(state: State): string {
  return state.settings.reference ? '\\O' : '$\\emptyset$'
}

/**
 * The root row of a table (see `tableRoot` of `@bidding/display`:
 * BML's history row, kept in `data.history`, tells its shapes apart), or
 * `undefined` for an empty one.
 */
export function rootRow(sequence: Sequence, state: State): Row | undefined {
  const root = tableRoot(sequence)
  switch (root?.type) {
    case 'history-bid': {
      return {...bidRow(root.bid, state, callsInText(root.history, state)), long: true}
    }

    case 'history-auction': {
      return {label: callsInText(root.history, state), lines: [], items: rowsOf(sequence.children, state), long: true}
    }

    case 'history-chain': {
      const first = {...bidRow(root.chain.at(-1)!, state, callsInText(root.history, state)), long: true}
      return {label: emptyLabel(state), lines: [], items: [first, ...rowsOf(root.rest, state)]}
    }

    case 'context': {
      return {label: contextLabel(root.context, state), lines: [], items: rowsOf(sequence.children, state), long: true}
    }

    case 'bid': {
      return bidRow(root.bid, state)
    }

    case 'class': {
      return {label: escapeLatex(root.label, state), lines: [], items: rowsOf(sequence.children, state), long: true}
    }

    case 'empty': {
      return {label: emptyLabel(state), lines: [], items: rowsOf(sequence.children, state)}
    }

    case undefined: {
      return undefined
    }
  }
}

// ---------------------------------------------------------------------------
// Writing trees

/** The reference's dot leaders: `........` shortened by the call's length. */
function leaders(label: string): string {
  const length = label.replaceAll('\\B', '').length
  return length === 0 ? '' : '........'.slice(0, Math.max(0, 8 - length))
}

function dirtreeEntries(row: Row, level: number, state: State, entries: string[]): void {
  let entry = ' .' + level + ' '
  if (state.settings.reference) {
    entry +=
      row.lines.length === 0
        ? row.label + '. '
        : row.label +
          leaders(row.label) +
          '\\begin{minipage}[t]{0.8\\textwidth}\n' +
          row.lines.map((line) => (line === '' ? '\\vspace{\\baselineskip}' : line)).join('\\\\\n') +
          '\n\\end{minipage}. '
  } else {
    entry +=
      row.lines.length === 0
        ? '{' + row.label + '}. '
        : '\\bidnode{' + row.label + '}{' + row.lines.map((line) => (line === '' ? '\\mbox{}' : line)).join('\\\\\n') + '}. '
  }

  entries.push(entry)
  for (const item of row.items) dirtreeEntries(item, level + 1, state, entries)
}

/** Lines a tree's root needs beside it on its page: its own and its first continuation's, a few at most. */
function keptLines(roots: readonly Row[]): number {
  const first = roots[0]
  if (!first) return 1
  return Math.min(first.lines.length, 3) + Math.min(first.items[0]?.lines.length ?? 0, 3) + 2
}

/** Trees (usually one) as `\dirtree`. */
export function dirtree(roots: readonly Row[], state: State): string {
  const entries: string[] = []
  for (const root of roots) dirtreeEntries(root, 1, state, entries)
  const start = state.settings.reference
    ? '\\\n\\dirtree{%%\n'
    : '\\par\\medskip\\bidkeep{' + keptLines(roots) + '\\baselineskip}\\noindent\n\\dirtree{%\n'
  return start + entries.join('\n') + '\n}\n'
}

/** Visible width of a label, in characters, roughly. */
function visibleLength(label: string): number {
  return label
    .replaceAll(/\\B[CDHS](?:\{\})?/g, 'x')
    .replaceAll(/\\[A-Za-z]+(?:\{\})?/g, '')
    .replaceAll(/[{}$]/g, '').length
}

function tabbingRow(row: Row, depth: number, state: State): string {
  const {lines, label} = row
  if (state.settings.reference) {
    if (lines.length === 0) return label
    const rest = lines.slice(1).map((line) => '\\\\\n\\>' + (line === '' ? '\\vspace{\\baselineskip}' : line))
    return label + ' \\> ' + lines[0] + rest.join('')
  }

  const text = (line: string): string => '\\bidtext{' + (depth + 1) + '}{' + (line === '' ? '\\mbox{}' : line) + '}'
  const deep = depth > deepest
  const indent = (stops: number): string => (stops > 0 ? '\\hspace*{' + stops + '\\bidtabwidth}' : '')
  if (lines.length === 0) return indent(deep ? depth - deepest : 0) + label
  let result: string
  if (deep) result = indent(depth - deepest) + '\\makebox[\\bidtabwidth][l]{' + label + '}' + text(lines[0]!)
  else if (row.long || visibleLength(label) > 6) result = label + '\\\\\n\\>' + text(lines[0]!)
  else result = label + ' \\> ' + text(lines[0]!)
  for (const line of lines.slice(1)) {
    result += '\\\\\n' + (deep ? indent(depth - deepest + 1) : '\\>') + text(line)
  }

  return result
}

function tabbingEntries(row: Row, depth: number, state: State, entries: string[]): void {
  const opens = depth < deepest
  entries.push(tabbingRow(row, depth, state) + (row.items.length > 0 && opens ? '\\+' : ''))
  if (row.items.length === 0) return
  for (const item of row.items) tabbingEntries(item, depth + 1, state, entries)
  if (opens) entries[entries.length - 1] += '\\-'
}

/** Trees (usually one) as the `bidtable` (tabbing) environment. */
export function tabbing(roots: readonly Row[], state: State): string {
  const entries: string[] = []
  for (const root of roots) tabbingEntries(root, 0, state, entries)
  return (
    (state.settings.reference ? '' : '\\par\\bidkeep{' + keptLines(roots) + '\\baselineskip}\n') +
    '\\begin{bidtable}' + (state.settings.reference ? '' : '[12]') + '\n' + entries.join('\\\\\n') + '\n\\end{bidtable}\n'
  )
}

/** Trees in the table mode of the settings. */
export function treeToLatex(roots: readonly Row[], state: State): string {
  return state.settings.tree ? dirtree(roots, state) : tabbing(roots, state)
}

/** A bidding table → LaTeX (with its block separator); `''` when hidden or empty. */
export function sequenceToLatex(sequence: Sequence, state: State): string {
  if (sequence.hidden) return ''
  const root = rootRow(sequence, state)
  if (!root) return ''
  // Without the robot's details, the openings under ∅ are trees of their own.
  const roots = !state.settings.robotDetails && root.label === emptyLabel(state) && root.lines.length === 0 ? root.items : [root]
  let prefix = ''
  if (!state.settings.reference) {
    const conditions = conditionNotes(sequence).map((note) => note.text)
    if (conditions.length > 0) prefix = '\\par\\noindent\\bidinfo{' + conditions.join('; ') + '}\\par\n'
  }

  return prefix + roots.map((one) => treeToLatex([one], state)).join('') + '\\bigbreak\n'
}

/** Rows of phrasing lines (for rules and other outlines). */
export function textRow(label: string, text: readonly PhrasingContent[] | string, state: State, items: Row[] = []): Row {
  const line =
    typeof text === 'string'
      ? escapeLatex(text, state, {oneLine: true, dots: state.settings.reference && state.settings.tree})
      : phrasingToLatex(text, state, {oneLine: true, dots: state.settings.reference && state.settings.tree})
  return {label, lines: [line], items, long: visibleLength(label) > 6}
}

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

import {
  constraintToPhrasing,
  type Bid,
  type ContextCall,
  type PhrasingContent,
  type Seat,
  type Sequence,
  type VulnerabilityCondition
} from '@bidding/core'
import {callLabel, callsInText, contextLabel} from './calls.js'
import {escapeLatex} from './escape.js'
import {linesOf, phrasingToLatex, unknown} from './phrasing.js'
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

const ordinals: Readonly<Record<Seat, string>> = {1: '1st', 2: '2nd', 3: '3rd', 4: '4th'}
const forcingWords: Readonly<Record<string, string>> = {
  'non-forcing': 'non-forcing',
  'one-round': 'forcing one round',
  game: 'game forcing',
  slam: 'slam forcing'
}

/** `1st/2nd seat`. */
export function seatsText(seats: readonly Seat[]): string {
  return seats.map((seat) => ordinals[seat] ?? String(seat)).join('/') + ' seat'
}

/** `we vul, they not vul`; empty when either side may be anything. */
export function vulnerabilityText(vulnerability: VulnerabilityCondition): string {
  const parts: string[] = []
  if (vulnerability.we !== 'any') parts.push(vulnerability.we === 'yes' ? 'we vul' : 'we not vul')
  if (vulnerability.they !== 'any') parts.push(vulnerability.they === 'yes' ? 'they vul' : 'they not vul')
  return parts.join(', ')
}

/** What a call shows beyond its meaning, as LaTeX, if anything. */
function infoOf(bid: Bid, state: State): string | undefined {
  const parts: string[] = []
  if (bid.constraint) parts.push(phrasingToLatex(constraintToPhrasing(bid.constraint), state, {oneLine: true}))
  if (bid.criteria) parts.push('requires ' + phrasingToLatex(constraintToPhrasing(bid.criteria), state, {oneLine: true}))
  if (bid.alert?.artificial) parts.push('alert')
  if (bid.alert?.disposition && bid.alert.disposition !== 'none') parts.push(bid.alert.disposition.replaceAll('-', ' '))
  if (bid.forcing) parts.push(forcingWords[bid.forcing] ?? escapeLatex(bid.forcing, state, {oneLine: true}))
  if (bid.action) parts.push(escapeLatex(bid.action, state, {oneLine: true}))
  if (bid.over !== undefined) {
    parts.push(
      'over ' + (bid.over === 'all' ? 'any call' : bid.over.map((call) => callLabel(call, 'they', undefined, state)).join(', '))
    )
  }

  if (bid.seats && bid.seats.length > 0) parts.push(seatsText(bid.seats))
  const vulnerability = bid.vulnerability ? vulnerabilityText(bid.vulnerability) : ''
  if (vulnerability) parts.push(vulnerability)
  if (bid.priority !== undefined) parts.push('priority ' + bid.priority)
  if (bid.nextState !== undefined) parts.push('$\\rightarrow$ ' + escapeLatex(bid.nextState, state, {oneLine: true}))
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
  for (const item of items) {
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

function historyOf(sequence: Sequence): string | undefined {
  const history = (sequence.data as {history?: unknown} | undefined)?.history
  return typeof history === 'string' && history !== '' ? history : undefined
}

function historyLength(history: string): number {
  return history.replace(/[-;]+$/, '').split(/[-;]/).filter((part) => part !== '').length
}

function chainEnd(item: Item | undefined, length: number): Bid | undefined {
  let bid = item?.type === 'bid' ? item : undefined
  for (let index = 1; index < length && bid; index++) {
    const [only, ...rest] = bid.children
    bid = only?.type === 'bid' && rest.length === 0 ? only : undefined
  }

  return bid
}

function emptyLabel(state: State): string {
  return state.settings.reference ? '\\O' : '$\\emptyset$'
}

/**
 * The root row of a table, or `undefined` for an empty one (see the HTML
 * writer: BML's history row, kept in `data.history`, tells its shapes apart).
 */
export function rootRow(sequence: Sequence, state: State): Row | undefined {
  const context: readonly ContextCall[] = sequence.context ?? []
  const history = historyOf(sequence)
  const [only, ...rest] = sequence.children
  if (history !== undefined) {
    const length = historyLength(history)
    if (length === context.length + 1 && only?.type === 'bid' && rest.length === 0) {
      return {...bidRow(only, state, callsInText(history, state)), long: true}
    }

    if (length === context.length && length > 0) {
      const column = only?.position?.start.column
      const moved = column === undefined || column === 1
      const label = moved && /[-;]$/.test(history) ? history.slice(0, -1) : history
      return {label: callsInText(label, state), lines: [], items: rowsOf(sequence.children, state), long: true}
    }

    const end = context.length === 0 ? chainEnd(only, length) : undefined
    if (end) {
      const first = {...bidRow(end, state, callsInText(history, state)), long: true}
      return {label: emptyLabel(state), lines: [], items: [first, ...rowsOf(rest, state)]}
    }
  }

  if (context.length > 0) {
    return {label: contextLabel(context, state), lines: [], items: rowsOf(sequence.children, state), long: true}
  }

  if (!only) return undefined
  if (only.type === 'bid' && rest.length === 0) return bidRow(only, state)
  return {label: emptyLabel(state), lines: [], items: rowsOf(sequence.children, state)}
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

/** Trees (usually one) as `\dirtree`. */
export function dirtree(roots: readonly Row[], state: State): string {
  const entries: string[] = []
  for (const root of roots) dirtreeEntries(root, 1, state, entries)
  const start = state.settings.reference ? '\\\n\\dirtree{%%\n' : '\\par\\medskip\\noindent\n\\dirtree{%\n'
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
  let prefix = ''
  if (!state.settings.reference) {
    const conditions: string[] = []
    if (sequence.seats && sequence.seats.length > 0) conditions.push(seatsText(sequence.seats))
    const vulnerability = sequence.vulnerability ? vulnerabilityText(sequence.vulnerability) : ''
    if (vulnerability) conditions.push(vulnerability)
    if (conditions.length > 0) prefix = '\\par\\noindent\\bidinfo{' + conditions.join('; ') + '}\\par\n'
  }

  return prefix + treeToLatex([root], state) + '\\bigbreak\n'
}

/** Rows of phrasing lines (for rules and other outlines). */
export function textRow(label: string, text: readonly PhrasingContent[] | string, state: State, items: Row[] = []): Row {
  const line =
    typeof text === 'string'
      ? escapeLatex(text, state, {oneLine: true, dots: state.settings.reference && state.settings.tree})
      : phrasingToLatex(text, state, {oneLine: true, dots: state.settings.reference && state.settings.tree})
  return {label, lines: [line], items, long: visibleLength(label) > 6}
}

/**
 * A `sequence` as a BML bid table: `#SEAT`/`#VUL` when they change, `#HIDE`,
 * the history row for the context, and one row per bid with its
 * description and continuation lines placed where the reader looks for them
 * (bml.md §4.2).
 */

import {bareDispositions} from '@bidding/bml-util'
import {constraintToString} from '@bidding/core/constraints'
import {formatCall, formatClassPattern, isCall, priorityText} from '@bidding/core/calls'
import type {AuctionClass, Bid, ContextCall, Meaning, Sequence} from '@bidding/core'
import type {Seat, Side, VulnerabilityCondition} from '@bidding/core/calls'
import {readAs, readToken, withoutTrailingSeparators} from './classify.js'
import {phrasingLines} from './phrasing.js'
import {warn, warnOnce, type State} from './state.js'

const vulnerabilityLetters = {yes: 'Y', no: 'N', any: '0'} as const

/** `#SEAT` code of a seat set, or `undefined` when BML has none. */
function seatCode(seats: readonly Seat[] | undefined): string | undefined {
  if (!seats || seats.length === 0) return '0'
  const set = [...new Set(seats)].sort().join('')
  if (set === '1234') return '0'
  if (set === '12' || set === '34') return set
  return set.length === 1 ? set : undefined
}

/** Seat groups BML can write, for a set it cannot write at once (`[1, 3]` → `1`, `3`). */
function seatGroups(seats: readonly Seat[]): string[] {
  const set = new Set(seats)
  const groups: string[] = []
  for (const pair of [[1, 2], [3, 4]] as const) {
    if (set.has(pair[0]) && set.has(pair[1])) {
      groups.push(pair.join(''))
      set.delete(pair[0])
      set.delete(pair[1])
    }
  }

  for (const seat of [...set].sort()) groups.push(String(seat))
  return groups
}

function vulnerabilityCode(vulnerability: VulnerabilityCondition | undefined): string {
  if (!vulnerability) return '00'
  return vulnerabilityLetters[vulnerability.we] + vulnerabilityLetters[vulnerability.they]
}

/** The token of a call: its source spelling when that reads back the same, else the BML spelling. */
export function callToken(call: string, raw: string | undefined, by: Side): string {
  let token = call
  if (raw !== undefined && /^\S+$/.test(raw) && !/[-;()]/.test(raw) && readToken(raw) === call) token = raw
  else if (isCall(call)) token = formatCall(call, 'bml')
  return by === 'they' ? '(' + token + ')' : token
}

/** Calls of a history token, as the reader reads them. */
function historyCalls(token: string): Array<{call: string; by: Side}> | undefined {
  const body = withoutTrailingSeparators(token)
  const calls: Array<{call: string; by: Side}> = []
  for (const part of body.split(/[-;]/)) {
    const inner = /^\((.+)\)$/.exec(part)
    const call = readToken(inner ? inner[1]! : part)
    if (!call) return undefined
    calls.push({call, by: inner ? 'they' : 'we'})
  }

  return calls
}

function sameCalls(a: ReadonlyArray<{call: string; by: Side}>, b: ReadonlyArray<{call: string; by: Side}>): boolean {
  return a.length === b.length && a.every((call, index) => call.call === b[index]!.call && call.by === b[index]!.by)
}

const forcingParts: Readonly<Record<string, string>> = {
  'non-forcing': 'non-forcing',
  'one-round': 'forcing',
  game: 'game-forcing',
  slam: 'forcing slam'
}

const vulnerabilityLetter = {yes: 'Y', no: 'N', any: '0'} as const

/**
 * The constraint block of a bid (docs/constraints.md, “In BML”): what the
 * reader turns back into its fields, `{15–17 HCP, balanced; alert; forcing}`;
 * `undefined` when the bid has none of them.
 */
export function blockOf(bid: Bid): string | undefined {
  const parts: string[] = []
  if (bid.constraint) parts.push(constraintToString(bid.constraint, {suits: 'bml'}))
  else parts.push('')
  if (bid.criteria) parts.push('if ' + constraintToString(bid.criteria, {suits: 'bml'}))
  const disposition = bid.alert?.disposition
  if (bid.alert?.artificial) parts.push('alert' + (disposition ? ' ' + disposition : ''))
  else if (disposition) parts.push(bareDispositions.has(disposition) ? disposition : 'disposition ' + disposition)
  if (bid.forcing) parts.push(forcingParts[bid.forcing]!)
  if (bid.priority !== undefined && Number.isInteger(bid.priority)) parts.push('priority ' + priorityText(bid.priority))
  if (bid.seats && bid.seats.length > 0) parts.push('seats ' + [...new Set(bid.seats)].sort().join(''))
  if (bid.vulnerability) parts.push('vul ' + vulnerabilityLetter[bid.vulnerability.we] + vulnerabilityLetter[bid.vulnerability.they])
  if (bid.fallback) parts.push('fallback')
  if (parts.length === 1 && parts[0] === '') return undefined
  return '{' + parts.join('; ').replace(/^; /, '') + '}'
}

/** The `#CLASS` line of a class table: pattern, name, condition. */
function classLine(auctionClass: AuctionClass): string {
  const pattern = auctionClass.pattern.length === 0 ? '...' : formatClassPattern(auctionClass.pattern)
  const name = auctionClass.name ? ' ' + auctionClass.name.replaceAll(/[{}\n]/g, ' ').trim() : ''
  const condition = auctionClass.condition ? ' {' + constraintToString(auctionClass.condition, {suits: 'bml'}) + '}' : ''
  return '#CLASS ' + pattern + name + condition
}

/** Lines of a bid's description: its meaning, then its constraint block. */
function descriptionLines(state: State, bid: Bid): string[] {
  const meaning = bid.children[0]?.type === 'meaning' ? (bid.children[0] as Meaning) : undefined
  let lines = meaning ? phrasingLines(state, meaning.children, meaning) : []
  lines = lines.map((line) => line.trim())
  // A meaning ending in a break is BML's `.` line.
  if (lines.length > 1 && lines.at(-1) === '') lines[lines.length - 1] = '.'
  for (const [index, line] of lines.entries()) {
    if (index === 0) continue
    const last = index === lines.length - 1
    if (line === '' || (line === '.' && !(last && meaning?.children.at(-1)?.type === 'break'))) {
      warn(state, 'Unexpected ' + (line === '' ? 'empty line' : '`.` line') + ' in a meaning, BML cannot write it', meaning, 'unrepresentable')
    }

    if (/^#\s*(?:PASTE|CUT|COPY|ENDCUT|ENDCOPY|HIDE|BIDTABLE|INCLUDE)\b/.test(line)) {
      warn(state, 'Unexpected directive-like line `' + line + '` in a meaning, it reads back as a directive', meaning, 'unrepresentable')
    }
  }

  lines = lines.filter((line, index) => index === 0 || line !== '')
  const block = blockOf(bid)
  // The block goes at the end of the text, before a final `.` line.
  const marker = lines.length > 1 && lines.at(-1) === '.'
  const textLines = marker ? lines.slice(0, -1) : lines
  const lastText = textLines.at(-1)
  if (block) {
    if (lastText === undefined || lastText === '') textLines[Math.max(0, textLines.length - 1)] = block
    else textLines[textLines.length - 1] = lastText + ' ' + block
  } else if (lastText !== undefined && /\}\s*$/.test(lastText) && lastText.includes('{')) {
    warn(state, 'Unexpected description ending in `}`, it reads back as a constraint block', meaning, 'unrepresentable')
  }

  lines = marker ? [...textLines, '.'] : textLines
  for (const field of ['nextState', 'action', 'over'] as const) {
    if (bid[field] !== undefined && !state.expressed.has(field)) {
      warnOnce(state, 'field:' + field, 'Unexpected `' + field + '` on a bid, BML cannot write it; it is left out', bid, 'lossy')
    }
  }

  return lines
}

/** Write one bid row (and its continuation lines and children) into `output`. */
function writeBid(state: State, bid: Bid, depth: number, output: string[], descriptionOverride?: string[]): void {
  const unit = state.settings.unit
  const indent = ' '.repeat(depth * unit)
  const token = callToken(bid.call, bid.raw, bid.by)
  const lines = descriptionOverride ?? descriptionLines(state, bid)
  const children = bid.children.filter((child) => child.type === 'bid' || child.type === 'opaque')
  writeRow(indent + token, lines, children.length > 0 ? (depth + 1) * unit : -1, output)
  for (const child of bid.children) {
    if (child.type === 'bid') writeBid(state, child, depth + 1, output)
    else if (child.type === 'opaque') writeOpaque(state, child, depth + 1, output)
    else if (child.type === 'conventionReference') {
      warn(state, 'Unexpected convention reference `' + child.name + '` in a bid, written as a comment', child, 'lossy')
      output.push('// see ' + child.name)
    }
  }
}

/**
 * Write a row: the token, then the first description line where the reader
 * finds it, then continuation lines in that column. `avoid` is the column of
 * the first child row, which must not be the description's column.
 */
function writeRow(head: string, lines: readonly string[], avoid: number, output: string[]): void {
  const first = lines[0] ?? ''
  const continuations = lines.slice(1)
  if (first === '' && continuations.length === 0) {
    output.push(head)
    return
  }

  let equals = first.startsWith('=') || first === ''
  let pad = 1
  for (;;) {
    const row = head + ' '.repeat(pad) + (equals ? (first === '' ? '=' : '= ') : '') + first
    const description = row.slice(head.length).trim()
    const removed = equals ? (first === '' ? 1 : 2) : 0
    const column = row.indexOf(description) + removed
    const real = row.length - first.length
    if (!equals && column !== real) {
      equals = true
      continue
    }

    if (column === avoid) {
      pad++
      continue
    }

    output.push(row)
    for (const line of continuations) output.push(' '.repeat(column) + line)
    return
  }
}

/**
 * A line the reader takes (bml.md §2 `#INCLUDE`, §4.1, and `#CLASS`), wherever it stands in a table: exactly
 * their patterns, since opaque lines are what the reader kept (a meaning's lines are checked more broadly).
 */
const directiveLine = /^\s*#\s*(?:(?:CUT|COPY)\s+\S+\s*$|PASTE\s+\S|HIDE\s*$|BIDTABLE\s*$|CLASS\b|INCLUDE\s*\S)/

/** Opaque content of a bid table: BML as it was (other formats as a comment). */
function writeOpaque(state: State, node: {type: 'opaque'; format: string; value: string}, depth: number, output: string[]): void {
  const indent = ' '.repeat(depth * state.settings.unit)
  if (node.format === 'bml') {
    for (const line of node.value.split('\n')) {
      // Text the reader kept (a directive it did not take) would be taken on reading this output.
      if (directiveLine.test(line)) {
        warn(state, 'Unexpected opaque line `' + line.trim() + '` that reads back as a directive, written as it is', node as never, 'opaque-directive')
      } else if (indent === '' && line.startsWith('//')) {
        // `//` starts a comment only at the very start of a line (after `#ENDCOPY` the reader keeps it as text).
        warn(state, 'Unexpected opaque line `' + line + '` that reads back as a comment (dropped), written as it is', node as never, 'opaque-comment')
      }

      output.push(line === '' ? '' : indent + line)
    }

    return
  }

  warn(state, 'Unexpected opaque `' + node.format + '` content, written as a comment', node as never, 'opaque')
  for (const line of node.value.split('\n')) output.push('// ' + line)
}

/**
 * The history row of a context: its token, and the bid whose call ends it
 * (the row then carries that bid's description and children), if any.
 */
function historyRow(sequence: Sequence): {token: string; last?: Bid | undefined} | undefined {
  const context = sequence.context ?? []
  // `data.history` is set by @bidding/bml-parse: the history row as written.
  const written = (sequence.data as {history?: unknown} | undefined)?.history
  const children = sequence.children
  if (typeof written === 'string') {
    const calls = historyCalls(written)
    const trailing = /[-;]$/.test(written)
    if (calls) {
      const only = children.length === 1 && children[0]!.type === 'bid' ? children[0] : undefined
      if (only && sameCalls(calls, [...context, {call: only.call, by: only.by}])) return {token: written, last: only}
      if (trailing && context.length > 0 && sameCalls(calls, context)) return {token: written}
      // Without a trailing dash, column-0 rows after the history are
      // openings: the history is then a chain of bids.
      const first = children[0]
      if (!trailing && context.length === 0 && calls.length > 1 && first?.type === 'bid') {
        let bid: Bid = first
        let matches = true
        for (const [index, call] of calls.entries()) {
          if (bid.call !== call.call || bid.by !== call.by) matches = false
          if (!matches || index === calls.length - 1) break
          const next = bid.children.length === 1 && bid.children[0]!.type === 'bid' ? bid.children[0] : undefined
          if (!next || bid.raw !== undefined || hasOtherFields(bid)) matches = false
          else bid = next
        }

        if (matches) return {token: written, last: bid}
      }
    }
  }

  if (context.length === 0) return undefined
  return {token: context.map((call: ContextCall) => callToken(call.call, call.raw, call.by)).join('-') + '---'}
}

/** Whether a bid has fields a chain link cannot carry. */
function hasOtherFields(bid: Bid): boolean {
  const plain = new Set(['type', 'call', 'by', 'children', 'position', 'data'])
  return Object.keys(bid).some((key) => !plain.has(key))
}

/** Write a sequence as blocks (settings first when they change). */
export function writeSequence(state: State, sequence: Sequence, blocks: string[]): void {
  const seats = seatCode(sequence.seats)
  if (seats === undefined) {
    // BML has no code for this set: one table per group of seats.
    warn(state, 'Unexpected seats `' + sequence.seats!.join(', ') + '`, BML writes the table once per seat group', sequence, 'seats')
    for (const group of seatGroups(sequence.seats!)) {
      writeSequence(state, {...sequence, seats: [...group].map(Number) as Seat[]}, blocks)
    }

    return
  }

  if (seats !== state.seat) {
    blocks.push('#SEAT ' + seats)
    state.seat = seats
  }

  const vulnerability = vulnerabilityCode(sequence.vulnerability)
  if (vulnerability !== state.vulnerability) {
    blocks.push('#VUL ' + vulnerability)
    state.vulnerability = vulnerability
  }

  const output: string[] = []
  if (sequence.hidden) output.push('#HIDE')
  if (sequence.auctionClass) output.push(classLine(sequence.auctionClass))
  const history = historyRow(sequence)
  const bids = sequence.children
  if (history?.last) {
    const last = history.last
    const lines = descriptionLines(state, last)
    const children = last.children.filter((child) => child.type === 'bid' || child.type === 'opaque')
    writeRow(history.token, lines, children.length > 0 ? state.settings.unit : -1, output)
    for (const child of last.children) {
      if (child.type === 'bid') writeBid(state, child, 1, output)
      else if (child.type === 'opaque') writeOpaque(state, child, 1, output)
    }

    for (const child of bids.slice(1)) {
      if (child.type === 'bid') writeBid(state, child, 0, output)
      else writeOpaque(state, child, 0, output)
    }
  } else {
    if (history) output.push(history.token)
    else if (bids.length === 0) {
      warn(state, 'Unexpected empty sequence without context, BML cannot write it', sequence, 'unrepresentable')
      return
    }

    for (const child of bids) {
      if (child.type === 'bid') writeBid(state, child, 0, output)
      else writeOpaque(state, child, 0, output)
    }
  }

  let text = output.join('\n')
  if (readAs(text) !== 'bid table') text = '#BIDTABLE\n' + text
  if (readAs(text) !== 'bid table') {
    warn(state, 'Unexpected table that reads back as ' + readAs(text) + ' (its first row looks like one)', sequence, 'unrepresentable')
  }

  blocks.push(text)
}

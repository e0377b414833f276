/**
 * The line grammar of the reference converter (`bid_space_to_text.py`,
 * formats.md §1.3), exactly: every line is tried against the comment,
 * `state:`, `prev_bid:`, `priority:` and bid-line patterns in this order,
 * and the first that matches wins. Matching is anchored at the line start
 * only, so whatever follows a match is silently ignored; `\s` and `\w` are
 * ASCII, as in Python 2.
 */

import {spanOf, type Line, type Span} from './lines.js'

/** A bid line as read: bid, next state, rule tokens, description. */
export interface BidLine {
  bid: Span
  nextState?: Span | undefined
  rules: Span[]
  /** The description (stripped); `undefined` when there is none. */
  description?: Span | undefined
}

/** What the reference makes of a line. */
export type ReferenceLine =
  | {kind: 'comment'}
  | {kind: 'state'; name: Span}
  | {kind: 'prevBid'; value: Span}
  | {kind: 'priority'; tokens: Span[]}
  | {kind: 'bid'; line: BidLine}
  | {kind: 'none'}

const s = '[ \\t\\n\\r\\f\\v]*'
const comment = new RegExp('^' + s + '#')
const state = new RegExp('^' + s + '(state)' + s + ':' + s + '(\\w+)', 'd')
const prevBid = new RegExp('^' + s + '(prev_bid)' + s + ':' + s + '(\\w+)', 'd')
const priority = new RegExp('^' + s + '(priority)' + s + ':' + (s + '(\\w{0,3})').repeat(11), 'd')
// `A-z` is the reference's: it also admits `[ \ ] ^ _ \``.
const bid = new RegExp('^' + s + '(\\w+)' + s + '([a-zA-z0-9_\\-]+)' + (s + '([a-z0-9,()]*)').repeat(9), 'd')
const description = new RegExp("^[ \\t\\n\\r\\f\\vA-Za-z0-9,()'_\\-]*@([A-Za-z0-9, \\-]*)", 'd')

function group(line: Line, match: RegExpExecArray, index: number): Span | undefined {
  const range = match.indices?.[index]
  return range && range[1] > range[0] ? spanOf(line, range[0], range[1]) : undefined
}

/** Read a line as the reference does. */
export function readReferenceLine(line: Line): ReferenceLine {
  const {text} = line
  if (comment.test(text)) return {kind: 'comment'}

  let match = state.exec(text)
  if (match) return {kind: 'state', name: group(line, match, 2)!}

  match = prevBid.exec(text)
  if (match) return {kind: 'prevBid', value: group(line, match, 2)!}

  match = priority.exec(text)
  if (match) {
    const tokens: Span[] = []
    for (let index = 2; index < match.length; index++) {
      const token = group(line, match, index)
      if (token) tokens.push(token)
    }

    return {kind: 'priority', tokens}
  }

  match = bid.exec(text)
  if (match) {
    const rules: Span[] = []
    for (let index = 3; index < match.length; index++) {
      const token = group(line, match, index)
      if (token) rules.push(token)
    }

    return {
      kind: 'bid',
      line: {bid: group(line, match, 1)!, nextState: group(line, match, 2)!, rules, description: referenceDescription(line)}
    }
  }

  return {kind: 'none'}
}

/** The description the reference reads from a bid line (stripped), if any. */
export function referenceDescription(line: Line): Span | undefined {
  const match = description.exec(line.text)
  if (!match) return undefined
  const [start, end] = match.indices![1]!
  const raw = line.text.slice(start, end)
  const lead = raw.length - raw.trimStart().length
  const trimmed = raw.trim()
  return spanOf(line, start + lead, start + lead + trimmed.length)
}

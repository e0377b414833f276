/**
 * This reader's own line grammar (the default profile): the line types of
 * the reference, but read whole. Fields are separated by any whitespace,
 * except inside parentheses, so `p(hp, 0, 12)` is one rule; the description
 * is everything after the first `@`; a rule in the next-state column is a
 * rule.
 */

import {spanOf, type Line, type Span} from './lines.js'
import type {BidLine} from './reference.js'

/** A `keyword: value…` line. */
export interface Directive {
  kind: 'directive'
  name: 'state' | 'prev_bid' | 'priority' | 'next_state'
  /** The keyword, for positions. */
  keyword: Span
  /** The whitespace-separated words after the colon. */
  values: Span[]
}

/** A bid line; `nextStateIsRule` when the next-state column holds a rule. */
export interface DefaultBidLine {
  kind: 'bid'
  line: BidLine
  /** The second field, when it looks like a rule rather than a state. */
  ruleInNextState?: Span | undefined
}

/** What this reader makes of a line. */
export type DefaultLine = {kind: 'blank'} | {kind: 'comment'} | Directive | DefaultBidLine

const directive = /^\s*(state|prev_bid|priority|next_state)\s*:/d

/** Split `line.text` from `from` to `to` into fields; whitespace inside parentheses does not split. */
export function fields(line: Line, from: number, to: number): Span[] {
  const {text} = line
  const result: Span[] = []
  let index = from
  while (index < to) {
    if (/\s/.test(text.charAt(index))) {
      index++
      continue
    }

    const start = index
    let depth = 0
    while (index < to) {
      const char = text.charAt(index)
      if (char === '(') depth++
      else if (char === ')') depth = Math.max(0, depth - 1)
      else if (depth === 0 && /\s/.test(char)) break
      index++
    }

    // An unclosed parenthesis swallows the rest: give back trailing space.
    let end = index
    while (end > start && /\s/.test(text.charAt(end - 1))) end--
    result.push(spanOf(line, start, end))
  }

  return result
}

/** Read a line with this reader's grammar. */
export function readLine(line: Line): DefaultLine {
  const {text} = line
  if (text.trim() === '') return {kind: 'blank'}
  if (/^\s*#/.test(text)) return {kind: 'comment'}

  const match = directive.exec(text)
  if (match) {
    const [start, end] = match.indices![1]!
    const values: Span[] = []
    const word = /\S+/g
    word.lastIndex = match[0].length
    let found: RegExpExecArray | null
    while ((found = word.exec(text))) values.push(spanOf(line, found.index, found.index + found[0].length))
    return {kind: 'directive', name: match[1] as Directive['name'], keyword: spanOf(line, start, end), values}
  }

  const at = text.indexOf('@')
  const words = fields(line, 0, at === -1 ? text.length : at)
  let description: Span | undefined
  if (at !== -1) {
    const raw = text.slice(at + 1)
    const lead = raw.length - raw.trimStart().length
    const trimmed = raw.trim()
    description = spanOf(line, at + 1 + lead, at + 1 + lead + trimmed.length)
  }

  // `@` first: no bid at all; the caller keeps the line as it is.
  const [bid, second, ...rest] = words
  if (!bid) return {kind: 'bid', line: {bid: spanOf(line, 0, 0), rules: [], description}}
  if (second && second.text.includes('(')) {
    return {kind: 'bid', line: {bid, rules: [second, ...rest], description}, ruleInNextState: second}
  }

  return {kind: 'bid', line: {bid, nextState: second, rules: rest, description}}
}

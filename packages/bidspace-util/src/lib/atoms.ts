/**
 * Rule atoms of bidding_space (`p(hp,13,22)`, `s(c,gte,2)`, `dt(lte,1)`,
 * `h(d,gte,2)`): reading a token, as the reference does and as
 * `@bidding/bidspace-parse` does, and turning a reading into a bdast
 * constraint atom. The writers check with the reference's reading and the
 * atoms that a kept spelling still reads as its atom.
 */

import {own} from '@bidding/core/own'
import type {Atom, QualityConstraint} from '@bidding/core/constraints'
import type {Suit} from '@bidding/core/calls'

/** The fields of a rule token, spelled as in the source. */
export type RuleReading =
  | {type: 'points'; scale: string; lb: string; ub: string}
  | {type: 'length' | 'honours'; suit: string; condition: string; count: string}
  | {type: 'doubletons'; condition: string; count: string}

// The reference's patterns (bid_space_to_text.py), anchored at the token
// start only: `p(hp,13,225)` reads as 13–22. Its `\s` is ASCII.
const s = '[ \\t\\n\\r\\f\\v]*'
const referencePoints = new RegExp('^' + s + 'p\\(' + s + '([a-z]{2,3})' + s + ',' + s + '(\\d{1,2})' + s + ',' + s + '(\\d{1,2})')
const referenceSuit = new RegExp('^' + s + 's\\(' + s + '([s|h|d|c])' + s + ',' + s + '([a-z]{2,3})' + s + ',' + s + '(\\d{1,2})')
const referenceDoubletons = new RegExp('^' + s + 'dt' + s + '\\(' + s + '([a-z]{2,3})' + s + ',' + s + '(\\d)')
const referenceHonours = new RegExp('^' + s + 'h\\(' + s + '([s|h|d|c])' + s + ',' + s + '([a-z]{2,3})' + s + ',' + s + '(\\d{1,2})')

/** Read a rule token as the reference does, or `undefined` when it drops it. */
export function readReferenceRule(token: string): RuleReading | undefined {
  let match = referencePoints.exec(token)
  if (match) return {type: 'points', scale: match[1]!, lb: match[2]!, ub: match[3]!}
  match = referenceSuit.exec(token)
  if (match) return {type: 'length', suit: match[1]!, condition: match[2]!, count: match[3]!}
  match = referenceDoubletons.exec(token)
  if (match) return {type: 'doubletons', condition: match[1]!, count: match[2]!}
  match = referenceHonours.exec(token)
  if (match) return {type: 'honours', suit: match[1]!, condition: match[2]!, count: match[3]!}
  return undefined
}

// This reader's patterns: the whole token, any case, spaces allowed, numbers
// of any width.
const points = /^p\s*\(\s*([a-z]+)\s*,\s*(\d+)\s*,\s*(\d+)\s*\)$/i
const suit = /^s\s*\(\s*([a-z|]+)\s*,\s*([a-z]+)\s*,\s*(\d+)\s*\)$/i
const doubletons = /^dt\s*\(\s*([a-z]+)\s*,\s*(\d+)\s*\)$/i
const honours = /^h\s*\(\s*([a-z|]+)\s*,\s*([a-z]+)\s*,\s*(\d+)\s*\)$/i

/** Read a whole rule token, or `undefined` when it is no rule. */
export function readRule(token: string): RuleReading | undefined {
  let match = points.exec(token)
  if (match) return {type: 'points', scale: match[1]!.toLowerCase(), lb: match[2]!, ub: match[3]!}
  match = suit.exec(token)
  if (match) return {type: 'length', suit: match[1]!.toLowerCase(), condition: match[2]!.toLowerCase(), count: match[3]!}
  match = doubletons.exec(token)
  if (match) return {type: 'doubletons', condition: match[1]!.toLowerCase(), count: match[2]!}
  match = honours.exec(token)
  if (match) return {type: 'honours', suit: match[1]!.toLowerCase(), condition: match[2]!.toLowerCase(), count: match[3]!}
  return undefined
}

const suits: Readonly<Record<string, Suit>> = {s: 'S', h: 'H', d: 'D', c: 'C'}

/** Point types of bidding_space (`hp`, `lp`, `sp`) and the bdast scales they are. */
export const bidspaceScaleNames: Readonly<Record<string, string>> = {hp: 'hcp', hcp: 'hcp', lp: 'length', sp: 'shortness'}

/**
 * @deprecated Use `bidspaceScaleNames`: `pointScales` of `@bidding/hand` is
 * something else (the weights of each point scale).
 */
export const pointScales = bidspaceScaleNames

/** Conditions and the inclusive range each makes of `n`. */
const conditions: Readonly<Record<string, (n: number) => {min?: number; max?: number}>> = {
  eq: (n) => ({min: n, max: n}),
  gte: (n) => ({min: n}),
  gt: (n) => ({min: n + 1}),
  lte: (n) => ({max: n}),
  lt: (n) => ({max: n - 1})
}

/** Why a reading is no atom. */
export type AtomProblem =
  | {kind: 'condition'; value: string}
  | {kind: 'suit'; value: string}

/**
 * Turn a reading into an atom whose `raw` is `raw`, or say why it cannot
 * be one (an unknown condition or suit).
 */
export function readingToAtom(reading: RuleReading, raw: string): Atom | AtomProblem {
  if (reading.type === 'points') {
    return {
      type: 'points',
      scale: own(bidspaceScaleNames, reading.scale) ?? reading.scale,
      min: Number(reading.lb),
      max: Number(reading.ub),
      raw
    }
  }

  const range = own(conditions, reading.condition)
  if (!range) return {kind: 'condition', value: reading.condition}
  const count = Number(reading.count)
  if (reading.type === 'doubletons') return {type: 'count', of: 'doubleton', ...range(count), raw}
  const suit = own(suits, reading.suit)
  if (!suit) return {kind: 'suit', value: reading.suit}
  return {type: reading.type, suit, ...range(count), raw}
}

/** An atom this reader cannot interpret, kept as written. */
export function unknownAtom(raw: string): QualityConstraint {
  return {type: 'quality', name: raw, comparison: '', value: '', raw}
}

/** Whether `value` is an atom (not a problem). */
export function isAtom(value: Atom | AtomProblem): value is Atom {
  return 'type' in value
}

const fields = ['scale', 'suit', 'of', 'min', 'max', 'top'] as const

/** Whether two atoms of the bidding_space vocabulary say the same (their spellings aside). */
export function sameAtom(a: Atom, b: Atom): boolean {
  if (a.type !== b.type) return false
  const left = a as unknown as Record<string, unknown>
  const right = b as unknown as Record<string, unknown>
  return fields.every((field) => left[field] === right[field])
}

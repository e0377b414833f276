/**
 * Conditions: core constraints wrapped so that they combine fluently
 * (`hasHcp(15, 17).and(balanced())`), built by functions that mirror core's
 * atoms one for one, in the spirit of the Desiderius F# DSL (seed 004).
 *
 * Builders of measured conditions read `has…` (`hasHcp`, `hasStopper`):
 * `@bidding/hand` exports `hcp`, `stopper` and the like as the measures
 * themselves (a hand in, a number out).
 */

import {
  constraintToString,
  normalizeConstraint,
  parseConstraint,
  type Comparison,
  type Constraint,
  type PointScale,
  type Range,
  type SuitRef
} from '@bidding/core/constraints'
import type {Suit} from '@bidding/core/calls'

/** Something that reads as a condition: a `Condition`, a core constraint, or constraint notation. */
export type ConditionLike = Condition | Constraint | string

/** A range: `(15, 17)`, `(12)` (12 or more), `(undefined, 11)` (11 or less), or text (`'15-17'`, `'12+'`, `'≤11'`, `'6'`). */
export type RangeArgument = number | string | undefined

/** A condition on a hand: a core constraint that combines. */
export class Condition {
  /** The core constraint. */
  readonly constraint: Constraint

  constructor(constraint: Constraint) {
    this.constraint = constraint
  }

  /** Both this and the others hold. */
  and(...others: ConditionLike[]): Condition {
    return all(this, ...others)
  }

  /** This or one of the others holds. */
  or(...others: ConditionLike[]): Condition {
    return any(this, ...others)
  }

  /** This does not hold. */
  not(): Condition {
    return not(this)
  }

  /** The constraint notation (`15–17 HCP, balanced`). */
  toString(): string {
    return constraintToString(this.constraint)
  }

  /** The core constraint (for `JSON.stringify`). */
  toJSON(): Constraint {
    return this.constraint
  }
}

/**
 * Read notation into a condition.
 *
 * @throws {SyntaxError} for notation that does not read, with the column.
 */
export function when(text: string): Condition {
  const result = parseConstraint(text)
  if (!result.ok) throw new SyntaxError(result.message + ' at column ' + (result.start + 1) + ' of `' + text + '`')
  return new Condition(result.constraint)
}

/** A condition from anything condition-like. */
export function toCondition(value: ConditionLike): Condition {
  if (value instanceof Condition) return value
  if (typeof value === 'string') return when(value)
  return new Condition(value)
}

function range(min: RangeArgument, max: RangeArgument, label: string): Range {
  if (typeof min === 'string') {
    if (max !== undefined) throw new TypeError('Unexpected second bound after the range `' + min + '` of `' + label + '`')
    const text = min.trim()
    let match = /^(\d+)\s*(?:-|–|\.\.)\s*(\d+)$/.exec(text)
    if (match) return {min: Number(match[1]), max: Number(match[2])}
    match = /^(\d+)\+$/.exec(text) ?? /^(?:>=|≥)\s*(\d+)$/.exec(text)
    if (match) return {min: Number(match[1])}
    match = /^(?:<=|≤)\s*(\d+)$/.exec(text)
    if (match) return {max: Number(match[1])}
    match = /^=?(\d+)$/.exec(text)
    if (match) return {min: Number(match[1]), max: Number(match[1])}
    throw new TypeError('Unexpected range `' + min + '` of `' + label + '`, expected `15-17`, `12+`, `≤11` or `6`')
  }

  if (typeof max === 'string') throw new TypeError('Unexpected range text `' + max + '` as the second bound of `' + label + '`, expected a number')
  const result: Range = {}
  if (min !== undefined) result.min = min
  if (max !== undefined) result.max = max
  return result
}

function atom(constraint: Constraint): Condition {
  return new Condition(constraint)
}

/** High-card points (A 4, K 3, Q 2, J 1): `hasHcp(15, 17)`, `hasHcp(12)`, `hasHcp(undefined, 11)`, `hasHcp('15-17')`. */
export function hasHcp(min?: RangeArgument, max?: RangeArgument, suit?: SuitRef): Condition {
  return atom({type: 'points', scale: 'hcp', ...range(min, max, 'hcp'), ...(suit ? {suit} : {})})
}

/** Points on a scale (`hcp`, `length`, `shortness`, `support`, or a named scale). */
export function points(scale: PointScale, min?: RangeArgument, max?: RangeArgument, suit?: SuitRef): Condition {
  return atom({type: 'points', scale, ...range(min, max, scale + ' points'), ...(suit ? {suit} : {})})
}

/** Length points: HCP plus one per card over four in each suit. */
export function hasLengthPoints(min?: RangeArgument, max?: RangeArgument): Condition {
  return points('length', min, max)
}

/** Shortness points: HCP plus 3 per void, 2 per singleton, 1 per doubleton. */
export function hasShortnessPoints(min?: RangeArgument, max?: RangeArgument): Condition {
  return points('shortness', min, max)
}

/** Support points in a trump suit. */
export function hasSupportPoints(suit: SuitRef, min?: RangeArgument, max?: RangeArgument): Condition {
  return points('support', min, max, suit)
}

/** Length of a suit: `length('S', 5)` is five or more spades. */
export function length(suit: SuitRef, min?: RangeArgument, max?: RangeArgument): Condition {
  return atom({type: 'length', suit, ...range(min, max, 'length')})
}

/** Spades: `spades(5)` five or more, `spades(2, 4)`. */
export function spades(min?: RangeArgument, max?: RangeArgument): Condition {
  return length('S', min, max)
}

/** Hearts. */
export function hearts(min?: RangeArgument, max?: RangeArgument): Condition {
  return length('H', min, max)
}

/** Diamonds. */
export function diamonds(min?: RangeArgument, max?: RangeArgument): Condition {
  return length('D', min, max)
}

/** Clubs. */
export function clubs(min?: RangeArgument, max?: RangeArgument): Condition {
  return length('C', min, max)
}

/** Honours (A K Q J T, or the top `top`) in a suit. */
export function hasHonours(suit: SuitRef, min?: RangeArgument, max?: RangeArgument, top?: number): Condition {
  return atom({type: 'honours', suit, ...range(min, max, 'honours'), ...(top === undefined ? {} : {top})})
}

/** Controls (A 2, K 1), of the hand or of a suit. */
export function hasControls(min?: RangeArgument, max?: RangeArgument, suit?: SuitRef): Condition {
  return atom({type: 'controls', ...range(min, max, 'controls'), ...(suit ? {suit} : {})})
}

/** Number of voids. */
export function voids(min?: RangeArgument, max?: RangeArgument): Condition {
  return atom({type: 'count', of: 'void', ...range(min, max, 'voids')})
}

/** Number of singletons. */
export function singletons(min?: RangeArgument, max?: RangeArgument): Condition {
  return atom({type: 'count', of: 'singleton', ...range(min, max, 'singletons')})
}

/** Number of doubletons. */
export function doubletons(min?: RangeArgument, max?: RangeArgument): Condition {
  return atom({type: 'count', of: 'doubleton', ...range(min, max, 'doubletons')})
}

/** An exact shape in ♠♥♦♣ order (`'5xxx'`, `'4432'`), or in any order with `any`. */
export function shape(pattern: string, any = false): Condition {
  const value = pattern.replaceAll(/[-=]/g, '').toLowerCase()
  if (!/^[0-9x]{4}$/.test(value)) throw new TypeError('Unexpected shape `' + pattern + '`, expected four digits or `x` such as `5xxx` or `4432`')
  return atom({type: 'shape', pattern: value, ...(any ? {any: true} : {})})
}

/** A shape in any order (`anyShape('4441')`). */
export function anyShape(pattern: string): Condition {
  return shape(pattern, true)
}

/** Balanced: 4333, 4432, 5332. */
export function balanced(): Condition {
  return atom({type: 'balanced'})
}

/** Semi-balanced: balanced, 5422 or 6322. */
export function semiBalanced(): Condition {
  return atom({type: 'balanced', semi: true})
}

/** Losers: simple losing-trick count by default, or `nltc`. */
export function hasLosers(min?: RangeArgument, max?: RangeArgument, method?: 'simple' | 'nltc'): Condition {
  return atom({type: 'losers', ...range(min, max, 'losers'), ...(method ? {method} : {})})
}

/** Quick tricks (halves allowed). */
export function hasQuickTricks(min?: number, max?: number): Condition {
  return atom({type: 'quickTricks', ...range(min, max, 'quick tricks')})
}

/** Suit quality: length plus honours in the suit. */
export function hasSuitQuality(suit: SuitRef, min?: RangeArgument, max?: RangeArgument): Condition {
  return atom({type: 'suitQuality', suit, ...range(min, max, 'suit quality')})
}

/** A stopper in a suit (a half stopper with `half`). */
export function hasStopper(suit: SuitRef, half = false): Condition {
  return atom({type: 'stopper', suit, ...(half ? {half: true} : {})})
}

/** Holds a card (`holds('SA')`). */
export function holds(card: string): Condition {
  const value = card.toUpperCase().replace(/10$/, 'T')
  if (!/^[SHDC][AKQJT2-9]$/.test(value)) throw new TypeError('Unexpected card `' + card + '`, expected a suit letter and a rank such as `SA`')
  return atom({type: 'card', card: value})
}

/** Compare two suits' lengths (`compare('D', '>', 'C')`). */
export function compare(left: SuitRef, comparison: Comparison, right: SuitRef): Condition {
  return atom({type: 'compare', left, comparison, right})
}

/** The first suit is longer than the second. */
export function longer(left: SuitRef, right: SuitRef): Condition {
  return compare(left, '>', right)
}

/** The suit is (one of) the longest, or strictly the longest. */
export function longest(suit: SuitRef, strict = false): Condition {
  return atom({type: 'longest', suit, ...(strict ? {strict: true} : {})})
}

/** An opaque quality, kept as written (evaluated only by whoever knows it). */
export function quality(name: string, comparison: string, value: string): Condition {
  return atom({type: 'quality', name, comparison, value})
}

/** Any hand. */
export function anyHand(): Condition {
  return atom({type: 'and', children: []})
}

/** No hand. */
export function noHand(): Condition {
  return atom({type: 'or', children: []})
}

/** All of the conditions hold. */
export function all(...conditions: ConditionLike[]): Condition {
  return new Condition(normalizeConstraint({type: 'and', children: conditions.map((value) => toCondition(value).constraint)}))
}

/** One of the conditions holds. */
export function any(...conditions: ConditionLike[]): Condition {
  return new Condition(normalizeConstraint({type: 'or', children: conditions.map((value) => toCondition(value).constraint)}))
}

/** Both hold (Desiderius' `both`). */
export function both(first: ConditionLike, second: ConditionLike): Condition {
  return all(first, second)
}

/** Either holds (Desiderius' `either`). */
export function either(first: ConditionLike, second: ConditionLike): Condition {
  return any(first, second)
}

/** The condition does not hold. */
export function not(condition: ConditionLike): Condition {
  return new Condition({type: 'not', child: toCondition(condition).constraint})
}

const suitOrder: readonly Suit[] = ['S', 'H', 'D', 'C']

/** The condition holds for every suit (Desiderius' `forAllSuits`): `forAllSuits((suit) => length(suit, 2))`. */
export function forAllSuits(make: (suit: Suit) => ConditionLike): Condition {
  return all(...suitOrder.map((suit) => make(suit)))
}

/** The condition holds for some suit. */
export function forSomeSuit(make: (suit: Suit) => ConditionLike): Condition {
  return any(...suitOrder.map((suit) => make(suit)))
}

/** The suit of partner's last bid, for conditions of responses (`length(partnerSuit, 3)`). */
export const partnerSuit: SuitRef = 'partner'

/** The suit of the call itself (`length(bidSuit, 6)` under `bid('2X', …)`). */
export const bidSuit: SuitRef = 'bid'

// The names before `has…`: they clashed with `@bidding/hand`, where `hcp(hand)` is
// the number itself. Kept for one release so systems written with them still build.

/** @deprecated Use `hasHcp` (`hcp` of `@bidding/hand` counts a hand's points); removed in the next minor release. */
export const hcp = hasHcp
/** @deprecated Use `hasControls`; removed in the next minor release. */
export const controls = hasControls
/** @deprecated Use `hasHonours`; removed in the next minor release. */
export const honours = hasHonours
/** @deprecated Use `hasLengthPoints`; removed in the next minor release. */
export const lengthPoints = hasLengthPoints
/** @deprecated Use `hasLosers`; removed in the next minor release. */
export const losers = hasLosers
/** @deprecated Use `hasQuickTricks`; removed in the next minor release. */
export const quickTricks = hasQuickTricks
/** @deprecated Use `hasShortnessPoints`; removed in the next minor release. */
export const shortnessPoints = hasShortnessPoints
/** @deprecated Use `hasStopper`; removed in the next minor release. */
export const stopper = hasStopper
/** @deprecated Use `hasSuitQuality`; removed in the next minor release. */
export const suitQuality = hasSuitQuality
/** @deprecated Use `hasSupportPoints`; removed in the next minor release. */
export const supportPoints = hasSupportPoints

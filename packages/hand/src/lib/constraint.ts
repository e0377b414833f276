/**
 * Constraints from `@bidding/core` against hands. Core owns the logic
 * (`evaluateConstraint`, three-valued); this file says what each atom means
 * for a hand, and compiles a whole tree to a function over holdings for the
 * deal generator’s hot loop.
 *
 * Suit variables (`M`, `X` …) and references (`bid`, `partner`) are the
 * caller’s to bind with core’s `resolveSuits`; an atom that still has one
 * is undecidable (`undefined`), as are unknown scales and opaque qualities
 * nobody was told how to decide.
 */

import {
  evaluateConstraint,
  type Atom,
  type AtomTest,
  type Comparison,
  type Constraint,
  type QualityConstraint,
  type Range,
  type SuitRef
} from '@bidding/core/constraints'
import {own} from '@bidding/core/own'
import {parseCard, rankOf, suitOf, type Hand} from './cards.js'
import {pointScales, scaleTable, type ScaleWeights} from './scales.js'
import {balancedFlag, lengthIndex, semiBalancedFlag, shapeFlags} from './shape.js'
import {tables} from './suit.js'

/** Options for evaluating constraints. */
export interface EvaluateOptions {
  /** Extra point scales by name (weights from the ace down), for `points` atoms. */
  scales?: Readonly<Record<string, ScaleWeights>> | undefined
  /**
   * Decide an opaque `quality` atom (rule files); without it, or when it
   * returns `undefined`, the atom is undecidable.
   */
  quality?: ((atom: QualityConstraint, hand: Hand) => boolean | undefined) | undefined
}

/** A compiled constraint: its value for the hand at `cards[offset … offset + 3]`. */
export type CompiledConstraint = (cards: ArrayLike<number>, offset: number) => boolean | undefined

type Reader = (cards: ArrayLike<number>, offset: number) => number

const {length} = tables

function suitOfRef(suit: SuitRef | undefined): number {
  switch (suit) {
    case 'S': {
      return 0
    }

    case 'H': {
      return 1
    }

    case 'D': {
      return 2
    }

    case 'C': {
      return 3
    }

    default: {
      return -1
    }
  }
}

/** A reader summing a table over the hand. */
function total(table: ArrayLike<number>): Reader {
  return (cards, o) => table[cards[o]!]! + table[cards[o + 1]!]! + table[cards[o + 2]!]! + table[cards[o + 3]!]!
}

/** A reader of a table in one suit. */
function single(table: ArrayLike<number>, suit: number): Reader {
  return (cards, o) => table[cards[o + suit]!]!
}

function sumOf(...readers: Reader[]): Reader {
  if (readers.length === 1) return readers[0]!
  const [a, b] = readers as [Reader, Reader]
  return (cards, o) => a(cards, o) + b(cards, o)
}

function ranged(read: Reader, range: Range, scale = 1): CompiledConstraint {
  const min = range.min === undefined ? -Infinity : range.min * scale
  const max = range.max === undefined ? Infinity : range.max * scale
  return (cards, o) => {
    const value = read(cards, o)
    return value >= min && value <= max
  }
}

/** `ranged(total(table), range, scale)` in one function: the commonest atoms (HCP, losers …) are one call, not two. */
function rangedTotal(table: ArrayLike<number>, range: Range, scale = 1): CompiledConstraint {
  const min = range.min === undefined ? -Infinity : range.min * scale
  const max = range.max === undefined ? Infinity : range.max * scale
  return (cards, o) => {
    const value = table[cards[o]!]! + table[cards[o + 1]!]! + table[cards[o + 2]!]! + table[cards[o + 3]!]!
    return value >= min && value <= max
  }
}

/** `ranged(single(table, suit), range)` in one function (suit lengths, HCP in a suit …). */
function rangedSingle(table: ArrayLike<number>, suit: number, range: Range): CompiledConstraint {
  const min = range.min === undefined ? -Infinity : range.min
  const max = range.max === undefined ? Infinity : range.max
  return (cards, o) => {
    const value = table[cards[o + suit]!]!
    return value >= min && value <= max
  }
}

const undecidable: CompiledConstraint = () => undefined

function compare(left: number, comparison: Comparison, right: number): boolean {
  switch (comparison) {
    case '<': {
      return left < right
    }

    case '<=': {
      return left <= right
    }

    case '=': {
      return left === right
    }

    case '>=': {
      return left >= right
    }

    case '>': {
      return left > right
    }

    case '!=': {
      return left !== right
    }
  }
}

/** Bits of the length vectors (s × 196 + h × 14 + d) a shape atom accepts. */
function shapeTable(pattern: string, any: boolean): Uint8Array | undefined {
  if (!/^[0-9x]{4}$/i.test(pattern)) return undefined
  const wanted = [...pattern.toLowerCase()]
  const orders = any ? allOrders : [[0, 1, 2, 3]]
  const table = new Uint8Array(14 * 14 * 14)
  for (let s = 0; s < 14; s++) {
    for (let h = 0; s + h < 14; h++) {
      for (let d = 0; s + h + d < 14; d++) {
        const lengths = [s, h, d, 13 - s - h - d]
        const ok = orders.some((order) =>
          order.every((from, index) => wanted[from] === 'x' || Number(wanted[from]) === lengths[index])
        )
        if (ok) table[s * 196 + h * 14 + d] = 1
      }
    }
  }

  return table
}

const allOrders: number[][] = []
for (let a = 0; a < 4; a++) {
  for (let b = 0; b < 4; b++) {
    for (let c = 0; c < 4; c++) {
      const d = 6 - a - b - c
      if (new Set([a, b, c, d]).size === 4 && d >= 0 && d < 4) allOrders.push([a, b, c, d])
    }
  }
}

function toHand(cards: ArrayLike<number>, o: number): Hand {
  return [cards[o]!, cards[o + 1]!, cards[o + 2]!, cards[o + 3]!]
}

/** The points reader of a scale, or `undefined` when it cannot be decided. */
function pointsReader(scale: string, suit: SuitRef | undefined, options: EvaluateOptions): Reader | undefined {
  const index = suitOfRef(suit)
  if (suit !== undefined && index === -1) return undefined
  const part = (table: ArrayLike<number>): Reader => (index === -1 ? total(table) : single(table, index))
  switch (scale) {
    case 'hcp': {
      return part(tables.hcp)
    }

    case 'length': {
      return sumOf(part(tables.hcp), part(tables.longness))
    }

    case 'shortness': {
      return sumOf(part(tables.hcp), part(tables.shortness))
    }

    case 'rule': {
      if (index !== -1) return undefined
      const hcp = total(tables.hcp)
      return (cards, o) => {
        const a = length[cards[o]!]!
        const b = length[cards[o + 1]!]!
        const c = length[cards[o + 2]!]!
        const d = length[cards[o + 3]!]!
        const high = Math.max(a, b)
        const high2 = Math.max(c, d)
        // The two longest of four: the longer of each pair, or both of one pair.
        return hcp(cards, o) + Math.max(high, high2) + Math.max(Math.min(high, high2), Math.min(a, b), Math.min(c, d))
      }
    }

    case 'adjusted': {
      if (index !== -1) return undefined
      const hcp = total(tables.hcp)
      // 4-3-3-3: the longest suit four, the shortest three.
      return (cards, o) => {
        let longest = 0
        let shortest = 13
        for (let suit = 0; suit < 4; suit++) {
          const count = length[cards[o + suit]!]!
          if (count > longest) longest = count
          if (count < shortest) shortest = count
        }

        return hcp(cards, o) - (longest === 4 && shortest === 3 ? 1 : 0)
      }
    }

    case 'playing-tricks': {
      if (index !== -1) return undefined
      const lost = total(tables.losers)
      return (cards, o) => 13 - lost(cards, o)
    }

    case 'pearson': {
      if (index !== -1) return undefined
      const hcp = total(tables.hcp)
      return (cards, o) => hcp(cards, o) + length[cards[o]!]!
    }

    case 'support': {
      if (index === -1) return undefined
      const hcp = total(tables.hcp)
      return (cards, o) => {
        const trumps = length[cards[o + index]!]!
        let points = hcp(cards, o)
        if (trumps < 3) return points
        for (let other = 0; other < 4; other++) {
          if (other === index) continue
          const count = length[cards[o + other]!]!
          if (count < 3) points += trumps === 3 ? 3 - count : count === 0 ? 5 : count === 1 ? 3 : 1
        }

        return points
      }
    }

    default: {
      const weights = (options.scales && own(options.scales, scale)) ?? own(pointScales, scale)
      return weights ? part(scaleTable(weights)) : undefined
    }
  }
}

/** Compile one atom; `undefined` when it cannot be decided for any hand. */
function compileAtom(atom: Atom, options: EvaluateOptions): CompiledConstraint | undefined {
  switch (atom.type) {
    case 'points': {
      if (atom.scale === 'hcp') {
        const suit = suitOfRef(atom.suit)
        if (atom.suit === undefined) return rangedTotal(tables.hcp, atom)
        return suit === -1 ? undefined : rangedSingle(tables.hcp, suit, atom)
      }

      const read = pointsReader(atom.scale, atom.suit, options)
      return read && ranged(read, atom)
    }

    case 'length': {
      const suit = suitOfRef(atom.suit)
      return suit === -1 ? undefined : rangedSingle(length, suit, atom)
    }

    case 'honours': {
      const suit = suitOfRef(atom.suit)
      const table = tables.honours[atom.top ?? 5]
      return suit === -1 || !table ? undefined : rangedSingle(table, suit, atom)
    }

    case 'controls': {
      if (atom.suit === undefined) return rangedTotal(tables.controls, atom)
      const suit = suitOfRef(atom.suit)
      return suit === -1 ? undefined : rangedSingle(tables.controls, suit, atom)
    }

    case 'count': {
      const cards = atom.of === 'void' ? 0 : atom.of === 'singleton' ? 1 : 2
      return ranged((holdings, o) => {
        let count = 0
        for (let suit = 0; suit < 4; suit++) if (length[holdings[o + suit]!] === cards) count++
        return count
      }, atom)
    }

    case 'shape': {
      const table = shapeTable(atom.pattern, atom.any === true)
      return table && ((cards, o) => table[lengthIndex(cards, o)] === 1)
    }

    case 'balanced': {
      const bit = atom.semi ? semiBalancedFlag : balancedFlag
      return (cards, o) => (shapeFlags[lengthIndex(cards, o)]! & bit) !== 0
    }

    case 'losers': {
      return atom.method === 'nltc' ? rangedTotal(tables.nltcHalves, atom, 2) : rangedTotal(tables.losers, atom)
    }

    case 'quickTricks': {
      return rangedTotal(tables.quickTrickHalves, atom, 2)
    }

    case 'suitQuality': {
      const suit = suitOfRef(atom.suit)
      return suit === -1 ? undefined : rangedSingle(tables.suitQuality, suit, atom)
    }

    case 'stopper': {
      const suit = suitOfRef(atom.suit)
      const need = atom.half ? 1 : 2
      if (suit === -1) return undefined
      const stopper = tables.stopper
      return (cards, o) => stopper[cards[o + suit]!]! >= need
    }

    case 'card': {
      const card = parseCard(atom.card)
      if (card === undefined) return undefined
      const suit = suitOf(card)
      const bit = 1 << rankOf(card)
      return (cards, o) => (cards[o + suit]! & bit) !== 0
    }

    case 'compare': {
      const left = suitOfRef(atom.left)
      const right = suitOfRef(atom.right)
      if (left === -1 || right === -1) return undefined
      const comparison = atom.comparison
      return (cards, o) => compare(length[cards[o + left]!]!, comparison, length[cards[o + right]!]!)
    }

    case 'longest': {
      const suit = suitOfRef(atom.suit)
      if (suit === -1) return undefined
      const strict = atom.strict === true
      return (cards, o) => {
        const own = length[cards[o + suit]!]!
        for (let other = 0; other < 4; other++) {
          if (other === suit) continue
          const count = length[cards[o + other]!]!
          if (strict ? count >= own : count > own) return false
        }

        return true
      }
    }

    case 'quality': {
      const decide = options.quality
      return decide && ((cards, o) => decide(atom, toHand(cards, o)))
    }

    default: {
      return undefined
    }
  }
}

/**
 * Compile a constraint to a function over holdings. Undecidable atoms give
 * `undefined`, combined with three-valued logic as `evaluateConstraint` does.
 */
export function compileConstraint(constraint: Constraint, options: EvaluateOptions = {}): CompiledConstraint {
  switch (constraint.type) {
    case 'and':
    case 'or': {
      const isAnd = constraint.type === 'and'
      const children: CompiledConstraint[] = []
      // Nested `and`s in an `and` (`or`s in an `or`) are one list; constants decide or drop out (Kleene logic).
      if (!collectChildren(constraint, isAnd, options, children)) return isAnd ? alwaysFalse : alwaysTrue
      if (children.length === 0) return isAnd ? alwaysTrue : alwaysFalse
      if (children.length === 1) return children[0]!
      // Two children (most): no loop.
      if (children.length === 2) {
        const [first, second] = children as [CompiledConstraint, CompiledConstraint]
        if (isAnd) {
          return (cards, o) => {
            const a = first(cards, o)
            if (a === false) return false
            const b = second(cards, o)
            if (b === false) return false
            return a === undefined || b === undefined ? undefined : true
          }
        }

        return (cards, o) => {
          const a = first(cards, o)
          if (a === true) return true
          const b = second(cards, o)
          if (b === true) return true
          return a === undefined || b === undefined ? undefined : false
        }
      }

      const count = children.length
      return (cards, o) => {
        let result: boolean | undefined = isAnd
        for (let index = 0; index < count; index++) {
          const value = children[index]!(cards, o)
          if (value === !isAnd) return value
          if (value === undefined) result = undefined
        }

        return result
      }
    }

    case 'not': {
      const child = compileConstraint(constraint.child, options)
      if (child === alwaysTrue) return alwaysFalse
      if (child === alwaysFalse) return alwaysTrue
      return (cards, o) => {
        const value = child(cards, o)
        return value === undefined ? undefined : !value
      }
    }

    default: {
      return compileAtom(constraint, options) ?? undecidable
    }
  }
}

const alwaysTrue: CompiledConstraint = () => true
const alwaysFalse: CompiledConstraint = () => false

/**
 * The compiled children of an `and` (`isAnd`) or `or`, in order, with nested
 * ones of the same kind flattened and constants that change nothing left
 * out; `false` when a constant decides the whole (`false` in an `and`).
 */
function collectChildren(node: Constraint & {children: readonly Constraint[]}, isAnd: boolean, options: EvaluateOptions, into: CompiledConstraint[]): boolean {
  for (const child of node.children) {
    if (child.type === node.type) {
      if (!collectChildren(child as Constraint & {children: readonly Constraint[]}, isAnd, options, into)) return false
      continue
    }

    const compiled = compileConstraint(child, options)
    if (compiled === (isAnd ? alwaysTrue : alwaysFalse)) continue
    if (compiled === (isAnd ? alwaysFalse : alwaysTrue)) return false
    into.push(compiled)
  }

  return true
}

/**
 * The atoms of a constraint that cannot be decided on any hand: unresolved
 * suit variables or references, unknown scales, malformed shapes or cards,
 * opaque qualities without `options.quality`.
 */
export function undecidableAtoms(constraint: Constraint, options: EvaluateOptions = {}): Atom[] {
  switch (constraint.type) {
    case 'and':
    case 'or': {
      return constraint.children.flatMap((child) => undecidableAtoms(child, options))
    }

    case 'not': {
      return undecidableAtoms(constraint.child, options)
    }

    default: {
      return compileAtom(constraint, options) === undefined ? [constraint] : []
    }
  }
}

/** The atom test of a hand, for core’s `evaluateConstraint`. */
export function handAtomTest(hand: Hand, options: EvaluateOptions = {}): AtomTest {
  return (atom) => {
    const compiled = compileAtom(atom, options)
    return compiled ? compiled(hand, 0) : undefined
  }
}

/**
 * Whether a hand fits a constraint: `true`, `false`, or `undefined` when the
 * answer depends on atoms that cannot be decided (see `undecidableAtoms`).
 */
export function fitsConstraint(hand: Hand, constraint: Constraint, options: EvaluateOptions = {}): boolean | undefined {
  return evaluateConstraint(constraint, handAtomTest(hand, options))
}

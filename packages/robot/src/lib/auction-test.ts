/**
 * A candidate's constraint compiled once into a test of a hand on the
 * auction's facts: the auction atoms (`combined 25+ HCP`, `fit ♥`,
 * `stopper in their suits`, `partner passed` …) read the facts when the
 * test runs, instead of being resolved into a new constraint and compiled
 * again for each value of the facts. Its value is always that of
 * `compileTest(resolveAuction(constraint, facts, call))` (three-valued:
 * an atom the resolution leaves undecided is `undefined` here too).
 *
 * The parts about the hand alone run first, so a hand they reject never
 * makes the facts read the auction (their seats are computed on first use);
 * once the seats are read, what reads them and not the hand runs first.
 */

import type {Atom, Constraint, Interval, Range} from '@bidding/core/constraints'
import {isContractBid, suits, type Call, type Suit} from '@bidding/core/calls'
import {compileConstraint, hcp, suitLength, type CompiledConstraint, type Hand} from '@bidding/hand'
import {dependsOnAuction, seatsRead, setFields, totalPointsOf, totalScale, type AuctionFacts, type SuitField} from './auction-facts.js'
import {isSuit} from './text.js'

/** A test of a hand on what the auction has shown: `true`, `false`, or `undefined` (undecidable). */
export type AuctionTest = (hand: Hand, facts: AuctionFacts) => boolean | undefined

type SetName = 'theirs' | 'unbid'

const undecided: AuctionTest = () => undefined

/** The test of what must hold for a call (`call`: for the law of total tricks). */
export function compileAuctionTest(constraint: Constraint, call: Call | undefined): AuctionTest {
  if (!dependsOnAuction(constraint)) return handTest(compileConstraint(constraint))
  switch (constraint.type) {
    case 'and':
    case 'or': {
      return compileGroup(constraint.type, constraint.children, call)
    }

    case 'not': {
      const child = compileAuctionTest(constraint.child, call)
      return (hand, facts) => {
        const value = child(hand, facts)
        return value === undefined ? undefined : !value
      }
    }

    default: {
      return compileAtom(constraint, call)
    }
  }
}

/**
 * The parts of what must hold that read the seats' bounds and not the hand
 * (`partner 3+♥`), as one test of the facts; `null` when it has none. When
 * it is `false`, so is the whole test for every hand: a caller may decide it
 * once per facts, for all the hands bid there.
 */
export function compileSeatsGate(constraint: Constraint, call: Call | undefined): AuctionTest | null {
  const parts = constraint.type === 'and' ? constraint.children : [constraint]
  const gate = parts.filter((part) => costOf(part) === readsSeatsOnly)
  if (gate.length === 0) return null
  return compileAuctionTest(gate.length === 1 ? gate[0]! : {type: 'and', children: gate}, call)
}

function handTest(compiled: CompiledConstraint): AuctionTest {
  return (hand) => compiled(hand, 0)
}

/**
 * An `and` or `or` (Kleene logic, where order and grouping do not change the
 * value), cheapest first: the yes/no facts of the auction, then the children
 * about the hand alone as one compiled test, then what also reads the facts
 * known at once, then what needs the seats' bounds (read through the auction
 * on first use). Once the seats are read, what reads them and not the hand
 * (`partner showed 3+♥`) runs before the hand's tests: it rejects most
 * auctions for every hand, and costs less than counting the hand's points.
 */
function compileGroup(type: 'and' | 'or', children: readonly Constraint[], call: Call | undefined): AuctionTest {
  const isAnd = type === 'and'
  const costs = children.map((child) => costOf(child))
  const testsOf = (cost: number): AuctionTest[] => {
    const tests: AuctionTest[] = []
    for (const [index, child] of children.entries()) if (costs[index] === cost) tests.push(compileAuctionTest(child, call))
    return tests
  }

  const flagsOnly = testsOf(readsFlagsOnly)
  const handOnly = children.filter((_child, index) => costs[index] === readsHand)
  const hand = handOnly.length > 0 ? [handTest(compileConstraint(handOnly.length === 1 ? handOnly[0]! : {type, children: handOnly}))] : []
  const flags = testsOf(readsFlags)
  const seatsOnly = testsOf(readsSeatsOnly)
  const seats = testsOf(readsSeats)
  const lazy = [...flagsOnly, ...hand, ...flags, ...seatsOnly, ...seats]
  if (lazy.length === 1) return lazy[0]!
  if (seatsOnly.length === 0) return groupTest(isAnd, lazy)
  const eager = groupTest(isAnd, [...flagsOnly, ...seatsOnly, ...hand, ...flags, ...seats])
  const later = groupTest(isAnd, lazy)
  return (hand, facts) => (seatsRead(facts) ? eager(hand, facts) : later(hand, facts))
}

/** The tests of an `and` or `or` in turn, until one decides it. */
function groupTest(isAnd: boolean, tests: readonly AuctionTest[]): AuctionTest {
  const count = tests.length
  return (hand, facts) => {
    let result: boolean | undefined = isAnd
    for (let index = 0; index < count; index++) {
      const value = tests[index]!(hand, facts)
      if (value === !isAnd) return value
      if (value === undefined) result = undefined
    }

    return result
  }
}

/** The yes/no facts alone (no hand). */
const readsFlagsOnly = 0
/** The hand alone. */
const readsHand = 1
/** The hand and facts known at once (the unbid suits, the last level). */
const readsFlags = 2
/** The seats' bounds and not the hand (`shown`). */
const readsSeatsOnly = 3
/** The seats' bounds, their suits or partner's, and the hand: read through the auction. */
const readsSeats = 4

/** What a part of a constraint reads, as one of the kinds above. */
function costOf(constraint: Constraint): number {
  if (!dependsOnAuction(constraint)) return readsHand
  const reads = readsOf(constraint)
  const hand = (reads & handBit) !== 0
  if ((reads & seatsBit) !== 0) return hand ? readsSeats : readsSeatsOnly
  return hand ? readsFlags : readsFlagsOnly
}

/** What `readsOf` finds: the hand, the seats' bounds (read through the auction). */
const handBit = 1
const seatsBit = 2

/** Whether a part of a constraint reads the hand and whether it reads the seats, as bits. */
function readsOf(constraint: Constraint): number {
  if (!dependsOnAuction(constraint)) return handBit
  switch (constraint.type) {
    case 'and':
    case 'or': {
      let reads = 0
      for (const child of constraint.children) reads |= readsOf(child)
      return reads
    }

    case 'not': {
      return readsOf(constraint.child)
    }

    default: {
      if (setFields(constraint).some((field) => (constraint as unknown as Record<SuitField, SetName>)[field] === 'theirs')) return handBit | seatsBit
      switch (constraint.type) {
        case 'auction': {
          return constraint.fact === 'total-tricks' ? handBit | seatsBit : 0
        }

        case 'shown': {
          return seatsBit
        }

        case 'combined':
        case 'fit':
        case 'points': {
          return handBit | seatsBit
        }

        default: {
          return handBit
        }
      }
    }
  }
}

function compileAtom(atom: Atom, call: Call | undefined): AuctionTest {
  const fields = setFields(atom)
  if (fields.length > 0) return compileSets(atom, fields, call)
  switch (atom.type) {
    case 'shown': {
      const {seat, suit} = atom
      const min = atom.min
      const max = atom.max
      if (suit === undefined) return (_hand, facts) => knownIn(facts.seats[seat].hcp, min, max)
      if (!isSuit(suit)) return undecided
      return (_hand, facts) => knownIn(facts.seats[seat].length[suit], min, max)
    }

    case 'points': {
      if (atom.scale !== totalScale || atom.suit !== undefined) return handTest(compileConstraint(atom))
      const min = atom.min ?? -Infinity
      const max = atom.max ?? Infinity
      return (hand, facts) => totalPointsIn(hand, facts, min, max)
    }

    case 'combined': {
      const min = atom.min
      const max = atom.max
      // Counted for partner's shown minimum HCP: the hand's own range is the atom's less that minimum.
      if (atom.scale === totalScale && atom.suit === undefined) {
        return (hand, facts) => {
          const partner = facts.seats.partner.hcp[0]
          return totalPointsIn(hand, facts, min === undefined ? -Infinity : min - partner, max === undefined ? Infinity : max - partner)
        }
      }

      if (atom.scale === 'hcp' && atom.suit === undefined) {
        return (hand, facts) => {
          const partner = facts.seats.partner.hcp[0]
          const points = hcp(hand)
          return (min === undefined || points >= min - partner) && (max === undefined || points <= max - partner)
        }
      }

      // Any other scale: the points atom of each shift, compiled once.
      const {scale, suit} = atom
      const byShift = new Map<number, CompiledConstraint>()
      return (hand, facts) => {
        const partner = facts.seats.partner.hcp[0]
        let compiled = byShift.get(partner)
        if (!compiled) {
          const points: Constraint = {type: 'points', scale, ...shifted(atom, partner)}
          if (suit !== undefined) points.suit = suit
          compiled = compileConstraint(points)
          byShift.set(partner, compiled)
        }

        return compiled(hand, 0)
      }
    }

    case 'fit': {
      const suit = atom.suit
      if (!isSuit(suit)) return undecided
      const min = atom.min
      const max = atom.max
      return (hand, facts) => {
        const partner = facts.seats.partner.length[suit][0]
        const cards = suitLength(hand, suit)
        return (min === undefined || cards >= min - partner) && (max === undefined || cards <= max - partner)
      }
    }

    case 'auction': {
      switch (atom.fact) {
        case 'partner-passed': {
          return (_hand, facts) => facts.partnerPassed
        }

        case 'passed-hand': {
          return (_hand, facts) => facts.passedHand
        }

        case 'balancing': {
          return (_hand, facts) => facts.balancing
        }

        case 'vulnerable': {
          return (_hand, facts) => facts.vulnerable
        }

        case 'they-vulnerable': {
          return (_hand, facts) => facts.theyVulnerable
        }

        case 'total-tricks': {
          // The bid suit unless one is named; the call's level, else the last bid's.
          const contract = call !== undefined && isContractBid(call)
          const suit = atom.suit ?? (contract && call[1] !== 'N' ? (call[1] as Suit) : undefined)
          if (!isSuit(suit)) return undecided
          if (contract) {
            const level = Number(call[0])
            return (hand, facts) => suitLength(hand, suit) >= level + 6 - facts.seats.partner.length[suit][0]
          }

          return (hand, facts) => suitLength(hand, suit) >= facts.lastLevel + 6 - facts.seats.partner.length[suit][0]
        }

        default: {
          return handTest(compileConstraint(atom))
        }
      }
    }

    default: {
      return handTest(compileConstraint(atom))
    }
  }
}

/**
 * An atom about a set of suits: it holds when it holds for every suit of
 * the set (for every pair, with two sets), an empty set holding; each suit's
 * atom compiled once, on first use.
 */
function compileSets(atom: Atom, fields: readonly SuitField[], call: Call | undefined): AuctionTest {
  const sets = fields.map((field) => (atom as unknown as Record<SuitField, SetName>)[field])
  // The atom with each field bound, by the suits' indexes in base 4 (field by field).
  const tests: AuctionTest[] = []
  for (let index = 0; index < 4 ** fields.length; index++) {
    const bound: Record<string, unknown> = {...atom}
    for (const [at, field] of fields.entries()) bound[field] = suits[Math.floor(index / 4 ** (fields.length - 1 - at)) % 4]
    tests.push(compileAtom(bound as unknown as Atom, call))
  }

  /** Every combination from the set at `at` on, the sets before it having given `index`. */
  function holdsFrom(at: number, index: number, hand: Hand, facts: AuctionFacts): boolean | undefined {
    if (at === sets.length) return tests[index]!(hand, facts)
    let result: boolean | undefined = true
    for (const suit of facts[sets[at]!]) {
      const value = holdsFrom(at + 1, index * 4 + suits.indexOf(suit), hand, facts)
      if (value === false) return false
      if (value === undefined) result = undefined
    }

    return result
  }

  return (hand, facts) => holdsFrom(0, 0, hand, facts)
}

/** Whether a shown interval lies within the atom's range (what is known, not what is possible). */
export function knownIn(interval: Interval, min: number | undefined, max: number | undefined): boolean {
  return (min === undefined || interval[0] >= min) && (max === undefined || interval[1] <= max)
}

/** An atom's range less partner's shown minimum (bounds it does not have stay absent). */
function shifted(range: Range, partner: number): Range {
  const result: Range = {}
  if (range.min !== undefined) result.min = range.min - partner
  if (range.max !== undefined) result.max = range.max - partner
  return result
}

/** The hand's total points (`totalPointsOf`: support points in partner's fit, else HCP) within a range. */
function totalPointsIn(hand: Hand, facts: AuctionFacts, min: number, max: number): boolean {
  const points = totalPointsOf(hand, facts)
  return points >= min && points <= max
}

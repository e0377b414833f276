/**
 * A quick rejection before a candidate's compiled test: the HCP and suit
 * lengths its constraint surely implies, checked against numbers read once
 * per hand. Most candidates of a list fail on these, and a comparison of
 * numbers costs less than the test's closures.
 */

import {atomsOf, constraintBoundsInto, mapAtoms, type Constraint} from '@bidding/core/constraints'
import {dependsOnAuction, type AuctionFacts} from './auction-facts.js'
import {hcp, suitLength, type Hand} from '@bidding/hand'

/**
 * Bounds as `[hcpMin, hcpMax, ♠min, ♠max, ♥min, ♥max, ♦min, ♦max, ♣min, ♣max]`
 * (small integers: a typed array, so every check reads them the same way).
 * Sound: a hand outside them fails the constraint (its value is `false`).
 */
export type QuickBounds = Int16Array

/** The hand's HCP and suit lengths (♠ ♥ ♦ ♣), in the order of the bounds. */
export type QuickFeatures = Int16Array

/** The ten numbers `quickBounds` reads a constraint's bounds into (HCP, then ♠ ♥ ♦ ♣ lengths, min and max). */
const read = new Float64Array(10)

/**
 * The quick bounds of what must hold; `null` when they would reject no hand.
 * They are core's `constraintBounds` laid out flat, so the check is ten
 * comparisons of numbers. Made once per candidate (and per flags), on an
 * engine's first visits: read straight into numbers, with no shared bounds
 * record, weak-map entry or text key (the constraint is most often one made
 * for this: `allOf` of constraint and criteria, or the flags' version).
 */
export function quickBounds(constraint: Constraint | undefined): QuickBounds | null {
  if (!constraint) return null
  constraintBoundsInto(constraint, read)
  if (read[0]! <= 0 && read[1]! >= 37 && isOpen(2) && isOpen(4) && isOpen(6) && isOpen(8)) return null
  // Whole numbers (a hand's values are: a minimum rounds up, a maximum down), clamped beyond every hand's values.
  const flat = new Int16Array(10)
  for (let index = 0; index < 10; index += 2) {
    flat[index] = Math.max(-100, Math.min(100, Math.ceil(read[index]!)))
    flat[index + 1] = Math.max(-100, Math.min(100, Math.floor(read[index + 1]!)))
  }

  return flat
}

/** Whether the suit length read at `at` rejects no hand. */
function isOpen(at: number): boolean {
  return read[at]! <= 0 && read[at + 1]! >= 13
}

/** Bounds that reject no hand (for a candidate without any, where bounds are laid out side by side). */
export const openBounds: QuickBounds = Int16Array.of(-100, 100, -100, 100, -100, 100, -100, 100, -100, 100)

/** Read a hand's HCP and lengths once, into `into` when given (a record the caller reuses: no allocation per hand). */
export function quickFeatures(hand: Hand, into: QuickFeatures = new Int16Array(5)): QuickFeatures {
  // Suit by suit: `suitLengths` would make an array per hand.
  into[0] = hcp(hand)
  into[1] = suitLength(hand, 'S')
  into[2] = suitLength(hand, 'H')
  into[3] = suitLength(hand, 'D')
  into[4] = suitLength(hand, 'C')
  return into
}

/** Whether a hand with these features may fit the bounds at `at` (`false`: it surely does not). */
export function mayFit(bounds: QuickBounds, features: QuickFeatures, at = 0): boolean {
  const points = features[0]!
  const spades = features[1]!
  const hearts = features[2]!
  const diamonds = features[3]!
  const clubs = features[4]!
  return points >= bounds[at]! && points <= bounds[at + 1]! && spades >= bounds[at + 2]! && spades <= bounds[at + 3]! &&
    hearts >= bounds[at + 4]! && hearts <= bounds[at + 5]! && diamonds >= bounds[at + 6]! && diamonds <= bounds[at + 7]! &&
    clubs >= bounds[at + 8]! && clubs <= bounds[at + 9]!
}

/** The yes/no facts of an auction as bits: partner passed 1, passed hand 2, balancing 4, vulnerable 8, they vulnerable 16. */
export function flagsOf(facts: AuctionFacts): number {
  return (facts.partnerPassed ? 1 : 0) | (facts.passedHand ? 2 : 0) | (facts.balancing ? 4 : 0) | (facts.vulnerable ? 8 : 0) | (facts.theyVulnerable ? 16 : 0)
}

const always: Constraint = {type: 'and', children: []}
const never: Constraint = {type: 'or', children: []}

/**
 * The quick bounds of a constraint that reads the auction, on the yes/no
 * facts `flags` (`flagsOf`): those atoms decided (a `balancing` candidate out
 * of the balancing seat rejects every hand), the others leaving the bounds
 * open. Sound for every auction with these flags.
 */
export function quickBoundsOnFlags(constraint: Constraint | undefined, flags: number): QuickBounds | null {
  if (!constraint) return null
  return quickBounds(
    mapAtoms(constraint, (atom) => {
      // A fact about a set of suits holds for an empty set: left open.
      if (atom.type !== 'auction' || atom.suit === 'theirs' || atom.suit === 'unbid') return atom
      const bit = flagBits.get(atom.fact)
      return bit === undefined ? atom : (flags & bit) === 0 ? never : always
    })
  )
}

/**
 * Whether what a constraint says of the auction is only yes/no facts
 * (`flagsOf`): its resolution on two facts with the same flags is the same.
 * A hand's atom on a set of suits (`stopper in their suits`) reads the set
 * (`dependsOnAuction`): not flags alone.
 */
export function readsFlagsOnly(constraint: Constraint): boolean {
  return atomsOf(constraint).every((atom) => !dependsOnAuction(atom) || (atom.type === 'auction' && flagBits.has(atom.fact) && atom.suit === undefined))
}

const flagBits = new Map<string, number>([
  ['partner-passed', 1],
  ['passed-hand', 2],
  ['balancing', 4],
  ['vulnerable', 8],
  ['they-vulnerable', 16]
])

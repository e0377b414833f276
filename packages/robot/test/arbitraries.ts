/**
 * Random constraints, hands and facts for the properties that compare a
 * compiled form with the resolve-then-compile path.
 */

import fc from 'fast-check'
import type {Bounds, Constraint, Interval} from '@bidding/core/constraints'
import type {Suit} from '@bidding/core/calls'
import type {Hand} from '@bidding/hand'
import type {AuctionFacts} from '../src/lib/auction-facts.js'

export const suits: readonly Suit[] = ['S', 'H', 'D', 'C']
export const suit = fc.constantFrom(...suits)
/** Suits, suit sets, and references no one bound (undecidable). */
const suitRef = fc.constantFrom<Suit | 'theirs' | 'unbid' | 'M' | 'partner'>('S', 'H', 'D', 'C', 'theirs', 'unbid', 'M', 'partner')
export const optional = <T>(value: fc.Arbitrary<T>): fc.Arbitrary<T | undefined> => fc.option(value, {nil: undefined})
const range = (top: number) => fc.record({min: optional(fc.integer({min: 0, max: top})), max: optional(fc.integer({min: 0, max: top}))})
/** A record without its absent fields, as readers make atoms. */
const present = (record: Record<string, unknown>): Constraint => Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as Constraint
const seat = fc.constantFrom('partner' as const, 'lho' as const, 'rho' as const)

export const handAtom: fc.Arbitrary<Constraint> = fc.oneof(
  range(30).map((bounds) => present({type: 'points', scale: 'hcp', ...bounds})),
  fc.tuple(suitRef, range(8)).map(([ref, bounds]) => present({type: 'length', suit: ref, ...bounds})),
  fc.tuple(suitRef, fc.boolean()).map(([ref, half]) => present({type: 'stopper', suit: ref, half: half || undefined})),
  fc.tuple(suitRef, suitRef, fc.constantFrom('<' as const, '>=' as const, '=' as const)).map(([left, right, comparison]) => ({type: 'compare', left, comparison, right}) as Constraint),
  fc.constant<Constraint>({type: 'balanced'})
)

export const auctionAtom: fc.Arbitrary<Constraint> = fc.oneof(
  fc.tuple(seat, optional(suitRef), range(20)).map(([who, ref, bounds]) => present({type: 'shown', seat: who, suit: ref, ...bounds})),
  fc.tuple(fc.constantFrom('hcp', 'total', 'support', 'length', 'no-such-scale'), optional(suitRef), range(30)).map(([scale, ref, bounds]) =>
    present({type: 'combined', scale, suit: ref, ...bounds})
  ),
  fc.tuple(optional(suitRef), range(30)).map(([ref, bounds]) => present({type: 'points', scale: 'total', suit: ref, ...bounds})),
  fc.tuple(suitRef, range(12)).map(([ref, bounds]) => present({type: 'fit', suit: ref, ...bounds})),
  fc.tuple(fc.constantFrom('partner-passed', 'passed-hand', 'balancing', 'vulnerable', 'they-vulnerable', 'total-tricks', 'no-such-fact'), optional(suitRef)).map(
    ([fact, ref]) => present({type: 'auction', fact, suit: ref})
  )
)

/** Constraints of `and`, `or` and `not` over the given atoms, small in depth. */
export function constraintOf(...atoms: Array<fc.Arbitrary<Constraint>>): fc.Arbitrary<Constraint> {
  return fc.letrec<{node: Constraint}>((tie) => ({
    node: fc.oneof(
      {depthSize: 'small', withCrossShrink: true},
      ...atoms,
      fc.record({type: fc.constant('and' as const), children: fc.array(tie('node'), {maxLength: 4})}),
      fc.record({type: fc.constant('or' as const), children: fc.array(tie('node'), {maxLength: 4})}),
      fc.record({type: fc.constant('not' as const), child: tie('node')})
    )
  })).node
}

export const constraint = constraintOf(handAtom, auctionAtom)

/** A hand from 13 distinct cards (`suit × 13 + rank`). */
export const hand = fc.uniqueArray(fc.integer({min: 0, max: 51}), {minLength: 13, maxLength: 13}).map((cards) => {
  const holdings = [0, 0, 0, 0]
  for (const card of cards) holdings[Math.floor(card / 13)]! |= 1 << card % 13
  return holdings as unknown as Hand
})

const interval = (top: number): fc.Arbitrary<Interval> => fc.tuple(fc.integer({min: 0, max: top}), fc.integer({min: 0, max: top})).map(([a, b]) => [Math.min(a, b), Math.max(a, b)])
/** Shown lengths as auctions show them, mostly short minima (a fit is near). */
const shownLength: fc.Arbitrary<Interval> = fc.tuple(fc.integer({min: 0, max: 6}), fc.integer({min: 0, max: 13})).map(([low, high]) => [low, Math.max(low, high)])
const bounds: fc.Arbitrary<Bounds> = fc.record({hcp: interval(37), length: fc.record({S: shownLength, H: shownLength, D: shownLength, C: shownLength})})
const suitSet = fc.subarray([...suits])
const suitList = fc.shuffledSubarray([...suits])

/** Facts as any auction may show them. */
export const facts: fc.Arbitrary<AuctionFacts> = fc.record({
  seats: fc.record({partner: bounds, lho: bounds, rho: bounds}),
  partnerPassed: fc.boolean(),
  passedHand: fc.boolean(),
  balancing: fc.boolean(),
  theirs: suitSet,
  unbid: suitSet,
  lastLevel: fc.integer({min: 0, max: 7}),
  suits: fc.record({partner: suitList, lho: suitList, rho: suitList}),
  vulnerable: fc.boolean(),
  theyVulnerable: fc.boolean()
})

import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {allOf, type Bounds, type Constraint, type Interval} from '@bidding/core/constraints'
import type {Call, Suit} from '@bidding/core/calls'
import type {Root} from '@bidding/core'
import {compileConstraint, type Hand} from '@bidding/hand'
import {dependsOnAuction, resolveAuction, type AuctionFacts} from '../src/lib/auction-facts.js'
import {compileAuctionTest} from '../src/lib/auction-test.js'
import {bindReferences} from '../src/lib/candidate.js'
import {flagsOf, mayFit, quickBoundsOnFlags, quickFeatures} from '../src/lib/prefilter.js'
import {fixtureSystem} from './helpers.js'

const suits: readonly Suit[] = ['S', 'H', 'D', 'C']
const suit = fc.constantFrom(...suits)
/** Suits, suit sets, and references no one bound (undecidable). */
const suitRef = fc.constantFrom<Suit | 'theirs' | 'unbid' | 'M' | 'partner'>('S', 'H', 'D', 'C', 'theirs', 'unbid', 'M', 'partner')
const optional = <T>(value: fc.Arbitrary<T>): fc.Arbitrary<T | undefined> => fc.option(value, {nil: undefined})
const range = (top: number) => fc.record({min: optional(fc.integer({min: 0, max: top})), max: optional(fc.integer({min: 0, max: top}))})
/** A record without its absent fields, as readers make atoms. */
const present = (record: Record<string, unknown>): Constraint => Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as Constraint
const seat = fc.constantFrom('partner' as const, 'lho' as const, 'rho' as const)

const handAtom: fc.Arbitrary<Constraint> = fc.oneof(
  range(30).map((bounds) => present({type: 'points', scale: 'hcp', ...bounds})),
  fc.tuple(suitRef, range(8)).map(([ref, bounds]) => present({type: 'length', suit: ref, ...bounds})),
  fc.tuple(suitRef, fc.boolean()).map(([ref, half]) => present({type: 'stopper', suit: ref, half: half || undefined})),
  fc.tuple(suitRef, suitRef, fc.constantFrom('<' as const, '>=' as const, '=' as const)).map(([left, right, comparison]) => ({type: 'compare', left, comparison, right}) as Constraint),
  fc.constant<Constraint>({type: 'balanced'})
)

const auctionAtom: fc.Arbitrary<Constraint> = fc.oneof(
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

const constraint = fc.letrec<{node: Constraint}>((tie) => ({
  node: fc.oneof(
    {depthSize: 'small', withCrossShrink: true},
    handAtom,
    auctionAtom,
    fc.record({type: fc.constant('and' as const), children: fc.array(tie('node'), {maxLength: 4})}),
    fc.record({type: fc.constant('or' as const), children: fc.array(tie('node'), {maxLength: 4})}),
    fc.record({type: fc.constant('not' as const), child: tie('node')})
  )
})).node

/** A hand from 13 distinct cards (`suit × 13 + rank`). */
const hand = fc.uniqueArray(fc.integer({min: 0, max: 51}), {minLength: 13, maxLength: 13}).map((cards) => {
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
const facts: fc.Arbitrary<AuctionFacts> = fc.record({
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

const call = fc.constantFrom<Call | undefined>(undefined, 'P', 'X', '1S', '2H', '3D', '4C', '3N')

/** The value the robot used before: the constraint resolved on the facts, then compiled. */
function resolvedValue(tree: Constraint, on: AuctionFacts, bid: Call | undefined, cards: Hand): boolean | undefined {
  return compileConstraint(resolveAuction(tree, on, bid))(cards, 0)
}

/** Every bid's constraint and criteria in a tree, with its call. */
function bidConstraints(tree: Root): Array<{call: string; constraint: Constraint}> {
  const found: Array<{call: string; constraint: Constraint}> = []
  const visit = (node: {type: string; children?: unknown[]}): void => {
    if (node.type === 'bid') {
      const bid = node as unknown as {call: string; constraint?: Constraint; criteria?: Constraint}
      const both = allOf(bid.constraint, bid.criteria)
      if (both) found.push({call: bid.call, constraint: both})
    }

    for (const child of node.children ?? []) visit(child as {type: string; children?: unknown[]})
  }

  visit(tree as unknown as {type: string; children?: unknown[]})
  return found
}

describe('the auction test of a candidate', () => {
  it('should give the value of the constraint resolved on the facts, for every hand and facts one compiled test meets', () => {
    fc.assert(
      fc.property(constraint, call, fc.array(fc.tuple(hand, facts), {minLength: 1, maxLength: 6}), (tree, bid, samples) => {
        // Compiled once and run on several facts: nothing the test keeps may be keyed too coarsely.
        const test = compileAuctionTest(tree, bid)
        for (const [cards, on] of samples) expect(test(cards, on)).toBe(resolvedValue(tree, on, bid, cards))
      }),
      {numRuns: 800}
    )
  })

  it('should count total points as support points in the first fit partner’s suits give, else as HCP, like the resolved constraint', () => {
    const total = fc.tuple(fc.constantFrom('points', 'combined'), fc.integer({min: 0, max: 30}), fc.integer({min: 0, max: 30})).map(
      ([type, min, max]) => ({type, scale: 'total', min, max: Math.max(min, max)}) as Constraint
    )
    fc.assert(
      fc.property(total, fc.array(fc.tuple(hand, facts), {minLength: 1, maxLength: 6}), (tree, samples) => {
        const test = compileAuctionTest(tree, undefined)
        for (const [cards, on] of samples) expect(test(cards, on)).toBe(resolvedValue(tree, on, undefined, cards))
      }),
      {numRuns: 800}
    )
  })

  it('should agree with the resolved constraint on every SAYC call that looks at the auction', () => {
    const {tree} = fixtureSystem('sayc/sayc.bml')
    const looking = bidConstraints(tree).filter((item) => dependsOnAuction(item.constraint))
    expect(looking.length).toBeGreaterThan(30)
    fc.assert(
      fc.property(fc.constantFrom(...looking), suit, optional(suit), fc.array(fc.tuple(hand, facts), {minLength: 1, maxLength: 4}), (item, own, partner, samples) => {
        const bound = bindReferences(item.constraint, /^[1-7][SHDC]$/.test(item.call) ? own : undefined, partner)!
        const bid = /^([1-7][SHDCN]|P|X|XX)$/.test(item.call) ? (item.call as Call) : undefined
        const test = compileAuctionTest(bound, bid)
        for (const [cards, on] of samples) expect(test(cards, on)).toBe(resolvedValue(bound, on, bid, cards))
      }),
      {numRuns: 400}
    )
  })

  it('should keep quick bounds on the yes/no facts that reject no hand the resolved constraint accepts', () => {
    fc.assert(
      fc.property(constraint, call, fc.array(fc.tuple(hand, facts), {minLength: 1, maxLength: 6}), (tree, bid, samples) => {
        for (const [cards, on] of samples) {
          const bounds = quickBoundsOnFlags(tree, flagsOf(on))
          if (bounds && !mayFit(bounds, quickFeatures(cards))) expect(resolvedValue(tree, on, bid, cards)).not.toBe(true)
        }
      }),
      {numRuns: 800}
    )
    // Out of the balancing seat a balancing call fits no hand; in it, its HCP bound holds.
    const balancing: Constraint = {type: 'and', children: [{type: 'auction', fact: 'balancing'}, {type: 'points', scale: 'hcp', min: 8}]}
    const out = quickBoundsOnFlags(balancing, 0)!
    expect(out[0]! > out[1]!).toBe(true)
    expect([...quickBoundsOnFlags(balancing, 4)!.slice(0, 2)]).toEqual([8, 37])
  })

  it('should not read the seats through the auction when the hand alone fails', () => {
    let reads = 0
    const on = {
      partnerPassed: false,
      passedHand: false,
      balancing: true,
      unbid: ['C'],
      get seats(): never {
        reads++
        throw new Error('the seats were read')
      }
    } as unknown as AuctionFacts
    // Written auction part first: the hand's HCP are tested before partner's shown strength.
    const test = compileAuctionTest(
      {type: 'and', children: [{type: 'combined', scale: 'hcp', min: 25}, {type: 'auction', fact: 'balancing'}, {type: 'points', scale: 'hcp', min: 12}]},
      '3N'
    )
    // ♠A, three small hearts, four small diamonds, four small clubs: 4 HCP.
    const weak = [0b1_0000_0000_0000, 0b111, 0b1111, 0b11_1100] as unknown as Hand
    expect(test(weak, on)).toBe(false)
    expect(compileAuctionTest({type: 'and', children: [{type: 'fit', suit: 'H', min: 8}, {type: 'auction', fact: 'partner-passed'}]}, '2H')(weak, on)).toBe(false)
    expect(reads).toBe(0)
  })
})

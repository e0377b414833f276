import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {allOf, type Constraint} from '@bidding/core/constraints'
import type {Call, DealVulnerability} from '@bidding/core/calls'
import type {Root} from '@bidding/core'
import {compileConstraint, type Hand} from '@bidding/hand'
import {auctionFacts, dependsOnAuction, resolveAuction, seatsRead, type AuctionFacts} from '../src/lib/auction-facts.js'
import {compileAuctionTest, compileSeatsGate} from '../src/lib/auction-test.js'
import {bindReferences} from '../src/lib/candidate.js'
import {flagsOf, mayFit, quickBoundsOnFlags, quickFeatures} from '../src/lib/prefilter.js'
import {constraint, facts, hand, optional, suit} from './arbitraries.js'
import {viewOf} from '../src/lib/view.js'
import {fixtureSystem, hand as handOf, unendedAuctions} from './helpers.js'

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

  it('should give the resolved value on facts an engine reads, whether its seats are read before the test or by it', () => {
    const {system, tree} = fixtureSystem('sayc/sayc.bml')
    const looking = bidConstraints(tree).filter((item) => dependsOnAuction(item.constraint))
    // The support raises test partner's shown length (the seats alone) besides the hand: once the seats are read, that part runs first.
    expect(looking.some((item) => JSON.stringify(item.constraint).includes('"shown"'))).toBe(true)
    const vulnerability = fc.constantFrom<DealVulnerability>('none', 'ns', 'ew', 'all')
    fc.assert(
      fc.property(fc.constantFrom(...looking), suit, optional(suit), unendedAuctions(8), vulnerability, fc.array(hand, {minLength: 1, maxLength: 4}), (item, own, partner, auction, vulnerable, cards) => {
        const bound = bindReferences(item.constraint, /^[1-7][SHDC]$/.test(item.call) ? own : undefined, partner)!
        const bid = /^([1-7][SHDCN]|P|X|XX)$/.test(item.call) ? (item.call as Call) : undefined
        const test = compileAuctionTest(bound, bid)
        const view = viewOf(auction, 'N', vulnerable)
        const factsOf = () => auctionFacts(view, (index, side) => system.engine.interpret(view, index, side))
        for (const held of cards) {
          const unread = factsOf()
          const read = factsOf()
          expect(read.seats).toBeDefined()
          expect([seatsRead(unread), seatsRead(read)]).toEqual([false, true])
          const expected = resolvedValue(bound, read, bid, held)
          expect(test(held, unread)).toBe(expected)
          expect(test(held, read)).toBe(expected)
        }
      }),
      {numRuns: 300}
    )
  })

  it('should keep a seats gate that is false only where the whole test is false for every hand', () => {
    fc.assert(
      fc.property(constraint, call, fc.array(fc.tuple(hand, facts), {minLength: 1, maxLength: 6}), (tree, bid, samples) => {
        const gate = compileSeatsGate(tree, bid)
        for (const [cards, on] of samples) {
          // The gate reads no hand: any other hand gives its value.
          if (gate?.([0, 0, 0, 0], on) === false) expect(resolvedValue(tree, on, bid, cards)).toBe(false)
        }
      }),
      {numRuns: 800}
    )
    // Partner's shown length is the gate of a support raise; the hand's parts are not in it.
    const raise: Constraint = {
      type: 'and',
      children: [
        {type: 'fit', suit: 'H', min: 8},
        {type: 'shown', seat: 'partner', suit: 'H', min: 3},
        {type: 'points', scale: 'hcp', min: 6}
      ]
    }
    const seats = (hearts: number) => ({partner: {hcp: [0, 37], length: {S: [0, 13], H: [hearts, 13], D: [0, 13], C: [0, 13]}}})
    const gate = compileSeatsGate(raise, '2H')!
    const held = handOf('K4.AQ32.Q543.432')
    expect(gate(held, {seats: seats(2)} as unknown as AuctionFacts)).toBe(false)
    expect(gate(held, {seats: seats(3)} as unknown as AuctionFacts)).toBe(true)
    expect(compileSeatsGate({type: 'and', children: [{type: 'fit', suit: 'H', min: 8}, {type: 'points', scale: 'hcp', min: 6}]}, '2H')).toBeNull()
  })

  it('should not read the hand once the seats are read and what partner showed already fails', () => {
    const {system} = fixtureSystem('sayc/sayc.bml')
    const view = viewOf(['1D', 'P'], 'N', 'none')
    const facts = auctionFacts(view, (index, side) => system.engine.interpret(view, index, side))
    // Partner opened 1♦: no three hearts shown, so the heart raise fails for every hand.
    expect(facts.seats.partner.length.H[0]).toBeLessThan(3)
    const raise: Constraint = {
      type: 'and',
      children: [
        {type: 'fit', suit: 'H', min: 8},
        {type: 'shown', seat: 'partner', suit: 'H', min: 3},
        {type: 'points', scale: 'support', min: 6, max: 9, suit: 'H'}
      ]
    }
    let reads = 0
    const held = handOf('K4.AQ32.Q543.432')
    const counted = new Proxy(held, {
      get(target, key, receiver) {
        reads++
        return Reflect.get(target, key, receiver) as unknown
      }
    })
    expect(compileAuctionTest(raise, '2H')(counted, facts)).toBe(false)
    expect(reads).toBe(0)
  })
})

/**
 * What the robot shares between auctions and hands to bid faster: bounds
 * met once per pair, suit lists shared by order, one view per deal, the
 * natural layer's table per auction. Each test fails when a shared value
 * is keyed too coarsely.
 */

import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {meetBounds, type Bounds, type Interval} from '@bidding/core/constraints'
import {rotate, type Call, type Direction, type DealVulnerability} from '@bidding/core/calls'
import type {Constraint} from '@bidding/core/constraints'
import {generateDealsSync} from '@bidding/deal'
import {seatIndex} from '@bidding/hand'
import {bidDeal, chooseCall, compileSystem, naturalFallback} from '@bidding/robot'
import {auctionFacts, narrowed} from '../src/lib/auction-facts.js'
import type {Interpretation} from '../src/lib/types.js'
import {viewOf} from '../src/lib/view.js'
import {bml, calls, hand, unendedAuctions} from './helpers.js'

const interval = (top: number) =>
  fc.tuple(fc.integer({min: 0, max: top}), fc.integer({min: 0, max: top})).map(([a, b]): Interval => [Math.min(a, b), Math.max(a, b)])
const bounds = fc.record({
  hcp: interval(37),
  length: fc.record({S: interval(13), H: interval(13), D: interval(13), C: interval(13)})
}) as fc.Arbitrary<Bounds>

describe('bounds met once per pair', () => {
  it('should give every pair of bounds its own meeting, whichever pairs were met before', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(5), fc.nat(5)), {minLength: 1, maxLength: 30}), fc.array(bounds, {minLength: 6, maxLength: 6}), (pairs, pool) => {
        for (const [first, second] of pairs) {
          const a = pool[first]!
          const b = pool[second]!
          const met = narrowed(a, b)
          const fresh = meetBounds(a, b)
          expect(met).toEqual(fresh)
          // Met again: the same object (shared, never changed).
          expect(narrowed(a, b)).toBe(met)
        }
      })
    )
  })

  it('should share the bounds of two auctions through the same calls', () => {
    const system = compileSystem(bml('1S Five spades {5+!s, 12-21 HCP}\n1S-2S Raise {3+!s, 6-10 HCP}\n').tree)
    const factsOf = (auction: string) => {
      const view = viewOf(calls(auction), 'N', 'none')
      return auctionFacts(view, (index, side) => system.engine.interpret(view, index, side))
    }

    // North to call: partner's raise read as 3+♠ and 6–10 HCP.
    const first = factsOf('1S P 2S P')
    const second = factsOf('1S P 2S P')
    expect(first.seats.partner.length.S).toEqual([3, 13])
    expect(first.seats.partner.hcp).toEqual([6, 10])
    expect(second.seats.partner).toBe(first.seats.partner)
    expect(second.seats.lho).toBe(first.seats.lho)
  })
})

describe('suit lists shared by order', () => {
  /** Facts with every call read as natural (no reading): the suits in the order each seat bid them. */
  const natural = (auction: string) => auctionFacts(viewOf(calls(auction), 'N', 'none'), (): Interpretation | undefined => undefined)

  it('should keep each seat’s suits in the order bid, apart for different orders', () => {
    // South to call: partner (North) bid three suits.
    const hearts = natural('1H P 1S P 2D P 2S P 3C P')
    expect(hearts.suits.partner).toEqual(['H', 'D', 'C'])
    const diamonds = natural('1D P 1S P 2H P 2S P 3C P')
    expect(diamonds.suits.partner).toEqual(['D', 'H', 'C'])
    expect(diamonds.suits.partner).not.toBe(hearts.suits.partner)
    // The same order by other calls: the same list.
    const again = natural('1H P 1S P 2D P 3S P 4C P')
    expect(again.suits.partner).toBe(hearts.suits.partner)
  })

  it('should read the facts four calls on from the facts before, adding the new suits last', () => {
    const read = (): Interpretation | undefined => undefined
    // North to call, both times.
    const before = auctionFacts(viewOf(calls('1H 1S 2D 2S'), 'N', 'none'), read)
    const after = auctionFacts(viewOf(calls('1H 1S 2D 2S 3C 3S 4H P'), 'N', 'none'), read, () => before)
    expect(before.suits.partner).toEqual(['D'])
    expect(before.suits.lho).toEqual(['S'])
    expect(after.suits.partner).toEqual(['D', 'H'])
    expect(after.suits.lho).toEqual(['S'])
    expect(after.suits.rho).toEqual(['S'])
    // The list of the earlier facts is unchanged.
    expect(before.suits.partner).toEqual(['D'])
  })
})

describe('facts read from the facts four calls before', () => {
  /** A random legal auction that has not ended (a pass one time in three). */
  const auctions = unendedAuctions(16)

  /** A reading per call and kind: HCP by level, a length of the suit bid (some artificial), shared objects as a system's. */
  const readings = new Map<string, Interpretation>()
  function readingOf(call: Call, kind: number): Interpretation | undefined {
    if (call === 'P' && kind === 0) return undefined
    const key = call + kind
    let reading = readings.get(key)
    if (!reading) {
      const children: Constraint[] = [{type: 'points', scale: 'hcp', min: kind * 3 + (call.length === 2 ? Number(call[0]) || 0 : 0), max: 30 - kind}]
      if (call.length === 2 && 'SHDC'.includes(call[1]!)) children.push({type: 'length', suit: call[1] as 'S', min: kind + 1})
      reading = {constraint: {type: 'and', children}} as unknown as Interpretation
      readings.set(key, reading)
    }

    return reading
  }

  it('should show what facts read from the start show, whichever facts came before', () => {
    fc.assert(
      fc.property(auctions, fc.nat(2), (auction, shift) => {
        const read = (index: number, side: 'we' | 'they') => readingOf(auction[index]!, (index + shift + (side === 'they' ? 1 : 0)) % 3)
        const chain: Array<ReturnType<typeof auctionFacts>> = []
        for (let count = 0; count <= auction.length; count++) {
          const view = viewOf(auction.slice(0, count), 'N', 'none')
          const facts = auctionFacts(view, read, count >= 4 ? () => chain[count - 4] : undefined)
          chain.push(facts)
          const fresh = auctionFacts(view, read)
          expect([facts.seats, facts.suits, facts.theirs]).toEqual([fresh.seats, fresh.suits, fresh.theirs])
        }
      })
    )
  })
})

describe('one view for a whole deal', () => {
  const sayc = compileSystem(
    bml(
      [
        '1C Opening {12-21 HCP, 3+!c}',
        '1D Opening {12-21 HCP, 4+!d}',
        '1H Opening {12-21 HCP, 5+!h}',
        '1S Opening {12-21 HCP, 5+!s}',
        '1N Notrump {15-17 HCP, balanced}',
        '1H-2H Raise {3+!h, 6-10 HCP}',
        '1S-2S Raise {3+!s, 6-10 HCP}',
        '1N-2C Stayman {8+ HCP}',
        ''
      ].join('\n')
    ).tree
  )
  const directions: readonly Direction[] = ['N', 'E', 'S', 'W']
  const vulnerabilities: readonly DealVulnerability[] = ['none', 'ns', 'ew', 'all']

  it('should bid every call of a deal as `chooseCall` bids it alone, explanations included', () => {
    const deals = generateDealsSync({count: 60, seed: 'one view per deal'}).deals
    for (const [index, deal] of deals.entries()) {
      const dealer = directions[index % 4]!
      const vulnerability = vulnerabilities[(index >> 2) % 4]!
      for (const options of [{fallback: naturalFallback}, {fallback: naturalFallback, explain: false}]) {
        const auction = bidDeal(deal, sayc, {dealer, vulnerability, ...options})
        for (const [at, choice] of auction.choices.entries()) {
          const hand = deal[seatIndex(rotate(dealer, at))]!
          const alone = chooseCall(sayc, {hand, auction: auction.calls.slice(0, at), dealer, vulnerability}, options)
          expect(choice).toEqual(alone)
        }
      }
    }
  })

  it('should read an auction that starts with passes as `chooseCall` reads it', () => {
    // Three passes, then 1♠ in fourth seat and partner's raise: the view is made again while every call is a pass.
    const deal = [hand('98.QJT9.AJ9.T987'), hand('JT54.K54.Q54.654'), hand('76.876.T876.AKQJ'), hand('AKQ32.A32.K32.32')]
    const auction = bidDeal(deal, sayc, {dealer: 'N', fallback: naturalFallback})
    expect(auction.calls.slice(0, 6)).toEqual(['P', 'P', 'P', '1S', 'P', '2S'])
    expect(auction.choices[5]!.meaning).toBe('Raise')
    for (const [at, choice] of auction.choices.entries()) {
      expect(choice).toEqual(chooseCall(sayc, {hand: deal[at % 4]!, auction: auction.calls.slice(0, at), dealer: 'N'}, {fallback: naturalFallback}))
    }
  })
})

/**
 * What the tree engine keeps and hands back without explanations: the
 * tried records of a quiet choice (shared frozen arrays, not one array per
 * call) and a place's values kept together in one array by slot (lists,
 * readings and facts of every seat and vulnerability). Each test fails if
 * a shared record were kept too coarsely (by call instead of candidate) or
 * if two kinds of values, or two conditions, shared a slot.
 */

import {describe, expect, it} from 'vitest'
import type {Call, DealVulnerability, Direction} from '@bidding/core/calls'
import {generateDealsSync} from '@bidding/deal'
import {bidDeal} from '@bidding/robot'
import type {AuctionFacts} from '../src/lib/auction-facts.js'
import {treeEngine} from '../src/lib/tree-engine.js'
import type {Selection} from '../src/lib/types.js'
import {viewOf} from '../src/lib/view.js'
import {bml, calls, fixtureSystem, hand} from './helpers.js'

const directions: readonly Direction[] = ['N', 'E', 'S', 'W']
const vulnerabilities: readonly DealVulnerability[] = ['none', 'ns', 'ew', 'all']

/** What facts say, field by field (they are read lazily). */
function factsSaid(facts: AuctionFacts | undefined) {
  if (!facts) return undefined
  const {seats, partnerPassed, passedHand, balancing, theirs, unbid, lastLevel, suits, vulnerable, theyVulnerable} = facts
  return {seats, partnerPassed, passedHand, balancing, theirs, unbid, lastLevel, suits, vulnerable, theyVulnerable}
}

/** The records a choice with explanations keeps that a quiet one keeps too. */
function illegalAndChosen(tried: Selection['tried']) {
  return tried.filter((item) => item.status === 'illegal' || item.status === 'chosen')
}

describe('the tried records of a choice without explanations', () => {
  it('should hold the illegal calls met, then the chosen one, as a choice with explanations does', () => {
    const {system} = fixtureSystem('system.bml')
    const view = viewOf(calls('1N 3C'), 'N', 'none')
    const quiet = system.engine.choose(view, hand('KQJ32.K2.432.432'), false)
    expect(quiet.tried.map((item) => [item.candidate.call, item.status])).toEqual([
      ['2S', 'illegal'],
      ['3S', 'chosen']
    ])
    const again = system.engine.choose(viewOf(calls('1N 3C'), 'N', 'none'), hand('KQJ32.K2.432.432'), false)
    // Made for this choice: the next one does not see it change.
    expect(again.tried).not.toBe(quiet.tried)
    expect(again.tried).toEqual(quiet.tried)
    // The pending illegal record is not carried into a later choice.
    const opening = system.engine.choose(viewOf([], 'N', 'none'), hand('AK2.KQ2.J432.Q32'), false)
    expect(opening.tried.map((item) => [item.candidate.call, item.status])).toEqual([['1N', 'chosen']])
  })

  it('should share one frozen array per candidate chosen alone, and agree with explanations on every call of SAYC deals', () => {
    const {system} = fixtureSystem('sayc/sayc.bml')
    const byArray = new Map<Selection['tried'], unknown>()
    let shared = 0
    for (const [index, deal] of generateDealsSync({count: 40, seed: 'place records'}).deals.entries()) {
      const dealer = directions[index % 4]!
      const vulnerability = vulnerabilities[index % 4]!
      const auction = bidDeal(deal, system, {dealer, vulnerability, explain: false})
      for (let at = 0; at < auction.calls.length; at++) {
        const prefix: Call[] = auction.calls.slice(0, at)
        const seat = (directions.indexOf(dealer) + at) % 4
        const quiet = system.engine.choose(viewOf(prefix, dealer, vulnerability), deal[seat]!, false)
        const loud = system.engine.choose(viewOf(prefix, dealer, vulnerability), deal[seat]!, true)
        expect(quiet.chosen).toBe(loud.chosen)
        expect(quiet.tried).toEqual(illegalAndChosen(loud.tried))
        // An illegal call met (rare) makes an array of the choice's own.
        if (quiet.tried.length !== 1 || quiet.tried[0]!.status !== 'chosen') continue
        expect(Object.isFrozen(quiet.tried)).toBe(true)
        const owner = byArray.get(quiet.tried)
        if (owner === undefined) byArray.set(quiet.tried, quiet.chosen)
        else {
          shared++
          expect(owner).toBe(quiet.chosen)
        }
      }
    }

    expect(shared).toBeGreaterThan(50)
  })
})

describe('the values a place keeps', () => {
  it('should keep lists, readings and facts apart for every seat and vulnerability, past the pairs kept before the array by slot', () => {
    const {system: warm, tree} = fixtureSystem('sayc/sayc.bml')
    // An engine that keeps no auction: every place it reaches is new (a cache only, so it answers alike).
    const fresh = treeEngine(tree, undefined, {maxPlaces: 1})
    const auctions = generateDealsSync({count: 6, seed: 'place slots'}).deals.map((deal, index) => ({
      deal,
      calls: bidDeal(deal, warm, {dealer: directions[index % 4], explain: false}).calls
    }))
    // One engine meets each auction under all sixteen conditions: its places then hold more values than
    // they keep as pairs, and every answer must be the one made afresh.
    let checked = 0
    for (const {deal, calls: auction} of auctions) {
      for (const dealer of directions) {
        for (const vulnerability of vulnerabilities) {
          for (let at = 1; at <= auction.length; at++) {
            const prefix = auction.slice(0, at)
            const seat = (directions.indexOf(dealer) + at) % 4
            const warmView = viewOf(prefix, dealer, vulnerability)
            const freshView = viewOf(prefix, dealer, vulnerability)
            for (const side of ['we', 'they'] as const) {
              const kept = warm.engine.interpret(warmView, at - 1, side)
              const made = fresh.interpret(freshView, at - 1, side)
              expect([kept?.bid, kept?.at, kept?.constraint, kept?.criteria]).toEqual([made?.bid, made?.at, made?.constraint, made?.criteria])
            }

            expect(factsSaid(warm.engine.facts?.(warmView))).toEqual(factsSaid(fresh.facts?.(freshView)))
            const kept = warm.engine.choose(warmView, deal[seat]!, true)
            const made = fresh.choose(freshView, deal[seat]!, true)
            expect([kept.reason, kept.chosen?.call, kept.at]).toEqual([made.reason, made.chosen?.call, made.at])
            checked++
          }
        }
      }
    }

    expect(checked).toBeGreaterThan(300)
  })

  it('should answer each seat with its own lists and readings where a place keeps the first of each in itself', () => {
    // After 1N the responses differ by the opener's seat: a relay in third and fourth seat only, tried first.
    const seated = `#SEAT 34

1N Strong notrump {15-17 HCP}
  2D Relay {8+ HCP}

#SEAT 0

1N Strong notrump {15-17 HCP}
  2C Stayman {8+ HCP}
  P Weak {any hand}
`
    const engine = treeEngine(bml(seated).tree, undefined)
    const responder = hand('KQ32.K32.Q32.432')
    // One place (`1N (P)`) met first in first seat, then in third, then in first again.
    const response = (passes: string) => engine.choose(viewOf(calls(passes + '1N P'), 'N', 'none'), responder, false).chosen?.call
    expect(['', 'P P ', ''].map(response)).toEqual(['2C', '2D', '2C'])
    // One place (`1N (P) 2D`) read first where 2D is no call of the system, then where it is the relay.
    const reading = (passes: string) => {
      const auction = calls(passes + '1N P 2D')
      return engine.interpret(viewOf(auction, 'N', 'none'), auction.length - 1, 'we')?.bid.call
    }

    expect(['', 'P P ', ''].map(reading)).toEqual([undefined, '2D', undefined])
  })

  it('should read each auction’s own facts where one lists object serves every vulnerability', () => {
    // The responses after 1N hold in every seat and vulnerability (one lists object); Stayman reads the auction.
    const engine = treeEngine(bml(`1N Strong notrump {15-17 HCP}
  2C Stayman when vulnerable {8+ HCP, vulnerable}
  2D Transfer {8+ HCP}
`).tree, undefined)
    const responder = hand('KQ32.K32.Q32.432')
    const answer = (vulnerability: DealVulnerability) => {
      const selection = engine.choose(viewOf(calls('1N P'), 'N', vulnerability), responder, false)
      return [selection.chosen?.call, selection.facts?.vulnerable]
    }

    expect((['none', 'all', 'none', 'ns', 'ew'] as const).map(answer)).toEqual([
      ['2D', false],
      ['2C', true],
      ['2D', false],
      ['2C', true],
      ['2D', false]
    ])
  })
})

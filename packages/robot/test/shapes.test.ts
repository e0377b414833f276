/**
 * Candidate lists kept per auction shape (the literal place, the classes'
 * readings and partner's strain) instead of per auction: an engine sharing
 * them must choose and read every call as one that makes the lists of each
 * auction afresh, whatever auctions it met before. Each test fails when the
 * shape is keyed too coarsely (partner's strain left out, a class condition
 * read as shared).
 */

import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {auctionStatus, legalCalls, type Call, type DealVulnerability, type Direction} from '@bidding/core/calls'
import type {Root} from '@bidding/core'
import {generateDealsSync} from '@bidding/deal'
import {treeEngine} from '../src/lib/tree-engine.js'
import type {AuctionView, Engine, Selection} from '../src/lib/types.js'
import {viewOf} from '../src/lib/view.js'
import {bml, calls, fixtureSystem, hand} from './helpers.js'

const directions: readonly Direction[] = ['N', 'E', 'S', 'W']
const vulnerabilities: readonly DealVulnerability[] = ['none', 'ns', 'ew', 'all']
const hands = generateDealsSync({count: 64, seed: 'shapes'}).deals.flatMap((deal) => [...deal])

/** A legal auction from choices: each picks among the legal calls, passes and low bids most often. */
function auctionOf(picks: readonly number[]): Call[] {
  const calls: Call[] = []
  for (const pick of picks) {
    if (auctionStatus(calls).ended) break
    const legal = legalCalls(calls)
    // Pass, double, redouble and the eight lowest bids: auctions stay short of the seven level.
    const near = legal.slice(0, 11)
    calls.push(near[pick % near.length]!)
  }

  return calls
}

/** What a choice says: the call chosen, why, where, and each candidate tried with its status. */
function said(selection: Selection) {
  return [selection.reason, selection.chosen?.call, selection.at, selection.tried.map((item) => item.candidate.call + ' ' + item.status)]
}

/** What an engine makes of every prefix of an auction: each call read by both sides, and a hand's choice. */
function readAll(engine: Engine, calls: readonly Call[], dealer: Direction, vulnerability: DealVulnerability, handAt: (index: number) => number, explain: boolean) {
  const view = viewOf(calls, dealer, vulnerability)
  const result: unknown[] = []
  for (let index = 0; index <= calls.length; index++) {
    const prefix = viewOf(calls.slice(0, index), dealer, vulnerability)
    result.push(said(engine.choose(prefix, hands[handAt(index) % hands.length]!, explain)))
    if (index < calls.length) {
      for (const side of ['we', 'they'] as const) {
        const read = engine.interpret(view, index, side)
        result.push([read?.bid, read?.at, read?.constraint, read?.criteria])
      }
    }
  }

  return result
}

const auctionArbitrary = fc.record({
  picks: fc.array(fc.nat(40), {minLength: 1, maxLength: 14}),
  dealer: fc.constantFrom(...directions),
  vulnerability: fc.constantFrom(...vulnerabilities),
  hand: fc.nat(),
  explain: fc.boolean()
})

/** Shared and fresh lists agree on every auction, checked in a random order of many auctions (what one met first, the next may reuse). */
function agree(tree: Root, runs: number, seed: number, maxPlaces?: number): void {
  const shared = treeEngine(tree, undefined, {maxPlaces})
  const fresh = treeEngine(tree, undefined, {interpreted: true})
  fc.assert(
    fc.property(auctionArbitrary, ({picks, dealer, vulnerability, hand, explain}) => {
      const calls = auctionOf(picks)
      const handAt = (index: number) => hand + index * 7
      expect(readAll(shared, calls, dealer, vulnerability, handAt, explain)).toEqual(readAll(fresh, calls, dealer, vulnerability, handAt, explain))
    }),
    {numRuns: runs, seed}
  )
}

describe('lists kept per auction shape', () => {
  it('should choose and read every call of random SAYC auctions as an engine making each auction’s lists afresh', () => {
    agree(fixtureSystem('sayc/sayc.bml').tree, 120, 16)
  })

  it('should choose and read the same when the engine lets go of the auctions it keeps every few places', () => {
    // Each random auction makes more than 3 places: the tree of auctions seen is dropped inside most of them.
    agree(fixtureSystem('sayc/sayc.bml').tree, 60, 17, 3)
  })

  // A class whose `partner` is bound where it matches: its lists differ by partner's suit alone.
  const rebound = `1C Clubs {12-21 HCP, 3+C}
1D Diamonds {12-21 HCP, 3+D}
1H Hearts {12-21 HCP, 5+H}
1S Spades {12-21 HCP, 5+S}

#CLASS 1*-(*) they overcall our opening
3N Raise {4+ in partner's suit, 10-12 HCP}
2N Natural {11-12 HCP, balanced}

#CLASS ... any balancing seat {balancing seat}
D Balancing double {8+ HCP}
`

  it('should bind a class’s partner suit to each auction’s partner, and read a class condition on each auction’s facts', () => {
    agree(bml(rebound).tree, 400, 17)
  })

  it('should raise partner’s own suit after auctions that differ only in partner’s suit', () => {
    const engine = treeEngine(bml(rebound).tree, undefined)
    // 11 HCP, four hearts and two diamonds, balanced: the raise over 1♥ only, 2NT over 1♦.
    const mine = hand('K432.AQ32.32.Q32')
    const chosen = (auction: string) => engine.choose(viewOf(calls(auction), 'N', 'none'), mine, false).chosen?.call
    expect(['1H 1S', '1D 1S', '1H 1S', '1D 1S'].map(chosen)).toEqual(['3N', '2N', '3N', '2N'])
  })
})

describe('the facts of an auction read through the growing view of its deal', () => {
  it('should read the seats of every prefix as an engine reading a copy of it, after the auction has grown', () => {
    const {tree} = fixtureSystem('sayc/sayc.bml')
    const growing = treeEngine(tree, undefined)
    const copied = treeEngine(tree, undefined, {interpreted: true})
    fc.assert(
      fc.property(auctionArbitrary, ({picks, dealer, vulnerability}) => {
        const calls = auctionOf(picks)
        // As `bidDeal` does: one array, one view (made again while every call is a pass), calls appended after the
        // facts of a prefix were made, and read later.
        const auction: Call[] = []
        let view: AuctionView | undefined
        const made = []
        for (const call of calls) {
          if (!view || view.start === auction.length - 1) view = viewOf(auction, dealer, vulnerability)
          made.push(growing.facts(view))
          auction.push(call)
        }

        for (const [index, facts] of made.entries()) {
          const fresh = copied.facts(viewOf(calls.slice(0, index), dealer, vulnerability))
          expect(facts.seats).toEqual(fresh.seats)
        }
      }),
      {numRuns: 40, seed: 18}
    )
  })
})

describe('lists kept once for every seat and vulnerability', () => {
  // The opening's literal lists differ by seat; a class matching everywhere merges into them.
  const seated = `1H Hearts {12-21 HCP, 5+H}
P Nothing to open {any hand; fallback}

#SEAT 34

1S Light opening in third or fourth seat {10-21 HCP, 5+S}

#SEAT 0

#CLASS ... anywhere
2N Two-suited {5+C, 5+D, 6-11 HCP}
`
  // 10 HCP and five spades: the light opening in third seat only.
  const light = hand('AQ432.K32.Q32.32')

  it('should keep a merge with a seat’s own entries apart from the same sources’ merge in another seat', () => {
    const engine = treeEngine(bml(seated).tree, undefined)
    const chosen = (passes: string) => engine.choose(viewOf(calls(passes), 'N', 'none'), light, false).chosen?.call
    // First seat first: its merge is the one the third seat's is compared with.
    expect(['', 'P P', 'P', 'P P P', ''].map(chosen)).toEqual(['P', '1S', 'P', '1S', 'P'])
  })
})

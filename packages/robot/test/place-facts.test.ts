/**
 * The facts a tree engine keeps per auction place and conditions: made from
 * the caller's growing view (no copy of its calls), their seats read on first
 * use from the facts four calls before, and opponents' calls not read by
 * their side's rows when the system has none. Whatever was made first, every
 * fact must be what facts read from scratch show.
 */

import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {auctionStatus, legalCalls, type Call, type DealVulnerability, type Direction} from '@bidding/core/calls'
import type {Root} from '@bidding/core'
import {auctionFacts} from '../src/lib/auction-facts.js'
import {treeEngine} from '../src/lib/tree-engine.js'
import type {AuctionView} from '../src/lib/types.js'
import {passAdded, viewOf} from '../src/lib/view.js'
import {bml, calls, fixtureSystem} from './helpers.js'

const directions: readonly Direction[] = ['N', 'E', 'S', 'W']
const vulnerabilities: readonly DealVulnerability[] = ['none', 'ns', 'ew', 'all']

/** Rows for the opponents' calls too (read by their side), and a call whose constraint reads the auction. */
const withTheirRows = `1C Clubs {12-21 HCP, 3+!c}
  (1H) Overcall {5+!h, 8-16 HCP}
  (1S) Overcall {5+!s, 8-16 HCP}
  (X) Takeout {12+ HCP}
  1H Hearts {6+ HCP, 4+!h}
1D Diamonds {12-21 HCP, 3+!d}
  (1S) Overcall {5+!s, 8-16 HCP}
  1S Spades {6+ HCP, 4+!s}
1H Hearts {12-21 HCP, 5+!h}
  (1S) Overcall {5+!s, 8-16 HCP}
  2H Raise {3+!h, 6-10 HCP}
    3H Invite {combined 23+ HCP}
1S Spades {12-21 HCP, 5+!s}
  (2H) Overcall {5+!h, 8-16 HCP}
  2S Raise {fit !s, 6-10 HCP}
1N Notrump {15-17 HCP, balanced}
  (2C) Overcall {5+!c, 8-16 HCP}
`

/** A legal auction from choices among the pass, the double and the lowest bids (auctions stay short of the seven level). */
function auctionOf(picks: readonly number[]): Call[] {
  const auction: Call[] = []
  for (const pick of picks) {
    if (auctionStatus(auction).ended) break
    const near = legalCalls(auction).slice(0, 8)
    auction.push(near[pick % near.length]!)
  }

  return auction
}

const auctionArbitrary = fc.record({
  picks: fc.array(fc.nat(40), {minLength: 1, maxLength: 14}),
  dealer: fc.constantFrom(...directions),
  vulnerability: fc.constantFrom(...vulnerabilities),
  /** How many of the facts are read at once (the others after the auction has grown). */
  readAtOnce: fc.nat(14)
})

/**
 * Every prefix's facts as one engine makes them along one growing array (as
 * `bidDeal` does), some read at once and the rest once the auction has grown,
 * against facts read from scratch through an engine that makes everything
 * afresh: all facts alike, as a caller reads them.
 */
function agree(tree: Root, runs: number, seed: number): void {
  const kept = treeEngine(tree, undefined)
  const fresh = treeEngine(tree, undefined, {interpreted: true})
  fc.assert(
    fc.property(auctionArbitrary, ({picks, dealer, vulnerability, readAtOnce}) => {
      const full = auctionOf(picks)
      const auction: Call[] = []
      let view: AuctionView | undefined
      const made = []
      for (const call of full) {
        if (!view || (view.start === auction.length - 1 && auction[view.start] === 'P' && !passAdded(view))) view = viewOf(auction, dealer, vulnerability)
        const facts = kept.facts!(view)
        if (made.length < readAtOnce) JSON.stringify(facts)
        made.push(facts)
        auction.push(call)
      }

      for (const [index, facts] of made.entries()) {
        const prefix = viewOf(full.slice(0, index), dealer, vulnerability)
        const scratch = auctionFacts(prefix, (at, side) => fresh.interpret(prefix, at, side))
        expect(JSON.parse(JSON.stringify(facts))).toEqual(JSON.parse(JSON.stringify(scratch)))
      }
    }),
    {numRuns: runs, seed}
  )
}

describe('facts kept per auction place', () => {
  it('should show on random SAYC auctions, in every seat and vulnerability, what facts read from scratch show', () => {
    agree(fixtureSystem('sayc/sayc.bml').tree, 60, 20)
  })

  it('should show what facts read from scratch show on random auctions of a system with rows for the opponents’ calls', () => {
    agree(bml(withTheirRows).tree, 300, 21)
  })

  it('should read an opponents’ call by their side’s rows when the system has some', () => {
    const engine = treeEngine(bml(withTheirRows).tree, undefined)
    // South to call after 1♠ (2♥): right-hand opponent's overcall read by our rows as five hearts, 8–16 HCP.
    const facts = engine.facts!(viewOf(calls('1S 2H'), 'N', 'none'))
    expect(facts.seats.rho.length.H).toEqual([5, 13])
    expect(facts.seats.rho.hcp).toEqual([8, 16])
    // North (the opener) to call after 1♠ (2♥) 2♠: their 2♥ is left-hand opponent's, read by our rows.
    const opener = engine.facts!(viewOf(calls('1S 2H 2S P'), 'N', 'none'))
    expect(opener.seats.lho.length.H).toEqual([5, 13])
    expect(opener.theirs).toEqual(['H'])
  })
})

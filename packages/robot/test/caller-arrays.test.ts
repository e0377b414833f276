/**
 * An engine keeps what it learns per auction place, and reads a place's
 * facts on first use, perhaps long after the call that made the place. So
 * it must not keep a caller's array: an auction a caller changes after
 * `bidDeal`, `chooseCall` or `explainAuction` returned (a list of calls
 * trimmed for display, an array reused for the next auction) must not
 * change what the engine bids later.
 */

import {describe, expect, it} from 'vitest'
import {generateDealsSync} from '@bidding/deal'
import type {Call, Direction} from '@bidding/core/calls'
import {bidDeal, chooseCall, compileSystem, explainAuction} from '../src/index.js'
import {fixtureSystem} from './helpers.js'

const directions: readonly Direction[] = ['N', 'E', 'S', 'W']
const {tree} = fixtureSystem('sayc/sayc.bml')
const deals = generateDealsSync({count: 600, seed: 'caller arrays'}).deals

/** Every deal bid by a fresh engine: what an engine whose callers changed their arrays must bid too. */
function bidAll(system: ReturnType<typeof compileSystem>): string[] {
  return deals.map((deal, index) => bidDeal(deal, system, {dealer: directions[index % 4], explain: false}).calls.join(' '))
}

describe('arrays the caller keeps', () => {
  const expected = bidAll(compileSystem(tree))

  it('an auction returned by bidDeal and changed afterwards does not change later auctions', () => {
    const system = compileSystem(tree)
    const bid: string[] = []
    for (const [index, deal] of deals.entries()) {
      const {calls} = bidDeal(deal, system, {dealer: directions[index % 4], explain: false})
      bid.push(calls.join(' '))
      // A caller trims the closing passes, then reuses the array for something else.
      calls.splice(1)
      calls[0] = '7N'
    }

    expect(bid).toEqual(expected)
    expect(bidAll(system)).toEqual(expected)
  })

  it('an auction given to chooseCall or explainAuction and changed afterwards does not change later auctions', () => {
    const system = compileSystem(tree)
    const reused: Call[] = []
    for (const [index, deal] of deals.slice(0, 200).entries()) {
      const dealer = directions[index % 4]!
      const calls = expected[index]!.split(' ') as Call[]
      // The same array for every auction: each prefix asked of chooseCall, the whole one explained.
      reused.length = 0
      for (const call of calls) {
        chooseCall(system, {hand: deal[(directions.indexOf(dealer) + reused.length) % 4]!, auction: reused, dealer}, {explain: false})
        reused.push(call)
      }

      explainAuction(system, {auction: reused, dealer})
    }

    reused.length = 0
    expect(bidAll(system)).toEqual(expected)
  })
})

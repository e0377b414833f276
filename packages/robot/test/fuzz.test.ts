import {readFileSync} from 'node:fs'
import path from 'node:path'
import {b, type Bid} from '@bidding/core'
import {isLegal, legalCalls, type Call} from '@bidding/core/calls'
import type {Constraint} from '@bidding/core/constraints'
import {fromBidspace} from '@bidding/bidspace-parse'
import {fromSlam} from '@bidding/slam-parse'
import {emptyHand, type Hand} from '@bidding/hand'
import fc from 'fast-check'
import {VFile} from 'vfile'
import {describe, expect, it} from 'vitest'
import {chooseCall, compileSystem, explainAuction, naturalFallback, type CompiledSystem} from '@bidding/robot'
import {fixtures, fixtureSystem} from './helpers.js'

/** A random hand: 13 different cards. */
const handArbitrary: fc.Arbitrary<Hand> = fc.shuffledSubarray([...Array(52).keys()], {minLength: 13, maxLength: 13}).map((cards) => {
  const hand = [...emptyHand] as [number, number, number, number]
  for (const card of cards) hand[Math.floor(card / 13)]! |= 1 << card % 13
  return hand
})

/** A random auction of legal calls (possibly finished). */
const auctionArbitrary: fc.Arbitrary<Call[]> = fc.array(fc.nat(), {maxLength: 14}).map((picks) => {
  const calls: Call[] = []
  for (const pick of picks) {
    const legal = legalCalls(calls)
    if (legal.length <= 3) break
    // Mostly low calls and passes, as real auctions.
    calls.push(legal[pick % Math.min(legal.length, 8)]!)
  }

  return calls
})

const directions = fc.constantFrom('N' as const, 'E' as const, 'S' as const, 'W' as const)
const vulnerabilities = fc.constantFrom('none' as const, 'ns' as const, 'ew' as const, 'all' as const)

const pool: Constraint[] = [
  {type: 'points', scale: 'hcp', min: 12},
  {type: 'length', suit: 'partner', min: 3},
  {type: 'length', suit: 'X', min: 6},
  {type: 'balanced'},
  {type: 'and', children: []},
  {type: 'quality', name: 'x', comparison: '=', value: '1'}
]
const calls: Call[] = ['1C', '1D', '1H', '1S', '1N', '2C', '2H', 'P', 'X', 'XX']
const bidArbitrary: fc.Memo<Bid> = fc.memo((depth) =>
  fc
    .record({
      call: fc.constantFrom<string>(...calls, '2X', '1M', '2steps'),
      by: fc.constantFrom('we' as const, 'they' as const),
      constraint: fc.option(fc.constantFrom(...pool), {nil: undefined}),
      priority: fc.option(fc.integer({min: -2, max: 2}), {nil: undefined}),
      fallback: fc.boolean(),
      seats: fc.option(fc.constantFrom<Bid['seats']>([1, 2], [3, 4]), {nil: undefined}),
      children: depth > 1 ? fc.array(bidArbitrary(depth - 1), {maxLength: 3}) : fc.constant([])
    })
    .map(({children, ...fields}) => {
      const node: Bid = b('bid', {call: fields.call, by: fields.by}, [...children])
      if (fields.constraint) node.constraint = fields.constraint
      if (fields.priority !== undefined) node.priority = fields.priority
      if (fields.fallback) node.fallback = true
      if (fields.seats) node.seats = fields.seats
      return node
    })
)

function systems(): CompiledSystem[] {
  const bidspacePath = path.join(fixtures, '..', '..', '..', 'bidspace-parse', 'test', 'fixtures', 'duplicates', 'input.txt')
  const slamPath = path.join(fixtures, 'slam', 'test.conv')
  const bidspace = fromBidspace(readFileSync(bidspacePath, 'utf8'), new VFile(), {})
  const slam = fromSlam(readFileSync(slamPath, 'utf8'), new VFile({path: slamPath}), {})
  return [fixtureSystem('system.bml').system, compileSystem(bidspace), compileSystem(slam), compileSystem(slam, undefined, {profile: 'reference'})]
}

describe('the robot on random input', () => {
  const compiled = systems()

  it('should make a legal call (or pass) for any hand and auction, never throwing', () => {
    fc.assert(
      fc.property(handArbitrary, auctionArbitrary, directions, vulnerabilities, fc.boolean(), (hand, auction, dealer, vulnerability, natural) => {
        for (const system of compiled) {
          const choice = chooseCall(system, {hand, auction, dealer, vulnerability}, natural ? {fallback: naturalFallback} : {})
          if (choice.reason !== 'auction-over') expect(isLegal(auction, choice.call)).toBe(true)
          expect(typeof choice.explanation).toBe('string')
          explainAuction(system, {auction, dealer, vulnerability})
        }
      }),
      {numRuns: 300}
    )
  })

  it('should compile any tree and bid with it', () => {
    fc.assert(
      fc.property(fc.array(bidArbitrary(3), {maxLength: 4}), handArbitrary, auctionArbitrary, (bids, hand, auction) => {
        const file = new VFile()
        const system = compileSystem(b('root', [b('sequence', bids)]), file)
        const choice = chooseCall(system, {hand, auction}, {fallback: 'natural'})
        if (choice.reason !== 'auction-over') expect(isLegal(auction, choice.call)).toBe(true)
        for (const message of file.messages) expect(message.fatal).not.toBe(true)
      }),
      {numRuns: 300}
    )
  })
})

import fc from 'fast-check'
import {b} from '@bidding/core'
import type {Call} from '@bidding/core/calls'
import {parseConstraint, type Constraint} from '@bidding/core/constraints'
import type {Root} from '@bidding/core'
import {describe, expect, it} from 'vitest'
import {compileSystem, type CompiledSystem} from '@bidding/robot'
import {auctionFacts} from '../src/lib/auction-facts.js'
import {viewOf} from '../src/lib/view.js'
import {bml, calls, choose} from './helpers.js'

function c(text: string): Constraint {
  const result = parseConstraint(text)
  if (!result.ok) throw new Error(result.message)
  return result.constraint
}

/** Openings where a light 1♠ in third and fourth seat replaces the sound one: lists of one length, different entries. */
function openings(): Root {
  return b('root', [
    b('sequence', [
      b('bid', {call: '1H', by: 'we', constraint: c('12+ HCP, 5+ !h')}),
      b('bid', {call: '1S', by: 'we', constraint: c('12+ HCP, 5+ !s')}),
      b('bid', {call: '1S', by: 'we', constraint: c('9+ HCP, 5+ !s'), seats: [3, 4]}),
      b('bid', {call: 'P', by: 'we', fallback: true})
    ])
  ]) as Root
}

const seats = ['', 'P', 'P P', 'P P P']
const vulnerabilities = ['none', 'ns', 'ew', 'all'] as const
const hands = ['AJ432.K32.Q32.32', 'AJ432.K32.KQ2.32', '32.AJ432.KQ2.K32']

function asked(system: CompiledSystem, passes: string, vulnerability: (typeof vulnerabilities)[number], hand: string) {
  const choice = choose(system, hand, passes, {vulnerability})
  return [choice.call, choice.reason, choice.at, choice.candidates.map((candidate) => candidate.call + ' ' + candidate.status)]
}

describe('lists shared by the conditions that give the same entries', () => {
  it('should answer in every seat and vulnerability as a fresh system, whichever conditions were asked first', () => {
    const shared = compileSystem(openings())
    // First and second seat first (their lists are made first), then the seats whose 1♠ differs, then back.
    const order = [...seats, ...seats.toReversed()].flatMap((passes) => vulnerabilities.map((vulnerability) => ({passes, vulnerability})))
    for (const {passes, vulnerability} of order) {
      for (const hand of hands) {
        expect(asked(shared, passes, vulnerability, hand)).toEqual(asked(compileSystem(openings()), passes, vulnerability, hand))
      }
    }
  })

  it('should open the light 1♠ only in third and fourth seat after sharing the first seats’ lists', () => {
    const shared = compileSystem(openings())
    const light = 'AJ432.K32.Q32.32' // 10 HCP, five spades
    expect(choose(shared, light, '').call).toBe('P')
    expect(choose(shared, light, 'P').call).toBe('P')
    expect(choose(shared, light, 'P P').call).toBe('1S')
    expect(choose(shared, light, 'P P P').call).toBe('1S')
    expect(choose(shared, light, '', {vulnerability: 'all'}).call).toBe('P')
  })
})

describe('a class’s merged lists kept for every auction it serves', () => {
  // One class node serves `1H (1S)` and `1H (2C)` with one merge (same partner's suit and conditions); its entries read the auction.
  const text = `1C Clubs {12-21 HCP, 3+C}
1H Hearts {12-21 HCP, 5+H}
1N Notrump {15-17 HCP, balanced}

#CLASS 1X-(*) they overcall our one-level opening
3H Fit raise {fit ♥, 10+ HCP}
2N Natural {stopper their suits, 10-12 HCP}
D Negative double {6+ HCP, 4+S}
`
  const hands = ['32.K432.A432.K32', 'A432.Q2.KJ32.432', '432.Q32.KJ32.432']
  const auctions = ['1H 1S', '1C 1S', '1N 2C', '1H 2C', '1C 2C', 'P 1H 1S', 'P 1C 1S', '1H 1S', '1C 1S']

  it('should read each auction’s own facts and name it, as a fresh system does', () => {
    const shared = compileSystem(bml(text).tree)
    for (const auction of auctions) {
      for (const hand of hands) {
        const mine = choose(shared, hand, auction)
        const fresh = choose(compileSystem(bml(text).tree), hand, auction)
        expect([auction, hand, mine.call, mine.reason, mine.at, mine.explanation]).toEqual([auction, hand, fresh.call, fresh.reason, fresh.at, fresh.explanation])
      }
    }
  })

  it('should raise hearts over 1♥ but not over 1♣, and bid 2NT only with a stopper in the suit they bid', () => {
    const shared = compileSystem(bml(text).tree)
    const hand = '32.K432.A432.K32' // 10 HCP, four hearts
    expect(choose(shared, hand, '1H 1S').call).toBe('3H')
    expect(choose(shared, hand, '1C 1S').call).not.toBe('3H')
    expect(choose(shared, hand, '1H 1S').call).toBe('3H')
    expect(choose(shared, hand, '1C 1S').at).toMatch(/\(1C \(1S\)\)$/)
    // A spade stopper, no club stopper: 2NT over their 1♠, not over their 2♣ (the same merge, each auction's facts).
    const stopper = 'A432.Q2.KJ32.432'
    expect(choose(shared, stopper, '1H 1S').call).toBe('2N')
    expect(choose(shared, stopper, '1H 2C').call).not.toBe('2N')
  })
})

describe('the seats’ suits shared by the facts that agree on them', () => {
  const suitBids = ['1S', '1H', '1D', '1C', '2S', '2H', '2D', '2C', 'P', 'X', '1N'] as const

  /** The suits each seat bid, in the order first bid (no reader: every suit bid is natural). */
  function expected(auction: readonly string[]): Record<'partner' | 'lho' | 'rho', string[]> {
    const result = {partner: [] as string[], lho: [] as string[], rho: [] as string[]}
    const me = auction.length
    for (const [index, call] of auction.entries()) {
      const distance = (me - index) % 4
      if (distance === 0 || call.length !== 2 || call[1] === 'N') continue
      const seat = distance === 2 ? result.partner : distance === 1 ? result.rho : result.lho
      if (!seat.includes(call[1]!)) seat.push(call[1]!)
    }

    return result
  }

  it('should give every auction its own seats’ suits, whichever auctions came before', () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.constantFrom(...suitBids), {maxLength: 12}), {minLength: 1, maxLength: 20}), (auctions) => {
        for (const auction of auctions) {
          const facts = auctionFacts(viewOf(auction as Call[], 'N', 'none'), () => undefined)
          expect(facts.suits).toEqual(expected(auction))
        }
      })
    )
  })

  it('should share one record between auctions whose seats bid the same suits in the same order', () => {
    const suitsOf = (auction: string) => auctionFacts(viewOf(calls(auction), 'N', 'none'), () => undefined).suits
    expect(suitsOf('1H P 1S P')).toBe(suitsOf('2H P 2S P'))
    expect(suitsOf('1H P 1S P')).not.toBe(suitsOf('1S P 2H P'))
  })
})

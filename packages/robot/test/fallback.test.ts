import {isLegal} from '@bidding/core/calls'
import {generateDealsSync} from '@bidding/deal'
import {hcp} from '@bidding/hand'
import {describe, expect, it} from 'vitest'
import {bidDeal, compileSystem, naturalFallback, type Fallback} from '@bidding/robot'
import {bml, choose} from './helpers.js'

// A system that only knows 1NT openings and their pass-out: everything else falls back.
const {tree} = bml('1N Strong notrump {15-17 HCP, balanced}\n  P Weak {≤7 HCP}\n')
const system = compileSystem(tree)

describe('the fallback hook', () => {
  it('should pass by default and say why', () => {
    const choice = choose(system, 'AK432.K32.K32.32')
    expect([choice.call, choice.reason, choice.explanation]).toEqual([
      'P',
      'no-rule',
      'No rule applies ((opening)); passing\nNot 1NT (Strong notrump): 15–17 HCP (has 13)'
    ])
  })

  it('should call a fallback function, and mark its call', () => {
    const always: Fallback = (situation, context) => ({call: situation.auction.length === 0 ? '1C' : 'P', explanation: 'always 1C (' + context.reason + ')'})
    const choice = choose(system, 'AK432.K32.K32.32', '', {}, {fallback: always})
    expect([choice.call, choice.reason]).toEqual(['1C', 'fallback'])
    expect(choice.explanation.split('\n')[0]).toBe('Fallback: always 1C (no-rule)')
  })

  it('should ignore a fallback’s illegal call and pass', () => {
    const illegal: Fallback = () => ({call: '1C', explanation: 'too low'})
    const choice = choose(system, 'AK432.K32.K32.32', '1S', {}, {fallback: illegal})
    expect([choice.call, choice.reason]).toEqual(['P', 'off-system'])
  })

  it('should take the natural fallback from the system’s metadata', () => {
    const named = bml('#+FALLBACK: natural\n\n1N Strong notrump {15-17 HCP, balanced}\n').tree
    const choice = choose(compileSystem(named), 'AK432.K32.K32.32')
    expect([choice.call, choice.reason]).toEqual(['1S', 'natural'])
    expect(choice.explanation.split('\n')[0]).toBe('Natural opening in the longest suit (13 HCP)')
    // The option wins over the metadata.
    expect(choose(compileSystem(named), 'AK432.K32.K32.32', '', {}, {fallback: 'pass'}).call).toBe('P')
  })

  it('should warn about a fallback name it does not know', () => {
    const {tree: named, file} = bml('#+FALLBACK: random\n\n1N {15-17 HCP}\n')
    compileSystem(named, file)
    expect(file.messages.map((message) => message.ruleId)).toEqual(['unknown-fallback'])
  })
})

describe('naturalFallback', () => {
  const natural = {fallback: naturalFallback}

  it('should open naturally: 1NT, the longest suit, or a preempt', () => {
    expect(choose(system, 'AK432.K32.K32.32', '', {}, natural).call).toBe('1S')
    expect(choose(system, 'AK43.K432.K32.32', '', {}, natural).call).toBe('1H') // 4-4: the lower
    expect(choose(system, 'AKJ43.KQ432.2.32', '', {}, natural).call).toBe('1S') // 5-5: the higher
    expect(choose(system, '2.KQJ432.432.432', '', {}, natural).call).toBe('2H')
    expect(choose(system, '2.KQJ8765.432.32', '', {}, natural).call).toBe('3H')
    expect(choose(system, '32.432.5432.5432', '', {}, natural).call).toBe('P')
  })

  it('should raise partner’s suit to the level the combined strength supports', () => {
    // Partner's 1S shows nothing in this system: assume 6 HCP; with support points:
    expect(choose(system, 'Q432.K32.32.5432', '1S P', {}, natural).call).toBe('P') // 5 + 1 + 6 = 12
    expect(choose(system, 'KQ432.A32.2.5432', '1S P', {}, natural).call).toBe('2S') // 9 + 3 + 6 = 18
    expect(choose(system, 'KQ432.AK2.2.A432', '1S P', {}, natural).call).toBe('3S') // 16 + 3 + 6 = 25
    expect(choose(system, 'KQ432.AK2.2.AK32', '1S P', {}, natural).call).toBe('4S') // 19 + 3 + 6 = 28
  })

  it('should raise partner’s notrump with what partner showed', () => {
    expect(choose(system, 'Q32.K32.Q5432.J2', '1N P', {}, natural).call).toBe('2N') // 8 + 15
    expect(choose(system, 'Q32.K32.A5432.J2', '1N P', {}, natural).call).toBe('3N') // 10 + 15
    expect(choose(system, 'AQ2.KQ2.A5432.K2', '1N P', {}, natural).call).toBe('6N') // 18 + 15
  })

  it('should act over the opponents’ opening: notrump, takeout double, or a suit', () => {
    expect(choose(system, 'AQ2.K32.KJ32.Q32', '1H', {}, natural).call).toBe('1N') // 16, heart stopper
    expect(choose(system, 'AQ32.2.KJ32.Q432', '1H', {}, natural).call).toBe('X') // 12, short hearts
    expect(choose(system, 'KQJ32.32.K32.432', '1H', {}, natural).call).toBe('1S') // 9, five spades
    expect(choose(system, '32.32.K5432.Q432', '1H', {}, natural).call).toBe('P')
  })
})

describe('naturalFallback with what the auction showed', () => {
  const natural = {fallback: naturalFallback}
  // Openings that show ranges, so partner's strength and length are known; nothing after them.
  const shows = compileSystem(bml('1M Five-card major {12-21 HCP, 5+M}\n2S Weak two {6!s, 5-10 HCP}\n1N Strong notrump {15-17 HCP, balanced}\n').tree)

  it('should reopen in the balancing seat with less than it takes directly', () => {
    expect(choose(shows, 'KQ32.2.A432.Q432', '1H P P', {}, natural).call).toBe('X')
    expect(choose(shows, 'KQ32.2.A432.Q432', '1H', {}, natural).call).not.toBe('X')
  })

  it('should compete in partner’s suit by the law of total tricks', () => {
    // Partner's six spades and three here: nine trumps, the three level.
    expect(choose(shows, 'Q32.432.K432.432', '2S 3H', {}, natural).call).toBe('3S')
    expect(choose(shows, 'Q2.5432.K432.432', '2S 3H', {}, natural).call).toBe('P')
  })

  it('should bid notrump with their suit stopped and the values together', () => {
    // 11 and partner's 12: 23, 2NT with the spades stopped.
    expect(choose(shows, 'KJ3.32.KQ32.Q432', '1H 1S', {}, natural).call).toBe('2N')
    expect(choose(shows, '432.32.KQ32.KQ32', '1H 1S', {}, natural).call).not.toBe('2N')
  })

  it('should double their suit for penalty when it is a misfit for partner', () => {
    expect(choose(shows, 'Q2.KJ93.K432.J32', '1S 2H', {}, natural).call).toBe('X')
    // Partner's notrump holds two or more hearts: no misfit.
    expect(choose(shows, '32.KJ93.Q432.K32', '1N 2H', {}, natural).call).not.toBe('X')
  })

  it('should give preference to partner’s first suit', () => {
    expect(choose(shows, 'KJ432.J32.4.Q432', '1H P 1S P 2D P', {}, natural).call).toBe('2H')
  })
})

describe('the natural layer instead of catch-all pass rows', () => {
  const rows = '1N Strong notrump {15-17 HCP, balanced}\n  2C Stayman {8+ HCP, 4+!h}\n'
  const withCatchAll = compileSystem(bml('#+FALLBACK: natural\n\n' + rows + '  P  Weak {any hand}\n').tree)
  const without = compileSystem(bml('#+FALLBACK: natural\n\n' + rows).tree)

  it('should pass where nothing fits, as the catch-all row did, and say so as its own call', () => {
    const weak = '8432.432.J32.432'
    expect([choose(withCatchAll, weak, '1N P').call, choose(withCatchAll, weak, '1N P').reason]).toEqual(['P', 'rule'])
    const natural = choose(without, weak, '1N P')
    expect([natural.call, natural.reason]).toEqual(['P', 'natural'])
    expect(natural.explanation.split('\n')[0]).toBe('Natural: nothing to add (1 HCP)')
  })

  it('should bid legally on random deals, pass the same weak hands, and raise where the row passed blindly', () => {
    const {deals} = generateDealsSync({count: 300, seed: 'catch-all'})
    let raised = 0
    for (const [index, deal] of deals.entries()) {
      const dealer = (['N', 'E', 'S', 'W'] as const)[index % 4]
      const auction = bidDeal(deal, without, {dealer, explain: false})
      expect(auction.contract).not.toBeUndefined()
      for (const [at, choice] of auction.choices.entries()) expect(isLegal(auction.calls.slice(0, at), choice.call)).toBe(true)
      // Responder to 1NT: a hand the catch-all row passed with ≤7 HCP passes here too.
      const responder = auction.calls.findIndex((call, at) => call === '1N' && auction.calls.slice(0, at).every((before) => before === 'P')) + 2
      if (responder < 2 || auction.calls[responder - 1] !== 'P') continue
      const hand = deal[(['N', 'E', 'S', 'W'].indexOf(dealer) + responder) % 4]!
      const before = bidDeal(deal, withCatchAll, {dealer, explain: false}).calls[responder]
      if (before === 'P' && hcp(hand) <= 7) expect(auction.calls[responder]).toBe('P')
      if (before === 'P' && hcp(hand) >= 10 && auction.calls[responder] !== 'P') raised++
    }

    expect(raised).toBeGreaterThan(0)
  })
})

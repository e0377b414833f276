import {constraintToString} from '@bidding/core/constraints'
import type {Call} from '@bidding/core/calls'
import {describe, expect, it} from 'vitest'
import {compileSystem, coverageOf, coverageText, inferConstraint, inferConstraints, inferenceRules} from '@bidding/robot'
import {bml, choose} from './helpers.js'

function read(text: string, call = '1N'): string | undefined {
  const constraint = inferConstraint(text, call as Call)
  return constraint && constraintToString(constraint)
}

describe('constraints read from descriptions', () => {
  it('should read suit lengths, in any spelling, and lengths joined by `or`', () => {
    expect(read('5+!s 10-12', '2S')).toBe('5+♠, 10–12 HCP')
    expect(read('6 hearts', '2H')).toBe('6♥')
    expect(read('4-5!d')).toBe('4–5♦')
    expect(read('6+ suit', '2H')).toBe('6+ in bid suit')
    expect(read('5+ major', '1M')).toBe('5+M')
    expect(read('4+ major', '1D')).toBe('4+♥ or 4+♠')
    expect(read('6+!h or 6+!s', '2D')).toBe('6+♥ or 6+♠')
    // A call, not a length; and a word ending in a suit letter is no suit.
    expect(read('Puppet to 2!d', '2C')).toBeUndefined()
    expect(read('5+ cards in other major', '3H')).toBeUndefined()
  })

  it('should read point ranges, but not shapes or lengths, as HCP', () => {
    expect(read('12-14')).toBe('12–14 HCP')
    expect(read('15--17 hcp')).toBe('15–17 HCP')
    expect(read('10 to 12 points', '2N')).toBe('10–12 HCP')
    expect(read('Strength, ca 15+', 'X')).toBe('15+ HCP')
    expect(read('2+!c', '1C')).toBe('2+♣')
  })

  it('should read balance, two-suiters and denials', () => {
    expect(read('12-14 bal')).toBe('12–14 HCP, balanced')
    expect(read('4+ suit, unbalanced', '1D')).toBe('4+ in bid suit, not balanced')
    expect(read('semi-balanced')).toBe('semi-balanced')
    expect(read('At least 5-4 majors', '2C')).toBe('4+♥, 4+♠, (5+♥ or 5+♠)')
    expect(read('5-5 minors', '2N')).toBe('5+♣, 5+♦')
    expect(read('No major', '2D')).toBe('≤3♥, ≤3♠')
    expect(read('No 4 card major', '2D')).toBe('≤3♥, ≤3♠')
  })

  it('should map conventions to their standard meaning', () => {
    expect(read('Stayman', '2C')).toBe('4+♥ or 4+♠')
    expect(read('!TRF', '2D')).toBe('5+♥')
    expect(read('Transfer to !s', '2H')).toBe('5+♠')
    expect(read('Transfer accept', '2H')).toBeUndefined()
    expect(read('weak', '2H')).toBe('≤10 HCP, 6+ in bid suit')
    expect(read('A weak major or a strong minor', '2D')).toBeUndefined()
    expect(read('Preemptive', '3X')).toBe('≤10 HCP, 7+ in bid suit')
    expect(read('Gambling', '3N')).toBe('7+♣ or 7+♦')
    expect(read('Splinter', '4CD')).toBe('≤1 in bid suit')
    expect(read('Simple raise', '2H')).toBe('3+ in partner’s suit')
    expect(read('Natural', '1S')).toBe('4+ in bid suit')
    expect(read('Reverse', '2D')).toBe('17+ HCP')
    expect(inferenceRules.length).toBeGreaterThanOrEqual(12)
  })

  it('should read only what a hand must hold: not what it may, nor what follows a condition', () => {
    expect(read('15--17 May have 5M')).toBe('15–17 HCP')
    expect(read('16+ hcp, 6+!c. 18+ if 3!h', '2N')).toBe('6+♣, 16+ HCP')
    // Alternatives: each must read, or nothing is claimed.
    expect(read('20--21 bal / Any game force', '2C')).toBeUndefined()
    expect(read('20--21 bal / 22+', '2C')).toBe('(20–21 HCP, balanced) or 22+ HCP')
  })

  it('should leave explicit constraints alone, mark inferred ones, and count both', () => {
    const {tree} = bml('1N  12-14 bal\n  2C  Stayman\n  2D  Transfer {5+!h; alert}\n  2N  Invitational\n')
    const inferred = inferConstraints(tree)
    const bids = (inferred.children[0] as {children: Array<{call: string; constraint?: unknown; data?: {inferred?: boolean}}>}).children
    expect(bids[0]!.data?.inferred).toBe(true)
    expect(coverageText(coverageOf(tree))).toBe('4 calls: explicit 1 (25%), inferred 2 (50%), none 1 (25%)')
    // The robot bids with them when asked to, and says where they came from.
    const system = compileSystem(tree, undefined, {infer: true})
    const choice = choose(system, 'KQ2.KJ2.Q432.J32')
    expect(choice.call).toBe('1N')
    expect(choice.explanation).toContain('Shows (read from the description): 12–14 HCP, balanced')
  })
})

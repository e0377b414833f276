import {b} from '@bidding/core'
import {parseConstraint, type Constraint} from '@bidding/core/constraints'
import type {Root} from '@bidding/core'
import {describe, expect, it} from 'vitest'
import {compileSystem, type CompiledSystem} from '@bidding/robot'
import {choose} from './helpers.js'

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

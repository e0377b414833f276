import {allOf, parseConstraint, type Constraint} from '@bidding/core/constraints'
import {b} from '@bidding/core'
import {parseAuction} from '@bidding/core/calls'
import {describe, expect, it} from 'vitest'
import {auctionConstraints} from '../src/index.js'

function constraint(text: string): Constraint {
  const result = parseConstraint(text)
  if (!result.ok) throw new Error(result.message)
  return result.constraint
}

const notrump = constraint('15-17 HCP, balanced')
const stayman = constraint('8+ HCP, (4+♥ or 4+♠)')
const hearts = constraint('4+♥')
const raise = constraint('4+ in partner’s suit')

const system = b('root', [
  b('sequence', [
    b('bid', {call: '1N', by: 'we', constraint: notrump}, [
      b('bid', {call: '2C', by: 'we', constraint: stayman}, [
        b('bid', {call: '2D', by: 'we', constraint: constraint('≤3♥, ≤3♠')}),
        b('bid', {call: '2H', by: 'we', constraint: hearts}, [b('bid', {call: '4H', by: 'we', constraint: raise})])
      ])
    ]),
    b('bid', {call: '1S', by: 'we', constraint: constraint('12+ HCP, 5+♠')})
  ]),
  b('sequence', {context: [{call: '1S', by: 'they'}]}, [b('bid', {call: 'X', by: 'we', criteria: constraint('12+ HCP')})])
])

function calls(text: string) {
  return parseAuction(text).calls
}

describe('auctionConstraints', () => {
  it('should collect what each seat’s calls show along the auction', () => {
    const result = auctionConstraints(system, calls('1N P 2C P 2H P 4H'), {seat: 'S', dealer: 'N'})
    expect(result.found).toBe(true)
    expect(result.bids.map((bid) => bid.call)).toEqual(['1N', '2C', '2H', '4H'])
    expect(result.constraints.N).toEqual(allOf(notrump, hearts))
    // South’s 4H binds partner’s suit to hearts.
    expect(result.constraints.S).toEqual(allOf(stayman, {type: 'length', suit: 'H', min: 4}))
  })

  it('should skip leading passes and take the dealer into account', () => {
    const result = auctionConstraints(system, calls('P 1N P 2C'), {seat: 'S', dealer: 'W'})
    expect(result.found).toBe(true)
    expect(Object.keys(result.constraints).sort()).toEqual(['N', 'S'])
  })

  it('should find tables whose context is the opponents’ opening, and use criteria', () => {
    const result = auctionConstraints(system, calls('1S X'), {seat: 'S', dealer: 'E'})
    expect(result.found).toBe(true)
    expect(result.constraints).toEqual({S: constraint('12+ HCP')})
  })

  it('should say when the auction leaves the system, keeping what the start shows', () => {
    const result = auctionConstraints(system, calls('1N P 3N'), {seat: 'N'})
    expect(result.found).toBe(false)
    expect(result.constraints).toEqual({N: notrump})
    expect(auctionConstraints(system, calls('2C'), {seat: 'N'})).toEqual({constraints: {}, bids: [], found: false})
  })
})

import {describe, expect, it} from 'vitest'
import {explainAuction, summaryText} from '@bidding/robot'
import {bml, calls, fixtureSystem} from './helpers.js'
import {compileSystem} from '@bidding/robot'

const {system} = fixtureSystem('system.bml')

describe('explainAuction', () => {
  it('should explain each call from the caller’s own side', () => {
    const summary = explainAuction(system, {auction: calls('1N P 2C P 2H')})
    expect(summary.calls.map((call) => [call.direction, call.call, call.meaning, call.shows, call.source])).toEqual([
      ['N', '1N', 'Strong notrump', '15–17 HCP, balanced', 'own'],
      // Both sides play the system: East's pass is the pass of the table after their 1N.
      ['E', 'P', 'Nothing to say', 'any hand', 'own'],
      ['S', '2C', 'Stayman', '8+ HCP', 'own'],
      ['W', 'P', undefined, undefined, undefined],
      ['N', '2H', 'Four hearts', '4+♥', 'own']
    ])
    expect(summary.calls[2]!.alert).toEqual({artificial: true, disposition: 'asking'})
  })

  it('should combine a seat’s calls into HCP and length bounds', () => {
    const summary = explainAuction(system, {auction: calls('1N P 2C P 2H')})
    expect(summary.seats.N.hcp).toEqual([15, 17])
    expect(summary.seats.N.length.H).toEqual([4, 5])
    expect(summary.seats.N.length.S).toEqual([2, 5])
    expect(summary.seats.N.text).toBe('15–17 HCP, 2–5♠, 4–5♥, 2–5♦, 2–5♣')
    expect(summary.seats.S.text).toBe('8+ HCP')
    expect(summary.seats.E.text).toBe('')
  })

  it('should read an opponents’ call in the other side’s tables when their own system has none', () => {
    // East doubles North's 1NT: in the fixture that is a call of the table after their (our) 1N.
    const summary = explainAuction(system, {auction: calls('1N X')})
    expect(summary.calls[1]).toMatchObject({direction: 'E', call: 'X', meaning: 'Penalty', shows: '16+ HCP', source: 'own'})
    // A system with only the opponents' view of a call still explains it.
    const {tree} = bml('(1C)-\nD Takeout {12+ HCP}\n\n1C-\n(2C) Their cue bid {10+ HCP, 5+!c}\n')
    const theirs = explainAuction(compileSystem(tree), {auction: calls('1C 2C')})
    expect(theirs.calls[1]).toMatchObject({call: '2C', meaning: 'Their cue bid', source: 'opponents', at: '1C'})
  })

  it('should explain calls without a machine-readable meaning by their text', () => {
    const {tree} = bml('1N Strong, 15 to 17\n  2C Stayman\n')
    const summary = explainAuction(compileSystem(tree), {auction: calls('1N P 2C')})
    expect(summary.seats.N.descriptions).toEqual(['1N: Strong, 15 to 17'])
    expect(summary.seats.S.descriptions).toEqual(['2C: Stayman'])
    expect(summaryText(summary)).toBe('N: 1N — 1N: Strong, 15 to 17\nE: P\nS: 2C — 2C: Stayman')
  })

  it('should use one system per seat when given one per direction', () => {
    const summary = explainAuction({N: system, S: system}, {auction: calls('1N 2C')})
    expect(summary.calls[0]!.meaning).toBe('Strong notrump')
    // East has no system, and North–South's tables have no (2C) after 1N.
    expect(summary.calls[1]!.source).toBeUndefined()
  })

  it('should say when a seat’s calls contradict each other', () => {
    const {tree} = bml('1N {15-17 HCP}\n  2C {8+ HCP}\n    2D {≤14 HCP}\n')
    const summary = explainAuction(compileSystem(tree), {auction: calls('1N P 2C P 2D')})
    expect(summary.seats.N.text).toBe('no hand (the calls contradict each other)')
  })
})

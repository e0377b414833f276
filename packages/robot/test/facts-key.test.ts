import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import type {Call} from '@bidding/core/calls'
import {factsKeyOf, resolveAuction} from '../src/lib/auction-facts.js'
import {constraint, facts} from './arbitraries.js'

const call = fc.constantFrom<Call | undefined>(undefined, 'P', 'X', '1S', '2H', '3D', '4C', '3N')

describe('the key of the facts a constraint’s resolution reads', () => {
  it('should differ between two facts on which the constraint resolves differently', () => {
    fc.assert(
      fc.property(constraint, call, facts, facts, (tree, bid, first, second) => {
        // The robot keeps one resolved constraint per key (what a call showed): one key, one resolution.
        const key = factsKeyOf(tree)
        if (key(first) === key(second)) expect(resolveAuction(tree, second, bid)).toEqual(resolveAuction(tree, first, bid))
      }),
      {numRuns: 3000}
    )
  })

  it('should tell apart the facts of total points with partner’s suits, not only partner’s HCP', () => {
    const tree = {type: 'combined', scale: 'total', min: 25} as const
    const partner = {hcp: [12, 14], length: {S: [0, 13], H: [5, 13], D: [0, 13], C: [0, 13]}}
    const base = {seats: {partner, lho: partner, rho: partner}, partnerPassed: false, passedHand: false, balancing: false, vulnerable: false, theyVulnerable: false, lastLevel: 1, unbid: [], theirs: []}
    const hearts = {...base, suits: {partner: ['H'], lho: [], rho: []}}
    const none = {...base, suits: {partner: [], lho: [], rho: []}}
    expect(factsKeyOf(tree)(hearts as never)).not.toBe(factsKeyOf(tree)(none as never))
  })
})

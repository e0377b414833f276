import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import type {Call} from '@bidding/core/calls'
import type {Constraint, Interval} from '@bidding/core/constraints'
import type {AuctionFacts} from '../src/lib/auction-facts.js'
import {factsKeyOf, resolveAuction} from '../src/lib/auction-facts.js'
import {constraint, facts, suit} from './arbitraries.js'

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

  it('should differ between two facts one interval apart on which what a seat showed resolves differently', () => {
    const seat = fc.constantFrom('partner' as const, 'lho' as const, 'rho' as const)
    const shown = fc
      .tuple(seat, fc.option(suit, {nil: undefined}), fc.option(fc.nat(20), {nil: undefined}), fc.option(fc.nat(20), {nil: undefined}))
      .map(([who, of, min, max]) => ({type: 'shown', seat: who, ...(of ? {suit: of} : {}), ...(min === undefined ? {} : {min}), ...(max === undefined ? {} : {max})}) as Constraint)
    const moved = fc.tuple(seat, fc.option(suit, {nil: undefined}), fc.nat(20), fc.nat(20))
    fc.assert(
      fc.property(fc.array(shown, {minLength: 1, maxLength: 3}), facts, moved, (atoms, first, [who, of, low, high]) => {
        // The same facts with one interval of one seat moved: keys read only what each atom reads.
        const interval: Interval = [Math.min(low, high), Math.max(low, high)]
        const bounds = first.seats[who]
        const changed = of ? {...bounds, length: {...bounds.length, [of]: interval}} : {...bounds, hcp: interval}
        const second: AuctionFacts = {...first, seats: {...first.seats, [who]: changed}}
        const tree: Constraint = {type: 'and', children: atoms}
        const key = factsKeyOf(tree)
        if (key(first) === key(second)) expect(resolveAuction(tree, second, undefined)).toEqual(resolveAuction(tree, first, undefined))
      }),
      {numRuns: 2000}
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

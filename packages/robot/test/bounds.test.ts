/**
 * `boundsOf`: a constraint's bounds read as ten numbers (core's
 * `constraintBoundsInto`) and shared by value, against core's
 * `constraintBounds` on random constraints.
 */

import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {constraintBounds, type Constraint} from '@bidding/core/constraints'
import {boundsOf} from '../src/lib/bounds.js'
import {constraint, constraintOf, handAtom} from './arbitraries.js'

/** Atoms whose bounds are not plain: rule and Pearson points, shapes, voids, empty and odd ranges. */
const boundsAtom: fc.Arbitrary<Constraint> = fc.oneof(
  fc.tuple(fc.constantFrom('hcp', 'rule', 'pearson', 'support'), fc.option(fc.integer({min: -5, max: 45}), {nil: undefined}), fc.option(fc.integer({min: -5, max: 45}), {nil: undefined}), fc.option(fc.constantFrom('S' as const, 'H' as const), {nil: undefined})).map(
    ([scale, min, max, suit]) => ({type: 'points', scale, ...(min === undefined ? {} : {min}), ...(max === undefined ? {} : {max}), ...(suit === undefined ? {} : {suit})}) as Constraint
  ),
  fc.tuple(fc.stringMatching(/^[0-9x]{0,5}$/), fc.boolean()).map(([pattern, any]) => ({type: 'shape', pattern, ...(any ? {any} : {})}) as Constraint),
  fc.tuple(fc.constantFrom('void', 'singleton'), fc.nat(2)).map(([of, max]) => ({type: 'count', of, max}) as unknown as Constraint),
  fc.boolean().map((semi) => ({type: 'balanced', ...(semi ? {semi} : {})}) as Constraint),
  handAtom
)

const mixed = constraintOf(boundsAtom, constraint)

describe('bounds of a constraint', () => {
  it('should be the bounds core’s constraintBounds gives, for random constraints', () => {
    fc.assert(
      fc.property(mixed, (item) => {
        expect(boundsOf(item)).toEqual(constraintBounds(item))
      }),
      {numRuns: 2000, seed: 22}
    )
  })

  it('should share one record between constraints with the same bounds, and none between different bounds', () => {
    const five = boundsOf({type: 'length', suit: 'S', min: 5})
    expect(boundsOf({type: 'and', children: [{type: 'length', suit: 'S', min: 5}, {type: 'points', scale: 'support', min: 3}]})).toBe(five)
    expect(boundsOf({type: 'length', suit: 'S', min: 6})).not.toBe(five)
    expect(boundsOf({type: 'length', suit: 'H', min: 5})).not.toBe(five)
  })

  it('should read a constraint nested deeper than the numbers’ scratch room as core does', () => {
    let deep: Constraint = {type: 'length', suit: 'H', min: 4}
    for (let depth = 0; depth < 100; depth++) deep = {type: depth % 2 === 0 ? 'and' : 'or', children: [deep, {type: 'points', scale: 'hcp', min: depth % 7, max: 30 - (depth % 5)}]}
    expect(boundsOf(deep)).toEqual(constraintBounds(deep))
  })
})

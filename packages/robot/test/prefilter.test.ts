import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {constraintBounds, type Constraint} from '@bidding/core/constraints'
import {compileConstraint, type Hand} from '@bidding/hand'
import {boundsOf} from '../src/lib/bounds.js'
import {mayFit, openBounds, quickBounds, quickFeatures, readsFlagsOnly} from '../src/lib/prefilter.js'

const suit = fc.constantFrom('S' as const, 'H' as const, 'D' as const, 'C' as const)
const range = fc.record({min: fc.option(fc.integer({min: 0, max: 13}), {nil: undefined}), max: fc.option(fc.integer({min: 0, max: 13}), {nil: undefined})})

const atom: fc.Arbitrary<Constraint> = fc.oneof(
  fc.record({type: fc.constant('points' as const), scale: fc.constant('hcp'), min: fc.integer({min: 0, max: 25}), max: fc.integer({min: 5, max: 37})}),
  fc.record({type: fc.constant('points' as const), scale: fc.constant('hcp'), suit, min: fc.integer({min: 0, max: 10})}),
  fc.record({type: fc.constant('points' as const), scale: fc.constant('hcp'), suit, max: fc.integer({min: 0, max: 6})}),
  fc.record({type: fc.constant('points' as const), scale: fc.constant('support'), suit, min: fc.integer({min: 5, max: 20})}),
  range.chain((bounds) => fc.record({type: fc.constant('length' as const), suit}).map((head) => ({...head, ...bounds}) as Constraint)),
  fc.record({type: fc.constant('balanced' as const), semi: fc.boolean()}),
  fc.record({type: fc.constant('shape' as const), pattern: fc.constantFrom('5422', '4333', 'x5x4')}),
  fc.record({type: fc.constant('longest' as const), suit})
)

const constraint = fc.letrec<{node: Constraint}>((tie) => ({
  node: fc.oneof(
    {depthSize: 'small', withCrossShrink: true},
    atom,
    fc.record({type: fc.constant('and' as const), children: fc.array(tie('node'), {maxLength: 4})}),
    fc.record({type: fc.constant('or' as const), children: fc.array(tie('node'), {maxLength: 4})}),
    fc.record({type: fc.constant('not' as const), child: tie('node')})
  )
})).node

/** A hand from 13 distinct cards (`suit × 13 + rank`). */
const hand = fc.uniqueArray(fc.integer({min: 0, max: 51}), {minLength: 13, maxLength: 13}).map((cards) => {
  const holdings = [0, 0, 0, 0]
  for (const card of cards) holdings[Math.floor(card / 13)]! |= 1 << card % 13
  return holdings as unknown as Hand
})

describe('the candidates’ quick bounds', () => {
  it('should only reject a hand that fails the constraint', () => {
    fc.assert(
      fc.property(constraint, hand, (tree, cards) => {
        const bounds = quickBounds(tree)
        if (bounds && !mayFit(bounds, quickFeatures(cards))) expect(compileConstraint(tree)(cards, 0)).toBe(false)
      }),
      {numRuns: 3000}
    )
  })

  it('should be core’s bounds laid out flat, whole and clamped, or none when they reject no hand', () => {
    fc.assert(
      fc.property(constraint, (tree) => {
        const {hcp, length} = constraintBounds(tree)
        const pairs = [hcp, length.S, length.H, length.D, length.C]
        const open = hcp[0] <= 0 && hcp[1] >= 37 && pairs.slice(1).every(([min, max]) => min <= 0 && max >= 13)
        const clamp = (value: number) => Math.max(-100, Math.min(100, value))
        const bounds = quickBounds(tree)
        expect(bounds && [...bounds]).toEqual(open ? null : pairs.flatMap(([min, max]) => [clamp(Math.ceil(min)), clamp(Math.floor(max))]))
      }),
      {numRuns: 2000}
    )
  })

  it('should reject on HCP and suit lengths, and say nothing about atoms that do not bound them', () => {
    // ♠A, three small hearts, four small diamonds, four small clubs.
    const hand = [0b1_0000_0000_0000, 0b111, 0b1111, 0b11_1100] as unknown as Hand
    expect([...quickFeatures(hand)]).toEqual([4, 1, 3, 4, 4])
    expect(mayFit(quickBounds({type: 'points', scale: 'hcp', min: 12})!, quickFeatures(hand))).toBe(false)
    expect(mayFit(quickBounds({type: 'length', suit: 'H', min: 4})!, quickFeatures(hand))).toBe(false)
    // Side by side, as the choosing loop keeps a list's bounds: each read at its own offset.
    const side = new Int16Array(20)
    side.set(openBounds, 0)
    side.set(quickBounds({type: 'points', scale: 'hcp', min: 12})!, 10)
    expect([mayFit(side, quickFeatures(hand), 0), mayFit(side, quickFeatures(hand), 10)]).toEqual([true, false])
    // A fractional bound keeps every whole value it admits: at least 3.5 is at least 4, at most 4.5 at most 4.
    expect([...quickBounds({type: 'points', scale: 'hcp', min: 3.5, max: 4.5})!.slice(0, 2)]).toEqual([4, 4])
    expect(quickBounds({type: 'not', child: {type: 'points', scale: 'hcp', min: 12}})).toBeNull()
    expect(quickBounds({type: 'points', scale: 'hcp', suit: 'S', max: 3})).toBeNull()
  })
})

describe('bounds kept per constraint and part', () => {
  it('should give every constraint the bounds core computes, whichever constraints sharing its parts came first', () => {
    fc.assert(
      fc.property(fc.array(constraint, {minLength: 1, maxLength: 6}), fc.array(fc.nat(), {maxLength: 6}), (list, picks) => {
        // Constraints built from parts of the others (as a resolved constraint reuses the system's atoms).
        const parts = list.flatMap((item) => (item.type === 'and' || item.type === 'or' ? item.children : [item]))
        if (parts.length === 0) parts.push(...list)
        const mixed: Constraint[] = picks.map((pick, index) => ({type: index % 2 === 0 ? 'and' : 'or', children: [parts[pick % parts.length]!, list[pick % list.length]!]}))
        for (const item of [...list, ...parts, ...mixed]) expect(boundsOf(item)).toEqual(constraintBounds(item))
      })
    )
  })
})

describe('constraints decided by the yes/no facts alone', () => {
  it('should not take an atom on their suits or the unbid suits for one that reads the flags alone', () => {
    const balancing: Constraint = {type: 'auction', fact: 'balancing'}
    expect(readsFlagsOnly({type: 'and', children: [balancing, {type: 'hcp', min: 8}]} as Constraint)).toBe(true)
    // Whether it holds depends on the set (empty: nothing to hold), which the flags do not tell.
    expect(readsFlagsOnly({type: 'and', children: [balancing, {type: 'stopper', suit: 'theirs'}]})).toBe(false)
    expect(readsFlagsOnly({type: 'and', children: [balancing, {type: 'stopper', suit: 'unbid'}]})).toBe(false)
  })
})

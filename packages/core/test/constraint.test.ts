import {describe, expect, it} from 'vitest'
import {
  allOf,
  atomsOf,
  constraintBounds,
  constraintBoundsInto,
  evaluateConstraint,
  hullBounds,
  inRange,
  isEmptyBounds,
  mapAtoms,
  meetBounds,
  normalizeConstraint,
  resolveSuits,
  unboundedBounds,
  type Atom,
  type Constraint
} from '@bidding/core/constraints'

const notrump: Constraint = {
  type: 'and',
  children: [{type: 'points', scale: 'hcp', min: 15, max: 17}, {type: 'balanced'}]
}

describe('constraintBounds', () => {
  it('should intersect the bounds of a conjunction', () => {
    const bounds = constraintBounds({
      type: 'and',
      children: [notrump, {type: 'length', suit: 'S', min: 5}, {type: 'shape', pattern: '5xx2'}]
    })
    expect(bounds.hcp).toEqual([15, 17])
    expect(bounds.length).toEqual({S: [5, 5], H: [2, 5], D: [2, 5], C: [2, 2]})
  })

  it('should take the hull of a disjunction and ignore empty branches', () => {
    const bounds = constraintBounds({
      type: 'or',
      children: [
        {type: 'points', scale: 'hcp', min: 11, max: 15},
        {type: 'points', scale: 'hcp', min: 20, max: 21},
        {type: 'and', children: [{type: 'length', suit: 'H', min: 6}, {type: 'length', suit: 'H', max: 4}]}
      ]
    })
    expect(bounds.hcp).toEqual([11, 21])
    expect(isEmptyBounds(constraintBounds({type: 'or', children: []}))).toBe(true)
  })

  it('should bound the hand’s HCP only from below by HCP in one suit', () => {
    // At most 3 HCP in spades says nothing of the hand's HCP above 3; at least 4 says the hand has 4 or more.
    expect(constraintBounds({type: 'points', scale: 'hcp', suit: 'S', max: 3}).hcp).toEqual([0, 37])
    expect(constraintBounds({type: 'points', scale: 'hcp', suit: 'S', min: 4, max: 6}).hcp).toEqual([4, 37])
  })

  it('should read shapes, semi-balance and voids', () => {
    expect(constraintBounds({type: 'shape', pattern: '5431', any: true}).length.D).toEqual([1, 5])
    expect(constraintBounds({type: 'balanced', semi: true}).length.S).toEqual([2, 6])
    expect(constraintBounds({type: 'count', of: 'void', max: 0}).length.C).toEqual([1, 13])
    expect(constraintBounds({type: 'count', of: 'doubleton', max: 1})).toEqual(unboundedBounds())
    expect(constraintBounds({type: 'length', suit: 'M', min: 5})).toEqual(unboundedBounds())
    expect(constraintBounds({type: 'points', scale: 'length', min: 5})).toEqual(unboundedBounds())
    expect(constraintBounds({type: 'not', child: notrump})).toEqual(unboundedBounds())
  })

  it('should bound HCP by the rule of 20 and HCP and spades by Pearson points', () => {
    expect(constraintBounds({type: 'points', scale: 'rule', min: 20}).hcp).toEqual([7, 37])
    expect(constraintBounds({type: 'points', scale: 'rule', min: 10, max: 19}).hcp).toEqual([0, 12])
    const pearson = constraintBounds({type: 'points', scale: 'pearson', min: 15, max: 16})
    expect(pearson.hcp).toEqual([2, 16])
    expect(pearson.length.S).toEqual([0, 13])
    expect(constraintBounds({type: 'points', scale: 'pearson', max: 5}).length.S).toEqual([0, 5])
    expect(constraintBounds({type: 'points', scale: 'pearson', min: 45}).length.S).toEqual([8, 13])
    expect(constraintBounds({type: 'points', scale: 'rule', min: 20, suit: 'S'})).toEqual(unboundedBounds())
  })

  it('should write the same bounds as ten numbers, at an offset, for every kind of node', () => {
    const flat = ({hcp, length}: ReturnType<typeof constraintBounds>) => [...hcp, ...length.S, ...length.H, ...length.D, ...length.C]
    const cases: Constraint[] = [
      notrump,
      {type: 'or', children: []},
      {type: 'or', children: [{type: 'length', suit: 'H', min: 6, max: 4}, {type: 'points', scale: 'hcp', min: 5, max: 9}, {type: 'balanced', semi: true}]},
      {type: 'and', children: [{type: 'shape', pattern: '5431', any: true}, {type: 'points', scale: 'pearson', min: 15, max: 16}]},
      {type: 'and', children: [{type: 'shape', pattern: '5xx2'}, {type: 'points', scale: 'rule', min: 20}, {type: 'count', of: 'void', max: 0}]},
      {type: 'not', child: notrump}
    ]
    const out = new Float64Array(13)
    for (const item of cases) {
      constraintBoundsInto(item, out, 3)
      expect([...out.subarray(3)]).toEqual(flat(constraintBounds(item)))
    }
  })

  it('should meet and hull bounds', () => {
    const a = unboundedBounds()
    a.hcp = [10, 12]
    const b = unboundedBounds()
    b.hcp = [12, 15]
    expect(meetBounds(a, b).hcp).toEqual([12, 12])
    expect(hullBounds(a, b).hcp).toEqual([10, 15])
    b.hcp = [13, 15]
    expect(isEmptyBounds(meetBounds(a, b))).toBe(true)
  })
})

describe('evaluateConstraint', () => {
  const hand = {hcp: 16, balanced: true, spades: 3}
  const test = (atom: Atom): boolean | undefined => {
    if (atom.type === 'points') return inRange(hand.hcp, atom)
    if (atom.type === 'balanced') return hand.balanced
    if (atom.type === 'length' && atom.suit === 'S') return inRange(hand.spades, atom)
    return undefined
  }

  it('should evaluate and, or and not', () => {
    expect(evaluateConstraint(notrump, test)).toBe(true)
    expect(evaluateConstraint({type: 'not', child: notrump}, test)).toBe(false)
    expect(evaluateConstraint({type: 'or', children: [{type: 'length', suit: 'S', min: 5}, notrump]}, test)).toBe(true)
    expect(evaluateConstraint({type: 'and', children: []}, test)).toBe(true)
    expect(evaluateConstraint({type: 'or', children: []}, test)).toBe(false)
  })

  it('should say when the outcome cannot be decided', () => {
    const unknown: Constraint = {type: 'stopper', suit: 'C'}
    expect(evaluateConstraint(unknown, test)).toBeUndefined()
    expect(evaluateConstraint({type: 'and', children: [notrump, unknown]}, test)).toBeUndefined()
    expect(evaluateConstraint({type: 'and', children: [{type: 'length', suit: 'S', min: 5}, unknown]}, test)).toBe(false)
    expect(evaluateConstraint({type: 'or', children: [unknown, notrump]}, test)).toBe(true)
    expect(evaluateConstraint({type: 'or', children: [unknown, {type: 'length', suit: 'S', min: 5}]}, test)).toBeUndefined()
    expect(evaluateConstraint({type: 'not', child: unknown}, test)).toBeUndefined()
  })

  it('should treat open range ends as unbounded', () => {
    expect(inRange(5, {})).toBe(true)
    expect(inRange(5, {min: 6})).toBe(false)
    expect(inRange(5, {max: 4})).toBe(false)
  })
})

describe('transforms', () => {
  it('should list and map atoms', () => {
    expect(atomsOf({type: 'not', child: notrump}).map((atom) => atom.type)).toEqual(['points', 'balanced'])
    const mapped = mapAtoms({type: 'or', children: [notrump]}, (atom) =>
      atom.type === 'balanced' ? {type: 'balanced', semi: true} : atom
    )
    expect(mapped).toEqual({
      type: 'or',
      children: [{type: 'and', children: [{type: 'points', scale: 'hcp', min: 15, max: 17}, {type: 'balanced', semi: true}]}]
    })
    expect(mapAtoms({type: 'not', child: {type: 'balanced'}}, () => ({type: 'balanced', semi: true}))).toEqual({
      type: 'not',
      child: {type: 'balanced', semi: true}
    })
  })

  it('should combine constraints and skip absent ones', () => {
    expect(allOf()).toBeUndefined()
    expect(allOf(undefined, notrump)).toBe(notrump)
    expect(allOf(notrump, {type: 'length', suit: 'S', max: 4})).toEqual({
      type: 'and',
      children: [{type: 'points', scale: 'hcp', min: 15, max: 17}, {type: 'balanced'}, {type: 'length', suit: 'S', max: 4}]
    })
  })

  it('should normalise groups and drop raw spellings', () => {
    expect(
      normalizeConstraint({
        type: 'or',
        children: [{type: 'or', children: [{type: 'length', suit: 'S', min: 5, max: undefined, raw: 's(s,gte,5)'}]}]
      })
    ).toEqual({type: 'length', suit: 'S', min: 5})
    expect(normalizeConstraint({type: 'not', child: {type: 'and', children: [notrump]}})).toEqual({type: 'not', child: notrump})
    expect(normalizeConstraint({type: 'and', children: [{type: 'and', children: []}, {type: 'balanced'}]})).toEqual({
      type: 'and',
      children: [{type: 'and', children: []}, {type: 'balanced'}]
    })
  })

  it('should bind suit variables and references', () => {
    const constraint: Constraint = {
      type: 'and',
      children: [
        {type: 'length', suit: 'M', min: 5},
        {type: 'points', scale: 'support', suit: 'partner', min: 8},
        {type: 'points', scale: 'hcp', min: 8},
        {type: 'controls', suit: 'X', min: 1},
        {type: 'controls', min: 2},
        {type: 'compare', left: 'm', comparison: '>', right: 'C'},
        {type: 'stopper', suit: 'Z'},
        {type: 'balanced'}
      ]
    }
    expect(resolveSuits(constraint, {M: 'H', partner: 'S', X: 'D', m: 'D'})).toEqual({
      type: 'and',
      children: [
        {type: 'length', suit: 'H', min: 5},
        {type: 'points', scale: 'support', suit: 'S', min: 8},
        {type: 'points', scale: 'hcp', min: 8},
        {type: 'controls', suit: 'D', min: 1},
        {type: 'controls', min: 2},
        {type: 'compare', left: 'D', comparison: '>', right: 'C'},
        {type: 'stopper', suit: 'Z'},
        {type: 'balanced'}
      ]
    })
  })

  it('should share what names no bound variable with the input instead of copying it', () => {
    const hearts: Constraint = {type: 'length', suit: 'H', min: 5}
    const major: Constraint = {type: 'length', suit: 'M', min: 4}
    const points: Constraint = {type: 'points', scale: 'hcp', min: 11}
    const constraint: Constraint = {type: 'or', children: [{type: 'and', children: [hearts, points]}, {type: 'not', child: major}]}
    expect(resolveSuits(constraint, {M: 'S'})).toEqual({
      type: 'or',
      children: [{type: 'and', children: [hearts, points]}, {type: 'not', child: {type: 'length', suit: 'S', min: 4}}]
    })
    const resolved = resolveSuits(constraint, {M: 'S'})
    expect(resolved).not.toBe(constraint)
    expect(resolved.type === 'or' && resolved.children[0]).toBe(constraint.children[0])
    expect(resolveSuits(constraint, {m: 'D', partner: 'C'})).toBe(constraint)
    expect(constraint.children[1]).toEqual({type: 'not', child: {type: 'length', suit: 'M', min: 4}})
  })
})

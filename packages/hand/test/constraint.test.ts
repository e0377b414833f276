import {parseConstraint, resolveSuits, type Atom, type Constraint} from '@bidding/core/constraints'
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {
  compileConstraint,
  fitsConstraint,
  handAtomTest,
  hcp,
  parseHand,
  suitLength,
  suitLengths,
  undecidableAtoms,
  type Hand
} from '../src/index.js'

function hand(text: string): Hand {
  const result = parseHand(text)
  if (!result.ok) throw new Error(result.message)
  return result.hand
}

function constraint(text: string): Constraint {
  const result = parseConstraint(text)
  if (!result.ok) throw new Error(result.message)
  return result.constraint
}

// ♠AKJ52 ♥K83 ♦Q4 ♣J72: 14 HCP, 5=3=2=3.
const opener = hand('AKJ52.K83.Q4.J72')
// ♠Q9764 ♥- ♦AJ852 ♣K63: 10 HCP, 5=0=5=3.
const shapely = hand('Q9764..AJ852.K63')

const test = (atom: Atom, value: Hand) => handAtomTest(value)(atom)

describe('atoms', () => {
  it('should test points on every scale', () => {
    expect(test({type: 'points', scale: 'hcp', min: 14, max: 14}, opener)).toBe(true)
    expect(test({type: 'points', scale: 'hcp', min: 15}, opener)).toBe(false)
    expect(test({type: 'points', scale: 'hcp', suit: 'S', min: 8, max: 8}, opener)).toBe(true)
    expect(test({type: 'points', scale: 'length', min: 12, max: 12}, shapely)).toBe(true)
    expect(test({type: 'points', scale: 'shortness', min: 13, max: 13}, shapely)).toBe(true)
    expect(test({type: 'points', scale: 'support', suit: 'S', min: 15, max: 15}, shapely)).toBe(true)
    expect(test({type: 'points', scale: 'support', suit: 'H', max: 10}, shapely)).toBe(true)
    expect(test({type: 'points', scale: 'c13', min: 18, max: 18}, opener)).toBe(true)
    expect(test({type: 'points', scale: 'length', suit: 'S', min: 9, max: 9}, opener)).toBe(true)
  })

  it('should test the rule of 20 and the rule of 15, which count the whole hand', () => {
    expect(fitsConstraint(hand('KQ54.A873.6.KT64'), constraint('rule of 20'))).toBe(true)
    expect(fitsConstraint(hand('KJ8.A876.Q75.Q75'), constraint('rule of 20'))).toBe(false)
    expect(fitsConstraint(hand('J8.Q76.AJ765.K95'), constraint('rule of 20'))).toBe(false)
    expect(fitsConstraint(hand('AJT7653.QJT.T.J4'), constraint('rule of 15'))).toBe(true)
    expect(fitsConstraint(hand('75.A.A8742.QJ973'), constraint('rule of 15'))).toBe(false)
    expect(test({type: 'points', scale: 'rule', min: 20, max: 20}, shapely)).toBe(true)
    expect(test({type: 'points', scale: 'pearson', min: 15, max: 15}, shapely)).toBe(true)
    // Per suit they mean nothing: undecided.
    expect(test({type: 'points', scale: 'rule', suit: 'S', min: 1}, opener)).toBeUndefined()
    expect(test({type: 'points', scale: 'pearson', suit: 'S', min: 1}, opener)).toBeUndefined()
  })

  it('should count the two longest suits whichever they are', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray([...Array(52).keys()], {minLength: 13, maxLength: 13}), (cards) => {
        const holdings = [0, 0, 0, 0]
        for (const card of cards) holdings[Math.floor(card / 13)]! |= 1 << (card % 13)
        const value = holdings as unknown as Hand
        const lengths = suitLengths(value).sort((a, b) => b - a)
        const count = hcp(value) + lengths[0]! + lengths[1]!
        expect(test({type: 'points', scale: 'rule', min: count, max: count}, value)).toBe(true)
        expect(test({type: 'points', scale: 'rule', min: count + 1}, value)).toBe(false)
      }),
      {numRuns: 500}
    )
  })

  it('should test lengths, honours and controls', () => {
    expect(test({type: 'length', suit: 'S', min: 5}, opener)).toBe(true)
    expect(test({type: 'length', suit: 'H', min: 4}, opener)).toBe(false)
    expect(test({type: 'honours', suit: 'S', min: 3}, opener)).toBe(true)
    expect(test({type: 'honours', suit: 'S', top: 3, min: 3}, opener)).toBe(false)
    expect(test({type: 'controls', min: 4, max: 4}, opener)).toBe(true)
    expect(test({type: 'controls', suit: 'D', max: 0}, shapely)).toBe(false)
  })

  it('should count voids, singletons and doubletons', () => {
    expect(test({type: 'count', of: 'void', min: 1}, shapely)).toBe(true)
    expect(test({type: 'count', of: 'doubleton', max: 0}, opener)).toBe(false)
    expect(test({type: 'count', of: 'singleton', max: 0}, opener)).toBe(true)
  })

  it('should test shapes, balance, losers and quick tricks', () => {
    expect(test({type: 'shape', pattern: '5323'}, opener)).toBe(true)
    expect(test({type: 'shape', pattern: '5332', any: true}, opener)).toBe(true)
    expect(test({type: 'shape', pattern: 'x5xx'}, opener)).toBe(false)
    expect(test({type: 'balanced'}, opener)).toBe(true)
    expect(test({type: 'balanced'}, shapely)).toBe(false)
    expect(test({type: 'balanced', semi: true}, hand('AKJ52.K8.QJ43.J7'))).toBe(true)
    expect(test({type: 'losers', max: 8}, opener)).toBe(true)
    expect(test({type: 'losers', method: 'simple', max: 7}, opener)).toBe(false)
    expect(test({type: 'losers', method: 'nltc', min: 6, max: 6}, shapely)).toBe(true)
    expect(test({type: 'quickTricks', min: 2.5, max: 2.5}, opener)).toBe(true)
  })

  it('should test suit quality, stoppers, cards, comparisons and the longest suit', () => {
    expect(test({type: 'suitQuality', suit: 'S', min: 8}, opener)).toBe(true)
    expect(test({type: 'stopper', suit: 'D'}, opener)).toBe(false)
    expect(test({type: 'stopper', suit: 'D', half: true}, opener)).toBe(true)
    expect(test({type: 'card', card: 'SA'}, opener)).toBe(true)
    expect(test({type: 'card', card: 'HA'}, opener)).toBe(false)
    expect(test({type: 'compare', left: 'S', comparison: '>', right: 'H'}, opener)).toBe(true)
    expect(test({type: 'compare', left: 'H', comparison: '=', right: 'C'}, opener)).toBe(true)
    expect(test({type: 'compare', left: 'H', comparison: '!=', right: 'C'}, opener)).toBe(false)
    expect(test({type: 'compare', left: 'D', comparison: '<=', right: 'C'}, opener)).toBe(true)
    expect(test({type: 'compare', left: 'D', comparison: '<', right: 'C'}, opener)).toBe(true)
    expect(test({type: 'compare', left: 'D', comparison: '>=', right: 'C'}, opener)).toBe(false)
    expect(test({type: 'longest', suit: 'S', strict: true}, opener)).toBe(true)
    expect(test({type: 'longest', suit: 'D'}, shapely)).toBe(true)
    expect(test({type: 'longest', suit: 'D', strict: true}, shapely)).toBe(false)
  })

  it('should leave unresolved suits, unknown scales, bad shapes and opaque qualities undecided', () => {
    const undecided: Atom[] = [
      {type: 'length', suit: 'M', min: 5},
      {type: 'points', scale: 'zar', min: 26},
      {type: 'points', scale: 'support'},
      {type: 'points', scale: 'hcp', suit: 'partner'},
      {type: 'honours', suit: 'S', top: 7},
      {type: 'shape', pattern: '54'},
      {type: 'card', card: 'Z9'},
      {type: 'compare', left: 'X', comparison: '>', right: 'S'},
      {type: 'longest', suit: 'bid'},
      {type: 'stopper', suit: 'oM'},
      {type: 'suitQuality', suit: 'om'},
      {type: 'controls', suit: 'Y'},
      {type: 'quality', name: 'Strength', comparison: '>=', value: 'Strong'}
    ]
    for (const atom of undecided) expect(test(atom, opener), JSON.stringify(atom)).toBeUndefined()
    expect(undecidableAtoms({type: 'and', children: [...undecided, {type: 'balanced'}]})).toEqual(undecided)
  })

  it('should decide opaque qualities and extra scales the caller knows', () => {
    const options = {
      scales: {zar: [6, 4, 2, 1]},
      quality: (atom: {name: string}, value: Hand) => (atom.name === 'Strength' ? hcp(value) >= 12 : undefined)
    }
    expect(handAtomTest(opener, options)({type: 'quality', name: 'Strength', comparison: '', value: ''})).toBe(true)
    expect(handAtomTest(opener, options)({type: 'quality', name: 'Other', comparison: '', value: ''})).toBeUndefined()
    expect(handAtomTest(opener, options)({type: 'points', scale: 'zar', min: 18, max: 18})).toBe(true)
    expect(undecidableAtoms({type: 'points', scale: 'zar'}, options)).toEqual([])
  })
})

describe('fitsConstraint', () => {
  it('should evaluate the constraint notation of core', () => {
    expect(fitsConstraint(opener, constraint('12-14 HCP, balanced'))).toBe(true)
    expect(fitsConstraint(opener, constraint('15-17 HCP, balanced'))).toBe(false)
    expect(fitsConstraint(shapely, constraint('5+♠ and 5+♦, 0 hearts'))).toBe(true)
    expect(fitsConstraint(shapely, constraint('6+♠ or 5+♦'))).toBe(true)
    expect(fitsConstraint(shapely, constraint('not balanced'))).toBe(true)
  })

  it('should use three-valued logic for undecidable atoms', () => {
    const withVariable = constraint('5+M, 12+ HCP')
    expect(fitsConstraint(opener, withVariable)).toBeUndefined()
    expect(fitsConstraint(shapely, withVariable)).toBe(false)
    expect(fitsConstraint(opener, resolveSuits(withVariable, {M: 'S'}))).toBe(true)
    expect(fitsConstraint(opener, {type: 'or', children: [{type: 'length', suit: 'M', min: 5}, {type: 'balanced'}]})).toBe(true)
  })
})

describe('compileConstraint', () => {
  const atoms = fc.oneof(
    fc.record({type: fc.constant('points' as const), scale: fc.constantFrom('hcp', 'length', 'shortness', 'c13', 'zar'), min: fc.integer({min: 0, max: 20})}),
    fc.record({type: fc.constant('points' as const), scale: fc.constantFrom('hcp', 'length'), suit: fc.constantFrom('S', 'C', 'M' as const), min: fc.integer({min: 0, max: 6}), max: fc.integer({min: 2, max: 10})}),
    fc.record({type: fc.constant('points' as const), scale: fc.constant('support'), suit: fc.constantFrom('S', 'H', 'M' as const), max: fc.integer({min: 5, max: 25})}),
    fc.record({type: fc.constant('length' as const), suit: fc.constantFrom('S', 'H', 'D', 'C', 'M' as const), min: fc.integer({min: 0, max: 6}), max: fc.integer({min: 2, max: 8})}),
    fc.record({type: fc.constant('honours' as const), suit: fc.constantFrom('S', 'H' as const), top: fc.integer({min: 1, max: 6}), min: fc.integer({min: 0, max: 3})}),
    fc.record({type: fc.constant('controls' as const), min: fc.integer({min: 0, max: 6})}),
    fc.record({type: fc.constant('count' as const), of: fc.constantFrom('void', 'singleton', 'doubleton' as const), min: fc.integer({min: 0, max: 2})}),
    fc.record({type: fc.constant('shape' as const), pattern: fc.constantFrom('4333', '5xxx', 'x5xx', '4432', '44xx'), any: fc.boolean()}),
    fc.record({type: fc.constant('balanced' as const), semi: fc.boolean()}),
    fc.record({type: fc.constant('losers' as const), method: fc.constantFrom('simple', 'nltc' as const), max: fc.integer({min: 4, max: 9})}),
    fc.record({type: fc.constant('quickTricks' as const), min: fc.constantFrom(1, 1.5, 2, 3)}),
    fc.record({type: fc.constant('stopper' as const), suit: fc.constantFrom('S', 'C' as const), half: fc.boolean()}),
    fc.record({type: fc.constant('card' as const), card: fc.constantFrom('SA', 'HK', 'D2', 'CT')}),
    fc.record({type: fc.constant('compare' as const), left: fc.constantFrom('S', 'H' as const), comparison: fc.constantFrom('<', '<=', '=', '>=', '>', '!=' as const), right: fc.constantFrom('D', 'C' as const)}),
    fc.record({type: fc.constant('longest' as const), suit: fc.constantFrom('S', 'D' as const), strict: fc.boolean()})
  ) as fc.Arbitrary<Constraint>
  const tree = fc.letrec<{node: Constraint}>((tie) => ({
    node: fc.oneof(
      {depthSize: 'small', withCrossShrink: true},
      atoms,
      fc.record({type: fc.constantFrom('and', 'or' as const), children: fc.array(tie('node'), {maxLength: 3})}) as fc.Arbitrary<Constraint>,
      fc.record({type: fc.constant('not' as const), child: tie('node')}) as fc.Arbitrary<Constraint>
    )
  })).node
  const hands = fc.shuffledSubarray([...Array.from({length: 52}).keys()], {minLength: 13, maxLength: 13}).map((cards) => {
    const value: [number, number, number, number] = [0, 0, 0, 0]
    for (const card of cards) value[Math.floor(card / 13)]! |= 1 << card % 13
    return value as Hand
  })

  it('should agree with core’s evaluateConstraint on random trees and hands', () => {
    fc.assert(
      fc.property(tree, hands, (value, cards) => {
        expect(compileConstraint(value)(cards, 0)).toBe(fitsConstraint(cards, value))
      }),
      {numRuns: 500}
    )
  })

  it('should test HCP, HCP in a suit and suit lengths as the evaluation counts them', () => {
    const suits = ['S', 'H', 'D', 'C'] as const
    fc.assert(
      fc.property(hands, fc.constantFrom(undefined, ...suits), fc.integer({min: 0, max: 13}), fc.integer({min: 0, max: 25}), (cards, suit, low, span) => {
        const points = suit === undefined ? hcp(cards) : hcp(cards, suit)
        const inRange = (value: number) => value >= low && value <= low + span
        const hcpAtom: Constraint = suit === undefined ? {type: 'points', scale: 'hcp', min: low, max: low + span} : {type: 'points', scale: 'hcp', suit, min: low, max: low + span}
        expect(compileConstraint(hcpAtom)(cards, 0)).toBe(inRange(points))
        expect(compileConstraint({type: 'points', scale: 'hcp', min: low})(cards, 0)).toBe(hcp(cards) >= low)
        for (const each of suits) expect(compileConstraint({type: 'length', suit: each, min: low, max: low + span})(cards, 0)).toBe(inRange(suitLength(cards, each)))
      }),
      {numRuns: 200}
    )
  })

  it('should read a hand at any offset of a holdings array', () => {
    const compiled = compileConstraint(constraint('5+♠, 12+ HCP'))
    const holdings = new Uint16Array([...shapely, ...opener])
    expect(compiled(holdings, 0)).toBe(false)
    expect(compiled(holdings, 4)).toBe(true)
  })

  it('should hold for no hand when a disjunction is empty and for all when a conjunction is', () => {
    expect(compileConstraint({type: 'or', children: []})(opener, 0)).toBe(false)
    expect(compileConstraint({type: 'and', children: []})(opener, 0)).toBe(true)
    expect(suitLengths(opener)).toEqual([5, 3, 2, 3])
  })
})

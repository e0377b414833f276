import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {
  adjustedPoints,
  controls,
  describeHand,
  fitsConstraint,
  playingTricks,
  hcp,
  honours,
  isBalanced,
  isLongest,
  isSemiBalanced,
  lengthPoints,
  losers,
  matchesShape,
  newLosers,
  parseHand,
  pattern,
  patternString,
  pearsonPoints,
  quickTricks,
  rulePoints,
  scalePointsOf,
  shapeString,
  shortnessPoints,
  stopper,
  suitLength,
  suitLengths,
  suitQuality,
  suitsOfLength,
  supportPoints,
  type Hand
} from '../src/index.js'

function hand(text: string): Hand {
  const result = parseHand(text)
  if (!result.ok) throw new Error(result.message)
  return result.hand
}

// ♠AKJ52 ♥K83 ♦Q4 ♣J72: 14 HCP, 5=3=2=3.
const opener = hand('AKJ52.K83.Q4.J72')
// ♠Q9764 ♥- ♦AJ852 ♣K63: 10 HCP, 5-0-5-3.
const shapely = hand('Q9764..AJ852.K63')

describe('points', () => {
  it('should count HCP of the hand and of a suit', () => {
    expect(hcp(opener)).toBe(14)
    expect(hcp(opener, 'S')).toBe(8)
    expect(hcp(shapely)).toBe(10)
  })

  it('should count length and shortness points as bidding_space defines them', () => {
    // 14 HCP + one for the fifth spade.
    expect(lengthPoints(opener)).toBe(15)
    // 14 HCP + 1 for the doubleton.
    expect(shortnessPoints(opener)).toBe(15)
    // 10 HCP + 1 + 1 for two five-card suits; 10 + 3 for the void.
    expect(lengthPoints(shapely)).toBe(12)
    expect(shortnessPoints(shapely)).toBe(13)
  })

  it('should count support points by the number of trumps', () => {
    // Spades as trumps with five: the void counts 5.
    expect(supportPoints(shapely, 'S')).toBe(15)
    // Clubs with three: the void counts 3.
    expect(supportPoints(shapely, 'C')).toBe(13)
    // Hearts, a void: no support, HCP only.
    expect(supportPoints(shapely, 'H')).toBe(10)
    // Three clubs, a doubleton diamond: +1.
    expect(supportPoints(opener, 'C')).toBe(15)
  })

  it('should count the rule of 20 and Pearson points (the rule of 15)', () => {
    // 14 HCP + 5 spades + 3 (hearts or clubs).
    expect(rulePoints(opener)).toBe(22)
    // 10 HCP + 5 + 5.
    expect(rulePoints(shapely)).toBe(20)
    // SAYC p. 26: ♠KQ54 ♥A873 ♦6 ♣KT64, 12 HCP + 4 + 4.
    expect(rulePoints(hand('KQ54.A873.6.KT64'))).toBe(20)
    // A flat hand: 4 + 3.
    expect(rulePoints(hand('KJ8.A876.Q75.Q75'))).toBe(12 + 7)
    expect(pearsonPoints(opener)).toBe(19)
    // SAYC p. 86: ♠AJT7653 ♥QJT ♦T ♣J4, 9 HCP + 7 spades.
    expect(pearsonPoints(hand('AJT7653.QJT.T.J4'))).toBe(16)
    expect(pearsonPoints(hand('75.A.A8742.QJ973'))).toBe(11 + 2)
  })

  it('should count named scales and explicit weights', () => {
    expect(scalePointsOf(opener, 'c13')).toBe(6 + 4 + 1 + 4 + 2 + 1)
    expect(scalePointsOf(opener, 'aces')).toBe(1)
    expect(scalePointsOf(opener, 'top3', 'S')).toBe(2)
    expect(scalePointsOf(opener, [1, 1, 1, 1, 1])).toBe(6)
    expect(scalePointsOf(opener, 'mine', undefined, {mine: [10]})).toBe(10)
    expect(scalePointsOf(opener, 'unknown')).toBeUndefined()
  })

  it('should know no scale called `constructor`, `toString` or `__proto__` (keys of Object.prototype)', () => {
    for (const name of ['constructor', 'toString', '__proto__']) {
      expect(scalePointsOf(opener, name)).toBeUndefined()
      expect(scalePointsOf(opener, name, undefined, {mine: [10]})).toBeUndefined()
    }
  })
})

describe('controls, losers and tricks', () => {
  it('should count controls', () => {
    expect(controls(opener)).toBe(4)
    expect(controls(opener, 'H')).toBe(1)
  })

  it('should count losers by dealer’s rule and by the new losing-trick count', () => {
    // ♠AKJxx 1, ♥Kxx 2, ♦Qx 2, ♣Jxx 3.
    expect(losers(opener)).toBe(8)
    expect(losers(opener, 'D')).toBe(2)
    // NLTC: ♠ 0.5, ♥ 2, ♦ 2.5, ♣ 3.
    expect(newLosers(opener)).toBe(8)
    expect(newLosers(shapely)).toBe(2.5 + 0 + 1.5 + 2)
  })

  it('should count quick tricks', () => {
    // AK 2, Kx ½.
    expect(quickTricks(opener)).toBe(2.5)
    expect(quickTricks(shapely, 'D')).toBe(1)
  })

  it('should rate stoppers, honours and suit quality', () => {
    expect(stopper(opener, 'S')).toBe(2)
    expect(stopper(opener, 'D')).toBe(1)
    expect(stopper(opener, 'C')).toBe(1)
    expect(stopper(shapely, 'H')).toBe(0)
    expect(honours(opener, 'S')).toBe(3)
    expect(honours(opener, 'S', 2)).toBe(2)
    expect(() => honours(opener, 'S', 6)).toThrow(RangeError)
    expect(suitQuality(opener, 'S')).toBe(8)
  })
})

describe('context-sensitive counts', () => {
  it('should count a 4-3-3-3 hand one point less, and no other shape', () => {
    expect(adjustedPoints(hand('AQ32.K32.Q32.K32'))).toBe(13)
    expect(adjustedPoints(opener)).toBe(14)
    expect(fitsConstraint(hand('AQ32.K32.Q32.K32'), {type: 'points', scale: 'adjusted', min: 14})).toBe(false)
    expect(fitsConstraint(opener, {type: 'points', scale: 'adjusted', min: 14})).toBe(true)
  })

  it('should count playing tricks as thirteen less the losers', () => {
    // ♠AKQJT98 ♥AK ♦AK ♣32: losers 0 + 0 + 0 + 2.
    const strong = hand('AKQJT98.AK.AK.32')
    expect(playingTricks(strong)).toBe(11)
    expect(fitsConstraint(strong, {type: 'points', scale: 'playing-tricks', min: 9})).toBe(true)
    expect(playingTricks(opener)).toBe(13 - losers(opener))
  })
})

describe('shape', () => {
  it('should give lengths, the sorted pattern and the exact shape', () => {
    expect(suitLengths(shapely)).toEqual([5, 0, 5, 3])
    expect(suitLength(shapely, 'D')).toBe(5)
    expect(pattern(shapely)).toEqual([5, 5, 3, 0])
    expect(patternString(opener)).toBe('5332')
    expect(shapeString(shapely)).toBe('5=0=5=3')
  })

  it('should tell balanced and semi-balanced hands', () => {
    expect(isBalanced(opener)).toBe(true)
    expect(isBalanced(shapely)).toBe(false)
    expect(isSemiBalanced(hand('AKJ52.K8.QJ43.J7'))).toBe(true)
    expect(isBalanced(hand('AKJ52.K8.QJ43.J7'))).toBe(false)
    expect(isSemiBalanced(hand('AKJ52.K83.QJ43.J'))).toBe(false)
  })

  it('should read balance, 4-3-3-3, the rule of 20 and support points from the sorted lengths on any hand', () => {
    const hands = fc.shuffledSubarray([...Array.from({length: 52}).keys()], {minLength: 13, maxLength: 13}).map((cards) => {
      const holdings: [number, number, number, number] = [0, 0, 0, 0]
      for (const card of cards) holdings[Math.floor(card / 13)]! |= 1 << card % 13
      return holdings as Hand
    })
    // Long suits too: a 10+ card suit is where a pattern stops being four digits.
    const long = fc.constantFrom(hand('AKQJT98765432...'), hand('AKQJT9876543.2..'), hand('AKQJT98765.432..'), hand('AKQJT9876.5.4.32'))
    fc.assert(
      fc.property(fc.oneof(hands, long), (value) => {
        const lengths = suitLengths(value)
        const sorted = [...lengths].sort((a, b) => b - a)
        const key = sorted.join('')
        const points = hcp(value)
        expect(isBalanced(value)).toBe(['4333', '4432', '5332'].includes(key))
        expect(isSemiBalanced(value)).toBe(['4333', '4432', '5332', '5422', '6322'].includes(key))
        expect(adjustedPoints(value)).toBe(points - (key === '4333' ? 1 : 0))
        expect(rulePoints(value)).toBe(points + sorted[0]! + sorted[1]!)
        for (const [index, trump] of (['S', 'H', 'D', 'C'] as const).entries()) {
          const trumps = lengths[index]!
          let support = points
          for (const [other, cards] of lengths.entries()) {
            if (other === index || trumps < 3 || cards > 2) continue
            support += trumps === 3 ? 3 - cards : [5, 3, 1][cards]!
          }

          expect(supportPoints(value, trump)).toBe(support)
        }
      }),
      {numRuns: 300}
    )
  })

  it('should count voids, singletons and doubletons', () => {
    expect(suitsOfLength(shapely, 0)).toBe(1)
    expect(suitsOfLength(opener, 2)).toBe(1)
    expect(suitsOfLength(opener, 1)).toBe(0)
  })

  it('should match exact and any-order shapes with wildcards', () => {
    expect(matchesShape(opener, '5323')).toBe(true)
    expect(matchesShape(opener, '5332')).toBe(false)
    expect(matchesShape(opener, '3532')).toBe(false)
    expect(matchesShape(opener, '3532', true)).toBe(true)
    expect(matchesShape(opener, '5xxx')).toBe(true)
    expect(matchesShape(opener, 'x5xx')).toBe(false)
    expect(matchesShape(shapely, '0xxx', true)).toBe(true)
    expect(matchesShape(opener, '0xxx', true)).toBe(false)
    expect(matchesShape(opener, '53')).toBeUndefined()
  })

  it('should find the longest suit', () => {
    expect(isLongest(shapely, 'S')).toBe(true)
    expect(isLongest(shapely, 'S', true)).toBe(false)
    expect(isLongest(opener, 'S', true)).toBe(true)
    expect(isLongest(opener, 'C')).toBe(false)
  })
})

describe('describeHand', () => {
  it('should gather every measure', () => {
    const description = describeHand(opener)
    expect(description).toMatchObject({
      hcp: 14,
      lengthPoints: 15,
      shortnessPoints: 15,
      controls: 4,
      losers: 8,
      newLosers: 8,
      quickTricks: 2.5,
      lengths: [5, 3, 2, 3],
      pattern: '5332',
      shape: '5=3=2=3',
      balanced: true,
      semiBalanced: true,
      voids: 0,
      singletons: 0,
      doubletons: 1
    })
    expect(description.suits.S).toEqual({length: 5, hcp: 8, controls: 3, honours: 3, losers: 1, newLosers: 0.5, quickTricks: 2, stopper: 2, quality: 8})
  })
})

import {constraintToString} from '@bidding/core/constraints'
import {callOfBid, testToConstraint} from '@bidding/rules-xml-parse'
import {describe, expect, test} from 'vitest'

function text(quality: string, comparison: string, value: string): string {
  return constraintToString(testToConstraint({quality, comparison, value}))
}

describe('testToConstraint', () => {
  test('should read point counts with every comparison', () => {
    expect(text('point count', '<=', '7')).toBe('≤7 HCP')
    expect(text('point count', '<', '12')).toBe('≤11 HCP')
    expect(text('Point Count', '>=', '15')).toBe('15+ HCP')
    expect(text('points', '>', '15')).toBe('16+ HCP')
    expect(text('point count', 'is', '10')).toBe('10 HCP')
    expect(text('high card points', '=', '10')).toBe('10 HCP')
    expect(text('hcp', 'is not', '10')).toBe('not 10 HCP')
    expect(text('point count', 'is at least', ' 12 ')).toBe('12+ HCP')
    expect(text('total points', 'is at most', '9')).toBe('≤9 length points')
  })

  test('should read the length of a suit', () => {
    expect(text('length of spades', '>=', '5')).toBe('5+♠')
    expect(text('length of the hearts suit', 'is', '4')).toBe('4♥')
    expect(text('diamond length', '<', '3')).toBe('≤2♦')
    expect(text('number of clubs', '!=', '0')).toBe('not 0♣')
  })

  test('should read the length of the longest suit as some suit reaching it and none passing it', () => {
    expect(text('length of longest suit', '>=', '5')).toBe('5+♠ or 5+♥ or 5+♦ or 5+♣')
    expect(text('length of the longest suit', '<=', '4')).toBe('≤4♠, ≤4♥, ≤4♦, ≤4♣')
    expect(text('longest suit length', 'is', '6')).toBe('≤6♠, ≤6♥, ≤6♦, ≤6♣, (6+♠ or 6+♥ or 6+♦ or 6+♣)')
    expect(text('length of longest suit', 'is not', '4')).toBe('not (≤4♠, ≤4♥, ≤4♦, ≤4♣, (4+♠ or 4+♥ or 4+♦ or 4+♣))')
  })

  test('should read the shape', () => {
    expect(text('shape', 'is', 'balanced')).toBe('balanced')
    expect(text('shape', 'is not', 'Balanced')).toBe('not balanced')
    expect(text('shape', 'is', 'unbalanced')).toBe('not balanced')
    expect(text('shape', 'is not', 'unbalanced')).toBe('balanced')
    expect(text('shape', 'is', 'semi-balanced')).toBe('semi-balanced')
    expect(text('shape', 'is', '4-4-3-2')).toBe('4-4-3-2')
    expect(text('shape', 'is', '5=4=2=2')).toBe('5=4=2=2')
    expect(testToConstraint({quality: 'shape', comparison: 'is', value: '4-4-4-4'})).toMatchObject({type: 'quality'})
  })

  test('should read the longest suit, a named one or a kind of suit', () => {
    expect(text('longest suit', 'is', 'Spades')).toBe('♠ longest')
    expect(text('longest suit', 'is not', 'clubs')).toBe('not ♣ longest')
    expect(text('longest suit', 'is', 'the H')).toBe('♥ longest')
    expect(text('longest suit', 'is a major suit', '')).toBe('♠ longest or ♥ longest')
    expect(text('longest suit', 'is not a', 'minor suit')).toBe('not (♦ longest or ♣ longest)')
    expect(text('longest suit', 'is', 'a minor')).toBe('♦ longest or ♣ longest')
  })

  test('should keep any other test as written, as a quality atom', () => {
    expect(testToConstraint({quality: "my partner's first bid", comparison: 'is', value: 'one notrump'})).toEqual({
      type: 'quality',
      name: "my partner's first bid",
      comparison: 'is',
      value: 'one notrump'
    })
    expect(text('best suit', 'is', 'partner’s suit')).toBe('[best suit is partner’s suit]')
    // A value that names another quality is not a number.
    expect(text('point count', '>=', "partner's points")).toBe("[point count >= partner's points]")
    expect(text('point count', 'resembles', '12')).toBe('[point count resembles 12]')
    expect(text('longest suit', 'is', 'best suit')).toBe('[longest suit is best suit]')
  })
})

describe('callOfBid', () => {
  test('should read calls and patterns in canonical spelling', () => {
    expect(callOfBid('1NT')).toBe('1N')
    expect(callOfBid(' Pass ')).toBe('P')
    expect(callOfBid('X')).toBe('X')
    expect(callOfBid('Rdbl')).toBe('XX')
    expect(callOfBid('2♠')).toBe('2S')
    expect(callOfBid('1M')).toBe('1M')
    expect(callOfBid('bid 3NT')).toBe('3N')
  })

  test('should read the words the game’s documentation uses', () => {
    expect(callOfBid('one notrump')).toBe('1N')
    expect(callOfBid('Two Hearts')).toBe('2H')
    expect(callOfBid('bid 4 of spades')).toBe('4S')
    expect(callOfBid('seven no trump')).toBe('7N')
  })

  test('should leave other text alone', () => {
    expect(callOfBid('2 of longest suit')).toBeUndefined()
    // Calls in words are core call patterns (BML 1), but not calls of this format.
    expect(callOfBid('raise')).toBeUndefined()
    expect(callOfBid('any')).toBeUndefined()
    expect(callOfBid('2N+')).toBeUndefined()
    expect(callOfBid('eight clubs')).toBeUndefined()
    expect(callOfBid('')).toBeUndefined()
    expect(callOfBid('bid')).toBeUndefined()
    expect(callOfBid('1 constructor')).toBeUndefined()
  })
})

import {describe, expect, it} from 'vitest'
import {
  callWords,
  formatCallPattern,
  isCallPattern,
  isConcrete,
  normalizeCallPattern,
  parseCallPattern,
  variableSuits
} from '@bidding/core/calls'

describe('parseCallPattern', () => {
  it('should read concrete calls as calls', () => {
    expect(parseCallPattern('1NT')).toEqual({type: 'call', call: '1N'})
    expect(parseCallPattern('D')).toEqual({type: 'call', call: 'X'})
  })

  it('should read every BML shorthand', () => {
    expect(parseCallPattern('3CD')).toEqual({type: 'strains', level: 3, strains: ['C', 'D']})
    expect(parseCallPattern('2CN')).toEqual({type: 'strains', level: 2, strains: ['C', 'N']})
    expect(parseCallPattern('1red')).toEqual({type: 'strains', level: 1, strains: ['D', 'H'], word: 'red'})
    expect(parseCallPattern('2BLACK')).toEqual({type: 'strains', level: 2, strains: ['C', 'S'], word: 'black'})
    expect(parseCallPattern('1M')).toEqual({type: 'variable', level: 1, variable: 'M'})
    expect(parseCallPattern('2m')).toEqual({type: 'variable', level: 2, variable: 'm'})
    expect(parseCallPattern('2oM')).toEqual({type: 'variable', level: 2, variable: 'oM'})
    expect(parseCallPattern('3om')).toEqual({type: 'variable', level: 3, variable: 'om'})
    expect(parseCallPattern('2x')).toEqual({type: 'variable', level: 2, variable: 'X'})
    expect(parseCallPattern('4Y')).toEqual({type: 'variable', level: 4, variable: 'Y'})
    expect(parseCallPattern('4z')).toEqual({type: 'variable', level: 4, variable: 'Z'})
    expect(parseCallPattern('1step')).toEqual({type: 'steps', steps: 1})
    expect(parseCallPattern('3STEPS')).toEqual({type: 'steps', steps: 3})
    // Any number of steps up to the 35 there are; levels stay 1–7.
    expect(parseCallPattern('9steps')).toEqual({type: 'steps', steps: 9})
    expect(parseCallPattern('35steps')).toEqual({type: 'steps', steps: 35})
    expect(parseCallPattern('36steps')).toBe(undefined)
    expect(parseCallPattern('0steps')).toBe(undefined)
    expect(parseCallPattern('8X')).toBe(undefined)
    expect(parseCallPattern('12CD')).toBe(undefined)
    expect(parseCallPattern('2S/3H')).toEqual({
      type: 'alternatives',
      options: [
        {type: 'call', call: '2S'},
        {type: 'call', call: '3H'}
      ]
    })
    expect(variableSuits.oM).toEqual(['H', 'S'])
  })

  it('should refuse what is neither a call nor a pattern', () => {
    for (const text of ['', '9X', '1OM', '1Q', '2S/', '2S/4Q', 'MM', '2nd', '1constructor', '2toString']) {
      expect(parseCallPattern(text), text).toBeUndefined()
    }
  })
})

describe('calls in words', () => {
  it('should read a call described in words, with or without a level, as data', () => {
    expect(parseCallPattern('other')).toEqual({type: 'described', word: 'other'})
    expect(parseCallPattern('Others')).toEqual({type: 'described', word: 'other'})
    expect(parseCallPattern('3new')).toEqual({type: 'described', level: 3, word: 'new'})
    expect(parseCallPattern('nextSuit')).toEqual({type: 'described', word: 'nextSuit'})
    expect(parseCallPattern('oM')).toEqual({type: 'described', word: 'oM'})
    // At a level these stay suit variables.
    expect(parseCallPattern('2oM')).toEqual({type: 'variable', level: 2, variable: 'oM'})
  })

  it('should read a call or higher and levels shared by alternatives', () => {
    expect(parseCallPattern('2N+')).toEqual({type: 'orHigher', from: {type: 'call', call: '2N'}})
    expect(parseCallPattern('2x+')).toEqual({type: 'orHigher', from: {type: 'variable', level: 2, variable: 'X'}})
    expect(normalizeCallPattern('3/4new')).toBe('3new/4new')
    expect(normalizeCallPattern('2/3x')).toBe('2X/3X')
    expect(normalizeCallPattern('4H/others')).toBe('4H/other')
  })

  it('should refuse words outside the vocabulary, inherited names and bad plus forms', () => {
    for (const token of ['whatever', 'constructor', '1toString', '8other', 'P+', '2steps+', '+', 'any+x']) {
      expect(parseCallPattern(token), token).toBeUndefined()
    }

    expect(callWords).toContain('cue')
    expect(isCallPattern('other')).toBe(true)
    expect(isCallPattern('others')).toBe(false)
  })
})

describe('formatCallPattern', () => {
  it('should print the canonical spelling', () => {
    for (const [text, canonical] of [
      ['1NT', '1N'],
      ['3CD', '3CD'],
      ['1Red', '1red'],
      ['2x', '2X'],
      ['1STEP', '1step'],
      ['2steps', '2steps'],
      ['2s/3h', '2S/3H'],
      ['R', 'XX']
    ] as const) {
      expect(normalizeCallPattern(text), text).toBe(canonical)
      expect(formatCallPattern(parseCallPattern(text)!)).toBe(canonical)
    }

    expect(normalizeCallPattern('1Q')).toBeUndefined()
  })

  it('should tell canonical spellings and concrete calls', () => {
    expect(isCallPattern('2X')).toBe(true)
    expect(isCallPattern('2x')).toBe(false)
    expect(isConcrete('2X')).toBe(false)
    expect(isConcrete('X')).toBe(true)
    expect(isConcrete('7N')).toBe(true)
  })
})

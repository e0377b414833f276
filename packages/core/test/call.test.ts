import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {
  bidOfRank,
  bidRank,
  cheapestBid,
  compareBids,
  formatCall,
  isCall,
  isContractBid,
  levelOf,
  parseCall,
  stepAbove,
  strainOf,
  type Call,
  type CallSpelling
} from '@bidding/core/calls'

describe('parseCall', () => {
  it('should read every common spelling of a bid', () => {
    for (const text of ['1N', '1NT', '1nt', '1n', '1SA', ' 1 NT ']) expect(parseCall(text), text).toBe('1N')
    for (const text of ['4S', '4s', '4♠', '4!s']) expect(parseCall(text), text).toBe('4S')
    expect(parseCall('2♡')).toBe('2H')
    expect(parseCall('3♢')).toBe('3D')
    expect(parseCall('7♣')).toBe('7C')
  })

  it('should read every common spelling of pass, double and redouble', () => {
    for (const text of ['P', 'PASS', 'Pass', 'pass', 'nb', '--']) expect(parseCall(text), text).toBe('P')
    for (const text of ['X', 'D', 'Db', 'DBL', 'Dbl', 'double']) expect(parseCall(text), text).toBe('X')
    for (const text of ['XX', 'R', 'Rd', 'RDBL', 'Rdbl', 'redouble']) expect(parseCall(text), text).toBe('XX')
  })

  it('should refuse what is not a call', () => {
    for (const text of ['', '8C', '0N', '1Z', '1', 'C', '2CD', 'PP', 'XXX', '1 constructor', '1toString', '1__proto__']) {
      expect(parseCall(text), text).toBeUndefined()
    }
  })
})

describe('formatCall', () => {
  it('should spell calls as each format does', () => {
    const calls: Call[] = ['1N', '2S', 'P', 'X', 'XX']
    const expected: Record<CallSpelling, string[]> = {
      canonical: ['1N', '2S', 'P', 'X', 'XX'],
      bml: ['1N', '2S', 'P', 'D', 'R'],
      bss: ['1N', '2S', 'P', 'D', 'R'],
      bboalert: ['1N', '2S', '--', 'Db', 'Rd'],
      bidspace: ['1nt', '2s', 'nb', 'x', 'xx'],
      slam: ['1NT', '2S', 'PASS', 'X', 'XX'],
      pbn: ['1NT', '2S', 'Pass', 'X', 'XX'],
      display: ['1NT', '2S', 'Pass', 'Dbl', 'Rdbl'],
      symbols: ['1NT', '2♠', 'Pass', 'Dbl', 'Rdbl']
    }
    for (const [spelling, texts] of Object.entries(expected)) {
      expect(calls.map((call) => formatCall(call, spelling as CallSpelling)), spelling).toEqual(texts)
    }

    expect(formatCall('3D')).toBe('3D')
  })

  it('should read back every spelling it writes', () => {
    for (const spelling of ['canonical', 'bml', 'bboalert', 'bidspace', 'slam', 'pbn', 'display', 'symbols'] as const) {
      for (const call of ['1C', '3N', '7S', 'P', 'X', 'XX'] as const) {
        expect(parseCall(formatCall(call, spelling)), spelling + ' ' + call).toBe(call)
      }
    }
  })
})

describe('bid order', () => {
  it('should rank bids from 1C to 7N', () => {
    expect(bidRank('1C')).toBe(0)
    expect(bidRank('1N')).toBe(4)
    expect(bidRank('2C')).toBe(5)
    expect(bidRank('7N')).toBe(34)
    for (let rank = 0; rank < 35; rank++) expect(bidRank(bidOfRank(rank)!)).toBe(rank)
    expect(bidOfRank(35)).toBeUndefined()
    expect(bidOfRank(-1)).toBeUndefined()
    expect(bidOfRank(1.5)).toBeUndefined()
  })

  it('should compare, step and find the cheapest bid', () => {
    expect(compareBids('1S', '2C')).toBeLessThan(0)
    expect(compareBids('3N', '3N')).toBe(0)
    expect(stepAbove('1C', 1)).toBe('1D')
    expect(stepAbove('1S', 2)).toBe('2C')
    expect(stepAbove(undefined, 1)).toBe('1C')
    expect(stepAbove('7S', 2)).toBeUndefined()
    expect(cheapestBid('H', '1S')).toBe('2H')
    expect(cheapestBid('N', '1S')).toBe('1N')
    expect(cheapestBid('C', undefined)).toBe('1C')
    expect(cheapestBid('C', '7N')).toBeUndefined()
    expect(levelOf('4H')).toBe(4)
    expect(strainOf('4H')).toBe('H')
  })

  it('should tell calls from other text', () => {
    expect(isCall('1N')).toBe(true)
    expect(isCall('1NT')).toBe(false)
    expect(isCall(3)).toBe(false)
    expect(isContractBid('P')).toBe(false)
    expect(isContractBid('6D')).toBe(true)
  })

  it('should take exactly a level 1–7 followed by a strain letter as a contract bid', () => {
    const contractBid = /^[1-7][CDHSN]$/
    const pieces = fc.constantFrom('', '0', '1', '4', '7', '8', 'C', 'D', 'H', 'S', 'N', 'n', 'X', 'P', '\n', ' ', '١')
    fc.assert(
      fc.property(fc.oneof(fc.string({maxLength: 4}), fc.array(pieces, {maxLength: 4}).map((parts) => parts.join(''))), (value) => {
        expect(isContractBid(value)).toBe(contractBid.test(value))
      })
    )
    for (const bad of ['1C\n', '8C', '0S', '1c', '1NT', '11', ' 1C']) expect(isContractBid(bad), bad).toBe(false)
  })
})

import {describe, expect, it} from 'vitest'
import type {Seat, VulnerabilityCondition} from '@bidding/core/calls'
import {fromBss, seatCodes, vulnerabilityCode} from '@bidding/bss-parse'
import {VFile} from 'vfile'

/** The seats and vulnerability the reader makes of a record's seat and vulnerability codes. */
function conditionsOf(seat: string, vulnerability: string): {seats?: Seat[]; vulnerability?: VulnerabilityCondition} {
  const tree = fromBss('*00{}=NYYYYYY\n' + seat + vulnerability + '1C=NYYYYYY0005+\n', new VFile())
  const sequence = tree.children.find((child) => child.type === 'sequence')!
  return {
    ...(sequence.seats ? {seats: sequence.seats} : {}),
    ...(sequence.vulnerability ? {vulnerability: sequence.vulnerability} : {})
  }
}

describe('seatCodes', () => {
  it('should give each seat code back for the seats the reader makes of it', () => {
    for (const code of ['0', '1', '2', '3', '4', '5', '6']) {
      expect(seatCodes(conditionsOf(code, '0').seats)).toEqual({codes: [code], exact: true})
    }
  })

  it('should cover a seat set without a code of its own with several codes', () => {
    expect(seatCodes([1, 2, 3, 4])).toEqual({codes: ['0'], exact: true})
    expect(seatCodes([3, 1])).toEqual({codes: ['1', '3'], exact: false})
    expect(seatCodes([1, 2, 3])).toEqual({codes: ['5', '3'], exact: false})
    expect(seatCodes([4, 2, 3])).toEqual({codes: ['6', '2'], exact: false})
  })
})

describe('vulnerabilityCode', () => {
  it('should give each vulnerability code back for the condition the reader makes of it', () => {
    for (const code of ['0', '1', '2', '3', '4', '5', '6', '7', '8']) {
      expect(vulnerabilityCode(conditionsOf('0', code).vulnerability)).toBe(code)
    }
  })

  it('should give `0` for no condition, and when both sides may be anything', () => {
    expect(vulnerabilityCode({we: 'any', they: 'any'})).toBe('0')
    expect(vulnerabilityCode(undefined)).toBe('0')
  })
})

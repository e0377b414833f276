import {describe, expect, it} from 'vitest'
import {seatCodes, seatsOfCode, vulnerabilityCode, vulnerabilityOfCode} from '@bidding/bss-util'

describe('@bidding/bss-util', () => {
  it('should expose the public API', async () => {
    expect(Object.keys(await import('@bidding/bss-util')).sort()).toEqual(['seatCodes', 'seatsOfCode', 'vulnerabilityCode', 'vulnerabilityOfCode'])
  })

  it('should give each seat code back for the seats it stands for', () => {
    for (const [code, seats] of Object.entries(seatsOfCode)) expect(seatCodes(seats)).toEqual({codes: [code], exact: true})
  })

  it('should give each vulnerability code back for the vulnerability it stands for', () => {
    for (const [code, vulnerability] of Object.entries(vulnerabilityOfCode)) expect(vulnerabilityCode(vulnerability)).toBe(code)
    expect(vulnerabilityCode({we: 'any', they: 'any'})).toBe('0')
  })
})

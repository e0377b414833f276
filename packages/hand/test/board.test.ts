import {describe, expect, it} from 'vitest'
import {
  boardDealer,
  boardVulnerability,
  formatVulnerability,
  isVulnerable,
  nextSeat,
  parseDirection,
  parseVulnerability,
  partnerOf
} from '../src/index.js'

describe('board rotation', () => {
  it('should deal boards 1–4 from N, E, S, W and repeat', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 16, 17].map((board) => boardDealer(board))).toEqual([
      'N', 'E', 'S', 'W', 'N', 'E', 'S', 'W', 'W', 'N'
    ])
  })

  it('should give the standard vulnerability of boards 1–16 and repeat it', () => {
    // The duplicate board cycle as printed on boards.
    const expected = ['none', 'ns', 'ew', 'all', 'ns', 'ew', 'all', 'none', 'ew', 'all', 'none', 'ns', 'all', 'none', 'ns', 'ew']
    expect(Array.from({length: 16}, (_, index) => boardVulnerability(index + 1))).toEqual(expected)
    expect(Array.from({length: 16}, (_, index) => boardVulnerability(index + 17))).toEqual(expected)
  })
})

describe('seats and vulnerability', () => {
  it('should rotate seats and find partners', () => {
    expect(nextSeat('N')).toBe('E')
    expect(nextSeat('W')).toBe('N')
    expect(nextSeat('N', -1)).toBe('W')
    expect(partnerOf('E')).toBe('W')
  })

  it('should tell which seats are vulnerable', () => {
    expect(isVulnerable('ns', 'S')).toBe(true)
    expect(isVulnerable('ns', 'E')).toBe(false)
    expect(isVulnerable('ew', 'W')).toBe(true)
    expect(isVulnerable('all', 'N')).toBe(true)
    expect(isVulnerable('none', 'N')).toBe(false)
  })

  it('should read every common spelling of vulnerability and write PBN’s', () => {
    expect(['None', 'Love', '-', 'NS', 'N-S', 'ew', 'E/W', 'All', 'Both', 'bogus', ''].map((v) => parseVulnerability(v))).toEqual([
      'none', 'none', 'none', 'ns', 'ns', 'ew', 'ew', 'all', 'all', undefined, undefined
    ])
    expect((['none', 'ns', 'ew', 'all'] as const).map((v) => formatVulnerability(v))).toEqual(['None', 'NS', 'EW', 'All'])
  })

  it('should read directions as letters or words', () => {
    expect(['N', 'e', 'South', 'west', 'x'].map((d) => parseDirection(d))).toEqual(['N', 'E', 'S', 'W', undefined])
  })
})

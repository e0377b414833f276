/**
 * Every per-suit table against an independent, deliberately plain
 * implementation written on rank strings (`AQ52`), over all 8,192 holdings.
 */

import {describe, expect, it} from 'vitest'
import {holdingCount, pointScales, scaleTable, tables} from '../src/index.js'

/** The ranks of a holding as text, ace first. */
function ranksOf(holding: number): string {
  const order = 'AKQJT98765432'
  let text = ''
  for (const [index, rank] of [...order].entries()) if (holding & (1 << (12 - index))) text += rank
  return text
}

const has = (ranks: string, rank: string) => ranks.includes(rank)

const plain = {
  length: (r: string) => r.length,
  hcp: (r: string) => (has(r, 'A') ? 4 : 0) + (has(r, 'K') ? 3 : 0) + (has(r, 'Q') ? 2 : 0) + (has(r, 'J') ? 1 : 0),
  controls: (r: string) => (has(r, 'A') ? 2 : 0) + (has(r, 'K') ? 1 : 0),
  losers(r: string): number {
    if (r.length === 0) return 0
    if (r.length === 1) return r === 'A' ? 0 : 1
    if (r.length === 2) {
      if (r === 'AK') return 0
      return has(r, 'A') || has(r, 'K') ? 1 : 2
    }

    return 3 - [...'AKQ'].filter((rank) => has(r, rank)).length
  },
  nltc(r: string): number {
    // Count the top three positions only: A missing 1.5, K 1, Q 0.5.
    let losers = 0
    if (r.length >= 1 && !has(r, 'A')) losers += 1.5
    if (r.length >= 2 && !has(r, 'K')) losers += 1
    if (r.length >= 3 && !has(r, 'Q')) losers += 0.5
    return losers
  },
  quickTricks(r: string): number {
    if (r.startsWith('AK')) return 2
    if (r.startsWith('AQ')) return 1.5
    if (r.startsWith('A')) return 1
    if (r.startsWith('KQ')) return 1
    if (r.startsWith('K') && r.length >= 2) return 0.5
    return 0
  },
  stopper(r: string): number {
    const full = ['A', 'K', 'Q', 'J'].some((honour, index) => has(r, honour) && r.length >= index + 1)
    if (full) return 2
    if ((has(r, 'Q') && r.length >= 2) || (has(r, 'J') && r.length >= 3)) return 1
    return 0
  },
  honours: (r: string, top: number) => [...'AKQJT'.slice(0, top)].filter((rank) => has(r, rank)).length,
  quality: (r: string) => r.length + [...'AKQJT'].filter((rank) => has(r, rank)).length,
  shortness: (r: string) => (r.length === 0 ? 3 : r.length === 1 ? 2 : r.length === 2 ? 1 : 0),
  longness: (r: string) => (r.length > 4 ? r.length - 4 : 0)
}

function everyHolding(check: (holding: number, ranks: string) => void): void {
  for (let holding = 0; holding < holdingCount; holding++) check(holding, ranksOf(holding))
}

describe('per-suit tables', () => {
  it('should have 8,192 entries, one per holding', () => {
    expect(holdingCount).toBe(8192)
    expect(tables.hcp.length).toBe(8192)
  })

  it('should count length, HCP and controls of every holding', () => {
    everyHolding((holding, ranks) => {
      expect(tables.length[holding]).toBe(plain.length(ranks))
      expect(tables.hcp[holding]).toBe(plain.hcp(ranks))
      expect(tables.controls[holding]).toBe(plain.controls(ranks))
    })
  })

  it('should count losers by dealer’s rule for every holding', () => {
    everyHolding((holding, ranks) => {
      expect(tables.losers[holding], ranks).toBe(plain.losers(ranks))
    })
  })

  it('should count the new losing-trick count for every holding', () => {
    everyHolding((holding, ranks) => {
      expect(tables.nltcHalves[holding]! / 2, ranks).toBe(plain.nltc(ranks))
    })
  })

  it('should count quick tricks for every holding', () => {
    everyHolding((holding, ranks) => {
      expect(tables.quickTrickHalves[holding]! / 2, ranks).toBe(plain.quickTricks(ranks))
    })
  })

  it('should rate stoppers for every holding', () => {
    everyHolding((holding, ranks) => {
      expect(tables.stopper[holding], ranks).toBe(plain.stopper(ranks))
    })
  })

  it('should count honours among the top 1 to 5 cards for every holding', () => {
    everyHolding((holding, ranks) => {
      for (const top of [1, 2, 3, 4, 5]) expect(tables.honours[top]![holding]).toBe(plain.honours(ranks, top))
    })
  })

  it('should rate suit quality, shortness and length points for every holding', () => {
    everyHolding((holding, ranks) => {
      expect(tables.suitQuality[holding]).toBe(plain.quality(ranks))
      expect(tables.shortness[holding]).toBe(plain.shortness(ranks))
      expect(tables.longness[holding]).toBe(plain.longness(ranks))
    })
  })

  it('should tabulate every named scale as its weights say', () => {
    const weightOf = (weights: readonly number[], rank: string) => weights['AKQJT98765432'.indexOf(rank)] ?? 0
    for (const [name, weights] of Object.entries(pointScales)) {
      const table = scaleTable(weights)
      everyHolding((holding, ranks) => {
        const expected = [...ranks].reduce((sum, rank) => sum + weightOf(weights, rank), 0)
        expect(table[holding], name + ' ' + ranks).toBe(expected)
      })
    }
  })

  it('should give 10 HCP, 3 controls and 5 honours for all 13 cards of a suit', () => {
    expect(tables.hcp[0x1fff]).toBe(10)
    expect(tables.controls[0x1fff]).toBe(3)
    expect(tables.honours[5]![0x1fff]).toBe(5)
  })
})

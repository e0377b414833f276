import {describe, expect, it} from 'vitest'
import {chiSquare, zScore} from './statistics.js'

describe('test statistics', () => {
  it('should give the textbook chi-square p-values', () => {
    // Critical values: 3.841 (1 df) and 18.307 (10 df) at p = 0.05; 6.635 (1 df) at 0.01.
    const test = (statistic: number, df: number) => {
      // Two bins with equal probability and counts giving the statistic for 1 df.
      const n = 10_000
      const bins = df + 1
      const probabilities = new Map(Array.from({length: bins}, (_, index): [string, number] => [String(index), 1 / bins]))
      const expected = n / bins
      const shift = Math.sqrt((statistic * expected) / 2)
      const observed = new Map(Array.from({length: bins}, (_, index): [string, number] => [String(index), expected + (index === 0 ? shift : index === 1 ? -shift : 0)]))
      return chiSquare(observed, probabilities, n).p
    }

    expect(test(3.841, 1)).toBeCloseTo(0.05, 3)
    expect(test(6.635, 1)).toBeCloseTo(0.01, 3)
    expect(test(18.307, 10)).toBeCloseTo(0.05, 3)
    expect(test(0, 5)).toBeCloseTo(1, 6)
  })

  it('should merge tail bins until each expects 5', () => {
    const probabilities = new Map([['a', 0.000001], ['b', 0.5], ['c', 0.499998], ['d', 0.000001]])
    const result = chiSquare(new Map([['b', 500], ['c', 500]]), probabilities, 1000)
    expect(result.df).toBe(1)
  })

  it('should compute z scores', () => {
    expect(zScore(5100, 10_000, 0.5)).toBeCloseTo(2, 6)
  })
})

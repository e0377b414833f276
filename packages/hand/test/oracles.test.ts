/**
 * The exact single-hand oracles (test/fixtures/oracles, a copy of
 * corpus/oracles/oracles.json), reproduced without sampling: per-suit tables
 * (checked exhaustively in suit.test.ts) are convolved over the 560 length
 * vectors of a 13-card hand, and the shape predicates are this package’s own
 * functions applied to a hand of those lengths. The partnership table is
 * derived the same way over 26-card length vectors.
 */

import {readFileSync} from 'node:fs'
import path from 'node:path'
import {describe, expect, it} from 'vitest'
import {corpus, describeCorpus, repoRoot} from '../../../test/shared.js'
import {isBalanced, matchesShape, pattern, scaleTable, tables, type Hand} from '../src/index.js'

interface Oracles {
  single_hand: {
    denominator: number
    hcp: Record<string, {count: number}>
    controls: Record<string, {count: number}>
    losers: Record<string, {count: number}>
    aces: Record<string, {count: number}>
    patterns: Record<string, {count: number}>
    spades_len: Record<string, {count: number}>
    aggregates: Record<string, {count: number}>
  }
  partnership: {denominator: number; hcp: Record<string, {count: number}>}
}

/** The repository's own copy of the oracles: the tests that need them run without the corpus. */
const fixture = path.join(repoRoot, 'test', 'fixtures', 'oracles', 'oracles.json')

/** `byLength[length]` maps a per-suit value to the number of holdings of that length with it. */
function perSuit(table: ArrayLike<number>): Array<Map<number, number>> {
  const byLength = Array.from({length: 14}, () => new Map<number, number>())
  for (let holding = 0; holding < 8192; holding++) {
    const map = byLength[tables.length[holding]!]!
    map.set(table[holding]!, (map.get(table[holding]!) ?? 0) + 1)
  }

  return byLength
}

function convolve(a: Map<number, number>, b: Map<number, number>): Map<number, number> {
  const result = new Map<number, number>()
  for (const [x, countX] of a) for (const [y, countY] of b) result.set(x + y, (result.get(x + y) ?? 0) + countX * countY)
  return result
}

/** A hand with the given suit lengths (lowest cards), for shape predicates. */
function handOfLengths(lengths: readonly number[]): Hand {
  return lengths.map((length) => (1 << length) - 1) as unknown as Hand
}

const lengthVectors: number[][] = []
for (let s = 0; s <= 13; s++) for (let h = 0; s + h <= 13; h++) for (let d = 0; s + h + d <= 13; d++) lengthVectors.push([s, h, d, 13 - s - h - d])

/** Exact counts of a 26-card holding's total of a per-suit table (a partnership's cards). */
function partnershipDistribution(table: ArrayLike<number>): Map<number, number> {
  const bySuit = perSuit(table)
  const total = new Map<number, number>()
  for (let s = 0; s <= 13; s++) {
    for (let h = 0; h <= 13 && s + h <= 26; h++) {
      for (let d = 0; d <= 13 && s + h + d <= 26; d++) {
        const c = 26 - s - h - d
        if (c > 13) continue
        let current = new Map([[0, 1]])
        for (const length of [s, h, d, c]) current = convolve(current, bySuit[length]!)
        for (const [value, count] of current) total.set(value, (total.get(value) ?? 0) + count)
      }
    }
  }

  return total
}

/** Exact counts of a hand total of a per-suit table, over hands whose lengths pass `shape`. */
function distribution(table: ArrayLike<number>, shape: (hand: Hand) => boolean = () => true): Map<number, number> {
  const bySuit = perSuit(table)
  const total = new Map<number, number>()
  for (const lengths of lengthVectors) {
    if (!shape(handOfLengths(lengths))) continue
    let current = new Map([[0, 1]])
    for (const length of lengths) current = convolve(current, bySuit[length]!)
    for (const [value, count] of current) total.set(value, (total.get(value) ?? 0) + count)
  }

  return total
}

function countWhere(map: Map<number, number>, keep: (value: number) => boolean): number {
  let sum = 0
  for (const [value, count] of map) if (keep(value)) sum += count
  return sum
}

function asRecord(map: Map<number, number>): Record<string, number> {
  const record: Record<string, number> = {}
  for (const [value, count] of [...map].sort((a, b) => a[0] - b[0])) if (count > 0) record[String(value)] = count
  return record
}

function counts(oracle: Record<string, {count: number}>): Record<string, number> {
  const record: Record<string, number> = {}
  for (const [key, value] of Object.entries(oracle)) if (value.count > 0) record[key] = value.count
  return record
}

describe('exact single-hand oracles (test/fixtures/oracles)', () => {
  const oracles = JSON.parse(readFileSync(fixture, 'utf8')) as Oracles
  const single = oracles.single_hand
  const noFiveCardMajor = (hand: Hand) => isBalanced(hand) && !matchesShape(hand, '5xxx') && !matchesShape(hand, 'x5xx')

  it('should reproduce the HCP distribution count for count', () => {
    const hcp = distribution(tables.hcp)
    expect(countWhere(hcp, () => true)).toBe(single.denominator)
    expect(asRecord(hcp)).toEqual(counts(single.hcp))
  })

  it('should reproduce the controls, losers and aces distributions', () => {
    expect(asRecord(distribution(tables.controls))).toEqual(counts(single.controls))
    expect(asRecord(distribution(tables.losers))).toEqual(counts(single.losers))
    expect(asRecord(distribution(scaleTable([1])))).toEqual(counts(single.aces))
  })

  it('should reproduce all 39 patterns and the length of one suit', () => {
    const byPattern: Record<string, number> = {}
    const spades = new Map<number, number>()
    const ways = (n: number, k: number) => {
      let result = 1
      for (let index = 1; index <= k; index++) result = (result * (n - k + index)) / index
      return result
    }

    for (const lengths of lengthVectors) {
      const count = lengths.reduce((product, length) => product * ways(13, length), 1)
      const key = pattern(handOfLengths(lengths)).join('-')
      byPattern[key] = (byPattern[key] ?? 0) + count
      spades.set(lengths[0]!, (spades.get(lengths[0]!) ?? 0) + count)
    }

    expect(byPattern).toEqual(counts(single.patterns))
    expect(Object.keys(byPattern).length).toBe(39)
    expect(asRecord(spades)).toEqual(counts(single.spades_len))
  })

  it('should reproduce the named events that combine HCP and shape', () => {
    const aggregates = single.aggregates
    const hcpIn = (min: number, max = 37) => (value: number) => value >= min && value <= max
    const all = distribution(tables.hcp)
    const balanced = distribution(tables.hcp, isBalanced)
    const notrump = distribution(tables.hcp, noFiveCardMajor)
    expect(countWhere(balanced, () => true)).toBe(aggregates['balanced (4333+4432+5332)']!.count)
    expect(countWhere(notrump, () => true)).toBe(aggregates['1NT shape (balanced, no 5-card major)']!.count)
    expect(countWhere(all, hcpIn(15, 17))).toBe(aggregates['HCP 15-17']!.count)
    expect(countWhere(balanced, hcpIn(15, 17))).toBe(aggregates['HCP 15-17 and balanced']!.count)
    expect(countWhere(notrump, hcpIn(15, 17))).toBe(aggregates['HCP 15-17 and 1NT shape (no 5M) [north 1NT of 2b]']!.count)
    expect(countWhere(balanced, hcpIn(12, 14))).toBe(aggregates['HCP 12-14 and balanced']!.count)
    expect(countWhere(balanced, hcpIn(20, 21))).toBe(aggregates['HCP 20-21 and balanced']!.count)
    expect(countWhere(all, hcpIn(12))).toBe(aggregates['HCP >= 12']!.count)
    expect(countWhere(distribution(tables.hcp, (hand) => tables.length[hand[0]]! >= 5), hcpIn(12))).toBe(aggregates['HCP >= 12 and 5+ spades']!.count)
    expect(countWhere(distribution(tables.hcp, (hand) => matchesShape(hand, '0xxx', true)), () => true)).toBe(aggregates['has a void']!.count)
    expect(countWhere(distribution(tables.hcp, (hand) => matchesShape(hand, '0xxx', true) || matchesShape(hand, '1xxx', true)), () => true)).toBe(aggregates['has a singleton or void']!.count)
    expect(countWhere(distribution(tables.hcp, (hand) => matchesShape(hand, '5xxx') || matchesShape(hand, 'x5xx')), hcpIn(8))).toBe(aggregates['S>=8 HCP and exactly 5 in a major [south of 2b, unconditional]']!.count)
    expect(countWhere(distribution(tables.hcp, (hand) => pattern(hand)[0]! >= 7), () => true)).toBe(aggregates['longest suit >= 7']!.count)
  })
})

describe('exact partnership oracles (test/fixtures/oracles)', () => {
  it('should reproduce the HCP distribution of 26 cards count for count', () => {
    const oracles = JSON.parse(readFileSync(fixture, 'utf8')) as Oracles
    const hcp = partnershipDistribution(tables.hcp)
    expect(countWhere(hcp, () => true)).toBe(oracles.partnership.denominator)
    expect(asRecord(hcp)).toEqual(counts(oracles.partnership.hcp))
  })
})

describeCorpus('the oracle fixture against the corpus', () => {
  it('should be an unchanged copy of corpus/oracles/oracles.json', () => {
    expect(JSON.parse(readFileSync(fixture, 'utf8'))).toEqual(JSON.parse(readFileSync(corpus('oracles', 'oracles.json'), 'utf8')))
  })
})

it('should enumerate all 560 length vectors of a hand', () => {
  expect(lengthVectors.length).toBe(560)
})

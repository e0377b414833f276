import {parseConstraint, type Constraint} from '@bidding/core/constraints'
import {cardCount, dealProblem, fitsConstraint, formatDeal, parseDeal, parseHand, type Hand} from '@bidding/hand'
import {describe, expect, it} from 'vitest'
import {closeWorkers, formatDeals, generateDeals, generateDealsSync} from '../src/index.js'

function constraint(text: string): Constraint {
  const result = parseConstraint(text)
  if (!result.ok) throw new Error(result.message)
  return result.constraint
}

function hand(text: string): Hand {
  const result = parseHand(text)
  if (!result.ok) throw new Error(result.message)
  return result.hand
}

const notrump = constraint('15-17 HCP, balanced')
const response = constraint('8+ HCP, 5+♠')

describe('generateDeals', () => {
  it('should give the same deals for the same seed, on one thread or several', async () => {
    const options = {count: 40, seed: 12, constraints: {N: notrump}, maxGenerated: 400_000}
    const sync = generateDealsSync(options)
    const one = await generateDeals({...options, threads: 1})
    const two = await generateDeals({...options, threads: 2})
    expect(sync.deals.length).toBe(40)
    expect(one).toEqual(sync)
    expect(two).toEqual(sync)
    expect(generateDealsSync({...options, seed: 13}).deals).not.toEqual(sync.deals)
  })

  it('should give the same deals across chunks whether workers deal them or not', async () => {
    // Rare enough that several 65,536-deal chunks are needed.
    const options = {count: 150, seed: 'chunks', constraints: {N: constraint('22+ HCP'), S: constraint('10+ HCP')}}
    const sync = generateDealsSync(options)
    expect(sync.generated).toBeGreaterThan(65_536)
    expect(await generateDeals({...options, threads: 2})).toEqual(sync)
  })

  it('should deal only hands that fit every seat’s constraint', () => {
    const result = generateDealsSync({count: 200, seed: 1, constraints: {N: notrump, S: response}})
    expect(result.produced).toBe(200)
    for (const deal of result.deals) {
      expect(dealProblem(deal)).toBeUndefined()
      expect(fitsConstraint(deal[0], notrump)).toBe(true)
      expect(fitsConstraint(deal[2], response)).toBe(true)
    }
  })

  it('should deal the same in lazy and full modes, in distribution but not card for card', () => {
    const lazy = generateDealsSync({count: 20, seed: 2, constraints: {N: notrump}})
    const full = generateDealsSync({count: 20, seed: 2, constraints: {N: notrump}, lazy: false})
    expect(lazy.deals).not.toEqual(full.deals)
    for (const deal of full.deals) expect(fitsConstraint(deal[0], notrump)).toBe(true)
  })

  it('should keep predealt cards', () => {
    const south = hand('AKQ2.J4.T98.7652')
    const result = generateDealsSync({count: 50, seed: 3, predeal: {S: south, W: hand('J...')}})
    for (const deal of result.deals) {
      expect(deal[2]).toEqual(south)
      expect(deal[3][0] & (1 << 9)).toBe(1 << 9)
      expect(cardCount(deal[3])).toBe(13)
    }
  })

  it('should stop at the generate limit', () => {
    const result = generateDealsSync({count: 10, seed: 4, constraints: {N: constraint('37 HCP')}, maxGenerated: 1000})
    expect(result).toMatchObject({produced: 0, generated: 1000, deals: []})
  })

  it('should refuse constraints it cannot decide, bad predeals and counts', () => {
    expect(() => generateDealsSync({count: 1, constraints: {N: constraint('5+M')}})).toThrow(/bind suit variables/)
    expect(() => generateDealsSync({count: 1, predeal: {N: hand('A...'), S: hand('A...')}})).toThrow(RangeError)
    expect(() => generateDealsSync({count: -1})).toThrow(RangeError)
  })

  it('should choose and return a seed when none is given', () => {
    const result = generateDealsSync({count: 1})
    expect(Number.isInteger(result.seed)).toBe(true)
    expect(generateDealsSync({count: 1, seed: result.seed}).deals).toEqual(result.deals)
  })

  it('should start worker threads again after they are closed', async () => {
    const options = {count: 150, seed: 'chunks', constraints: {N: constraint('22+ HCP'), S: constraint('10+ HCP')}}
    await closeWorkers()
    expect((await generateDeals({...options, threads: 2})).deals).toEqual(generateDealsSync(options).deals)
    await closeWorkers()
  })

  it('should hand the deals out chunk by chunk, in order and keeping none, the same on 1 and 2 threads', async () => {
    // Three chunks of 65,536 generated deals, a fifth of them kept.
    const options = {count: 30_000, seed: 'stream', constraints: {N: constraint('12+ HCP')}}
    const all = generateDealsSync(options).deals
    for (const threads of [1, 2]) {
      const chunks: Array<{first: number; length: number}> = []
      const streamed: Array<(typeof all)[number]> = []
      let waits = 0
      const result = await generateDeals({
        ...options,
        threads,
        onDeals(deals, first) {
          chunks.push({first, length: deals.length})
          streamed.push(...deals)
        },
        ready: () => (waits++ % 2 === 0 ? new Promise((resolve) => setTimeout(resolve, 5)) : undefined)
      })
      expect(result.deals).toEqual([])
      expect(result.produced).toBe(30_000)
      expect(chunks.length).toBeGreaterThan(1)
      // Small slices die young: a whole chunk of `Deal` arrays at once piled up in the old generation.
      expect(Math.max(...chunks.map((chunk) => chunk.length))).toBeLessThanOrEqual(2048)
      expect(chunks.map((chunk) => chunk.first)).toEqual(chunks.map((_, index) => chunks.slice(0, index).reduce((sum, chunk) => sum + chunk.length, 0)))
      expect(streamed).toEqual(all)
    }

    await closeWorkers()
  })

  it('should report progress after each chunk', () => {
    const seen: number[] = []
    generateDealsSync({count: 1, seed: 5, constraints: {N: constraint('30+ HCP')}, maxGenerated: 200_000, onProgress: (totals) => seen.push(totals.generated)})
    expect(seen[0]).toBe(65_536)
  })
})

describe('formatDeals', () => {
  const {deals} = generateDealsSync({count: 3, seed: 6})

  it('should write PBN with board numbers, the dealer and vulnerability of each board', () => {
    const text = formatDeals(deals, {date: new Date(2026, 10, 21)})
    expect(text.split('\n').slice(0, 7)).toEqual([
      '[Event "bidding deal"]',
      '[Site "-"]',
      '[Date "2026.11.21"]',
      '[Board "1"]',
      '[Dealer "N"]',
      '[Vulnerable "None"]',
      '[Deal "' + formatDeal(deals[0]!, 'N') + '"]'
    ])
    expect(text).toContain('[Board "2"]\n[Dealer "E"]\n[Vulnerable "NS"]\n[Deal "E:')
    expect(text).toContain('[Board "3"]\n[Dealer "S"]\n[Vulnerable "EW"]')
  })

  it('should write one deal per line that reads back', () => {
    const lines = formatDeals(deals, {format: 'line'}).trimEnd().split('\n')
    expect(lines.length).toBe(3)
    expect(lines.map((line) => (parseDeal(line) as {deal: unknown}).deal)).toEqual(deals)
    expect(lines[1]!.startsWith('E:')).toBe(true)
  })
})

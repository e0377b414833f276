import {describe, expect, it} from 'vitest'
import {Dealer, Random, streamState, type Program} from '../src/index.js'

/** The deals the specification describes, written plainly with `Random`. */
function referenceFull(seed: number, count: number): number[][] {
  const random = new Random(streamState(seed, 0))
  const deck = Array.from({length: 52}, (_, card) => card)
  const deals: number[][] = []
  for (let deal = 0; deal < count; deal++) {
    for (let index = 51; index > 0; index--) {
      const pick = random.below(index + 1)
      ;[deck[index], deck[pick]] = [deck[pick]!, deck[index]!]
    }

    const holdings = Array.from({length: 16}, () => 0)
    for (const [position, card] of deck.entries()) holdings[Math.floor(position / 13) * 4 + Math.floor(card / 13)]! |= 1 << card % 13
    deals.push(holdings)
  }

  return deals
}

/** Lazy dealing in the order South, then North, then the rest (E, W). */
function referenceLazy(seed: number, count: number): number[][] {
  const random = new Random(streamState(seed, 0))
  const deck = Array.from({length: 52}, (_, card) => card)
  const deals: number[][] = []
  for (let deal = 0; deal < count; deal++) {
    const holdings = Array.from({length: 16}, () => 0)
    let position = 0
    for (const seat of [2, 0, 1, 3]) {
      for (let card = 0; card < 13; card++, position++) {
        const pick = position + random.below(52 - position)
        ;[deck[position], deck[pick]] = [deck[pick]!, deck[position]!]
        const value = deck[position]!
        holdings[seat * 4 + Math.floor(value / 13)]! |= 1 << value % 13
      }
    }

    deals.push(holdings)
  }

  return deals
}

const everyDeal: Program = {condition: () => true, valueCount: 0, keepDeals: true}

function dealsOf(result: {deals?: Uint16Array | undefined; count: number}): number[][] {
  return Array.from({length: result.count}, (_, index) => [...result.deals!.subarray(index * 16, index * 16 + 16)])
}

function isValid(holdings: number[]): boolean {
  const seen = [0, 0, 0, 0]
  for (let seat = 0; seat < 4; seat++) {
    let cards = 0
    for (let suit = 0; suit < 4; suit++) {
      const holding = holdings[seat * 4 + suit]!
      if (seen[suit]! & holding) return false
      seen[suit]! |= holding
      for (let rest = holding; rest; rest &= rest - 1) cards++
    }

    if (cards !== 13) return false
  }

  return seen.every((holding) => holding === 0x1fff)
}

describe('Dealer', () => {
  it('should deal full deals exactly as the plain specification does', () => {
    const result = new Dealer().run(everyDeal, streamState(7, 0), 500, 500, false)
    expect(result.count).toBe(500)
    expect(dealsOf(result)).toEqual(referenceFull(7, 500))
  })

  it('should deal lazily exactly as the plain specification does, in the order hands are asked for', () => {
    const southFirst: Program = {
      condition(dealer) {
        dealer.deal(2)
        dealer.deal(0)
        return true
      },
      valueCount: 0,
      keepDeals: true
    }
    const result = new Dealer().run(southFirst, streamState(3, 0), 300, 300, true)
    expect(dealsOf(result)).toEqual(referenceLazy(3, 300))
  })

  it('should fill a recycled result’s buffers again instead of allocating new ones for every chunk', () => {
    const dealer = new Dealer()
    const first = dealer.run(everyDeal, streamState(7, 0), 500, 500, false)
    const buffer = first.deals!.buffer
    dealer.recycle(first)
    const second = dealer.run(everyDeal, streamState(8, 0), 500, 500, false)
    expect(second.deals!.buffer).toBe(buffer)
    expect(dealsOf(second)).toEqual(referenceFull(8, 500))
    // A result not given back (still being read) is never written over.
    const third = dealer.run(everyDeal, streamState(9, 0), 500, 500, false)
    expect(third.deals!.buffer).not.toBe(second.deals!.buffer)
    expect(dealsOf(second)).toEqual(referenceFull(8, 500))
  })

  it('should deal valid deals in both modes', () => {
    for (const lazy of [false, true]) {
      const result = new Dealer().run(everyDeal, streamState(11, 0), 2000, 2000, lazy)
      expect(dealsOf(result).every((deal) => isValid(deal))).toBe(true)
    }
  })

  it('should keep predealt cards and deal the rest', () => {
    // North holds ♠AKQ, South ♥A.
    const predeal = Array.from({length: 16}, () => 0)
    predeal[0] = (1 << 12) | (1 << 11) | (1 << 10)
    predeal[9] = 1 << 12
    for (const lazy of [false, true]) {
      const result = new Dealer(predeal).run(everyDeal, streamState(1, 0), 1000, 1000, lazy)
      for (const deal of dealsOf(result)) {
        expect(isValid(deal)).toBe(true)
        expect(deal[0]! & predeal[0]!).toBe(predeal[0])
        expect(deal[9]! & predeal[9]!).toBe(predeal[9])
      }
    }
  })

  it('should refuse a card predealt twice or a hand of 14', () => {
    const twice = Array.from({length: 16}, () => 0)
    twice[0] = 1
    twice[4] = 1
    expect(() => new Dealer(twice)).toThrow(RangeError)
    const fourteen = Array.from({length: 16}, () => 0)
    fourteen[0] = 0x1fff
    fourteen[1] = 1
    expect(() => new Dealer(fourteen)).toThrow(RangeError)
  })

  it('should deal a fully predealt pack', () => {
    const all = Array.from({length: 16}, (_, index) => (index % 5 === 0 ? 0x1fff : 0))
    const result = new Dealer(all).run(everyDeal, streamState(1, 0), 3, 3, false)
    expect(dealsOf(result)).toEqual([all, all, all])
  })

  it('should stop at the limit and report where the deals were found', () => {
    const northHasSpadeAce: Program = {
      condition(dealer) {
        if ((dealer.m & 1) === 0) dealer.deal(0)
        return (dealer.h[0]! & (1 << 12)) !== 0
      },
      valueCount: 1,
      values(dealer, out, offset) {
        out[offset] = dealer.h[0]!
      },
      keepDeals: false
    }
    const result = new Dealer().run(northHasSpadeAce, streamState(2, 0), 10_000, 5, true)
    expect(result.count).toBe(5)
    expect(result.generated).toBe(result.indices[4]! + 1)
    expect([...result.values!].every((spades) => (spades & (1 << 12)) !== 0)).toBe(true)
    expect(result.deals).toBeUndefined()
  })

  it('should give the same deals for the same stream', () => {
    const dealer = new Dealer()
    const first = dealsOf(dealer.run(everyDeal, streamState(4, 1), 50, 50, false))
    dealer.run(everyDeal, streamState(4, 2), 50, 50, true)
    expect(dealsOf(dealer.run(everyDeal, streamState(4, 1), 50, 50, false))).toEqual(first)
  })
})

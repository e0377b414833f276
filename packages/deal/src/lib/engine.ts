/**
 * The dealing engine: one persistent deck in a typed array, hands as four
 * 13-bit holdings each, and the random draws inlined (xoshiro128**, 16-bit
 * Lemire draws, exactly as `Random` in random.ts specifies them).
 *
 * * Full dealing shuffles the undealt cards with a backward Fisher–Yates
 *   pass and hands them out N, E, S, W.
 * * Lazy dealing deals a hand only when a condition first looks at it: a
 *   forward Fisher–Yates step per card fixes the next position of the deck
 *   with a uniformly chosen undealt card, so the hands dealt so far are a
 *   uniform partial deal whatever the order of the requests.
 *
 * Work is cut into chunks: chunk k deals from stream k of the seed (see
 * random.ts), starting from the sorted deck, so a chunk’s deals depend only
 * on the seed, k and the mode — not on the thread that deals it.
 */

import type {RandomState} from './random.js'
import {thresholds16} from './random.js'

/** Deals generated per chunk (the last chunk of a run may be shorter). */
export const chunkLength = 65_536

const suitOfCard = new Uint8Array(52)
const bitOfCard = new Int32Array(52)
for (let card = 0; card < 52; card++) {
  suitOfCard[card] = Math.floor(card / 13)
  bitOfCard[card] = 1 << card % 13
}

/**
 * What to do with each deal: a condition, and the values to record for
 * the deals it accepts.
 */
export interface Program {
  /** Whether the deal is produced; it calls `dealer.deal(seat)` before reading a hand. */
  condition(dealer: Dealer): boolean | number
  /** Values recorded per produced deal. */
  valueCount: number
  /** Write the values of a produced deal at `out[offset …]`. */
  values?: ((dealer: Dealer, out: Int32Array, offset: number) => void) | undefined
  /** Whether produced deals are kept whole (printing, deal output). */
  keepDeals: boolean
}

/** What a chunk produced. */
export interface ChunkResult {
  /** Deals generated (the chunk’s length, or fewer when it stopped at its limit). */
  generated: number
  /** Deals produced. */
  count: number
  /** Index in the chunk of each produced deal. */
  indices: Int32Array
  /** Holdings of each produced deal (16 per deal: N♠ N♥ N♦ N♣ E♠ …), when kept. */
  deals?: Uint16Array | undefined
  /** Values of each produced deal (`valueCount` per deal). */
  values?: Int32Array | undefined
}

/** A growable typed buffer. */
class Grow<T extends Int32Array | Uint16Array> {
  data: T
  length = 0
  /** @param spare a buffer of an earlier chunk to fill again (see `Dealer.recycle`). */
  constructor(
    private readonly make: (size: number) => T,
    spare?: T
  ) {
    this.data = spare && spare.length > 0 ? spare : make(256)
  }

  reserve(extra: number): void {
    if (this.length + extra <= this.data.length) return
    let size = this.data.length * 2
    while (size < this.length + extra) size *= 2
    const next = this.make(size)
    next.set(this.data.subarray(0, this.length) as never)
    this.data = next
  }

  /** The filled part: a view, not a copy (the buffer is the result's until it is recycled). */
  result(): T {
    return this.data.subarray(0, this.length) as T
  }
}

/** The buffers under a result's arrays, to transfer rather than copy. */
export function buffersOf(result: Pick<ChunkResult, 'indices' | 'deals' | 'values'>): ArrayBuffer[] {
  const buffers: ArrayBuffer[] = [result.indices.buffer as ArrayBuffer]
  if (result.deals) buffers.push(result.deals.buffer as ArrayBuffer)
  if (result.values) buffers.push(result.values.buffer as ArrayBuffer)
  return buffers
}

/** The whole buffer under a result's view, unless it was transferred away (detached). */
function whole<T extends Int32Array | Uint16Array>(view: T | undefined, make: (buffer: ArrayBuffer) => T): T | undefined {
  return view && view.buffer.byteLength > 0 ? make(view.buffer as ArrayBuffer) : undefined
}

/** The deck, the hands and the generator of one thread. */
export class Dealer {
  /** Holdings of the four hands (N♠ N♥ N♦ N♣ E♠ … W♣); a hand is valid once dealt. */
  readonly h = new Int32Array(16)
  /** Bit `seat` is set once that hand is dealt. */
  m = 0
  private readonly deck: Uint8Array
  private readonly size: number
  private readonly base = new Int32Array(16)
  private readonly need = new Int32Array(4)
  /** Holdings offset of the owner of each deck position in a full deal. */
  private readonly owner: Int32Array
  private readonly sorted: Uint8Array
  /** Buffers of consumed chunk results, filled again by the next `run` (fresh ones per chunk pile up as garbage V8 collects late). */
  private spare: {indices?: Int32Array | undefined; deals?: Uint16Array | undefined; values?: Int32Array | undefined} = {}
  private pos = 0
  private s0 = 0
  private s1 = 0
  private s2 = 0
  private s3 = 0
  private pending = -1

  /**
   * @param predeal holdings already given to each seat (16 numbers, N♠ … W♣);
   *   the rest of the pack is dealt at random.
   */
  constructor(predeal?: ArrayLike<number>) {
    let taken = 0
    for (let index = 0; index < 16; index++) {
      const holding = (predeal?.[index] ?? 0) & 0x1fff
      this.base[index] = holding
      for (let rest = holding; rest !== 0; rest &= rest - 1) taken++
    }

    const cards: number[] = []
    for (let card = 0; card < 52; card++) {
      let owners = 0
      for (let seat = 0; seat < 4; seat++) if (this.base[seat * 4 + suitOfCard[card]!]! & bitOfCard[card]!) owners++
      if (owners > 1) throw new RangeError('Expected each predealt card in one hand only')
      if (owners === 0) cards.push(card)
    }

    for (let seat = 0; seat < 4; seat++) {
      let count = 0
      for (let suit = 0; suit < 4; suit++) for (let rest = this.base[seat * 4 + suit]!; rest !== 0; rest &= rest - 1) count++
      if (count > 13) throw new RangeError('Expected at most 13 predealt cards per hand')
      this.need[seat] = 13 - count
    }

    this.size = 52 - taken
    this.sorted = Uint8Array.from(cards)
    this.deck = Uint8Array.from(cards)
    this.owner = new Int32Array(this.size)
    let position = 0
    for (let seat = 0; seat < 4; seat++) for (let count = 0; count < this.need[seat]!; count++) this.owner[position++] = seat * 4
  }

  /** Start a chunk: the sorted deck and a fresh stream. */
  reset(state: Readonly<RandomState>): void {
    this.deck.set(this.sorted)
    this.s0 = state[0] | 0
    this.s1 = state[1] | 0
    this.s2 = state[2] | 0
    this.s3 = state[3] | 0
    this.pending = -1
    this.pos = 0
    this.m = 0
  }

  /**
   * Deal one hand now (lazy mode); its predealt cards are already in place.
   *
   * The generator is inlined on local variables: the random draws are
   * most of the work, and V8 keeps locals in registers.
   */
  deal(seat: number): void {
    const h = this.h
    const deck = this.deck
    const o = seat * 4
    h[o] = this.base[o]!
    h[o + 1] = this.base[o + 1]!
    h[o + 2] = this.base[o + 2]!
    h[o + 3] = this.base[o + 3]!
    const size = this.size
    const end = this.pos + this.need[seat]!
    let s0 = this.s0
    let s1 = this.s1
    let s2 = this.s2
    let s3 = this.s3
    let pending = this.pending
    for (let index = this.pos; index < end; index++) {
      const n = size - index
      const threshold = thresholds16[n]!
      let pick: number
      for (;;) {
        let r: number
        if (pending === -1) {
          const t = Math.imul(s1, 5)
          const word = Math.imul((t << 7) | (t >>> 25), 9)
          const shifted = s1 << 9
          s2 ^= s0
          s3 ^= s1
          s1 ^= s2
          s0 ^= s3
          s2 ^= shifted
          s3 = (s3 << 11) | (s3 >>> 21)
          pending = word >>> 16
          r = word & 0xffff
        } else {
          r = pending
          pending = -1
        }

        const product = r * n
        if ((product & 0xffff) >= threshold) {
          pick = index + (product >>> 16)
          break
        }
      }

      const card = deck[pick]!
      deck[pick] = deck[index]!
      deck[index] = card
      h[o + suitOfCard[card]!]! |= bitOfCard[card]!
    }

    this.s0 = s0
    this.s1 = s1
    this.s2 = s2
    this.s3 = s3
    this.pending = pending
    this.pos = end
    this.m |= 1 << seat
  }

  /** Deal every hand not dealt yet, in the order N, E, S, W. */
  dealRest(): void {
    for (let seat = 0; seat < 4; seat++) if ((this.m & (1 << seat)) === 0) this.deal(seat)
  }

  /** Deal all four hands with one backward Fisher–Yates pass (generator inlined as in `deal`). */
  full(): void {
    const h = this.h
    const deck = this.deck
    const owner = this.owner
    const base = this.base
    for (let index = 0; index < 16; index++) h[index] = base[index]!
    let s0 = this.s0
    let s1 = this.s1
    let s2 = this.s2
    let s3 = this.s3
    let pending = this.pending
    // Two draws per output in the common case; the rare rejection falls
    // back to the one-half-at-a-time path, so the sequence of draws is
    // exactly the one `Random.below` makes.
    let index = this.size - 1
    while (index > 0) {
      if (pending === -1) {
        const t = Math.imul(s1, 5)
        const word = Math.imul((t << 7) | (t >>> 25), 9)
        const shifted = s1 << 9
        s2 ^= s0
        s3 ^= s1
        s1 ^= s2
        s0 ^= s3
        s2 ^= shifted
        s3 = (s3 << 11) | (s3 >>> 21)
        const low = (word & 0xffff) * (index + 1)
        if ((low & 0xffff) < thresholds16[index + 1]!) {
          pending = word >>> 16
          continue
        }

        let pick = low >>> 16
        let card = deck[pick]!
        deck[pick] = deck[index]!
        deck[index] = card
        h[owner[index]! + suitOfCard[card]!]! |= bitOfCard[card]!
        index--
        if (index === 0) {
          pending = word >>> 16
          break
        }

        const high = (word >>> 16) * (index + 1)
        if ((high & 0xffff) < thresholds16[index + 1]!) continue
        pick = high >>> 16
        card = deck[pick]!
        deck[pick] = deck[index]!
        deck[index] = card
        h[owner[index]! + suitOfCard[card]!]! |= bitOfCard[card]!
        index--
      } else {
        const product = pending * (index + 1)
        pending = -1
        if ((product & 0xffff) < thresholds16[index + 1]!) continue
        const pick = product >>> 16
        const card = deck[pick]!
        deck[pick] = deck[index]!
        deck[index] = card
        h[owner[index]! + suitOfCard[card]!]! |= bitOfCard[card]!
        index--
      }
    }

    if (this.size > 0) {
      const card = deck[0]!
      h[owner[0]! + suitOfCard[card]!]! |= bitOfCard[card]!
    }

    this.s0 = s0
    this.s1 = s1
    this.s2 = s2
    this.s3 = s3
    this.pending = pending
    this.m = 15
  }

  /**
   * Give back a result once it is consumed: the next `run` writes into its
   * buffers, so the result must not be read after this.
   */
  recycle(result: Pick<ChunkResult, 'indices' | 'deals' | 'values'>): void {
    this.spare = {
      indices: whole(result.indices, (buffer) => new Int32Array(buffer)),
      deals: whole(result.deals, (buffer) => new Uint16Array(buffer)),
      values: whole(result.values, (buffer) => new Int32Array(buffer))
    }
  }

  /**
   * Run one chunk: `length` deals from stream `state`, stopping early once
   * `limit` deals are produced.
   */
  run(program: Program, state: Readonly<RandomState>, length: number, limit: number, lazy: boolean): ChunkResult {
    this.reset(state)
    const spare = this.spare
    this.spare = {}
    const indices = new Grow((size) => new Int32Array(size), spare.indices)
    const deals = program.keepDeals ? new Grow((size) => new Uint16Array(size), spare.deals) : undefined
    const values = program.valueCount > 0 ? new Grow((size) => new Int32Array(size), spare.values) : undefined
    const count = program.valueCount
    let produced = 0
    let generated = 0
    while (generated < length && produced < limit) {
      if (lazy) {
        this.pos = 0
        this.m = 0
      } else {
        this.full()
      }

      if (program.condition(this)) {
        indices.reserve(1)
        indices.data[indices.length++] = generated
        if (deals) {
          if (this.m !== 15) this.dealRest()
          deals.reserve(16)
          const target = deals.data
          const h = this.h
          for (let index = 0; index < 16; index++) target[deals.length + index] = h[index]!
          deals.length += 16
        }

        if (values) {
          values.reserve(count)
          program.values!(this, values.data, values.length)
          values.length += count
        }

        produced++
      }

      generated++
    }

    return {generated, count: produced, indices: indices.result(), deals: deals?.result(), values: values?.result()}
  }
}

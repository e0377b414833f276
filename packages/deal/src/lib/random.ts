/**
 * The random numbers behind every deal, specified so that the same seed
 * gives the same deals on every platform (32-bit integer arithmetic only:
 * `Math.imul`, shifts, no floating point, no BigInt).
 *
 * * Generator: xoshiro128** 1.1 (Blackman and Vigna), 128 bits of state.
 * * Seeding: a 32-bit seed feeds splitmix32, whose first four outputs are
 *   the state.
 * * Streams: stream k is the seeded state advanced by k jumps of 2⁶⁴ steps
 *   (the generator’s own `jump`), so streams never overlap.
 * * Bounded integers: each 32-bit output gives two 16-bit draws, low half
 *   first; a draw r in [0, n) is `(r × n) >>> 16`, rejected (and redrawn
 *   from the next half) when `(r × n) & 0xffff` is below `65536 mod n`
 *   (Lemire’s method, so there is no modulo bias).
 */

/** The 128-bit state of the generator as four unsigned 32-bit words. */
export type RandomState = [number, number, number, number]

/** Read a seed: an integer 0 … 2³²−1, or any string (hashed with 32-bit FNV-1a). */
export function seedOf(value: number | string): number {
  if (typeof value === 'number') {
    if (!Number.isInteger(value) || value < 0 || value > 0xffffffff) {
      throw new RangeError('Expected a seed from 0 to 4294967295, not ' + value)
    }

    return value
  }

  let hash = 0x811c9dc5
  for (const byte of new TextEncoder().encode(value)) {
    hash ^= byte
    hash = Math.imul(hash, 0x01000193)
  }

  return hash >>> 0
}

/** The state splitmix32 makes from a seed: its first four outputs. */
export function seedState(seed: number): RandomState {
  let x = seed | 0
  const state: number[] = []
  for (let index = 0; index < 4; index++) {
    x = (x + 0x9e3779b9) | 0
    let z = x
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b)
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35)
    state.push((z ^ (z >>> 16)) >>> 0)
  }

  // xoshiro must not start from all zeros.
  if (!state.some((word) => word !== 0)) state[0] = 1
  return state as RandomState
}

const jumpWords = [0x8764000b, 0xf542d2d3, 0x6fa035c3, 0x77f2db5b]

/** The 16-bit rejection thresholds `65536 mod n`, for n = 0 … 64. */
export const thresholds16 = (() => {
  const table = new Int32Array(65)
  for (let n = 1; n <= 64; n++) table[n] = 65536 % n
  return table
})()

/** A xoshiro128** generator. */
export class Random {
  private s0: number
  private s1: number
  private s2: number
  private s3: number
  /** The high half of the last output, waiting to be drawn (or -1). */
  private pending = -1

  /** Start from a state (see `seedState`, `streamState`). */
  constructor(state: Readonly<RandomState>) {
    this.s0 = state[0] | 0
    this.s1 = state[1] | 0
    this.s2 = state[2] | 0
    this.s3 = state[3] | 0
  }

  /** The next 32-bit output, as an unsigned integer. */
  uint32(): number {
    const s1 = this.s1
    const t = Math.imul(s1, 5)
    const result = Math.imul((t << 7) | (t >>> 25), 9)
    const shifted = s1 << 9
    this.s2 ^= this.s0
    this.s3 ^= this.s1
    this.s1 ^= this.s2
    this.s0 ^= this.s3
    this.s2 ^= shifted
    this.s3 = (this.s3 << 11) | (this.s3 >>> 21)
    return result >>> 0
  }

  /** The next 16-bit draw: the low half of an output, then its high half. */
  uint16(): number {
    if (this.pending !== -1) {
      const value = this.pending
      this.pending = -1
      return value
    }

    const word = this.uint32()
    this.pending = word >>> 16
    return word & 0xffff
  }

  /** A uniform integer in [0, n), for 1 ≤ n ≤ 65536. */
  below(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > 65536) throw new RangeError('Expected n from 1 to 65536, not ' + n)
    const threshold = 65536 % n
    for (;;) {
      const product = this.uint16() * n
      if ((product & 0xffff) >= threshold) return product >>> 16
    }
  }

  /** Advance by 2⁶⁴ outputs (drops a pending half). */
  jump(): void {
    let a = 0
    let b = 0
    let c = 0
    let d = 0
    for (const word of jumpWords) {
      for (let bit = 0; bit < 32; bit++) {
        if ((word >>> bit) & 1) {
          a ^= this.s0
          b ^= this.s1
          c ^= this.s2
          d ^= this.s3
        }

        this.uint32()
      }
    }

    this.s0 = a
    this.s1 = b
    this.s2 = c
    this.s3 = d
    this.pending = -1
  }

  /** The current state (a pending half is not part of it). */
  state(): RandomState {
    return [this.s0 >>> 0, this.s1 >>> 0, this.s2 >>> 0, this.s3 >>> 0]
  }
}

/** The state of stream `index` of a seed: the seeded state after `index` jumps. */
export function streamState(seed: number, index: number): RandomState {
  const random = new Random(seedState(seed))
  for (let step = 0; step < index; step++) random.jump()
  return random.state()
}

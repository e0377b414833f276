/**
 * Counting strings by a 53-bit hash of each, in a typed array: a walk over
 * a large tree can learn which keys come more than once while keeping eight
 * bytes per key, not the key. Keys sharing a hash look repeated together;
 * a caller that then remembers exact keys for those hashes only gets a
 * result that never depends on the hash. (With 32 bits, a few million keys
 * gave thousands of such pairs: a BSS record waiting for a later definition
 * of its hash held back every line after it until the end.)
 */

/**
 * A 53-bit hash (an integer a number holds exactly) of the UTF-16 code
 * units of `value`: FNV-1a's 32 bits and 21 bits of a second FNV-style
 * hash with another offset and prime.
 */
export function hashOf(value: string): number {
  let low = 0x81_1c_9d_c5
  let high = 0x2f_6b_3c_a1
  for (let index = 0; index < value.length; index++) {
    const unit = value.charCodeAt(index)
    low = Math.imul(low ^ unit, 0x01_00_01_93)
    high = Math.imul(high ^ unit, 0x5b_d1_e9_95)
  }

  return (high >>> 11) * 0x1_00_00_00_00 + (low >>> 0)
}

// A global in browsers and in Node; core's types take in neither the DOM's nor Node's.
declare const structuredClone: ((value: unknown, options: {transfer: ArrayBuffer[]}) => unknown) | undefined

/**
 * Give back the memory of a list's array now. A list that grew over a long
 * walk is old by then, so its memory would wait for a full collection,
 * which may not come while the walk's writer goes on (at 50 MB of BML, 126
 * MB of them stayed through the whole BSS output). Transferred, the memory
 * belongs to a new, young buffer that nothing holds: the next young
 * collection frees it.
 */
function giveBack(values: Float64Array): void {
  if (typeof structuredClone === 'function' && values.byteLength > 0) structuredClone(values.buffer, {transfer: [values.buffer as ArrayBuffer]})
}

/** A growable list of 53-bit hashes (`hashOf`), counted once all are in. */
export class HashList {
  private values = new Float64Array(1024)
  private count = 0

  /** How many hashes were added. */
  get size(): number {
    return this.count
  }

  /** Add the hash of `value`. */
  addHashOf(value: string): void {
    this.add(hashOf(value))
  }

  /** Add a hash. */
  add(hash: number): void {
    if (this.count === this.values.length) {
      const larger = new Float64Array(Math.max(1024, this.count * 2))
      larger.set(this.values)
      giveBack(this.values)
      this.values = larger
    }

    this.values[this.count++] = hash
  }

  /**
   * Call `visit` with each hash and how often it came, in ascending order
   * (sorts the list in place). A callback, not a generator: a pair per hash
   * would be garbage made by the million on a large system.
   */
  forEachCount(visit: (hash: number, count: number) => void): void {
    const sorted = this.values.subarray(0, this.count).sort()
    let index = 0
    while (index < sorted.length) {
      let end = index + 1
      while (end < sorted.length && sorted[end] === sorted[index]) end++
      visit(sorted[index]!, end - index)
      index = end
    }
  }

  /**
   * Forget every hash and give back the list's memory (eight bytes a hash:
   * 65 MB for the auctions of a 50 MB system, otherwise kept through the
   * whole walk that only needs the repeated ones).
   */
  clear(): void {
    giveBack(this.values)
    this.values = new Float64Array(0)
    this.count = 0
  }

  /** The hashes that came more than once (sorts the list in place). */
  repeated(): Set<number> {
    const result = new Set<number>()
    this.forEachCount((hash, count) => {
      if (count > 1) result.add(hash)
    })
    return result
  }
}

/**
 * The ids a page asks for only once. A page's writer gives every bidding
 * table's row an id (its auction), unique in the page: remembering every id
 * given took 190 MB on a 50 MB system. A first walk counts the hashes of the
 * ids the page will ask for (`HashList`); an id whose hash comes exactly once
 * cannot have been given before, so only the others are remembered.
 */

import {hashOf, HashList} from '@bidding/core/calls'

/** Ids asked for once, by the hash of each (sorted, for a binary search). */
export class SingleIds {
  private readonly hashes: Float64Array

  /** The hashes of `counted` that came exactly once (sorts it in place, then clears it). */
  constructor(counted: HashList) {
    let size = 0
    counted.forEachCount((_, count) => {
      if (count === 1) size++
    })
    this.hashes = new Float64Array(size)
    let index = 0
    counted.forEachCount((hash, count) => {
      if (count === 1) this.hashes[index++] = hash
    })
    counted.clear()
  }

  /** Whether `id` is asked for only once in the page (an id never counted is not: it is remembered). */
  has(id: string): boolean {
    const hash = hashOf(id)
    let low = 0
    let high = this.hashes.length - 1
    while (low <= high) {
      const middle = (low + high) >>> 1
      const value = this.hashes[middle]!
      if (value === hash) return true
      if (value < hash) low = middle + 1
      else high = middle - 1
    }

    return false
  }
}

/** `HashList` gives back the memory of an array it no longer uses at once, not at the next full collection. */

import {describe, expect, it} from 'vitest'
import {HashList} from '@bidding/core/calls'

/** The list's array (private: what this test checks is that an old one is given back). */
const arrayOf = (list: HashList): Float64Array => (list as unknown as {values: Float64Array}).values

describe('HashList', () => {
  it('should give back the array it outgrew and the one it clears, and count the same', () => {
    const list = new HashList()
    const first = arrayOf(list)
    for (let index = 0; index < 3000; index++) list.addHashOf('key ' + (index % 1500))
    // Detached: its memory went with the transfer.
    expect(first.byteLength).toBe(0)
    const counts = new Map<number, number>()
    list.forEachCount((hash, count) => counts.set(hash, count))
    expect(counts.size).toBe(1500)
    expect([...counts.values()].every((count) => count === 2)).toBe(true)
    const last = arrayOf(list)
    expect(last.byteLength).toBeGreaterThan(0)
    list.clear()
    expect(last.byteLength).toBe(0)
    expect(list.size).toBe(0)
    list.addHashOf('again')
    expect(list.repeated().size).toBe(0)
  })
})

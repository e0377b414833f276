import {describe, expect, it, vi} from 'vitest'

// Count the processes spawned: one spawn detaches an ArrayBuffer, which makes V8 throw away
// every optimized function that reads a typed array, so it must not fall inside the timed part.
const spawned = vi.hoisted(() => ({count: 0}))
vi.mock('node:child_process', async (importOriginal) => {
  const original = await importOriginal<typeof import('node:child_process')>()
  return {
    ...original,
    execFileSync: (...parameters: Parameters<typeof original.execFileSync>) => {
      spawned.count++
      return original.execFileSync(...parameters)
    }
  }
})

describe('timeAuctions', () => {
  it('spawns no process while it times: the clock ticks are asked for when the module loads', async () => {
    const {timeAuctions} = await import('../auction-throughput.js')
    const before = spawned.count
    let bid = 0
    const figures = timeAuctions(3, () => bid++)
    expect(bid).toBe(3)
    expect(figures.auctions).toBe(3)
    expect(spawned.count).toBe(before)
  })
})

import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {connectionOf, contentId, distribute, startWorker, type RunningWorker} from '../src/index.js'
import {hasRedis, startRedis, type RedisServer} from './redis.js'

describe('connectionOf', () => {
  it('should refuse what is not a Redis URL', () => {
    expect(() => connectionOf('http://localhost:6379')).toThrow(/redis:\/\/HOST:PORT/)
    expect(connectionOf('redis://127.0.0.1:6379')).toEqual({url: 'redis://127.0.0.1:6379', maxRetriesPerRequest: null})
  })
})

describe('contentId', () => {
  it('should give the same id to the same value and another to another', () => {
    expect(contentId({a: 1})).toBe(contentId({a: 1}))
    expect(contentId({a: 1})).not.toBe(contentId({a: 2}))
    expect(contentId({a: 1})).not.toContain(':')
  })
})

;(hasRedis ? describe : describe.skip)('distribute', () => {
  let redis: RedisServer
  const workers: RunningWorker[] = []
  const runs: number[] = []

  beforeAll(async () => {
    redis = await startRedis()
    for (let index = 0; index < 2; index++) {
      workers.push(
        await startWorker<{factor: number}, number, number>({
          url: redis.url,
          async run(chunk, shared) {
            runs.push(chunk)
            await new Promise((resolve) => setTimeout(resolve, 10))
            return chunk * shared.factor
          }
        })
      )
    }
  })

  afterAll(async () => {
    for (const worker of workers) await worker.close()
    await redis?.stop()
  })

  it('should run every chunk on the workers and give the results in chunk order', async () => {
    const progress: number[] = []
    const results = await distribute<{factor: number}, number, number>({
      url: redis.url,
      shared: {factor: 10},
      chunks: [1, 2, 3, 4, 5, 6],
      onProgress: (done) => progress.push(done)
    })
    expect(results).toEqual([10, 20, 30, 40, 50, 60])
    expect(progress.at(-1)).toBe(6)
    expect([...runs].sort()).toEqual([1, 2, 3, 4, 5, 6])
  })

  it('should not run a chunk again when the same chunk is distributed again', async () => {
    const before = runs.length
    const results = await distribute<{factor: number}, number, number>({url: redis.url, shared: {factor: 10}, chunks: [3, 1, 7]})
    expect(results).toEqual([30, 10, 70])
    // Only the new chunk ran.
    expect(runs.slice(before)).toEqual([7])
  })
})

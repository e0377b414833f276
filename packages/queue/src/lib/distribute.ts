/**
 * The coordinator: enqueue chunks of work as BullMQ jobs whose ids are the
 * chunks' content hashes, wait for workers to finish them, and give the
 * results back in chunk order. A chunk already done (a rerun with the same
 * seed) is not done again; a chunk whose worker died is put back by
 * BullMQ's stalled-job check and done by another worker.
 */

import {Job, Queue, QueueEvents} from 'bullmq'
import {connectionOf, contentId, defaultQueue, sharedKey} from './connection.js'

/** A chunk's job data: the chunk, and the id of the value every chunk shares. */
export interface ChunkJob<Data> {
  shared: string
  chunk: Data
}

/** Options of `distribute`. */
export interface DistributeOptions<Shared, Data> {
  /** `redis://HOST:PORT`. */
  url: string
  /** Queue name (default `bidding-chunks`); workers must use the same. */
  queue?: string | undefined
  /** What every chunk needs (systems, options), stored once in Redis. */
  shared: Shared
  /** The chunks, in order. */
  chunks: readonly Data[]
  /** Called as chunks finish. */
  onProgress?: ((done: number, total: number) => void) | undefined
  /** How long finished results stay in Redis, in seconds (default one day). */
  keep?: number | undefined
}

/**
 * Run chunks on the workers of a queue and collect their results in order.
 *
 * @throws {Error} when a chunk fails on every attempt.
 */
export async function distribute<Shared, Data, Result>(options: DistributeOptions<Shared, Data>): Promise<Result[]> {
  const name = options.queue ?? defaultQueue
  const connection = connectionOf(options.url)
  const keep = options.keep ?? 86_400
  const queue = new Queue<ChunkJob<Data>, Result>(name, {connection})
  const events = new QueueEvents(name, {connection})
  try {
    await events.waitUntilReady()
    const shared = contentId(options.shared)
    const client = await queue.client
    await client.set(sharedKey(name, shared), JSON.stringify(options.shared), {EX: keep})

    const ids = options.chunks.map((chunk) => contentId({shared, chunk}))
    // A job id that exists already is not added again: chunks are idempotent by id.
    await queue.addBulk(
      options.chunks.map((chunk, index) => ({
        name: 'chunk',
        data: {shared, chunk},
        opts: {jobId: ids[index]!, attempts: 3, removeOnComplete: {age: keep}, removeOnFail: {age: keep}}
      }))
    )

    let done = 0
    options.onProgress?.(0, ids.length)
    return await Promise.all(
      ids.map(async (id) => {
        const job = await Job.fromId<ChunkJob<Data>, Result>(queue, id)
        if (!job) throw new Error('Chunk ' + id + ' vanished from the queue')
        const result = await job.waitUntilFinished(events)
        options.onProgress?.(++done, ids.length)
        return result
      })
    )
  } finally {
    await events.close()
    await queue.close()
  }
}

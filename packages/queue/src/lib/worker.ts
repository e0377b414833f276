/**
 * A worker: takes chunk jobs from the queue one at a time and runs them.
 * BullMQ keeps a lock on the job while it runs; if this process dies, the
 * lock runs out and another worker's stalled-job check puts the job back.
 */

import {Worker} from 'bullmq'
import {connectionOf, defaultQueue, sharedKey} from './connection.js'
import type {ChunkJob} from './distribute.js'

/** Options of `startWorker`. */
export interface WorkerOptions<Shared, Data, Result> {
  url: string
  queue?: string | undefined
  /** Run one chunk. */
  run: (chunk: Data, shared: Shared, id: string) => Promise<Result>
  /** Chunks at a time (default 1: a chunk already uses every core through DDS). */
  concurrency?: number | undefined
  /** How long a job's lock lasts without renewal, in ms (default 30,000). */
  lockDuration?: number | undefined
  /** How often to look for stalled jobs, in ms (default 30,000). */
  stalledInterval?: number | undefined
  /** Told when a chunk starts and ends. */
  onChunk?: ((event: 'start' | 'done' | 'failed', id: string) => void) | undefined
}

/** A running worker. */
export interface RunningWorker {
  /** Stop taking jobs, finish the current one, disconnect. */
  close(): Promise<void>
}

/** Start a worker on a queue. */
export async function startWorker<Shared, Data, Result>(options: WorkerOptions<Shared, Data, Result>): Promise<RunningWorker> {
  const name = options.queue ?? defaultQueue
  const cache = new Map<string, Shared>()
  const worker: Worker<ChunkJob<Data>, Result> = new Worker<ChunkJob<Data>, Result>(
    name,
    async (job) => {
      const id = job.id!
      options.onChunk?.('start', id)
      let shared = cache.get(job.data.shared)
      if (shared === undefined) {
        const client = await worker.client
        const text = await client.get(sharedKey(name, job.data.shared))
        if (text === null) throw new Error('The shared data of chunk ' + id + ' is gone from Redis')
        shared = JSON.parse(text) as Shared
        cache.set(job.data.shared, shared)
      }

      return options.run(job.data.chunk, shared, id)
    },
    {
      connection: connectionOf(options.url),
      concurrency: options.concurrency ?? 1,
      lockDuration: options.lockDuration ?? 30_000,
      stalledInterval: options.stalledInterval ?? 30_000,
      // A killed worker is not the chunk's fault: let it stall a few times.
      maxStalledCount: 5
    }
  )
  worker.on('completed', (job) => options.onChunk?.('done', job.id!))
  worker.on('failed', (job) => options.onChunk?.('failed', job?.id ?? '?'))
  await worker.waitUntilReady()
  return {
    async close() {
      await worker.close()
    }
  }
}

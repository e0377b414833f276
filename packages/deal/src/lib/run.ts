/**
 * Running a job over chunks, on this thread or on worker threads. The
 * chunks of a run are fixed by the seed and the generate limit (chunk k:
 * stream k, `chunkLength` deals), and their results are merged in chunk
 * order, so the deals produced are the same whatever the number of threads.
 */

import type {Worker} from 'node:worker_threads'
import {buffersOf, chunkLength, Dealer, type ChunkResult, type Program} from './engine.js'
import {programOf, type Job} from './job.js'
import {Random, seedState, type RandomState} from './random.js'
// `#threads` is worker_threads in Node and a one-thread stand-in in browsers (package.json `imports`).
import {defaultThreads, startWorker} from '#threads'
import type {WorkerRequest, WorkerResponse} from './worker.js'

/** Limits and seed of a run. */
export interface RunLimits {
  seed: number
  /** Deals to produce at most. */
  produce: number
  /** Deals to generate at most. */
  generate: number
}

/** Totals of a run. */
export interface RunTotals {
  generated: number
  produced: number
}

/** Receives the produced deals of a chunk: the first `take` of `result`. */
export type Consume = (result: ChunkResult, take: number) => void

/** Chunk k of a run: its stream state and length. */
interface Chunk {
  index: number
  state: RandomState
  length: number
}

/** The chunks of a run, in order; states come from successive jumps. */
class Plan {
  private readonly random: Random
  private index = 0
  constructor(
    seed: number,
    private readonly generate: number
  ) {
    this.random = new Random(seedState(seed))
  }

  get count(): number {
    return Math.ceil(this.generate / chunkLength)
  }

  next(): Chunk | undefined {
    const start = this.index * chunkLength
    if (start >= this.generate) return undefined
    const chunk = {index: this.index, state: this.random.state(), length: Math.min(chunkLength, this.generate - start)}
    this.random.jump()
    this.index++
    return chunk
  }
}

/** Merges chunk results in order and keeps the totals. */
class Merge {
  generated = 0
  produced = 0
  done = false
  constructor(
    private readonly produce: number,
    private readonly consume: Consume
  ) {
    this.done = produce <= 0
  }

  get remaining(): number {
    return this.produce - this.produced
  }

  get totals(): RunTotals {
    return {generated: this.generated, produced: this.produced}
  }

  add(result: ChunkResult): void {
    const take = Math.min(result.count, this.remaining)
    if (take > 0) this.consume(result, take)
    this.produced += take
    if (this.produced >= this.produce) {
      this.generated += result.indices[take - 1]! + 1
      this.done = true
    } else {
      this.generated += result.generated
    }
  }
}

/** This thread's dealer for a job. */
interface LocalDealer {
  program: Program
  dealer: Dealer
  lazy: Job['lazy']
}

function localDealer(job: Job): LocalDealer {
  const {program, predeal} = programOf(job)
  return {program, dealer: new Dealer(predeal), lazy: job.lazy}
}

/** Deal a chunk on this thread, producing at most `limit` deals. */
function dealChunk(local: LocalDealer, chunk: Chunk, limit: number): ChunkResult {
  return local.dealer.run(local.program, chunk.state, chunk.length, limit, local.lazy)
}

/** Deal the next chunk in order on this thread, merge it, and give its buffers back to be filled again. */
function dealAndMerge(local: LocalDealer, chunk: Chunk, merge: Merge): void {
  const result = dealChunk(local, chunk, merge.remaining)
  merge.add(result)
  local.dealer.recycle(result)
}

/** Run a job on this thread. */
export function runSync(job: Job, limits: RunLimits, consume: Consume, onChunk?: (totals: RunTotals) => void): RunTotals {
  const local = localDealer(job)
  const plan = new Plan(limits.seed, limits.generate)
  const merge = new Merge(limits.produce, consume)
  for (let chunk = plan.next(); chunk && !merge.done; chunk = plan.next()) {
    dealAndMerge(local, chunk, merge)
    onChunk?.(merge.totals)
  }

  return merge.totals
}

/** Options of an asynchronous run. */
export interface RunOptions {
  /** Worker threads (default: every core); 1 runs on this thread. */
  threads?: number | undefined
  /** Called after each merged chunk. */
  onChunk?: ((totals: RunTotals) => void) | undefined
  /** Called after each merged chunk: a promise holds back new chunks until it settles (output backpressure). */
  ready?: (() => Promise<void> | undefined) | undefined
}

/**
 * Run a job, on worker threads when it is long enough to need them: the
 * first chunk runs here, and workers start only if the run goes on.
 */
export async function runAsync(job: Job, limits: RunLimits, consume: Consume, options: RunOptions = {}): Promise<RunTotals> {
  const threads = Math.max(1, Math.floor(options.threads ?? defaultThreads()))
  const local = localDealer(job)
  const plan = new Plan(limits.seed, limits.generate)
  const merge = new Merge(limits.produce, consume)
  const report = () => options.onChunk?.(merge.totals)

  // The first chunk runs here unless the worker threads are already up:
  // most short runs then need no thread at all.
  const warm = threads > 1 && pool.length >= Math.min(threads - 1, plan.count)
  if (!warm) {
    const first = plan.next()
    if (first && !merge.done) {
      dealAndMerge(local, first, merge)
      report()
    }
  }

  if (threads === 1) {
    for (let chunk = plan.next(); chunk && !merge.done; chunk = plan.next()) {
      // Let timers and output run between chunks.
      await new Promise((resolve) => setImmediate(resolve))
      dealAndMerge(local, chunk, merge)
      report()
      await options.ready?.()
    }

    return merge.totals
  }

  const chunk = merge.done ? undefined : plan.next()
  if (!chunk) return merge.totals
  // This thread deals too, so `threads` counts it: one worker fewer to start.
  await runOnWorkers(job, plan, chunk, merge, Math.min(threads - 1, plan.count - chunk.index), local, report, options.ready)
  return merge.totals
}

/**
 * Worker threads stay alive between runs (unreferenced, so they never keep
 * the process alive when idle): starting a thread costs tens of
 * milliseconds, far more than many runs take.
 */
const pool: Worker[] = []
const users = new Map<Worker, number>()
let nextJob = 0

/** Keep the process alive while a run uses the worker. */
function hold(worker: Worker): void {
  users.set(worker, (users.get(worker) ?? 0) + 1)
  worker.ref()
}

function release(worker: Worker): void {
  const count = (users.get(worker) ?? 1) - 1
  users.set(worker, count)
  if (count === 0) worker.unref()
}

function workers(count: number): Worker[] {
  while (pool.length < count) {
    const worker = startWorker()
    worker.unref()
    pool.push(worker)
  }

  return pool.slice(0, count)
}

/** Stop the worker threads kept for later runs (they start again when needed). */
export async function closeWorkers(): Promise<void> {
  const all = pool.splice(0)
  await Promise.all(all.map((worker) => worker.terminate()))
}

async function runOnWorkers(
  job: Job,
  plan: Plan,
  firstChunk: Chunk,
  merge: Merge,
  threads: number,
  local: LocalDealer,
  report: () => void,
  ready?: () => Promise<void> | undefined
): Promise<void> {
  const id = nextJob++
  const team = workers(threads)
  const waiting = new Map<number, ChunkResult>()
  let nextChunk: Chunk | undefined = firstChunk
  let nextToMerge = firstChunk.index
  const busy = new Map<Worker, number>()
  const listeners = new Map<Worker, {message: (response: WorkerResponse) => void; error: (error: Error) => void}>()
  // Merged results go back to a worker with its next chunk, which fills their buffers again.
  const spares: ChunkResult[] = []

  try {
    await new Promise<void>((resolve, reject) => {
      const take = (): Chunk | undefined => {
        const chunk = nextChunk
        if (chunk) nextChunk = plan.next()
        return chunk
      }

      const dispatch = (worker: Worker) => {
        while (nextChunk && !merge.done && (busy.get(worker) ?? 0) < 2) {
          const chunk = take()!
          const spare = spares.pop()
          const request: WorkerRequest = {
            type: 'chunk',
            id,
            index: chunk.index,
            state: chunk.state,
            length: chunk.length,
            limit: merge.remaining,
            ...(spare ? {spare: {indices: spare.indices, deals: spare.deals, values: spare.values}} : {})
          }
          worker.postMessage(request, spare ? buffersOf(spare) : [])
          busy.set(worker, (busy.get(worker) ?? 0) + 1)
        }
      }

      const finishIfDone = () => {
        // This thread's chunks are dealt and merged in one synchronous step, so only workers can be outstanding.
        const outstanding = [...busy.values()].reduce((a, b) => a + b, 0)
        if (merge.done || (!nextChunk && outstanding === 0)) resolve()
      }

      // Results waiting for an earlier chunk stay bounded: this thread pauses
      // while a slow worker (one still starting, say) holds up the merge.
      const waitingLimit = 2 * (team.length + 1)
      let wake: (() => void) | undefined
      const arrived = (index: number, result: ChunkResult) => {
        waiting.set(index, result)
        wake?.()
        wake = undefined
        while (!merge.done && waiting.has(nextToMerge)) {
          const merged = waiting.get(nextToMerge)!
          merge.add(merged)
          spares.push(merged)
          waiting.delete(nextToMerge)
          nextToMerge++
          report()
        }
      }

      // This thread takes a chunk whenever it is free, yielding between
      // chunks so the workers' results are merged as they come.
      const dealHere = async () => {
        while (nextChunk && !merge.done) {
          if (waiting.size >= waitingLimit) {
            await new Promise<void>((resolve) => (wake = resolve))
            continue
          }

          const chunk = take()!
          const spare = spares.pop()
          if (spare) local.dealer.recycle(spare)
          arrived(chunk.index, dealChunk(local, chunk, merge.remaining))
          const wait = merge.done ? undefined : ready?.()
          if (wait) await wait
          await new Promise((resolve) => setImmediate(resolve))
        }

        finishIfDone()
      }

      for (const worker of team) {
        const onMessage = (response: WorkerResponse) => {
          if (response.id !== id) return
          if (response.type === 'error') {
            reject(new Error(response.message))
            return
          }

          // A worker gets chunks once it has built the job: until then this
          // thread deals them, rather than wait on a worker still starting.
          if (response.type === 'ready') {
            if (!merge.done) dispatch(worker)
            finishIfDone()
            return
          }

          busy.set(worker, (busy.get(worker) ?? 1) - 1)
          arrived(response.index, response.result)

          // While the output is full, the worker waits: results in flight stay bounded (two chunks a worker).
          const wait = merge.done ? undefined : ready?.()
          if (wait) {
            wait.then(() => {
              if (!merge.done) dispatch(worker)
              finishIfDone()
            }, reject)
            return
          }

          if (!merge.done) dispatch(worker)
          finishIfDone()
        }

        const onError = (error: Error) => {
          const index = pool.indexOf(worker)
          if (index !== -1) pool.splice(index, 1)
          reject(error)
        }

        listeners.set(worker, {message: onMessage, error: onError})
        hold(worker)
        worker.on('message', onMessage)
        worker.on('error', onError)
        const init: WorkerRequest = {type: 'init', id, job}
        worker.postMessage(init)
      }

      dealHere().catch(reject)
    })
  } finally {
    for (const [worker, {message, error}] of listeners) {
      worker.off('message', message)
      worker.off('error', error)
      worker.postMessage({type: 'drop', id} satisfies WorkerRequest)
      release(worker)
    }
  }
}

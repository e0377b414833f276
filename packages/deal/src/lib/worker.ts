/**
 * The worker thread: builds the job’s program once, then deals the chunks
 * it is sent and posts their results back (buffers transferred, not copied).
 */

import {parentPort} from 'node:worker_threads'
import {buffersOf, Dealer, type ChunkResult, type Program} from './engine.js'
import {programOf, type Job} from './job.js'
import type {RandomState} from './random.js'

/** Messages to a worker; `id` tells apart the runs that share it. */
export type WorkerRequest =
  | {type: 'init'; id: number; job: Job}
  | {
      type: 'chunk'
      id: number
      index: number
      state: RandomState
      length: number
      limit: number
      /** A merged result's arrays, to fill again (see `Dealer.recycle`). */
      spare?: Pick<ChunkResult, 'indices' | 'deals' | 'values'> | undefined
    }
  | {type: 'drop'; id: number}

/** Messages from a worker. */
export type WorkerResponse =
  /** The job is built: the worker takes chunks from now on. */
  | {type: 'ready'; id: number}
  | {type: 'result'; id: number; index: number; result: ChunkResult}
  | {type: 'error'; id: number; message: string}

interface Built {
  dealer: Dealer
  program: Program
  lazy: boolean
}

const jobs = new Map<number, Built>()

parentPort?.on('message', (request: WorkerRequest) => {
  try {
    if (request.type === 'init') {
      const built = programOf(request.job)
      jobs.set(request.id, {program: built.program, dealer: new Dealer(built.predeal), lazy: request.job.lazy})
      parentPort!.postMessage({type: 'ready', id: request.id} satisfies WorkerResponse)
      return
    }

    if (request.type === 'drop') {
      jobs.delete(request.id)
      return
    }

    const {dealer, program, lazy} = jobs.get(request.id)!
    if (request.spare) dealer.recycle(request.spare)
    const result = dealer.run(program, request.state, request.length, request.limit, lazy)
    const response: WorkerResponse = {type: 'result', id: request.id, index: request.index, result}
    parentPort!.postMessage(response, buffersOf(result))
  } catch (error) {
    const response: WorkerResponse = {type: 'error', id: request.id, message: error instanceof Error ? error.message : String(error)}
    parentPort!.postMessage(response)
  }
})

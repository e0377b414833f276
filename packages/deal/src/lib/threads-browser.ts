/**
 * The browser's stand-in for `threads.ts`: no worker threads, so every run
 * takes the synchronous path on the calling thread (`defaultThreads` is 1)
 * and no Node module reaches a browser bundle.
 */

import type {Worker} from 'node:worker_threads'

/** Number of threads to use by default: one, the calling thread. */
export function defaultThreads(): number {
  return 1
}

/**
 * Never called with one thread.
 *
 * @throws {Error} always: a browser has no worker threads.
 */
export function startWorker(): Worker {
  throw new Error('Worker threads are not available in a browser: deal with `threads: 1`')
}

/**
 * Starting worker threads, from the built package (`dist/lib/worker.js`)
 * or from source (`src/lib/worker.ts`, under tsx or vitest). From source,
 * the worker first registers tsx’s loader and resolves sibling packages
 * through the `@bidding/source` condition, as the parent does.
 */

import {createRequire} from 'node:module'
import os from 'node:os'
import {pathToFileURL} from 'node:url'
import {Worker} from 'node:worker_threads'

/** Number of threads to use by default: every core. */
export function defaultThreads(): number {
  return typeof os.availableParallelism === 'function' ? os.availableParallelism() : os.cpus().length
}

/** Start a worker running `worker.js` (or `worker.ts` from source). */
export function startWorker(): Worker {
  const fromSource = import.meta.url.endsWith('.ts')
  const entry = new URL(fromSource ? './worker.ts' : './worker.js', import.meta.url)
  if (!fromSource) return new Worker(entry)
  const tsxPackage = createRequire(import.meta.url).resolve('tsx/package.json')
  const api = new URL('dist/esm/api/index.mjs', pathToFileURL(tsxPackage)).href
  const code =
    'import(' + JSON.stringify(api) + ').then((tsx) => { tsx.register(); return import(' + JSON.stringify(entry.href) + ') })'
  const execArgv = process.execArgv.includes('--conditions=@bidding/source')
    ? process.execArgv
    : [...process.execArgv, '--conditions=@bidding/source']
  return new Worker(code, {eval: true, execArgv})
}

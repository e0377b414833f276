/**
 * `node:worker_threads`, `node:os`, `node:module` and `node:url` in the
 * browser: `@bidding/deal` imports them for its worker threads, which the
 * studio never starts (it deals with `threads: 1`, in its own Web Worker).
 */
export class Worker {
  constructor() {
    throw new Error('Node worker threads are not available in the browser')
  }
}

export const parentPort = null

export function cpus(): unknown[] {
  return [{}]
}

export function availableParallelism(): number {
  return 1
}

export function createRequire(): never {
  throw new Error('`createRequire` is not available in the browser')
}

export function pathToFileURL(path: string): URL {
  return new URL('file://' + path)
}

export function fileURLToPath(url: string | URL): string {
  return new URL(url).pathname
}

export default {cpus, availableParallelism}

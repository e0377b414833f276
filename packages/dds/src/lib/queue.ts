/**
 * DDS keeps one set of per-thread memory for the whole process, so two
 * solver calls must never overlap: every call goes through this queue.
 */

let tail: Promise<unknown> = Promise.resolve()

/** Run `task` after every task queued before it. */
export function serial<T>(task: () => Promise<T>): Promise<T> {
  const result = tail.then(task, task)
  tail = result.catch(() => undefined)
  return result
}

/** Call a koffi function on libuv's thread pool, as a promise. */
export function callAsync(fn: {async: (...args: any[]) => any}, ...args: unknown[]): Promise<number> {
  return new Promise((resolve, reject) => {
    fn.async(...args, (error: unknown, result: number) => {
      if (error) reject(error instanceof Error ? error : new Error(String(error)))
      else resolve(result)
    })
  })
}

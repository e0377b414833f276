/**
 * Redis connections from a `redis://HOST:PORT` URL, as BullMQ wants them
 * (`maxRetriesPerRequest: null`, so blocking commands wait for Redis rather
 * than fail while it restarts).
 */

import {createHash} from 'node:crypto'

/** BullMQ's connection options for a URL. */
export function connectionOf(url: string): {url: string; maxRetriesPerRequest: null} {
  if (!/^rediss?:\/\/[^\s/]+/.test(url)) throw new TypeError('Expected a Redis URL (`redis://HOST:PORT`), not `' + url + '`')
  return {url, maxRetriesPerRequest: null}
}

/** The default queue name. */
export const defaultQueue = 'bidding-chunks'

/** The Redis key that holds a shared value. */
export function sharedKey(queue: string, id: string): string {
  return 'bidding:' + queue + ':shared:' + id
}

/** A content id: the same value always gets the same id (chunks are idempotent by it). */
export function contentId(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 40)
}

/**
 * `bidding worker --queue redis://HOST:PORT [--threads N]`: take chunks of
 * `bidding simulate --score … --queue` runs from the queue and bid and
 * score them, until interrupted. Run it on as many machines as wanted.
 */

import type {LazyRegistry} from '@bidding/core/registry'
import {startWorker} from '@bidding/queue'
import {rejectUnknownFlags, splitArgs, takeString} from '../args.js'
import {UsageError} from '../errors.js'
import type {Io} from '../io.js'
import {runChunk, type RunChunk, type SharedRun} from '../score-chunks.js'
import type {ScoredDeals} from '../score-run.js'

const own = ['queue', 'threads', 'lock-ms', 'stalled-ms', 'name']

function positive(value: string | undefined, flag: string): number | undefined {
  if (value === undefined) return undefined
  if (!/^[1-9]\d*$/.test(value)) throw new UsageError('Expected a whole number of at least 1 after `--' + flag + '`, not `' + value + '`')
  return Number(value)
}

/** Run `bidding worker`. */
export async function worker(argv: readonly string[], io: Io, _registry: LazyRegistry): Promise<number> {
  const args = splitArgs(argv, new Set(own))
  const url = takeString(args, 'queue')
  const threads = positive(takeString(args, 'threads'), 'threads')
  const lockDuration = positive(takeString(args, 'lock-ms'), 'lock-ms')
  const stalledInterval = positive(takeString(args, 'stalled-ms'), 'stalled-ms')
  const queue = takeString(args, 'name')
  rejectUnknownFlags(args, new Set(own))
  if (url === undefined || !/^rediss?:\/\/[^\s/]+/.test(url)) throw new UsageError('Expected `--queue redis://HOST:PORT`')
  if (args.positionals.length > 0) throw new UsageError('Unexpected `' + args.positionals[0] + '`')

  let done = 0
  const running = await startWorker<SharedRun, RunChunk, ScoredDeals>({
    url,
    queue,
    lockDuration,
    stalledInterval,
    run: (chunk, shared) => runChunk(chunk, shared, threads),
    onChunk(event, id) {
      if (event === 'done') done++
      io.stderr.write('bidding worker: chunk ' + id.slice(0, 12) + ' ' + (event === 'start' ? 'started' : event) + '\n')
    }
  })
  io.stderr.write('bidding worker: waiting for chunks on ' + url + '\n')

  await new Promise<void>((resolve) => {
    const stop = () => resolve()
    process.once('SIGINT', stop)
    process.once('SIGTERM', stop)
  })
  await running.close()
  io.stderr.write('bidding worker: stopped after ' + done + ' chunk' + (done === 1 ? '' : 's') + '\n')
  return 0
}

/**
 * The scoring flags of `bidding simulate` (`--score`, `--report`,
 * `--boards`, `--queue`, `--chunk`), read apart from the scoring itself
 * (`simulate-score.ts`), which loads the double-dummy solver and the queue's
 * client: a run without `--score` loads neither.
 */

import type {ScoreKind} from '@bidding/compare'
import {takeString, type ParsedArgs} from '../args.js'
import {UsageError} from '../errors.js'

/** The value flags of scoring. */
export const scoreFlags = ['score', 'report', 'boards', 'queue', 'chunk']

/** What `--score` and its companions asked for. */
export interface ScoreOptions {
  kind: ScoreKind
  /** The HTML report's path; the PBN goes beside it. */
  report?: string | undefined
  /** Boards in the report (default 20). */
  boards: number
  /** `redis://HOST:PORT` to spread the run over `bidding worker`s. */
  queue?: string | undefined
  /** Boards per queued chunk (default 50). */
  chunk: number
}

/** Read the scoring flags; `undefined` without `--score`. */
export function scoreOptions(args: ParsedArgs): ScoreOptions | undefined {
  const kind = takeString(args, 'score')
  const report = takeString(args, 'report')
  const boards = takeString(args, 'boards')
  const queue = takeString(args, 'queue')
  const chunk = takeString(args, 'chunk')
  if (kind === undefined) {
    if (report !== undefined || boards !== undefined || queue !== undefined || chunk !== undefined) {
      throw new UsageError('Expected `--score imps|mp|total` with `--report`, `--boards`, `--queue` and `--chunk`')
    }

    return undefined
  }

  if (chunk !== undefined && !/^[1-9]\d*$/.test(chunk)) throw new UsageError('Expected a whole number of at least 1 after `--chunk`, not `' + chunk + '`')
  if (kind !== 'imps' && kind !== 'mp' && kind !== 'total') throw new UsageError('Expected `imps`, `mp` or `total` after `--score`, not `' + kind + '`')
  if (boards !== undefined && !/^\d+$/.test(boards)) throw new UsageError('Expected a whole number after `--boards`, not `' + boards + '`')
  if (queue !== undefined && !/^rediss?:\/\/[^\s/]+/.test(queue)) throw new UsageError('Expected `redis://HOST:PORT` after `--queue`, not `' + queue + '`')
  return {kind, report, boards: boards === undefined ? 20 : Number(boards), queue, chunk: chunk === undefined ? 50 : Number(chunk)}
}

/**
 * `simulate --score imps|mp|total [--report FILE.html] [--boards N]
 * [--queue redis://…]`: double-dummy tricks for every contract reached,
 * the two systems compared board by board (or one against par), and the
 * boards that differ most as PBN and as an HTML report.
 */

import path from 'node:path'
import {comparisonHtml, comparisonPbn, mostDifferent, scoreText, type ScoreComparison} from '@bidding/compare'
import {toPbn} from '@bidding/hand'
import type {Simulation} from '@bidding/robot'
import type {ScoreOptions} from './score-options.js'
import type {Io} from '../io.js'
import {writeResult} from '../output.js'
import {createProgress} from '../progress.js'
import type {RunChunk, SharedRun} from '../score-chunks.js'
import {comparisonOf, joinScored, scoreBid, type ScoredDeals} from '../score-run.js'

/** The scored comparison as text and JSON, with the report written. */
export interface ScoredOutput {
  comparison: ScoreComparison
  text: string
  json: Record<string, unknown>
}

/** Solve and score the simulated boards, then report. */
export async function scoreSimulation(
  first: Simulation,
  second: Simulation | undefined,
  options: ScoreOptions,
  io: Io,
  context: {names: [string, string]; threads?: number | undefined}
): Promise<ScoredOutput> {
  const progress = createProgress({total: first.boards.length, unit: 'double-dummy tables', stream: io.stderr})
  let solved = 0
  const scored = await scoreBid(first.boards, second?.boards, {
    threads: context.threads,
    onProgress(done) {
      progress.tick(done - solved)
      solved = done
    }
  })
  progress.done()
  return reportScores(scored, options, io, context.names)
}

/** Compare scored deals, write the report files, and give the text and JSON. */
export async function reportScores(scored: ScoredDeals, options: ScoreOptions, io: Io, names: [string, string]): Promise<ScoredOutput> {
  const comparison = comparisonOf(scored, options.kind)
  const top = mostDifferent(comparison, options.boards)
  if (options.report !== undefined) {
    const target = path.resolve(io.cwd, options.report)
    const pbnTarget = target.replace(/\.html?$/i, '') + '.pbn'
    await writeResult(io, target, comparisonHtml(comparison, {names, boards: top}))
    const pars = new Map(scored.first.map((board, index) => [board.board, scored.pars[index]!]))
    await writeResult(io, pbnTarget, toPbn(comparisonPbn(top, {names, kind: options.kind, pars})))
  }

  const json = {
    score: comparison.score,
    won: comparison.won,
    lost: comparison.lost,
    tied: comparison.tied,
    byDivergence: comparison.byDivergence,
    differ: top.map((board) => ({board: board.board, value: board.value, scores: [board.first.score, board.second?.score ?? board.par?.score]}))
  }
  return {comparison, text: scoreText(comparison, names), json}
}

/** Run the chunks on the queue's workers, with progress, and join their results in order. */
export async function distributeRun(shared: SharedRun, chunks: RunChunk[], url: string, io: Io): Promise<ScoredDeals> {
  const boards = chunks.reduce((sum, chunk) => sum + chunk.deals.length, 0)
  io.stderr.write('bidding simulate: ' + chunks.length + ' chunks of ' + boards + ' boards queued on ' + url + '; start workers with `bidding worker --queue ' + url + '`\n')
  const progress = createProgress({total: chunks.length, unit: 'chunks', stream: io.stderr})
  let finished = 0
  // The queue's client (BullMQ, ioredis) is loaded by a queued run alone.
  const {distribute} = await import('@bidding/queue')
  const results = await distribute<SharedRun, RunChunk, ScoredDeals>({
    url,
    shared,
    chunks,
    onProgress(done) {
      progress.tick(done - finished)
      finished = done
    }
  })
  progress.done()
  return joinScored(results)
}

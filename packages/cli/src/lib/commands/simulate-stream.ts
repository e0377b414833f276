/**
 * `bidding simulate` without scoring: each slice of deals is bid as it is
 * dealt, counted, written to the PBN and let go, and a compared system bids
 * the same deal at once, so that only the counts are kept. Memory then does
 * not grow with `--count` (keeping every board, and the whole PBN text, made
 * 200,000 deals take 1.3 GB). The output is the same as bidding every deal
 * first: boards are numbered, counted and written in the order dealt.
 */

import type {Constraint} from '@bidding/core/constraints'
import type {DealVulnerability, Direction} from '@bidding/core/calls'
import {generateDeals} from '@bidding/deal'
import {toPbn} from '@bidding/hand'
import {
  boardsToPbn,
  ComparisonCounter,
  Simulator,
  type BoardsToPbnOptions,
  type SimulationComparison,
  type Statistics,
  type Systems
} from '@bidding/robot'
import type {Io} from '../io.js'
import type {Sink} from '../output.js'
import {createProgress} from '../progress.js'

/**
 * Boards bid and written at a time. A board's auction and notes are short-lived;
 * a few hundred of them die young, where the 2,048 deals of a dealt slice
 * would outlive the young generation and fill the old one with garbage.
 */
const boardsAtOnce = 128

/** What a streamed run deals and bids, and where its PBN goes. */
export interface StreamedRunOptions {
  count: number
  /** The seed as a number (the PBN's `Event` names it before the first deal is dealt). */
  seed: number
  threads: number | undefined
  /** A constraint on `seat`'s hand. */
  where: {seat: Direction; constraint: Constraint} | undefined
  /** The systems at the table. */
  systems: Systems
  /** The same table with the compared system for North–South. */
  compared: Systems | undefined
  dealer: Direction | 'board'
  vulnerability: DealVulnerability | 'board'
  fallback: 'natural' | 'pass' | undefined
  /** Where each board's PBN goes, and how it is written; `undefined`: no PBN. */
  pbn: {sink: Sink; options: BoardsToPbnOptions} | undefined
}

/** What a streamed run counted. */
export interface StreamedRun {
  statistics: Statistics
  /** The compared system's statistics and the comparison of contracts. */
  compared: {statistics: Statistics; comparison: SimulationComparison} | undefined
  /** Deals dealt and bid (fewer than `count` when `--where` was too rare). */
  produced: number
  /** Deals generated to find them. */
  generated: number
}

/**
 * Deal, bid, count and write, a slice of deals at a time. A failure while
 * bidding or writing stops the dealing and is thrown; the caller then
 * gives up the output.
 */
export async function simulateStreamed(options: StreamedRunOptions, io: Io): Promise<StreamedRun> {
  const bidding = {dealer: options.dealer, vulnerability: options.vulnerability, fallback: options.fallback}
  const first = new Simulator(options.systems, bidding)
  const second = options.compared ? new Simulator(options.compared, bidding) : undefined
  const comparison = new ComparisonCounter()
  const progress = createProgress({total: options.count, unit: 'deals', stream: io.stderr})
  const {pbn} = options
  let written = 0
  // Thrown in `onDeals`, which a worker's message may call: kept, and thrown from `ready` and after the run.
  let failure: {error: unknown} | undefined
  let result: Awaited<ReturnType<typeof generateDeals>>
  try {
    result = await generateDeals({
      count: options.count,
      seed: options.seed,
      threads: options.threads,
      constraints: options.where ? {[options.where.seat]: options.where.constraint} : undefined,
      onDeals(deals) {
        if (failure) return
        try {
          for (let start = 0; start < deals.length; start += boardsAtOnce) {
            const boards = deals.slice(start, start + boardsAtOnce).map((deal) => {
              const board = first.bid(deal)
              if (second) comparison.add(board.board, board.auction.contract, second.bid(deal).auction.contract)
              return board
            })
            // Games are separated by a blank line, as `toPbn` of all of them separates them.
            if (pbn) pbn.sink.write((written > 0 ? '\n' : '') + toPbn(boardsToPbn(boards, pbn.options)))
            written += boards.length
            progress.tick(boards.length)
          }
        } catch (error) {
          failure = {error}
        }
      },
      ready: () => (failure ? Promise.reject(failure.error) : pbn?.sink.ready())
    })
  } finally {
    progress.done()
  }

  if (failure) throw failure.error
  return {
    statistics: first.statistics(),
    compared: second ? {statistics: second.statistics(), comparison: comparison.comparison()} : undefined,
    produced: result.produced,
    generated: result.generated
  }
}

/**
 * Scoring a simulation: double-dummy tables for the deals, each system's
 * boards scored at those tricks, par, and the comparison. The same function
 * scores a whole local run and one chunk of a distributed one, so the two
 * add up to the same totals.
 */

import type {DealVulnerability, Direction} from '@bidding/core/calls'
import {compareScores, compareWithPar, scoreBoard, type ScoreComparison, type ScoredBoard, type ScoreKind} from '@bidding/compare'
import {par, solveTables, type DdTable, type ParResult} from '@bidding/dds'
import {boardDealer, boardVulnerability, type Deal} from '@bidding/hand'
import {bidDeal, type CompiledSystem, type SimulatedBoard} from '@bidding/robot'

/** The scored boards of some deals. */
export interface ScoredDeals {
  first: ScoredBoard[]
  /** The compared system's boards, with `--compare`. */
  second?: ScoredBoard[] | undefined
  tables: DdTable[]
  pars: ParResult[]
}

/** How the boards are bid: the same options as `simulate`. */
export interface BoardOptions {
  dealer: Direction | 'board'
  vulnerability: DealVulnerability | 'board'
  fallback?: 'natural' | 'pass' | undefined
}

/** The systems at the table. */
export interface ScoredSystems {
  ns: CompiledSystem
  compare?: CompiledSystem | undefined
  ew?: CompiledSystem | undefined
}

/** Bid deals (numbered from `firstBoard`) with each system, as `simulate` does. */
export function bidBoards(deals: readonly Deal[], firstBoard: number, system: CompiledSystem, ew: CompiledSystem | undefined, options: BoardOptions): SimulatedBoard[] {
  const seats = {N: system, S: system, ...(ew ? {E: ew, W: ew} : {})}
  return deals.map((deal, index) => {
    const board = firstBoard + index
    const dealer = options.dealer === 'board' ? boardDealer(board) : options.dealer
    const vulnerability = options.vulnerability === 'board' ? boardVulnerability(board) : options.vulnerability
    return {board, deal, auction: bidDeal(deal, seats, {explain: false, fallback: options.fallback, dealer, vulnerability})}
  })
}

/** Solve the deals and score already bid boards. */
export async function scoreBid(
  first: readonly SimulatedBoard[],
  second: readonly SimulatedBoard[] | undefined,
  options: {threads?: number | undefined; onProgress?: ((done: number, total: number) => void) | undefined} = {}
): Promise<ScoredDeals> {
  const tables = await solveTables(
    first.map((board) => board.deal),
    options
  )
  return {
    first: first.map((board, index) => scoreBoard(board, tables[index]!)),
    second: second?.map((board, index) => scoreBoard(board, tables[index]!)),
    tables,
    pars: first.map((board, index) => par(tables[index]!, board.auction.vulnerability, board.auction.dealer))
  }
}

/** Bid and score deals (one chunk of a run). */
export async function scoreDeals(deals: readonly Deal[], firstBoard: number, systems: ScoredSystems, options: BoardOptions & {threads?: number | undefined}): Promise<ScoredDeals> {
  const first = bidBoards(deals, firstBoard, systems.ns, systems.ew, options)
  const second = systems.compare ? bidBoards(deals, firstBoard, systems.compare, systems.ew, options) : undefined
  return scoreBid(first, second, {threads: options.threads})
}

/** Join chunks in order. */
export function joinScored(chunks: readonly ScoredDeals[]): ScoredDeals {
  const second = chunks.every((chunk) => chunk.second) ? chunks.flatMap((chunk) => chunk.second!) : undefined
  return {first: chunks.flatMap((chunk) => chunk.first), second, tables: chunks.flatMap((chunk) => chunk.tables), pars: chunks.flatMap((chunk) => chunk.pars)}
}

/** The comparison of scored deals: two systems, or one against par. */
export function comparisonOf(scored: ScoredDeals, kind: ScoreKind): ScoreComparison {
  return scored.second ? compareScores(scored.first, scored.second, scored.tables, kind) : compareWithPar(scored.first, scored.pars, scored.tables, kind)
}

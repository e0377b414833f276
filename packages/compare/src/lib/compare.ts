/**
 * Two systems' results on the same deals, board by board, in IMPs,
 * matchpoints or total points; or one system against par.
 */

import {formatContract, type Call} from '@bidding/core/calls'
import type {DdTable, ParResult} from '@bidding/dds'
import {imps, matchpointShares} from '@bidding/hand'
import type {ScoredBoard} from './score-board.js'
import {summarize, type SampleSummary} from './statistics.js'

/** How boards are scored against each other. */
export type ScoreKind = 'imps' | 'mp' | 'total'

/** One board of a comparison. */
export interface BoardComparison {
  board: number
  first: ScoredBoard
  /** The other system's result, absent when comparing with par. */
  second?: ScoredBoard | undefined
  /** Par, when comparing with par. */
  par?: ParResult | undefined
  table: DdTable
  /** The board's value for the first system: IMPs, its matchpoint percentage, or the points difference. */
  value: number
  /** Where the auctions part (`1N P`; `` when the first call differs), or `undefined` when they are the same. */
  divergence?: string | undefined
}

/** The boards that parted at one point of the auction. */
export interface DivergenceGroup {
  /** The auction both systems bid before they differed (`` for the first call). */
  after: string
  boards: number
  mean: number
  ci95: [number, number]
}

/** A scored comparison. */
export interface ScoreComparison {
  score: SampleSummary & {kind: ScoreKind}
  /** Shares of boards where the first system scored more, less, the same. */
  won: number
  lost: number
  tied: number
  /** By the point where the auctions parted, most boards first (empty against par). */
  byDivergence: DivergenceGroup[]
  boards: BoardComparison[]
}

function valueOf(kind: ScoreKind, first: number, second: number): number {
  if (kind === 'imps') return imps(first - second)
  if (kind === 'total') return first - second
  return 100 * matchpointShares([first, second])[0]!
}

function divergenceOf(first: readonly Call[], second: readonly Call[]): string | undefined {
  let index = 0
  while (index < first.length && index < second.length && first[index] === second[index]) index++
  if (index === first.length && index === second.length) return undefined
  return first.slice(0, index).join(' ')
}

function summary(kind: ScoreKind, boards: readonly BoardComparison[], byDivergence: DivergenceGroup[], versus: (board: BoardComparison) => number): ScoreComparison {
  const count = boards.length || 1
  let won = 0
  let lost = 0
  for (const board of boards) {
    const other = versus(board)
    if (board.first.score > other) won++
    else if (board.first.score < other) lost++
  }

  return {
    score: {kind, ...summarize(boards.map((board) => board.value))},
    won: won / count,
    lost: lost / count,
    tied: (boards.length - won - lost) / count,
    byDivergence,
    boards: [...boards]
  }
}

/**
 * Compare two systems' scored boards (the same deals, in the same order):
 * each board's value is for the first system.
 */
export function compareScores(first: readonly ScoredBoard[], second: readonly ScoredBoard[], tables: readonly DdTable[], kind: ScoreKind): ScoreComparison {
  const boards: BoardComparison[] = first.map((board, index) => {
    const other = second[index]!
    return {
      board: board.board,
      first: board,
      second: other,
      table: tables[index]!,
      value: valueOf(kind, board.score, other.score),
      divergence: divergenceOf(board.calls, other.calls)
    }
  })

  const groups = new Map<string, number[]>()
  for (const board of boards) {
    if (board.divergence === undefined) continue
    const values = groups.get(board.divergence) ?? []
    values.push(board.value)
    groups.set(board.divergence, values)
  }

  const byDivergence = [...groups].map(([after, values]) => {
    const result = summarize(values)
    return {after, boards: result.boards, mean: result.mean, ci95: result.ci95}
  })
  byDivergence.sort((a, b) => b.boards - a.boards || (a.after < b.after ? -1 : 1))
  return summary(kind, boards, byDivergence, (board) => board.second!.score)
}

/** Compare a system's scored boards with par: each board's value is the system's against par. */
export function compareWithPar(boards: readonly ScoredBoard[], pars: readonly ParResult[], tables: readonly DdTable[], kind: ScoreKind): ScoreComparison {
  const compared = boards.map((board, index) => ({
    board: board.board,
    first: board,
    par: pars[index]!,
    table: tables[index]!,
    value: valueOf(kind, board.score, pars[index]!.score)
  }))
  return summary(kind, compared, [], (board) => board.par!.score)
}

/** The boards whose values are furthest from equal, most first (ties by board number). */
export function mostDifferent(comparison: ScoreComparison, count: number): BoardComparison[] {
  const even = comparison.score.kind === 'mp' ? 50 : 0
  return comparison.boards
    .filter((board) => board.value !== even)
    .sort((a, b) => Math.abs(b.value - even) - Math.abs(a.value - even) || a.board - b.board)
    .slice(0, count)
}

/** A contract as text (`4S by N`, `3NX by E`, `passed out`). */
export function contractLabel(board: ScoredBoard): string {
  if (board.contract === undefined) return 'unfinished'
  if (board.contract === 'passed-out') return 'passed out'
  return formatContract(board.contract) + ' by ' + board.contract.declarer
}

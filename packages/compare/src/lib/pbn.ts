/**
 * The boards of a comparison as PBN: for each board one game per system
 * (`[Room "Open"]` for the first, `"Closed"` for the second, as team
 * matches are written), with the auction, the contract, declarer's
 * double-dummy tricks as the result, the score, the board's value, and the
 * double-dummy table and par on the first game.
 */

import {formatContract} from '@bidding/core/calls'
import {ddPbnTags, type ParResult} from '@bidding/dds'
import type {PbnGame, PbnTag} from '@bidding/hand'
import type {BoardComparison, ScoreKind} from './compare.js'
import type {ScoredBoard} from './score-board.js'

/** Options of `comparisonPbn`. */
export interface ComparisonPbnOptions {
  /** The systems' names (`BidSystemNS` of each room). */
  names: [string, string]
  kind: ScoreKind
  /** Par of each board (by board number), for the DD tags. */
  pars?: ReadonlyMap<number, ParResult> | undefined
  event?: string | undefined
}

const kindNames: Readonly<Record<ScoreKind, string>> = {imps: 'IMPs', mp: 'MP%', total: 'points'}

function game(board: ScoredBoard, room: string, system: string, extra: PbnTag[]): PbnGame {
  const tags: PbnTag[] = [{name: 'Room', value: room}, {name: 'BidSystemNS', value: system}]
  const contract = board.contract
  if (contract === 'passed-out') tags.push({name: 'Contract', value: 'Pass'})
  else if (contract) {
    tags.push(
      {name: 'Declarer', value: contract.declarer},
      {name: 'Contract', value: formatContract(contract).replace(/^(\d)N/, '$1NT')},
      {name: 'Result', value: String(board.tricks)}
    )
  }

  tags.push({name: 'Score', value: 'NS ' + board.score}, ...extra)
  return {
    tags,
    board: board.board,
    dealer: board.dealer,
    vulnerability: board.vulnerability,
    deal: board.deal,
    auction: {first: board.dealer, calls: board.calls.map((call) => ({call})), ...(contract === undefined ? {incomplete: true} : {})}
  }
}

/** PBN games for the boards of a comparison, two per board. */
export function comparisonPbn(boards: readonly BoardComparison[], options: ComparisonPbnOptions): PbnGame[] {
  const games: PbnGame[] = []
  for (const board of boards) {
    const value = {name: 'ScoreComparison', value: (board.value > 0 && options.kind !== 'mp' ? '+' : '') + board.value + ' ' + kindNames[options.kind] + ' for ' + options.names[0]}
    const par = board.par ?? options.pars?.get(board.board)
    const dd = par ? ddPbnTags(board.table, par) : []
    const event = options.event ? [{name: 'Event', value: options.event}] : []
    games.push(game(board.first, 'Open', options.names[0], [...event, value, ...dd]))
    if (board.second) games.push(game(board.second, 'Closed', options.names[1], [...event, value]))
  }

  return games
}

/**
 * A bid board scored at double dummy: the contract the auction reached,
 * the tricks declarer takes with best play by everyone, and the duplicate
 * score that gives North–South.
 */

import type {Call, Contract, DealVulnerability, Direction} from '@bidding/core/calls'
import type {DdTable} from '@bidding/dds'
import {boardScore, type Deal} from '@bidding/hand'

/** What `scoreBoard` needs of a bid board. */
export interface BidBoard {
  board: number
  deal: Deal
  auction: {
    dealer: Direction
    vulnerability: DealVulnerability
    calls: readonly Call[]
    /** The contract, `'passed-out'`, or `undefined` for an auction cut short (scored as passed out). */
    contract: Contract | 'passed-out' | undefined
  }
}

/** A board with its double-dummy result. */
export interface ScoredBoard {
  board: number
  deal: Deal
  dealer: Direction
  vulnerability: DealVulnerability
  calls: readonly Call[]
  contract: Contract | 'passed-out' | undefined
  /** Declarer's double-dummy tricks; `undefined` when there is no contract. */
  tricks: number | undefined
  /** North–South's score. */
  score: number
}

/** The table key of a contract's strain. */
export function tableStrain(contract: Contract): 'S' | 'H' | 'D' | 'C' | 'NT' {
  const strain = contract.bid.charAt(1)
  return strain === 'N' ? 'NT' : (strain as 'S' | 'H' | 'D' | 'C')
}

/** Score a bid board with its deal's double-dummy table. */
export function scoreBoard(board: BidBoard, table: DdTable): ScoredBoard {
  const {contract, dealer, vulnerability, calls} = board.auction
  const base = {board: board.board, deal: board.deal, dealer, vulnerability, calls, contract}
  if (contract === undefined || contract === 'passed-out') return {...base, tricks: undefined, score: 0}
  const tricks = table[tableStrain(contract)][contract.declarer]
  return {...base, tricks, score: boardScore(contract, tricks, vulnerability)}
}

/**
 * Duplicate bridge scoring (Laws of Duplicate Bridge 2017, Law 77), the IMP
 * scale and matchpoints. Pure arithmetic: no Node APIs, safe in browsers.
 */

import type {Contract, ContractBid, DealVulnerability, Direction} from '@bidding/core/calls'
import {isVulnerable} from './board.js'

/** What `contractScore` needs of a contract. */
export interface ScoredContract {
  /** The final bid (`4S`, `3N`). */
  bid: ContractBid
  doubled?: boolean | undefined
  redoubled?: boolean | undefined
}

function trickValue(strain: string): number {
  return strain === 'C' || strain === 'D' ? 20 : 30
}

/** Undertrick penalty: undoubled 50/100 a trick; doubled and redoubled by the table of Law 77. */
function penalty(down: number, vulnerable: boolean, multiplier: number): number {
  if (multiplier === 1) return down * (vulnerable ? 100 : 50)
  let total = 0
  for (let trick = 1; trick <= down; trick++) {
    total += vulnerable ? (trick === 1 ? 200 : 300) : trick === 1 ? 100 : trick <= 3 ? 200 : 300
  }

  return total * (multiplier / 2)
}

/**
 * The score of a contract for the declaring side, given the tricks
 * declarer took (0 … 13): positive when it makes, negative when it fails.
 *
 * @throws {RangeError} when `tricks` is not a whole number from 0 to 13.
 */
export function contractScore(contract: ScoredContract, tricks: number, vulnerable: boolean): number {
  if (!Number.isInteger(tricks) || tricks < 0 || tricks > 13) throw new RangeError('Expected tricks from 0 to 13, not ' + tricks)
  const level = Number(contract.bid.charAt(0))
  const strain = contract.bid.charAt(1)
  const multiplier = contract.redoubled ? 4 : contract.doubled ? 2 : 1
  const needed = level + 6
  if (tricks < needed) return -penalty(needed - tricks, vulnerable, multiplier)

  // Trick score of the contract: notrump is 40 for the first trick, 30 after.
  const contractPoints = (trickValue(strain) * level + (strain === 'N' ? 10 : 0)) * multiplier
  let score = contractPoints
  score += contractPoints >= 100 ? (vulnerable ? 500 : 300) : 50
  if (level === 6) score += vulnerable ? 750 : 500
  if (level === 7) score += vulnerable ? 1500 : 1000
  if (multiplier > 1) score += multiplier === 4 ? 100 : 50

  const over = tricks - needed
  score += multiplier === 1 ? over * trickValue(strain) : over * (vulnerable ? 100 : 50) * multiplier
  return score
}

/**
 * The score of a board for North–South: the contract's score for the
 * declaring side, negated when East–West declare; 0 when passed out.
 */
export function boardScore(
  contract: Pick<Contract, 'bid' | 'declarer' | 'doubled' | 'redoubled'> | 'passed-out',
  tricks: number,
  vulnerability: DealVulnerability
): number {
  if (contract === 'passed-out') return 0
  const score = contractScore(contract, tricks, isVulnerable(vulnerability, contract.declarer))
  return sideOf(contract.declarer) === 'NS' ? score : -score
}

function sideOf(direction: Direction): 'NS' | 'EW' {
  return direction === 'N' || direction === 'S' ? 'NS' : 'EW'
}

/** The lowest score difference for 1, 2, … 24 IMPs (WBF scale). */
export const impScale: readonly number[] = [
  20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600, 750, 900, 1100, 1300, 1500, 1750, 2000, 2250, 2500, 3000, 3500, 4000
]

/** IMPs for a score difference, with its sign (`imps(620 - 170) === 10`). */
export function imps(difference: number): number {
  const size = Math.abs(difference)
  let count = 0
  while (count < impScale.length && size >= impScale[count]!) count++
  return difference < 0 ? -count : count
}

/**
 * Matchpoints of each score in a field (all North–South scores on one
 * board): one point for each score beaten, half for each tie, so the top
 * is the field's size less one.
 */
export function matchpoints(scores: readonly number[]): number[] {
  return scores.map((score) => {
    let points = 0
    for (const other of scores) points += other < score ? 1 : other === score ? 0.5 : 0
    // The score's tie with itself counted half a point.
    return points - 0.5
  })
}

/** Matchpoints as a share of the top (0 … 1; 0.5 for a field of one). */
export function matchpointShares(scores: readonly number[]): number[] {
  const top = scores.length - 1
  return matchpoints(scores).map((points) => (top === 0 ? 0.5 : points / top))
}

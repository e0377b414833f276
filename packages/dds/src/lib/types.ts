/**
 * The shapes of double-dummy results, with strains in DDS's order
 * (♠ ♥ ♦ ♣ NT) and declarers N E S W.
 */

import type {Direction} from '@bidding/core/calls'
import type {Deal} from '@bidding/hand'

/** A strain as the table's keys spell it. */
export type DdStrain = 'S' | 'H' | 'D' | 'C' | 'NT'

/** Strains in DDS's order. */
export const ddStrains: readonly DdStrain[] = ['S', 'H', 'D', 'C', 'NT']

/** Tricks each declarer takes in each strain, double dummy. */
export type DdTable = Readonly<Record<DdStrain, Readonly<Record<Direction, number>>>>

/** A deal as `@bidding/hand` holds it, or as PBN text (`N:AKQ.… …`). */
export type DealInput = Deal | string

/** A par contract, as DDS's `DealerPar` gives it. */
export interface ParContract {
  level: number
  strain: DdStrain
  /** Who declares: one seat, or either seat of a side. */
  declarer: Direction | 'NS' | 'EW'
  doubled: boolean
  /** Tricks over the contract (0 or more), or under it as a negative number (a sacrifice). */
  result: number
  /** DDS's text (`4S*-EW-1`). */
  text: string
}

/** The par result of a deal. */
export interface ParResult {
  /** The par score from North–South's side. */
  score: number
  contracts: ParContract[]
}

/**
 * Par through DDS's `DealerPar`: the score when both sides bid perfectly
 * and the side that bids first may take the contract (it matters when
 * both sides can make the same score).
 */

import type {DealVulnerability, Direction} from '@bidding/core/calls'
import {seatIndex} from '@bidding/hand'
import {check} from './errors.js'
import {dds, loadDds} from './library.js'
import {tableBuffer} from './table.js'
import type {DdStrain, DdTable, ParContract, ParResult} from './types.js'

/** DDS's vulnerability codes: 0 none, 1 both, 2 NS, 3 EW. */
const vulnerabilityCodes: Readonly<Record<DealVulnerability, number>> = {none: 0, all: 1, ns: 2, ew: 3}

const strains: Readonly<Record<string, DdStrain>> = {S: 'S', H: 'H', D: 'D', C: 'C', N: 'NT'}

/**
 * Read one of DealerPar's contract texts: level, strain, `*` when doubled,
 * the declarers, and `+n` overtricks or `-n` undertricks (`4S*-EW-1`,
 * `3N-NS+1`, `6H-N`).
 */
export function parseParContract(text: string): ParContract | undefined {
  const match = /^([1-7])([SHDCN])(\*?)-(NS|EW|N|E|S|W)([+-]\d+)?$/.exec(text)
  if (!match) return undefined
  return {
    level: Number(match[1]),
    strain: strains[match[2]!]!,
    declarer: match[4] as ParContract['declarer'],
    doubled: match[3] === '*',
    result: match[5] === undefined ? 0 : Number(match[5]),
    text
  }
}

/**
 * The par score (North–South's side) and the par contracts of a deal from
 * its double-dummy table.
 *
 * @throws {DdsUnavailableError} when libdds is not installed.
 */
export function par(table: DdTable, vulnerability: DealVulnerability, dealer: Direction): ParResult {
  const result = Buffer.alloc(dds.dealerParBytes)
  // DealerPar does no search and keeps no per-thread state, so it needs no queue.
  check(loadDds().dealerPar(tableBuffer(table), result, seatIndex(dealer), vulnerabilityCodes[vulnerability]), 'DealerPar')
  const number = result.readInt32LE(0)
  const contracts: ParContract[] = []
  for (let index = 0; index < Math.min(number, 10); index++) {
    const raw = result.subarray(8 + index * 10, 18 + index * 10)
    const end = raw.indexOf(0)
    const text = raw.toString('latin1', 0, end === -1 ? raw.length : end)
    const contract = parseParContract(text)
    if (contract) contracts.push(contract)
  }

  return {score: result.readInt32LE(4), contracts}
}

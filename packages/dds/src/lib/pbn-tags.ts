/**
 * Double-dummy results as PBN 2.1 tags: `OptimumScore`, `ParContract` and
 * the `OptimumResultTable` section (declarers N S E W, strains NT S H D C,
 * as DDS-annotated PBN files write them).
 */

import type {Direction} from '@bidding/core/calls'
import type {PbnTag} from '@bidding/hand'
import type {DdStrain, DdTable, ParContract, ParResult} from './types.js'

const declarers: readonly Direction[] = ['N', 'S', 'E', 'W']
const strains: readonly DdStrain[] = ['NT', 'S', 'H', 'D', 'C']

/** A par contract as PBN writes it (`EW 4SX`, `NS 3NT`). */
export function parContractPbn(contract: ParContract): string {
  const side = contract.declarer === 'N' || contract.declarer === 'S' || contract.declarer === 'NS' ? 'NS' : 'EW'
  const seat = contract.declarer.length === 1 ? contract.declarer : side
  return seat + ' ' + contract.level + contract.strain + (contract.doubled ? 'X' : '')
}

/** The PBN tags that record a deal's double-dummy table and par. */
export function ddPbnTags(table: DdTable, par: ParResult): PbnTag[] {
  const score = par.score >= 0 ? 'NS ' + par.score : 'EW ' + -par.score
  const contracts = par.contracts.map((contract) => parContractPbn(contract))
  const rows: string[] = []
  for (const declarer of declarers) {
    for (const strain of strains) rows.push(declarer + ' ' + strain.padStart(2) + ' ' + String(table[strain][declarer]).padStart(2))
  }

  return [
    {name: 'OptimumScore', value: score},
    {name: 'ParContract', value: contracts.length > 0 ? contracts.join('; ') : 'Pass'},
    {name: 'OptimumResultTable', value: 'Declarer;Denomination\\2R;Result\\2R', section: rows}
  ]
}

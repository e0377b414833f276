/**
 * The BSS seat (A) and vulnerability (B) codes, as bdast conditions
 * (formats.md §5.2).
 */

import type {Seat, VulnerabilityCondition} from '@bidding/core'

/** Seats of a seat code; `undefined` for `0` (any seat). */
export const seatsOfCode: Readonly<Record<string, Seat[] | undefined>> = {
  '0': undefined,
  '1': [1],
  '2': [2],
  '3': [3],
  '4': [4],
  '5': [1, 2],
  '6': [3, 4]
}

/** Vulnerability of a vulnerability code; `undefined` for `0` (any). */
export const vulnerabilityOfCode: Readonly<Record<string, VulnerabilityCondition | undefined>> = {
  '0': undefined,
  '1': {we: 'no', they: 'no'},
  '2': {we: 'yes', they: 'no'},
  '3': {we: 'no', they: 'yes'},
  '4': {we: 'yes', they: 'yes'},
  '5': {we: 'no', they: 'any'},
  '6': {we: 'yes', they: 'any'},
  '7': {we: 'any', they: 'no'},
  '8': {we: 'any', they: 'yes'}
}

/**
 * The BSS seat (A) and vulnerability (B) codes (formats.md §5.2), both ways:
 * what a code means as bdast conditions (for `@bidding/bss-parse`), and the
 * codes of a condition (for `@bidding/bss-stringify`, and
 * `@bidding/bboalert-stringify`, whose options are named after them). Seat `0` is any, `1`–`4` one seat,
 * `5` first or second, `6` third or fourth; vulnerability `0`–`8` the pair
 * (we, they) of yes/no/any.
 */

import type {Seat, VulnerabilityCondition} from '@bidding/core/calls'

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

/** The BSS seat codes covering a seat set. */
export interface SeatCodes {
  codes: string[]
  /** BSS has one code for the set (otherwise `codes` cover it together). */
  exact: boolean
}

/**
 * Seat codes for a set of seats. A set BSS has no code for (`[1, 3]`,
 * `[1, 2, 3]`) is covered exactly by several codes (`1` and `3`; `5` and
 * `3`), so a writer writes each record once per code.
 */
export function seatCodes(seats: readonly Seat[] | undefined): SeatCodes {
  const set = new Set(seats ?? [])
  if (set.size === 0 || set.size === 4) return {codes: ['0'], exact: true}
  const codes: string[] = []
  if (set.has(1) && set.has(2)) {
    codes.push('5')
    set.delete(1)
    set.delete(2)
  }

  if (set.has(3) && set.has(4)) {
    codes.push('6')
    set.delete(3)
    set.delete(4)
  }

  for (const seat of [...set].sort()) codes.push(String(seat))
  return {codes, exact: codes.length === 1}
}

/** The vulnerability codes by the pair (we, they). */
const vulnerabilityCodes = new Map<string, string>()
for (const [code, vulnerability] of Object.entries(vulnerabilityOfCode)) {
  if (vulnerability) vulnerabilityCodes.set(vulnerability.we + ' ' + vulnerability.they, code)
}

/** The BSS vulnerability code of a condition (`0` when absent, or when both sides may be anything). */
export function vulnerabilityCode(vulnerability: VulnerabilityCondition | undefined): string {
  if (!vulnerability) return '0'
  return vulnerabilityCodes.get(vulnerability.we + ' ' + vulnerability.they) ?? '0'
}

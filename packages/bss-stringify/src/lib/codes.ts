/**
 * bdast seat and vulnerability conditions as BSS codes (formats.md §5.2):
 * seat `0` any, `1`–`4`, `5` first or second, `6` third or fourth;
 * vulnerability `0`–`8` from the pair (we, they) of yes/no/any.
 */

import type {Seat, VulnerabilityCondition} from '@bidding/core'

/** The BSS seat codes covering a seat set. */
export interface SeatCodes {
  codes: string[]
  /** BSS has one code for the set (otherwise `codes` cover it together). */
  exact: boolean
}

/**
 * Seat codes for a set of seats. A set BSS has no code for (`[1, 3]`,
 * `[1, 2, 3]`) is covered exactly by several codes (`1` and `3`; `5` and
 * `3`), so each record is written once per code.
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

const vulnerabilityCodes: Readonly<Record<string, string>> = {
  '00': '0',
  NN: '1',
  YN: '2',
  NY: '3',
  YY: '4',
  N0: '5',
  Y0: '6',
  '0N': '7',
  '0Y': '8'
}

const letters = {yes: 'Y', no: 'N', any: '0'} as const

/** The BSS vulnerability code of a condition (`0` when absent). */
export function vulnerabilityCode(vulnerability: VulnerabilityCondition | undefined): string {
  if (!vulnerability) return '0'
  return vulnerabilityCodes[letters[vulnerability.we] + letters[vulnerability.they]] ?? '0'
}

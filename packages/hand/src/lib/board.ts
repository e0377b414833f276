/**
 * Seats, vulnerability, dealer and board numbers: the standard rotation of
 * duplicate boards (dealer N E S W for boards 1–4, vulnerability in a
 * 16-board cycle), and the PBN spellings.
 */

import type {DealVulnerability, Direction} from '@bidding/core/calls'
import {seatIndex, seats} from './cards.js'

/** The direction `offset` seats clockwise from `from` (`nextSeat('N') === 'E'`). */
export function nextSeat(from: Direction, offset = 1): Direction {
  return seats[(((seatIndex(from) + offset) % 4) + 4) % 4]!
}

/** The partner of a direction. */
export function partnerOf(direction: Direction): Direction {
  return nextSeat(direction, 2)
}

/** The dealer of a board: N, E, S, W for boards 1, 2, 3, 4, and so on. */
export function boardDealer(board: number): Direction {
  return seats[(((board - 1) % 4) + 4) % 4]!
}

const cycle: readonly DealVulnerability[] = ['none', 'ns', 'ew', 'all']

/**
 * The vulnerability of a board in the standard 16-board cycle:
 * 1 none, 2 NS, 3 EW, 4 all, 5 NS, 6 EW, 7 all, 8 none, 9 EW, 10 all,
 * 11 none, 12 NS, 13 all, 14 none, 15 NS, 16 EW, then again from 17.
 */
export function boardVulnerability(board: number): DealVulnerability {
  const index = (((board - 1) % 16) + 16) % 16
  return cycle[(index + Math.floor(index / 4)) % 4]!
}

/** Whether a direction is vulnerable. */
export function isVulnerable(vulnerability: DealVulnerability, direction: Direction): boolean {
  if (vulnerability === 'all') return true
  if (vulnerability === 'none') return false
  return (vulnerability === 'ns') === (direction === 'N' || direction === 'S')
}

/** PBN spelling of a vulnerability: `None`, `NS`, `EW`, `All`. */
export function formatVulnerability(vulnerability: DealVulnerability): string {
  return vulnerability === 'none' ? 'None' : vulnerability === 'all' ? 'All' : vulnerability.toUpperCase()
}

/**
 * Read a vulnerability in any common spelling: `None`, `Love`, `-`, `NS`,
 * `N-S`, `EW`, `E-W`, `All`, `Both` (any case).
 */
export function parseVulnerability(value: string): DealVulnerability | undefined {
  switch (value.trim().toLowerCase().replaceAll(/[\s/-]/g, '')) {
    case 'none':
    case 'love':
    case 'nil':
    case '':
    case 'o': {
      return value.trim() === '' ? undefined : 'none'
    }

    case 'ns':
    case 'northsouth': {
      return 'ns'
    }

    case 'ew':
    case 'eastwest': {
      return 'ew'
    }

    case 'all':
    case 'both': {
      return 'all'
    }

    default: {
      return undefined
    }
  }
}

/** Read a direction (`N`, `north`, `e` …). */
export function parseDirection(value: string): Direction | undefined {
  const word = value.trim().toLowerCase()
  for (const direction of seats) {
    const name = {N: 'north', E: 'east', S: 'south', W: 'west'}[direction]
    if (word === direction.toLowerCase() || word === name) return direction
  }

  return undefined
}

/**
 * Deals as text: PBN games with board numbers, dealer and vulnerability,
 * or one PBN deal string per line.
 */

import type {Direction} from '@bidding/core/calls'
import {boardDealer, boardVulnerability, formatDeal, toPbn, type Deal, type PbnGame} from '@bidding/hand'

/** Options for writing deals. */
export interface FormatDealsOptions {
  /** `pbn` (default): one PBN game per deal; `line`: one PBN deal string per line. */
  format?: 'pbn' | 'line' | undefined
  /** Number of the first board (default 1); dealer and vulnerability follow the board. */
  firstBoard?: number | undefined
  /** Every deal's dealer, as when the deals were made for one auction (default: the board's). */
  dealer?: Direction | undefined
  /** PBN `Event` (default `bidding deal`). */
  event?: string | undefined
  /** PBN `Date` (default: today). */
  date?: Date | undefined
}

function pbnDate(date: Date): string {
  return date.getFullYear() + '.' + String(date.getMonth() + 1).padStart(2, '0') + '.' + String(date.getDate()).padStart(2, '0')
}

/** Write deals as PBN or as lines. */
export function formatDeals(deals: readonly Deal[], options: FormatDealsOptions = {}): string {
  const first = options.firstBoard ?? 1
  if (options.format === 'line') {
    return deals.map((deal, index) => formatDeal(deal, options.dealer ?? boardDealer(first + index)) + '\n').join('')
  }

  const date = pbnDate(options.date ?? new Date())
  const games: PbnGame[] = deals.map((deal, index) => ({
    tags: [
      {name: 'Event', value: options.event ?? 'bidding deal'},
      {name: 'Site', value: '-'},
      {name: 'Date', value: date}
    ],
    board: first + index,
    dealer: options.dealer ?? boardDealer(first + index),
    vulnerability: boardVulnerability(first + index),
    deal
  }))
  return toPbn(games)
}

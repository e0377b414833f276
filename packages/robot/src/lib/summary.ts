/**
 * What an auction has shown, seat by seat: each call read in the caller's
 * own system (or, failing that, as an opponents' call in the other side's
 * system), and per seat the HCP and suit-length bounds of all its calls
 * together (core's `constraintBounds`, met across the calls).
 */

import {
  directions,
  rotate,
  suitSymbols,
  type Call,
  type DealVulnerability,
  type Direction,
  type Suit
} from '@bidding/core/calls'
import {isEmptyBounds, meetBounds, rangeToText, unboundedBounds, type Bounds} from '@bidding/core/constraints'
import {constraintText, meaningText} from './text.js'
import type {AuctionSummary, AuctionView, CallExplanation, CompiledSystem, SeatSummary} from './types.js'
import {viewOf} from './view.js'
import {boundsOf} from './bounds.js'

/** Systems by seat: one for all four, or one per direction (a seat without one reads nothing). */
export type Systems = CompiledSystem | Partial<Record<Direction, CompiledSystem>>

/** The system of a direction. */
export function systemOf(systems: Systems, direction: Direction): CompiledSystem | undefined {
  return 'engine' in systems ? (systems as CompiledSystem) : (systems as Partial<Record<Direction, CompiledSystem>>)[direction]
}

const suitOrder: readonly Suit[] = ['S', 'H', 'D', 'C']

/** Bounds in the constraint notation: `15–17 HCP, 2–5♠`; `''` when nothing is known. */
export function boundsText(bounds: Bounds): string {
  if (isEmptyBounds(bounds)) return 'no hand (the calls contradict each other)'
  const parts: string[] = []
  const [low, high] = bounds.hcp
  if (low > 0 || high < 37) parts.push(rangeToText({min: low > 0 ? low : undefined, max: high < 37 ? high : undefined}) + ' HCP')
  for (const suit of suitOrder) {
    const [min, max] = bounds.length[suit]
    if (min > 0 || max < 13) parts.push(rangeToText({min: min > 0 ? min : undefined, max: max < 13 ? max : undefined}) + suitSymbols[suit])
  }

  return parts.join(', ')
}

/**
 * The HCP and length bounds one seat's calls have shown (the cheap part of
 * `explainAuction`, for fallbacks).
 */
export function shownBounds(
  systems: Systems,
  auction: {auction: readonly Call[]; dealer?: Direction | undefined; vulnerability?: DealVulnerability | undefined},
  direction: Direction,
  reuse?: AuctionView
): Bounds {
  const dealer = auction.dealer ?? 'N'
  // The caller's view of the same auction keeps the keys it has made; else a copy (engines may read a view's calls later).
  const view = reuse ?? viewOf([...auction.auction], dealer, auction.vulnerability ?? 'none')
  let bounds = unboundedBounds()
  const first = (directions.indexOf(direction) - directions.indexOf(dealer) + 4) % 4
  for (let index = first; index < auction.auction.length; index += 4) {
    const found =
      systemOf(systems, direction)?.engine.interpret(view, index, 'we') ??
      systemOf(systems, rotate(direction, 1))?.engine.interpret(view, index, 'they')
    if (found?.constraint) bounds = meetBounds(bounds, boundsOf(found.constraint))
  }

  return bounds
}

/**
 * Explain every call of an auction and what each seat has shown.
 *
 * @param systems the system of every seat, or one per direction.
 * @param auction the calls from the dealer; `dealer` (default North) and `vulnerability` (default none).
 */
export function explainAuction(
  systems: Systems,
  auction: {auction: readonly Call[]; dealer?: Direction | undefined; vulnerability?: DealVulnerability | undefined}
): AuctionSummary {
  const dealer = auction.dealer ?? 'N'
  // A copy of the calls: the engines keep places whose facts read the view later, and the caller may change its array.
  const view = viewOf([...auction.auction], dealer, auction.vulnerability ?? 'none')
  const calls: CallExplanation[] = []
  const seats = {} as Record<Direction, SeatSummary>
  const bounds = new Map<Direction, Bounds>()
  for (const direction of directions) {
    seats[direction] = {direction, calls: [], hcp: [0, 37], length: {S: [0, 13], H: [0, 13], D: [0, 13], C: [0, 13]}, text: '', descriptions: []}
    bounds.set(direction, unboundedBounds())
  }

  for (const [index, call] of auction.auction.entries()) {
    const direction = rotate(dealer, index)
    const explanation: CallExplanation = {direction, call}
    const own = systemOf(systems, direction)
    let found = own?.engine.interpret(view, index, 'we')
    let source: CallExplanation['source'] = found ? 'own' : undefined
    if (!found) {
      const other = systemOf(systems, rotate(direction, 1))
      found = other?.engine.interpret(view, index, 'they')
      if (found) source = 'opponents'
    }

    if (found) {
      explanation.source = source
      explanation.at = found.at
      const meaning = meaningText(found.bid)
      if (meaning) explanation.meaning = meaning
      const shows = constraintText(found.constraint)
      if (shows) explanation.shows = shows
      if (found.bid.alert) explanation.alert = found.bid.alert
      if (found.bid.forcing) explanation.forcing = found.bid.forcing
      const seat = seats[direction]
      if (found.constraint) bounds.set(direction, meetBounds(bounds.get(direction)!, boundsOf(found.constraint)))
      else if (meaning) seat.descriptions.push(call + ': ' + meaning)
    }

    calls.push(explanation)
    seats[direction].calls.push(explanation)
  }

  for (const direction of directions) {
    const seat = seats[direction]
    const own = bounds.get(direction)!
    seat.hcp = own.hcp
    seat.length = own.length
    seat.text = boundsText(own)
  }

  return {calls, seats}
}

/** The summary as lines of text: each seat's calls and what they show. */
export function summaryText(summary: AuctionSummary): string {
  const lines: string[] = []
  for (const direction of directions) {
    const seat = summary.seats[direction]
    if (seat.calls.length === 0) continue
    const calls = seat.calls.map((call) => call.call).join(' ')
    const parts = [seat.text, ...seat.descriptions].filter((part) => part !== '')
    lines.push(direction + ': ' + calls + (parts.length > 0 ? ' — ' + parts.join('; ') : ''))
  }

  return lines.join('\n')
}

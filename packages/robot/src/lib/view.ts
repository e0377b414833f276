/**
 * An auction seen from one position: who is on which side, the seat of the
 * opener, vulnerability for each side, and the auction for people
 * (`1N (P) 2C`: the calls from the first one that is not a pass, the
 * opponents' in parentheses).
 */

import {
  isContractBid,
  rotate,
  type Call,
  type DealVulnerability,
  type Direction,
  type Seat,
  type Suit
} from '@bidding/core/calls'
import type {AuctionView} from './types.js'

/** Make the view of an auction. */
export function viewOf(calls: readonly Call[], dealer: Direction, vulnerability: DealVulnerability): AuctionView {
  let start = 0
  while (start < calls.length && calls[start] === 'P') start++
  // Every field at once: views of one shape are read faster.
  return {calls, dealer, vulnerability, start, places: undefined, placesOwner: undefined, shownTo: start, shownEven: '', shownOdd: ''}
}

/**
 * A view whose calls are all passes, told that a pass was added (`bidDeal`'s
 * growing array): the first call that is not a pass is later. `false` when
 * an engine already keeps places on it (none can while every call is a pass:
 * they all sit at the root), so the caller makes a view again.
 */
export function passAdded(view: AuctionView): boolean {
  if (view.places !== undefined || view.placesOwner !== undefined || view.start !== view.calls.length - 1 || view.calls[view.start] !== 'P') return false
  view.start = view.calls.length
  view.shownTo = view.start
  return true
}

/** The direction of the call at `index` (the player to call when `index === calls.length`). */
export function directionAt(view: AuctionView, index: number): Direction {
  return rotate(view.dealer, index)
}

/** Each call as it joins the auction for people, bare and in parentheses, after a space or first: made once, not per call. */
const pieces = new Map<string, {bare: string; theirs: string; nextBare: string; nextTheirs: string}>()

function pieceOf(call: string) {
  let piece = pieces.get(call)
  if (!piece) {
    piece = {bare: call, theirs: '(' + call + ')', nextBare: ' ' + call, nextTheirs: ' (' + call + ')'}
    pieces.set(call, piece)
  }

  return piece
}

/**
 * The calls before `index` for people: `1N (P) 2C` (leading passes left out).
 * A view whose calls only grow (`bidDeal`'s) keeps the text for both parities
 * and appends each new call once, instead of joining the whole auction per call.
 */
export function displayAt(view: AuctionView, index: number): string {
  if (index <= view.start) return '(opening)'
  let shownTo = view.shownTo ?? view.start
  // Asked about an earlier place (or a view made elsewhere): made whole.
  if (index < shownTo || view.shownEven === undefined || view.shownOdd === undefined) return displayWhole(view, index)
  let even = view.shownEven
  let odd = view.shownOdd
  for (; shownTo < index; shownTo++) {
    const piece = pieceOf(view.calls[shownTo]!)
    const first = shownTo === view.start
    // At an even index the calls at even places are the player's side (bare), at an odd index those at odd places.
    const evenPlace = shownTo % 2 === 0
    even += first ? (evenPlace ? piece.bare : piece.theirs) : evenPlace ? piece.nextBare : piece.nextTheirs
    odd += first ? (evenPlace ? piece.theirs : piece.bare) : evenPlace ? piece.nextTheirs : piece.nextBare
  }

  view.shownTo = shownTo
  view.shownEven = even
  view.shownOdd = odd
  return index % 2 === 0 ? even : odd
}

/** `displayAt` from scratch. */
function displayWhole(view: AuctionView, index: number): string {
  const parts: string[] = []
  for (let at = view.start; at < index; at++) {
    const call = view.calls[at]!
    parts.push((index - at) % 2 === 0 ? call : '(' + call + ')')
  }

  return parts.length === 0 ? '(opening)' : parts.join(' ')
}

/**
 * The seat (1–4, counted from the dealer) in which the auction was opened:
 * for the player at `index`, when no one has opened yet, their own seat.
 */
export function seatAt(view: AuctionView, index: number): Seat {
  const opener = Math.min(view.start, index)
  return ((opener % 4) + 1) as Seat
}

/** Whether the side of `direction` is vulnerable. */
export function isVulnerableSide(vulnerability: DealVulnerability, direction: Direction): boolean {
  if (vulnerability === 'all') return true
  if (vulnerability === 'none') return false
  const northSouth = direction === 'N' || direction === 'S'
  return vulnerability === 'ns' ? northSouth : !northSouth
}

/** Index (0–15) of the conditions of a call: seat, and whether each side is vulnerable. */
export function conditionsIndex(view: AuctionView, index: number): number {
  const me = directionAt(view, index)
  const them = rotate(me, 1)
  return (seatAt(view, index) - 1) * 4 + (isVulnerableSide(view.vulnerability, me) ? 2 : 0) + (isVulnerableSide(view.vulnerability, them) ? 1 : 0)
}

/** The strain of partner's last contract bid before `index`, when it is a suit. */
export function partnerSuitAt(calls: readonly string[], index: number): Suit | undefined {
  for (let at = index - 2; at >= 0; at -= 4) {
    const call = calls[at]!
    if (isContractBid(call)) return call[1] === 'N' ? undefined : (call[1] as Suit)
  }

  return undefined
}

/** The strain of a call when it is a suit bid. */
export function suitOfCall(call: string): Suit | undefined {
  return isContractBid(call) && call[1] !== 'N' ? (call[1] as Suit) : undefined
}

/**
 * Overcall ranges for the card, from the constraints of our calls over
 * their one-level openings: simple overcalls at the 1 and 2 level, jump
 * overcalls, the 1NT overcall, and the same in the balancing seat (after
 * their opening and two passes). A range is the hull of the ranges the
 * notes give over each of their openings (8–18 over 1♣, 9–18 at the 2
 * level over 1♥ …); a call counts only when it shows its own suit (4+
 * cards), so cue-bids and artificial calls stay out.
 */

import {constraintBounds, type Interval} from '@bidding/core/constraints'
import {isContractBid, levelOf, strainOf, type Strain} from '@bidding/core/calls'
import type {Bid} from '@bidding/core'
import type {AuctionIndex} from './auctions.js'

/** The kinds of overcall a card asks about. */
export type OvercallKind = 'oneLevel' | 'twoLevel' | 'jump' | 'notrump'

/** A range found in the notes: HCP and the length of the suit bid. */
export interface OvercallRange {
  hcp: Interval
  /** Length of the suit bid (`undefined` for 1NT). */
  length: Interval | undefined
  /** How many calls the range gathers (one per opening of theirs). */
  calls: number
}

/** Overcall ranges, direct and balancing. */
export interface Overcalls {
  direct: Partial<Record<OvercallKind, OvercallRange>>
  balancing: Partial<Record<OvercallKind, OvercallRange>>
}

const strainOrder: readonly Strain[] = ['C', 'D', 'H', 'S', 'N']

/** Which kind of overcall a call is over their one-level opening in `theirs` (and in which strain), if a natural one. */
function kindOf(bid: Bid, theirs: Strain): {kind: OvercallKind; strain: Strain} | undefined {
  if (bid.by !== 'we' || !isContractBid(bid.call)) return undefined
  const strain = strainOf(bid.call)
  const level = levelOf(bid.call)
  if (strain === 'N') return level === 1 ? {kind: 'notrump', strain} : undefined
  if (strain === theirs || !bid.constraint) return undefined
  // Natural: it shows four or more cards in the suit it names.
  if (constraintBounds(bid.constraint).length[strain][0] < 4) return undefined
  const cheapest = strainOrder.indexOf(strain) > strainOrder.indexOf(theirs) ? 1 : 2
  if (level === cheapest) return {kind: level === 1 ? 'oneLevel' : 'twoLevel', strain}
  return level === cheapest + 1 ? {kind: 'jump', strain} : undefined
}

function widen(range: OvercallRange | undefined, hcp: Interval, length: Interval | undefined): OvercallRange {
  if (!range) return {hcp, length, calls: 1}
  return {
    hcp: [Math.min(range.hcp[0], hcp[0]), Math.max(range.hcp[1], hcp[1])],
    length: range.length && length ? [Math.min(range.length[0], length[0]), Math.max(range.length[1], length[1])] : (range.length ?? length),
    calls: range.calls + 1
  }
}

/** Their one-level suit opening in an auction key (`(1H)`), if that is what it is. */
function theirOpening(key: string): Strain | undefined {
  const match = /^\(1([CDHS])\)$/.exec(key)
  return match ? (match[1] as Strain) : undefined
}

/**
 * The overcall ranges the notes give. Only the first call written for each
 * auction counts (as everywhere on the card); a call without an HCP bound
 * leaves the range alone.
 */
export function overcallsOf(index: AuctionIndex): Overcalls {
  const result: Overcalls = {direct: {}, balancing: {}}
  for (const [auction, calls] of index) {
    const parts = auction.split('-')
    const theirs = theirOpening(parts[0] ?? '')
    if (!theirs) continue
    const seat = parts.length === 1 ? result.direct : parts.length === 3 && parts[1] === 'P' && parts[2] === '(P)' ? result.balancing : undefined
    if (!seat) continue
    const seen = new Set<string>()
    for (const {bid} of calls) {
      if (seen.has(bid.call)) continue
      seen.add(bid.call)
      const found = kindOf(bid, theirs)
      if (!found || !bid.constraint) continue
      const bounds = constraintBounds(bid.constraint)
      if (bounds.hcp[0] <= 0 && bounds.hcp[1] >= 37) continue
      const {kind, strain} = found
      seat[kind] = widen(seat[kind], bounds.hcp, strain === 'N' ? undefined : bounds.length[strain])
    }
  }

  return result
}

/** `8–18 HCP, 5+ cards`. */
export function rangeText(range: OvercallRange): string {
  const [min, max] = range.hcp
  const hcp = max >= 37 ? min + '+ HCP' : min <= 0 ? 'up to ' + max + ' HCP' : min === max ? min + ' HCP' : min + '–' + max + ' HCP'
  if (!range.length) return hcp
  const [shortest, longest] = range.length
  const cards = longest >= 13 ? shortest + '+ cards' : shortest === longest ? shortest + ' cards' : shortest + '–' + longest + ' cards'
  return hcp + ', ' + cards
}

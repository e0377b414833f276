/**
 * A one-page summary: the openings and, for each, the continuations the
 * notes develop most (by the number of calls written after them), the way
 * players carry a system to the table.
 */

import {constraintBounds} from '@bidding/core/constraints'
import {phrasingToString, type Bid, type Root} from '@bidding/core'
import {linesOf, playersOrder} from '@bidding/display'
import {auctionIndex, callKey, continuations, type AuctionIndex} from './auctions.js'
import {auctionText} from './card.js'

/** One call of the summary. */
export interface SummaryCall {
  /** The auction, as players write it (`1NT–2♣`). */
  auction: string
  /** The call alone (`2♣`). */
  call: string
  /** The first line of its meaning. */
  meaning: string | undefined
  /** Its HCP range from the constraint (`15–17`). */
  hcp: string | undefined
}

/** An opening and its main continuations. */
export interface SummaryRow {
  opening: SummaryCall
  continuations: SummaryCall[]
}

/** A summary of a system. */
export interface Summary {
  title: string
  rows: SummaryRow[]
}

/** Options of the summary. */
export interface SummaryOptions {
  /** Continuations kept per opening (default: 6), the most developed ones. */
  continuations?: number | null | undefined
}

function firstLine(bid: Bid): string | undefined {
  const meaning = bid.children.find((child) => child.type === 'meaning')
  if (!meaning || meaning.type !== 'meaning') return undefined
  const text = phrasingToString(linesOf(meaning.children)[0] ?? []).trim()
  return text === '' ? undefined : text
}

function hcp(bid: Bid): string | undefined {
  if (!bid.constraint) return undefined
  const [min, max] = constraintBounds(bid.constraint).hcp
  if (min > max || (min <= 0 && max >= 37)) return undefined
  if (max >= 37) return min + '+'
  if (min <= 0) return '≤' + max
  return min === max ? String(min) : min + '–' + max
}

/** Number of calls written after an auction (bounded), how much the notes develop it. */
function weight(index: AuctionIndex, auction: string, depth = 0): number {
  if (depth > 12) return 0
  let total = 0
  for (const bid of continuations(index, auction)) total += 1 + weight(index, auction + '-' + callKey(bid.call, bid.by), depth + 1)
  return total
}

function entry(bid: Bid, auction: string): SummaryCall {
  const key = auction.split('-').at(-1)!
  return {auction: auctionText(auction), call: auctionText(key), meaning: firstLine(bid), hcp: hcp(bid)}
}

/**
 * The summary of a document: its first-seat openings in players' order,
 * each with its most developed continuations (in players' order).
 */
export function summaryOf(tree: Root, options?: Readonly<SummaryOptions> | null): Summary {
  const keep = options?.continuations ?? 6
  const index = auctionIndex(tree)
  const rows: SummaryRow[] = []
  for (const opening of playersOrder(continuations(index, ''))) {
    if (opening.by === 'they') continue
    const auction = callKey(opening.call, opening.by)
    const next = continuations(index, auction).map((bid) => {
      const key = auction + '-' + callKey(bid.call, bid.by)
      return {bid, key, weight: weight(index, key)}
    })
    const kept = new Set(
      [...next]
        .sort((a, b) => b.weight - a.weight)
        .slice(0, keep)
        .map((item) => item.bid)
    )
    rows.push({
      opening: entry(opening, auction),
      continuations: playersOrder(next.map((item) => item.bid))
        .filter((bid) => kept.has(bid))
        .map((bid) => entry(bid, auction + '-' + callKey(bid.call, bid.by)))
    })
  }

  return {title: tree.metadata?.title ?? 'System summary', rows}
}

/**
 * Every call of a document by its auction, whatever table it is written
 * in: the responses to 1NT may sit in a table of their own after `1N`.
 * Only first-seat tables count (a table for 3rd/4th seat is not the
 * system's opening), and class tables do not (they match many auctions).
 */

import type {Bid, FlowContent, Root, Sequence} from '@bidding/core'

/** A call with the auction before it. */
export interface Located {
  bid: Bid
  /** Keys of the calls before it (`1N`, `(1H)`). */
  before: readonly string[]
}

/** The key of a call in an auction: its call, theirs in parentheses. */
export function callKey(call: string, by: 'we' | 'they'): string {
  return by === 'they' ? '(' + call + ')' : call
}

/** Calls by the auction before them (`''` for openings, `1N` for the responses to 1NT). */
export type AuctionIndex = Map<string, Located[]>

function firstSeat(sequence: Sequence): boolean {
  return !sequence.seats || sequence.seats.length === 0 || sequence.seats.includes(1)
}

function add(index: AuctionIndex, bid: Bid, before: readonly string[], depth: number): void {
  if (depth > 64) return
  const key = before.join('-')
  const list = index.get(key) ?? []
  list.push({bid, before})
  index.set(key, list)
  const path = [...before, callKey(bid.call, bid.by)]
  for (const child of bid.children) if (child.type === 'bid') add(index, child, path, depth + 1)
}

function sequences(nodes: readonly FlowContent[], found: Sequence[]): Sequence[] {
  for (const node of nodes) {
    if (node.type === 'sequence') found.push(node)
    else if (node.type === 'list') {
      for (const item of node.children) if (item.type === 'listItem') sequences(item.children, found)
    }
  }

  return found
}

/** Index the calls of a document's first-seat tables by the auction before them. */
export function auctionIndex(tree: Root): AuctionIndex {
  const index: AuctionIndex = new Map()
  for (const sequence of sequences(tree.children, [])) {
    // A class table (`#CLASS`) speaks of many auctions, not the one its
    // context spells: the card reads the literal auctions only.
    if (!firstSeat(sequence) || sequence.auctionClass) continue
    const before = (sequence.context ?? []).map((call) => callKey(call.call, call.by))
    for (const child of sequence.children) if (child.type === 'bid') add(index, child, before, 0)
  }

  return index
}

/** The first call written for an auction (`1N-2C`), if any. */
export function callAt(index: AuctionIndex, auction: string): Bid | undefined {
  const calls = auction.split('-')
  const last = calls.pop()!
  return index.get(calls.join('-'))?.find((located) => callKey(located.bid.call, located.bid.by) === last)?.bid
}

/** The calls written after an auction, first of each call only. */
export function continuations(index: AuctionIndex, auction: string): Bid[] {
  const seen = new Set<string>()
  const result: Bid[] = []
  for (const {bid} of index.get(auction) ?? []) {
    const key = callKey(bid.call, bid.by)
    if (seen.has(key)) continue
    seen.add(key)
    result.push(bid)
  }

  return result
}

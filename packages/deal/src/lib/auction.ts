/**
 * The constraints an auction has shown, read from a system: walk the
 * bidding tables of the tree along the auction (concrete calls only) and
 * collect the constraints of the bids each direction made. Finding nodes
 * through call patterns, competitive variants and seat conditions is the
 * robot’s job; this is the plain walk the deal generator needs.
 */

import {
  arePartners,
  isConcrete,
  isContractBid,
  rotate,
  type Call,
  type Direction,
  type Side,
  type Suit
} from '@bidding/core/calls'
import {
  allOf,
  resolveSuits,
  type Constraint,
  type SuitBindings
} from '@bidding/core/constraints'
import type {Bid, Root, Sequence} from '@bidding/core'

/** What an auction shows. */
export interface AuctionConstraints {
  /** Per direction: what its calls in the auction show (only directions whose bids have constraints). */
  constraints: Partial<Record<Direction, Constraint>>
  /** The bid nodes of the calls of `seat`’s side that were found, in order. */
  bids: Bid[]
  /**
   * Whether the whole auction was found in a table. When not, `constraints`
   * holds what the longest matching start of the auction shows.
   */
  found: boolean
}

interface Step {
  call: Call
  side: Side
  direction: Direction
  /** Index in the auction. */
  index: number
}

function sequencesOf(node: {type: string; children?: unknown[]}): Sequence[] {
  if (node.type === 'sequence') return [node as Sequence]
  const result: Sequence[] = []
  for (const child of (node.children ?? []) as Array<{type: string; children?: unknown[]}>) {
    if (child.type !== 'bid') result.push(...sequencesOf(child))
  }

  return result
}

/** Steps that bdast writes: without leading passes and without the opponents’ passes. */
function steps(calls: readonly Call[], dealer: Direction, seat: Direction): Step[] {
  const result: Step[] = []
  let started = false
  for (const [index, call] of calls.entries()) {
    const direction = rotate(dealer, index)
    const side: Side = arePartners(direction, seat) ? 'we' : 'they'
    if (call !== 'P') started = true
    if (!started || (call === 'P' && side === 'they')) continue
    result.push({call, side, direction, index})
  }

  return result
}

function strainSuit(call: Call): Suit | undefined {
  return isContractBid(call) && call[1] !== 'N' ? (call[1] as Suit) : undefined
}

/**
 * Collect the constraints shown by an auction in a system.
 *
 * @param tree a bdast tree with bidding tables (`sequence` nodes).
 * @param calls the auction from the dealer, canonical calls.
 * @param options `seat`: the direction whose side owns the system (its
 *   calls are `we`); `dealer` (default North).
 */
export function auctionConstraints(
  tree: Root,
  calls: readonly Call[],
  options: {seat: Direction; dealer?: Direction | undefined}
): AuctionConstraints {
  const dealer = options.dealer ?? 'N'
  const path = steps(calls, dealer, options.seat)
  let best: {bids: Array<[Bid, Step]>; found: boolean} = {bids: [], found: false}

  for (const sequence of sequencesOf(tree)) {
    const context = (sequence.context ?? []).filter((call) => !(call.call === 'P' && call.by === 'they'))
    if (context.length > path.length) continue
    const contextMatches = context.every((call, index) => isConcrete(call.call) && call.call === path[index]!.call && call.by === path[index]!.side)
    if (!contextMatches) continue
    const matched: Array<[Bid, Step]> = []
    let level: Array<Sequence['children'][number] | Bid['children'][number]> = sequence.children
    for (const step of path.slice(context.length)) {
      const bid = level.find((child): child is Bid => child.type === 'bid' && child.call === step.call && child.by === step.side)
      if (!bid) break
      matched.push([bid, step])
      level = bid.children
    }

    const found = context.length + matched.length === path.length
    if (found || matched.length > best.bids.length) best = {bids: matched, found}
    if (found) break
  }

  const parts = new Map<Direction, Constraint[]>()
  for (const [bid, step] of best.bids) {
    const shown = allOf(bid.constraint, bid.criteria)
    if (!shown) continue
    const bindings: SuitBindings = {}
    const own = strainSuit(step.call)
    if (own) bindings.bid = own
    for (let index = step.index - 2; index >= 0; index -= 2) {
      const partnerSuit = strainSuit(calls[index]!)
      if (isContractBid(calls[index]!)) {
        if (partnerSuit) bindings.partner = partnerSuit
        break
      }
    }

    const list = parts.get(step.direction) ?? []
    list.push(resolveSuits(shown, bindings))
    parts.set(step.direction, list)
  }

  const constraints: Partial<Record<Direction, Constraint>> = {}
  for (const [direction, list] of parts) constraints[direction] = allOf(...list)!
  return {constraints, bids: best.bids.map(([bid]) => bid), found: best.found}
}

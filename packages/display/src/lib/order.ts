/**
 * Players' order: the calls of a table the way notes list them, whatever
 * order the document (or a robot's priorities) gives them. A robot tries
 * calls by priority; a player looks a call up by its rank.
 */

import {bidRank, isContractBid, parseCallPattern, variableSuits, type CallPattern, type Side} from '@bidding/core/calls'

/** Where doubles, step bids and unknown calls go among the bids (see `callOrder`). */
const doubleRank = -3
const redoubleRank = -2
const stepsRank = -1
const passRank = 100
const unknownRank = 200

type Single = Exclude<CallPattern, {type: 'alternatives'}>

function singleOrder(pattern: Single): number {
  switch (pattern.type) {
    case 'call': {
      if (pattern.call === 'P') return passRank
      if (pattern.call === 'X') return doubleRank
      if (pattern.call === 'XX') return redoubleRank
      return isContractBid(pattern.call) ? bidRank(pattern.call) : unknownRank
    }

    case 'strains': {
      const lowest = Math.min(...pattern.strains.map((strain) => 'CDHSN'.indexOf(strain)))
      return (pattern.level - 1) * 5 + lowest
    }

    case 'variable': {
      const lowest = variableSuits[pattern.variable][0] ?? 'C'
      return (pattern.level - 1) * 5 + 'CDHSN'.indexOf(lowest)
    }

    case 'steps': {
      // Relative to the last bid: below every named bid, cheapest first.
      return stepsRank + pattern.steps / 100
    }

    case 'described': {
      // `4other` ranks after the named bids of its level; a bare word after every bid.
      return pattern.level === undefined ? passRank - 1 : pattern.level * 5 - 0.5
    }

    case 'orHigher': {
      return singleOrder(pattern.from)
    }
  }
}

/**
 * The rank of a call in players' order: double and redouble first (the
 * cheapest action over their bid), then the bids from 1♣ to 7NT, then pass,
 * then what is not a call. A pattern (`2M`, `3CD`, `2S/3H`) ranks with its
 * cheapest bid.
 */
export function callOrder(call: string): number {
  const pattern = parseCallPattern(call)
  if (pattern === undefined) return unknownRank
  if (pattern.type === 'alternatives') return Math.min(...pattern.options.map((option) => singleOrder(option)))
  return singleOrder(pattern)
}

/**
 * Sort the children of a table or a bid in players' order: our calls by
 * `callOrder`, then their calls by `callOrder`, then what is not a call
 * (references, kept content) in document order. Equal ranks keep document
 * order. Returns a new array.
 */
export function playersOrder<Item extends {type: string}>(items: readonly Item[]): Item[] {
  const key = (item: Item): number => {
    if (item.type !== 'bid') return 2 * unknownRank + 1
    const bid = item as unknown as {call: string; by: Side}
    return (bid.by === 'they' ? unknownRank : 0) + callOrder(bid.call)
  }

  return items
    .map((item, index) => ({item, index, key: key(item)}))
    .sort((a, b) => a.key - b.key || a.index - b.index)
    .map((entry) => entry.item)
}

/**
 * A natural fallback (engines.md §7.3): when the system has no call, bid
 * what a plain natural bidder would rather than pass blindly — open a
 * good hand, raise partner with support to the level the combined
 * strength supports, raise notrump, overcall or double with the values,
 * show a long suit. Partner's strength comes from what partner's calls
 * showed in the system (their HCP bounds).
 */

import {auctionStatus, isContractBid, isLegal, rotate, suitSymbols, type Call, type ContractBid, type Suit} from '@bidding/core'
import {hcp, honours, isBalanced, stopper, suitLength, suitLengths, supportPoints, type Hand} from '@bidding/hand'
import type {Fallback, FallbackCall} from './types.js'

const suitOrder: readonly Suit[] = ['S', 'H', 'D', 'C']

function bid(level: number, strain: string): ContractBid {
  return (level + strain) as ContractBid
}

/** The longest suit: with two of five or more cards the higher, with 4-4 the lower. */
function longestSuit(hand: Hand): Suit {
  const lengths = suitLengths(hand)
  let best = 0
  for (let index = 1; index < 4; index++) {
    const length = lengths[index]!
    const bestLength = lengths[best]!
    if (length > bestLength || (length === bestLength && length < 5)) best = index
  }

  return suitOrder[best]!
}

/** The cheapest legal bid in a strain, and its level. */
function cheapest(calls: readonly Call[], strain: string): ContractBid | undefined {
  for (let level = 1; level <= 7; level++) {
    const candidate = bid(level, strain)
    if (isLegal(calls, candidate)) return candidate
  }

  return undefined
}

function made(call: Call, explanation: string, shows?: string): FallbackCall {
  return shows ? {call, explanation, shows} : {call, explanation}
}

/**
 * The natural fallback: a natural action, or a natural pass when none is
 * clear — either way the call is the fallback's, and explained as such.
 */
export const naturalFallback: Fallback = (situation, context) =>
  naturalAction(situation, context) ?? made('P', 'natural: nothing to add (' + hcp(situation.hand) + ' HCP)')

/** A natural action, or `undefined` when none is clear. */
const naturalAction: Fallback = (situation, context) => {
  const {hand, auction, dealer} = situation
  const index = auction.length
  const me = rotate(dealer, index)
  const points = hcp(hand)
  const lengths = suitLengths(hand)
  const status = auctionStatus(auction)
  const legal = (call: Call) => isLegal(auction, call)

  // Who bid what: our side's and their last suit, partner's strength.
  let partnerSuit: Suit | undefined
  let partnerNotrump = false
  let partnerBid = false
  let theirSuit: Suit | undefined
  let theirBids = 0
  let partnerFirstSuit: Suit | undefined
  const theirSuits = new Set<Suit>()
  for (let at = index - 1; at >= 0; at--) {
    const call = auction[at]!
    if (!isContractBid(call)) continue
    const ours = (index - at) % 2 === 0
    const partners = (index - at) % 4 === 2
    if (partners && call[1] !== 'N') partnerFirstSuit = call[1] as Suit
    if (!ours && call[1] !== 'N') theirSuits.add(call[1] as Suit)
    if (partners) {
      partnerBid = true
      if (partnerSuit === undefined && !partnerNotrump) {
        if (call[1] === 'N') partnerNotrump = true
        else partnerSuit = call[1] as Suit
      }
    } else if (!ours) {
      theirBids++
      if (theirSuit === undefined && call[1] !== 'N') theirSuit = call[1] as Suit
    }
  }

  const lastOurs = status.lastBid !== undefined && (index - status.lastBidIndex) % 2 === 0
  const level = status.lastBid ? Number(status.lastBid[0]) : 0

  // Opening.
  if (!status.lastBid) {
    const sorted = [...lengths].sort((a, b) => b - a)
    const long = longestSuit(hand)
    if (isBalanced(hand) && points >= 15 && points <= 17) return made('1N', 'natural opening: a balanced 15–17', '15–17 HCP, balanced')
    if (points >= 12 || (points >= 10 && points + sorted[0]! + sorted[1]! >= 20)) {
      return made(bid(1, long), 'natural opening in the longest suit (' + points + ' HCP)', '12+ HCP or the rule of 20, ' + suitLength(hand, long) + '+' + suitSymbols[long])
    }

    const six = suitOrder.find((suit) => suit !== 'C' && suitLength(hand, suit) >= 6)
    if (six && points >= 5 && points <= 10) {
      const length = suitLength(hand, six)
      return made(bid(length >= 7 ? 3 : 2, six), 'natural preempt: ' + length + ' ' + suitSymbols[six] + ', ' + points + ' HCP', '5–10 HCP, ' + length + '+' + suitSymbols[six])
    }

    return undefined
  }

  const partnerSeat = partnerBid ? context.shown(rotate(me, 2)) : undefined
  const partnerMin = partnerSeat ? partnerSeat.hcp[0] : 0
  // A pass now would end the auction.
  const balancing = status.passes === 2 && !lastOurs

  // Balancing: reopen their low-level auction rather than sell out cheaply.
  if (balancing && theirSuit && !partnerBid && level <= 2 && points >= 8) {
    const others = suitOrder.filter((suit) => suit !== theirSuit)
    if (suitLength(hand, theirSuit) <= 2 && others.every((suit) => suitLength(hand, suit) >= 3) && legal('X')) {
      return made('X', 'natural balancing double: short in their ' + suitSymbols[theirSuit] + ', ' + points + ' HCP', '8+ HCP, ≤2 in their suit, balancing seat')
    }

    const long = longestSuit(hand)
    const call = cheapest(auction, long)
    if (long !== theirSuit && suitLength(hand, long) >= 5 && call && Number(call[0]) <= 2) {
      return made(call, 'natural balancing: ' + suitLength(hand, long) + ' ' + suitSymbols[long] + ', ' + points + ' HCP')
    }
  }

  // A penalty double of a misfit: their suit is ours, partner has values and has not shown it.
  if (status.lastBid && !lastOurs && !status.doubled && status.lastBid[1] !== 'N' && level >= 2 && partnerBid) {
    const suit = status.lastBid[1] as Suit
    const length = suitLength(hand, suit)
    const partnerLength = partnerSeat ? partnerSeat.length[suit][0] : 0
    if (length >= 4 && honours(hand, suit) >= 2 && partnerLength <= 1 && points + partnerMin >= 22 && legal('X')) {
      return made('X', 'natural penalty double: ' + length + ' ' + suitSymbols[suit] + ' behind them, about ' + (points + partnerMin) + ' HCP together', '4+ in their suit, combined 22+ HCP')
    }
  }

  // Raise partner's suit with support.
  if (partnerSuit) {
    const shown = partnerSeat ? partnerSeat.length[partnerSuit][0] : 0
    const need = shown >= 5 ? 3 : 4
    if (suitLength(hand, partnerSuit) >= need) {
      const combined = supportPoints(hand, partnerSuit) + Math.max(partnerMin, 6)
      const major = partnerSuit === 'H' || partnerSuit === 'S'
      const target = combined >= 33 ? 6 : combined >= 26 ? (major ? 4 : combined >= 29 ? 5 : 3) : combined >= 23 ? 3 : combined >= 18 ? 2 : 0
      const current = status.lastBid && status.lastBid[1] === partnerSuit ? level : 0
      if (target > current) {
        const call = bid(target, partnerSuit)
        if (legal(call)) return made(call, 'natural raise: ' + suitLength(hand, partnerSuit) + ' cards in partner’s ' + suitSymbols[partnerSuit] + ', about ' + combined + ' points together')
        const compete = cheapest(auction, partnerSuit)
        if (!lastOurs && compete && Number(compete[0]) <= target) return made(compete, 'natural competition in partner’s ' + suitSymbols[partnerSuit])
      }

      // The law of total tricks: compete to as many tricks as the partnership holds trumps.
      const trumps = suitLength(hand, partnerSuit) + Math.max(shown, need === 3 ? 5 : 4)
      const compete = cheapest(auction, partnerSuit)
      if (!lastOurs && theirBids > 0 && compete && Number(compete[0]) <= trumps - 6 && Number(compete[0]) >= 2) {
        return made(compete, 'natural competition by the law of total tricks: ' + trumps + ' trumps together', 'law of total tricks')
      }

      return undefined
    }
  }

  // Raise partner's notrump.
  if (partnerNotrump && lastOurs) {
    const combined = points + Math.max(partnerMin, 12)
    const target = combined >= 33 ? 6 : combined >= 25 ? 3 : combined >= 23 ? 2 : 0
    const call = bid(target, 'N')
    if (target > level && legal(call)) return made(call, 'natural notrump raise: about ' + combined + ' HCP together')
    return undefined
  }

  // Their opening: double for takeout, notrump overcall, or a suit overcall.
  if (theirSuit && !partnerBid && theirBids === 1 && level <= 2 && !lastOurs) {
    const short = suitLength(hand, theirSuit)
    if (isBalanced(hand) && points >= 15 && points <= 18 && stopper(hand, theirSuit) === 2 && level === 1 && legal('1N')) {
      return made('1N', 'natural overcall: a balanced 15–18 with a ' + suitSymbols[theirSuit] + ' stopper')
    }

    const others = suitOrder.filter((suit) => suit !== theirSuit)
    if (points >= 12 && short <= 2 && others.every((suit) => suitLength(hand, suit) >= 3) && legal('X')) {
      return made('X', 'natural takeout double: short in their ' + suitSymbols[theirSuit] + ', support for the others')
    }
  }

  // Notrump with the values together and their suits stopped.
  if (partnerBid && !partnerNotrump && theirSuits.size > 0 && isBalanced(hand) && [...theirSuits].every((suit) => stopper(hand, suit) === 2)) {
    const combined = points + partnerMin
    const target = combined >= 25 ? 3 : combined >= 23 ? 2 : 0
    const call = target > 0 ? bid(target, 'N') : undefined
    if (call && legal(call)) {
      return made(call, 'natural notrump: their ' + [...theirSuits].map((suit) => suitSymbols[suit]).join('') + ' stopped, about ' + combined + ' HCP together', 'stopper in their suits, combined ' + (target === 3 ? '25+' : '23–24') + ' HCP')
    }
  }

  // Preference: back to partner's first suit when it is at least as long as their last.
  if (partnerFirstSuit && partnerSuit && partnerFirstSuit !== partnerSuit && lastOurs && status.lastBid?.[1] === partnerSuit) {
    const first = suitLength(hand, partnerFirstSuit)
    const call = cheapest(auction, partnerFirstSuit)
    if (first >= 2 && first > suitLength(hand, partnerSuit) && call && Number(call[0]) === level) {
      return made(call, 'natural preference to partner’s first suit, ' + suitSymbols[partnerFirstSuit])
    }
  }

  // A long suit of our own.
  const long = longestSuit(hand)
  const length = suitLength(hand, long)
  if (length >= 5 && long !== partnerSuit && long !== theirSuit) {
    const call = cheapest(auction, long)
    if (call) {
      const callLevel = Number(call[0])
      const combined = points + partnerMin
      const enough = partnerBid
        ? callLevel === 1 ? points >= 6 : callLevel === 2 ? points >= 10 || combined >= 20 : combined >= 23 + 3 * (callLevel - 3)
        : callLevel === 1 ? points >= 8 : callLevel === 2 ? points >= 11 && length >= 5 : length >= 7 && points >= 6 && callLevel === 3
      if (enough) return made(call, 'natural: ' + length + ' ' + suitSymbols[long] + ', ' + points + ' HCP')
    }
  }

  return undefined
}

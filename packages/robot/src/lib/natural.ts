/**
 * A natural fallback (engines.md §7.3): when the system has no call, bid
 * what a plain natural bidder would rather than pass blindly — open a
 * good hand, raise partner with support to the level the combined
 * strength supports, raise notrump, overcall or double with the values,
 * show a long suit. Partner's strength comes from what partner's calls
 * showed in the system (their HCP bounds).
 */

import {auctionStatus, isContractBid, isLegal, rotate, suitSymbols, type Call, type ContractBid, type Suit} from '@bidding/core'
import {hcp, isBalanced, stopper, suitLength, suitLengths, supportPoints, type Hand} from '@bidding/hand'
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
  for (let at = index - 1; at >= 0; at--) {
    const call = auction[at]!
    if (!isContractBid(call)) continue
    const ours = (index - at) % 2 === 0
    const partners = (index - at) % 4 === 2
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

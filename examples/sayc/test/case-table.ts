import {auctionStatus, isCall, isLegal, parseAuction, parseCall} from '@bidding/core/calls'
import {parseHand} from '@bidding/hand'
import type {BiddingCase} from '@bidding/robot'

/**
 * What is wrong with the cases of a measuring table: a hand that is not a
 * complete deal's hand, an auction that does not parse or has ended, an
 * expected call that is not legal there. Empty when the table is sound.
 */
export function caseTableProblems(cases: readonly BiddingCase[]): string[] {
  const wrong: string[] = []
  for (const item of cases) {
    const hand = parseHand(item.hand, {notation: 'pbn', complete: true})
    const auction = parseAuction(item.history)
    const expected = parseCall(item.expected)
    if (!hand.ok) wrong.push(item.hand + ': ' + hand.message)
    else if (auction.problems.length > 0) wrong.push(item.history + ': ' + auction.problems[0]!.reason)
    else if (auctionStatus(auction.calls).ended) wrong.push(item.history + ': the auction has ended')
    else if (!expected || !isCall(expected) || !isLegal(auction.calls, expected)) wrong.push(item.history + ' ' + item.expected + ': not a legal call here')
  }

  return wrong
}

/**
 * An Acol opening scheme written in `@bidding/dsl`, in the spirit of the
 * Desiderius F# DSL (seed 004): rules read as "condition := bid", tried in
 * order, the first that fits is bid. Acol: a weak notrump (12–14) not
 * vulnerable and a strong one (15–17) vulnerable, four-card majors, strong
 * 2C, weak twos, 2NT 20–22.
 */

import {
  after,
  anyHand,
  balanced,
  bid,
  diamonds,
  forAllSuits,
  hasHcp,
  hearts,
  length,
  longest,
  opening,
  partnerSuit,
  spades,
  system,
  table
} from '@bidding/dsl'

const balancedHand = forAllSuits((suit) => length(suit, 2)).and(balanced())

/** Responses to 1NT (weak or strong): Stayman, transfers, raises. */
function notrumpResponses(invitational: [number, number], game: [number, number]) {
  return [
    bid('2C', hasHcp(invitational[0]), hearts(4).or(spades(4)), 'Stayman', {alert: 'asking'}).then(
      bid('2D', hearts(undefined, 3), spades(undefined, 3), 'No four-card major'),
      bid('2H', hearts(4), 'Four hearts'),
      bid('2S', spades(4), 'Four spades, not four hearts')
    ),
    bid('2D', hearts(5), 'Transfer to hearts', {alert: 'transfer'}).then(bid('2H', anyHand(), 'Completes the transfer')),
    bid('2H', spades(5), 'Transfer to spades', {alert: 'transfer'}).then(bid('2S', anyHand(), 'Completes the transfer')),
    bid('3N', hasHcp(game[0], game[1]), 'To play'),
    bid('2N', hasHcp(invitational[0], invitational[1]), 'Invitational'),
    bid('P', anyHand(), 'Weak')
  ]
}

/** Raises of a major: `M` is the opening's suit (`length(partnerSuit, …)` says the same). */
const majorRaises = [
  bid('4M', hasHcp(undefined, 9), length(partnerSuit, 5), 'Pre-emptive raise to game'),
  bid('3M', hasHcp(10, 12), length(partnerSuit, 4), 'Limit raise'),
  bid('2M', hasHcp(6, 9), length(partnerSuit, 3), 'Simple raise'),
  bid('1N', hasHcp(6, 9), 'Nothing better'),
  bid('P', hasHcp(undefined, 5), 'Too weak')
]

export const acol = system(
  {title: 'Acol openings', author: 'bidding examples', fallback: 'natural'},
  opening('2C', hasHcp(23), 'Game forcing', {alert: true, forcing: 'game'}).then(bid('2D', anyHand(), 'Negative or waiting', {alert: true})),
  opening('2N', hasHcp(20, 22), balancedHand, 'Balanced 20–22'),
  opening('1N', hasHcp(12, 14), balancedHand, 'Weak notrump, not vulnerable', {vulnerability: {we: 'no'}}).then(notrumpResponses([11, 12], [13, 19])),
  opening('1N', hasHcp(15, 17), balancedHand, 'Strong notrump, vulnerable', {vulnerability: {we: 'yes'}}).then(notrumpResponses([8, 9], [10, 15])),
  opening('2S', hasHcp(6, 10), spades(6, 6), 'Weak two', {alert: 'preemptive'}),
  opening('2H', hasHcp(6, 10), hearts(6, 6), 'Weak two', {alert: 'preemptive'}),
  opening('2D', hasHcp(6, 10), diamonds(6, 6), 'Weak two', {alert: 'preemptive'}),
  // `1M` is 1H then 1S (hearts first with four of each); `M` in the raises is bound to the opening's suit.
  opening('1M', hasHcp(12, 19), length('M', 4), longest('M'), 'Four-card major').then(majorRaises),
  opening('1D', hasHcp(12, 19), diamonds(4), 'Four diamonds or more'),
  opening('1C', hasHcp(12, 19), 'Clubs, or no four-card suit to open'),
  opening('P', anyHand(), 'No opening'),
  table({seats: [3, 4]}, opening('1S', hasHcp(10, 19), spades(5), 'Light, in third or fourth seat')),
  after('1N-(2H)', bid('X', hasHcp(8), 'Penalties'), bid('2S', spades(5), hasHcp(6, 10), 'To play'))
)

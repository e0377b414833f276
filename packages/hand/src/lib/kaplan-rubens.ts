/**
 * The Kaplan–Rubens “Four C’s” evaluation (The Bridge World, October 1982),
 * in hundredths as dealer’s `cccc(hand)` and `quality(hand, suit)` give it:
 * a minimum opening is about 1200.
 *
 * Every value below is a multiple of 0.05, so the arithmetic is done in
 * integer hundredths and is exact.
 */

import type {Hand, Holding} from './cards.js'
import {holdingLength} from './cards.js'

// Rank bits of a holding: bit 12 is the ace, bit 0 the two.
const ace = 1 << 12
const king = 1 << 11
const queen = 1 << 10
const jack = 1 << 9
const ten = 1 << 8
const nine = 1 << 7
const eight = 1 << 6

const has = (holding: Holding, card: number) => (holding & card) !== 0

/**
 * Suit quality in hundredths: the suit’s honour count (A 4, K 3, Q 2, J 1,
 * with the tens and nines of short suits and the missing honours of long
 * suits) times its length, divided by 10.
 */
export function kaplanRubensQuality(holding: Holding): number {
  const length = holdingLength(holding)
  if (length === 0) return 0
  const higher = Number(has(holding, ace)) + Number(has(holding, king)) + Number(has(holding, queen))
  // Honour count in halves.
  let count = 8 * Number(has(holding, ace)) + 6 * Number(has(holding, king)) + 4 * Number(has(holding, queen)) + 2 * Number(has(holding, jack))
  if (length >= 7) {
    // Long suits: a missing queen or jack counts as held, up to 1 (seven cards), 2 (eight) or 3 (nine or more).
    const missing = (has(holding, queen) ? 0 : 4) + (has(holding, jack) ? 0 : 2)
    count += Math.min(missing, length === 7 ? 2 : length === 8 ? 4 : 6)
  } else {
    // Short suits: a ten counts 1 with the jack or two higher honours, else ½; a nine ½ with the ten, the eight or two honours.
    if (has(holding, ten)) count += has(holding, jack) || higher >= 2 ? 2 : 1
    if (has(holding, nine) && (has(holding, ten) || has(holding, eight) || higher + Number(has(holding, jack)) === 2)) count += 1
  }

  return (count * length * 5) | 0
}

/** High-card value of one suit in hundredths: protected A 3, K 2, Q 1, with the short and lower honour adjustments. */
function highCards(holding: Holding, length: number): number {
  let value = 0
  const hasAce = has(holding, ace)
  const hasKing = has(holding, king)
  const hasQueen = has(holding, queen)
  const higherThanJack = Number(hasAce) + Number(hasKing) + Number(hasQueen)
  if (hasAce) value += 300
  if (hasKing) value += length === 1 ? 50 : 200
  if (hasQueen) {
    if (length === 1) value += 0
    else value += (length === 2 ? 75 : 100) - (hasAce || hasKing ? 0 : 25)
  }

  if (has(holding, jack)) value += higherThanJack === 2 ? 50 : higherThanJack === 1 ? 25 : 0
  if (has(holding, ten)) {
    const over = higherThanJack + Number(has(holding, jack))
    if (over === 2 || (has(holding, nine) && over === 1)) value += 25
  }

  return value
}

/** The Kaplan–Rubens evaluation of a hand, in hundredths (dealer’s `cccc`). */
export function kaplanRubens(hand: Hand): number {
  let value = 0
  let shortness = 0
  let doubletons = 0
  const lengths = hand.map((holding) => holdingLength(holding))
  for (const [suit, holding] of hand.entries()) {
    const length = lengths[suit]!
    value += kaplanRubensQuality(holding) + highCards(holding, length)
    if (length === 0) shortness += 300
    else if (length === 1) shortness += 200
    else if (length === 2) {
      shortness += 100
      doubletons++
    }
  }

  // The first doubleton is not counted; a 4-3-3-3 hand loses ½.
  if (shortness > 0) shortness -= 100
  const flat = [...lengths].sort().join('') === '3334'
  return value + shortness - (flat ? 50 : 0)
}

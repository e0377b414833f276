/**
 * The card model: suits, ranks, cards, holdings, hands and deals as plain
 * numbers, so that nothing allocates an object per card.
 *
 * * A suit index is 0 = ♠, 1 = ♥, 2 = ♦, 3 = ♣ (the order hands are written).
 * * A rank is 0 = deuce … 8 = ten, 9 = jack, 10 = queen, 11 = king, 12 = ace.
 * * A card is `suit × 13 + rank` (0 … 51).
 * * A holding is the cards of one suit as 13 bits: bit `rank` is set when the
 *   card is held (so the ace is 4096 and a void is 0).
 * * A hand is four holdings in ♠♥♦♣ order; a deal is four hands, N E S W.
 */

import type {Direction, Suit} from '@bidding/core/calls'

/** Cards of one suit as 13 bits: bit 0 is the deuce, bit 12 the ace. */
export type Holding = number

/** A hand: four holdings in ♠♥♦♣ order. */
export type Hand = readonly [spades: Holding, hearts: Holding, diamonds: Holding, clubs: Holding]

/** A deal: four hands in the order N, E, S, W. */
export type Deal = readonly [north: Hand, east: Hand, south: Hand, west: Hand]

/** A card as a number: `suit × 13 + rank` (0 = ♠2 … 12 = ♠A, 13 = ♥2 … 51 = ♣A). */
export type Card = number

/** Suit letters by suit index: `S H D C`. */
export const suitLetters: readonly Suit[] = ['S', 'H', 'D', 'C']

/** Rank characters by rank: `2 3 4 5 6 7 8 9 T J Q K A`. */
export const rankCharacters = '23456789TJQKA'

/** Directions by seat index: `N E S W`. */
export const seats: readonly Direction[] = ['N', 'E', 'S', 'W']

/** The index (0 … 3) of a suit letter. */
export function suitIndex(suit: Suit): number {
  return suit === 'S' ? 0 : suit === 'H' ? 1 : suit === 'D' ? 2 : 3
}

/** The index (0 … 3) of a direction. */
export function seatIndex(direction: Direction): number {
  return direction === 'N' ? 0 : direction === 'E' ? 1 : direction === 'S' ? 2 : 3
}

/** A hand with no cards. */
export const emptyHand: Hand = [0, 0, 0, 0]

/** Make a card from its suit index and rank. */
export function cardOf(suit: number, rank: number): Card {
  return suit * 13 + rank
}

/** The suit index of a card. */
export function suitOf(card: Card): number {
  return Math.floor(card / 13)
}

/** The rank of a card. */
export function rankOf(card: Card): number {
  return card % 13
}

/** Print a card as suit letter and rank (`SA`, `HT`, `C2`). */
export function formatCard(card: Card): string {
  return suitLetters[suitOf(card)]! + rankCharacters[rankOf(card)]!
}

/** The rank of a rank character (`A`, `k`, `T`, `10`, `2`), or -1. */
export function rankOfCharacter(value: string): number {
  if (value === '10') return 8
  return value.length === 1 ? rankCharacters.indexOf(value.toUpperCase()) : -1
}

/** The suit index of a suit letter or symbol (`S`, `h`, `♦`, `♣`), or -1. */
export function suitOfCharacter(value: string): number {
  switch (value) {
    case 'S':
    case 's':
    case '♠':
    case '♤': {
      return 0
    }

    case 'H':
    case 'h':
    case '♥':
    case '♡': {
      return 1
    }

    case 'D':
    case 'd':
    case '♦':
    case '♢': {
      return 2
    }

    case 'C':
    case 'c':
    case '♣':
    case '♧': {
      return 3
    }

    default: {
      return -1
    }
  }
}

/**
 * Read a card written as suit and rank (`SA`, `♥10`) or rank and suit
 * (`AS`, `TC`, as dealer writes it).
 *
 * @returns the card, or `undefined` when `value` is not a card.
 */
export function parseCard(value: string): Card | undefined {
  const text = value.trim()
  if (text.length < 2 || text.length > 3) return undefined
  const first = suitOfCharacter(text[0]!)
  if (first !== -1) {
    const rank = rankOfCharacter(text.slice(1))
    return rank === -1 ? undefined : cardOf(first, rank)
  }

  const last = suitOfCharacter(text.at(-1)!)
  const rank = rankOfCharacter(text.slice(0, -1))
  return last === -1 || rank === -1 ? undefined : cardOf(last, rank)
}

/** Whether a hand holds a card. */
export function hasCard(hand: Hand, card: Card): boolean {
  return ((hand[suitOf(card)]! >> rankOf(card)) & 1) === 1
}

/** A hand with a card added. */
export function withCard(hand: Hand, card: Card): Hand {
  const result = [...hand] as [number, number, number, number]
  result[suitOf(card)]! |= 1 << rankOf(card)
  return result
}

/** Number of cards in a holding. */
export function holdingLength(holding: Holding): number {
  let count = 0
  let rest = holding & 0x1fff
  while (rest !== 0) {
    rest &= rest - 1
    count++
  }

  return count
}

/** Number of cards in a hand. */
export function cardCount(hand: Hand): number {
  return holdingLength(hand[0]) + holdingLength(hand[1]) + holdingLength(hand[2]) + holdingLength(hand[3])
}

/** The cards of a hand, highest suit and rank first (♠A … ♣2). */
export function cardsOf(hand: Hand): Card[] {
  const cards: Card[] = []
  for (let suit = 0; suit < 4; suit++) {
    for (let rank = 12; rank >= 0; rank--) if ((hand[suit]! >> rank) & 1) cards.push(cardOf(suit, rank))
  }

  return cards
}

/** A hand made of the given cards. */
export function handOf(cards: Iterable<Card>): Hand {
  const hand: [number, number, number, number] = [0, 0, 0, 0]
  for (const card of cards) hand[suitOf(card)]! |= 1 << rankOf(card)
  return hand
}

/** Whether two hands share a card. */
export function overlaps(a: Hand, b: Hand): boolean {
  return (a[0] & b[0]) !== 0 || (a[1] & b[1]) !== 0 || (a[2] & b[2]) !== 0 || (a[3] & b[3]) !== 0
}

/** The cards held by none of the given hands. */
export function remainingCards(hands: readonly Hand[]): Hand {
  const rest: [number, number, number, number] = [0x1fff, 0x1fff, 0x1fff, 0x1fff]
  for (const hand of hands) for (let suit = 0; suit < 4; suit++) rest[suit]! &= ~hand[suit]!
  return rest
}

/**
 * Complete a deal in which exactly one hand is short of cards and the others
 * hold 13: the short hand gets the cards nobody holds.
 *
 * @returns the completed deal, or `undefined` when that is not the situation.
 */
export function completeDeal(deal: Deal): Deal | undefined {
  const short = deal.map((hand) => cardCount(hand)).flatMap((count, index) => (count === 13 ? [] : [index]))
  if (short.length !== 1) return undefined
  const index = short[0]!
  const rest = remainingCards(deal.filter((_, other) => other !== index))
  const hands = [...deal] as [Hand, Hand, Hand, Hand]
  hands[index] = rest
  return hands
}

/**
 * Why a deal is not a complete deal, or `undefined` when it is: four hands of
 * 13 different cards each.
 */
export function dealProblem(deal: Deal): string | undefined {
  for (const [index, hand] of deal.entries()) {
    const count = cardCount(hand)
    if (count !== 13) return 'Expected 13 cards in ' + seats[index] + ', not ' + count
  }

  for (let a = 0; a < 4; a++) {
    for (let b = a + 1; b < 4; b++) {
      if (overlaps(deal[a]!, deal[b]!)) return 'Unexpected card held by both ' + seats[a] + ' and ' + seats[b]
    }
  }

  return undefined
}

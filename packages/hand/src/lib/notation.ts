/**
 * Hands and deals as text. Readers never throw: a problem comes back with
 * its offsets in the text, as core’s `parseConstraint` does.
 *
 * Notations of a hand (♠AKQ2 ♥J4 ♦T98 ♣7652):
 * * `pbn`: suits in ♠♥♦♣ order separated by dots, `AKQ2.J4.T98.7652`
 *   (a void is empty);
 * * `spaces`: the same separated by spaces, `AKQ2 J4 T98 7652` (a void is `-`);
 * * `clubs-first`: ♣♦♥♠ order with dots, `7652.T98.J4.AKQ2`;
 * * `letters`: each suit after its letter, in any order, `SAKQ2 HJ4 DT98 C7652`
 *   (spaces optional, as in BBO LIN: `SAKQ2HJ4DT98C7652`);
 * * `symbols`: the same with suit symbols, `♠AKQ2 ♥J4 ♦T98 ♣7652`.
 */

import type {Direction} from '@bidding/core/calls'
import {
  cardCount,
  rankCharacters,
  rankOfCharacter,
  seatIndex,
  seats,
  suitOfCharacter,
  type Deal,
  type Hand,
  type Holding
} from './cards.js'

/** A notation of a hand. */
export type HandNotation = 'pbn' | 'spaces' | 'clubs-first' | 'letters' | 'symbols'

/** Options for reading a hand. */
export interface ParseHandOptions {
  /** The notation; `auto` (default) tells `letters`/`symbols`, `pbn` and `spaces` apart (not `clubs-first`). */
  notation?: HandNotation | 'auto' | undefined
  /** Require exactly 13 cards (default: any number up to 13). */
  complete?: boolean | undefined
}

/** Result of reading a hand. */
export type ParseHandResult = {ok: true; hand: Hand} | {ok: false; message: string; start: number; end: number}

/** Options for writing a hand. */
export interface FormatHandOptions {
  /** The notation (default `pbn`). */
  notation?: HandNotation | undefined
}

/** Result of reading a deal. */
export type ParseDealResult =
  | {ok: true; deal: Deal; first: Direction}
  | {ok: false; message: string; start: number; end: number}

class NotationError extends Error {
  start: number
  end: number
  constructor(message: string, start: number, end: number) {
    super(message)
    this.start = start
    this.end = end
  }
}

/** Read the ranks of one suit from `text[start … end)`. */
function holdingFrom(text: string, start: number, end: number, suitName: string): Holding {
  let holding = 0
  let index = start
  const body = text.slice(start, end).trim()
  if (body === '-' || body === '—' || body === '–') return 0
  while (index < end) {
    const character = text[index]!
    if (character === ' ' || character === '\t') {
      index++
      continue
    }

    const isTen = character === '1' && text[index + 1] === '0'
    const rank = rankOfCharacter(isTen ? '10' : character)
    const width = isTen ? 2 : 1
    if (rank === -1) {
      throw new NotationError(
        'Unexpected `' + character + '` in ' + suitName + ', expected a rank (`A`, `K`, `Q`, `J`, `T`, `9` … `2`)',
        index,
        index + 1
      )
    }

    if ((holding >> rank) & 1) {
      throw new NotationError('Unexpected second `' + rankCharacters[rank] + '` in ' + suitName, index, index + width)
    }

    holding |= 1 << rank
    index += width
  }

  return holding
}

const suitWords = ['spades', 'hearts', 'diamonds', 'clubs']

/** Split `text[start … end)` into ranges at dots, or at runs of white space. */
function split(text: string, start: number, end: number, by: 'dot' | 'space'): Array<[number, number]> {
  const parts: Array<[number, number]> = []
  let from = start
  let index = start
  while (index < end) {
    const character = text[index]!
    if (by === 'dot' ? character === '.' : /\s/.test(character)) {
      parts.push([from, index])
      index++
      if (by === 'space') while (index < end && /\s/.test(text[index]!)) index++
      from = index
    } else {
      index++
    }
  }

  parts.push([from, end])
  return parts
}

function detect(text: string): HandNotation {
  const first = text.trim()[0] ?? ''
  if (suitOfCharacter(first) !== -1) return /[♠♥♦♣♤♡♢♧]/.test(first) ? 'symbols' : 'letters'
  return text.includes('.') ? 'pbn' : 'spaces'
}

/** Read a hand in `text[start … end)`. */
function handFrom(text: string, start: number, end: number, notation: HandNotation, detected = false): Hand {
  const hand: [number, number, number, number] = [0, 0, 0, 0]
  if (notation === 'letters' || notation === 'symbols') {
    let suit = -1
    let from = start
    const seen = new Set<number>()
    const close = (to: number) => {
      if (suit !== -1) hand[suit] = holdingFrom(text, from, to, suitWords[suit]!)
    }

    for (let index = start; index < end; index++) {
      const next = suitOfCharacter(text[index]!)
      if (next === -1) continue
      close(index)
      if (seen.has(next)) {
        throw new NotationError('Unexpected second ' + suitWords[next] + ' suit', index, index + 1)
      }

      seen.add(next)
      suit = next
      from = index + 1
    }

    if (suit === -1) {
      const at = text.slice(start, end).search(/\S/)
      const offset = at === -1 ? start : start + at
      throw new NotationError('Expected a suit letter (`S`, `H`, `D`, `C`) before the ranks', offset, offset + 1)
    }

    const firstRank = text.slice(start, end).search(/\S/)
    if (firstRank !== -1 && suitOfCharacter(text[start + firstRank]!) === -1) {
      throw new NotationError(
        'Unexpected `' + text[start + firstRank] + '`, expected a suit letter first',
        start + firstRank,
        start + firstRank + 1
      )
    }

    close(end)
    return hand
  }

  const parts = split(text, start, end, notation === 'spaces' ? 'space' : 'dot')
  if (parts.length !== 4) {
    // A guessed notation with no separator at all: hands are written with dots.
    const spaces = notation === 'spaces' && !(detected && parts.length === 1)
    const what = spaces ? 'space-separated' : 'dot-separated'
    throw new NotationError('Expected 4 ' + what + ' suits' + (spaces ? '' : ' (such as `AK2.KQ2.J432.Q32`)') + ', not ' + parts.length, start, end)
  }

  for (const [index, [from, to]] of parts.entries()) {
    const suit = notation === 'clubs-first' ? 3 - index : index
    hand[suit] = holdingFrom(text, from, to, suitWords[suit]!)
  }

  return hand
}

function trimRange(text: string, start: number, end: number): [number, number] {
  let from = start
  let to = end
  while (from < to && /\s/.test(text[from]!)) from++
  while (to > from && /\s/.test(text[to - 1]!)) to--
  return [from, to]
}

/**
 * Read a hand (`AKQ2.J4.T98.7652`, `AKQ2 J4 T98 7652`, `SAKQ2 HJ4 DT98 C7652`, …).
 * Never throws.
 */
export function parseHand(text: string, options: ParseHandOptions = {}): ParseHandResult {
  try {
    const [start, end] = trimRange(text, 0, text.length)
    if (start === end) return {ok: false, message: 'Unexpected empty hand', start: 0, end: text.length}
    const detected = !options.notation || options.notation === 'auto'
    const notation = !options.notation || options.notation === 'auto' ? detect(text) : options.notation
    const hand = handFrom(text, start, end, notation, detected)
    const count = cardCount(hand)
    if (count > 13) return {ok: false, message: 'Unexpected ' + count + ' cards, expected at most 13', start, end}
    if (options.complete && count !== 13) {
      return {ok: false, message: 'Unexpected ' + count + ' cards, expected 13', start, end}
    }

    return {ok: true, hand}
  } catch (error) {
    if (error instanceof NotationError) return {ok: false, message: error.message, start: error.start, end: error.end}
    throw error
  }
}

/** The ranks of a holding, ace first (`AKQ2`). */
export function formatHolding(holding: Holding): string {
  let text = ''
  for (let rank = 12; rank >= 0; rank--) if ((holding >> rank) & 1) text += rankCharacters[rank]
  return text
}

/** Write a hand in a notation (default `pbn`). */
export function formatHand(hand: Hand, options: FormatHandOptions = {}): string {
  const holdings = hand.map((holding) => formatHolding(holding))
  switch (options.notation ?? 'pbn') {
    case 'pbn': {
      return holdings.join('.')
    }

    case 'spaces': {
      return holdings.map((holding) => holding || '-').join(' ')
    }

    case 'clubs-first': {
      return [...holdings].reverse().join('.')
    }

    case 'letters': {
      return holdings.map((holding, suit) => 'SHDC'[suit]! + (holding || '-')).join(' ')
    }

    case 'symbols': {
      return holdings.map((holding, suit) => '♠♥♦♣'[suit]! + (holding || '-')).join(' ')
    }
  }
}

/**
 * Read a PBN deal string (`N:AQJ643.A.J4.QJ64 K7.KQJT85.AKQ5.A T852… …`):
 * the seat of the first hand, then four hands clockwise; `-` is an unknown
 * hand (read as no cards). Without the `N:` prefix the first hand is North.
 * Never throws.
 */
export function parseDeal(text: string): ParseDealResult {
  try {
    let [start, end] = trimRange(text, 0, text.length)
    let first: Direction = 'N'
    const prefix = /^([NESWnesw])\s*:/.exec(text.slice(start, end))
    if (prefix) {
      first = prefix[1]!.toUpperCase() as Direction
      ;[start, end] = trimRange(text, start + prefix[0].length, end)
    } else if (/^[^\s.]*:/.test(text.slice(start, end))) {
      const colon = text.indexOf(':', start)
      throw new NotationError('Unexpected `' + text.slice(start, colon) + '`, expected a seat (`N`, `E`, `S`, `W`)', start, colon)
    }

    const parts = start === end ? [] : split(text, start, end, 'space')
    if (parts.length !== 4) {
      throw new NotationError('Expected 4 hands, not ' + parts.length, start, end)
    }

    const hands: Hand[] = [
      [0, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0]
    ]
    const firstIndex = seatIndex(first)
    const seen: [number, number, number, number] = [0, 0, 0, 0]
    for (const [offset, [from, to]] of parts.entries()) {
      const seat = (firstIndex + offset) % 4
      if (text.slice(from, to) === '-') continue
      const hand = handFrom(text, from, to, 'pbn')
      const count = cardCount(hand)
      if (count > 13) {
        throw new NotationError('Unexpected ' + count + ' cards in ' + seats[seat] + ', expected at most 13', from, to)
      }

      for (let suit = 0; suit < 4; suit++) {
        if ((seen[suit]! & hand[suit]!) !== 0) {
          throw new NotationError('Unexpected card dealt twice in ' + seats[seat], from, to)
        }

        seen[suit]! |= hand[suit]!
      }

      hands[seat] = hand
    }

    return {ok: true, deal: hands as unknown as Deal, first}
  } catch (error) {
    if (error instanceof NotationError) return {ok: false, message: error.message, start: error.start, end: error.end}
    throw error
  }
}

/** Write a deal as a PBN deal string, starting with `first` (default North); a hand with no cards is `-`. */
export function formatDeal(deal: Deal, first: Direction = 'N'): string {
  const start = seatIndex(first)
  const hands: string[] = []
  for (let offset = 0; offset < 4; offset++) {
    const hand = deal[(start + offset) % 4]!
    hands.push(cardCount(hand) === 0 ? '-' : formatHand(hand))
  }

  return first + ':' + hands.join(' ')
}

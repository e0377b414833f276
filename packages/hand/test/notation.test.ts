import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {
  cardCount,
  formatCard,
  formatDeal,
  formatHand,
  parseCard,
  parseDeal,
  parseHand,
  type Hand,
  type HandNotation
} from '../src/index.js'

/** ♠AKQ2 ♥J4 ♦T98 ♣7652 */
const example: Hand = [
  (1 << 12) | (1 << 11) | (1 << 10) | (1 << 0),
  (1 << 9) | (1 << 2),
  (1 << 8) | (1 << 7) | (1 << 6),
  (1 << 5) | (1 << 4) | (1 << 3) | (1 << 0)
]

function hand(text: string, notation?: HandNotation): Hand {
  const result = parseHand(text, {notation})
  if (!result.ok) throw new Error(result.message)
  return result.hand
}

/** 13 random different cards as a hand. */
const handArbitrary = fc
  .shuffledSubarray([...Array.from({length: 52}).keys()], {minLength: 0, maxLength: 13})
  .map((cards) => {
    const result: [number, number, number, number] = [0, 0, 0, 0]
    for (const card of cards) result[Math.floor(card / 13)]! |= 1 << card % 13
    return result as Hand
  })

describe('parseHand', () => {
  it('should read the PBN notation (S.H.D.C)', () => {
    expect(hand('AKQ2.J4.T98.7652')).toEqual(example)
  })

  it('should read space-separated suits', () => {
    expect(hand('AKQ2 J4 T98 7652')).toEqual(example)
    expect(hand('AKQ2  J4\tT98 7652')).toEqual(example)
  })

  it('should read clubs first (C.D.H.S) when told', () => {
    expect(hand('7652.T98.J4.AKQ2', 'clubs-first')).toEqual(example)
  })

  it('should read suit letters and symbols in any order, with or without spaces', () => {
    expect(hand('SAKQ2 HJ4 DT98 C7652')).toEqual(example)
    expect(hand('SAKQ2HJ4DT98C7652')).toEqual(example)
    expect(hand('C7652 DT98 HJ4 SAKQ2')).toEqual(example)
    expect(hand('♠AKQ2 ♥J4 ♦T98 ♣7652')).toEqual(example)
  })

  it('should read voids as empty suits or dashes, lower case and 10', () => {
    expect(hand('akq2.j4..7652')).toEqual([example[0], example[1], 0, example[3]])
    expect(hand('A K Q 2.j 4.10 9 8.7 6 5 2')).toEqual(example)
    expect(hand('AKQ2 J4 - 7652')).toEqual([example[0], example[1], 0, example[3]])
    expect(hand('S A K 10 H - D - C -', 'letters')).toEqual([(1 << 12) | (1 << 11) | (1 << 8), 0, 0, 0])
  })

  it('should report a bad rank with its place', () => {
    expect(parseHand('AKQ2.J4.TX8.7652')).toEqual({
      ok: false,
      message: 'Unexpected `X` in diamonds, expected a rank (`A`, `K`, `Q`, `J`, `T`, `9` … `2`)',
      start: 9,
      end: 10
    })
  })

  it('should report a card given twice', () => {
    expect(parseHand('AKA2.J4.T98.765')).toMatchObject({ok: false, message: 'Unexpected second `A` in spades', start: 2})
  })

  it('should report the wrong number of suits', () => {
    expect(parseHand('AKQ2.J4.T98')).toMatchObject({ok: false, message: 'Expected 4 dot-separated suits (such as `AK2.KQ2.J432.Q32`), not 3'})
    // No separator at all: hands are written with dots, so the message says so.
    expect(parseHand('AKQ2J4T987652')).toMatchObject({ok: false, message: 'Expected 4 dot-separated suits (such as `AK2.KQ2.J432.Q32`), not 1'})
    expect(parseHand('AKQ2J4T987652', {notation: 'spaces'})).toMatchObject({ok: false, message: 'Expected 4 space-separated suits, not 1'})
    expect(parseHand('AKQ2 J4 T98 7652 3')).toMatchObject({ok: false, message: 'Expected 4 space-separated suits, not 5'})
  })

  it('should report more than 13 cards, and fewer when 13 are required', () => {
    expect(parseHand('AKQJT9.AKQJ.AKQJ.2')).toMatchObject({ok: false, message: 'Unexpected 15 cards, expected at most 13'})
    expect(parseHand('AKQ.J4.T98.7652', {complete: true})).toMatchObject({ok: false, message: 'Unexpected 12 cards, expected 13'})
    expect(parseHand('AKQ2.J4.T98.7652', {complete: true})).toEqual({ok: true, hand: example})
  })

  it('should report an empty hand and a suit letter missing in letter notation', () => {
    expect(parseHand('  ')).toMatchObject({ok: false, message: 'Unexpected empty hand'})
    expect(parseHand('AK SQJ', {notation: 'letters'})).toMatchObject({ok: false, start: 0})
    expect(parseHand('SAK SQ')).toMatchObject({ok: false, message: 'Unexpected second spades suit', start: 4})
  })

  it('should never throw on any input', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('auto', 'pbn', 'spaces', 'clubs-first', 'letters', 'symbols'), (text, notation) => {
        const result = parseHand(text, {notation: notation as HandNotation})
        expect(typeof result.ok).toBe('boolean')
      })
    )
  })
})

describe('formatHand', () => {
  it('should write every notation', () => {
    expect(formatHand(example)).toBe('AKQ2.J4.T98.7652')
    expect(formatHand(example, {notation: 'spaces'})).toBe('AKQ2 J4 T98 7652')
    expect(formatHand(example, {notation: 'clubs-first'})).toBe('7652.T98.J4.AKQ2')
    expect(formatHand(example, {notation: 'letters'})).toBe('SAKQ2 HJ4 DT98 C7652')
    expect(formatHand(example, {notation: 'symbols'})).toBe('♠AKQ2 ♥J4 ♦T98 ♣7652')
    expect(formatHand([example[0], 0, example[2], example[3]], {notation: 'spaces'})).toBe('AKQ2 - T98 7652')
    expect(formatHand([example[0], 0, example[2], example[3]])).toBe('AKQ2..T98.7652')
  })

  it('should read back what it writes, in every notation', () => {
    fc.assert(
      fc.property(handArbitrary, fc.constantFrom<HandNotation>('pbn', 'spaces', 'clubs-first', 'letters', 'symbols'), (value, notation) => {
        const text = formatHand(value, {notation})
        expect(parseHand(text, {notation})).toEqual({ok: true, hand: value})
      })
    )
  })
})

describe('cards', () => {
  it('should read cards suit first or rank first', () => {
    expect(parseCard('SA')).toBe(12)
    expect(parseCard('AS')).toBe(12)
    expect(parseCard('TC')).toBe(3 * 13 + 8)
    expect(parseCard('♥10')).toBe(13 + 8)
    expect(parseCard('C2')).toBe(39)
    expect(parseCard('XX')).toBeUndefined()
    expect(parseCard('S')).toBeUndefined()
  })

  it('should write every card as suit and rank', () => {
    const all = Array.from({length: 52}, (_, card) => formatCard(card))
    expect(new Set(all).size).toBe(52)
    for (const [card, text] of all.entries()) expect(parseCard(text)).toBe(card)
  })
})

describe('parseDeal and formatDeal', () => {
  const text = 'N:AQJ643.A.J4.QJ64 K7.KQJT85.AKQ5.A T852.962.T863.K7 9.743.972.T98532'

  it('should read a PBN deal string', () => {
    const result = parseDeal(text)
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.first).toBe('N')
    expect(result.deal.map((h) => cardCount(h))).toEqual([13, 13, 13, 13])
    expect(formatHand(result.deal[1])).toBe('K7.KQJT85.AKQ5.A')
    expect(formatDeal(result.deal)).toBe(text)
  })

  it('should rotate when the first hand is not North', () => {
    const result = parseDeal('E:K7.KQJT85.AKQ5.A T852.962.T863.K7 9.743.972.T98532 AQJ643.A.J4.QJ64')
    expect(result.ok && formatDeal(result.deal)).toBe(text)
    expect(result.ok && formatDeal(result.deal, 'W')).toBe('W:9.743.972.T98532 AQJ643.A.J4.QJ64 K7.KQJT85.AKQ5.A T852.962.T863.K7')
  })

  it('should keep unknown hands empty and write them as a dash', () => {
    const result = parseDeal('N:AQJ643.A.J4.QJ64 - - -')
    expect(result.ok && result.deal.slice(1).every((h) => cardCount(h) === 0)).toBe(true)
    expect(result.ok && formatDeal(result.deal)).toBe('N:AQJ643.A.J4.QJ64 - - -')
  })

  it('should report a card dealt twice, a bad seat and a wrong number of hands', () => {
    expect(parseDeal('N:AQJ643.A.J4.QJ64 A7.KQJT85.AKQ5.A - -')).toMatchObject({ok: false, message: 'Unexpected card dealt twice in E'})
    expect(parseDeal('X:AQJ643.A.J4.QJ64 - - -')).toMatchObject({ok: false, start: 0, end: 1})
    expect(parseDeal('N:AQJ643.A.J4.QJ64 - -')).toMatchObject({ok: false, message: 'Expected 4 hands, not 3'})
    expect(parseDeal('N:AQJ643.A.J4.QJ6Z - - -')).toMatchObject({ok: false, start: 17, end: 18})
  })

  it('should never throw on any input', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        expect(typeof parseDeal(value).ok).toBe('boolean')
        expect(typeof parseDeal('N:' + value).ok).toBe('boolean')
      })
    )
  })
})

import {describe, expect, it} from 'vitest'
import {
  cardCount,
  cardOf,
  cardsOf,
  completeDeal,
  dealProblem,
  formatHand,
  handOf,
  hasCard,
  holdingLength,
  overlaps,
  parseDeal,
  rankOf,
  remainingCards,
  seatIndex,
  suitIndex,
  suitOf,
  withCard,
  type Deal
} from '../src/index.js'

describe('cards and hands', () => {
  it('should number cards suit by suit, deuce to ace', () => {
    expect(cardOf(0, 12)).toBe(12)
    expect(suitOf(51)).toBe(3)
    expect(rankOf(51)).toBe(12)
    expect(suitIndex('D')).toBe(2)
    expect(seatIndex('W')).toBe(3)
  })

  it('should build hands from cards and list them back, highest first', () => {
    const hand = handOf([12, 0, 25, 51])
    expect(formatHand(hand)).toBe('A2.A..A')
    expect(cardsOf(hand)).toEqual([12, 0, 25, 51])
    expect(cardCount(hand)).toBe(4)
    expect(hasCard(hand, 25)).toBe(true)
    expect(hasCard(hand, 24)).toBe(false)
    expect(hasCard(withCard(hand, 24), 24)).toBe(true)
    expect(holdingLength(0x1fff)).toBe(13)
  })

  it('should find overlaps and the cards nobody holds', () => {
    expect(overlaps(handOf([1, 2]), handOf([2, 3]))).toBe(true)
    expect(overlaps(handOf([1, 2]), handOf([3]))).toBe(false)
    expect(cardCount(remainingCards([handOf([1, 2]), handOf([3])]))).toBe(49)
  })

  it('should complete a deal with one short hand, and find what is wrong with a deal', () => {
    const result = parseDeal('N:AQJ643.A.J4.QJ64 K7.KQJT85.AKQ5.A T852.962.T863.K7 -')
    if (!result.ok) throw new Error(result.message)
    expect(dealProblem(result.deal)).toBe('Expected 13 cards in W, not 0')
    const complete = completeDeal(result.deal)!
    expect(formatHand(complete[3])).toBe('9.743.972.T98532')
    expect(dealProblem(complete)).toBeUndefined()
    expect(completeDeal(complete)).toBeUndefined()
    const twice = [complete[0], complete[0], complete[2], complete[3]] as unknown as Deal
    expect(dealProblem(twice)).toBe('Unexpected card held by both N and E')
  })
})

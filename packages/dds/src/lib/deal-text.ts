/**
 * Deals as DDS reads them: PBN text of four full hands, checked here so that
 * DDS never sees a deal it would reject with a bare error code.
 */

import {dealProblem, formatHolding, parseDeal, type Deal} from '@bidding/hand'
import type {DealInput} from './types.js'

/** A deal DDS cannot solve: its text and why. */
export class DealError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'DealError'
  }
}

/** Read a deal input into a deal. */
export function dealOf(input: DealInput): Deal {
  if (typeof input !== 'string') return input
  const result = parseDeal(input)
  if (!result.ok) throw new DealError(result.message + ' in deal `' + input + '`')
  return result.deal
}

/**
 * The PBN text DDS reads (`N:…`, holdings joined by dots, empty suits
 * empty) for a complete deal.
 *
 * @throws {DealError} when a hand does not hold 13 cards or a card is dealt twice.
 */
export function ddsDealText(input: DealInput): string {
  const deal = dealOf(input)
  const problem = dealProblem(deal)
  if (problem) throw new DealError(problem)

  return 'N:' + deal.map((hand) => hand.map((holding) => formatHolding(holding)).join('.')).join(' ')
}

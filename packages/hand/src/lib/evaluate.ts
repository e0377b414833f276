/**
 * Hand evaluation: sums of the per-suit tables, shape, and the points
 * scales bidding systems use. Every function takes a hand as four holdings.
 */

import type {Suit} from '@bidding/core/calls'
import {own} from '@bidding/core/own'
import {suitIndex, type Hand} from './cards.js'
import {pointScales, scaleTable, type ScaleWeights} from './scales.js'
import {balancedFlag, flatFlag, semiBalancedFlag, shapeFlagsOf, twoLongest, lengthIndex} from './shape.js'
import {tables} from './suit.js'

const {length, hcp: hcpTable, controls: controlsTable, losers: losersTable} = tables

/** Suit lengths in ♠♥♦♣ order. */
export function suitLengths(hand: Hand): [spades: number, hearts: number, diamonds: number, clubs: number] {
  return [length[hand[0]]!, length[hand[1]]!, length[hand[2]]!, length[hand[3]]!]
}

/** Length of one suit. */
export function suitLength(hand: Hand, suit: Suit): number {
  return length[hand[suitIndex(suit)]!]!
}

function sum(hand: Hand, table: ArrayLike<number>): number {
  return table[hand[0]]! + table[hand[1]]! + table[hand[2]]! + table[hand[3]]!
}

/** High-card points (A 4, K 3, Q 2, J 1), of the hand or of one suit. */
export function hcp(hand: Hand, suit?: Suit): number {
  return suit === undefined ? sum(hand, hcpTable) : hcpTable[hand[suitIndex(suit)]!]!
}

/**
 * Points on a named scale (`hcp`, `c13`, `bamberger`, `binary`, `aces`,
 * `top3` … see `pointScales`) or on explicit weights, of the hand or of
 * one suit.
 *
 * @returns the points, or `undefined` for an unknown scale name.
 */
export function scalePointsOf(
  hand: Hand,
  scale: string | ScaleWeights,
  suit?: Suit,
  extra?: Readonly<Record<string, ScaleWeights>>
): number | undefined {
  const weights = typeof scale === 'string' ? ((extra && own(extra, scale)) ?? own(pointScales, scale)) : scale
  if (!weights) return undefined
  const table = scaleTable(weights)
  return suit === undefined ? sum(hand, table) : table[hand[suitIndex(suit)]!]!
}

/** Controls (A 2, K 1), of the hand or of one suit. */
export function controls(hand: Hand, suit?: Suit): number {
  return suit === undefined ? sum(hand, controlsTable) : controlsTable[hand[suitIndex(suit)]!]!
}

/** Honours among the top `top` cards (default 5: AKQJT) of one suit. */
export function honours(hand: Hand, suit: Suit, top = 5): number {
  const table = tables.honours[top]
  if (!table) throw new RangeError('Expected `top` from 1 to 5, not ' + top)
  return table[hand[suitIndex(suit)]!]!
}

/** Losers by dealer’s rule (see the readme), of the hand or of one suit. */
export function losers(hand: Hand, suit?: Suit): number {
  return suit === undefined ? sum(hand, losersTable) : losersTable[hand[suitIndex(suit)]!]!
}

/** The new losing-trick count (A 1½, K 1, Q ½ missing), of the hand or of one suit. */
export function newLosers(hand: Hand, suit?: Suit): number {
  const table = tables.nltcHalves
  return (suit === undefined ? sum(hand, table) : table[hand[suitIndex(suit)]!]!) / 2
}

/** Quick tricks (AK 2, AQ 1½, A 1, KQ 1, Kx ½), of the hand or of one suit. */
export function quickTricks(hand: Hand, suit?: Suit): number {
  const table = tables.quickTrickHalves
  return (suit === undefined ? sum(hand, table) : table[hand[suitIndex(suit)]!]!) / 2
}

/** Stopper in a suit: 2 a stopper (A, Kx, Qxx, Jxxx), 1 a half stopper (Qx, Jxx), 0 none. */
export function stopper(hand: Hand, suit: Suit): 0 | 1 | 2 {
  return tables.stopper[hand[suitIndex(suit)]!]! as 0 | 1 | 2
}

/** Suit quality: length plus honours (AKQJT) of one suit. */
export function suitQuality(hand: Hand, suit: Suit): number {
  return tables.suitQuality[hand[suitIndex(suit)]!]!
}

/** Length points (bidding_space `lp`): HCP plus one per card over four in each suit. */
export function lengthPoints(hand: Hand): number {
  return sum(hand, hcpTable) + sum(hand, tables.longness)
}

/** Shortness points (bidding_space `sp`): HCP plus 3 per void, 2 per singleton, 1 per doubleton. */
export function shortnessPoints(hand: Hand): number {
  return sum(hand, hcpTable) + sum(hand, tables.shortness)
}

/**
 * The count of the rule of 20: HCP plus the lengths of the two longest
 * suits (SAYC opens one of a suit when it reaches 20).
 */
export function rulePoints(hand: Hand): number {
  return sum(hand, hcpTable) + twoLongest[lengthIndex(hand, 0)]!
}

/**
 * Pearson points, the count of the rule of 15: HCP plus the number of
 * spades (a fourth-seat opening needs 15).
 */
export function pearsonPoints(hand: Hand): number {
  return sum(hand, hcpTable) + length[hand[0]]!
}

/**
 * Adjusted points: HCP, one less for a 4-3-3-3 shape (the flattest hand
 * plays a trick short of its count).
 */
export function adjustedPoints(hand: Hand): number {
  return sum(hand, hcpTable) - ((shapeFlagsOf(hand) & flatFlag) === 0 ? 0 : 1)
}

/**
 * Playing tricks, the measure of a strong opening's trick-taking power:
 * 13 less the hand's losers (dealer's rule: at most three a suit).
 */
export function playingTricks(hand: Hand): number {
  return 13 - sum(hand, losersTable)
}

/** Support points per short suit (void, singleton, doubleton) with three trumps, and with four or more. */
const threeTrumpBonus: readonly number[] = [3, 2, 1]
const longTrumpBonus: readonly number[] = [5, 3, 1]

/**
 * Support (dummy) points for a trump suit: HCP plus, in each other suit,
 * with exactly three trumps 1 per doubleton, 2 per singleton, 3 per void;
 * with four or more trumps 1, 3 and 5. With fewer than three trumps, HCP.
 */
export function supportPoints(hand: Hand, trump: Suit): number {
  const trumps = length[hand[suitIndex(trump)]!]!
  let points = sum(hand, hcpTable)
  if (trumps < 3) return points
  const bonus = trumps === 3 ? threeTrumpBonus : longTrumpBonus
  const index = suitIndex(trump)
  for (let suit = 0; suit < 4; suit++) {
    if (suit === index) continue
    const cards = length[hand[suit]!]!
    if (cards < 3) points += bonus[cards]!
  }

  return points
}

/** The sorted pattern: suit lengths, longest first (`[4, 4, 3, 2]`). */
export function pattern(hand: Hand): [number, number, number, number] {
  return suitLengths(hand).sort((a, b) => b - a)
}

/** The pattern as digits (`4432`); a 10+ card suit is written as its number (`10111`). */
export function patternString(hand: Hand): string {
  return pattern(hand).join('')
}

/** The exact shape in ♠♥♦♣ order (`4=4=3=2`). */
export function shapeString(hand: Hand): string {
  return suitLengths(hand).join('=')
}

/** Balanced: 4333, 4432 or 5332. */
export function isBalanced(hand: Hand): boolean {
  return (shapeFlagsOf(hand) & balancedFlag) !== 0
}

/** Semi-balanced: balanced, 5422 or 6322. */
export function isSemiBalanced(hand: Hand): boolean {
  return (shapeFlagsOf(hand) & semiBalancedFlag) !== 0
}

/** Number of suits of exactly `cards` cards (voids 0, singletons 1, doubletons 2). */
export function suitsOfLength(hand: Hand, cards: number): number {
  let count = 0
  for (let suit = 0; suit < 4; suit++) if (length[hand[suit]!] === cards) count++
  return count
}

/**
 * Whether the lengths match a shape: four characters in ♠♥♦♣ order, each a
 * digit or `x` for any length (`5xxx`, `4432`); with `any`, in any order of
 * suits. A suit of 10+ cards never matches a digit.
 *
 * @returns whether it matches, or `undefined` when the pattern is not four such characters.
 */
export function matchesShape(hand: Hand, shape: string, any = false): boolean | undefined {
  if (!/^[0-9x]{4}$/i.test(shape)) return undefined
  const lengths = suitLengths(hand)
  const wanted = [...shape.toLowerCase()]
  if (!any) return wanted.every((digit, index) => digit === 'x' || Number(digit) === lengths[index])
  return permutations.some((order) =>
    order.every((from, index) => wanted[from] === 'x' || Number(wanted[from]) === lengths[index])
  )
}

const permutations: number[][] = []
for (let a = 0; a < 4; a++) {
  for (let b = 0; b < 4; b++) {
    for (let c = 0; c < 4; c++) {
      const d = 6 - a - b - c
      if (a !== b && a !== c && b !== c && d !== a && d !== b && d !== c && d >= 0 && d < 4) permutations.push([a, b, c, d])
    }
  }
}

/** Whether `suit` is (one of) the longest; with `strict`, longer than every other. */
export function isLongest(hand: Hand, suit: Suit, strict = false): boolean {
  const index = suitIndex(suit)
  const own = length[hand[index]!]!
  for (let other = 0; other < 4; other++) {
    if (other === index) continue
    const cards = length[hand[other]!]!
    if (strict ? cards >= own : cards > own) return false
  }

  return true
}

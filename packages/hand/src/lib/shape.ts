/**
 * Shape facts of every length vector, made once: a hand's shape is four
 * table lookups and one of these, where sorting its lengths would allocate
 * on every question (balanced? 4-3-3-3? the two longest suits?).
 */

import type {Hand} from './cards.js'
import {tables} from './suit.js'

const {length} = tables

/** The index of a hand's length vector: ♠ × 196 + ♥ × 14 + ♦ (♣ follows). */
export function lengthIndex(cards: ArrayLike<number>, offset: number): number {
  return length[cards[offset]!]! * 196 + length[cards[offset + 1]!]! * 14 + length[cards[offset + 2]!]!
}

/** The pattern of four suit lengths as a number, longest first (`5332`). */
export function patternNumber(a: number, b: number, c: number, d: number): number {
  // A sorting network of five compare-exchanges, largest first.
  let t: number
  if (a < b) (t = a), (a = b), (b = t)
  if (c < d) (t = c), (c = d), (d = t)
  if (a < c) (t = a), (a = c), (c = t)
  if (b < d) (t = b), (b = d), (d = t)
  if (b < c) (t = b), (b = c), (c = t)
  return a * 1000 + b * 100 + c * 10 + d
}

/** Bits of `shapeFlags`. */
export const balancedFlag = 1
export const semiBalancedFlag = 2
export const flatFlag = 4

const balancedPatterns = new Set([4333, 4432, 5332])
const semiBalancedPatterns = new Set([4333, 4432, 5332, 5422, 6322])

/** Per length vector: balanced (4333, 4432, 5332), semi-balanced (also 5422, 6322), 4-3-3-3, as bits. */
export const shapeFlags = new Uint8Array(14 * 14 * 14)

/** Per length vector: the lengths of the two longest suits together. */
export const twoLongest = new Uint8Array(14 * 14 * 14)

for (let s = 0; s < 14; s++) {
  for (let h = 0; s + h < 14; h++) {
    for (let d = 0; s + h + d < 14; d++) {
      const c = 13 - s - h - d
      const key = patternNumber(s, h, d, c)
      const index = s * 196 + h * 14 + d
      shapeFlags[index] = (balancedPatterns.has(key) ? balancedFlag : 0) | (semiBalancedPatterns.has(key) ? semiBalancedFlag : 0) | (key === 4333 ? flatFlag : 0)
      // `patternNumber` cannot hold a 10+ card suit: sum the two longest directly.
      const sorted = [s, h, d, c].sort((x, y) => y - x)
      twoLongest[index] = sorted[0]! + sorted[1]!
    }
  }
}

/** The shape bits (`shapeFlags`) of a hand. */
export function shapeFlagsOf(hand: Hand): number {
  return shapeFlags[lengthIndex(hand, 0)]!
}

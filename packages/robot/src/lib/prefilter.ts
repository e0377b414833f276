/**
 * A quick rejection before a candidate's compiled test: the HCP and suit
 * lengths its constraint surely implies, checked against numbers read once
 * per hand. Most candidates of a list fail on these, and a comparison of
 * numbers costs less than the test's closures.
 */

import type {Constraint} from '@bidding/core/constraints'
import {hcp, suitLengths, type Hand} from '@bidding/hand'
import {boundsOf} from './bounds.js'

/**
 * Bounds as `[hcpMin, hcpMax, ♠min, ♠max, ♥min, ♥max, ♦min, ♦max, ♣min, ♣max]`.
 * Sound: a hand outside them fails the constraint (its value is `false`).
 */
export type QuickBounds = number[]

/** The hand's HCP and suit lengths (♠ ♥ ♦ ♣), in the order of the bounds. */
export type QuickFeatures = [hcp: number, spades: number, hearts: number, diamonds: number, clubs: number]

/**
 * The quick bounds of what must hold; `null` when they would reject no hand.
 * They are core's `constraintBounds` (once per constraint object) laid out
 * flat, so the check is ten comparisons of numbers.
 */
export function quickBounds(constraint: Constraint | undefined): QuickBounds | null {
  if (!constraint) return null
  const {hcp: points, length} = boundsOf(constraint)
  const {S: spades, H: hearts, D: diamonds, C: clubs} = length
  const open = points[0] <= 0 && points[1] >= 37 && [spades, hearts, diamonds, clubs].every(([min, max]) => min <= 0 && max >= 13)
  return open ? null : [points[0], points[1], spades[0], spades[1], hearts[0], hearts[1], diamonds[0], diamonds[1], clubs[0], clubs[1]]
}

/** Read a hand's HCP and lengths once. */
export function quickFeatures(hand: Hand): QuickFeatures {
  const [spades, hearts, diamonds, clubs] = suitLengths(hand)
  return [hcp(hand), spades, hearts, diamonds, clubs]
}

/** Whether a hand with these features may fit the bounds (`false`: it surely does not). */
export function mayFit(bounds: QuickBounds, features: QuickFeatures): boolean {
  const [points, spades, hearts, diamonds, clubs] = features
  return points >= bounds[0]! && points <= bounds[1]! && spades >= bounds[2]! && spades <= bounds[3]! && hearts >= bounds[4]! &&
    hearts <= bounds[5]! && diamonds >= bounds[6]! && diamonds <= bounds[7]! && clubs >= bounds[8]! && clubs <= bounds[9]!
}

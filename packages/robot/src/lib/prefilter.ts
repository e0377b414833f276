/**
 * A quick rejection before a candidate's compiled test: the HCP and suit
 * lengths its constraint surely implies, checked against numbers read once
 * per hand. Most candidates of a list fail on these, and a comparison of
 * numbers costs less than the test's closures.
 */

import type {Constraint} from '@bidding/core/constraints'
import type {Suit} from '@bidding/core/calls'
import {hcp, suitLengths, type Hand} from '@bidding/hand'

/**
 * Bounds as `[hcpMin, hcpMax, ♠min, ♠max, ♥min, ♥max, ♦min, ♦max, ♣min, ♣max]`.
 * Sound: a hand outside them fails the constraint (its value is `false`).
 */
export type QuickBounds = number[]

/** The hand's HCP and suit lengths (♠ ♥ ♦ ♣), in the order of the bounds. */
export type QuickFeatures = [hcp: number, spades: number, hearts: number, diamonds: number, clubs: number]

const suitSlot: Record<Suit, number> = {S: 2, H: 4, D: 6, C: 8}

function open(): QuickBounds {
  return [-Infinity, Infinity, 0, 13, 0, 13, 0, 13, 0, 13]
}

function isOpen(bounds: QuickBounds): boolean {
  return bounds[0] === -Infinity && bounds[1] === Infinity && bounds[2] === 0 && bounds[3] === 13 && bounds[4] === 0 && bounds[5] === 13 &&
    bounds[6] === 0 && bounds[7] === 13 && bounds[8] === 0 && bounds[9] === 13
}

function boundsOf(constraint: Constraint): QuickBounds {
  const bounds = open()
  switch (constraint.type) {
    case 'and': {
      for (const child of constraint.children) {
        const inner = boundsOf(child)
        for (let at = 0; at < 10; at += 2) {
          bounds[at] = Math.max(bounds[at]!, inner[at]!)
          bounds[at + 1] = Math.min(bounds[at + 1]!, inner[at + 1]!)
        }
      }

      return bounds
    }

    case 'or': {
      // The hull of the children: a hand outside every child's bounds fails each of them. No child: nothing fits.
      bounds[0] = Infinity
      bounds[1] = -Infinity
      for (let slot = 2; slot < 10; slot += 2) {
        bounds[slot] = 13
        bounds[slot + 1] = 0
      }

      for (const child of constraint.children) {
        const inner = boundsOf(child)
        for (let at = 0; at < 10; at += 2) {
          bounds[at] = Math.min(bounds[at]!, inner[at]!)
          bounds[at + 1] = Math.max(bounds[at + 1]!, inner[at + 1]!)
        }
      }

      return bounds
    }

    case 'points': {
      if (constraint.scale === 'hcp' && constraint.suit === undefined) {
        bounds[0] = constraint.min ?? -Infinity
        bounds[1] = constraint.max ?? Infinity
      }

      return bounds
    }

    case 'length': {
      const slot = constraint.suit === undefined ? undefined : (suitSlot as Partial<Record<string, number>>)[constraint.suit]
      if (slot !== undefined) {
        bounds[slot] = constraint.min ?? 0
        bounds[slot + 1] = constraint.max ?? 13
      }

      return bounds
    }

    case 'balanced': {
      // Balanced: 4-3-3-3, 4-4-3-2, 5-3-3-2; semi-balanced adds 5-4-2-2 and 6-3-2-2.
      for (let slot = 2; slot < 10; slot += 2) {
        bounds[slot] = 2
        bounds[slot + 1] = constraint.semi ? 6 : 5
      }

      return bounds
    }

    default: {
      // `not` and every other atom: nothing sure about HCP or lengths.
      return bounds
    }
  }
}

/** The quick bounds of what must hold; `null` when they would reject no hand. */
export function quickBounds(constraint: Constraint | undefined): QuickBounds | null {
  if (!constraint) return null
  const bounds = boundsOf(constraint)
  return isOpen(bounds) ? null : bounds
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

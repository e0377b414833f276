/**
 * Every measure of a hand at once, for printing and for tests.
 */

import type {Suit} from '@bidding/core/calls'
import {suitLetters, type Hand} from './cards.js'
import {
  controls,
  hcp,
  honours,
  isBalanced,
  isSemiBalanced,
  lengthPoints,
  losers,
  newLosers,
  patternString,
  quickTricks,
  shapeString,
  shortnessPoints,
  stopper,
  suitLengths,
  suitQuality,
  suitsOfLength
} from './evaluate.js'

/** The measures of one suit of a hand. */
export interface SuitDescription {
  length: number
  hcp: number
  controls: number
  honours: number
  losers: number
  newLosers: number
  quickTricks: number
  stopper: 0 | 1 | 2
  quality: number
}

/** The measures of a hand. */
export interface HandDescription {
  hcp: number
  lengthPoints: number
  shortnessPoints: number
  controls: number
  losers: number
  newLosers: number
  quickTricks: number
  lengths: [number, number, number, number]
  /** Sorted pattern (`4432`). */
  pattern: string
  /** Exact shape (`4=4=3=2`). */
  shape: string
  balanced: boolean
  semiBalanced: boolean
  voids: number
  singletons: number
  doubletons: number
  suits: Record<Suit, SuitDescription>
}

/** Describe a hand with every measure this package knows. */
export function describeHand(hand: Hand): HandDescription {
  const suits = {} as Record<Suit, SuitDescription>
  for (const suit of suitLetters) {
    suits[suit] = {
      length: suitLengths(hand)[suitLetters.indexOf(suit)]!,
      hcp: hcp(hand, suit),
      controls: controls(hand, suit),
      honours: honours(hand, suit),
      losers: losers(hand, suit),
      newLosers: newLosers(hand, suit),
      quickTricks: quickTricks(hand, suit),
      stopper: stopper(hand, suit),
      quality: suitQuality(hand, suit)
    }
  }

  return {
    hcp: hcp(hand),
    lengthPoints: lengthPoints(hand),
    shortnessPoints: shortnessPoints(hand),
    controls: controls(hand),
    losers: losers(hand),
    newLosers: newLosers(hand),
    quickTricks: quickTricks(hand),
    lengths: suitLengths(hand),
    pattern: patternString(hand),
    shape: shapeString(hand),
    balanced: isBalanced(hand),
    semiBalanced: isSemiBalanced(hand),
    voids: suitsOfLength(hand, 0),
    singletons: suitsOfLength(hand, 1),
    doubletons: suitsOfLength(hand, 2),
    suits
  }
}

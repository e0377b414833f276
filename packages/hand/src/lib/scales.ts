/**
 * Named point scales: weights per rank from the ace down. `hcp` is the
 * 4-3-2-1 count; the others are the counts dealer offers (`pt0`…`pt9`) and
 * the usual alternatives. A caller can add its own with `options.scales`.
 */

import {fillRanked, holdingCount} from './suit.js'

/** Weights of the ranks from the ace down (`[4, 3, 2, 1]`); missing ranks weigh 0. */
export type ScaleWeights = readonly number[]

/** The built-in scales by name. */
export const pointScales: Readonly<Record<string, ScaleWeights>> = {
  /** Milton Work: A 4, K 3, Q 2, J 1. */
  hcp: [4, 3, 2, 1],
  /** Binary count: A 8, K 4, Q 2, J 1. */
  binary: [8, 4, 2, 1],
  /** Bamberger: A 7, K 5, Q 3, J 1. */
  bamberger: [7, 5, 3, 1],
  /** Four aces (dealer’s `c13`): A 6, K 4, Q 2, J 1 — 13 per suit. */
  c13: [6, 4, 2, 1],
  /** Controls: A 2, K 1. */
  controls: [2, 1],
  /** Number of aces. */
  aces: [1],
  /** Number of kings. */
  kings: [0, 1],
  /** Number of queens. */
  queens: [0, 0, 1],
  /** Number of jacks. */
  jacks: [0, 0, 0, 1],
  /** Number of tens. */
  tens: [0, 0, 0, 0, 1],
  /** Honours among the top 2 (AK). */
  top2: [1, 1],
  /** Honours among the top 3 (AKQ). */
  top3: [1, 1, 1],
  /** Honours among the top 4 (AKQJ). */
  top4: [1, 1, 1, 1],
  /** Honours among the top 5 (AKQJT). */
  top5: [1, 1, 1, 1, 1]
}

const cache = new Map<string, Int32Array>()

/** The per-holding table of a scale (cached by weights). */
export function scaleTable(weights: ScaleWeights): Int32Array {
  const key = weights.join(',')
  let table = cache.get(key)
  if (!table) {
    // Derived holding by holding, as hand's own tables (this runs at a script's start).
    table = fillRanked(new Int32Array(holdingCount), weights)
    cache.set(key, table)
  }

  return table
}

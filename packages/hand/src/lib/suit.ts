/**
 * Per-suit evaluation: every measure of one holding, defined once as plain
 * code and tabulated over all 8,192 holdings so that evaluating a hand is a
 * few table loads. The definitions are in the readme (“Evaluation”).
 */

import type {Holding} from './cards.js'

const ace = 1 << 12
const king = 1 << 11
const queen = 1 << 10
const jack = 1 << 9
const ten = 1 << 8

/** Number of holdings of one suit (2¹³). */
export const holdingCount = 8192

function popcount(value: number): number {
  let count = 0
  let rest = value
  while (rest !== 0) {
    rest &= rest - 1
    count++
  }

  return count
}

/** Build a table of a per-suit function over every holding. */
export function tabulate(fn: (holding: Holding) => number, type: 'uint8' | 'int32' = 'uint8'): Uint8Array | Int32Array {
  const table = type === 'uint8' ? new Uint8Array(holdingCount) : new Int32Array(holdingCount)
  for (let holding = 0; holding < holdingCount; holding++) table[holding] = fn(holding)
  return table
}

/**
 * Points of a holding on a scale of weights per rank, from the ace down
 * (`[4, 3, 2, 1]` is the 4-3-2-1 count; missing weights are 0).
 */
export function scalePoints(holding: Holding, weights: readonly number[]): number {
  // A plain loop: the tables are built when the module loads, so this runs 8,192 times per table at start-up.
  let points = 0
  const ranks = Math.min(13, weights.length)
  for (let index = 0; index < ranks; index++) {
    if ((holding >> (12 - index)) & 1) points += weights[index]!
  }

  return points
}

const fourThreeTwoOne = [4, 3, 2, 1]
const twoOne = [2, 1]

/** Definitions of the per-suit measures (slow, readable; tabulated below). */
export const suitMeasures = {
  /** Number of cards. */
  length(holding: Holding): number {
    return popcount(holding & 0x1fff)
  },
  /** High-card points: A 4, K 3, Q 2, J 1. */
  hcp(holding: Holding): number {
    return scalePoints(holding, fourThreeTwoOne)
  },
  /** Controls: A 2, K 1. */
  controls(holding: Holding): number {
    return scalePoints(holding, twoOne)
  },
  /** Honours among the top `top` cards (AKQJT for 5). */
  honours(holding: Holding, top = 5): number {
    return popcount((holding >> (13 - top)) & ((1 << top) - 1))
  },
  /**
   * Losers by dealer's rule: void 0; singleton 0 with the ace, else 1;
   * doubleton AK 0, with the ace or the king 1, else 2; three cards or more:
   * 3 minus the number of A, K and Q held.
   */
  losers(holding: Holding): number {
    const length = popcount(holding)
    if (length === 0) return 0
    if (length === 1) return holding & ace ? 0 : 1
    if (length === 2) return holding & ace && holding & king ? 0 : holding & (ace | king) ? 1 : 2
    return 3 - popcount(holding & (ace | king | queen))
  },
  /**
   * New losing-trick count, in half losers (so 1.5 losers is 3): a missing
   * ace counts 3, a missing king 2 (in a suit of 2+ cards), a missing queen
   * 1 (in a suit of 3+ cards).
   */
  nltcHalves(holding: Holding): number {
    const length = popcount(holding)
    let halves = 0
    if (length >= 1 && !(holding & ace)) halves += 3
    if (length >= 2 && !(holding & king)) halves += 2
    if (length >= 3 && !(holding & queen)) halves += 1
    return halves
  },
  /**
   * Quick tricks, in halves: AK 4, AQ 3, A 2, KQ 2, K with another card 1,
   * anything else 0.
   */
  quickTrickHalves(holding: Holding): number {
    const length = popcount(holding)
    if (holding & ace) return holding & king ? 4 : holding & queen ? 3 : 2
    if (holding & king) return holding & queen ? 2 : length >= 2 ? 1 : 0
    return 0
  },
  /**
   * Stopper for notrump: 2 (a stopper) with the ace, Kx, Qxx or Jxxx or
   * longer; 1 (a half stopper) with Qx or Jxx; else 0.
   */
  stopper(holding: Holding): number {
    const length = popcount(holding)
    if (holding & ace || (holding & king && length >= 2)) return 2
    if ((holding & queen && length >= 3) || (holding & jack && length >= 4)) return 2
    if ((holding & queen && length >= 2) || (holding & jack && length >= 3)) return 1
    return 0
  },
  /** Suit quality: length plus honours (AKQJT). */
  suitQuality(holding: Holding): number {
    return popcount(holding) + popcount(holding & (ace | king | queen | jack | ten))
  },
  /** Shortness points: void 3, singleton 2, doubleton 1. */
  shortness(holding: Holding): number {
    const length = popcount(holding)
    return length < 3 ? 3 - length : 0
  },
  /** Length points of a suit: one per card over four. */
  longness(holding: Holding): number {
    return Math.max(0, popcount(holding) - 4)
  }
} as const

/**
 * Tables built on first use (most runs read only a few of them), each in a
 * field of its own (all there from the start: one shape): reading one,
 * hand after hand, allocates nothing.
 */
const lazy: {
  nltcHalves: Uint8Array | undefined
  quickTrickHalves: Uint8Array | undefined
  stopper: Uint8Array | undefined
  suitQuality: Uint8Array | undefined
  shortness: Uint8Array | undefined
  longness: Uint8Array | undefined
  honours: Readonly<Record<number, Uint8Array>> | undefined
} = {
  nltcHalves: undefined,
  quickTrickHalves: undefined,
  stopper: undefined,
  suitQuality: undefined,
  shortness: undefined,
  longness: undefined,
  honours: undefined
}

function honoursTables(): Readonly<Record<number, Uint8Array>> {
  const all: Record<number, Uint8Array> = {}
  for (const top of [1, 2, 3, 4, 5]) all[top] = tabulate((holding) => suitMeasures.honours(holding, top)) as Uint8Array
  return all
}

/*
 * The four tables every deal reads are built when the module loads, where
 * the code still runs in the interpreter: each entry is derived from a
 * smaller holding (the same one less its lowest card) in one step rather
 * than by re-running the definitions above. A test checks them against the
 * definitions.
 */
const lengthTable = new Uint8Array(holdingCount)
for (let holding = 1; holding < holdingCount; holding++) lengthTable[holding] = lengthTable[holding & (holding - 1)]! + 1

/** Fill `table` with the points of every holding on a scale of weights per rank, from the ace down. */
export function fillRanked<T extends Uint8Array | Int32Array>(table: T, weights: readonly number[]): T {
  for (let holding = 1; holding < holdingCount; holding++) {
    const lowest = 31 - Math.clz32(holding & -holding)
    table[holding] = table[holding & (holding - 1)]! + (weights[12 - lowest] ?? 0)
  }

  return table
}

function ranked(weights: readonly number[]): Uint8Array {
  return fillRanked(new Uint8Array(holdingCount), weights)
}

function loserTable(): Uint8Array {
  const table = new Uint8Array(holdingCount)
  const top = ace | king | queen
  for (let holding = 1; holding < holdingCount; holding++) {
    const length = lengthTable[holding]!
    table[holding] =
      length === 1 ? (holding & ace ? 0 : 1) : length === 2 ? 2 - lengthTable[(holding & (ace | king)) >> 11]! : 3 - lengthTable[(holding & top) >> 10]!
  }

  return table
}

/**
 * Per-suit tables, indexed by holding (0 … 8191). The four every deal
 * reads are built when the module loads; the others on first use, so a
 * command starts without tabulating what it never reads.
 */
export const tables: {
  readonly length: Uint8Array
  readonly hcp: Uint8Array
  readonly controls: Uint8Array
  readonly losers: Uint8Array
  readonly nltcHalves: Uint8Array
  readonly quickTrickHalves: Uint8Array
  readonly stopper: Uint8Array
  readonly suitQuality: Uint8Array
  readonly shortness: Uint8Array
  readonly longness: Uint8Array
  readonly honours: Readonly<Record<number, Uint8Array>>
} = {
  length: lengthTable,
  hcp: ranked(fourThreeTwoOne),
  controls: ranked(twoOne),
  losers: loserTable(),
  get nltcHalves(): Uint8Array {
    return (lazy.nltcHalves ??= tabulate(suitMeasures.nltcHalves) as Uint8Array)
  },
  get quickTrickHalves(): Uint8Array {
    return (lazy.quickTrickHalves ??= tabulate(suitMeasures.quickTrickHalves) as Uint8Array)
  },
  get stopper(): Uint8Array {
    return (lazy.stopper ??= tabulate(suitMeasures.stopper) as Uint8Array)
  },
  get suitQuality(): Uint8Array {
    return (lazy.suitQuality ??= tabulate(suitMeasures.suitQuality) as Uint8Array)
  },
  get shortness(): Uint8Array {
    return (lazy.shortness ??= tabulate(suitMeasures.shortness) as Uint8Array)
  },
  get longness(): Uint8Array {
    return (lazy.longness ??= tabulate(suitMeasures.longness) as Uint8Array)
  },
  /** Honours among the top 1 … 5 cards: `honours[top]`. */
  get honours(): Readonly<Record<number, Uint8Array>> {
    return (lazy.honours ??= honoursTables())
  }
}

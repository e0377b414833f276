/**
 * Deals that fit constraints: per-seat constraints from `@bidding/core`,
 * predealt cards, a seed, and as many threads as wanted — the deals are the
 * same for the same seed whatever the number of threads.
 */

import type {Constraint} from '@bidding/core/constraints'
import type {Direction} from '@bidding/core/calls'
import {compileConstraint, seatIndex, undecidableAtoms, type Deal, type Hand, type ScaleWeights} from '@bidding/hand'
import {Dealer, type ChunkResult} from './engine.js'
import type {ConstraintJob} from './job.js'
import {seedOf, seedState} from './random.js'
import {runAsync, runSync, type RunTotals} from './run.js'

/** Options for generating deals. */
export interface GenerateOptions {
  /** Deals to produce. */
  count: number
  /** Seed: an integer 0 … 2³²−1 or a string (default: a random seed, returned in the result). */
  seed?: number | string | undefined
  /** What each seat’s hand must fit; seats without one are free. */
  constraints?: Partial<Record<Direction, Constraint>> | undefined
  /** Cards given to seats before dealing (all or some of a hand). */
  predeal?: Partial<Record<Direction, Hand>> | undefined
  /** Deals to generate at most (default 10,000,000). */
  maxGenerated?: number | undefined
  /** Deal only the hands a constraint looks at, as they are needed (default `true`). */
  lazy?: boolean | undefined
  /** Worker threads for `generateDeals` (default: every core). */
  threads?: number | undefined
  /** Extra point scales for `points` atoms. */
  scales?: Readonly<Record<string, ScaleWeights>> | undefined
  /** Called after each chunk of 65,536 generated deals. */
  onProgress?: ((totals: RunTotals) => void) | undefined
  /**
   * Receive the deals as they are made, in order, a slice of at most 2,048
   * at a time (`first`: the index of the slice's first deal); they are then not kept,
   * so memory stays the same whatever the count.
   */
  onDeals?: ((deals: Deal[], first: number) => void) | undefined
  /**
   * Called after each chunk: a promise holds back the next chunks until it
   * settles (return one while the output is full).
   */
  ready?: (() => Promise<void> | undefined) | undefined
}

/** Deals produced, and how many were generated to find them. */
export interface GenerateResult {
  /** The deals (empty with `onDeals`, which got them). */
  deals: Deal[]
  generated: number
  produced: number
  /** The seed used (useful when none was given). */
  seed: number
}

const directions: readonly Direction[] = ['N', 'E', 'S', 'W']

/**
 * A random seed for runs that were given none, from Web Crypto (a global in
 * browsers and in Node), so that dealing needs no Node module.
 */
export function randomSeed(): number {
  return globalThis.crypto.getRandomValues(new Uint32Array(1))[0]!
}

/** Turn the options into a job, checking them. */
export function constraintJob(options: GenerateOptions): ConstraintJob {
  const constraints: Array<Constraint | null> = [null, null, null, null]
  for (const direction of directions) {
    const constraint = options.constraints?.[direction]
    if (!constraint) continue
    const undecidable = undecidableAtoms(constraint, {scales: options.scales})
    if (undecidable.length > 0) {
      throw new RangeError(
        'Cannot deal to a constraint that cannot be decided on a hand (' +
          JSON.stringify(undecidable[0]) +
          '); bind suit variables with `resolveSuits` first'
      )
    }

    constraints[seatIndex(direction)] = constraint
  }

  const predeal = Array.from({length: 16}, () => 0)
  for (const direction of directions) {
    const hand = options.predeal?.[direction]
    if (!hand) continue
    for (let suit = 0; suit < 4; suit++) predeal[seatIndex(direction) * 4 + suit] = hand[suit]! & 0x1fff
  }

  // Checks the predeal (a card twice, more than 13 in a hand).
  const dealer = new Dealer(predeal)
  const seats = [0, 1, 2, 3].filter((seat) => constraints[seat])
  return {
    kind: 'constraints',
    constraints,
    order: selectiveFirst(dealer, seats, constraints, options.scales),
    predeal,
    scales: options.scales,
    lazy: options.lazy ?? true
  }
}

/**
 * Order the constrained seats by how often a sample of deals fits them,
 * rarest first, so that lazy dealing rejects a deal after as few hands as
 * possible. The sample uses a fixed stream, so the order (and so the
 * deals) depends only on the constraints.
 */
function selectiveFirst(dealer: Dealer, seats: number[], constraints: Array<Constraint | null>, scales?: Readonly<Record<string, ScaleWeights>>): number[] {
  if (seats.length < 2) return seats
  const tests = seats.map((seat) => compileConstraint(constraints[seat]!, {scales}))
  const hits = seats.map(() => 0)
  dealer.reset(seedState(0))
  for (let sample = 0; sample < 2048; sample++) {
    dealer.full()
    for (const [index, seat] of seats.entries()) if (tests[index]!(dealer.h, seat * 4) === true) hits[index]!++
  }

  return seats.map((seat, index) => ({seat, hits: hits[index]!})).sort((a, b) => a.hits - b.hits || a.seat - b.seat).map((entry) => entry.seat)
}

/**
 * Deals handed to `onDeals` at a time. A chunk (65,536 deals) made into
 * `Deal` arrays and text at once is tens of megabytes of short-lived
 * objects, which V8 lets pile up into the old generation before collecting
 * them; slices this small die young, so memory stays flat.
 */
const sliceLength = 2048

/** Keep the deals in `deals`, or hand them to `onDeals` a slice at a time and keep none. */
function collect(deals: Deal[], onDeals?: (deals: Deal[], first: number) => void): (result: ChunkResult, take: number) => void {
  let first = 0
  return (result, take) => {
    const holdings = result.deals!
    const dealAt = (index: number): Deal => {
      const o = index * 16
      const hand = (seat: number): Hand => [holdings[o + seat * 4]!, holdings[o + seat * 4 + 1]!, holdings[o + seat * 4 + 2]!, holdings[o + seat * 4 + 3]!]
      return [hand(0), hand(1), hand(2), hand(3)]
    }

    if (!onDeals) {
      for (let index = 0; index < take; index++) deals.push(dealAt(index))
      return
    }

    for (let start = 0; start < take; start += sliceLength) {
      const end = Math.min(take, start + sliceLength)
      const slice: Deal[] = []
      for (let index = start; index < end; index++) slice.push(dealAt(index))
      onDeals(slice, first)
      first += end - start
    }
  }
}

function limits(options: GenerateOptions) {
  const seed = options.seed === undefined ? randomSeed() : seedOf(options.seed)
  if (!Number.isInteger(options.count) || options.count < 0) throw new RangeError('Expected a count of deals, not ' + options.count)
  return {seed, produce: options.count, generate: options.maxGenerated ?? 10_000_000}
}

/**
 * Generate deals on worker threads.
 *
 * @throws {RangeError} for a constraint that cannot be decided, a bad predeal, seed or count.
 */
export async function generateDeals(options: GenerateOptions): Promise<GenerateResult> {
  const job = constraintJob(options)
  const run = limits(options)
  const deals: Deal[] = []
  const totals = await runAsync(job, run, collect(deals, options.onDeals), {threads: options.threads, onChunk: options.onProgress, ready: options.ready})
  return {deals, ...totals, seed: run.seed}
}

/**
 * Generate deals on this thread; the same deals as `generateDeals` for the
 * same options.
 *
 * @throws {RangeError} for a constraint that cannot be decided, a bad predeal, seed or count.
 */
export function generateDealsSync(options: GenerateOptions): GenerateResult {
  const job = constraintJob(options)
  const run = limits(options)
  const deals: Deal[] = []
  const totals = runSync(job, run, collect(deals, options.onDeals), options.onProgress)
  return {deals, ...totals, seed: run.seed}
}

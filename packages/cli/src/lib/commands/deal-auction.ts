/**
 * `bidding deal --system FILE --auction "1N P 2C"`: deals in which every
 * seat holds a hand with which the robot, bidding the system, makes exactly
 * its call of the auction. What each seat's calls show (the hull of their
 * constraints, `explainAuction`) is a fast pre-filter for the generator;
 * each deal that passes it is then bid, call by call, and kept only when
 * the robot makes every call of the auction.
 */

import {allOf, parseConstraint, type Constraint} from '@bidding/core/constraints'
import {parseAuction, rotate, type Call, type Direction} from '@bidding/core/calls'
import {generateDeals, randomSeed} from '@bidding/deal'
import type {Deal} from '@bidding/hand'
import {chooseCall, explainAuction, type CompiledSystem} from '@bidding/robot'
import {UsageError} from '../errors.js'

const directions: readonly Direction[] = ['N', 'E', 'S', 'W']
/** Deals bid in vain before the search stops. */
const giveUpAfter = 5000
const seatIndex: Readonly<Record<Direction, number>> = {N: 0, E: 1, S: 2, W: 3}

/** What to deal. */
export interface AuctionDealOptions {
  count: number
  seed: number | string | undefined
  dealer: Direction
  /** Extra constraint (`--where`) on `seat`. */
  where: Constraint | undefined
  seat: Direction
  threads: number | undefined
  lazy: boolean
  /** Deals to generate at most, pre-filter included (default 2,000,000). */
  maxGenerated: number | undefined
  onProgress?: ((accepted: number) => void) | undefined
}

/** The deals found and how hard they were to find. */
export interface AuctionDealResult {
  deals: Deal[]
  /** Deals generated. */
  generated: number
  /** Deals that passed the pre-filter and were bid. */
  tried: number
  seed: number | string
  /** Seats whose calls show nothing machine-readable (dealt any hand that makes the call). */
  unconstrained: Direction[]
}

/** Parse `--auction`. */
export function auctionCalls(text: string): Call[] {
  const {calls, problems} = parseAuction(text)
  if (problems.length > 0) throw new UsageError(problems[0]!.reason + ' in `--auction ' + text + '`')
  if (calls.length === 0) throw new UsageError('Expected at least one call after `--auction`')
  return calls
}

/** Whether the robot, with the deal's hands, bids exactly `calls` from `dealer`. */
export function bidsAuction(system: CompiledSystem, deal: Deal, calls: readonly Call[], dealer: Direction): boolean {
  for (const [index, call] of calls.entries()) {
    const direction = rotate(dealer, index)
    const choice = chooseCall(system, {hand: deal[seatIndex[direction]]!, auction: calls.slice(0, index), dealer}, {explain: false})
    if (choice.call !== call) return false
  }

  return true
}

/** Index of the first call (not a pass) the system has no node for, if any. */
export function leavesSystem(system: CompiledSystem, calls: readonly Call[], dealer: Direction): number | undefined {
  const summary = explainAuction(system, {auction: calls, dealer})
  const index = summary.calls.findIndex((call) => call.call !== 'P' && call.at === undefined)
  return index === -1 ? undefined : index
}

/** What each seat's calls show, as constraints the generator can deal to. */
function preFilter(system: CompiledSystem, calls: readonly Call[], options: AuctionDealOptions) {
  const summary = explainAuction(system, {auction: calls, dealer: options.dealer})
  const constraints: Partial<Record<Direction, Constraint>> = {}
  const unconstrained: Direction[] = []
  for (const direction of directions) {
    const seat = summary.seats[direction]
    if (seat.calls.length === 0) continue
    const parsed = seat.text === '' ? undefined : parseConstraint(seat.text)
    let constraint = parsed?.ok ? parsed.constraint : undefined
    if (!constraint && seat.calls.some((call) => call.call !== 'P')) unconstrained.push(direction)
    if (direction === options.seat && options.where) constraint = allOf(constraint, options.where)
    if (constraint) constraints[direction] = constraint
  }

  if (options.where && !constraints[options.seat]) constraints[options.seat] = options.where
  return {constraints, unconstrained}
}

/** Deal `count` deals whose hands bid the auction. */
export async function dealForAuction(system: CompiledSystem, calls: readonly Call[], options: AuctionDealOptions): Promise<AuctionDealResult> {
  const {constraints, unconstrained} = preFilter(system, calls, options)
  const seed = options.seed ?? randomSeed()
  const maxGenerated = options.maxGenerated ?? 2_000_000
  const deals: Deal[] = []
  let generated = 0
  let tried = 0
  // Batches grow with the rejection rate; each has its own seed, derived from the run's.
  for (let round = 0; deals.length < options.count && generated < maxGenerated; round++) {
    const wanted = options.count - deals.length
    const rate = tried === 0 ? 0.5 : Math.max(deals.length / tried, 0.01)
    const batch = Math.min(Math.max(16, Math.ceil((wanted / rate) * 1.2)), 10_000)
    const result = await generateDeals({
      count: batch,
      seed: round === 0 ? seed : String(seed) + '/' + round,
      constraints,
      maxGenerated: maxGenerated - generated,
      threads: options.threads,
      lazy: options.lazy
    })
    generated += result.generated
    for (const deal of result.deals) {
      if (deals.length === options.count) break
      tried++
      if (bidsAuction(system, deal, calls, options.dealer)) {
        deals.push(deal)
        options.onProgress?.(deals.length)
      }
    }

    if (result.deals.length < batch) break
    // Deals that fit what the calls show, yet none bid the auction: the robot does not bid it.
    if (deals.length === 0 && tried >= giveUpAfter) break
  }

  return {deals, generated, tried, seed, unconstrained}
}

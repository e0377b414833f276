/**
 * SAYC (examples/sayc): the robot's throughput bidding both sides on random
 * deals, and — computed once in the setup and printed to stderr —
 * what the issue measures besides speed: the pass rates on saycbridge's dev
 * table (its tuning and held-out parts, split by a hash of each case), the
 * unseen measure on the booklet table built from the ACBL booklet's rules, the
 * share of fallback calls robot against robot on 2,000 deals, and that
 * every call was legal.
 *
 * A fallback call is one the system did not decide: made at an auction no
 * table or class of the system knows, or by a row marked `fallback`
 * (reason `fallback`). Calls of the natural layer at an auction the system
 * knows, where none of its rows fits (reason `natural`, what catch-all
 * `P {any hand}` rows used to say), are counted apart. The throughput is
 * timed in CPU time (one thread), which a loaded machine inflates less than
 * wall time, on deals the engine has not seen (see `throughput`).
 */

import {existsSync} from 'node:fs'
import {auctionStatus, isLegal, type Call} from '@bidding/core/calls'
import {generateDealsSync} from '@bidding/deal'
import type {Deal} from '@bidding/hand'
import {bidDeal, runCases, tallyText, type CompiledSystem} from '@bidding/robot'
import {bookletPath, casesOf, casesPath, loadSystem, readCases} from '../../examples/sayc/measure.js'
import type {BenchCase} from '../harness.js'

const count = 2000
let deals: Deal[] = []
let system: CompiledSystem | undefined
let reported = false

/** The dealer of the auction at `index`: every seat deals in turn. */
const dealerOf = (index: number) => (['N', 'E', 'S', 'W'] as const)[index % 4]

/** Rates and robot-against-robot figures, in words. */
function quality(compiled: CompiledSystem): string {
  const parts: string[] = []
  if (existsSync(casesPath)) {
    const cases = readCases()
    parts.push('dev ' + tallyText(runCases(compiled, cases).explicit))
    for (const part of ['tuning', 'held-out'] as const) parts.push(part + ' ' + tallyText(runCases(compiled, casesOf(part, cases)).explicit))
  }

  // The booklet table (examples/sayc/booklet.jsonl): cases nobody tuned the notes to, the unseen measure.
  parts.push('booklet (unseen) ' + tallyText(runCases(compiled, readCases(bookletPath)).explicit))

  let calls = 0
  let fallbacks = 0
  let naturals = 0
  let illegal = 0
  for (const [index, deal] of deals.entries()) {
    const auction = bidDeal(deal, compiled, {dealer: dealerOf(index), explain: false})
    const so: Call[] = []
    for (const choice of auction.choices) {
      calls++
      if (choice.reason === 'fallback') fallbacks++
      if (choice.reason === 'natural') naturals++
      if (!isLegal(so, choice.call) && !auctionStatus(so).ended) illegal++
      so.push(choice.call)
    }
  }

  const share = (count: number) => ((count / calls) * 100).toFixed(1) + '%'
  parts.push(
    'robot v robot: ' + fallbacks + ' of ' + calls + ' calls fallback (' + share(fallbacks) + ', target ≤ 10%), ' +
      naturals + ' by the natural layer (' + share(naturals) + '), ' + illegal + ' illegal'
  )
  return parts.join('; ')
}

let round = 0

/**
 * Each run bids 2,000 deals it has never seen (seeded by the run's number):
 * repeated deals would let the engine's per-auction caches answer. The deals
 * are made first, untimed; the bidding alone is timed, in CPU time (user +
 * system, `process.cpuUsage`: one thread) and wall time. The setup's
 * quality figures and the harness's untimed first run warm the JIT up.
 */
const throughput: BenchCase = {
  name: 'robot sayc',
  description: 'SAYC (examples/sayc) for all four seats, 2,000 fresh random deals a run, no explanations; per CPU second',
  target: '≥ 20,000 auctions/s',
  unit: 'auctions',
  runs: 5,
  setup() {
    if (deals.length === 0) deals = generateDealsSync({count, seed: 'sayc bench'}).deals
    system ??= loadSystem().system
    // The table shows times only: the quality figures go to stderr once.
    if (!reported) process.stderr.write('robot sayc: ' + quality(system) + '\n')
    reported = true
  },
  run() {
    const dealStart = process.cpuUsage()
    const fresh = generateDealsSync({count, seed: 'sayc bench run ' + round++}).deals
    const dealt = process.cpuUsage(dealStart)
    const cpu = process.cpuUsage()
    const start = performance.now()
    for (const [index, deal] of fresh.entries()) bidDeal(deal, system!, {dealer: dealerOf(index), explain: false})
    const used = process.cpuUsage(cpu)
    const wall = (performance.now() - start) / 1000
    const seconds = (used.user + used.system) / 1e6
    const dealing = (dealt.user + dealt.system) / 1e6
    process.stderr.write(
      'robot sayc run: ' + Math.round(count / seconds).toLocaleString('en') + ' auctions per CPU second, ' +
        Math.round(count / wall).toLocaleString('en') + ' per wall second; dealing took ' +
        ((dealing / (dealing + seconds)) * 100).toFixed(1) + '% of the CPU time (not counted)\n'
    )
    return {units: count, seconds}
  },
  referenceNote: 'no reference robot to time; rate per CPU second (one thread), fresh deals'
}

export const cases: BenchCase[] = [throughput]

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
 * `P {any hand}` rows used to say), are counted apart.
 *
 * Throughput is what the issue's target says: complete auctions per second
 * on one thread. Each figure comes from a child process run with
 * `--single-threaded`, so that one thread does the bidding and every
 * collection and its CPU time is the one thread's work (without the flag,
 * V8's helper threads collect in parallel: the process's CPU time counts
 * them, the bidding thread's leaves them out). Fresh deals (new to the
 * engine's caches) are the table's figure; repeated deals, bytes allocated
 * per auction and the collector's share go to stderr, for the sources (as
 * the tests run them) and for the built dist when it is built.
 */

import {execFileSync} from 'node:child_process'
import {existsSync} from 'node:fs'
import path from 'node:path'
import {fileURLToPath} from 'node:url'
import {auctionStatus, isLegal, type Call} from '@bidding/core/calls'
import {generateDealsSync} from '@bidding/deal'
import type {Deal} from '@bidding/hand'
import {bidDeal, runCases, tallyText, type CompiledSystem} from '@bidding/robot'
import {bookletPath, casesOf, casesPath, loadSystem, readCases} from '../../examples/sayc/measure.js'
import {figuresText, threadRate, type AuctionFigures} from '../auction-throughput.js'
import type {BenchCase} from '../harness.js'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

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

/** One child's figures: a batch of fresh deals per run (the first is the harness's warm-up), and repeated deals. */
interface ChildFigures {
  fresh: AuctionFigures[]
  repeated: AuctionFigures
}

const runs = 5

/** Bid in a child process (`bench/child/sayc-throughput.ts`): from the sources, or from the built dist. */
function childFigures(from: 'source' | 'dist', flags: readonly string[], shape: readonly string[] = [String(count), String(runs + 1)]): ChildFigures {
  const conditions = from === 'source' ? ['--conditions=@bidding/source'] : []
  const output = execFileSync(
    process.execPath,
    [...flags, ...conditions, '--import', 'tsx', 'bench/child/sayc-throughput.ts', ...shape],
    {cwd: root, encoding: 'utf8', maxBuffer: 1 << 24}
  )
  return JSON.parse(output) as ChildFigures
}

function medianOf(figures: readonly AuctionFigures[]): AuctionFigures {
  return [...figures].sort((a, b) => threadRate(a) - threadRate(b))[Math.floor(figures.length / 2)]!
}

/** What a child measured, in words, to stderr. */
function report(label: string, figures: ChildFigures): void {
  process.stderr.write(
    label + ', fresh deals (median of ' + (figures.fresh.length - 1) + ' runs): ' + figuresText(medianOf(figures.fresh.slice(1))) + '\n' +
      label + ', repeated deals: ' + figuresText(figures.repeated) + '\n'
  )
}

/**
 * A case whose runs are the batches a child bid: 2,000 fresh deals each
 * (seeded by the run's number, dealt before the clock starts), rated per
 * CPU second of the one thread.
 */
function throughputCase(name: string, from: 'source' | 'dist'): BenchCase {
  let figures: ChildFigures | undefined
  let next = 0
  return {
    name,
    description:
      'SAYC (examples/sayc) for all four seats, 2,000 fresh random deals a run, no explanations, from the ' +
      (from === 'source' ? 'sources' : 'built dist') + '; per CPU second of one thread',
    target: '≥ 20,000 auctions/s',
    unit: 'auctions',
    runs,
    setup() {
      if (from === 'source') {
        system ??= loadSystem().system
        if (deals.length === 0) deals = generateDealsSync({count, seed: 'sayc bench'}).deals
        // The table shows times only: the quality figures go to stderr once.
        if (!reported) process.stderr.write('robot sayc: ' + quality(system) + '\n')
        reported = true
      }

      figures = childFigures(from, ['--single-threaded'])
      report(name + ' (one thread, --single-threaded)', figures)
      if (from === 'source') {
        // For comparison: V8 as it runs by default, its collectors partly on helper threads.
        const threaded = childFigures(from, [])
        process.stderr.write(name + ' (default V8 threads), fresh deals: ' + figuresText(medianOf(threaded.fresh.slice(1))) + '\n')
      }
    },
    run() {
      const batch = figures!.fresh[next++ % figures!.fresh.length]!
      return {units: batch.auctions, seconds: batch.auctions / threadRate(batch)}
    },
    referenceNote: 'no reference robot to time; per CPU second of one thread (child under --single-threaded), fresh deals'
  }
}

/** Children the simulation case runs (each ~15 s). */
const simulations = 3

/**
 * A simulation's throughput: one engine from its first auction through
 * 200,000 fresh deals (four batches of 50,000), as `bidding simulate` or a
 * user's loop runs it. The engine's caches fill as it meets auctions, so
 * the rate climbs batch by batch; a run's figure is the whole run's (every
 * auction from the first, over all their CPU time). Three children, one
 * after the other: the table's figure is their median, as a CPU second's
 * worth varies between identical runs on a shared machine.
 */
function simulationCase(name: string, from: 'source' | 'dist'): BenchCase {
  const wholes: Array<{auctions: number; seconds: number}> = []
  let next = 0
  return {
    name,
    description:
      'SAYC for all four seats, one engine from its first auction through 200,000 fresh deals, no explanations, from the ' +
      (from === 'source' ? 'sources' : 'built dist') + '; per CPU second of one thread, over the whole run (median of three children)',
    target: '≥ 20,000 auctions/s',
    unit: 'auctions',
    runs: simulations,
    setup() {
      for (let child = 0; child < simulations; child++) {
        const figures = childFigures(from, ['--single-threaded'], ['50000', '4', '0'])
        const auctions = figures.fresh.reduce((sum, batch) => sum + batch.auctions, 0)
        const seconds = figures.fresh.reduce((sum, batch) => sum + batch.auctions / threadRate(batch), 0)
        wholes.push({auctions, seconds})
        process.stderr.write(
          name + ' (child ' + (child + 1) + ' of ' + simulations + '), by batch of 50,000 fresh deals: ' +
            figures.fresh.map((batch) => Math.round(threadRate(batch)).toLocaleString('en')).join(', ') +
            ' auctions per CPU-s; whole run ' + Math.round(auctions / seconds).toLocaleString('en') + '\n'
        )
      }
    },
    run() {
      // The harness's warm-up run takes the first child, the timed runs each child once.
      const whole = wholes[next++ % wholes.length]!
      return {units: whole.auctions, seconds: whole.seconds}
    },
    referenceNote: 'no reference robot to time; one engine from its first auction, 200,000 fresh deals, per CPU second of one thread'
  }
}

const distBuilt = existsSync(path.join(root, 'packages/robot/dist/index.js')) && existsSync(path.join(root, 'packages/bml-parse/dist/index.js'))
if (!distBuilt) process.stderr.write('robot sayc dist: skipped (build first: npx tsc --build packages/robot packages/bml-parse packages/deal)\n')

export const cases: BenchCase[] = [
  throughputCase('robot sayc', 'source'),
  ...(distBuilt ? [throughputCase('robot sayc dist', 'dist'), simulationCase('robot sayc simulation dist', 'dist')] : [simulationCase('robot sayc simulation', 'source')])
]

/**
 * Run a dealer script and print what dealer prints for its actions.
 */

import type {Deal, Hand} from '@bidding/hand'
import type {ChunkResult, Dealer} from '../engine.js'
import {seedOf} from '../random.js'
import {runAsync, type RunTotals} from '../run.js'
import {randomSeed} from '../generate.js'
import {compileScript} from './compile.js'
import {footer, ScriptOutput} from './output.js'
import type {DealerScript} from './types.js'

/**
 * Double-dummy tricks of deals, in order: for each deal 20 numbers, strain
 * × 4 + declarer (strains ♠ ♥ ♦ ♣ NT, declarers N E S W). Given by the
 * caller (the CLI passes libdds through `@bidding/dds`), so this package
 * needs no native code.
 */
export type TricksSolver = (deals: readonly Deal[]) => Promise<ArrayLike<number>[]>

/** Options for running a script. */
export interface RunScriptOptions {
  /** Where the output goes, piece by piece. */
  write: (text: string) => void
  /** Seed (default: a random one, printed at the end as dealer does). */
  seed?: number | string | undefined
  /** Worker threads (default: every core). */
  threads?: number | undefined
  /** Deal only the hands the script looks at (default `true`). */
  lazy?: boolean | undefined
  /** File name for printpbn’s `Event` tag (dealer prints `(null)` for stdin). */
  fileName?: string | undefined
  /** Date for printpbn’s `Date` tag (default: today). */
  date?: Date | undefined
  /** Print dealer’s closing statistics (default `true`). */
  footer?: boolean | undefined
  /** Called after each chunk of 65,536 generated deals. */
  onProgress?: ((totals: RunTotals) => void) | undefined
  /** Clock in milliseconds, for the “Time needed” line (default `Date.now`). */
  now?: (() => number) | undefined
  /** Double-dummy solver for scripts whose actions use `tricks()` (required for them). */
  solveTricks?: TricksSolver | undefined
}

/** Totals of a script run. */
export interface ScriptResult extends RunTotals {
  seed: number
  seconds: number
}

/** Run a script (see `parseDealerScript`), writing dealer’s output. */
export async function runDealerScript(script: DealerScript, options: RunScriptOptions): Promise<ScriptResult> {
  const seed = options.seed === undefined ? randomSeed() : seedOf(options.seed)
  // Date.now: dealer prints milliseconds, and `performance` costs a module load at start-up.
  const now = options.now ?? (() => Date.now())
  const output = new ScriptOutput({
    actions: script.actions,
    dealer: script.dealer,
    vulnerable: script.vulnerable,
    rotateDealer: script.dealerSet === false,
    rotateVulnerable: script.vulnerableSet === false,
    fileName: options.fileName ?? '(null)',
    seed,
    date: options.date ?? new Date()
  })
  const solveTricks = options.solveTricks
  if (script.tricks && !solveTricks) throw new TypeError('Expected a double-dummy solver (`solveTricks`) for a script that uses `tricks`')
  const start = now()
  const print = (result: ChunkResult, take: number): void => {
    const valueCount = result.values ? result.values.length / Math.max(1, result.count) : 0
    // In slices, so that long printed output goes out as it is made.
    for (let first = 0; first < take; first += 1024) {
      const count = Math.min(1024, take - first)
      const text = output.deals(result.deals?.subarray(first * 16), result.values?.subarray(first * valueCount), count, valueCount)
      if (text) options.write(text)
    }
  }

  // With `tricks`, each chunk's deals are solved in one batch, then its values computed again with the tables.
  let solving: Promise<void> = Promise.resolve()
  const withTricks = script.tricks && solveTricks ? valuesWithTricks(script, solveTricks) : undefined
  const totals = await runAsync(
    {kind: 'script', source: script.source, lazy: options.lazy ?? true},
    {seed, produce: script.produce, generate: script.generate},
    (result, take) => {
      if (!withTricks) {
        print(result, take)
        return
      }

      solving = solving.then(async () => {
        await withTricks(result, take)
        print(result, take)
      })
    },
    {threads: options.threads, onChunk: options.onProgress, ready: withTricks ? () => solving : undefined}
  )
  await solving
  const seconds = (now() - start) / 1000
  const statistics = output.finish()
  if (statistics) options.write(statistics)
  if (options.footer ?? true) options.write(footer(totals.generated, totals.produced, seed, seconds))
  return {...totals, seed, seconds}
}

/** Fill in the values of a chunk's produced deals once their double-dummy tables are solved. */
function valuesWithTricks(script: DealerScript, solve: TricksSolver): (result: ChunkResult, take: number) => Promise<void> {
  const program = compileScript(script)
  return async (result, take) => {
    const holdings = result.deals
    const values = result.values
    if (!holdings || !values || take === 0) return
    const deals: Deal[] = []
    for (let index = 0; index < take; index++) {
      const o = index * 16
      const hand = (seat: number): Hand => [holdings[o + seat * 4]!, holdings[o + seat * 4 + 1]!, holdings[o + seat * 4 + 2]!, holdings[o + seat * 4 + 3]!]
      deals.push([hand(0), hand(1), hand(2), hand(3)])
    }

    const tables = await solve(deals)
    const valueCount = values.length / Math.max(1, result.count)
    for (let index = 0; index < take; index++) {
      // Every hand is dealt already: the compiled values read them and the table.
      const dealer = {h: holdings.subarray(index * 16, index * 16 + 16), m: 15, deal() {}, t: tables[index]} as unknown as Dealer
      program.values!(dealer, values, index * valueCount)
    }
  }
}

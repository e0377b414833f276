/**
 * Run a dealer script and print what dealer prints for its actions.
 */

import {seedOf} from '../random.js'
import {runAsync, type RunTotals} from '../run.js'
import {randomSeed} from '../generate.js'
import {footer, ScriptOutput} from './output.js'
import type {DealerScript} from './types.js'

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
  const start = now()
  const totals = await runAsync(
    {kind: 'script', source: script.source, lazy: options.lazy ?? true},
    {seed, produce: script.produce, generate: script.generate},
    (result, take) => {
      const valueCount = result.values ? result.values.length / Math.max(1, result.count) : 0
      // In slices, so that long printed output goes out as it is made.
      for (let first = 0; first < take; first += 1024) {
        const count = Math.min(1024, take - first)
        const text = output.deals(result.deals?.subarray(first * 16), result.values?.subarray(first * valueCount), count, valueCount)
        if (text) options.write(text)
      }
    },
    {threads: options.threads, onChunk: options.onProgress}
  )
  const seconds = (now() - start) / 1000
  const statistics = output.finish()
  if (statistics) options.write(statistics)
  if (options.footer ?? true) options.write(footer(totals.generated, totals.produced, seed, seconds))
  return {...totals, seed, seconds}
}

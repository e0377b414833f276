/**
 * The dealer scripts of shared/bench/dealer/, run by @bidding/deal and, when
 * /usr/games/dealer is installed (Debian package `dealer`), by dealer in the
 * same run. Deals/s counts generated deals, as dealer does. The reference
 * time is dealer’s own “Time needed” (its process start-up, about 1 ms, is
 * left out, as ours is: our runs are in-process), the median of 3 runs.
 */

import {execFile} from 'node:child_process'
import {existsSync, readFileSync} from 'node:fs'
import path from 'node:path'
import {fileURLToPath} from 'node:url'
import {promisify} from 'node:util'
import {parseDealerScript, runDealerScript, type DealerScript} from '@bidding/deal'
import {VFile} from 'vfile'
import type {BenchCase} from '../harness.js'

const here = path.dirname(fileURLToPath(import.meta.url))
const scriptsDir = process.env.BIDDING_SHARED
  ? path.join(path.resolve(process.env.BIDDING_SHARED), 'bench', 'dealer')
  : path.resolve(here, '../../../shared/bench/dealer')
const dealerBinary = '/usr/games/dealer'
const run = promisify(execFile)

function load(name: string, edit: (text: string) => string = (text) => text): DealerScript | undefined {
  const file = path.join(scriptsDir, name)
  if (!existsSync(file)) return undefined
  const vfile = new VFile({path: file, value: edit(readFileSync(file, 'utf8'))})
  return parseDealerScript(String(vfile), vfile)
}

const referenceCache = new Map<string, Promise<{seconds: number; units: number} | undefined>>()

/** dealer on the same script, seed 1: median “Time needed” of 3 runs, and its generated count. */
function reference(name: string): Promise<{seconds: number; units: number} | undefined> {
  let result = referenceCache.get(name)
  if (!result) {
    result = (async () => {
      if (!existsSync(dealerBinary)) return undefined
      const times: number[] = []
      let units = 0
      for (let index = 0; index < 3; index++) {
        const {stdout} = await run(dealerBinary, ['-s', '1', path.join(scriptsDir, name)], {maxBuffer: 1 << 26})
        times.push(Number(/Time needed +([\d.]+) sec/.exec(stdout)![1]))
        units = Number(/Generated (\d+) hands/.exec(stdout)![1])
      }

      times.sort((a, b) => a - b)
      return {seconds: times[1]!, units}
    })()
    referenceCache.set(name, result)
  }

  return result
}

function scriptCase(
  name: string,
  label: string,
  options: {lazy: boolean; threads?: number; produce?: number},
  target?: string
): BenchCase[] {
  const script = load(name, (text) => (options.produce ? text.replace(/^produce \d+/m, 'produce ' + options.produce) : text))
  if (!script) return []
  return [
    {
      name: 'deal ' + name.replace(/\.dl$/, '') + ' ' + label,
      description: 'dealer script ' + name + ', seed 1, ' + label,
      target,
      unit: 'deals',
      runs: 5,
      async run() {
        const result = await runDealerScript(script, {seed: 1, lazy: options.lazy, threads: options.threads ?? 1, write() {}})
        return result.generated
      },
      // dealer on the unchanged script: its rate is what compares.
      reference: () => reference(name),
      referenceNote: existsSync(dealerBinary)
        ? 'dealer 20211121 (' + dealerBinary + ' -s 1), its own “Time needed”'
        : 'dealer not installed (apt-get install -y dealer)'
    }
  ]
}

export const cases: BenchCase[] = [
  ...scriptCase('b_1nt_5major.dl', 'full deals, 1 thread', {lazy: false}, '≥ 3× dealer'),
  ...scriptCase('b_1nt_5major.dl', 'lazy, 1 thread', {lazy: true}, '≥ 6× dealer'),
  ...scriptCase('b_1nt_5major.dl', 'lazy, 2 threads', {lazy: true, threads: 2}, '≈ 2× one thread'),
  ...scriptCase('b_1nt_5major.dl', '×10 (produce 100,000), lazy, 1 thread', {lazy: true, produce: 100_000}),
  ...scriptCase('b_1nt_5major.dl', '×10 (produce 100,000), lazy, 2 threads', {lazy: true, threads: 2, produce: 100_000}, '≈ 2× one thread'),
  ...scriptCase('a_uncond.dl', 'lazy, 1 thread', {lazy: true}),
  ...scriptCase('a_uncond.dl', 'full deals, 1 thread', {lazy: false}, '≥ 3 M deals/s'),
  ...scriptCase('a_uncond_cond0.dl', 'lazy, 1 thread', {lazy: true}),
  ...scriptCase('c_stats_1M.dl', 'lazy, 1 thread', {lazy: true}),
  ...scriptCase('c_stats_1M.dl', 'lazy, 2 threads', {lazy: true, threads: 2})
]

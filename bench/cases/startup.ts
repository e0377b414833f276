/**
 * The `bidding` command as a user runs it: a whole process, start-up
 * included, from the built CLI (`packages/cli/dist`, made by `pnpm build`
 * or `tsc --build`). `--version` and a one-deal script show the start-up
 * alone; the 2b dealer script is timed against dealer’s whole process in
 * the same run (wall time, both from process start to exit).
 */

import {execFile} from 'node:child_process'
import {existsSync} from 'node:fs'
import {mkdtemp, writeFile} from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import {fileURLToPath} from 'node:url'
import {promisify} from 'node:util'
import type {BenchCase} from '../harness.js'

const here = path.dirname(fileURLToPath(import.meta.url))
const bidding = path.resolve(here, '../../packages/cli/dist/bin/bidding.js')
const scriptsDir = process.env.BIDDING_SHARED
  ? path.join(path.resolve(process.env.BIDDING_SHARED), 'bench', 'dealer')
  : path.resolve(here, '../../../shared/bench/dealer')
const dealerBinary = '/usr/games/dealer'
const run = promisify(execFile)
const built = existsSync(bidding)
const missing = 'build the CLI first (pnpm build)'

/** Wall time of one process, in seconds. */
async function wall(file: string, args: readonly string[]): Promise<number> {
  const start = process.hrtime.bigint()
  await run(file, args, {maxBuffer: 1 << 26})
  return Number(process.hrtime.bigint() - start) / 1e9
}

/** Median wall time of `runs` processes. */
async function medianWall(file: string, args: readonly string[], runs: number): Promise<number> {
  const times: number[] = []
  for (let index = 0; index < runs; index++) times.push(await wall(file, args))
  times.sort((a, b) => a - b)
  return times[Math.floor(times.length / 2)]!
}

let tiny = ''

const startup: BenchCase[] = built
  ? [
      {
        name: 'cli start-up: bidding --version',
        description: 'node packages/cli/dist/bin/bidding.js --version, whole process',
        target: '< 0.1 s',
        runs: 11,
        async run() {
          await run(process.execPath, [bidding, '--version'])
        },
        // Node's own start-up is the floor: the ratio shows what the CLI adds.
        reference: async () => ({seconds: await medianWall(process.execPath, ['-e', '0'], 11)}),
        referenceNote: 'reference: bare `node -e 0` (the floor)'
      },
      {
        name: 'cli start-up: bidding deal (one-deal script)',
        description: 'bidding deal on a script that produces one deal, whole process',
        target: '< 0.1 s',
        runs: 11,
        async setup() {
          tiny = path.join(await mkdtemp(path.join(os.tmpdir(), 'bidding-bench-')), 'one.dl')
          await writeFile(tiny, 'produce 1\ncondition hcp(north) >= 0\naction printoneline\n')
        },
        async run() {
          await run(process.execPath, [bidding, 'deal', tiny, '--seed', '1'])
        },
        reference: async () => (existsSync(dealerBinary) ? {seconds: await medianWall(dealerBinary, ['-s', '1', tiny], 11)} : undefined),
        referenceNote: existsSync(dealerBinary) ? 'dealer on the same script, whole process' : 'dealer not installed (apt-get install -y dealer)'
      }
    ]
  : []

const script = path.join(scriptsDir, 'b_1nt_5major.dl')
const whole: BenchCase[] =
  built && existsSync(script)
    ? [
        {
          name: 'cli deal b_1nt_5major.dl, whole process',
          description: 'bidding deal b_1nt_5major.dl --seed 1 (every core), process start to exit',
          target: '≥ 3× dealer (goal 4×)',
          runs: 5,
          async run() {
            await run(process.execPath, [bidding, 'deal', script, '--seed', '1'], {maxBuffer: 1 << 26})
          },
          reference: async () => (existsSync(dealerBinary) ? {seconds: await medianWall(dealerBinary, ['-s', '1', script], 3)} : undefined),
          referenceNote: existsSync(dealerBinary)
            ? 'dealer 20211121 (' + dealerBinary + ' -s 1), whole process, same run'
            : 'dealer not installed (apt-get install -y dealer)'
        }
      ]
    : []

export const cases: BenchCase[] = [...startup, ...whole]

if (!built) process.stderr.write('bench: cli start-up cases skipped: ' + missing + '\n')

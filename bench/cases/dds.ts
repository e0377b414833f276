/**
 * Double dummy and its distribution.
 *
 * * `dds tables`: DD tables per second through @bidding/dds (koffi,
 *   `CalcAllTablesPBN` in batches of 40) against bench/native/dds-tables.c,
 *   compiled here with the system's C compiler and linked to libdds, on the
 *   same random deals (seed 1) in the same run, median of 3 each; the trick
 *   checksum must match. Target: ≥ 90% of native.
 * * `simulate --queue`: boards per second of `bidding simulate --score imps`
 *   through Redis with two `bidding worker`s of one solver thread each,
 *   against the same run locally with two solver threads (the same two
 *   cores), on the same seeds. Target: ≥ 85% of local.
 *
 * Both need libdds (and the second redis-server); they are skipped when
 * absent. BENCH_DDS_DEALS sets the deals (default 40).
 */

import {execFileSync, spawn, spawnSync, type ChildProcess} from 'node:child_process'
import {mkdtempSync, writeFileSync} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {fileURLToPath} from 'node:url'
// The CLI from source (no workspace dependency: its bin links would warn on every install before a build).
import {run as cli} from '../../packages/cli/src/index.js'
import {ddsAvailable, solveTables} from '@bidding/dds'
import {generateDealsSync} from '@bidding/deal'
import {formatDeal, type Deal} from '@bidding/hand'
import type {BenchCase} from '../harness.js'
import {hasRedis, startRedis, type RedisServer} from '../../packages/queue/test/redis.js'

const here = path.dirname(fileURLToPath(import.meta.url))
const root = path.resolve(here, '../..')
const count = Number(process.env.BENCH_DDS_DEALS ?? 40)
const runs = 3
let deals: Deal[] = []
let checksum = 0

function tricks(tables: Awaited<ReturnType<typeof solveTables>>): number {
  let sum = 0
  for (const table of tables) for (const row of Object.values(table)) for (const value of Object.values(row)) sum += value
  return sum
}

let binary: string | undefined
const nativeTimes: number[] = []

/** Compile the C harness against libdds (once). */
function compileNative(): string | undefined {
  if (binary) return binary
  const library = ['/usr/lib/x86_64-linux-gnu/libdds.so.0', '/usr/lib/aarch64-linux-gnu/libdds.so.0'].find((file) => spawnSync('test', ['-e', file]).status === 0)
  if (!library) return undefined
  binary = path.join(mkdtempSync(path.join(os.tmpdir(), 'dds-bench-')), 'dds-tables')
  execFileSync('cc', ['-O2', '-o', binary, path.join(here, '../native/dds-tables.c'), library])
  return binary
}

/** Time the C harness (median of `runs`) and check its tricks. */
function timeNative(): number | undefined {
  const program = compileNative()
  if (!program) return undefined
  const input = deals.map((deal) => formatDeal(deal)).join('\n') + '\n'
  const [seconds, sum] = execFileSync(program, ['0', String(runs)], {input, encoding: 'utf8'}).trim().split(' ').map(Number)
  if (checksum !== 0 && sum !== checksum) throw new Error('The native harness solved other tricks (' + sum + ' against ' + checksum + ')')
  nativeTimes.push(seconds!)
  return seconds
}

/**
 * The native figure: timed once before ours (in setup) and once after, so
 * that a machine whose load changes during the run favours neither side.
 */
function native(): {seconds: number; units: number} | undefined {
  if (timeNative() === undefined) return undefined
  return {seconds: nativeTimes.reduce((sum, value) => sum + value, 0) / nativeTimes.length, units: deals.length}
}

const system = (notrump: string) =>
  `1N  Notrump {${notrump} HCP, balanced}\n  3N  To play {10-15 HCP}\n  P   Weak {any hand}\n1M  Five-card major {12-21 HCP, 5+M}\n  2M  Raise {3+ in partner's suit, 6-10 HCP}\n  P   {any hand}\n1C  Anything else {12-21 HCP}\n  P   {any hand}\nP   Nothing {any hand}\n`

let redis: RedisServer | undefined
const workers: ChildProcess[] = []
let folder = ''
let seed = 0
const queueBoards = Number(process.env.BENCH_QUEUE_BOARDS ?? 60)

function simulateArgs(runSeed: number): string[] {
  return ['simulate', '--ns', 'strong.bml', '--compare', 'weak.bml', '--count', String(queueBoards), '--seed', 'bench-' + runSeed, '--threads', '2', '--score', 'imps', '--json']
}

async function simulate(argv: string[]): Promise<void> {
  const sink = {write: (_chunk: unknown, callback?: () => void) => (callback?.(), true), isTTY: false} as never
  const code = await cli(argv, {stdin: process.stdin, stdout: sink, stderr: sink, cwd: folder, env: {}})
  if (code !== 0) throw new Error('bidding simulate failed')
}

async function startWorkers(): Promise<void> {
  redis = await startRedis()
  for (let index = 0; index < 2; index++) {
    const child = spawn(process.execPath, ['--conditions=@bidding/source', '--import', 'tsx', 'packages/cli/src/bin/bidding.ts', 'worker', '--queue', redis.url, '--threads', '1'], {cwd: root, stdio: ['ignore', 'ignore', 'pipe']})
    workers.push(child)
    await new Promise<void>((resolve) => child.stderr!.on('data', (chunk: Buffer) => chunk.toString().includes('waiting for chunks') && resolve()))
  }
}

async function stopWorkers(): Promise<void> {
  for (const child of workers) child.kill('SIGTERM')
  await redis?.stop()
}

export const cases: BenchCase[] = ddsAvailable()
  ? [
      {
        name: 'dds tables',
        description: count + ' random deals (seed 1): full DD tables through koffi vs libdds from C',
        target: '≥ 0.9× native',
        unit: 'tables',
        runs,
        setup() {
          deals = generateDealsSync({count, seed: 1}).deals
          timeNative()
        },
        async run() {
          const tables = await solveTables(deals)
          checksum = tricks(tables)
          return tables.length
        },
        async reference() {
          return native()
        },
        referenceNote: 'reference: bench/native/dds-tables.c (CalcAllTablesPBN from C), median of 3 before and after ours, averaged; speed-up = ours/native'
      },
      ...(hasRedis
        ? [
            {
              name: 'simulate --queue',
              description: queueBoards + ' boards scored in IMPs: 2 workers through Redis vs local, same 2 cores, same seeds',
              target: '≥ 0.85× local',
              unit: 'boards',
              runs,
              async setup() {
                folder = mkdtempSync(path.join(os.tmpdir(), 'queue-bench-'))
                writeFileSync(path.join(folder, 'strong.bml'), system('15-17'))
                writeFileSync(path.join(folder, 'weak.bml'), system('12-14'))
                await startWorkers()
              },
              async run() {
                // A new seed each run: the same chunks would come back from Redis at once.
                await simulate([...simulateArgs(++seed), '--queue', redis!.url, '--chunk', '10'])
                return queueBoards
              },
              async reference() {
                const times: number[] = []
                // The seeds the timed runs used (the first was the warm-up).
                for (let runSeed = 2; runSeed <= seed; runSeed++) {
                  const start = performance.now()
                  await simulate(simulateArgs(runSeed))
                  times.push((performance.now() - start) / 1000)
                }

                await stopWorkers()
                times.sort((a, b) => a - b)
                return {seconds: times[Math.floor(times.length / 2)]!, units: queueBoards}
              },
              referenceNote: 'reference: the same simulate without --queue (2 solver threads); speed-up = queued/local'
            } satisfies BenchCase
          ]
        : [])
    ]
  : []

/**
 * Double dummy and its distribution.
 *
 * * `dds tables`: DD tables per second through @bidding/dds (koffi,
 *   `CalcAllTablesPBN` in batches of 40) against bench/native/dds-tables.c,
 *   compiled here with the system's C compiler and linked to libdds, on the
 *   same random deals (seed 1). Each timed run solves the deals natively and
 *   then through koffi, so the two sides meet the same machine load; the
 *   trick checksums must match. Also reported: CPU time (user + system, all
 *   threads) per table on each side, which a shared machine disturbs less
 *   than wall time. Target: ≥ 90% of native.
 * * `dds list1000`: every hand of DDS's own list1000 (../shared/corpus/dds)
 *   solved in full and compared with DDS's expected tables and par; the case
 *   fails on any difference. Minutes of solver time, so a bench rather than
 *   a test (the unit tests solve a sample; BIDDING_DDS_FULL=1 solves all).
 * * `simulate --queue`: boards per second of `bidding simulate --score imps`
 *   through Redis with two `bidding worker`s of one solver thread each,
 *   against the same run locally with two solver threads (the same two
 *   cores), on the same seeds, alternately. The bench starts and stops its own
 *   redis-server on a free port. Target: ≥ 85% of local.
 *
 * All need libdds, the second the corpus and the third redis-server; each
 * is skipped with a message when what it needs is absent. BENCH_DDS_DEALS
 * sets the deals of the first (default 40), BENCH_QUEUE_BOARDS the boards
 * of the third (default 60).
 */

import {execFileSync, spawn, spawnSync, type ChildProcess} from 'node:child_process'
import {mkdtempSync, writeFileSync} from 'node:fs'
import os from 'node:os'
import {Writable} from 'node:stream'
import path from 'node:path'
import {fileURLToPath} from 'node:url'
// The CLI from source (no workspace dependency: its bin links would warn on every install before a build).
import {run as cli} from '../../packages/cli/src/index.js'
import {ddsAvailable, ddStrains, par, solveTables} from '@bidding/dds'
import {generateDealsSync} from '@bidding/deal'
import {formatDeal, type Deal} from '@bidding/hand'
import type {BenchCase} from '../harness.js'
import {hasRedis, startRedis, type RedisServer} from '../../packages/queue/test/redis.js'
import {readDdsList} from '../../packages/dds/test/corpus.js'
import {corpus, hasCorpus} from '../../test/shared.js'

const here = path.dirname(fileURLToPath(import.meta.url))
const root = path.resolve(here, '../..')
const count = Number(process.env.BENCH_DDS_DEALS ?? 40)
const runs = 3
let deals: Deal[] = []

function tricks(tables: Awaited<ReturnType<typeof solveTables>>): number {
  let sum = 0
  for (const table of tables) for (const row of Object.values(table)) for (const value of Object.values(row)) sum += value
  return sum
}

let binary: string | undefined
/** Native and koffi figures of the timed runs, in order (the warm-up first). */
const paired: Array<{nativeSeconds: number; nativeCpu: number; oursCpu: number}> = []

/** Compile the C harness against libdds (once). */
function compileNative(): string | undefined {
  if (binary) return binary
  const library = ['/usr/lib/x86_64-linux-gnu/libdds.so.0', '/usr/lib/aarch64-linux-gnu/libdds.so.0'].find((file) => spawnSync('test', ['-e', file]).status === 0)
  if (!library) return undefined
  binary = path.join(mkdtempSync(path.join(os.tmpdir(), 'dds-bench-')), 'dds-tables')
  execFileSync('cc', ['-O2', '-o', binary, path.join(here, '../native/dds-tables.c'), library])
  return binary
}

/** Solve the deals once with the C harness: wall seconds, CPU seconds, and its trick checksum. */
function runNative(): {seconds: number; cpu: number; sum: number} | undefined {
  const program = compileNative()
  if (!program) return undefined
  const input = deals.map((deal) => formatDeal(deal)).join('\n') + '\n'
  const [seconds, sum, cpu] = execFileSync(program, ['0', '1'], {input, encoding: 'utf8'}).trim().split(' ').map(Number)
  return {seconds: seconds!, cpu: cpu!, sum: sum!}
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

let listCases: ReturnType<typeof readDdsList> = []

const system = (notrump: string) =>
  `1N  Notrump {${notrump} HCP, balanced}\n  3N  To play {10-15 HCP}\n  P   Weak {any hand}\n1M  Five-card major {12-21 HCP, 5+M}\n  2M  Raise {3+ in partner's suit, 6-10 HCP}\n  P   {any hand}\n1C  Anything else {12-21 HCP}\n  P   {any hand}\nP   Nothing {any hand}\n`

/** Say on stderr why a case is left out. */
function skip(name: string, why: string): void {
  process.stderr.write('bench: ' + name + ' skipped: ' + why + '\n')
}

let redis: RedisServer | undefined
const workers: ChildProcess[] = []
let folder = ''
let seed = 0
const localTimes: number[] = []
const queueBoards = Number(process.env.BENCH_QUEUE_BOARDS ?? 60)

function simulateArgs(runSeed: number): string[] {
  return ['simulate', '--ns', 'strong.bml', '--compare', 'weak.bml', '--count', String(queueBoards), '--seed', 'bench-' + runSeed, '--threads', '2', '--score', 'imps', '--json']
}

async function simulate(argv: string[]): Promise<void> {
  const sink = new Writable({write: (_chunk, _encoding, callback) => callback()})
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
        description: count + ' random deals (seed 1): full DD tables through koffi vs libdds from C, interleaved',
        target: '≥ 0.9× native',
        unit: 'tables',
        runs,
        referenceNote: '',
        setup() {
          deals = generateDealsSync({count, seed: 1}).deals
        },
        async run() {
          const native = runNative()
          const cpu = process.cpuUsage()
          const start = performance.now()
          const tables = await solveTables(deals)
          const seconds = (performance.now() - start) / 1000
          const used = process.cpuUsage(cpu)
          if (native) {
            if (native.sum !== tricks(tables)) throw new Error('The native harness solved other tricks (' + native.sum + ' against ' + tricks(tables) + ')')
            paired.push({nativeSeconds: native.seconds, nativeCpu: native.cpu, oursCpu: (used.user + used.system) / 1e6})
          }

          return {units: tables.length, seconds}
        },
        async reference() {
          const timed = paired.slice(1)
          if (timed.length === 0) {
            this.referenceNote = 'reference missing: no C compiler or no libdds.so.0 to link the native harness to'
            return undefined
          }

          const nativeCpu = median(timed.map((pair) => pair.nativeCpu)) / deals.length
          const oursCpu = median(timed.map((pair) => pair.oursCpu)) / deals.length
          this.referenceNote =
            'reference: bench/native/dds-tables.c (CalcAllTablesPBN from C), run before ours in each timed run; speed-up = ours/native. CPU per table: native ' +
            nativeCpu.toFixed(3) +
            ' s, ours ' +
            oursCpu.toFixed(3) +
            ' s (' +
            (nativeCpu / oursCpu).toFixed(2) +
            '× native)'
          return {seconds: median(timed.map((pair) => pair.nativeSeconds)), units: deals.length}
        }
      } satisfies BenchCase as BenchCase,
      ...(hasCorpus
        ? [
            {
              name: 'dds list1000',
              description: 'every hand of DDS’s list1000: full tables and par against DDS’s expected values',
              target: '0 differences',
              unit: 'tables',
              runs: 1,
              setup() {
                listCases = readDdsList(corpus('dds', 'list1000.txt'))
              },
              async run() {
                // The harness runs a case once before timing it; one pass is minutes, so the first does nothing.
                if (listCases.length === 0) return 0
                const cases = listCases
                listCases = []
                const tables = await solveTables(
                  cases.map((item) => item.deal),
                  {onProgress: (done, total) => process.stderr.write('\rdds list1000: ' + done + '/' + total)}
                )
                process.stderr.write('\n')
                const differences: string[] = []
                for (const [index, item] of cases.entries()) {
                  const table = tables[index]!
                  const flat = ddStrains.flatMap((strain) => (['N', 'E', 'S', 'W'] as const).map((seat) => table[strain][seat]))
                  if (flat.join(' ') !== item.table.join(' ')) differences.push('table of hand ' + (index + 1))
                  const result = par(table, item.vulnerability, item.dealer)
                  if (result.score !== item.parScore || result.contracts.map((contract) => contract.text).join(' ') !== item.parContracts.join(' ')) {
                    differences.push('par of hand ' + (index + 1))
                  }
                }

                if (differences.length > 0) throw new Error('list1000 differs from DDS’s expected values: ' + differences.slice(0, 10).join(', '))
                return tables.length
              }
            } satisfies BenchCase
          ]
        : (skip('dds list1000', 'no ../shared/corpus/dds (set BIDDING_SHARED)'), [])),
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
                // The local run on the same seed follows at once, so both meet the same load.
                const runSeed = ++seed
                const queued = performance.now()
                await simulate([...simulateArgs(runSeed), '--queue', redis!.url, '--chunk', '10'])
                const seconds = (performance.now() - queued) / 1000
                const local = performance.now()
                await simulate(simulateArgs(runSeed))
                localTimes.push((performance.now() - local) / 1000)
                return {units: queueBoards, seconds}
              },
              async reference() {
                await stopWorkers()
                // Without the warm-up's.
                return {seconds: median(localTimes.slice(1)), units: queueBoards}
              },
              referenceNote: 'reference: the same simulate without --queue (2 solver threads), run after each queued run on its seed; speed-up = queued/local'
            } satisfies BenchCase
          ]
        : (skip('simulate --queue', 'redis-server is not installed (Debian: apt-get install redis-server)'), []))
    ]
  : (skip('dds tables, dds list1000, simulate --queue', 'libdds is not installed (Debian: apt-get install libdds0)'), [])

/**
 * `bidding simulate` as a user runs it: the built CLI, a whole process from
 * start to exit, SAYC (examples/sayc) bidding both sides of fresh seeded
 * deals, the PBN written to a file. The timed case bids 5,000 deals; its
 * note gives 50,000 deals once (10× the work: wall time, the ratio to the
 * 5,000-deal run, and peak memory from GNU time, whose ratio to the 5,000-deal
 * peak says whether memory grows with the deals) and the command's start-up
 * alone (one deal), so that what the deals cost is seen apart from what the
 * process costs before the first one. There is no reference robot to time.
 */

import {spawn} from 'node:child_process'
import {once} from 'node:events'
import {existsSync, mkdtempSync, rmSync} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {fileURLToPath} from 'node:url'
import type {BenchCase} from '../harness.js'

const here = path.dirname(fileURLToPath(import.meta.url))
const root = path.resolve(here, '../..')
const bidding = path.join(root, 'packages/cli/dist/bin/bidding.js')
const sayc = path.join(root, 'examples/sayc/sayc.bml')
const built = existsSync(bidding)
const deals = 5000

/** Wall seconds and peak RSS (bytes) of one `bidding simulate` process bidding `count` deals. */
async function simulateOnce(count: number, output: string): Promise<{seconds: number; peak: number}> {
  const args = ['simulate', '--ns', sayc, '--ew', sayc, '--count', String(count), '--seed', 'bench', '-o', output]
  const start = process.hrtime.bigint()
  const child = spawn('/usr/bin/time', ['-f', 'peak %M', process.execPath, bidding, ...args], {cwd: root, stdio: ['ignore', 'ignore', 'pipe']})
  let stderr = ''
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const [code] = (await once(child, 'close')) as [number | null]
  const seconds = Number(process.hrtime.bigint() - start) / 1e9
  const peak = /peak (\d+)/.exec(stderr)
  if (code !== 0 || !peak) throw new Error('bidding simulate failed: ' + stderr.slice(-500))
  return {seconds, peak: Number(peak[1]) * 1024}
}

let folder = ''
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0) + ' MB'

const simulateCase: BenchCase = {
  name: 'cli simulate sayc, whole process',
  description: 'bidding simulate --ns sayc.bml --ew sayc.bml --count 5000 -o out.pbn, process start to exit',
  target: 'the robot’s own rate (robot sayc simulation), less start-up',
  runs: 3,
  unit: 'deals',
  async setup() {
    folder = mkdtempSync(path.join(os.tmpdir(), 'bidding-bench-simulate-'))
    const one = await simulateOnce(1, path.join(folder, 'one.pbn'))
    const small = await simulateOnce(deals, path.join(folder, 'small.pbn'))
    const large = await simulateOnce(deals * 10, path.join(folder, 'large.pbn'))
    simulateCase.referenceNote =
      'start-up (one deal) ' + one.seconds.toFixed(2) + ' s, ' + mb(one.peak) + '; ' +
      deals + ' deals ' + small.seconds.toFixed(2) + ' s, ' + mb(small.peak) + '; ' +
      deals * 10 + ' deals ' + large.seconds.toFixed(2) + ' s (' + (large.seconds / small.seconds).toFixed(1) + '× for 10× the deals), ' +
      mb(large.peak) + ' peak (' + (large.peak / small.peak).toFixed(1) + '× the ' + deals + '-deal peak: 1.0 when memory does not grow with the deals); no reference robot'
  },
  async run() {
    await simulateOnce(deals, path.join(folder, 'run.pbn'))
    return deals
  },
  teardown() {
    if (folder) rmSync(folder, {recursive: true, force: true})
  }
}

export const cases: BenchCase[] = built && existsSync('/usr/bin/time') ? [simulateCase] : []

if (!built) process.stderr.write('bench: cli simulate skipped: build the CLI first (pnpm build)\n')

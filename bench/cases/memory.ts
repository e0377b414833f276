/**
 * Peak memory, each measured in a child process (`process.resourceUsage().maxRSS`):
 * the BML pipeline (read → bdast → BSS and HTML, each written to a file
 * through the registry's chunked path, as `bidding convert` writes it) on
 * the generated 5 MB and 50 MB systems; the built `bidding convert` as a user runs it, one whole
 * process per output (BML → BSS, BML → HTML on the 5 MB system, with its CPU
 * time); and `bidding deal --count` at 100,000 and 1 million deals, and 10
 * million with `BENCH_DEAL_10M=1` (streamed to /dev/null, so it should not
 * grow with the count). Issue #14 asks for the BML pipeline under about 20×
 * the input and for deals in constant memory. `memory cli baseline` is what
 * a conversion costs before its input: Node alone, `bidding --help`, and a
 * tiny conversion per pair of formats (each loads only its reader and
 * writer); the 5 MB figures are also given above Node's own baseline.
 */

import {execFile, spawn} from 'node:child_process'
import {once} from 'node:events'
import {existsSync, mkdtempSync, rmSync, statSync, writeFileSync} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {fileURLToPath} from 'node:url'
import {promisify} from 'node:util'
import {ensureBigBml} from '../../scripts/make-big-bml.js'
import type {BenchCase} from '../harness.js'

const here = path.dirname(fileURLToPath(import.meta.url))
const root = path.resolve(here, '../..')
const run = promisify(execFile)
const tsx = ['--conditions=@bidding/source', '--import', 'tsx']
const megabyte = 1024 * 1024

function mb(bytes: number): string {
  return (bytes / megabyte).toFixed(0) + ' MB'
}

/** Peak RSS of the child script with `args`, in bytes. */
async function childPeak(args: string[]): Promise<number> {
  const {stdout} = await run(process.execPath, [...tsx, path.join(here, '..', 'child', 'peak-memory.ts'), ...args], {cwd: root, maxBuffer: 1 << 20})
  return Number(stdout.trim().split('\n').at(-1))
}

/** The built CLI (`npx tsc --build` or `pnpm build`): what users run, with its own process settings. */
const builtCli = path.join(root, 'packages/cli/dist/bin/bidding.js')

/** Peak RSS (bytes) and CPU time (user + system, seconds) of one Node process running `argv`, from GNU time. */
async function timedPeak(argv: readonly string[], label: string): Promise<{peak: number; cpu: number}> {
  const child = spawn('/usr/bin/time', ['-f', 'peak %M cpu %U %S', process.execPath, ...argv], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe']
  })
  let stderr = ''
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const [code] = (await once(child, 'close')) as [number | null]
  const figures = /peak (\d+) cpu ([\d.]+) ([\d.]+)/.exec(stderr)
  if (code !== 0 || !figures) throw new Error(label + ' failed: ' + stderr.slice(-500))
  return {peak: Number(figures[1]) * 1024, cpu: Number(figures[2]) + Number(figures[3])}
}

/** Peak RSS and CPU time of one `bidding` process. */
async function processPeak(args: readonly string[]): Promise<{peak: number; cpu: number}> {
  return timedPeak([builtCli, ...args], '`bidding ' + args.join(' ') + '`')
}

/** Peak RSS and CPU time of Node doing nothing: the floor under every figure here. */
async function nodePeak(): Promise<{peak: number; cpu: number}> {
  return timedPeak(['-e', '0'], 'Node alone')
}

/** The median of three runs of `measure` by peak (one run is noisy on a shared machine). */
async function medianOf(measure: () => Promise<{peak: number; cpu: number}>): Promise<{peak: number; cpu: number}> {
  const runs = [await measure(), await measure(), await measure()].sort((a, b) => a.peak - b.peak)
  return runs[1]!
}

/** A small system (two calls) in every format the tiny conversions read. */
const tinyBml = '#+TITLE: Tiny\n\n1C  2+!c. Natural\n1D  Diamonds\n'

/** Peak RSS of `bidding deal --count N` writing to /dev/null, in bytes (GNU time’s `%M` is in kilobytes). */
async function dealPeak(count: number): Promise<number> {
  const cli = path.join(root, 'packages/cli/src/bin/bidding.ts')
  const child = spawn('/usr/bin/time', ['-f', 'peak %M', process.execPath, ...tsx, cli, 'deal', '--count', String(count), '--seed', '1', '--format', 'line', '--silent'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe']
  })
  let stderr = ''
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  await once(child, 'close')
  const peak = /peak (\d+)/.exec(stderr)
  if (!peak) throw new Error('No peak memory from /usr/bin/time: ' + stderr.slice(-500))
  return Number(peak[1]) * 1024
}

function memoryCase(name: string, description: string, target: string, measure: (bench: BenchCase) => Promise<void>): BenchCase {
  const bench: BenchCase = {
    name,
    description,
    target,
    runs: 1,
    async run() {
      await measure(bench)
    }
  }
  return bench
}

/** Peak of the BML pipeline on the generated system of `lines` lines, against the input and against Node's own baseline. */
async function bmlPipeline(bench: BenchCase, lines: number, withTree: boolean): Promise<void> {
  const file = ensureBigBml(lines)
  const size = statSync(file).size
  const baseline = await childPeak(['idle'])
  const peak = await childPeak(['bml', file])
  const read = await childPeak(['read', file])
  const tree = withTree ? await childPeak(['tree', file]) : undefined
  bench.referenceNote =
    'input ' + mb(size) + '; peak ' + mb(peak) + ' (' + (peak / size).toFixed(1) + '× input); without the baseline of ' + mb(baseline) +
    ' (Node and the modules): ' + ((peak - baseline) / size).toFixed(1) + '×' +
    '; reading alone peaks at ' + mb(read) + ' (' + ((read - baseline) / size).toFixed(1) + '× without the baseline)' +
    (tree === undefined ? '' : '; the tree alone keeps ' + mb(tree) + ' (' + (tree / size).toFixed(1) + '×)')
}

export const cases: BenchCase[] = [
  memoryCase(
    'memory cli baseline',
    'peak RSS and CPU of Node alone, the built `bidding --help`, and a tiny `bidding convert` per pair of formats (median of 3 each)',
    'a conversion near `--help`',
    async (bench) => {
      if (!existsSync(builtCli)) throw new Error('Expected the built CLI at ' + builtCli + ': run `npx tsc --build` first')
      const folder = mkdtempSync(path.join(os.tmpdir(), 'bidding-baseline-'))
      try {
        const tiny = path.join(folder, 'tiny.bml')
        writeFileSync(tiny, tinyBml)
        const json = path.join(folder, 'tiny.json')
        await processPeak(['convert', tiny, '--to', 'json', '-o', json, '--silent'])
        const node = await medianOf(nodePeak)
        const help = await medianOf(() => processPeak(['--help']))
        const notes = ['node alone ' + mb(node.peak) + ' (' + node.cpu.toFixed(2) + ' s CPU)', '--help ' + mb(help.peak) + ' (+' + mb(help.peak - node.peak) + ')']
        for (const [input, to] of [[tiny, 'bss'], [tiny, 'html'], [tiny, 'bboalert'], [tiny, 'latex'], [tiny, 'json'], [json, 'bml']] as const) {
          const {peak, cpu} = await medianOf(() => processPeak(['convert', input, '--to', to, '-o', path.join(folder, 'out.' + to), '--silent']))
          notes.push(path.extname(input).slice(1) + '→' + to + ' ' + mb(peak) + ' (+' + mb(peak - node.peak) + ', ' + cpu.toFixed(2) + ' s CPU)')
        }

        bench.referenceNote = notes.join('; ')
      } finally {
        rmSync(folder, {recursive: true, force: true})
      }
    }
  ),
  memoryCase(
    'memory bml cli 5 MB',
    'peak RSS and CPU of the built `bidding convert` (one process each) from the generated 5 MB BML system to BSS, to HTML, to JSON (245 MB of text) and to BBOalert',
    '< ~20× input',
    async (bench) => {
      if (!existsSync(builtCli)) throw new Error('Expected the built CLI at ' + builtCli + ': run `npx tsc --build` first')
      const file = ensureBigBml(175_000)
      const size = statSync(file).size
      const folder = mkdtempSync(path.join(os.tmpdir(), 'bidding-memory-'))
      try {
        const notes: string[] = []
        const node = await medianOf(nodePeak)
        for (const to of ['bss', 'html', 'json', 'bboalert']) {
          const {peak, cpu} = await processPeak(['convert', file, '--to', to, '-o', path.join(folder, 'out.' + to), '--silent'])
          notes.push(
            '→ ' + to + ': peak ' + mb(peak) + ' (' + (peak / size).toFixed(1) + '× input, ' + ((peak - node.peak) / size).toFixed(1) + '× above Node alone), CPU ' +
              cpu.toFixed(1) + ' s'
          )
        }

        bench.referenceNote = 'input ' + mb(size) + '; Node alone ' + mb(node.peak) + '; ' + notes.join('; ')
      } finally {
        rmSync(folder, {recursive: true, force: true})
      }
    }
  ),
  memoryCase('memory bml 5 MB', 'peak RSS reading the generated 5 MB BML system and writing BSS and HTML to files (chunks where the writer gives them), in a child process', '< ~20× input', async (bench) =>
    bmlPipeline(bench, 175_000, true)
  ),
  // Ten times the input: a peak that grows faster than the input shows here (it took 4.3 GB or aborted before #14).
  memoryCase('memory bml 50 MB', 'the same on the generated 50 MB system (minutes of CPU)', '< ~20× input', async (bench) =>
    bmlPipeline(bench, 1_750_000, false)
  ),
  memoryCase(
    'memory deal 10M',
    'peak RSS of `bidding deal --count` for 100,000, 1 million and (with BENCH_DEAL_10M=1) 10 million deals, streamed to /dev/null',
    'constant',
    async (bench) => {
      // 10 million deals take about 40 s of CPU on one core (minutes on a loaded machine): opt-in.
      const counts = process.env.BENCH_DEAL_10M === '1' ? [100_000, 1_000_000, 10_000_000] : [100_000, 1_000_000]
      const peaks: number[] = []
      for (const count of counts) peaks.push(await dealPeak(count))
      bench.referenceNote =
        counts.map((count, index) => count.toLocaleString('en') + ' deals: peak ' + mb(peaks[index]!)).join('; ') +
        ' (largest/smallest ' + (Math.max(...peaks) / Math.min(...peaks)).toFixed(2) + '×)' +
        (counts.length === 2 ? '; BENCH_DEAL_10M=1 adds 10 million' : '')
    }
  )
]

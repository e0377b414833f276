import {readFile, writeFile} from 'node:fs/promises'
import path from 'node:path'
import type {Root} from '@bidding/core'
import type {Direction} from '@bidding/core/calls'
import {parseConstraint} from '@bidding/core/constraints'
import {generateDeals} from '@bidding/deal'
import {registry} from '@bidding/formats'
import {toPbn} from '@bidding/hand'
import {boardsToPbn, compareSimulations, comparisonText, compileSystem, simulate, statisticsText, type CompiledSystem, type SimulateOptions} from '@bidding/robot'
import {VFile} from 'vfile'
import {describe, expect, it} from 'vitest'
import type {Sink} from '../src/lib/output.js'
import {simulateStreamed} from '../src/lib/commands/simulate-stream.js'
import {cli, Sink as Collect, temporary} from './io.js'

// Calls without a constraint (the natural layer bids there) and an alerted call (a PBN note).
const system = `#+TITLE: Streamed test system

1N  Strong notrump {15-17 HCP, balanced}
  2C  Stayman {8+ HCP; if 4+!h or 4+!s; alert asking}
    2D  No major {≤3!h, ≤3!s}
    2H  Hearts {4+!h}
    2S  Spades {4+!s, ≤3!h}
  3N  To play {10-15 HCP}
  P   Weak {any hand}
1M  Five-card major {12-21 HCP, 5+M}
  2M  Raise {3+ in partner's suit, 6-10 HCP}
  P   {any hand}
1C  Anything else {12-21 HCP}
2C  Strong, artificial
P   Nothing {any hand}
`

const other = `1N Strong notrump {15-17 HCP, balanced}
1C Anything else {12+ HCP}
P  Nothing {any hand}
`

async function folder(): Promise<string> {
  const directory = await temporary()
  await writeFile(path.join(directory, 'system.bml'), system)
  await writeFile(path.join(directory, 'other.bml'), other)
  return directory
}

async function compiled(text: string): Promise<CompiledSystem> {
  const file = new VFile({value: text, path: 'system.bml'})
  const processor = await registry.processor({from: 'bml'})
  const tree = (await processor.run(processor.parse(file), file)) as Root
  return compileSystem(tree, file)
}

/** What `bidding simulate` wrote before it bid deal by deal: every deal dealt, then bid, then counted and written at once. */
async function allAtOnce(options: {
  count: number
  seed: number
  ew: boolean
  compare: boolean
  where?: string
  seat?: Direction
  simulate?: SimulateOptions
  notes?: 'alerts' | 'all' | 'none'
}) {
  const ns = await compiled(system)
  const seats = (nsSystem: CompiledSystem) => ({N: nsSystem, S: nsSystem, ...(options.ew ? {E: ns, W: ns} : {})})
  const where = options.where === undefined ? undefined : parseConstraint(options.where)
  const {deals} = await generateDeals({
    count: options.count,
    seed: options.seed,
    threads: 1,
    constraints: where?.ok ? {[options.seat ?? 'N']: where.constraint} : undefined
  })
  const first = simulate(deals, seats(ns), options.simulate)
  const second = options.compare ? simulate(deals, seats(await compiled(other)), options.simulate) : undefined
  const pbn = toPbn(
    boardsToPbn(first.boards, {
      notes: options.notes,
      event: 'bidding simulate, seed ' + options.seed,
      systemNames: {NS: 'system.bml', EW: options.ew ? 'system.bml' : undefined}
    })
  )
  const lines = ['North–South: system.bml' + (options.ew ? '; East–West: system.bml' : '; East–West pass throughout') + '; seed ' + options.seed, '', statisticsText(first.statistics)]
  if (second) {
    lines.push('', '— compared: other.bml for North–South —', '', statisticsText(second.statistics))
    lines.push('', comparisonText(compareSimulations(first, second), ['system.bml', 'other.bml'], options.count))
  }

  const json = {
    seed: options.seed,
    statistics: first.statistics,
    ...(second ? {compare: {statistics: second.statistics, comparison: compareSimulations(first, second)}} : {})
  }
  return {pbn, text: lines.join('\n') + '\n', json: JSON.stringify(json, null, 2) + '\n'}
}

describe('bidding simulate, deal by deal', () => {
  it('should write the PBN and statistics that bidding every deal first gives, over several slices of deals', async () => {
    const cwd = await folder()
    // 2,500 deals: two slices of dealt deals (2,048 a slice), joined in the PBN.
    const result = await cli(['simulate', '--ns', 'system.bml', '--ew', 'system.bml', '--count', '2500', '--seed', '11', '--notes', 'all', '-o', 'out.pbn'], {cwd})
    expect(result.code).toBe(0)
    const expected = await allAtOnce({count: 2500, seed: 11, ew: true, compare: false, notes: 'all'})
    expect(result.stdout).toBe(expected.text)
    expect(await readFile(path.join(cwd, 'out.pbn'), 'utf8')).toBe(expected.pbn)
  })

  it('should compare as comparing every board kept gives, with `--where`, `--dealer`, `--vul`, threads and `--json`', async () => {
    const cwd = await folder()
    const run = ['--count', '300', '--seed', '4', '--where', '12+ HCP', '--seat', 'E', '--dealer', 'W', '--vul', 'ew']
    const text = await cli(['simulate', '--ns', 'system.bml', '--compare', 'other.bml', ...run, '--threads', '2', '-o', 'out.pbn'], {cwd})
    const json = await cli(['simulate', '--ns', 'system.bml', '--compare', 'other.bml', ...run, '--threads', '1', '--json'], {cwd})
    const expected = await allAtOnce({
      count: 300,
      seed: 4,
      ew: false,
      compare: true,
      where: '12+ HCP',
      seat: 'E',
      simulate: {dealer: 'W', vulnerability: 'ew'}
    })
    expect(text.code).toBe(0)
    expect(text.stdout).toBe(expected.text)
    expect(text.stdout).toMatch(/Different contracts on [1-9]\d* of 300 deals/)
    expect(await readFile(path.join(cwd, 'out.pbn'), 'utf8')).toBe(expected.pbn)
    expect(json.stdout).toBe(expected.json)
  })

  it('should write the PBN to stdout with `-o -`, and the report to stderr', async () => {
    const cwd = await folder()
    const result = await cli(['simulate', '--ns', 'system.bml', '--count', '50', '--seed', '9', '--threads', '1', '-o', '-'], {cwd})
    const expected = await allAtOnce({count: 50, seed: 9, ew: false, compare: false})
    expect(result.code).toBe(0)
    expect(result.stdout).toBe(expected.pbn)
    expect(result.stderr).toContain(expected.text)
  })

  it('should write each slice of boards as it is bid, not the whole PBN at the end', async () => {
    const writes: string[] = []
    const sink: Sink = {
      write(chunk) {
        writes.push(String(chunk))
      },
      ready: async () => undefined,
      close: async () => undefined,
      abort() {}
    }
    const ns = await compiled(system)
    const run = await simulateStreamed(
      {
        count: 5000,
        seed: 2,
        threads: 1,
        where: undefined,
        systems: {N: ns, S: ns},
        compared: undefined,
        dealer: 'board',
        vulnerability: 'board',
        fallback: undefined,
        pbn: {sink, options: {}}
      },
      {stdin: process.stdin, stdout: new Collect(), stderr: new Collect(), cwd: process.cwd(), env: {}}
    )
    expect(run.produced).toBe(5000)
    expect(run.statistics.deals).toBe(5000)
    // Dealt slices of 2,048 deals (2,048 + 2,048 + 904), bid and written 128 boards at a time.
    const sizes = [...Array.from({length: 32}, () => 128), ...Array.from({length: 7}, () => 128), 8]
    expect(writes.map((chunk) => (chunk.match(/^\[Board /gm) ?? []).length)).toEqual(sizes)
    // Games apart by a blank line, as one `toPbn` of them all writes them.
    expect(writes.map((chunk) => chunk.slice(0, 2))).toEqual(['[B', ...sizes.slice(1).map(() => '\n[')])
    expect(writes.join('').split('\n\n[Board ')).toHaveLength(5000)
  })

  it('should refuse an output it cannot write, or that is an input, before bidding', async () => {
    const cwd = await folder()
    await writeFile(path.join(cwd, 'file'), '')
    const unwritable = await cli(['simulate', '--ns', 'system.bml', '--count', '5', '--seed', '1', '-o', 'file/out.pbn'], {cwd})
    expect(unwritable.code).not.toBe(0)
    expect(unwritable.stderr).toContain('Cannot write `file/out.pbn`')
    expect(unwritable.stdout).toBe('')
    const input = await cli(['simulate', '--ns', 'system.bml', '--count', '5', '--seed', '1', '-o', 'system.bml'], {cwd})
    expect(input.code).toBe(2)
    expect(input.stderr).toContain('Refusing to overwrite the input `system.bml`')
    expect(await readFile(path.join(cwd, 'system.bml'), 'utf8')).toBe(system)
  })
})

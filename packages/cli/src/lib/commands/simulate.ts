/**
 * `bidding simulate --ns FILE [--ew FILE] --count N [--seed S] [--where TEXT
 * [--seat S]] [--compare FILE] [-o out.pbn]`: deal hands, let the robots bid
 * every deal to the end, write the deals and auctions as PBN (alerted calls
 * with notes), and print what happened — final contracts, how often each
 * node was used, passed-out deals, hands for which no rule applied; with
 * `--compare`, a second system in the same seats on the same deals, side by
 * side.
 */

import path from 'node:path'
import {parseConstraint, type Constraint} from '@bidding/core/constraints'
import type {Direction} from '@bidding/core/calls'
import type {LazyRegistry} from '@bidding/core/registry'
import type {Root} from '@bidding/core'
import {generateDeals, randomSeed, seedOf} from '@bidding/deal'
import {toPbn, undecidableAtoms} from '@bidding/hand'
import {
  boardsToPbn,
  compareSimulations,
  comparisonText,
  simulate as runSimulation,
  statisticsText,
  type BoardsToPbnOptions,
  type CompiledSystem,
  type Simulation,
  type Statistics
} from '@bidding/robot'
import {rejectUnknownFlags, splitArgs, takeFlag, takeString} from '../args.js'
import {UsageError} from '../errors.js'
import {plural} from '../plural.js'
import {seedFlag} from '../seed.js'
import type {Io} from '../io.js'
import {openOutput, ReadFiles, writeResult, writeStderr, writeStdout} from '../output.js'
import {createProgress} from '../progress.js'
import {directionFlag, fallbackFlag, vulnerabilityFlag} from './bid.js'
import {loadSystem, readerFlags, readersOf, readerValueFlags, type LoadedSystem} from './load-system.js'
import type {SharedRun} from '../score-chunks.js'
import {scoreFlags, scoreOptions} from './score-options.js'
import type {ScoredOutput} from './simulate-score.js'
import {simulateStreamed, type StreamedRun} from './simulate-stream.js'

const own = ['ns', 'ew', 'compare', 'from', 'count', 'seed', 'where', 'seat', 'o', 'output', 'dealer', 'vul', 'fallback', 'threads', 'notes', 'top', ...scoreFlags]
const flags = ['json', 'verbose', 'reference', 'silent', 'infer']

function wholeNumber(value: string | undefined, flag: string, min: number): number | undefined {
  if (value === undefined) return undefined
  if (!/^\d+$/.test(value) || Number(value) < min) throw new UsageError('Expected a whole number of at least ' + min + ' after `--' + flag + '`, not `' + value + '`')
  return Number(value)
}

/** Run `bidding simulate`. */
export async function simulate(argv: readonly string[], io: Io, registry: LazyRegistry): Promise<number> {
  const args = splitArgs(argv, new Set([...own, ...readerValueFlags(registry)]))
  const ns = takeString(args, 'ns')
  const ew = takeString(args, 'ew')
  const compare = takeString(args, 'compare')
  const from = takeString(args, 'from')
  const count = wholeNumber(takeString(args, 'count'), 'count', 1)
  const seed = seedFlag(takeString(args, 'seed'))
  const whereText = takeString(args, 'where')
  const seat = directionFlag(takeString(args, 'seat'), 'seat') ?? 'N'
  const output = takeString(args, 'o', 'output')
  const dealerText = takeString(args, 'dealer')
  const dealer = dealerText === undefined || dealerText === 'board' ? 'board' : directionFlag(dealerText, 'dealer')!
  const vulText = takeString(args, 'vul')
  const vulnerability = vulText === undefined || vulText === 'board' ? 'board' : vulnerabilityFlag(vulText)!
  const fallback = fallbackFlag(takeString(args, 'fallback'))
  const threads = wholeNumber(takeString(args, 'threads'), 'threads', 1)
  const notes = takeString(args, 'notes') ?? 'alerts'
  const top = wholeNumber(takeString(args, 'top'), 'top', 1)
  const json = takeFlag(args, 'json') === true
  const verbose = takeFlag(args, 'verbose') === true
  const reference = takeFlag(args, 'reference') === true
  const infer = takeFlag(args, 'infer') === true
  const silent = takeFlag(args, 'silent') === true
  const scoring = scoreOptions(args)
  if (ns === undefined) throw new UsageError('Expected `--ns FILE` (the system North–South play)')
  if (count === undefined) throw new UsageError('Expected `--count N`')
  if (notes !== 'alerts' && notes !== 'all' && notes !== 'none') throw new UsageError('Expected `alerts`, `all` or `none` after `--notes`, not `' + notes + '`')
  if (args.positionals.length > 0) throw new UsageError('Unexpected `' + args.positionals[0] + '` (systems are given with `--ns`, `--ew`, `--compare`)')
  const names = [ns, ...(ew === undefined ? [] : [ew]), ...(compare === undefined ? [] : [compare])]
  const readers = readersOf(names, from, io, registry)
  rejectUnknownFlags(args, new Set([...own, ...flags, ...readerFlags(readers)]))

  let where: Constraint | undefined
  if (whereText !== undefined) {
    const result = parseConstraint(whereText)
    if (!result.ok) throw new UsageError(result.message + ' at column ' + (result.start + 1) + ' of `--where ' + whereText + '`')
    if (undecidableAtoms(result.constraint).length > 0) {
      throw new UsageError('Cannot deal to `--where ' + whereText + '`: it names a suit variable or reference, or a quality no one defined')
    }

    where = result.constraint
  }

  const systems: CompiledSystem[] = []
  const reads = new ReadFiles(io.cwd)
  const trees: Root[] = []
  // A file named twice (`--ns sayc.bml --ew sayc.bml`) is read and compiled once: one engine then learns each auction for both sides.
  const byPath = new Map<string, LoadedSystem>()
  for (const [index, name] of names.entries()) {
    const key = name === '-' ? name : path.resolve(io.cwd, name)
    const loaded = byPath.get(key) ?? (await loadSystem(name, readers[index]!, args, io, registry, {verbose, reference, infer}))
    if (!loaded) return 1
    byPath.set(key, loaded)
    systems.push(loaded.system)
    reads.addFile(loaded.file)
    trees.push(loaded.tree)
  }

  // Refused before the work, not after.
  if (output !== undefined && output !== '-') reads.refuse(output)

  const nsSystem = systems[0]!
  const ewSystem = ew === undefined ? undefined : systems[1]
  const compareSystem = compare === undefined ? undefined : systems.at(-1)

  const seats = (system: CompiledSystem): Partial<Record<Direction, CompiledSystem>> => ({
    N: system,
    S: system,
    ...(ewSystem ? {E: ewSystem, W: ewSystem} : {})
  })
  // Chosen here, so the PBN can name it before the first deal: the deals are those of the seed whatever path it takes.
  const dealSeed = seed === undefined ? randomSeed() : seedOf(seed)
  const pbnOptions: BoardsToPbnOptions = {
    notes,
    event: 'bidding simulate, seed ' + dealSeed,
    systemNames: {NS: path.basename(ns), EW: ew === undefined ? undefined : path.basename(ew)}
  }

  /** The statistics (and the comparison) as text or JSON, to stdout, or to stderr when the PBN goes to stdout. */
  const report = async (first: Statistics, compared: StreamedRun['compared'], scored: ScoredOutput | undefined): Promise<void> => {
    if (json) {
      const result = {
        seed: dealSeed,
        ...scored?.json,
        statistics: first,
        ...(compared ? {compare: {statistics: compared.statistics, comparison: compared.comparison}} : {})
      }
      const text = JSON.stringify(result, null, 2) + '\n'
      await (output === '-' ? writeStderr(io, text) : writeStdout(io, text))
      return
    }

    const lines: string[] = []
    lines.push('North–South: ' + ns + (ew === undefined ? '; East–West pass throughout' : '; East–West: ' + ew) + '; seed ' + dealSeed)
    lines.push('', statisticsText(first, {top}))
    if (compared && compare) {
      lines.push('', '— compared: ' + compare + ' for North–South —', '', statisticsText(compared.statistics, {top}))
      lines.push('', comparisonText(compared.comparison, [path.basename(ns), path.basename(compare)], count))
    }

    if (scored) lines.push('', scored.text)
    // With the PBN on stdout, the report goes to stderr.
    if (!silent || output !== '-') {
      const text = lines.join('\n') + '\n'
      await (output === '-' ? writeStderr(io, text) : writeStdout(io, text))
    }
  }

  const shortOfDeals = (produced: number, generated: number): number => {
    io.stderr.write('bidding simulate: only ' + produced + ' of ' + plural(count, 'deal') + ' fit `--where` within ' + generated + ' generated\n')
    return 1
  }

  if (!scoring) {
    // Without scoring, no board is kept: each is bid, counted and written as it is dealt.
    const sink = output === undefined ? undefined : openOutput(io, output === '-' ? undefined : output, reads)
    let run: StreamedRun
    try {
      // An output that cannot be written is said before the work, not after.
      await sink?.ready()
      run = await simulateStreamed(
        {
          count,
          seed: dealSeed,
          threads,
          where: where ? {seat, constraint: where} : undefined,
          systems: seats(nsSystem),
          compared: compareSystem ? seats(compareSystem) : undefined,
          dealer,
          vulnerability,
          fallback,
          pbn: sink ? {sink, options: pbnOptions} : undefined
        },
        io
      )
    } catch (error) {
      sink?.abort()
      throw error
    }

    if (run.produced < count) {
      sink?.abort()
      return shortOfDeals(run.produced, run.generated)
    }

    await sink?.close()
    await report(run.statistics, run.compared, undefined)
    return 0
  }

  // Scoring needs every board (the solver takes a tenth of a second a board, so these runs are short).
  const dealing = createProgress({total: count, unit: 'deals', stream: io.stderr})
  let dealt = 0
  const generated = await generateDeals({
    count,
    seed: dealSeed,
    threads,
    constraints: where ? {[seat]: where} : undefined,
    onProgress(totals) {
      dealing.tick(totals.produced - dealt)
      dealt = totals.produced
    }
  })
  dealing.done()
  if (generated.produced < count) return shortOfDeals(generated.produced, generated.generated)

  const run = (system: CompiledSystem, label: string): Simulation => {
    const progress = createProgress({total: count, unit: 'auctions' + label, stream: io.stderr})
    const result = runSimulation(generated.deals, seats(system), {dealer, vulnerability, fallback, onProgress: () => progress.tick()})
    progress.done()
    return result
  }

  /** Every board as PBN to `-o` (a file written atomically, or `-` for stdout). */
  const writeBoards = async (boards: Simulation['boards']): Promise<void> => {
    if (output === undefined) return
    await writeResult(io, output === '-' ? undefined : output, toPbn(boardsToPbn(boards, pbnOptions)), reads)
  }

  const scoreNames: [string, string] = [path.basename(ns), compare === undefined ? 'par' : path.basename(compare)]
  if (scoring.queue !== undefined) {
    // Loaded only to score: the solver and the queue's client take a fifth of a second to load.
    const [{chunksOf, portableTree}, {distributeRun, reportScores}] = await Promise.all([import('../score-chunks.js'), import('./simulate-score.js')])
    const shared: SharedRun = {
      systems: {
        ns: portableTree(trees[0]!),
        ew: ew === undefined ? undefined : portableTree(trees[1]!),
        compare: compare === undefined ? undefined : portableTree(trees.at(-1)!)
      },
      profile: reference ? 'reference' : 'default',
      dealer,
      vulnerability,
      fallback
    }
    const scored = await distributeRun(shared, chunksOf(generated.deals, scoring.chunk), scoring.queue, io)
    const result = await reportScores(scored, scoring, io, scoreNames)
    // The PBN's notes are the robot's explanations, which workers do not send
    // back; bidding costs milliseconds a board against the solver's tenth of a
    // second, so the boards are bid again here, as the local run bids them.
    if (output !== undefined) await writeBoards(run(nsSystem, '').boards)
    const text = json ? JSON.stringify({seed: dealSeed, ...result.json}, null, 2) : 'North–South: ' + ns + '; seed ' + dealSeed + '\n\n' + result.text
    // As in the local run: with the PBN on stdout, the report goes to stderr.
    if (json || !silent || output !== '-') await (output === '-' ? writeStderr(io, text + '\n') : writeStdout(io, text + '\n'))
    return 0
  }

  const first = run(nsSystem, '')
  const second = compareSystem ? run(compareSystem, ' (compared)') : undefined
  const scored = await (await import('./simulate-score.js')).scoreSimulation(first, second, scoring, io, {names: scoreNames, threads})
  await writeBoards(first.boards)
  await report(first.statistics, second ? {statistics: second.statistics, comparison: compareSimulations(first, second)} : undefined, scored)
  return 0
}

/**
 * `bidding deal`: deal hands, at random or fitting a constraint or the bids
 * of a system’s node, or run a dealer script and print what dealer prints.
 *
 * * `bidding deal --count N [--seed S] [--where TEXT] [--seat N|E|S|W] [--format pbn|line] [-o FILE]`
 * * `bidding deal --count N --system FILE --auction "1N P 2C" [--seat S] [--dealer N]`
 * * `bidding deal script.dl [--seed S] [-o FILE]`
 */

import path from 'node:path'
import type {LazyRegistry} from '@bidding/core/registry'
import type {Direction} from '@bidding/core/calls'
import {allOf, parseConstraint, type Constraint} from '@bidding/core/constraints'
import {formatDeals, generateDeals, parseDealerScript, runDealerScript, type TricksSolver} from '@bidding/deal'
import {parseDirection, undecidableAtoms} from '@bidding/hand'
import {rejectUnknownFlags, splitArgs, takeFlag, takeString, type ParsedArgs} from '../args.js'
import {UsageError} from '../errors.js'
import {inputsOf, readInput} from '../inputs.js'
import type {Io} from '../io.js'
import {openOutput, ReadFiles, type Sink} from '../output.js'
import {createProgress} from '../progress.js'
import {plural} from '../plural.js'
import {seedFlag} from '../seed.js'
import {hasFailures, printReport} from '../report.js'
import type {AuctionDealOptions} from './deal-auction.js'

const valueFlags = new Set(['count', 'seed', 'where', 'seat', 'format', 'o', 'output', 'system', 'from', 'auction', 'dealer', 'threads', 'max-generated', 'keep'])
const known = new Set([...valueFlags, 'full', 'silent'])

function integer(args: ParsedArgs, name: string, min: number): number | undefined {
  const value = takeString(args, name)
  if (value === undefined) return undefined
  if (!/^\d+$/.test(value) || Number(value) < min) throw new UsageError('Expected a whole number of at least ' + min + ' after `--' + name + '`, not `' + value + '`')
  return Number(value)
}

function direction(value: string | undefined, flag: string): Direction | undefined {
  if (value === undefined) return undefined
  const result = parseDirection(value)
  if (!result) throw new UsageError('Expected `N`, `E`, `S` or `W` after `--' + flag + '`, not `' + value + '`')
  return result
}

/** Where the deals go: stdout for no `-o` or `-o -`, else the file (never one the command read). */
function sink(io: Io, output: string | undefined, reads: ReadFiles): Sink {
  return openOutput(io, output === undefined || output === '-' ? undefined : output, reads)
}

/** Run `bidding deal`. */
export async function deal(argv: readonly string[], io: Io, registry: LazyRegistry): Promise<number> {
  const args = splitArgs(argv, valueFlags)
  rejectUnknownFlags(args, known)
  const seed = seedFlag(takeString(args, 'seed'))
  const threads = integer(args, 'threads', 1)
  const lazy = takeFlag(args, 'full') !== true
  const output = takeString(args, 'o', 'output')
  const silent = takeFlag(args, 'silent') === true
  if (args.positionals.length > 1) throw new UsageError('Expected one script, not ' + args.positionals.length)
  if (args.positionals.length === 1) {
    const rest = [...args.flags.keys()]
    if (rest.length > 0) throw new UsageError('Unexpected `--' + rest[0] + '` with a script (the script says what to deal)')
    return script(args.positionals[0]!, io, {seed, threads, lazy, output})
  }

  const from = takeString(args, 'from')
  // A format name has no dot: `--from boards.pbn` is boards to deal around.
  const boards = from !== undefined && /\.pbn$/i.test(from) ? from : undefined
  const count = integer(args, 'count', 0) ?? (boards === undefined ? undefined : 1)
  if (count === undefined) throw new UsageError('Expected `--count N` (or a dealer script)')
  const format = takeString(args, 'format') ?? 'pbn'
  if (format !== 'pbn' && format !== 'line') throw new UsageError('Expected `pbn` or `line` after `--format`, not `' + format + '`')
  const seat = direction(takeString(args, 'seat'), 'seat') ?? 'N'
  const dealer = direction(takeString(args, 'dealer'), 'dealer') ?? 'N'
  const maxGenerated = integer(args, 'max-generated', 1)
  const parts: Constraint[] = []

  const where = takeString(args, 'where')
  if (where !== undefined) {
    const result = parseConstraint(where)
    if (!result.ok) {
      throw new UsageError(result.message + ' at column ' + (result.start + 1) + ' of `--where ' + where + '`')
    }

    parts.push(result.constraint)
  }

  const system = takeString(args, 'system')
  const auction = takeString(args, 'auction')
  const keep = takeString(args, 'keep')
  const reads = new ReadFiles(io.cwd)
  if (boards !== undefined) {
    if (system !== undefined || auction !== undefined) throw new UsageError('Unexpected `--system`/`--auction` with `--from boards.pbn`')
    const {dealFromBoards, keepSeats} = await import('./deal-boards.js')
    return dealFromBoards(
      boards,
      {count, seed, keep: keep === undefined ? undefined : keepSeats(keep), where: parts[0], seat, maxGenerated, format, output, silent},
      io
    )
  }

  if (keep !== undefined) throw new UsageError('Expected `--from boards.pbn` with `--keep`')
  if (system !== undefined) {
    if (auction === undefined) throw new UsageError('Expected `--auction "1N P 2C"` with `--system`')
    return forAuction(system, from, auction, {count, seed, seat, dealer, where: parts[0], threads, lazy, maxGenerated, format, output, silent}, args, io, registry, reads)
  } else if (auction !== undefined || from !== undefined) {
    throw new UsageError('Expected `--system FILE` with `--auction` and `--from`')
  }

  const constraint = allOf(...parts)
  if (constraint) {
    const undecidable = undecidableAtoms(constraint)
    if (undecidable.length > 0) {
      io.stderr.write('bidding deal: cannot deal to `' + JSON.stringify(undecidable[0]) + '`: it depends on the auction (a suit variable or reference) or on a quality no one defined\n')
      return 1
    }
  }

  // Refused before dealing, not after.
  const out = sink(io, output, reads)
  const progress = createProgress({total: count, unit: 'deals', stream: io.stderr})
  let shown = 0
  const date = new Date()
  let result: Awaited<ReturnType<typeof generateDeals>>
  try {
    // Each chunk of deals is written as it is made: memory stays the same whatever the count.
    result = await generateDeals({
      count,
      seed,
      threads,
      lazy,
      maxGenerated,
      constraints: constraint ? {[seat]: constraint} : undefined,
      onDeals(deals, first) {
        // PBN games are separated by a blank line; lines end with their own line break.
        out.write((first > 0 && format === 'pbn' ? '\n' : '') + formatDeals(deals, {format, firstBoard: first + 1, date}))
      },
      ready: () => out.ready(),
      onProgress(totals) {
        progress.tick(totals.produced - shown)
        shown = totals.produced
      }
    })
  } catch (error) {
    progress.done()
    out.abort()
    throw error
  }

  progress.done()
  await out.close()
  if (!silent) {
    io.stderr.write(
      'bidding deal: ' + plural(result.produced, 'deal') + ' (' + result.generated + ' generated), seed ' + result.seed + '\n'
    )
  }

  if (result.produced < count) {
    io.stderr.write(
      'bidding deal: only ' + result.produced + ' of ' + plural(count, 'deal') + ' fit within ' + result.generated + ' generated; raise `--max-generated` or loosen the constraint\n'
    )
    return 1
  }

  return 0
}

/**
 * Deals for an auction: every seat's hand makes its call when the robot
 * bids the system (`deal-auction.ts`); the acceptance rate is reported.
 */
async function forAuction(
  name: string,
  from: string | undefined,
  auction: string,
  options: Omit<AuctionDealOptions, 'onProgress'> & {format: 'pbn' | 'line'; output: string | undefined; silent: boolean},
  args: ParsedArgs,
  io: Io,
  registry: LazyRegistry,
  reads: ReadFiles
): Promise<number> {
  // The robot and the readers load only when dealing for an auction, so a dealer script starts fast.
  const {auctionCalls, dealForAuction, leavesSystem} = await import('./deal-auction.js')
  const {loadSystem, readersOf} = await import('./load-system.js')
  const calls = auctionCalls(auction)
  const [reader] = readersOf([name], from, io, registry)
  const loaded = await loadSystem(name, reader!, args, io, registry)
  if (!loaded) return 1
  reads.addFile(loaded.file)
  const auctionText = calls.join(' ')
  const leaves = leavesSystem(loaded.system, calls, options.dealer)
  if (leaves !== undefined) {
    const reached = calls.slice(0, leaves).join(' ')
    io.stderr.write('bidding deal: the auction `' + auctionText + '` is not in ' + name + (reached ? ' (it leaves the system after `' + reached + '`)' : '') + '\n')
    return 1
  }

  // Refused before dealing, not after.
  const out = sink(io, options.output, reads)
  const progress = createProgress({total: options.count, unit: 'deals', stream: io.stderr})
  let shown = 0
  let result: Awaited<ReturnType<typeof dealForAuction>>
  try {
    result = await dealForAuction(loaded.system, calls, {
      ...options,
      onProgress(accepted) {
        progress.tick(accepted - shown)
        shown = accepted
      }
    })
  } catch (error) {
    out.abort()
    throw error
  }

  progress.done()
  for (const direction of result.unconstrained) {
    io.stderr.write('bidding deal: ' + direction + '’s calls in `' + auctionText + '` show nothing machine-readable; its hands are only checked by bidding\n')
  }

  out.write(formatDeals(result.deals, {format: options.format, dealer: options.dealer}))
  await out.close()
  const rate = result.tried === 0 ? '0' : ((result.deals.length / result.tried) * 100).toFixed(1)
  if (!options.silent) {
    io.stderr.write(
      'bidding deal: ' + plural(result.deals.length, 'deal') + ' bid `' + auctionText + '` (' + result.generated + ' generated, ' +
        result.tried + ' fit what the calls show, ' + rate + '% of those bid the auction), seed ' + result.seed + '\n'
    )
  }

  if (result.deals.length < options.count) {
    io.stderr.write(
      'bidding deal: only ' + result.deals.length + ' of ' + plural(options.count, 'deal') + ' bid `' + auctionText + '` within ' + result.generated +
        ' generated; the robot may never bid it with ' + name + ', or raise `--max-generated`\n'
    )
    return 1
  }

  return 0
}

/** Run a dealer script. */
async function script(
  name: string,
  io: Io,
  options: {seed: number | string | undefined; threads: number | undefined; lazy: boolean; output: string | undefined}
): Promise<number> {
  const [input] = inputsOf([name], io)
  const file = await readInput(input!, io)
  const parsed = hasFailures([file]) ? undefined : parseDealerScript(String(file), file)
  await printReport([file], io)
  if (!parsed) return 1
  const solveTricks = parsed.tricks ? await tricksSolver(io) : undefined
  if (parsed.tricks && !solveTricks) return 1
  const reads = new ReadFiles(io.cwd)
  reads.add(input!.absolute)
  const out = sink(io, options.output, reads)
  const progress = createProgress({total: parsed.produce, unit: 'deals', stream: io.stderr})
  let shown = 0
  try {
    await runDealerScript(parsed, {
      seed: options.seed,
      threads: options.threads,
      lazy: options.lazy,
      fileName: input!.absolute === undefined ? '(null)' : path.basename(input!.name),
      write: (text) => out.write(text),
      solveTricks,
      onProgress(totals) {
        progress.tick(totals.produced - shown)
        shown = totals.produced
      }
    })
  } catch (error) {
    out.abort()
    throw error
  } finally {
    progress.done()
  }

  await out.close()
  return 0
}

/**
 * `tricks()` solved by libdds (`@bidding/dds`, loaded only for such scripts),
 * a batch of tables per chunk of deals; `undefined` (said why) without libdds.
 */
async function tricksSolver(io: Io): Promise<TricksSolver | undefined> {
  const {ddsAvailable, ddStrains, solveTables} = await import('@bidding/dds')
  if (!ddsAvailable()) {
    io.stderr.write('bidding deal: the script uses `tricks`, which needs libdds (Debian: `apt-get install libdds0`)\n')
    return undefined
  }

  return async (deals) => {
    const tables = await solveTables(deals)
    return tables.map((table) => ddStrains.flatMap((strain) => [table[strain].N, table[strain].E, table[strain].S, table[strain].W]))
  }
}

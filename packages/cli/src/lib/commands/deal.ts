/**
 * `bidding deal`: deal hands, at random or fitting a constraint or the bids
 * of a system’s node, or run a dealer script and print what dealer prints.
 *
 * * `bidding deal --count N [--seed S] [--where TEXT] [--seat N|E|S|W] [--format pbn|line] [-o FILE]`
 * * `bidding deal --count N --system FILE --auction "1N P 2C" [--seat S] [--dealer N]`
 * * `bidding deal script.dl [--seed S] [-o FILE]`
 */

import {once} from 'node:events'
import {createWriteStream} from 'node:fs'
import {rename, rm} from 'node:fs/promises'
import path from 'node:path'
import type {Writable} from 'node:stream'
import {allOf, parseAuction, parseConstraint, type Constraint, type Direction, type Registry, type Root} from '@bidding/core'
import {auctionConstraints, formatDeals, generateDeals, parseDealerScript, runDealerScript} from '@bidding/deal'
import {parseDirection, undecidableAtoms} from '@bidding/hand'
import {unified} from 'unified'
import type {VFile} from 'vfile'
import {rejectUnknownFlags, splitArgs, takeFlag, takeString, type ParsedArgs} from '../args.js'
import {UsageError} from '../errors.js'
import {inputsOf, readerFor, readInput} from '../inputs.js'
import {write, type Io} from '../io.js'
import {createProgress} from '../progress.js'
import {hasFailures, printReport, recordError} from '../report.js'

const valueFlags = new Set(['count', 'seed', 'where', 'seat', 'format', 'o', 'output', 'system', 'from', 'auction', 'dealer', 'threads', 'max-generated'])
const known = new Set([...valueFlags, 'full', 'silent'])

function integer(args: ParsedArgs, name: string, min: number): number | undefined {
  const value = takeString(args, name)
  if (value === undefined) return undefined
  if (!/^\d+$/.test(value) || Number(value) < min) throw new UsageError('Expected a whole number of at least ' + min + ' after `--' + name + '`, not `' + value + '`')
  return Number(value)
}

function seedFrom(value: string | undefined): number | string | undefined {
  if (value === undefined) return undefined
  if (/^\d+$/.test(value)) {
    if (Number(value) > 0xffffffff) throw new UsageError('Expected a seed from 0 to 4294967295 (or any text), not `' + value + '`')
    return Number(value)
  }

  return value
}

function direction(value: string | undefined, flag: string): Direction | undefined {
  if (value === undefined) return undefined
  const result = parseDirection(value)
  if (!result) throw new UsageError('Expected `N`, `E`, `S` or `W` after `--' + flag + '`, not `' + value + '`')
  return result
}

/** Where deals go as they are made. */
interface Sink {
  write: (text: string) => void
  /** A promise while the output is full: dealing waits for it (so memory stays bounded). */
  ready: () => Promise<void> | undefined
  /** Finish: flush stdout, or move the written file into place. */
  close: () => Promise<void>
  /** Give up: remove the temporary file (the output is left as it was). */
  abort: () => Promise<void>
}

/**
 * Stream output to stdout, or to a temporary file beside `output` that
 * replaces it when all is written (never a partial file in its place).
 */
function sink(io: Io, output: string | undefined): Sink {
  const stdout = output === undefined || output === '-'
  const target = stdout ? '' : path.resolve(io.cwd, output)
  const temporary = target + '.' + process.pid + '.' + Date.now() + '.tmp'
  const stream: Writable = stdout ? io.stdout : createWriteStream(temporary, {flags: 'wx'})
  let failure: unknown
  const onError = (error: unknown) => (failure ??= error)
  if (!stdout) stream.on('error', onError)
  return {
    write: (text) => void stream.write(text),
    ready: () => (failure ? Promise.reject(failure) : stream.writableNeedDrain ? once(stream, 'drain').then(() => undefined) : undefined),
    async close() {
      if (stdout) return write(io.stdout, '')
      try {
        await new Promise<void>((resolve, reject) => {
          if (failure) reject(failure)
          else stream.end((error?: Error | null) => (error ? reject(error) : resolve()))
        })
        await rename(temporary, target)
      } catch (error) {
        await rm(temporary, {force: true})
        throw error
      }
    },
    async abort() {
      if (stdout) return
      stream.destroy()
      await rm(temporary, {force: true})
    }
  }
}

/** Run `bidding deal`. */
export async function deal(argv: readonly string[], io: Io, registry: Registry): Promise<number> {
  const args = splitArgs(argv, valueFlags)
  rejectUnknownFlags(args, known)
  const seed = seedFrom(takeString(args, 'seed'))
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

  const count = integer(args, 'count', 0)
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
  const from = takeString(args, 'from')
  const auction = takeString(args, 'auction')
  if (system !== undefined) {
    if (auction === undefined) throw new UsageError('Expected `--auction "1N P 2C"` with `--system`')
    const shown = await systemConstraint(system, from, auction, {seat, dealer}, io, registry)
    if (typeof shown === 'number') return shown
    if (shown) parts.push(shown)
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

  const progress = createProgress({total: count, unit: 'deals', stream: io.stderr})
  let shown = 0
  const out = sink(io, output)
  const date = new Date()
  // Each chunk of deals is written as it is made: memory stays the same whatever the count.
  let result: Awaited<ReturnType<typeof generateDeals>>
  try {
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
      ready: out.ready,
      onProgress(totals) {
        progress.tick(totals.produced - shown)
        shown = totals.produced
      }
    })
  } catch (error) {
    progress.done()
    await out.abort()
    throw error
  }

  progress.done()
  await out.close()
  if (!silent) {
    io.stderr.write(
      'bidding deal: ' + result.produced + ' deals (' + result.generated + ' generated), seed ' + result.seed + '\n'
    )
  }

  if (result.produced < count) {
    io.stderr.write(
      'bidding deal: only ' + result.produced + ' of ' + count + ' deals fit within ' + result.generated + ' generated; raise `--max-generated` or loosen the constraint\n'
    )
    return 1
  }

  return 0
}

/** The constraint the seat’s calls show in a system, or an exit code on failure. */
async function systemConstraint(
  name: string,
  from: string | undefined,
  auctionText: string,
  options: {seat: Direction; dealer: Direction},
  io: Io,
  registry: Registry
): Promise<Constraint | undefined | number> {
  const {calls, problems} = parseAuction(auctionText)
  if (problems.length > 0) throw new UsageError(problems[0]!.reason + ' in `--auction ' + auctionText + '`')
  const [input] = inputsOf([name], io)
  const reader = readerFor(input!, from, registry)
  const file: VFile = await readInput(input!, io)
  let tree: Root | undefined
  if (!hasFailures([file])) {
    try {
      const processor = unified().use(reader.parse!)
      tree = (await processor.run(processor.parse(file), file)) as Root
    } catch (error) {
      recordError(file, error)
    }
  }

  printReport([file], io, {silent: true})
  if (!tree || hasFailures([file])) return 1
  const shown = auctionConstraints(tree, calls, options)
  if (!shown.found) {
    const reached = shown.bids.map((bid) => bid.call).join(' ')
    io.stderr.write(
      'bidding deal: the auction `' + auctionText + '` is not in ' + name + (reached ? ' (it leaves the system after `' + reached + '`)' : '') + '\n'
    )
    return 1
  }

  const constraint = shown.constraints[options.seat]
  if (!constraint) io.stderr.write('bidding deal: ' + options.seat + ' made no call with a constraint in `' + auctionText + '`; dealing it any hand\n')
  return constraint
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
  printReport([file], io)
  if (!parsed) return 1
  const out = sink(io, options.output)
  const progress = createProgress({total: parsed.produce, unit: 'deals', stream: io.stderr})
  let shown = 0
  try {
    await runDealerScript(parsed, {
      seed: options.seed,
      threads: options.threads,
      lazy: options.lazy,
      fileName: input!.absolute === undefined ? '(null)' : path.basename(input!.name),
      write: out.write,
      onProgress(totals) {
        progress.tick(totals.produced - shown)
        shown = totals.produced
      }
    })
  } catch (error) {
    await out.abort()
    throw error
  } finally {
    progress.done()
  }

  await out.close()
  return 0
}

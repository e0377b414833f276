/**
 * The drop-in commands `bml2bss`, `bml2html` and `bml2latex`: the
 * reference's arguments and default output file, our readers and writers,
 * messages through vfile-reporter, exit codes 0 (ok), 1 (bad input) and 2
 * (usage).
 */

import {readFile, stat} from 'node:fs/promises'
import path from 'node:path'
import {splitMessagesByFile, capMessages} from '@bidding/core/messages'
import {chunksOf, lazyRegistryOf, type FormatInfo, type LazyRegistry, type Registry} from '@bidding/core/registry'
import type {VFile} from 'vfile'
import {reporter} from 'vfile-reporter'
import {dropInUsage, dropInUsageLine, parseDropInArgs, type DropIn, type DropInArgs} from './drop-in-args.js'
import {UsageError} from './errors.js'
import {readInput, type Input} from './inputs.js'
import type {Io} from './io.js'
import {guardStreams, openOutput, OutputError, OverwriteError, ReadFiles, writeChunks, writeStderr, writeStdout, type Sink} from './output.js'
import {recordError, unreadable} from './report.js'

/** Options of `runDropIn`. */
export interface DropInOptions {
  /** Formats to use (default: every format of `@bidding/formats`). */
  registry?: Registry | undefined
}

async function version(): Promise<string> {
  const text = await readFile(new URL('../../package.json', import.meta.url), 'utf8')
  return (JSON.parse(text) as {version: string}).version
}

async function isDirectory(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isDirectory()
  } catch {
    return false
  }
}

/** `name.bml` → `name`; only the last extension of the file name goes (the reference cuts at the first dot of the whole path). */
function stem(file: string): string {
  const base = path.basename(file)
  const dot = base.lastIndexOf('.')
  return dot > 0 ? base.slice(0, dot) : base
}

/**
 * Where the output goes: a path, or `undefined` for stdout.
 *
 * @throws {UsageError} when that is the input itself.
 */
export async function dropInTarget(dropIn: DropIn, args: DropInArgs, io: Io): Promise<string | undefined> {
  const input = args.input === '-' ? undefined : path.resolve(io.cwd, args.input!)
  let target: string | undefined
  if (args.output === '-') return undefined
  if (args.output === undefined) {
    if (!input) return undefined
    target = path.join(path.dirname(input), stem(input) + dropIn.extension)
  } else {
    target = path.resolve(io.cwd, args.output)
    if (await isDirectory(target)) target = path.join(target, (input ? stem(input) : 'stdin') + dropIn.extension)
  }

  if (target !== undefined && input !== undefined) {
    const reads = new ReadFiles(io.cwd)
    reads.add(input)
    try {
      reads.refuse(target)
    } catch {
      throw new UsageError('refusing to overwrite the input file `' + args.input + '`; give another `-o`')
    }
  }

  return target
}

function pick(options: FormatInfo['parseOptions'], values: Record<string, unknown>): Record<string, unknown> {
  const names = new Set((options ?? []).map((option) => option.name))
  return Object.fromEntries(Object.entries(values).filter(([key, value]) => value !== undefined && names.has(key)))
}

/**
 * Run a drop-in command with `argv` (without `node` and the script).
 *
 * @returns the exit code.
 */
export async function runDropIn(dropIn: DropIn, argv: readonly string[], io: Io, options: DropInOptions = {}): Promise<number> {
  guardStreams(io)
  try {
    return await dropInRun(dropIn, argv, io, options)
  } catch (error) {
    if (error instanceof OverwriteError) {
      await writeStderr(io, dropIn.name + ': error: ' + error.message + '\n')
      return 2
    }

    if (!(error instanceof OutputError)) throw error
    if (error.quiet) return 0
    await writeStderr(io, dropIn.name + ': error: ' + error.message + '\n')
    return 1
  }
}

async function dropInRun(dropIn: DropIn, argv: readonly string[], io: Io, options: DropInOptions): Promise<number> {
  // The BML reader and one writer are loaded when the conversion starts, no other format.
  const registry: LazyRegistry = options.registry ? lazyRegistryOf(options.registry) : (await import('@bidding/formats/lazy')).lazyRegistry
  let args: DropInArgs
  let target: string | undefined
  try {
    args = parseDropInArgs(dropIn, argv)
    if (args.help) {
      await writeStdout(io, dropInUsage(dropIn) + '\n')
      return 0
    }

    if (args.version) {
      await writeStdout(io, dropIn.name + ' (@bidding/cli ' + (await version()) + ')\n')
      return 0
    }

    target = await dropInTarget(dropIn, args, io)
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr.write(dropInUsageLine(dropIn) + '\n' + dropIn.name + ': error: ' + error.message + '\n')
      return 2
    }

    throw error
  }

  const reader = registry.get('bml')
  const writer = registry.get(dropIn.format)
  if (!reader?.reads || !writer?.writes) {
    io.stderr.write(dropIn.name + ': error: the `' + (reader?.reads ? dropIn.format : 'bml') + '` format is not installed\n')
    return 1
  }

  const input: Input = {name: args.input!, absolute: args.input === '-' ? undefined : path.resolve(io.cwd, args.input!)}
  if (args.verbose > 0) {
    io.stderr.write(dropIn.name + ': input file: ' + (input.absolute ?? 'stdin') + '\n')
    io.stderr.write(dropIn.name + ': output file: ' + (target ?? 'stdout') + '\n')
  }

  const file = await readInput(input, io)
  let failed = file.messages.some((message) => message.fatal)
  try {
    if (!failed) {
      let sink: Sink | undefined
      try {
        const processor = await registry.processor({
          from: 'bml',
          to: dropIn.format,
          parseOptions: pick(reader.parseOptions, {indentation: args.indentation, profile: args.profile, dialect: args.dialect}),
          stringifyOptions: pick(writer.stringifyOptions, {
            tree: args.tree,
            includeExternalFiles: args.includeExternalFiles,
            profile: args.profile
          }),
          chunked: true
        })
        await processor.process(file)
        const reads = new ReadFiles(io.cwd)
        reads.add(input.absolute)
        // An `#INCLUDE`d file is no more to be overwritten than the input.
        reads.addFile(file)
        // Written as it is made (to a temporary file beside the target, renamed at the end).
        sink = openOutput(io, target, reads)
        await writeChunks(sink, chunksOf(file))
        await sink.close()
      } catch (error) {
        sink?.abort()
        if (error instanceof OutputError || error instanceof OverwriteError) throw error
        recordError(file, error)
        failed = true
      }
    }
  } finally {
    report(file, args.verbose, io, dropIn.name)
  }

  return failed ? 1 : 0
}

/** Print the messages: warnings and errors; with `-v` notes too; with `-vv` their details. */
function report(file: VFile, verbose: number, io: Io, name: string): void {
  const failure = unreadable(file)
  if (failure) {
    io.stderr.write(name + ': error: Cannot read `' + file.history[0] + '`: ' + failure.reason + '\n')
    return
  }

  if (verbose === 0) file.messages = file.messages.filter((message) => message.fatal !== undefined)
  if (file.messages.length === 0) return
  capMessages(file)
  // As `bidding` does: a cause's stack trace only when debugging.
  if (!io.env.BIDDING_DEBUG) for (const message of file.messages) message.cause = undefined
  // Each message under the file it is about (an `#INCLUDE`d file's under that file).
  const text = reporter(splitMessagesByFile([file]), {
    quiet: true,
    color: Boolean(io.stderr.isTTY) && !io.env.NO_COLOR,
    verbose: verbose > 1 || Boolean(io.env.BIDDING_DEBUG)
  })
  if (text) io.stderr.write(text + '\n')
}

/**
 * `bidding convert <input…> [--from FORMAT] --to FORMAT [-o FILE|DIR|-]`
 */

import {stat} from 'node:fs/promises'
import path from 'node:path'
import {chunksOf, type FormatInfo, type LazyRegistry} from '@bidding/core/registry'
import type {VFile} from 'vfile'
import {rejectUnknownFlags, splitArgs, takeFlag, takeString, type ParsedArgs} from '../args.js'
import {UsageError} from '../errors.js'
import {inputsOf, names, readerFor, readInput, type Input} from '../inputs.js'
import type {Io} from '../io.js'
import {checkOptionValues, flagsOfInfos, optionValues} from '../options.js'
import {openOutput, OutputError, OverwriteError, ReadFiles, writeChunks, type Sink} from '../output.js'
import {createProgress} from '../progress.js'
import {hasFailures, printReport, recordError} from '../report.js'

/** Flags of every format that take a value. */
export function valueFlags(registry: LazyRegistry): Set<string> {
  const result = new Set<string>()
  for (const format of registry.formats) {
    for (const flag of [...flagsOfInfos(format.parseOptions), ...flagsOfInfos(format.stringifyOptions)]) {
      if (flag.kind !== 'boolean') result.add(flag.flag)
    }
  }

  return result
}

/** Flags of every format, boolean or not. */
export function formatFlags(registry: LazyRegistry): Set<string> {
  const result = new Set<string>()
  for (const format of registry.formats) {
    for (const flag of [...flagsOfInfos(format.parseOptions), ...flagsOfInfos(format.stringifyOptions)]) result.add(flag.flag)
  }

  return result
}

/**
 * Bind the option flags of the readers and the writer of a run. A format's
 * schema (zod) is loaded only to check the options given to it.
 *
 * @throws {UsageError} on a flag none of them (nor the command) knows, or a value a schema refuses.
 */
export async function bindOptions(
  args: ParsedArgs,
  readers: readonly FormatInfo[],
  writer: FormatInfo | undefined,
  builtIn: readonly string[],
  registry: LazyRegistry
): Promise<{parseOptions: Map<string, Record<string, unknown>>; stringifyOptions: Record<string, unknown>}> {
  const known = new Set(builtIn)
  for (const reader of readers) for (const flag of flagsOfInfos(reader.parseOptions)) known.add(flag.flag)
  for (const flag of flagsOfInfos(writer?.stringifyOptions)) known.add(flag.flag)
  rejectUnknownFlags(args, known)
  const parseOptions = new Map<string, Record<string, unknown>>()
  for (const reader of readers) {
    parseOptions.set(reader.name, await boundOptions(args, reader, 'parse', registry))
  }

  return {
    parseOptions,
    stringifyOptions: writer ? await boundOptions(args, writer, 'stringify', registry) : {}
  }
}

/** The options of one reader or writer from the flags, checked by its schema when there are any. */
export async function boundOptions(args: ParsedArgs, format: FormatInfo, role: 'parse' | 'stringify', registry: LazyRegistry): Promise<Record<string, unknown>> {
  const options = optionValues(args.flags, flagsOfInfos(role === 'parse' ? format.parseOptions : format.stringifyOptions))
  if (Object.keys(options).length > 0) {
    const loaded = await registry.load(format.name, role)
    checkOptionValues(options, role === 'parse' ? loaded.parseOptions : loaded.stringifyOptions, format.name + (role === 'parse' ? ' reader' : ' writer'))
  }

  return options
}

/**
 * A SLAMBidding system only names its conventions: load them, as a BML
 * `#INCLUDE` is read, unless `--no-resolve` says not to.
 */
export function resolveByDefault(parseOptions: Map<string, Record<string, unknown>>): void {
  for (const [name, options] of parseOptions) {
    if (name.startsWith('slam-') && options.resolve === undefined) options.resolve = true
  }
}

function writerFor(to: string | undefined, output: string | undefined, registry: LazyRegistry): FormatInfo {
  let name = to
  if (name === undefined) {
    const detected = output && output !== '-' ? registry.detect(output, 'stringify') : undefined
    if (!detected) throw new UsageError('Expected `--to FORMAT` (one of ' + names(registry, 'stringify') + ')')
    name = detected.name
  }

  const format = registry.get(name)
  if (!format) throw new UsageError('Unknown format `' + name + '` (see `bidding formats`)')
  if (!format.writes) {
    throw new UsageError('Format `' + name + '` cannot be written; writers: ' + names(registry, 'stringify'))
  }

  // `--to card -o card.pdf`: the format's PDF variant (`card-pdf`), where there is one.
  const pdf = !format.binary && output?.toLowerCase().endsWith('.pdf') ? registry.get(name + '-pdf') : undefined
  return pdf?.writes && pdf.binary ? pdf : format
}

async function isDirectory(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isDirectory()
  } catch {
    return false
  }
}

/** Where each input's result goes: a path, or `undefined` for stdout. */
async function targetsOf(
  inputs: readonly Input[],
  output: string | undefined,
  extension: string,
  io: Io
): Promise<Array<string | undefined>> {
  if (output === '-' || (output === undefined && inputs.length === 1)) {
    if (inputs.length > 1) throw new UsageError('Cannot write several outputs to stdout; use `-o DIR`')
    return [undefined]
  }

  if (output === undefined) throw new UsageError('Several inputs need `-o DIR`')
  const resolved = path.resolve(io.cwd, output)
  const directory = inputs.length > 1 || output.endsWith('/') || (await isDirectory(resolved))
  if (!directory) return [resolved]

  const targets = inputs.map((input) => {
    const base = input.absolute === undefined ? 'stdin' : path.basename(input.absolute)
    const stem = base.includes('.') ? base.slice(0, base.lastIndexOf('.')) : base
    return path.join(resolved, stem + extension)
  })
  const seen = new Set<string>()
  for (const target of targets) {
    if (seen.has(target)) throw new UsageError('Two inputs would both be written to `' + target + '`')
    seen.add(target)
  }

  return targets
}

/** Run `bidding convert`. */
export async function convert(argv: readonly string[], io: Io, registry: LazyRegistry): Promise<number> {
  const args = splitArgs(argv, new Set(['from', 'to', 'o', 'output', ...valueFlags(registry)]))
  const from = takeString(args, 'from')
  const to = takeString(args, 'to')
  const output = takeString(args, 'o', 'output')
  const silent = takeFlag(args, 'silent') === true
  const verbose = takeFlag(args, 'verbose') === true
  // A misspelt flag first: else its value is taken for an input.
  rejectUnknownFlags(args, formatFlags(registry))
  const inputs = inputsOf(args.positionals, io)
  const readers = inputs.map((input) => readerFor(input, from, registry))
  const writer = writerFor(to, output, registry)

  const {parseOptions, stringifyOptions} = await bindOptions(args, [...new Set(readers)], writer, ['silent', 'verbose'], registry)
  resolveByDefault(parseOptions)

  const extension = registry.extensionOf(writer)
  const targets = await targetsOf(inputs, output, extension, io)
  // Inputs first, so that nothing is read in vain; includes once they are known.
  const reads = new ReadFiles(io.cwd)
  for (const input of inputs) reads.add(input.absolute)
  for (const target of targets) if (target !== undefined) reads.refuse(target)

  if (writer.binary && targets.includes(undefined) && io.stdout.isTTY) {
    throw new UsageError('Refusing to write ' + writer.name + ' to a terminal; use `-o FILE`')
  }

  const files: VFile[] = []
  // Each output is written as it is made to a temporary file beside its
  // target (or to standard output), and renamed over the target only once
  // every input is read: no output replaces any file read for any input,
  // whichever was read first.
  const outputs: Array<{target: string; sink: Sink}> = []
  const progress = createProgress({total: inputs.length, unit: 'files', stream: io.stderr})
  try {
    for (const [index, input] of inputs.entries()) {
      const file = await readInput(input, io)
      files.push(file)
      if (!hasFailures([file])) await convertOne(file, index)
      progress.tick()
    }

    progress.done()
    for (const {target} of outputs) reads.refuse(target)
    for (const output of outputs.splice(0)) await output.sink.close()
  } catch (error) {
    for (const {sink} of outputs) sink.abort()
    // A refusal is said before anything else, as it stops the command before any output (exit 2).
    if (!(error instanceof OverwriteError)) await printReport(files, io, {silent, verbose})
    throw error
  }

  await printReport(files, io, {silent, verbose})
  return hasFailures(files) ? 1 : 0

  /** Read, transform and write one input; a failure of the reader or writer is the file's, a failure to write is the command's. */
  async function convertOne(file: VFile, index: number): Promise<void> {
    let sink: Sink | undefined
    try {
      const reader = readers[index]!
      const processor = await registry.processor({
        from: reader.name,
        to: writer.name,
        parseOptions: parseOptions.get(reader.name),
        stringifyOptions,
        chunked: true
      })
      const result = await processor.process(file)
      reads.addFile(result)
      const target = targets[index]
      // Refused now (known includes) as well as once every input is read, so nothing is written in vain.
      sink = openOutput(io, target, reads)
      if (target !== undefined) outputs.push({target, sink})
      await writeChunks(sink, chunksOf(result))
      if (target === undefined) await sink.close()
    } catch (error) {
      if (error instanceof OutputError || error instanceof OverwriteError) throw error
      // The writer failed: this input has no output, the others go on.
      if (sink) {
        sink.abort()
        const at = outputs.findIndex((output) => output.sink === sink)
        if (at !== -1) outputs.splice(at, 1)
      }

      recordError(file, error)
    }
  }
}

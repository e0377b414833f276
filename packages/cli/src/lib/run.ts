/**
 * The `bidding` command: dispatch to a command and turn every failure into
 * a message and an exit code (0 ok, 1 bad input, 2 usage), never a stack
 * trace.
 */

import type {LazyRegistry, Registry} from '@bidding/core/registry'
import {UsageError} from './errors.js'
import type {Io} from './io.js'
import {guardStreams, OutputError, OverwriteError, writeStderr, writeStdout} from './output.js'
import {commandUsage, mainUsage} from './usage.js'
import {cliVersion} from './version.js'

/** A command: its arguments in, an exit code out. */
export type Command = (argv: readonly string[], io: Io, registry: Registry) => Promise<number>

/** A built-in command: it takes the formats as a lazy registry, and loads only the reader and writer it uses. */
type BuiltInCommand = (argv: readonly string[], io: Io, registry: LazyRegistry) => Promise<number>

/**
 * A built-in command, loaded on first use: `bidding --version` loads none,
 * and `bidding deal script.dl` loads neither the formats' descriptions nor
 * the robot; `bidding convert a.bml --to bss` loads the BML reader and the
 * BSS writer, no other format. `formats` says whether a run needs the
 * formats' descriptions.
 */
interface LazyCommand {
  load: () => Promise<BuiltInCommand>
  formats: (argv: readonly string[]) => boolean
}

const always = () => true

const builtIn = new Map<string, LazyCommand>([
  ['convert', {load: async () => (await import('./commands/convert.js')).convert, formats: always}],
  ['check', {load: async () => (await import('./commands/check.js')).check, formats: always}],
  ['formats', {load: async () => (await import('./commands/formats.js')).formats, formats: always}],
  [
    'deal',
    {
      load: async () => (await import('./commands/deal.js')).deal,
      // Only dealing for a system's auction reads a system.
      formats: (argv) => argv.some((arg) => arg === '--system' || arg.startsWith('--system=') || arg === '--from' || arg.startsWith('--from='))
    }
  ],
  ['bid', {load: async () => (await import('./commands/bid.js')).bid, formats: always}],
  ['simulate', {load: async () => (await import('./commands/simulate.js')).simulate, formats: always}],
  ['play', {load: async () => (await import('./commands/play.js')).play, formats: always}],
  ['dd', {load: async () => (await import('./commands/dd.js')).dd, formats: () => false}],
  ['worker', {load: async () => (await import('./commands/worker.js')).worker, formats: always}]
])

/** The registry a run without formats gets: it knows none. */
const noFormats: LazyRegistry = {
  formats: [],
  get: () => undefined,
  detect: () => undefined,
  extensionOf: (format) => format.extensions?.[0] ?? format.outputExtension ?? '.' + format.name,
  async load(name) {
    throw new Error('Unknown format `' + name + '`')
  },
  async processor(settings) {
    throw new Error('Unknown format `' + settings.from + '`')
  }
}

/** The registry of a built-in command: the given formats, else every format of `@bidding/formats`, described, each loaded on first use. */
async function lazyRegistry(given: Registry | undefined): Promise<LazyRegistry> {
  if (given) return (await import('@bidding/core/registry')).lazyRegistryOf(given)
  return (await import('@bidding/formats/lazy')).lazyRegistry
}

/** Options of `run`. */
export interface RunOptions {
  /** Formats to use (default: every format of `@bidding/formats`). */
  registry?: Registry | undefined
  /** Extra commands, by name (a host can add its own). */
  commands?: Readonly<Record<string, Command>> | undefined
  /** Help text per extra command. */
  usage?: Readonly<Record<string, string>> | undefined
}

/**
 * Run the command line `argv` (without `node` and the script).
 *
 * @returns the exit code.
 */
export async function run(argv: readonly string[], io: Io, options: RunOptions = {}): Promise<number> {
  guardStreams(io)
  try {
    return await dispatch(argv, io, options)
  } catch (error) {
    // Standard output failed outside a command (help, version).
    if (error instanceof OutputError) return outputFailure(error, 'bidding', io)
    throw error
  }
}

async function dispatch(argv: readonly string[], io: Io, options: RunOptions): Promise<number> {
  const extra = options.commands ?? {}
  const usageOf = (topic: string): string | undefined =>
    options.usage && Object.hasOwn(options.usage, topic) ? options.usage[topic] : Object.hasOwn(commandUsage, topic) ? commandUsage[topic] : undefined
  const [name, ...rest] = argv

  if (name === undefined || name === '-h' || name === '--help') {
    await writeStdout(io, mainUsage + '\n')
    return name === undefined ? 2 : 0
  }

  if (name === '-v' || name === '--version') {
    await writeStdout(io, (await cliVersion()) + '\n')
    return 0
  }

  if (name === 'help') {
    const topic = rest[0]
    const text = topic === undefined ? undefined : usageOf(topic)
    await writeStdout(io, (text ?? mainUsage) + '\n')
    return topic !== undefined && text === undefined ? 2 : 0
  }

  // Names from the command line are never looked up on plain objects.
  const lazy = Object.hasOwn(extra, name) ? undefined : builtIn.get(name)
  if (!lazy && !Object.hasOwn(extra, name)) {
    await writeStderr(io, 'bidding: unknown command `' + name + '`\n\n' + mainUsage + '\n')
    return 2
  }

  if (rest.includes('-h') || rest.includes('--help')) {
    await writeStdout(io, (usageOf(name) ?? mainUsage) + '\n')
    return 0
  }

  try {
    if (!lazy) return await extra[name]!(rest, io, options.registry ?? (await import('@bidding/formats')).registry)
    const command = await lazy.load()
    return await command(rest, io, lazy.formats(rest) ? await lazyRegistry(options.registry) : noFormats)
  } catch (error) {
    if (error instanceof UsageError) {
      await writeStderr(io, 'bidding ' + name + ': ' + error.message + '\n(see `bidding ' + name + ' --help`)\n')
      return 2
    }

    if (error instanceof OverwriteError) {
      await writeStderr(io, 'bidding ' + name + ': ' + error.message + '\n')
      return 2
    }

    if (error instanceof OutputError) return outputFailure(error, 'bidding ' + name, io)

    // A missing solver (libdds) is the machine's setup, not a bug: its message says how to install it.
    if (error instanceof Error && error.name === 'DdsUnavailableError') {
      await writeStderr(io, 'bidding ' + name + ': ' + error.message + '\n')
      return 1
    }

    // A bug, not bad input: say so plainly; the stack only when debugging.
    const reason = error instanceof Error ? error.message : String(error)
    await writeStderr(io, 'bidding ' + name + ': internal error: ' + reason + '\n')
    if (io.env.BIDDING_DEBUG && error instanceof Error && error.stack) await writeStderr(io, error.stack + '\n')
    return 1
  }
}

/** A write that failed: quiet with exit 0 when the reader went away (`| head`), else one line and exit 1. */
export async function outputFailure(error: OutputError, prefix: string, io: Io): Promise<number> {
  if (error.quiet) return 0
  await writeStderr(io, prefix + ': ' + error.message + '\n')
  return 1
}

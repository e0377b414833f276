/**
 * The `bidding` command: dispatch to a command and turn every failure into
 * a message and an exit code (0 ok, 1 bad input, 2 usage), never a stack
 * trace.
 */

import {readFile} from 'node:fs/promises'
import type {Registry} from '@bidding/core'
import {registry as defaultRegistry} from '@bidding/formats'
import {bid} from './commands/bid.js'
import {check} from './commands/check.js'
import {convert} from './commands/convert.js'
import {dd} from './commands/dd.js'
import {deal} from './commands/deal.js'
import {formats} from './commands/formats.js'
import {play} from './commands/play.js'
import {simulate} from './commands/simulate.js'
import {worker} from './commands/worker.js'
import {UsageError} from './errors.js'
import type {Io} from './io.js'
import {commandUsage, mainUsage} from './usage.js'

/** A command: its arguments in, an exit code out. */
export type Command = (argv: readonly string[], io: Io, registry: Registry) => Promise<number>

const commands: Readonly<Record<string, Command>> = {convert, check, formats, deal, bid, simulate, play, dd, worker}

async function version(): Promise<string> {
  const text = await readFile(new URL('../../package.json', import.meta.url), 'utf8')
  return (JSON.parse(text) as {version: string}).version
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
  const registry = options.registry ?? defaultRegistry
  const all: Record<string, Command> = {...commands, ...options.commands}
  const usage: Record<string, string> = {...commandUsage, ...options.usage}
  const [name, ...rest] = argv

  if (name === undefined || name === '-h' || name === '--help') {
    io.stdout.write(mainUsage + '\n')
    return name === undefined ? 2 : 0
  }

  if (name === '-v' || name === '--version') {
    io.stdout.write((await version()) + '\n')
    return 0
  }

  if (name === 'help') {
    const topic = rest[0]
    io.stdout.write((topic ? (usage[topic] ?? mainUsage) : mainUsage) + '\n')
    return topic && !usage[topic] ? 2 : 0
  }

  const command = all[name]
  if (!command) {
    io.stderr.write('bidding: unknown command `' + name + '`\n\n' + mainUsage + '\n')
    return 2
  }

  if (rest.includes('-h') || rest.includes('--help')) {
    io.stdout.write((usage[name] ?? mainUsage) + '\n')
    return 0
  }

  try {
    return await command(rest, io, registry)
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr.write('bidding ' + name + ': ' + error.message + '\n(see `bidding ' + name + ' --help`)\n')
      return 2
    }

    // A missing solver (libdds) is the machine's setup, not a bug: its message says how to install it.
    if (error instanceof Error && error.name === 'DdsUnavailableError') {
      io.stderr.write('bidding ' + name + ': ' + error.message + '\n')
      return 1
    }

    // A bug, not bad input: say so plainly; the stack only when debugging.
    const reason = error instanceof Error ? error.message : String(error)
    io.stderr.write('bidding ' + name + ': internal error: ' + reason + '\n')
    if (io.env.BIDDING_DEBUG && error instanceof Error && error.stack) io.stderr.write(error.stack + '\n')
    return 1
  }
}

/**
 * A small argument splitter: positionals, and `--flag`, `--flag value`,
 * `--flag=value`, `--no-flag` and `-x` flags. Which flags take values is
 * known only once the formats are, so values are bound in a second step.
 */

import leven from 'leven'
import {UsageError} from './errors.js'

/** Split arguments. */
export interface ParsedArgs {
  positionals: string[]
  /** Flag name (without dashes) → values in order; `true`/`false` for bare and `--no-` flags. */
  flags: Map<string, Array<string | boolean>>
}

/**
 * Split `argv` given the flags that take a value (names without dashes,
 * short letters included).
 *
 * @throws {UsageError} when a value flag has no value.
 */
export function splitArgs(argv: readonly string[], takesValue: ReadonlySet<string>): ParsedArgs {
  const positionals: string[] = []
  const flags = new Map<string, Array<string | boolean>>()
  const add = (name: string, value: string | boolean) => {
    const list = flags.get(name) ?? []
    list.push(value)
    flags.set(name, list)
  }

  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index]!
    if (arg === '--') {
      positionals.push(...argv.slice(index + 1))
      break
    }

    if (arg === '-' || !arg.startsWith('-')) {
      positionals.push(arg)
      continue
    }

    const long = arg.startsWith('--')
    let name = long ? arg.slice(2) : arg.slice(1)
    let value: string | undefined
    const equals = name.indexOf('=')
    if (equals !== -1) {
      value = name.slice(equals + 1)
      name = name.slice(0, equals)
    }

    if (takesValue.has(name)) {
      if (value === undefined) {
        value = argv[++index]
        if (value === undefined) throw new UsageError('Expected a value after `' + arg + '`')
      }

      add(name, value)
    } else if (long && name.startsWith('no-') && value === undefined) {
      add(name.slice(3), false)
    } else {
      add(name, value ?? true)
    }
  }

  return {positionals, flags}
}

/** Take a flag's last value out of the parsed flags. */
export function takeFlag(args: ParsedArgs, ...names: string[]): string | boolean | undefined {
  let result: string | boolean | undefined
  for (const name of names) {
    const values = args.flags.get(name)
    if (values && values.length > 0) result = values.at(-1)
    args.flags.delete(name)
  }

  return result
}

/** Take a flag that must have a string value. */
export function takeString(args: ParsedArgs, ...names: string[]): string | undefined {
  const value = takeFlag(args, ...names)
  if (value === undefined) return undefined
  if (typeof value !== 'string') throw new UsageError('Expected a value after `--' + names[0] + '`')
  return value
}

function spell(name: string): string {
  return (name.length === 1 ? '-' : '--') + name
}

/** The known flag closest to a misspelt one, when it is close enough to be meant. */
function nearest(name: string, known: ReadonlySet<string>): string | undefined {
  let best: string | undefined
  let bestDistance = Math.max(1, Math.floor(name.length / 3)) + 1
  for (const candidate of known) {
    if (candidate.length === 1) continue
    const distance = leven(name, candidate)
    if (distance < bestDistance) {
      best = candidate
      bestDistance = distance
    }
  }

  return best
}

/** Fail on flags no one took, naming the flag that was probably meant. */
export function rejectUnknownFlags(args: ParsedArgs, known: ReadonlySet<string>): void {
  for (const name of args.flags.keys()) {
    if (known.has(name)) continue
    const meant = nearest(name, known)
    throw new UsageError('Unknown flag `' + spell(name) + '`' + (meant ? ' (did you mean `' + spell(meant) + '`?)' : ''))
  }
}

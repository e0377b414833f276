/**
 * Command-line flags derived from a format's options schema (zod): a
 * boolean field `includeExternalFiles` becomes `--include-external-files`
 * and `--no-include-external-files`, a number or string field takes a
 * value, an array field may repeat. Fields a command line cannot express
 * (functions, objects) are left to code.
 */

import {optionInfosOf, type OptionInfo, type OptionKind} from '@bidding/core/registry'
import type {z} from 'zod'
import {UsageError} from './errors.js'

/** How a flag takes its value: as its option does. */
export type FlagKind = OptionKind

/** A flag a schema field gives. */
export interface OptionFlag {
  /** Field name in the options object. */
  key: string
  /** Flag name without dashes (`include-external-files`). */
  flag: string
  kind: FlagKind
  description?: string | undefined
  choices?: readonly string[] | undefined
}

function kebab(key: string): string {
  return key.replaceAll(/[A-Z]/g, (letter) => '-' + letter.toLowerCase())
}

/** The flags of a format's described options (`FormatInfo.parseOptions`, `stringifyOptions`): no schema is loaded. */
export function flagsOfInfos(options: readonly OptionInfo[] | undefined): OptionFlag[] {
  return (options ?? []).map((option) => ({
    key: option.name,
    flag: kebab(option.name),
    kind: option.kind,
    description: option.description,
    choices: option.choices
  }))
}

/** The flags of an options schema. */
export function flagsOf(schema: z.ZodObject | undefined): OptionFlag[] {
  return flagsOfInfos(optionInfosOf(schema))
}

/**
 * Read option flags from `args` (already split from positionals) into an
 * options object, and validate it with `schema`.
 *
 * @throws {UsageError} on a value of the wrong kind or one the schema refuses.
 */
export function optionsFrom(
  values: ReadonlyMap<string, Array<string | boolean>>,
  schema: z.ZodObject | undefined,
  label: string
): Record<string, unknown> {
  const options = optionValues(values, flagsOf(schema))
  checkOptionValues(options, schema, label)
  return options
}

/**
 * Read the given flags' values from `args` into an options object.
 *
 * @throws {UsageError} on a value of the wrong kind.
 */
export function optionValues(values: ReadonlyMap<string, Array<string | boolean>>, flags: readonly OptionFlag[]): Record<string, unknown> {
  const options: Record<string, unknown> = {}
  for (const flag of flags) {
    const given = values.get(flag.flag)
    if (!given || given.length === 0) continue
    const last = given.at(-1)!
    switch (flag.kind) {
      case 'boolean': {
        options[flag.key] = last === true || last === 'true'
        break
      }

      case 'number': {
        const number = typeof last === 'string' ? Number(last) : Number.NaN
        if (!Number.isFinite(number)) throw new UsageError('Expected a number after `--' + flag.flag + '`')
        options[flag.key] = number
        break
      }

      case 'string': {
        if (typeof last !== 'string') throw new UsageError('Expected a value after `--' + flag.flag + '`')
        options[flag.key] = last
        break
      }

      case 'list': {
        options[flag.key] = given.filter((value): value is string => typeof value === 'string')
        break
      }
    }
  }

  return options
}

/**
 * Validate options read from flags with the format's schema.
 *
 * @throws {UsageError} naming the first flag the schema refuses.
 */
export function checkOptionValues(options: Record<string, unknown>, schema: z.ZodObject | undefined, label: string): void {
  if (!schema) return
  const result = schema.safeParse(options)
  if (!result.success) {
    const issue = result.error.issues[0]!
    throw new UsageError('Invalid ' + label + ' option `--' + kebab(String(issue.path[0] ?? '')) + '`: ' + issue.message)
  }
}

/**
 * Command-line flags derived from a format's options schema (zod): a
 * boolean field `includeExternalFiles` becomes `--include-external-files`
 * and `--no-include-external-files`, a number or string field takes a
 * value, an array field may repeat. Fields a command line cannot express
 * (functions, objects) are left to code.
 */

import type {z} from 'zod'
import {UsageError} from './errors.js'

/** How a flag takes its value. */
export type FlagKind = 'boolean' | 'number' | 'string' | 'list'

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

interface Def {
  type: string
  innerType?: {def: Def}
  element?: {def: Def}
  entries?: Record<string, string>
}

function kebab(key: string): string {
  return key.replaceAll(/[A-Z]/g, (letter) => '-' + letter.toLowerCase())
}

/** The flags of an options schema. */
export function flagsOf(schema: z.ZodObject | undefined): OptionFlag[] {
  if (!schema) return []
  const flags: OptionFlag[] = []
  for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    let def = field.def as unknown as Def
    while ((def.type === 'optional' || def.type === 'default' || def.type === 'nullable') && def.innerType) {
      def = def.innerType.def
    }

    let kind: FlagKind | undefined
    let choices: string[] | undefined
    if (def.type === 'boolean') kind = 'boolean'
    else if (def.type === 'number') kind = 'number'
    else if (def.type === 'string') kind = 'string'
    else if (def.type === 'enum' && def.entries) {
      kind = 'string'
      choices = Object.values(def.entries)
    } else if (def.type === 'array' && def.element?.def.type === 'string') kind = 'list'
    if (!kind) continue
    flags.push({key, flag: kebab(key), kind, description: field.description, choices})
  }

  return flags
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
  const options: Record<string, unknown> = {}
  for (const flag of flagsOf(schema)) {
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

  if (schema) {
    const result = schema.safeParse(options)
    if (!result.success) {
      const issue = result.error.issues[0]!
      throw new UsageError(
        'Invalid ' + label + ' option `--' + kebab(String(issue.path[0] ?? '')) + '`: ' + issue.message
      )
    }
  }

  return options
}

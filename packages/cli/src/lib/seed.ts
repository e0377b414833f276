/**
 * The `--seed` flag: a whole number is the seed itself, so the number a
 * command prints replays its deals; any other text is hashed into one.
 */

import {UsageError} from './errors.js'

/** Read `--seed` (`undefined`: a random seed). */
export function seedFlag(value: string | undefined): number | string | undefined {
  if (value === undefined) return undefined
  if (/^\d+$/.test(value)) {
    if (Number(value) > 0xffffffff) throw new UsageError('Expected a seed from 0 to 4294967295 (or any text), not `' + value + '`')
    return Number(value)
  }

  return value
}

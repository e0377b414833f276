/**
 * Vitest setup: pins fast-check's seed when `FC_SEED` is set, so a CI run
 * (which sets it) generates the same inputs every time and a failure it
 * reports can be replayed. Without `FC_SEED`, fast-check picks a fresh seed
 * for every property, so local runs keep exploring new inputs.
 *
 * A property that sets its own `seed` keeps it: parameters given to
 * `fc.assert` override the global ones.
 *
 * Replay a failure: `FC_SEED=<the seed fast-check printed> npx vitest run <file>`.
 */

import fc from 'fast-check'

/** The seed `FC_SEED` names, or `undefined` when it is unset or empty. */
export function seedOf(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined
  const seed = Number(value)
  // fast-check takes a 32-bit integer; anything else would be silently truncated.
  if (!Number.isInteger(seed) || seed < -(2 ** 31) || seed >= 2 ** 32) {
    throw new Error('FC_SEED must be a 32-bit integer (a fast-check seed), not `' + value + '`')
  }

  return seed
}

/** Pin fast-check's global seed to `FC_SEED` when it is set; otherwise change nothing. */
export function pinSeed(value: string | undefined): void {
  const seed = seedOf(value)
  if (seed !== undefined) fc.configureGlobal({...fc.readConfigureGlobal(), seed})
}

pinSeed(process.env.FC_SEED)

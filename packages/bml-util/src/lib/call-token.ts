/**
 * One call token of a BML 2 bid table (bml.md §5) without its parentheses:
 * `1C`, `1NT`, `P`, `D`, `R` and the patterns (`3CD`, `1M`, `2oM`, `2X`,
 * `1red`, `1black`, `2steps`), in core's canonical spelling.
 * `@bidding/bml-parse` reads tables with it; `@bidding/bml-stringify` checks
 * with it that what it writes reads back.
 */

import {normalizeCallPattern, parseCall} from '@bidding/core/calls'

const specialStrain = /^(?:M|m|oM|om|[CDHSN]+|[Bb][Ll][Aa][Cc][Kk]|[Rr][Ee][Dd]|[XxYyZz]|[Ss][Tt][Ee][Pp][Ss]?)$/

/**
 * Read one call token without parentheses, BML 2 style (`1NT`, `D`, `3CD`,
 * `2oM`): the canonical call or pattern, or `undefined` when it is none.
 */
export function readCallToken(token: string): string | undefined {
  if (token === 'P') return 'P'
  if (token === 'D') return 'X'
  if (token === 'R') return 'XX'
  if (/^[1-7](?:[CDHSN]|NT)$/.test(token)) return token.replace('NT', 'N')
  const match = /^(\d+)([a-zA-Z]+)$/.exec(token)
  if (!match || !specialStrain.test(match[2]!)) return undefined
  return normalizeCallPattern(token)
}

/**
 * Read one call token without parentheses as BML 1 tables write calls, where
 * the reference program takes any word as the call: everything
 * `readCallToken` reads, other spellings of pass, double and redouble (`X`,
 * `XX`, `Dbl`, `Pass`), suits as `!c` `!d` `!h` `!s` (`2!d`, `1!h!s`),
 * alternatives (`4H/other`, `3/4new`, `2/3x`), calls or higher (`2N+`) and
 * calls in words from core's `callWords` (`other`, `any`, `cue`, `3new`).
 * Returns the canonical call or pattern, or `undefined` when it is none.
 */
export function readBml1CallToken(token: string): string | undefined {
  const plain = token.replaceAll(/!([cdhs])/g, (_, suit: string) => suit.toUpperCase())
  const bml2 = readCallToken(plain)
  if (bml2) return bml2
  // `--` is pass to `parseCall`; here it is only an empty call between separators.
  if (plain.includes('-')) return undefined
  const call = parseCall(plain)
  if (call) return call
  return normalizeCallPattern(plain)
}

/**
 * Call tokens of bid tables (bml.md §5): `1C`, `1NT`, `P`, `D`, `R`, the
 * opponents' calls in parentheses, and the patterns (`3CD`, `1M`, `2oM`,
 * `2X`, `1red`, `1black`, `2steps`), validated with BML 2's rules and stored
 * in core's canonical spelling.
 */

import {readBml1CallToken, readCallToken} from '@bidding/bml-util'
import {normalizeCallPattern, type Side} from '@bidding/core/calls'

/** A call token read. */
export interface ParsedCall {
  /** Canonical call or pattern. */
  call: string
  by: Side
  /** The token without its parentheses, when it is not the canonical spelling. */
  raw?: string | undefined
  /** Start of the call inside the token (after a parenthesis). */
  start: number
  /** What the reader had to make of it (a warning to report). */
  problem?: {reason: string; ruleId: string} | undefined
}

/**
 * Read a call token of a bid table.
 *
 * @param token the token as written (`(1NT)`, `2HS`, `2S/3H`)
 * @param reference read as BML 2.7.0 does: alternatives become their last
 *   option, and text before the last digits and letters is ignored
 * @returns the call (shared: do not change it), or `undefined` when the
 *   token is not a call.
 */
export function readCall(token: string, reference: boolean, bml1 = false): ParsedCall | undefined {
  const cache = reference ? referenceCache : bml1 ? bml1Cache : defaultCache
  let result = cache.get(token)
  if (result === undefined) {
    result = (bml1 && !reference ? readBml1(token) : read(token, reference)) ?? null
    if (cache.size > 10_000) cache.clear()
    cache.set(token, result)
  }

  return result ?? undefined
}

// Tokens repeat a lot (`P`, `1N`, `2C` …): read each once.
const defaultCache = new Map<string, ParsedCall | null>()
const referenceCache = new Map<string, ParsedCall | null>()
const bml1Cache = new Map<string, ParsedCall | null>()

/**
 * BML 1 takes any word as a call; read what names or describes one
 * (`bareDispositions` aside, `X`, `Dbl`, `2!d`, `4H/other`, `any`) and leave
 * the rest to be reported.
 */
function readBml1(token: string): ParsedCall | undefined {
  const side = /^\((.+)\)$/.exec(token)
  const inner = side ? side[1]! : token
  const call = readBml1CallToken(inner)
  if (!call) return undefined
  return withRaw({call, by: side ? 'they' : 'we', start: side ? 1 : 0}, inner)
}

function read(token: string, reference: boolean): ParsedCall | undefined {
  let inner = token
  let by: Side = 'we'
  let start = 0
  const side = /^\((.+)\)$/.exec(token)
  if (side) {
    inner = side[1]!
    by = 'they'
    start = 1
  }

  const single = readCallToken(inner)
  if (single) return withRaw({call: single, by, start}, inner)

  if (inner.includes('/')) {
    const parts = inner.split('/')
    const options = parts.map((part) => readCallToken(part))
    if (!reference && options.every((option) => option !== undefined)) {
      const call = normalizeCallPattern(options.join('/'))
      if (call) {
        return withRaw(
          {
            call,
            by,
            start,
            problem: {
              reason: 'Unexpected alternatives `' + inner + '`, they are kept as one pattern (BML 2 reads only `' + parts.at(-1) + '`)',
              ruleId: 'call-alternatives'
            }
          },
          inner
        )
      }
    }
  }

  if (reference) {
    // BML 2 types a call with `re.search(r'(\d+)([a-zA-Z]+)\Z')`: whatever
    // comes before the last digits and letters is ignored.
    const tail = /(\d+)([a-zA-Z]+)$/.exec(inner)
    if (tail && tail.index > 0) {
      const call = readCallToken(tail[0])
      if (call) {
        const alternatives = inner.includes('/')
        return withRaw(
          {
            call,
            by,
            start,
            problem: {
              reason: alternatives
                ? 'Unexpected alternatives `' + inner + '`, only the last one (`' + tail[0] + '`) is read'
                : 'Unexpected `' + inner.slice(0, tail.index) + '` before `' + tail[0] + '`, it is ignored',
              ruleId: alternatives ? 'call-alternatives' : 'invalid-call'
            }
          },
          inner
        )
      }
    }
  }

  return undefined
}

function withRaw(result: ParsedCall, inner: string): ParsedCall {
  if (inner !== result.call) result.raw = inner
  return result
}

/** Reason for a token that is not a call. */
export function invalidCallReason(token: string, bml1 = false): string {
  if (token === '') return 'Unexpected empty call between `-` separators, expected a call'
  if (bml1) {
    return (
      'Unexpected call `' + token + '`, expected a call (`1C`…`7N`, `P`, `X`, `Dbl`, `2!d`, maybe in parentheses), ' +
      'a pattern (`3CD`, `1M`, `2X`, `2steps`, `2N+`, `3/4M`) or a call in words (`other`, `any`, `cue`, `3new`, `jump` …)'
    )
  }

  return (
    'Unexpected call `' + token + '`, expected a call (`1C`…`7N`, `P`, `D`, `R`, maybe in parentheses) ' +
    'or a pattern (`3CD`, `1M`, `2oM`, `2X`, `1red`, `2steps`)'
  )
}

/**
 * SLAMBidding's call spelling (`PASS`, `X`, `XX`, `1C`…`7NT`, case-sensitive),
 * its `over` lists and version 1 auctions, as the reader reads them and the
 * writer checks that what it writes reads back.
 */

import {formatCall, isCall, parseCall, type Call, type Seat} from '@bidding/core/calls'

const slamCall = /^(?:PASS|XX?|[1-7](?:C|D|H|S|NT))$/

/** The call when `value` is spelled exactly as SLAMBidding compares it. */
export function parseSlamCall(value: string): Call | undefined {
  return slamCall.test(value) ? parseCall(value) : undefined
}

/**
 * A call in any common spelling (`Pass`, `1nt`), checked: `parseCall` looks
 * strains up in a plain object, so `1 constructor` would give garbage.
 */
export function looseCall(value: string): Call | undefined {
  const call = parseCall(value)
  return call !== undefined && isCall(call) ? call : undefined
}

/** Read an `over` attribute item: a call in SLAM spelling, another spelling, or not a call. */
export function readOverItem(item: string): {value: string; exact: boolean} {
  const exact = parseSlamCall(item)
  if (exact) return {value: exact, exact: true}
  const loose = looseCall(item)
  return {value: loose ?? item, exact: false}
}

/**
 * Split `over` the way the reference does: `all` is every call; otherwise
 * the list is split on the exact string `", "`.
 */
export function splitOver(value: string): 'all' | string[] {
  return value === 'all' ? 'all' : value.split(', ')
}

/** Spell an `over` value as the writer would. */
export function formatOver(over: 'all' | readonly string[]): string {
  if (over === 'all') return 'all'
  return over.map((item) => (parseSlamCall(item) === undefined && isCanonical(item) ? formatCall(item, 'slam') : item)).join(', ')
}

function isCanonical(value: string): value is Call {
  return /^(?:[1-7][CDHSN]|P|X|XX)$/.test(value)
}

/** One of our calls on the way to a version 1 action, with RHO's call before it. */
export interface V1Step {
  call: string
  over: string | undefined
}

/** A version 1 `<auction>`: the path of our calls, RHO's last call, and the seat of the player to call. */
export interface V1Auction {
  steps: V1Step[]
  /** RHO's last call; absent for an opening (the auction is only passes). */
  over: string | undefined
  seat: Seat
}

/**
 * Read a version 1 `<auction>` (the calls before an action, `", "`
 * separated; a blank text is the empty auction). Leading passes give the
 * seat, the last call is RHO's, and the calls between alternate partner and
 * LHO counting back from the end.
 *
 * @returns `undefined` when a call is not in SLAMBidding's spelling, or the
 *   auction is already over.
 */
export function splitV1Auction(text: string): V1Auction | undefined {
  const calls: string[] = []
  if (text.trim() !== '') {
    for (const item of text.split(', ')) {
      const call = parseSlamCall(item)
      if (!call) return undefined
      calls.push(call)
    }
  }

  let leading = 0
  while (leading < calls.length && calls[leading] === 'P') leading++
  if (leading === calls.length) return leading < 4 ? {steps: [], over: undefined, seat: (leading + 1) as Seat} : undefined
  const prefix = calls.slice(leading, -1)
  const steps: V1Step[] = []
  let pending: string | undefined
  for (const [index, call] of prefix.entries()) {
    if ((prefix.length - 1 - index) % 2 === 0) {
      steps.push({call, over: pending})
      pending = undefined
    } else {
      pending = call
    }
  }

  return {steps, over: calls.at(-1), seat: ((calls.length % 4) + 1) as Seat}
}

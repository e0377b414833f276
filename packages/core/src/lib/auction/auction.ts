/**
 * The auction: whose turn it is, what was bid last, which calls are legal,
 * and how the auction ended.
 */

import {bidRank, formatCall, isContractBid, parseCall} from '../call/call.js'
import type {Call, ContractBid, Direction, Side} from '../call/types.js'

/** Directions clockwise from North. */
export const directions: readonly Direction[] = ['N', 'E', 'S', 'W']

/** The direction `offset` seats clockwise from `from`. */
export function rotate(from: Direction, offset: number): Direction {
  return directions[(((directions.indexOf(from) + offset) % 4) + 4) % 4]!
}

/** Whether two directions are partners. */
export function arePartners(a: Direction, b: Direction): boolean {
  return directions.indexOf(a) % 2 === directions.indexOf(b) % 2
}

/** Facts about an auction so far. */
export interface AuctionStatus {
  /** Direction to call next (when the dealer is known). */
  turn: Direction
  /** The last contract bid, if any. */
  lastBid?: ContractBid | undefined
  /** Index (in the calls) of the last contract bid, or -1. */
  lastBidIndex: number
  /** Whether the last bid stands doubled (not redoubled). */
  doubled: boolean
  /** Whether the last bid stands redoubled. */
  redoubled: boolean
  /** Number of passes since the last call that was not a pass. */
  passes: number
  /** Three passes after a call, or four passes. */
  ended: boolean
}

/** Work out the state of an auction of canonical calls, starting with `dealer`. */
export function auctionStatus(calls: readonly Call[], dealer: Direction = 'N'): AuctionStatus {
  let lastBid: ContractBid | undefined
  let lastBidIndex = -1
  let doubled = false
  let redoubled = false
  let passes = 0
  for (let index = 0; index < calls.length; index++) {
    const call = calls[index]!
    if (call === 'P') {
      passes++
      continue
    }

    passes = 0
    if (call === 'X') {
      doubled = true
    } else if (call === 'XX') {
      doubled = false
      redoubled = true
    } else {
      lastBid = call
      lastBidIndex = index
      doubled = false
      redoubled = false
    }
  }

  const ended = passes >= (lastBidIndex === -1 ? 4 : 3)
  return {turn: rotate(dealer, calls.length), lastBid, lastBidIndex, doubled, redoubled, passes, ended}
}

/**
 * Why `call` cannot be made after `calls`, or `undefined` when it is legal.
 */
export function illegalReason(calls: readonly Call[], call: Call): string | undefined {
  const status = auctionStatus(calls)
  if (status.ended) return 'the auction is over'
  if (call === 'P') return undefined
  if (call === 'X') {
    if (!status.lastBid) return 'there is no bid to double'
    if (status.doubled || status.redoubled) return 'the last bid is already doubled'
    if ((calls.length - status.lastBidIndex) % 2 === 0) return 'you cannot double your own side’s bid'
    return undefined
  }

  if (call === 'XX') {
    if (!status.doubled) return 'there is no double to redouble'
    if ((calls.length - status.lastBidIndex) % 2 === 1) return 'only the side that was doubled can redouble'
    return undefined
  }

  if (status.lastBid && bidRank(call) <= bidRank(status.lastBid)) {
    return formatCall(call, 'display') + ' is not higher than ' + formatCall(status.lastBid, 'display')
  }

  return undefined
}

/**
 * Whether `call` is legal after `calls`: what `illegalReason` decides, read
 * backwards from the end without making a status or a message (robots ask
 * it for every candidate call).
 */
export function isLegal(calls: readonly Call[], call: Call): boolean {
  let passes = 0
  let at = calls.length - 1
  while (at >= 0 && calls[at] === 'P') {
    passes++
    at--
  }

  // Since the last bid: doubled when the last call that is not a pass doubles, redoubled once anyone redoubled.
  const doubled = at >= 0 && calls[at] === 'X'
  let redoubled = false
  while (at >= 0 && (calls[at] === 'P' || calls[at] === 'X' || calls[at] === 'XX')) {
    if (calls[at] === 'XX') redoubled = true
    at--
  }

  const lastBid = at >= 0 ? calls[at] : undefined
  if (passes >= (at === -1 ? 4 : 3)) return false
  if (call === 'P') return true
  if (call === 'X') return Boolean(lastBid) && !doubled && !redoubled && (calls.length - at) % 2 === 1
  if (call === 'XX') return doubled && (calls.length - at) % 2 === 0
  return !lastBid || !(bidRank(call) <= bidRank(lastBid as ContractBid))
}

/** Every legal call after `calls`, passes and doubles first, then bids low to high. */
export function legalCalls(calls: readonly Call[]): Call[] {
  const result: Call[] = []
  for (const call of ['P', 'X', 'XX'] as const) if (isLegal(calls, call)) result.push(call)
  const status = auctionStatus(calls)
  if (status.ended) return result
  const from = status.lastBid ? bidRank(status.lastBid) + 1 : 0
  for (let rank = from; rank < 35; rank++) {
    result.push(`${Math.floor(rank / 5) + 1}${'CDHSN'[rank % 5]}` as ContractBid)
  }

  return result
}

/** The final contract of a finished auction. */
export interface Contract {
  bid: ContractBid
  declarer: Direction
  doubled: boolean
  redoubled: boolean
}

/**
 * The contract an auction reached: `undefined` while it is still going,
 * `'passed-out'` after four passes.
 */
export function contractOf(calls: readonly Call[], dealer: Direction = 'N'): Contract | 'passed-out' | undefined {
  const status = auctionStatus(calls, dealer)
  if (!status.ended) return undefined
  if (!status.lastBid) return 'passed-out'
  const strain = status.lastBid[1]
  const side = status.lastBidIndex % 2
  let declarerIndex = status.lastBidIndex
  for (let index = side; index < calls.length; index += 2) {
    const call = calls[index]!
    if (isContractBid(call) && call[1] === strain) {
      declarerIndex = index
      break
    }
  }

  return {
    bid: status.lastBid,
    declarer: rotate(dealer, declarerIndex),
    doubled: status.doubled,
    redoubled: status.redoubled
  }
}

/** Print a contract as `4SX by S`-style text (`4SX`, `3NXX`). */
export function formatContract(contract: Contract | 'passed-out'): string {
  if (contract === 'passed-out') return 'P'
  return contract.bid + (contract.redoubled ? 'XX' : contract.doubled ? 'X' : '')
}

/** A call of a bdast auction with the side that made it. */
export interface SidedCall {
  call: string
  by: Side
}

/**
 * Insert the passes bdast leaves implicit: between two consecutive calls by
 * the same side, the other side passed. Inserted passes are marked.
 */
export function withImplicitPasses<T extends SidedCall>(
  calls: readonly T[]
): Array<T | (SidedCall & {implicit: true})> {
  const result: Array<T | (SidedCall & {implicit: true})> = []
  let previous: Side | undefined
  for (const call of calls) {
    if (previous === call.by) {
      result.push({call: 'P', by: call.by === 'we' ? 'they' : 'we', implicit: true})
    }

    result.push(call)
    previous = call.by
  }

  return result
}

/** Problem found while reading an auction. */
export interface AuctionProblem {
  /** Index of the offending token. */
  index: number
  token: string
  reason: string
}

/**
 * Read an auction written as whitespace- or dash-separated calls
 * (`1N P 2C P`, `1N-P-2C`), in any spelling.
 */
export function parseAuction(text: string): {calls: Call[]; problems: AuctionProblem[]} {
  const calls: Call[] = []
  const problems: AuctionProblem[] = []
  // A single dash separates calls (`1N-P-2C`); a double dash is a pass (`--`).
  const tokens = text
    .replaceAll(/(?<!-)-(?!-)/g, ' ')
    .split(/[\s,]+/)
    .filter((token) => token !== '')
  for (const [index, token] of tokens.entries()) {
    const call = parseCall(token.replace(/^\((.*)\)$/, '$1'))
    if (!call) {
      problems.push({index, token, reason: 'Unexpected `' + token + '`, expected a call'})
      continue
    }

    const reason = illegalReason(calls, call)
    if (reason) problems.push({index, token, reason})
    calls.push(call)
  }

  return {calls, problems}
}

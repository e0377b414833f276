/**
 * What the writer passes around, and the small helpers every part uses.
 */

import {isCall, isConcrete, formatCall, parseCall, type Call} from '@bidding/core/calls'
import {messageAt} from '@bidding/core/messages'
import type {Bid, Nodes} from '@bidding/core'
import {parseSlamCall, splitOver} from '@bidding/slam-util'
import type {VFile} from 'vfile'

export const source = '@bidding/slam-stringify'

export interface State {
  file: VFile | undefined
  /** Rule ids already reported once per run. */
  said: Set<string>
}

/** Warn at a node (when there is a file to warn on). */
export function warn(state: State, node: Nodes | undefined, reason: string, ruleId: string): void {
  messageAt(state.file, reason, node, {ruleId, source})
}

/** Warn once per rule id and reason in a run. */
export function warnOnce(state: State, node: Nodes | undefined, reason: string, ruleId: string): void {
  const key = ruleId + '\0' + reason
  if (state.said.has(key)) return
  state.said.add(key)
  warn(state, node, reason, ruleId)
}

/** A call in SLAMBidding's spelling: the source's, when it still reads as the call. */
export function callText(state: State, bid: Bid): string {
  if (bid.raw !== undefined && (parseSlamCall(bid.raw) ?? safeCall(bid.raw)) === bid.call) return bid.raw
  if (isConcrete(bid.call)) return formatCall(bid.call, 'slam')
  warn(state, bid, 'Cannot write call pattern `' + bid.call + '` in SLAMBidding, which has concrete calls only (written as is)', 'unsupported-call')
  return bid.call
}

/** Read an `over` attribute back as the reader does. */
export function readOver(value: string): 'all' | string[] {
  const split = splitOver(value)
  if (split === 'all') return split
  return split.map((item) => parseSlamCall(item) ?? safeCall(item) ?? item)
}

/** Spell `over`. */
export function formatOver(over: 'all' | readonly string[]): string {
  if (over === 'all') return 'all'
  return over.map((item) => (isConcrete(item) ? formatCall(item, 'slam') : item)).join(', ')
}

/** Structural equality of plain data (trees, constraints), ignoring absent fields. */
export function equal(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => equal(item, b[index]))
  }

  const left = Object.entries(a).filter(([, value]) => value !== undefined)
  const right = new Map(Object.entries(b).filter(([, value]) => value !== undefined))
  return left.length === right.size && left.every(([key, value]) => right.has(key) && equal(value, right.get(key)))
}

/** `parseCall`, checked (it looks strains up in a plain object). */
function safeCall(value: string): Call | undefined {
  const call = parseCall(value)
  return call !== undefined && isCall(call) ? call : undefined
}

/**
 * The root of a bidding table as a display writer draws it, from BML's
 * history row, which `@bidding/bml-parse` keeps in `data.history`. Pure
 * data: `@bidding/html-stringify` and `@bidding/latex-stringify` draw the shapes.
 */

import {auctionClassText, formatCall, isCall} from '@bidding/core/calls'
import type {Bid, ContextCall, Sequence} from '@bidding/core'

/** What the root of a table is. */
export type TableRoot =
  /**
   * The history row is the table's one bid (it has a meaning or rows
   * indented under it): `bid` is its last call, drawn with `history` as
   * its label.
   */
  | {type: 'history-bid'; history: string; bid: Bid}
  /**
   * The history row is the auction the table's rows continue: the label
   * is the row as written (a trailing `-` or `;` dropped where the rows
   * were written at the top level, as the reference does).
   */
  | {type: 'history-auction'; history: string}
  /**
   * Openings under ∅, the history row among them as one row: `chain` is
   * the bids it became (`1C-1D` → `1C`, then `1D` under it), whose last
   * carries the meaning; `rest` are the other openings.
   */
  | {type: 'history-chain'; history: string; chain: Bid[]; rest: Sequence['children']}
  /** The auction the table continues (its context). */
  | {type: 'context'; context: readonly ContextCall[]}
  /** The one call of the table. */
  | {type: 'bid'; bid: Bid}
  /** ∅ above several openings. */
  | {type: 'empty'}
  /**
   * A table for a class of auctions (`AuctionClass`): `label` says which
   * in words, with suit symbols (`after partner’s takeout double ((1*) X
   * (any call))`), then the table's own context, if any.
   */
  | {type: 'class'; label: string}

/** The history row as written, which `@bidding/bml-parse` keeps in `data.history`. */
function historyOf(sequence: Sequence): string | undefined {
  const history = (sequence.data as {history?: unknown} | undefined)?.history
  return typeof history === 'string' && history !== '' ? history : undefined
}

/** Number of calls in a history row (`1N-2C;` has two). */
function historyLength(history: string): number {
  return withoutTrailingSeparators(history).split(/[-;]/).filter((part) => part !== '').length
}

/**
 * The bids a history row became, when the table's first item is that
 * chain (`1C-1D` → `1C` then `1D`, each the only child of the one before).
 */
function chainOf(item: Sequence['children'][number] | undefined, length: number): Bid[] | undefined {
  if (item?.type !== 'bid') return undefined
  const chain: Bid[] = [item]
  for (let index = 1; index < length; index++) {
    const [only, ...rest] = chain.at(-1)!.children
    if (only?.type !== 'bid' || rest.length > 0) return undefined
    chain.push(only)
  }

  return chain
}

/**
 * The root of a table, or `undefined` for an empty one.
 *
 * BML's history row tells the shapes apart: the row itself is the root when
 * it has a meaning or rows indented under it (its last call is then the
 * table's one bid); the auction is the root when rows follow it; and
 * without a trailing dash the following rows are openings under ∅, the
 * history row among them as one row. Without a history row, a table after
 * an auction hangs under that auction, a table of one call is that call,
 * and other tables hang under ∅.
 */
export function tableRoot(sequence: Sequence): TableRoot | undefined {
  const context: readonly ContextCall[] = sequence.context ?? []
  if (sequence.auctionClass) {
    const then = context.map((call) => {
      const text = isCall(call.call) ? formatCall(call.call, 'symbols') : call.call
      return call.by === 'they' ? '(' + text + ')' : text
    })
    return {type: 'class', label: 'Class: ' + auctionClassText(sequence.auctionClass) + (then.length > 0 ? ', then ' + then.join(' ') : '')}
  }

  const history = historyOf(sequence)
  const [only, ...rest] = sequence.children
  if (history !== undefined) {
    const length = historyLength(history)
    if (length === context.length + 1 && only?.type === 'bid' && rest.length === 0) {
      return {type: 'history-bid', history, bid: only}
    }

    if (length === context.length && length > 0) {
      // Rows written at the top level were moved under the history (BML 2's restructuring).
      const column = only?.position?.start.column
      const moved = column === undefined || column === 1
      return {type: 'history-auction', history: moved && /[-;]$/.test(history) ? history.slice(0, -1) : history}
    }

    const chain = context.length === 0 ? chainOf(only, length) : undefined
    if (chain) return {type: 'history-chain', history, chain, rest}
  }

  if (context.length > 0) return {type: 'context', context}
  if (!only) return undefined
  if (only.type === 'bid' && rest.length === 0) return {type: 'bid', bid: only}
  return {type: 'empty'}
}

/**
 * `token` without its trailing `-` and `;`. A loop, not `/[-;]+$/`, which
 * retries every start of a long run of separators (quadratic).
 */
function withoutTrailingSeparators(token: string): string {
  let end = token.length
  while (end > 0 && (token[end - 1] === '-' || token[end - 1] === ';')) end--
  return token.slice(0, end)
}

/**
 * bdast → the JS-list database of bidding_space (formats.md §1.6): as data,
 * as an ES module (`export const js_list = […]`) and as JSON. The JSON is
 * what the reference converter's list dumps to with Python's
 * `json.dumps(…, ensure_ascii=False, indent=1)`.
 */

import type {Root} from '@bidding/core'
import type {VFile} from 'vfile'
import {rowsOf} from './rows.js'
import type {RuleCall} from './rules.js'

/** Configuration of the JS-list writers. */
export interface Options {
  /**
   * How rules are written (default: `'calls'`): `'calls'` as the
   * consumer's call expressions held in strings
   * (`"hasPointsBand('hcp', 13, 22)"`, for `eval('hand.' + rule)`),
   * `'objects'` as `{method, args}` objects (`hand[method](...args)`,
   * no `eval`).
   */
  rules?: 'calls' | 'objects' | null | undefined
  /**
   * Key set (default: `'current'`): `'current'` is what the converter
   * makes (`state`, `prevBid`, `rankings`, `availableBids` of `bid`,
   * `state`, `rules`, `desc`); `'legacy'` is what `bidding.js` reads
   * (`state`, `previous_bid`, `next_bid_priority`, `next_bid` of `rules`,
   * `bid`, `next_state`, with no description).
   */
  keys?: 'current' | 'legacy' | null | undefined
  /** Name of the exported constant of the ES module (default: `'js_list'`). */
  name?: string | null | undefined
  /** Spaces per indentation level (default: `1`, as the reference's dump). */
  space?: number | null | undefined
}

/** A bid of a row with the current keys. */
export interface AvailableBid {
  bid: string
  state: string
  rules: Array<string | RuleCall>
  desc: string
}

/** A row with the current keys. */
export interface JsListRow {
  state: string
  prevBid: string
  rankings: string[]
  availableBids: AvailableBid[]
}

/** A bid of a row with the legacy keys. */
export interface LegacyBid {
  rules: Array<string | RuleCall>
  bid: string
  next_state: string
}

/** A row with the legacy keys. */
export interface LegacyRow {
  state: string
  previous_bid: string
  next_bid_priority: string[]
  next_bid: LegacyBid[]
}

const source = '@bidding/jslist-stringify'

/**
 * The JS list of a tree, as data.
 *
 * @param tree a tree with a state machine, or sequences to fold into one
 * @param options configuration (`name` and `space` are not used)
 * @param file where warnings go
 */
export function toJslistRows(tree: Root, options?: Readonly<Options> | null, file?: VFile): JsListRow[] | LegacyRow[] {
  const settings = options ?? {}
  const objects = settings.rules === 'objects'
  const rows = rowsOf(tree, file, source)
  const rulesOf = (rules: ReadonlyArray<{call: RuleCall; text: string}>) => rules.map((rule) => (objects ? rule.call : rule.text))
  if (settings.keys === 'legacy') {
    return rows.map((row) => ({
      state: row.state,
      previous_bid: row.prevBid,
      next_bid_priority: row.rankings,
      next_bid: row.availableBids.map((bid) => ({rules: rulesOf(bid.rules), bid: bid.bid, next_state: bid.state}))
    }))
  }

  return rows.map((row) => ({
    state: row.state,
    prevBid: row.prevBid,
    rankings: row.rankings,
    availableBids: row.availableBids.map((bid) => ({bid: bid.bid, state: bid.state, rules: rulesOf(bid.rules), desc: bid.desc}))
  }))
}

/**
 * The JS list of a tree as JSON.
 *
 * @returns JSON text ending in a line feed
 */
export function toJslistJson(tree: Root, options?: Readonly<Options> | null, file?: VFile): string {
  const settings = options ?? {}
  return JSON.stringify(toJslistRows(tree, settings, file), undefined, settings.space ?? 1) + '\n'
}

/**
 * The JS list of a tree as an ES module: `export const js_list = […]`.
 *
 * @throws {Error} when `options.name` is not a JavaScript identifier.
 */
export function toJslist(tree: Root, options?: Readonly<Options> | null, file?: VFile): string {
  const settings = options ?? {}
  const name = settings.name ?? 'js_list'
  if (!/^[A-Za-z_$][\w$]*$/.test(name)) throw new Error('Unexpected name `' + name + '`, expected a JavaScript identifier')
  return 'export const ' + name + ' = ' + JSON.stringify(toJslistRows(tree, settings, file), undefined, settings.space ?? 1) + '\n'
}

/**
 * Options of the reader, and the `data` fields it sets on bdast nodes to
 * keep spellings that the node fields cannot hold.
 */

import type {Constraint} from '@bidding/core'

/** Configuration of the reader. */
export interface Options {
  /**
   * How to read lines (default: `'default'`).
   *
   * `'default'` keeps what the reference converter silently drops (rules it
   * cannot match, descriptions cut at `.` or `+`, a missing next-state
   * column, rules past the ninth, rules with spaces inside); `'reference'`
   * reads every line exactly as the reference does, so that the writers
   * reproduce its outputs byte for byte. Both warn about each such line.
   */
  profile?: 'default' | 'reference' | null | undefined
}

/**
 * What the reference makes of a bid line whose bid is not a call (profile
 * `reference` only): such a line is kept as an `opaque` node carrying this
 * in `data.bidspaceBid`, so the text summary and JS-list writers can list
 * it as the reference does.
 */
export interface ReferenceBid {
  /** The bid as written (`next_stat`). */
  bid: string
  /** The next state as written (`e`). */
  nextState: string
  /** The rules, as for a bid. */
  constraint?: Constraint | undefined
  /** The description, `''` when there is none. */
  description: string
}

declare module '@bidding/core' {
  interface StateData {
    /**
     * The previous bid as written, when it is not the bidspace spelling of
     * `prevBid` (`none` when absent): `1NT`, or a word that is no call.
     */
    prevBidRaw?: string | undefined
    /**
     * The priority words as written, when they are not the bidspace
     * spellings of `priority`, such as words that are no calls.
     */
    priorityRaw?: string[] | undefined
  }

  interface OpaqueData {
    /** How the reference reads this line as a bid (profile `reference`). */
    bidspaceBid?: ReferenceBid | undefined
  }
}

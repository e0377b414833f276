/**
 * The `data` fields `@bidding/bidspace-parse` sets on bdast nodes to keep
 * spellings that the node fields cannot hold, so that the bidding_space
 * and JS-list writers give them back.
 */

import type {Constraint} from '@bidding/core/constraints'
import type {} from '@bidding/core'

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

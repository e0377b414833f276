/** Fields this reader adds to bdast nodes’ `data`. */

/** BBOalert fields of a bid’s `data`. */
import type {} from '@bidding/core'

export interface BboalertBidData {
  /** BBOalert: the bid has no record of its own; it only connects a longer context. */
  bboalertImplied?: boolean | undefined
}

/** BBOalert fields of a sequence’s `data`. */
export interface BboalertSequenceData {
  /** BBOalert: the name of the `Option` block the records are in. */
  bboalertOption?: string | undefined
}

/** BBOalert fields of a meaning’s `data`. */
export interface BboalertMeaningData {
  /** BBOalert: the chat text, after `#` in the explanation. */
  bboalertChat?: string | undefined
}

declare module '@bidding/core' {
  interface BidData extends BboalertBidData {}
  interface SequenceData extends BboalertSequenceData {}
  interface MeaningData extends BboalertMeaningData {}
}

/**
 * The constraint language: a bid's trailing `{…}` block (core's constraint
 * notation with `alert`, `forcing`, `priority` … parts) and `#CLASS` lines.
 * It is ours, not BML's (other BML tools show a block as text), and it is
 * 21 KB of the reader's 76 in a browser bundle, so the plugin reads
 * it only when asked (`bmlConstraints`), the way remark reads GFM only with
 * remark-gfm. Without it a block stays text, and so does a table with
 * `#CLASS`.
 */

import {readAuctionClass} from './auction-class.js'
import {readBlock} from './constraint-block.js'

/** What reading the constraint language takes. */
export interface ConstraintLanguage {
  /** Read the `{…}` block at the end of a bid's description. */
  readBlock: typeof readBlock
  /** Read a `#CLASS` line. */
  readAuctionClass: typeof readAuctionClass
}

export const constraintLanguage: ConstraintLanguage = {readBlock, readAuctionClass}

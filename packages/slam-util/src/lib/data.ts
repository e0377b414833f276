/**
 * What the SLAMBidding reader (`@bidding/slam-parse`) keeps in `data` beyond
 * the bdast fields, so the writer (`@bidding/slam-stringify`) can give a file
 * back as it was (unknown attributes and elements,
 * comments, spellings), and where `slamResolve` records spliced content.
 */

import type {Element} from 'xast'
import type {} from '@bidding/core'

/** Comments, instructions and a DOCTYPE around the root element, as written. */
export interface SlamRootData {
  /** Before the root element (XML declaration, comments …). */
  prolog?: string[] | undefined
  /** After the root element. */
  epilog?: string[] | undefined
}

/** One child of `<convention>` outside `<actions>`, in document order. */
export type SlamHeadItem =
  /** A `<name>` or `<parent>`; `xml` is the element as written when it held more than text (for `value`). */
  | {type: 'name' | 'parent'; xml?: string | undefined; value?: string | undefined}
  /** The `<actions>` element (v2) with its attributes. */
  | {type: 'actions'; attributes?: Record<string, string> | undefined}
  /** Anything else, as written: a comment, an unknown element, a second `<actions>`. */
  | {type: 'xml'; value: string}

export interface SlamConventionData {
  /** Format version of the file: `1` for the old `conventionmaker` format; v2 when absent. */
  version?: 1 | undefined
  /** Attributes of `<convention>`, which SLAMBidding ignores. */
  attributes?: Record<string, string> | undefined
  /** Order of the head when it is not names, then parents, then `<actions>` alone. */
  head?: SlamHeadItem[] | undefined
}

export interface SlamBidData {
  /** Attributes other than `bid`, `over`, `seats`/`seat`, in document order. */
  attributes?: Record<string, string> | undefined
  /** `over` as written, when the writer would spell it differently. */
  over?: string | undefined
  /** There was no `over`: `over` holds the reference's default, `PASS`. */
  overDefault?: boolean | undefined
  /** `seats` as written, when not its digits in order. */
  seats?: string | undefined
  /** The seats were given as `seat=` (as `5cardmaj.conv.pretty` does). */
  seatsAttribute?: 'seat' | undefined
  /**
   * `<handtypes>` as written (white space dropped, no positions), when it has
   * what the constraint cannot keep: comments, unknown elements or
   * attributes, values that are not plain integers. The writer uses it while
   * it still reads back to the bid's constraint.
   */
  handtypes?: Element | undefined
  /** Number of children (meaning aside) written before `<handtypes>`, when it was not first. */
  handtypesAt?: number | undefined
  /** Name of the subconvention this bid was spliced in from by `slamResolve`. */
  subconvention?: string | undefined
  /** Version 1 actions: which `<action>` the bid came from and its auctions as written. */
  v1?: SlamV1Data | undefined
}

/** How a version 1 `<action>` maps onto bids. */
export interface SlamV1Data {
  /**
   * A call of the auction before the action (from `<PossibleAuctions>`),
   * made so the action can sit at its place in the tree; not an action.
   */
  context?: boolean | undefined
  /** Index of the `<action>` in the file; its bids are consecutive. */
  action?: number | undefined
  /** The `<auction>` texts of this bid, as written, in order. */
  auctions?: string[] | undefined
}

export interface SlamReferenceData {
  /** The element the reference was written as, when not `<subconvention>` (v2) or a system's `<convention>`. */
  element?: 'convention' | 'subconv' | undefined
  /** Attributes other than `name`. */
  attributes?: Record<string, string> | undefined
}

export interface SlamSystemData {
  /** Attributes of `<system>`. */
  attributes?: Record<string, string> | undefined
  /** Order of names and children when the names do not all come first. */
  layout?: Array<'name' | 'child'> | undefined
}

// `data.file` (core) is set by `slamResolve` on every node it splices in.
declare module '@bidding/core' {
  interface RootData {
    slam?: SlamRootData | undefined
  }

  interface ConventionData {
    slam?: SlamConventionData | undefined
  }

  interface BidData {
    slam?: SlamBidData | undefined
  }

  interface ConventionReferenceData {
    slam?: SlamReferenceData | undefined
  }

  interface SystemData {
    slam?: SlamSystemData | undefined
  }
}

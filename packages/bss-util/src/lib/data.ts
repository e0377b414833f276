/**
 * What a BSS file says that bdast has no field for, kept in typed `data` by
 * `@bidding/bss-parse` so that `@bidding/bss-stringify` writes it back
 * unchanged. This is the one declaration: the reader and the writers import
 * these types from this package.
 */

/** BSS fields of a bid’s `data`. */
import type {} from '@bidding/core'

export interface BssBidData {
  /**
   * BSS: the possible-outcome flags D–I of the bid's record (clubs,
   * diamonds, hearts, spades, notrump, defend undoubled), as read, such as
   * `YNNYYN`; absent when they are `YYYYYY` (every outcome possible).
   */
  bssOutcomes?: string | undefined
  /** BSS: the qualification written in braces after the call (`1N{weak}`). */
  bssQualification?: string | undefined
  /**
   * BSS: the file has no record of its own for this bid; it was made to
   * connect a longer record's calls, and writes no record.
   */
  bssImplied?: boolean | undefined
  /** BSS: the index of the bid's record among the file's lines; writers keep file order with it. */
  bssIndex?: number | undefined
}

/** BSS fields of an opaque node’s `data`. */
export interface BssOpaqueData {
  /** BSS: the index of the kept line among the file's lines. */
  bssIndex?: number | undefined
}

/** BSS fields of the root’s `data`. */
export interface BssRootData {
  /** BSS: the header starts with `?`: a floating convention file. */
  bssFloating?: boolean | undefined
}

/** BSS fields of a suit symbol’s `data`. */
export interface BssSuitSymbolData {
  /** BSS: the suit code as written, when not lower case (`!H`). */
  bssRaw?: string | undefined
}

declare module '@bidding/core' {
  interface BidData extends BssBidData {}
  interface OpaqueData extends BssOpaqueData {}
  interface RootData extends BssRootData {}
  interface SuitSymbolData extends BssSuitSymbolData {}
}

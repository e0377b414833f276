/**
 * What a BSS file says that bdast has no field for: `@bidding/bss-parse`
 * keeps it in typed `data` and this writer writes it back. The same
 * declarations are in `@bidding/bss-parse` (identical, so they merge).
 */

export {}

declare module '@bidding/core' {
  interface BidData {
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

  interface OpaqueData {
    /** BSS: the index of the kept line among the file's lines. */
    bssIndex?: number | undefined
  }

  interface RootData {
    /** BSS: the header starts with `?`: a floating convention file. */
    bssFloating?: boolean | undefined
  }

  interface SuitSymbolData {
    /** BSS: the suit code as written, when not lower case (`!H`). */
    bssRaw?: string | undefined
  }
}

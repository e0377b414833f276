/**
 * Options of the reader. The `data` fields it sets on bdast nodes are
 * declared in `@bidding/bidspace-util`, which the writers share.
 */

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

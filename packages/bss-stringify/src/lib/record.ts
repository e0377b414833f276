/**
 * The BSS record model and its text (formats.md §5.2):
 *
 * ```
 * header  '*00{' name '}=NYYYYYY' summary          ('?00' for a floating convention)
 * record  ['*'] A B calls '=' C D–I J [K L] description
 * ```
 */

/** One bidding-sequence record. */
export interface BssRecord {
  /** They made the first call (the `*` prefix). */
  they: boolean
  /** Seat code A, `0`–`6`. */
  seat: string
  /** Vulnerability code B, `0`–`8`. */
  vulnerability: string
  /** The calls, concatenated: `P`, `D`, `R`, `1C`…`7N`, each with an optional `{qualification}`. */
  calls: string
  /** C: the last call is artificial. */
  artificial: boolean
  /** D–I: six `Y`/`N` outcome flags. */
  outcomes: string
  /** J: the disposition code, `0`–`9` or `A`–`E`. */
  disposition: string
  /** K and L, the suit-length digits: only when the last call is a suit bid. */
  length?: string | undefined
  /** The description, as written. */
  description: string
}

/** The key under which BSS knows a record: opener side, seat, vulnerability and calls. */
export function recordKey(record: Pick<BssRecord, 'they' | 'seat' | 'vulnerability' | 'calls'>): string {
  return (record.they ? '*' : '') + record.seat + record.vulnerability + record.calls
}

/** A record as a line (without its line end). */
export function formatRecord(record: BssRecord): string {
  return (
    recordKey(record) +
    '=' +
    (record.artificial ? 'Y' : 'N') +
    record.outcomes +
    record.disposition +
    (record.length ?? '') +
    record.description
  )
}

/** The header line. */
export function formatHeader(title: string, summary: string, floating = false): string {
  return (floating ? '?' : '*') + '00{' + title + '}=NYYYYYY' + summary
}

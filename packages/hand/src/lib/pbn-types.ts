/**
 * PBN 2.1 games as plain data. Everything the reader does not model is kept
 * as written (comment lines, sections, tag order, annotations) so a game
 * that is read and written again loses nothing.
 */

import type {Call, DealVulnerability, Direction} from '@bidding/core/calls'
import type {Position} from 'unist'
import type {Deal} from './cards.js'

/** One tag pair, with the section that follows it (Auction, Play …). */
export interface PbnTag {
  /** Name in its standard spelling for known tags (`Board` for `BOARD`), else as written. */
  name: string
  /** Value; a `#` is replaced by the previous game’s value (see `inherited`). */
  value: string
  /** The value was written `#` (copied from the previous game); the writer writes `#` again while that still holds. */
  inherited?: boolean | undefined
  /** Lines of the section after the tag, as written (comments kept). */
  section?: string[] | undefined
  /** Lines before the tag that hold only comments or nothing (`% …`, `{…}`, blank lines between games), as written. */
  comments?: string[] | undefined
  /** What follows the tag’s `]` on its line (`{…}` or `; …` comments), as written. */
  trailing?: string | undefined
  position?: Position | undefined
}

/** One turn of an auction. */
export interface PbnCall {
  /** The call; absent for a turn written `-` (no call) or `AC` (BridgeComposer: any call). */
  call?: Call | undefined
  /** A turn without a call: `-` (PBN: the player made no call) or `AC` (BridgeComposer: any call, left to the solver). */
  placeholder?: '-' | 'AC' | undefined
  /** The call was marked alerted with a `*` suffix (`4C*`, as Bridge Bidding Analyser writes). */
  alert?: boolean | undefined
  /** Suffix annotation (`!`, `?`, `!!`, `??`, `!?`, `?!`). */
  annotation?: string | undefined
  /** Numeric annotation glyphs (`$3` → 3), in order. */
  nags?: number[] | undefined
  /** Letters after a call that PBN does not define (`XS` → `S`), kept as written. */
  mark?: string | undefined
  /** Irregularity tokens before the call (`^I` insufficient, `^S` skipped player …), as written. */
  irregularities?: string[] | undefined
  /** Texts of the notes the call refers to (`=1=` → the `[Note "1:…"]` text). */
  notes?: string[] | undefined
  /** Numbers of those notes as written, in the same order. */
  noteNumbers?: number[] | undefined
}

/** An auction: who called first, and the turns. */
export interface PbnAuction {
  first: Direction
  calls: PbnCall[]
  /** The section ended with `*` (the auction is not over). */
  incomplete?: boolean | undefined
  /** The section ended with `+` (the auction goes on past what is given). */
  continued?: boolean | undefined
  /** The closing passes were written `AP` (all pass). */
  allPass?: boolean | undefined
}

/** A game (a board) of a PBN file. */
export interface PbnGame {
  /** Every tag in file order (notes included). */
  tags: PbnTag[]
  board?: number | undefined
  dealer?: Direction | undefined
  vulnerability?: DealVulnerability | undefined
  /** The deal; unknown hands (`-`) have no cards. */
  deal?: Deal | undefined
  auction?: PbnAuction | undefined
  /** Comment lines after the game’s last tag or section, as written. */
  after?: string[] | undefined
  position?: Position | undefined
}

/** Options for writing PBN. */
export interface ToPbnOptions {
  /** Calls per line of an auction section the writer makes (default 4). */
  callsPerLine?: number | undefined
}

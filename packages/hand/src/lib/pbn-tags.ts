/** Tag names of PBN 2.1, shared by the reader and the writer. */

/** Tags written first, in this order (the PBN export order). */
export const roster = [
  'Event',
  'Site',
  'Date',
  'Board',
  'West',
  'North',
  'East',
  'South',
  'Dealer',
  'Vulnerable',
  'Deal',
  'Scoring',
  'Declarer',
  'Contract',
  'Result'
]

/** Standard spellings of the tags the reader knows: the roster, then the others. */
const knownTags = [
  ...roster,
  'Auction',
  'Play',
  'Note',
  'Annotator',
  'AnnotatorNA',
  'Application',
  'BidSystemEW',
  'BidSystemNS',
  'Description',
  'Room',
  'Round',
  'Score',
  'Stage',
  'Table',
  'Termination',
  'Time',
  'UTCDate',
  'UTCTime',
  'OptimumResultTable',
  'OptimumScore',
  'ParContract'
]

/** Lower-case name → standard spelling. */
export const canonicalTag = new Map(knownTags.map((name) => [name.toLowerCase(), name]))

/**
 * The auction of each game as it was read, serialised, with the lines that
 * held it: the writer writes those lines again while the auction is unchanged.
 */
export const auctionAsRead = new WeakMap<object, string>()

/** Games that came from the reader: the writer keeps their tag order as it is. */
export const gamesAsRead = new WeakSet<object>()

/** Each tag as it was read and the text of its `[…]`: the writer writes that text again while the tag is unchanged. */
export const tagsAsRead = new WeakMap<object, {name: string; value: string; inherited: boolean; text: string}>()

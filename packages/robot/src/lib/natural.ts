/**
 * The natural layer (engines.md §7.3, docs/architecture.md “The natural
 * layer”): where the system has no call, bid as a plain natural bidder
 * would, from what the auction has shown (`AuctionFacts`: every seat's HCP
 * and suit-length bounds, their suits, the balancing seat, vulnerability).
 * Each principle is one function below, tried in a fixed order; the first
 * that has something to say decides, and when none has, the layer passes.
 *
 * Strength is counted as players count it: partner for the minimum their
 * calls showed, a 4-3-3-3 hand a point less, and once a fit is known the
 * hand's support (dummy) points in place of its HCP.
 */

import {
  formatCall,
  suitSymbols,
  type Call,
  type ContractBid,
  type Suit
} from '@bidding/core/calls'
import {adjustedPoints, hcp, honours, isBalanced, lengthPoints, playingTricks, rulePoints, stopper, suitLength, supportPoints, type Hand} from '@bidding/hand'
import type {Bounds} from '@bidding/core/constraints'
import {derivedFrom, suitBits, suitsOfBits, type AuctionFacts} from './auction-facts.js'
import type {Fallback, FallbackCall, FullSituation} from './types.js'

const suitOrder: readonly Suit[] = ['S', 'H', 'D', 'C']

function bitsOf(suits: readonly Suit[]): number {
  let bits = 0
  for (const suit of suits) bits |= suitBits[suit]
  return bits
}

/** What partner is assumed to hold for a bid the system does not explain: a minimum response. */
const unreadPartnerHcp = 6

/** What partner is assumed to hold in a suit bid naturally that showed fewer: four cards. */
const unreadSuitLength = 4

/** Combined strength for each level of a raise in a fit (support points plus partner's minimum). */
const raiseLevels = {two: 18, three: 23, majorGame: 26, minorGame: 29, slam: 33} as const

/** Combined HCP for notrump: 2NT invites at 23–24, 3NT at 25 (game at 25–26). */
const notrumpLevels = {two: 23, three: 25, slam: 33} as const

/** Every contract bid by level (1–7) and strain (`C D H S N` as 0–4): made once, so no principle builds one. */
const strainRanks: Readonly<Record<string, number>> = {C: 0, D: 1, H: 2, S: 3, N: 4}
const bidTexts: readonly ContractBid[] = Array.from({length: 40}, (_, index) => (Math.floor(index / 5) + '' + 'CDHSN'[index % 5]) as ContractBid)

/** Each bid for people (`2♠`), as `formatCall` writes it: made once. */
const bidSymbols: readonly string[] = bidTexts.map((text) => (text[0] === '0' ? '' : formatCall(text, 'symbols')))

function symbolsOf(call: ContractBid): string {
  return bidSymbols[rankOf(call)]!
}

function bid(level: number, strain: string): ContractBid {
  return bidTexts[level * 5 + strainRanks[strain]!]!
}

function levelOf(call: ContractBid): number {
  return call.charCodeAt(0) - 48
}

/** The rank of a bid (`1C` 5 … `7N` 39): higher bids rank higher. */
function rankOf(call: ContractBid): number {
  return levelOf(call) * 5 + strainRanks[call[1]!]!
}

/** The longest suit: with two of five or more cards the higher, with 4-4 the lower. */
function longestSuit(hand: Hand): Suit {
  let best = 0
  let bestLength = suitLength(hand, 'S')
  for (let index = 1; index < 4; index++) {
    const length = suitLength(hand, suitOrder[index]!)
    if (length > bestLength || (length === bestLength && length < 5)) {
      best = index
      bestLength = length
    }
  }

  return suitOrder[best]!
}

/**
 * Whether a call is legal here, as core's `isLegal` decides it, from the
 * auction's status read once: the principles ask again and again
 * (exported for tests).
 */
export function legal(table: AuctionTable, call: Call): boolean {
  if (table.ended) return false
  if (call === 'P') return true
  if (call === 'X') return table.lastBid !== undefined && !table.doubled && !table.redoubled && table.sinceOdd
  if (call === 'XX') return table.doubled && !table.sinceOdd
  return !table.lastBid || rankOf(call as ContractBid) > rankOf(table.lastBid)
}

/** The cheapest legal bid in a strain. */
function cheapest(table: AuctionTable, strain: string): ContractBid | undefined {
  if (table.ended) return undefined
  const last = table.lastBid
  if (!last) return bid(1, strain)
  const level = strainRanks[strain]! > strainRanks[last[1]!]! ? levelOf(last) : levelOf(last) + 1
  return level <= 7 ? bid(level, strain) : undefined
}

/** Whether the hand is short in `suit` (two or fewer) with three or more in each other suit: the shape of a takeout double. */
function isTakeoutShape(hand: Hand, suit: Suit): boolean {
  for (const other of suitOrder) {
    const length = suitLength(hand, other)
    if (other === suit ? length > 2 : length < 3) return false
  }

  return true
}

/** A suit good enough to overcall or preempt in vulnerable: two of the top three honours. */
function isGoodSuit(hand: Hand, suit: Suit): boolean {
  return honours(hand, suit, 3) >= 2
}

/**
 * What the principles need of the auction alone: one shared record for
 * every auction that reads alike (`placeOf`), so a place keeps none of its own.
 */
export interface AuctionTable {
  /** The calls' summary it was made from (`callSummaryOf`): a place's table is reused only for calls that read alike. */
  callStatus: number
  callSuits: number
  /** The auction's status as core's `auctionStatus` reads it: the last bid, doubled, redoubled, ended. */
  lastBid: ContractBid | undefined
  /** An odd number of calls since the last bid (the other side's turn to double it). */
  sinceOdd: boolean
  doubled: boolean
  redoubled: boolean
  ended: boolean
  /** The last bid is our side's. */
  lastOurs: boolean
  /** The level of the last bid (0 before any). */
  level: number
  /** Partner has made a bid. */
  partnerBid: boolean
  /** Partner's HCP, counted for the minimum shown (an unexplained bid: a minimum response). */
  partnerHcp: number
  /** Partner's natural suits in the order bid, and the strain of partner's last bid (`N` for notrump). */
  partnerSuits: readonly Suit[]
  partnerLast: string | undefined
  /** The opponents' suits, and the suit of their last bid. */
  theirSuits: readonly Suit[]
  theirLast: Suit | undefined
  /** How many bids the opponents have made, counted to two (the principles ask none, one, more). */
  theirBids: number
  /** The suits the player to call has bid, and whether they have bid at all. */
  /** (As bits: ♠ 1, ♥ 2, ♦ 4, ♣ 8.) */
  ownSuits: number
  ownBid: boolean
  /** Partner's shown minimum length in each suit, four bits a suit (♠ lowest). */
  partnerMinima: number
  /** Partner's length in each suit as `partnerLength` counts it, four bits a suit (♠ lowest; `lengthIn` reads one): no array per place. */
  partnerLengths: number
  /** The facts' yes/no facts the principles read. */
  balancing: boolean
  vulnerable: boolean
  /** The principles (`Principles` bits) whose test of the auction alone passes: the only ones tried. */
  principles: number
}

/** Everything a principle needs: the auction's table and the hand's counts. */
interface Table extends AuctionTable {
  /** The auction's own table (kept by answers: the table a principle reads is reused for the next hand). */
  at: AuctionTable
  hand: Hand
  /** HCP, and HCP with a 4-3-3-3 shape downgraded. */
  hcp: number
  strength: number
  /** The hand's shape, read once per call: balanced, and its longest suit (`longestSuit`). */
  balanced: boolean
  longest: Suit
}

/** Each principle's bit in a place's `principles` (the order they are tried). */
const Principles = {opening: 1, balancing: 2, penaltyDouble: 4, raise: 8, notrumpRaise: 16, overcall: 32, notrump: 64, preference: 128, ownSuit: 256} as const

/** A strain's number in a summary: ♠ 1, ♥ 2, ♦ 3, ♣ 4, notrump 5 (0: none). */
function strainNumber(strain: string | undefined): number {
  switch (strain) {
    case 'S': {
      return 1
    }

    case 'H': {
      return 2
    }

    case 'D': {
      return 3
    }

    case 'C': {
      return 4
    }

    case 'N': {
      return 5
    }

    default: {
      return 0
    }
  }
}

const strainOfNumber: ReadonlyArray<string | undefined> = [undefined, 'S', 'H', 'D', 'C', 'N']

/** Where each part of a calls' summary's status starts (a number below 2^24). */
const summaryBits = {
  /** The last bid's rank (`rankOf`, 5–39; 0 none). */
  lastBid: 1,
  sinceOdd: 2 ** 6,
  doubled: 2 ** 7,
  redoubled: 2 ** 8,
  ended: 2 ** 9,
  partnerBid: 2 ** 10,
  ownBid: 2 ** 11,
  /** `strainNumber` of partner's last bid, of their last suit bid. */
  partnerLast: 2 ** 12,
  theirLast: 2 ** 15,
  /** Their bids counted to two. */
  theirBids: 2 ** 18,
  /** The suits the player has bid, as bits. */
  ownSuits: 2 ** 20
} as const

/**
 * What the natural layer reads of the calls themselves (`callSummaryOf`):
 * the status, and the suits bid by the right-hand opponent, the left-hand
 * one and our side (as bits, four each: `rho | lho << 4 | ours << 8`).
 */
interface CallSummary {
  status: number
  suits: number
}

/** The summary of the calls of each natural call, read into one record (none made per call). */
const readSummary: CallSummary = {status: 0, suits: 0}

/**
 * Everything the natural layer reads of the calls themselves, packed in two
 * small numbers (into `summary`), without allocating: the status as core's `auctionStatus` reads it
 * (any sequence of calls, legal or not; a text that is no call is read as
 * a pass), partner's and their last bids, and who bid which suits. Read on
 * every call: it decides whether a place's table is this auction's.
 */
function callSummaryOf(auction: readonly Call[], summary: CallSummary = {status: 0, suits: 0}): CallSummary {
  const count = auction.length
  let lastBidIndex = -1
  let lastRank = 0
  let doubled = false
  let redoubled = false
  let passes = 0
  let partnerBid = false
  let ownBid = false
  let partnerLast = 0
  let theirLast = 0
  let theirBids = 0
  let ownSuits = 0
  let rhoSuits = 0
  let lhoSuits = 0
  let ourSuits = 0
  for (let at = 0; at < count; at++) {
    const call = auction[at]!
    const strain = call.length === 2 ? strainNumber(call[1]) : 0
    const level = call.charCodeAt(0) - 48
    const bid = strain !== 0 && level >= 1 && level <= 7
    if (call === 'P' || (!bid && call !== 'X' && call !== 'XX')) {
      passes++
      continue
    }

    passes = 0
    if (call === 'X') {
      doubled = true
      continue
    }

    if (call === 'XX') {
      doubled = false
      redoubled = true
      continue
    }

    lastBidIndex = at
    doubled = false
    redoubled = false
    lastRank = rankOf(call as ContractBid)
    const distance = (count - at) % 4
    const bit = strain === 5 ? 0 : 1 << (strain - 1)
    if (distance === 1) rhoSuits |= bit
    else if (distance === 3) lhoSuits |= bit
    else ourSuits |= bit
    if (distance === 0) {
      ownBid = true
      ownSuits |= bit
    }

    if (distance === 2) {
      partnerBid = true
      partnerLast = strain
    } else if (distance % 2 === 1) {
      if (theirBids < 2) theirBids++
      if (strain !== 5) theirLast = strain
    }
  }

  const ended = passes >= (lastBidIndex === -1 ? 4 : 3)
  summary.suits = rhoSuits | (lhoSuits << 4) | (ourSuits << 8)
  summary.status =
    lastRank +
    ((count - lastBidIndex) % 2 === 1 ? summaryBits.sinceOdd : 0) +
    (doubled ? summaryBits.doubled : 0) +
    (redoubled ? summaryBits.redoubled : 0) +
    (ended ? summaryBits.ended : 0) +
    (partnerBid ? summaryBits.partnerBid : 0) +
    (ownBid ? summaryBits.ownBid : 0) +
    partnerLast * summaryBits.partnerLast +
    theirLast * summaryBits.theirLast +
    theirBids * summaryBits.theirBids +
    ownSuits * summaryBits.ownSuits
  return summary
}

/** A part of a summary's status. */
function partOf(status: number, start: number, size: number): number {
  return Math.floor(status / start) % size
}

/**
 * The natural layer's reading of an auction: the calls' summary and what
 * the facts add to it (partner's shown strength and lengths, their suits),
 * and which principles can speak here at all — each principle's test of
 * the auction alone, so a call runs only those and reads only the hand.
 * One record for every auction that reads alike (`placeOf`): it keeps
 * neither the calls nor the facts. One class (its fields set in one
 * place): every table has the same shape.
 */
class NaturalPlace implements AuctionTable {
  callStatus: number
  callSuits: number
  lastBid: ContractBid | undefined
  sinceOdd: boolean
  doubled: boolean
  redoubled: boolean
  ended: boolean
  lastOurs: boolean
  level: number
  partnerBid: boolean
  partnerHcp: number
  partnerSuits: readonly Suit[]
  partnerLast: string | undefined
  theirSuits: readonly Suit[]
  theirLast: Suit | undefined
  theirBids: number
  ownSuits: number
  ownBid: boolean
  partnerMinima: number
  partnerLengths: number
  balancing: boolean
  vulnerable: boolean
  principles: number

  /** From the calls' status (`callSummaryOf`), the facts, and the parts of them `placeOf` keys on. */
  constructor(status: number, suits: number, facts: AuctionFacts, partnerMinima: number, theirSuits: number) {
    const lastRank = status % 64
    const lastBid = lastRank === 0 ? undefined : bidTexts[lastRank]!
    const shownHcp = facts.seats.partner.hcp[0]
    const partnerBid = (status & summaryBits.partnerBid) !== 0
    this.callStatus = status
    this.callSuits = suits
    this.lastBid = lastBid
    this.sinceOdd = (status & summaryBits.sinceOdd) !== 0
    this.doubled = (status & summaryBits.doubled) !== 0
    this.redoubled = (status & summaryBits.redoubled) !== 0
    this.ended = (status & summaryBits.ended) !== 0
    this.lastOurs = lastBid !== undefined && !this.sinceOdd
    this.level = lastBid ? levelOf(lastBid) : 0
    this.partnerBid = partnerBid
    this.partnerHcp = partnerBid ? Math.max(shownHcp, unreadPartnerHcp) : shownHcp
    this.partnerSuits = facts.suits.partner
    this.partnerLast = strainOfNumber[partOf(status, summaryBits.partnerLast, 8)]
    this.theirSuits = suitsOfBits[theirSuits]!
    this.theirLast = strainOfNumber[partOf(status, summaryBits.theirLast, 8)] as Suit | undefined
    this.theirBids = partOf(status, summaryBits.theirBids, 4)
    this.ownSuits = partOf(status, summaryBits.ownSuits, 16)
    this.ownBid = (status & summaryBits.ownBid) !== 0
    this.partnerMinima = partnerMinima
    this.partnerLengths = 0
    this.balancing = facts.balancing
    this.vulnerable = facts.vulnerable
    this.principles = 0
    this.partnerLengths = partnerLength(this, 'S') | (partnerLength(this, 'H') << 4) | (partnerLength(this, 'D') << 8) | (partnerLength(this, 'C') << 12)
    this.principles = principlesAt(this)
  }
}

/**
 * The principles that can speak at a place: each one's test of the auction
 * alone, as the principle itself makes it first (the principles keep their
 * tests: this only spares calling those that would say nothing).
 */
function principlesAt(place: AuctionTable): number {
  const {lastBid, level, partnerSuits, partnerLast, theirLast} = place
  let bits = Principles.ownSuit
  if (!lastBid) bits |= Principles.opening
  if (place.balancing && !place.lastOurs && theirLast && !place.partnerBid && !place.ownBid && level <= 2) bits |= Principles.balancing
  if (lastBid && !place.lastOurs && !place.doubled && lastBid[1] !== 'N' && level >= 2 && place.partnerBid) bits |= Principles.penaltyDouble
  if (partnerSuits.length > 0) bits |= Principles.raise
  if (partnerLast === 'N' && place.lastOurs && lastBid?.[1] === 'N') bits |= Principles.notrumpRaise
  if (theirLast && !place.partnerBid && !place.ownBid && place.theirBids === 1 && level <= 2 && !place.lastOurs && !place.balancing) bits |= Principles.overcall
  if (place.partnerBid && partnerLast !== 'N' && place.theirSuits.length > 0) bits |= Principles.notrump
  if (partnerSuits.length >= 2 && place.lastOurs && lastBid?.[1] === partnerLast) bits |= Principles.preference
  return bits
}

/** The bits of the suits in which a seat's calls show at most two cards (a suit it bid there is artificial). */
function shortBits({length}: Bounds): number {
  return (length.S[1] <= 2 ? 1 : 0) | (length.H[1] <= 2 ? 2 : 0) | (length.D[1] <= 2 ? 4 : 0) | (length.C[1] <= 2 ? 8 : 0)
}

/** A seat's shown minimum length in each suit, four bits a suit (♠ lowest; a suit holds at most 13 cards). */
function minimaOf({length}: Bounds): number {
  return nibble(length.S[0]) | (nibble(length.H[0]) << 4) | (nibble(length.D[0]) << 8) | (nibble(length.C[0]) << 12)
}

/** A length within 0–15 (four bits). */
function nibble(length: number): number {
  return length < 0 ? 0 : length > 15 ? 15 : length
}

/** Their suits as bits: what the facts call theirs, and the suits they bid that the system reads without a length (not ours). */
function theirSuitsOf(facts: AuctionFacts, suits: number): number {
  const {lho, rho} = facts.seats
  const theirBid = (suits & 15 & ~shortBits(rho)) | ((suits >> 4) & 15 & ~shortBits(lho))
  return bitsOf(facts.theirs) | (theirBid & ~(suits >> 8))
}

/** The order of partner's natural suits as one number (base 5, a digit per suit: ♠ 1 … ♣ 4). */
function suitOrderNumber(suits: readonly Suit[]): number {
  let number = 0
  for (const suit of suits) number = number * 5 + suitNumbers[suit] + 1
  return number
}

/**
 * The natural tables made so far, by the calls' summary and the facts'
 * parts they read, as one short text (`placeOf`): every field of a table
 * is a function of its key. A few thousand for SAYC; let go of at `maxTables`.
 */
const tables = new Map<string, NaturalPlace>()
const maxTables = 100_000

/**
 * The natural layer's reading of an auction with these facts: the shared
 * table for the calls' summary and the facts' parts it reads — partner's
 * shown HCP, minimum lengths and natural suits, their suits, the balancing
 * seat and vulnerability.
 */
function placeOf(facts: AuctionFacts, {status, suits}: CallSummary): NaturalPlace {
  const partner = facts.seats.partner
  const minima = minimaOf(partner)
  const theirSuits = theirSuitsOf(facts, suits)
  const shownHcp = partner.hcp[0]
  // Figures outside the key's room (no real auction shows them): a table of the auction's own.
  if (shownHcp < 0 || shownHcp > 63 || !Number.isInteger(shownHcp)) return new NaturalPlace(status, suits, facts, minima, theirSuits)
  // Sixteen bits a character: the status (24 bits) in two, the suits (12), minima (16 bits), then their suits (4),
  // partner's HCP (6) and the two facts (2) in one, and the order of partner's suits (below 625: 10 bits).
  const key = String.fromCharCode(
    status & 0xff_ff,
    status >> 16,
    suits,
    minima,
    theirSuits + shownHcp * 16 + (facts.balancing ? 1024 : 0) + (facts.vulnerable ? 2048 : 0),
    suitOrderNumber(facts.suits.partner)
  )
  let place = tables.get(key)
  if (!place) {
    if (tables.size >= maxTables) tables.clear()
    place = new NaturalPlace(status, suits, facts, minima, theirSuits)
    tables.set(key, place)
  }

  return place
}

/** The natural layer's reading of an auction made anew, not shared (exported for tests: the shared one must equal it). */
export function ownAuctionTable(facts: AuctionFacts, calls: readonly Call[]): AuctionTable {
  const {status, suits} = callSummaryOf(calls)
  return new NaturalPlace(status, suits, facts, minimaOf(facts.seats.partner), theirSuitsOf(facts, suits))
}

/** The natural layer's reading of an auction (exported for tests: `naturalCall` reads it once per facts). */
export function auctionTableOf(facts: AuctionFacts, calls: readonly Call[]): AuctionTable {
  return placeOf(facts, callSummaryOf(calls))
}

/** The key of the auction's table among what is derived from the facts. */
const auctionTableKey = {}

/**
 * The auction's table with one hand's counts: the auction's part read
 * through, not copied per hand. One is reused for every call (no record per
 * call): an answer keeps the auction's table and the hand, never this.
 */
class HandTable implements Table {
  at: AuctionTable
  hand: Hand
  hcp: number
  strength: number
  balanced: boolean
  longest: Suit

  constructor(at: AuctionTable, hand: Hand) {
    this.at = at
    this.hand = hand
    this.hcp = hcp(hand)
    this.strength = adjustedPoints(hand)
    this.balanced = isBalanced(hand)
    this.longest = longestSuit(hand)
  }

  get callStatus(): number {
    return this.at.callStatus
  }

  get callSuits(): number {
    return this.at.callSuits
  }

  get lastBid(): ContractBid | undefined {
    return this.at.lastBid
  }

  get sinceOdd(): boolean {
    return this.at.sinceOdd
  }

  get doubled(): boolean {
    return this.at.doubled
  }

  get redoubled(): boolean {
    return this.at.redoubled
  }

  get ended(): boolean {
    return this.at.ended
  }

  get lastOurs(): boolean {
    return this.at.lastOurs
  }

  get level(): number {
    return this.at.level
  }

  get partnerBid(): boolean {
    return this.at.partnerBid
  }

  get partnerHcp(): number {
    return this.at.partnerHcp
  }

  get partnerSuits(): readonly Suit[] {
    return this.at.partnerSuits
  }

  get partnerLast(): string | undefined {
    return this.at.partnerLast
  }

  get theirSuits(): readonly Suit[] {
    return this.at.theirSuits
  }

  get theirLast(): Suit | undefined {
    return this.at.theirLast
  }

  get theirBids(): number {
    return this.at.theirBids
  }

  get ownSuits(): number {
    return this.at.ownSuits
  }

  get ownBid(): boolean {
    return this.at.ownBid
  }

  get partnerMinima(): number {
    return this.at.partnerMinima
  }

  get partnerLengths(): number {
    return this.at.partnerLengths
  }

  get balancing(): boolean {
    return this.at.balancing
  }

  get vulnerable(): boolean {
    return this.at.vulnerable
  }

  get principles(): number {
    return this.at.principles
  }
}

/**
 * The auction's table of the facts (found once per facts: the facts keep
 * only the shared table). Facts of this auction alone (`own`: what the
 * robot's engines hand over) are read as they are; other facts may be shared
 * by auctions an engine treats alike, so their table is checked against the
 * calls' summary, read on every call.
 */
function auctionTableFor(facts: AuctionFacts, auction: readonly Call[], own: boolean): AuctionTable {
  if (own) return derivedFrom(facts, auctionTableKey, ownPlaceOf, auction)
  const summary = callSummaryOf(auction, readSummary)
  // Read before the facts are: reading them reads calls through the engine, which may come back here.
  const {status, suits} = summary
  const at = derivedFrom(facts, auctionTableKey, placeOf, summary)
  return at.callStatus === status && at.callSuits === suits ? at : placeOf(facts, callSummaryOf(auction))
}

/** The table of facts of this auction alone: from its calls' summary, read once per facts. */
function ownPlaceOf(facts: AuctionFacts, auction: readonly Call[]): AuctionTable {
  return placeOf(facts, callSummaryOf(auction))
}

/** The one table the principles read, set for each call. */
let scratch: HandTable | undefined

function tableOf(situation: FullSituation, facts: AuctionFacts, own = false): Table {
  const {hand, auction} = situation
  const at = auctionTableFor(facts, auction, own)
  if (!scratch) return (scratch = new HandTable(at, hand))
  scratch.at = at
  scratch.hand = hand
  scratch.hcp = hcp(hand)
  scratch.strength = adjustedPoints(hand)
  scratch.balanced = isBalanced(hand)
  scratch.longest = longestSuit(hand)
  return scratch
}

/** Partner's length in a suit they bid: what their calls showed, at least four for a natural bid that showed fewer. */
function partnerLength(table: AuctionTable, suit: Suit): number {
  const shown = (table.partnerMinima >> (4 * suitNumbers[suit])) & 15
  return table.partnerSuits.includes(suit) && shown < 3 ? unreadSuitLength : shown
}

/** Our combined length in a suit: the hand's and partner's shown. */
function combinedLength(table: Table, suit: Suit): number {
  return suitLength(table.hand, suit) + ((table.partnerLengths >> (4 * suitNumbers[suit])) & 15)
}

/**
 * The fit, if one is known: partner's suit (the last bid first) in which
 * we hold eight or more together.
 */
function knownFit(table: Table): Suit | undefined {
  const suits = table.partnerSuits
  for (let index = suits.length - 1; index >= 0; index--) if (combinedLength(table, suits[index]!) >= 8) return suits[index]
  return undefined
}

/**
 * Strength in a fit, a point less for a 4-3-3-3 hand: support (dummy)
 * points in partner's suit; in a suit the hand bid itself, length points
 * (its shortness ruffs nothing of partner's).
 */
function fitStrength(table: Table, suit: Suit): number {
  const points = (table.ownSuits & suitBits[suit]) !== 0 ? lengthPoints(table.hand) : supportPoints(table.hand, suit)
  // A 4-3-3-3 hand: its strength (adjusted points) is below its HCP.
  return points - (table.strength < table.hcp ? 1 : 0)
}

/** HCP for a suit overcall at a level: 8 at one, 11 at two, 6 at three (a seven-card jump); vulnerable 2, 1, 2 more. */
function overcallNeed(level: number, vulnerable: boolean): number {
  const need = level === 1 ? 8 : level === 2 ? 11 : 6
  return need + (vulnerable ? (level === 2 ? 1 : 2) : 0)
}

/** What a natural answer says in words (`wordsOf`), by principle and case. */
const Words = {
  notrumpOpening: 0,
  suitOpening: 1,
  preempt: 2,
  balancingDouble: 3,
  balancingNotrump: 4,
  balancingSuit: 5,
  penaltyDouble: 6,
  raise: 7,
  competition: 8,
  totalTricks: 9,
  fitPass: 10,
  notrumpRaise: 11,
  notrumpOvercall: 12,
  takeoutDouble: 13,
  notrump: 14,
  preferenceFirst: 15,
  preferenceSecond: 16,
  game: 17,
  rebid: 18,
  suitOvercall: 19,
  newSuit: 20
} as const

/**
 * A natural call whose words are written only when read (`explanation`):
 * the robot bidding without explanations never builds them. It keeps what
 * the words need: the auction's table, the hand, and the principle's own
 * figures (`first`, `second`: see `wordsOf`).
 */
class NaturalAnswer implements FallbackCall {
  readonly call: Call
  readonly shows: string | undefined
  readonly words: number
  readonly at: AuctionTable
  readonly hand: Hand
  readonly suit: Suit | undefined
  readonly other: Suit | undefined
  readonly first: number
  readonly second: number

  constructor(call: Call, words: number, shows: string | undefined, at: AuctionTable, hand: Hand, suit: Suit | undefined, other: Suit | undefined, first: number, second: number) {
    this.call = call
    this.shows = shows
    this.words = words
    this.at = at
    this.hand = hand
    this.suit = suit
    this.other = other
    this.first = first
    this.second = second
  }

  get explanation(): string {
    return wordsOf(this)
  }
}

function answer(call: Call, words: number, shows: string | undefined, table: Table, suit?: Suit, other?: Suit, first = 0, second = 0): NaturalAnswer {
  return new NaturalAnswer(call, words, shows, table.at, table.hand, suit, other, first, second)
}

/** A natural answer in words, as the principle that made it says it. */
function wordsOf(answer: NaturalAnswer): string {
  const {at, hand, first, second} = answer
  const suit = answer.suit!
  const points = hcp(hand)
  switch (answer.words) {
    case Words.notrumpOpening: {
      return 'natural opening: a balanced 15–17'
    }

    case Words.suitOpening: {
      const tricks = playingTricks(hand)
      const strong = points >= 20 || tricks >= 9 ? ', ' + tricks + ' playing tricks' : ''
      return 'natural opening in the longest suit (' + points + ' HCP' + (adjustedPoints(hand) < points ? ', 4-3-3-3' : '') + strong + ')'
    }

    case Words.preempt: {
      return 'natural preempt: ' + suitLength(hand, suit) + ' ' + suitSymbols[suit] + ', ' + points + ' HCP' + (at.vulnerable ? ', a good suit vulnerable' : '')
    }

    case Words.balancingDouble: {
      return 'natural balancing double: short in their ' + suitSymbols[at.theirLast!] + ', ' + points + ' HCP'
    }

    case Words.balancingNotrump: {
      return 'natural balancing 1NT: a balanced ' + points + ' with a ' + suitSymbols[at.theirLast!] + ' stopper'
    }

    case Words.balancingSuit: {
      return 'natural balancing: ' + suitLength(hand, suit) + ' ' + suitSymbols[suit] + ', ' + points + ' HCP'
    }

    case Words.penaltyDouble: {
      return 'natural penalty double: ' + suitLength(hand, suit) + ' ' + suitSymbols[suit] + ' behind them, a misfit, about ' + first + ' HCP together'
    }

    case Words.raise: {
      return 'natural raise: ' + fitText(suitLength(hand, suit), suit, first, second, at.partnerHcp)
    }

    case Words.competition: {
      return 'natural competition in partner’s ' + suitSymbols[suit] + ': ' + fitText(suitLength(hand, suit), suit, first, second, at.partnerHcp)
    }

    case Words.totalTricks: {
      const length = suitLength(hand, suit)
      const partner = partnerLength(at, suit)
      return 'natural competition by the law of total tricks: ' + (length + partner) + ' trumps together (' + length + ' + partner’s ' + partner + ')'
    }

    case Words.fitPass: {
      // `first`: combined points; `second`: the level they reach (0: not enough to raise).
      const last = at.lastBid ? symbolsOf(at.lastBid) : ''
      const compete = cheapest(at, suit)
      const why =
        second === 0
          ? 'but about ' + first + ' points together are not enough to raise'
          : at.lastOurs
            ? 'and ' + last + ' is as high as about ' + first + ' points together go'
            : 'but about ' + first + ' points together do not reach ' + (compete ? symbolsOf(compete) : last)
      return 'natural: a fit in ' + suitSymbols[suit] + ', ' + why
    }

    case Words.notrumpRaise: {
      return 'natural notrump raise: about ' + first + ' HCP together' + (adjustedPoints(hand) < points ? ' (4-3-3-3: a point less)' : '')
    }

    case Words.notrumpOvercall: {
      return 'natural overcall: a balanced 15–18 with a ' + suitSymbols[at.theirLast!] + ' stopper'
    }

    case Words.takeoutDouble: {
      return 'natural takeout double: short in their ' + suitSymbols[at.theirLast!] + ', support for the others'
    }

    case Words.notrump: {
      let stopped = ''
      for (const their of at.theirSuits) stopped += suitSymbols[their]
      return 'natural notrump: their ' + stopped + ' stopped, about ' + first + ' HCP together'
    }

    case Words.preferenceFirst: {
      return 'natural preference to partner’s first suit, ' + suitSymbols[suit] + ': ' + first + ' cards together against ' + second + ' in ' + suitSymbols[answer.other!]
    }

    case Words.preferenceSecond: {
      return 'natural preference for partner’s ' + suitSymbols[answer.other!] + ': ' + second + ' cards together against ' + first + ' in ' + suitSymbols[suit]
    }

    case Words.game: {
      return 'natural game: ' + suitLength(hand, suit) + ' ' + suitSymbols[suit] + ', ' + playingTricks(hand) + ' playing tricks opposite partner’s values'
    }

    case Words.rebid: {
      return 'natural rebid: ' + suitLength(hand, suit) + ' ' + suitSymbols[suit] + ', ' + points + ' HCP'
    }

    case Words.suitOvercall: {
      return 'natural overcall: ' + suitLength(hand, suit) + ' ' + suitSymbols[suit] + ', ' + points + ' HCP' + (at.vulnerable ? ', a good suit vulnerable' : '')
    }

    default: {
      // A new suit (`Words.newSuit`).
      return 'natural: ' + suitLength(hand, suit) + ' ' + suitSymbols[suit] + ', ' + points + ' HCP'
    }
  }
}

/**
 * The natural pass when nothing fits: its words name only the hand's HCP,
 * so one answer per HCP serves every place and hand (`nothing`), and the
 * most common natural call allocates nothing.
 */
class NothingAnswer implements FallbackCall {
  readonly call: Call = 'P'
  readonly shows: string | undefined = undefined
  readonly points: number

  constructor(points: number) {
    this.points = points
  }

  get explanation(): string {
    return 'natural: nothing to add (' + this.points + ' HCP)'
  }
}

/** The natural passes by HCP (0–37), each made on first use and frozen: callers share them. */
const nothingAnswers: Array<Readonly<NothingAnswer> | undefined> = []

/** What a natural call shows, by principle, when it depends on the hand (`showsOf`). */
const Shows = {suitOpening: 0, preempt: 1, balancingSuit: 2, raise: 3, preference: 4, game: 5, rebid: 6, suitOvercall: 7} as const

/** Each text `showsOf` made, by its key: a few hundred at most, made once (the bidding path reads `shows`). */
const showsTexts = new Map<number, string>()

const suitNumbers: Readonly<Record<Suit, number>> = {S: 0, H: 1, D: 2, C: 3}

/** What a natural call shows, in words made once per template, suit and figures (each 0–127; exported for tests). */
export function showsOf(template: number, suit: Suit, first = 0, second = 0, flag = false): string {
  const inRange = first >= 0 && first < 128 && second >= 0 && second < 128
  const key = ((((template * 4 + suitNumbers[suit]) * 128 + first) * 128 + second) * 2) + (flag ? 1 : 0)
  let text = inRange ? showsTexts.get(key) : undefined
  if (text === undefined) {
    text = showsTextOf(template, suit, first, second, flag)
    if (inRange) showsTexts.set(key, text)
  }

  return text
}

/** What a natural call shows, written anew (`showsOf` keeps each). */
export function showsTextOf(template: number, suit: Suit, first: number, second: number, flag: boolean): string {
  const symbol = suitSymbols[suit]
  switch (template) {
    case Shows.suitOpening: {
      return '12+ HCP or the rule of 20, ' + first + '+' + symbol
    }

    case Shows.preempt: {
      return (flag ? '7–10' : '5–10') + ' HCP, ' + first + '+' + symbol
    }

    case Shows.balancingSuit: {
      return 'balancing seat, 5+' + symbol
    }

    case Shows.raise: {
      return 'fit ' + symbol + ', combined ' + first + ' points'
    }

    case Shows.preference: {
      return 'preference: ' + first + symbol
    }

    case Shows.game: {
      return '9+ playing tricks, 6+' + symbol
    }

    case Shows.rebid: {
      return first + '+' + symbol
    }

    default: {
      // A suit overcall: `first` the HCP needed, `second` the cards, `flag` vulnerable.
      return first + '+ HCP, ' + second + '+' + symbol + (flag ? ', 2+ of top 3 in ' + symbol : '')
    }
  }
}

type Principle = (table: Table) => FallbackCall | undefined

/** The first suit other than clubs (♠ ♥ ♦) with six or more cards. */
function sixCardSuit(hand: Hand): Suit | undefined {
  for (const suit of suitOrder) if (suit !== 'C' && suitLength(hand, suit) >= 6) return suit
  return undefined
}

/**
 * Opening: a balanced 15–17 1NT; the longest suit with 12+ HCP (a 4-3-3-3
 * hand one less) or the rule of 20; with a six-card suit and 5–10 HCP a
 * weak two or three — vulnerable only with 7+ HCP and two of the top three
 * honours. A hand with 9+ playing tricks opens at the one level too (the
 * layer has no artificial strong opening) and says so.
 */
const opening: Principle = (table) => {
  const {hand, hcp: points, strength} = table
  if (table.lastBid) return undefined
  const long = table.longest
  if (table.balanced && points >= 15 && points <= 17) return answer('1N', Words.notrumpOpening, '15–17 HCP, balanced', table)
  // The rule of 20 counts the two longest suits (`rulePoints` less the HCP) with the downgraded strength.
  if (strength >= 12 || (strength >= 10 && strength + rulePoints(hand) - points >= 20)) {
    return answer(bid(1, long), Words.suitOpening, showsOf(Shows.suitOpening, long, suitLength(hand, long)), table, long)
  }

  const six = sixCardSuit(hand)
  if (!six) return undefined
  const length = suitLength(hand, six)
  const vulnerable = table.vulnerable
  if (points > 10 || points < (vulnerable ? 7 : 5) || (vulnerable && !isGoodSuit(hand, six))) return undefined
  return answer(bid(length >= 7 ? 3 : 2, six), Words.preempt, showsOf(Shows.preempt, six, length, 0, vulnerable), table, six)
}

/**
 * Balancing (a pass would end the auction, their low-level bid): reopen
 * lighter than in the direct seat — a double with 8+ HCP and shortness in
 * their suit, 1NT with a balanced 11–14 and a stopper, or a five-card suit
 * with 6+ HCP.
 */
const balancing: Principle = (table) => {
  const {hand, theirLast, hcp: points} = table
  if (!table.balancing || table.lastOurs || !theirLast || table.partnerBid || table.ownBid || table.level > 2 || points < 6) return undefined
  if (points >= 8 && isTakeoutShape(hand, theirLast) && legal(table, 'X')) {
    return answer('X', Words.balancingDouble, '8+ HCP, ≤2 in their suit, balancing seat', table)
  }

  if (table.level === 1 && table.balanced && points >= 11 && points <= 14 && stopper(hand, theirLast) === 2 && legal(table, '1N')) {
    return answer('1N', Words.balancingNotrump, '11–14 HCP, balanced, balancing seat', table)
  }

  const long = table.longest
  const call = cheapest(table, long)
  if (long !== theirLast && suitLength(hand, long) >= 5 && call && levelOf(call) <= 2 && (levelOf(call) === 1 || points >= 8)) {
    return answer(call, Words.balancingSuit, showsOf(Shows.balancingSuit, long), table, long)
  }

  return undefined
}

/** Whether the hand holds at most two cards in each of partner's suits. */
function isMisfit(hand: Hand, partnerSuits: readonly Suit[]): boolean {
  for (const suit of partnerSuits) if (suitLength(hand, suit) > 2) return false
  return true
}

/** Whether the hand holds a sure stopper in each of the suits. */
function stopsAll(hand: Hand, suits: readonly Suit[]): boolean {
  for (const suit of suits) if (stopper(hand, suit) !== 2) return false
  return true
}

/**
 * A penalty double of a misfit: their suit (two level or higher) is ours —
 * four cards with two honours — we do not fit partner's suit (at most two
 * cards), partner has not shown length in theirs, and we hold the balance
 * of power together (22+ HCP counting partner's minimum).
 */
const penaltyDouble: Principle = (table) => {
  const {hand, lastBid} = table
  if (!lastBid || table.lastOurs || table.doubled || lastBid[1] === 'N' || table.level < 2 || !table.partnerBid) return undefined
  const suit = lastBid[1] as Suit
  const length = suitLength(hand, suit)
  const combined = table.hcp + table.partnerHcp
  if (length >= 4 && honours(hand, suit) >= 2 && isMisfit(hand, table.partnerSuits) && ((table.partnerMinima >> (4 * suitNumbers[suit])) & 15) <= 1 && combined >= 22 && legal(table, 'X')) {
    return answer('X', Words.penaltyDouble, '4+ in their suit, ≤2 in partner’s, combined 22+ HCP', table, suit, undefined, combined)
  }

  return undefined
}

/** The fit in words: `4 cards in partner’s ♠, about 24 points together (12 support points + partner’s 12)`. */
function fitText(length: number, suit: Suit, combined: number, points: number, partnerHcp: number): string {
  return length + ' cards in partner’s ' + suitSymbols[suit] + ', about ' + combined + ' points together (' + points + ' support points + partner’s ' + partnerHcp + ')'
}

/**
 * Raise with a known fit, by combined strength: the hand's support points
 * (a 4-3-3-3 hand one less) plus partner's shown minimum — 18+ the two
 * level, 23+ three (an invitation), 26+ game in a major, 29+ five of a
 * minor, 33+ slam. When they compete and the strength is not there, the
 * law of total tricks: bid to the level of the fit's length (nine trumps,
 * the three level).
 */
const raise: Principle = (table) => {
  const suit = knownFit(table)
  if (!suit) return undefined
  const {lastBid, level} = table
  const points = fitStrength(table, suit)
  const combined = points + table.partnerHcp
  const major = suit === 'H' || suit === 'S'
  const target =
    combined >= raiseLevels.slam
      ? 6
      : combined >= raiseLevels.majorGame
        ? major
          ? 4
          : combined >= raiseLevels.minorGame
            ? 5
            : 3
        : combined >= raiseLevels.three
          ? 3
          : combined >= raiseLevels.two
            ? 2
            : 0
  // Partner chose notrump: a minor fit is not worth the five level.
  if (!major && table.partnerLast === 'N' && target < 6) return undefined
  const current = lastBid && lastBid[1] === suit && table.lastOurs ? level : 0
  if (target > current) {
    const call = bid(target, suit)
    if (legal(table, call)) return answer(call, Words.raise, showsOf(Shows.raise, suit, combined), table, suit, undefined, combined, points)
    const compete = cheapest(table, suit)
    if (!table.lastOurs && compete && levelOf(compete) <= target) return answer(compete, Words.competition, undefined, table, suit, undefined, combined, points)
  }

  // The law of total tricks: compete to as many tricks as the partnership holds trumps.
  const trumps = combinedLength(table, suit)
  const compete = cheapest(table, suit)
  if (!table.lastOurs && table.theirBids > 0 && compete && levelOf(compete) >= 2 && levelOf(compete) <= trumps - 6) {
    return answer(compete, Words.totalTricks, 'law of total tricks', table, suit)
  }

  // A fit and nothing more to say.
  return answer('P', Words.fitPass, undefined, table, suit, undefined, combined, target)
}

/** Raise partner's notrump by combined HCP (a 4-3-3-3 hand one less): 23+ 2NT, 25+ 3NT, 33+ 6NT; else pass it. */
const notrumpRaise: Principle = (table) => {
  if (table.partnerLast !== 'N' || !table.lastOurs || table.lastBid?.[1] !== 'N') return undefined
  const combined = table.strength + Math.max(table.partnerHcp, 12)
  const target = combined >= notrumpLevels.slam ? 6 : combined >= notrumpLevels.three ? 3 : combined >= notrumpLevels.two ? 2 : 0
  const call = bid(target, 'N')
  if (target > table.level && legal(table, call)) {
    return answer(call, Words.notrumpRaise, undefined, table, undefined, undefined, combined)
  }

  // Partner's notrump describes the hand: without the values to raise, leave it there.
  return nothing(table)
}

/**
 * Over their opening, with partner silent: 1NT with a balanced 15–18 and
 * their suit stopped; a takeout double with 12+, shortness in theirs and
 * three cards in the others. (Suit overcalls: `ownSuit`.)
 */
const overcall: Principle = (table) => {
  const {hand, theirLast, hcp: points} = table
  if (!theirLast || table.partnerBid || table.ownBid || table.theirBids !== 1 || table.level > 2 || table.lastOurs || table.balancing) return undefined
  if (table.balanced && points >= 15 && points <= 18 && stopper(hand, theirLast) === 2 && table.level === 1 && legal(table, '1N')) {
    return answer('1N', Words.notrumpOvercall, '15–18 HCP, balanced, stopper in their suit', table)
  }

  if (points >= 12 && isTakeoutShape(hand, theirLast) && legal(table, 'X')) {
    return answer('X', Words.takeoutDouble, '12+ HCP, ≤2 in their suit', table)
  }

  return undefined
}

/**
 * Notrump with their suits stopped, by combined HCP (a 4-3-3-3 hand one
 * less, partner for their minimum): 23–24 2NT, 25+ 3NT.
 */
const notrump: Principle = (table) => {
  const {hand, theirSuits} = table
  if (!table.partnerBid || table.partnerLast === 'N' || theirSuits.length === 0 || !table.balanced) return undefined
  if (!stopsAll(hand, theirSuits)) return undefined
  const combined = table.strength + table.partnerHcp
  const target = combined >= notrumpLevels.three ? 3 : combined >= notrumpLevels.two ? 2 : 0
  const call = target > 0 ? bid(target, 'N') : undefined
  if (!call || !legal(table, call)) return undefined
  return answer(call, Words.notrump, target === 3 ? 'stopper in their suits, combined 25+ HCP' : 'stopper in their suits, combined 23–24 HCP', table, undefined, undefined, combined)
}

/**
 * Preference between partner's last two suits, when partner's new suit is
 * the last bid: the suit in which we hold more together (partner's shown
 * length plus ours); with equal length, partner's first suit — bid at the
 * same level, or pass partner's second.
 */
const preference: Principle = (table) => {
  const {partnerSuits, lastBid, hand} = table
  if (partnerSuits.length < 2 || !table.lastOurs || lastBid?.[1] !== table.partnerLast) return undefined
  const second = table.partnerLast as Suit
  const first = partnerSuits.find((suit) => suit !== second)
  if (!first || !partnerSuits.includes(second)) return undefined
  const firstTogether = combinedLength(table, first)
  const secondTogether = combinedLength(table, second)
  if (firstTogether >= secondTogether) {
    const call = cheapest(table, first)
    if (call && levelOf(call) === table.level && suitLength(hand, first) >= 2) {
      return answer(call, Words.preferenceFirst, showsOf(Shows.preference, first, suitLength(hand, first)), table, first, second, firstTogether, secondTogether)
    }

    return undefined
  }

  return answer('P', Words.preferenceSecond, undefined, table, first, second, firstTogether, secondTogether)
}

/**
 * A long suit of our own. With our side silent, an overcall: five cards and
 * 8+ HCP at the one level, 11+ at the two, a seven-card suit and 6–10 at
 * the three (above the one level only over their opening) — vulnerable two HCP more (one at the two level) and two of the
 * top three honours. After partner's bid, a new suit at the one level with
 * 6+ HCP, at the two level with 10+ (or 20 together), higher with game
 * values together; a hand with 9+ playing tricks and a six-card major bids
 * game in it once partner has shown values.
 */
const ownSuit: Principle = (table) => {
  const {hand, hcp: points} = table
  const long = table.longest
  const length = suitLength(hand, long)
  // A suit of the hand's own is bid again only with six cards.
  if (length < ((table.ownSuits & suitBits[long]) !== 0 ? 6 : 5) || table.partnerSuits.includes(long) || table.theirSuits.includes(long)) return undefined
  const call = cheapest(table, long)
  if (!call) return undefined
  const callLevel = levelOf(call)
  const tricks = playingTricks(hand)
  if (table.partnerBid && length >= 6 && (long === 'H' || long === 'S') && tricks >= 9 && callLevel <= 4 && table.partnerHcp >= unreadPartnerHcp) {
    const game = bid(4, long)
    if (legal(table, game)) return answer(game, Words.game, showsOf(Shows.game, long), table, long)
  }

  if (!table.partnerBid && table.ownBid) {
    if (callLevel > 2 || points < (callLevel === 1 ? 6 : 10)) return undefined
    return answer(call, Words.rebid, showsOf(Shows.rebid, long, length), table, long)
  }

  if (!table.partnerBid) {
    // An overcall (partner silent): five cards at the one and two levels, seven at the three; stricter vulnerable.
    const vulnerable = table.vulnerable
    const need = overcallNeed(callLevel, vulnerable)
    // Over their opening, or at the one level: once they have bid twice, a two-level entry is a guess.
    if (callLevel > 3 || (callLevel > 1 && table.theirBids > 1)) return undefined
    if (length < (callLevel === 3 ? 7 : 5) || points < need || (vulnerable && !isGoodSuit(hand, long))) return undefined
    if (callLevel === 3 && points > 10) return undefined
    return answer(call, Words.suitOvercall, showsOf(Shows.suitOvercall, long, need, callLevel === 3 ? 7 : 5, vulnerable), table, long)
  }

  const combined = table.strength + table.partnerHcp
  const enough = callLevel === 1 ? points >= 6 : callLevel === 2 ? points >= 10 || combined >= 20 : combined >= 23 + 3 * (callLevel - 3)
  return enough ? answer(call, Words.newSuit, undefined, table, long) : undefined
}

/** The natural pass: nothing fits (one shared answer per HCP). */
function nothing(table: Table): FallbackCall {
  return (nothingAnswers[table.hcp] ??= Object.freeze(new NothingAnswer(table.hcp)))
}

/** The principles in the order they are tried (their bits in `Principles`; `naturalCall` calls them in this order). */
const principles: readonly Principle[] = [opening, balancing, penaltyDouble, raise, notrumpRaise, overcall, notrump, preference, ownSuit]

/** Every principle tried in turn, whatever the place admits (exported for tests: `naturalCall` must agree with it). */
export function naturalCallTryingAll(situation: FullSituation, facts: AuctionFacts): FallbackCall {
  const table = tableOf(situation, facts)
  for (const principle of principles) {
    const answer = principle(table)
    if (answer) return answer
  }

  return nothing(table)
}

/**
 * The natural layer: the first principle with a call, or a natural pass
 * when nothing fits — either way explained in its own words.
 */
export const naturalFallback: Fallback = (situation, context) => {
  const found = naturalCall(situation, context.facts())
  // A plain record for callers of the fallback: the words written now.
  return found.shows ? {call: found.call, explanation: found.explanation, shows: found.shows} : {call: found.call, explanation: found.explanation}
}

/**
 * The natural layer's call for a hand, given what the auction has shown
 * (`naturalFallback` without its context): its `explanation` is written
 * when read. `own`: the facts are of this auction alone (an engine's, for
 * its calls), not shared with other auctions.
 */
export function naturalCall(situation: FullSituation, facts: AuctionFacts, own = false): FallbackCall {
  const table = tableOf(situation, facts, own)
  // Only the principles the place admits (the others would say nothing whatever the hand), each called directly, in order.
  const bits = table.principles
  return (
    ((bits & Principles.opening) !== 0 ? opening(table) : undefined) ??
    ((bits & Principles.balancing) !== 0 ? balancing(table) : undefined) ??
    ((bits & Principles.penaltyDouble) !== 0 ? penaltyDouble(table) : undefined) ??
    ((bits & Principles.raise) !== 0 ? raise(table) : undefined) ??
    ((bits & Principles.notrumpRaise) !== 0 ? notrumpRaise(table) : undefined) ??
    ((bits & Principles.overcall) !== 0 ? overcall(table) : undefined) ??
    ((bits & Principles.notrump) !== 0 ? notrump(table) : undefined) ??
    ((bits & Principles.preference) !== 0 ? preference(table) : undefined) ??
    ownSuit(table) ??
    nothing(table)
  )
}

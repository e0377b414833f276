/**
 * What the auction has shown, for constraints that look at it: the bounds
 * of every other seat's calls (HCP and suit lengths, as explanations
 * compute them), whether partner or the player is a passed hand, whether a
 * pass would end the auction, the opponents' suits and the unbid ones.
 * `resolveAuction` turns the auction atoms of a constraint (`partner 3+♠`,
 * `combined 25+ HCP`, `fit ♥`, `stopper in their suits` …) into atoms about
 * the hand alone, so they compile to the same fast test as any other.
 */

import {
  atomsOf,
  constraintToString,
  isAuctionAtom,
  mapAtoms,
  meetBounds,
  unboundedBounds,
  type Atom,
  type AuctionSeat,
  type Bounds,
  type Constraint,
  type Interval,
  type SuitRef
} from '@bidding/core/constraints'
import {isContractBid, rotate, type Call, type Suit} from '@bidding/core/calls'
import {fitsConstraint, hcp, scalePointsOf, suitLength, supportPoints, lengthPoints, shortnessPoints, rulePoints, pearsonPoints, type Hand} from '@bidding/hand'
import type {AuctionView, Interpretation} from './types.js'
import {isVulnerableSide, viewOf} from './view.js'
import {boundsOf} from './bounds.js'

/** What the auction has shown, seen from the player to call. */
export interface AuctionFacts {
  /** Bounds of each other seat's calls together. */
  seats: Record<AuctionSeat, Bounds>
  partnerPassed: boolean
  passedHand: boolean
  /** A pass now would end the auction. */
  balancing: boolean
  /** Suits the opponents bid naturally or showed (4+), in ♠♥♦♣ order (shared: never changed). */
  theirs: readonly Suit[]
  /** Suits no one has bid, in ♠♥♦♣ order (shared: never changed). */
  unbid: readonly Suit[]
  /** The level of the last bid (0 before any). */
  lastLevel: number
  /**
   * The suits each seat bid naturally, in the order first bid: a suit bid
   * whose reading shows three or more cards of it, or that has no reading
   * (a call the system does not explain is taken as natural).
   */
  suits: Record<AuctionSeat, readonly Suit[]>
  /** The side to call is vulnerable; the opponents are. */
  vulnerable: boolean
  theyVulnerable: boolean
}

const suits: readonly Suit[] = ['S', 'H', 'D', 'C']
const always: Constraint = {type: 'and', children: []}
const never: Constraint = {type: 'or', children: []}

/** How an engine reads the call at an index: by our side's tables (`we`) or as an opponents' call (`they`). */
export type Reader = (index: number, side: 'we' | 'they') => Interpretation | undefined

/** The bit of a suit in a set of suits (♠ 1, ♥ 2, ♦ 4, ♣ 8). */
export const suitBits: Readonly<Record<Suit, number>> = {S: 1, H: 2, D: 4, C: 8}

/** The suits of each set of bits, in ♠♥♦♣ order: one shared list per set (never changed), so facts allocate none. */
export const suitsOfBits: ReadonlyArray<readonly Suit[]> = Array.from({length: 16}, (_, bits) => suits.filter((suit) => (bits & suitBits[suit]) !== 0))

/** The suit bit of a call (`1S` 1 …), 0 for a notrump bid, a pass, a double or a redouble; without a regular expression. */
function suitBitOfCall(call: Call): number {
  if (call.length !== 2) return 0
  const level = call.charCodeAt(0)
  if (level < 49 || level > 55) return 0
  switch (call.charCodeAt(1)) {
    case 83: {
      return 1
    }

    case 72: {
      return 2
    }

    case 68: {
      return 4
    }

    case 67: {
      return 8
    }

    default: {
      return 0
    }
  }
}

/**
 * How the facts of an engine's places read what the seats have shown: the
 * engine's reading of a call of a view, and its facts of the same player
 * four calls before (made when missing). One per engine, so facts made for a
 * place keep the caller's view and their index, not a copy of the calls and
 * closures of their own.
 */
export interface FactsSource {
  interpret(view: AuctionView, index: number, side: 'we' | 'they'): Interpretation | undefined
  /** The facts for the player at `index` of the view (only asked for `index >= 0`). */
  factsAt(view: AuctionView, index: number): AuctionFacts | undefined
}

/** The yes/no facts, the last level and the suit sets of the facts, packed in one number (`Facts.bits`). */
const partnerPassedBit = 1
const passedHandBit = 2
const balancingBit = 4
const vulnerableBit = 8
const theyVulnerableBit = 16
/** The last level, 0–7, from bit 5. */
const levelShift = 5
/** The unbid suits' bits, from bit 8. */
const unbidShift = 8
/** Their suits' bits (set once the seats are read), from bit 12. */
const theirsShift = 12
/** The bits of the suits they bid naturally, from bit 16. */
const calledShift = 16

/**
 * The facts as one small record per auction, kept with its place for every
 * later auction through it: the yes/no facts, the last level and the suit
 * sets packed in one number, the seats (read call by call through the
 * engine) on first use, and room for what is derived from the facts alone
 * (`derivedFrom`, the key parts), so none of it is kept in side tables.
 */
class Facts implements AuctionFacts {
  /** See the shifts and bits above. */
  bits: number
  /** Where the seats are read from, until they are (then dropped: the view keeps the auction's places alive). */
  source: FactsSource | undefined
  /** The view the facts are of, up to `me` (its calls before `me` never change: views only grow), until the seats are read. */
  view: AuctionView | undefined
  /** The index of the player to call. */
  me: number
  /** What the seats have shown, read on first use (`shown`): fields of the facts, not a record of their own. */
  seatsState: Record<AuctionSeat, Bounds> | undefined
  /** The seats' suits: a record shared by all facts whose seats bid the same suits in the same order (`naturalOf`). */
  naturalState: Natural | undefined
  /** The facts' keys by set of parts read (`factsKeyOf`), made once per set. */
  partTexts: Array<string | undefined> | undefined
  /** Values derived from the facts alone: the first two in fields, more as key, value, key, value… (a few keys: no map or array per facts). */
  firstKey: object | undefined
  firstValue: unknown
  secondKey: object | undefined
  secondValue: unknown
  derived: unknown[] | undefined

  constructor(source: FactsSource, view: AuctionView, me: number, bits: number) {
    this.bits = bits
    this.source = source
    this.view = view
    this.me = me
    this.seatsState = undefined
    this.naturalState = undefined
    this.partTexts = undefined
    this.firstKey = undefined
    this.firstValue = undefined
    this.secondKey = undefined
    this.secondValue = undefined
    this.derived = undefined
  }

  get partnerPassed(): boolean {
    return (this.bits & partnerPassedBit) !== 0
  }

  get passedHand(): boolean {
    return (this.bits & passedHandBit) !== 0
  }

  get balancing(): boolean {
    return (this.bits & balancingBit) !== 0
  }

  get vulnerable(): boolean {
    return (this.bits & vulnerableBit) !== 0
  }

  get theyVulnerable(): boolean {
    return (this.bits & theyVulnerableBit) !== 0
  }

  get lastLevel(): number {
    return (this.bits >> levelShift) & 7
  }

  get unbid(): readonly Suit[] {
    return suitsOfBits[(this.bits >> unbidShift) & 15]!
  }

  /** Read what the seats have shown, once (`readShown` sets the fields). */
  shown(): Record<AuctionSeat, Bounds> {
    return this.seatsState ?? readShown(this)
  }

  get seats(): Record<AuctionSeat, Bounds> {
    return this.seatsState ?? this.shown()
  }

  get theirs(): readonly Suit[] {
    this.shown()
    return suitsOfBits[(this.bits >> theirsShift) & 15]!
  }

  get suits(): Record<AuctionSeat, readonly Suit[]> {
    this.shown()
    return this.naturalState!.suits
  }

  /** Every fact, as the plain record it describes (`JSON.stringify`). */
  toJSON(): Record<string, unknown> {
    return {
      seats: this.seats,
      theirs: this.theirs,
      suits: this.suits,
      partnerPassed: this.partnerPassed,
      passedHand: this.passedHand,
      balancing: this.balancing,
      unbid: this.unbid,
      lastLevel: this.lastLevel,
      vulnerable: this.vulnerable,
      theyVulnerable: this.theyVulnerable
    }
  }
}

/** Whether the facts' seats are read already, so reading them costs nothing more (facts of another kind: unknown, `false`). */
export function seatsRead(facts: AuctionFacts): boolean {
  return facts instanceof Facts && facts.seatsState !== undefined
}

/**
 * A value derived from the facts alone (the natural layer's reading of the
 * auction), made once per facts and `key`: the facts of an auction are
 * shared by every hand bid there. Facts made elsewhere than `auctionFacts`
 * keep nothing. `make` is given the facts and `argument` (a function made
 * once, not a closure per call).
 */
export function derivedFrom<T, A = undefined>(facts: AuctionFacts, key: object, make: (facts: AuctionFacts, argument: A) => T, argument?: A): T {
  if (!(facts instanceof Facts)) return make(facts, argument as A)
  if (facts.firstKey === key) return facts.firstValue as T
  if (facts.secondKey === key) return facts.secondValue as T
  const derived = facts.derived
  if (derived) for (let index = 0; index < derived.length; index += 2) if (derived[index] === key) return derived[index + 1] as T
  const value = make(facts, argument as A)
  if (facts.firstKey === undefined) {
    facts.firstKey = key
    facts.firstValue = value
  } else if (facts.secondKey === undefined) {
    facts.secondKey = key
    facts.secondValue = value
  } else if (derived) {
    derived.push(key, value)
  } else {
    facts.derived = [key, value]
  }

  return value
}

/**
 * The facts of an auction for the player to call at `view.calls.length`.
 * What the seats have shown (and so their suits) is read call by call
 * through the engine, so it is made on first use: a class condition such as
 * `balancing seat` needs none of it. `earlier` gives the facts of the same
 * player four calls before, when known: then only the last four calls are read.
 */
export function auctionFacts(view: AuctionView, read: Reader, earlier?: () => AuctionFacts | undefined): AuctionFacts {
  const source: FactsSource = {interpret: (_view, index, side) => read(index, side), factsAt: () => earlier?.()}
  return new Facts(source, view, view.calls.length, factsBits(view, view.calls.length))
}

/**
 * The facts of an engine's place: the player to call at `index` of `view`
 * (its calls before `index`), the seats read through `source` on first use.
 */
export function placeFacts(view: AuctionView, index: number, source: FactsSource): AuctionFacts {
  return new Facts(source, view, index, factsBits(view, index))
}

/** The yes/no facts, the last level and the unbid suits of the calls before `me`, packed as `Facts.bits`. */
function factsBits(view: AuctionView, me: number): number {
  const calls = view.calls
  // One pass: the suits bid, the last bid and the passes since (as `auctionStatus` counts them).
  let bid = 0
  let lastLevel = 0
  let passes = 0
  for (let index = 0; index < me; index++) {
    const call = calls[index]!
    if (call === 'P') {
      passes++
      continue
    }

    passes = 0
    const bit = suitBitOfCall(call)
    bid |= bit
    if (bit !== 0 || (call.length === 2 && call.charCodeAt(1) === 78 && call.charCodeAt(0) >= 49 && call.charCodeAt(0) <= 55)) lastLevel = call.charCodeAt(0) - 48
  }

  const partnerFirst = (me + 2) % 4
  return (
    (partnerFirst < me && calls[partnerFirst] === 'P' ? partnerPassedBit : 0) |
    (me % 4 < me && calls[me % 4] === 'P' ? passedHandBit : 0) |
    (lastLevel > 0 && passes === 2 ? balancingBit : 0) |
    (isVulnerableSide(view.vulnerability, rotate(view.dealer, me)) ? vulnerableBit : 0) |
    (isVulnerableSide(view.vulnerability, rotate(view.dealer, me + 1)) ? theyVulnerableBit : 0) |
    (lastLevel << levelShift) |
    ((15 & ~bid) << unbidShift)
  )
}

/** Bounds that say nothing, where every seat starts: shared, never changed. */
const unbounded: Bounds = unboundedBounds()

/**
 * `meetBounds` by the bounds met (a call's, kept per constraint) and then
 * the seat's so far: auctions through the same calls share one result, so
 * their facts neither make nor keep bounds of their own.
 */
const meetings = new WeakMap<Bounds, Map<Bounds, Bounds>>()

/** `a` met with `b`: `a` itself when `b` narrows nothing (bounds are shared, never changed). */
export function narrowed(a: Bounds, b: Bounds): Bounds {
  const {hcp, length} = a
  const other = b.length
  if (
    b.hcp[0] <= hcp[0] && b.hcp[1] >= hcp[1] &&
    other.S[0] <= length.S[0] && other.S[1] >= length.S[1] &&
    other.H[0] <= length.H[0] && other.H[1] >= length.H[1] &&
    other.D[0] <= length.D[0] && other.D[1] >= length.D[1] &&
    other.C[0] <= length.C[0] && other.C[1] >= length.C[1]
  ) {
    return a
  }

  let met = meetings.get(b)
  if (!met) {
    met = new Map()
    meetings.set(b, met)
  }

  let meeting = met.get(a)
  if (!meeting) {
    meeting = meetBounds(a, b)
    met.set(a, meeting)
  }

  return meeting
}

/** A list of suits in the order first bid, and the lists one suit longer: each list made once, shared, never changed. */
interface SuitList {
  suits: readonly Suit[]
  next: Partial<Record<Suit, SuitList>>
  /** Tells lists apart in the key of the seats' suits together (`naturalOf`). */
  id: number
}

/** No suits: the root of every list (65 lists at most: the orders of up to four suits). */
const noSuits: SuitList = {suits: [], next: {}, id: 0}
let suitListCount = 1

/** The list `list` with `suit` added last (the list itself when it holds the suit). */
function withSuit(list: SuitList, suit: Suit): SuitList {
  if (list.suits.includes(suit)) return list
  let longer = list.next[suit]
  if (!longer) {
    longer = {suits: [...list.suits, suit], next: {}, id: suitListCount++}
    list.next[suit] = longer
  }

  return longer
}

/** The seats' suits together: the lists (for the facts four calls later) and their suits as the record `suits` gives. */
interface Natural {
  partner: SuitList
  lho: SuitList
  rho: SuitList
  suits: Record<AuctionSeat, readonly Suit[]>
}

/** Where no seat has bid a suit. */
const noNatural: Natural = {partner: noSuits, lho: noSuits, rho: noSuits, suits: {partner: noSuits.suits, lho: noSuits.suits, rho: noSuits.suits}}

/** The seats' suits together, by the lists' ids (65 × 65 × 65 at most, few met): one record shared by all facts that agree. */
const naturals = new Map<number, Natural>()

function naturalOf(partner: SuitList, lho: SuitList, rho: SuitList): Natural {
  const key = (partner.id * 65 + lho.id) * 65 + rho.id
  let natural = naturals.get(key)
  if (!natural) {
    natural = key === 0 ? noNatural : {partner, lho, rho, suits: {partner: partner.suits, lho: lho.suits, rho: rho.suits}}
    naturals.set(key, natural)
  }

  return natural
}

/**
 * Read the bounds each other seat has shown, and the opponents' suits, into
 * the facts' fields: from the player's facts four calls before when given
 * (their seats record itself when no call since narrowed a seat).
 */
function readShown(facts: Facts): Record<AuctionSeat, Bounds> {
  const source = facts.source!
  const view = facts.view!
  const calls = view.calls
  const me = facts.me
  // Bounds are shared with later facts and never changed: a seat's are replaced when a call narrows them.
  let partner: Bounds
  let lho: Bounds
  let rho: Bounds
  let called = 0
  let partnerSuits: SuitList = noSuits
  let lhoSuits: SuitList = noSuits
  let rhoSuits: SuitList = noSuits
  let from = 0
  let seatsBefore: Record<AuctionSeat, Bounds> | undefined
  const before = me >= 4 ? source.factsAt(view, me - 4) : undefined
  if (before instanceof Facts) {
    // The same seats four calls before: only the calls since then are new.
    from = me - 4
    seatsBefore = before.shown()
    ;({partner, lho, rho} = seatsBefore)
    const natural = before.naturalState!
    partnerSuits = natural.partner
    lhoSuits = natural.lho
    rhoSuits = natural.rho
    called = (before.bits >> calledShift) & 15
  } else {
    partner = unbounded
    lho = unbounded
    rho = unbounded
  }

  for (let index = from; index < me; index++) {
    const distance = (me - index) % 4
    if (distance === 0) continue
    const call = calls[index]!
    const bit = suitBitOfCall(call)
    const opponent = distance !== 2
    // Opponents' calls: our tables' reading of them first, else as if they played our system.
    const found = opponent ? (source.interpret(view, index, 'they') ?? source.interpret(view, index, 'we')) : source.interpret(view, index, 'we')
    const shown = found?.constraint ? boundsOf(found.constraint) : undefined
    if (shown) {
      if (distance === 2) partner = narrowed(partner, shown)
      else if (distance === 1) rho = narrowed(rho, shown)
      else lho = narrowed(lho, shown)
    }

    if (bit !== 0) {
      const suit = call[1] as Suit
      if (!shown || shown.length[suit][0] >= 3) {
        if (opponent) called |= bit
        // Shared lists: one per order of suits, for all facts.
        if (distance === 2) partnerSuits = withSuit(partnerSuits, suit)
        else if (distance === 1) rhoSuits = withSuit(rhoSuits, suit)
        else lhoSuits = withSuit(lhoSuits, suit)
      }
    }
  }

  const seats = seatsBefore && seatsBefore.partner === partner && seatsBefore.lho === lho && seatsBefore.rho === rho ? seatsBefore : {partner, lho, rho}
  facts.seatsState = seats
  // No seat bid a new suit since the facts before (most turns): their record, not looked up again.
  const natural = before instanceof Facts ? before.naturalState : undefined
  facts.naturalState =
    natural && natural.partner === partnerSuits && natural.lho === lhoSuits && natural.rho === rhoSuits ? natural : naturalOf(partnerSuits, lhoSuits, rhoSuits)
  facts.bits |= ((called | longSuitBits(lho) | longSuitBits(rho)) << theirsShift) | (called << calledShift)
  facts.source = undefined
  facts.view = undefined
  return seats
}

/** The bits of the suits in which a seat has shown four or more cards. */
function longSuitBits({length}: Bounds): number {
  return (length.S[0] >= 4 ? 1 : 0) | (length.H[0] >= 4 ? 2 : 0) | (length.D[0] >= 4 ? 4 : 0) | (length.C[0] >= 4 ? 8 : 0)
}

/** The facts of each auction so far, by call (a tree keyed without building text). */
interface FactsNode {
  facts: AuctionFacts | undefined
  next: Map<Call, FactsNode> | undefined
}

interface FactsCache {
  /** By dealer and vulnerability. */
  roots: Map<string, FactsNode>
  size: number
}

const factsCache = new WeakMap<object, FactsCache>()

/** At most this many auctions' facts are kept per system. */
const factsCacheSize = 4096

/**
 * `auctionFacts`, kept per system and auction: the facts do not depend on
 * the hand, so the natural layer, asked for hand after hand at the same
 * auction (simulations, the lint), reads them once. The facts four calls
 * before are taken from the same cache (made when missing), so a player's
 * next turn reads only the calls since.
 */
export function cachedAuctionFacts(owner: object, view: AuctionView, read: Reader): AuctionFacts {
  let cache = factsCache.get(owner)
  if (!cache) {
    cache = {roots: new Map(), size: 0}
    factsCache.set(owner, cache)
  }

  if (cache.size >= factsCacheSize) {
    cache.roots.clear()
    cache.size = 0
  }

  const conditions = view.dealer + view.vulnerability
  let node: FactsNode | undefined = cache.roots.get(conditions)
  if (!node) {
    node = {facts: undefined, next: undefined}
    cache.roots.set(conditions, node)
  }

  const path: FactsNode[] = [node]
  for (const call of view.calls) {
    let next: FactsNode | undefined = node.next?.get(call)
    if (!next) {
      next = {facts: undefined, next: undefined}
      ;(node.next ??= new Map()).set(call, next)
    }

    node = next
    path.push(node)
  }

  return factsOnPath(cache, path, view, read, view.calls.length)
}

/** The cached facts of the first `count` calls of `view` (`path[count]` their node), made when missing. */
function factsOnPath(cache: FactsCache, path: readonly FactsNode[], view: AuctionView, read: Reader, count: number): AuctionFacts {
  const node = path[count]!
  let facts = node.facts
  if (!facts) {
    const prefix = count === view.calls.length ? view : viewOf(view.calls.slice(0, count), view.dealer, view.vulnerability)
    facts = auctionFacts(prefix, read, count >= 4 ? () => factsOnPath(cache, path, view, read, count - 4) : undefined)
    node.facts = facts
    cache.size++
  }

  return facts
}

function isSuit(value: SuitRef | undefined): value is Suit {
  return value === 'S' || value === 'H' || value === 'D' || value === 'C'
}

/** Whether a constraint has atoms the auction decides (auction atoms or suit sets). */
export function dependsOnAuction(constraint: Constraint | undefined): boolean {
  if (!constraint) return false
  if (constraint.type === 'and' || constraint.type === 'or') return constraint.children.some((child) => dependsOnAuction(child))
  if (constraint.type === 'not') return dependsOnAuction(constraint.child)
  return isAuctionAtom(constraint) || setFields(constraint).length > 0 || (constraint.type === 'points' && constraint.scale === totalScale)
}

/** A field of an atom that may name a suit or a set of suits. */
export type SuitField = 'suit' | 'left' | 'right'

/** Whether a suit reference names a set of suits (`theirs`, `unbid`). */
function isSetName(value: SuitRef | undefined): boolean {
  return value === 'theirs' || value === 'unbid'
}

/** The fields of an atom that name a set of suits. */
export function setFields(atom: Atom): SuitField[] {
  const fields: SuitField[] = []
  for (const field of ['suit', 'left', 'right'] as const) {
    if (isSetName((atom as Partial<Record<SuitField, SuitRef>>)[field])) fields.push(field)
  }

  return fields
}

/** Whether an atom names a set of suits (`setFields` is not empty), read without making the list: most atoms name none. */
function namesSuitSet(atom: Atom): boolean {
  const {suit, left, right} = atom as Partial<Record<SuitField, SuitRef>>
  return isSetName(suit) || isSetName(left) || isSetName(right)
}

/** An atom about a set of suits: the same atom for every suit of the set, all holding. */
function expandSets(atom: Atom, facts: AuctionFacts): Constraint {
  const fields = setFields(atom)
  if (fields.length === 0) return atom
  let results: Atom[] = [atom]
  for (const field of fields) {
    const set = facts[(atom as unknown as Record<SuitField, 'theirs' | 'unbid'>)[field]]
    results = results.flatMap((item) => set.map((suit) => ({...item, [field]: suit}) as Atom))
  }

  return results.length === 1 ? results[0]! : {type: 'and', children: results}
}

/** `value` within a range against an interval known to hold it: true, false, or what the hand still needs. */
function knownIn(interval: Interval, range: {min?: number | undefined; max?: number | undefined}): boolean {
  return (range.min === undefined || interval[0] >= range.min) && (range.max === undefined || interval[1] <= range.max)
}

/** The range of an atom alone. */
function withRange(range: {min?: number | undefined; max?: number | undefined}): {min?: number; max?: number} {
  const result: {min?: number; max?: number} = {}
  if (range.min !== undefined) result.min = range.min
  if (range.max !== undefined) result.max = range.max
  return result
}

/**
 * The range the hand itself must meet when a partnership range counts
 * partner for the minimum they have shown (as players count: “if partner
 * is minimum, do we have game?”).
 */
function lessPartner(range: {min?: number | undefined; max?: number | undefined}, partner: Interval): {min?: number; max?: number} {
  const result: {min?: number; max?: number} = {}
  if (range.min !== undefined) result.min = range.min - partner[0]
  if (range.max !== undefined) result.max = range.max - partner[0]
  return result
}

/** The scale whose count depends on the fit: HCP until one is known, then support points in it. */
export const totalScale = 'total'

/**
 * `N total points` on the auction: support (dummy) points in the fit once
 * one is known — a suit partner bid naturally in which the hand's length
 * and partner's shown minimum make eight — else HCP. Partner's suits are
 * tried last bid first; the result is an atom about the hand alone for
 * each case (`≥5♥, 10–12 support points in ♥` or `≤4♥, 10–12 HCP`).
 */
function totalPoints(range: {min?: number; max?: number}, facts: AuctionFacts): Constraint {
  const cases: Constraint[] = []
  const noFitSoFar: Constraint[] = []
  const partnerSuits = facts.suits.partner
  for (let index = partnerSuits.length - 1; index >= 0; index--) {
    const suit = partnerSuits[index]!
    const partner = facts.seats.partner.length[suit][0]
    if (partner < 3) continue
    const need = 8 - partner
    cases.push({type: 'and', children: [...noFitSoFar, {type: 'length', suit, min: need}, {type: 'points', scale: 'support', suit, ...range}]})
    noFitSoFar.push({type: 'length', suit, max: need - 1})
  }

  const hcp: Constraint = {type: 'points', scale: 'hcp', ...range}
  if (cases.length === 0) return hcp
  cases.push({type: 'and', children: [...noFitSoFar, hcp]})
  return {type: 'or', children: cases}
}

/** The hand's total points on the auction (for explanations): support points in the fit `totalPoints` finds, else HCP. */
export function totalPointsOf(hand: Hand, facts: AuctionFacts): number {
  const partnerSuits = facts.suits.partner
  for (let index = partnerSuits.length - 1; index >= 0; index--) {
    const suit = partnerSuits[index]!
    const partner = facts.seats.partner.length[suit][0]
    if (partner >= 3 && suitLength(hand, suit) + partner >= 8) return supportPoints(hand, suit)
  }

  return hcp(hand)
}

/**
 * Replace the auction atoms of a constraint by atoms about the hand (or by
 * `any hand` / `no hand`): the same test, now decidable on a hand.
 * `call` is the call the constraint belongs to (for the law of total tricks).
 */
export function resolveAuction(constraint: Constraint, facts: AuctionFacts, call: Call | undefined): Constraint {
  return mapAtoms(constraint, (atom) => {
    if (namesSuitSet(atom)) return resolveAuction(expandSets(atom, facts), facts, call)
    switch (atom.type) {
      case 'shown': {
        const bounds = facts.seats[atom.seat]
        if (atom.suit === undefined) return knownIn(bounds.hcp, atom) ? always : never
        return isSuit(atom.suit) ? (knownIn(bounds.length[atom.suit], atom) ? always : never) : atom
      }

      case 'points': {
        if (atom.scale !== totalScale || atom.suit !== undefined) return atom
        return totalPoints(withRange(atom), facts)
      }

      case 'combined': {
        const range = lessPartner(atom, facts.seats.partner.hcp)
        if (atom.scale === totalScale && atom.suit === undefined) return totalPoints(range, facts)
        return atom.suit === undefined ? {type: 'points', scale: atom.scale, ...range} : {type: 'points', scale: atom.scale, suit: atom.suit, ...range}
      }

      case 'fit': {
        if (!isSuit(atom.suit)) return atom
        return {type: 'length', suit: atom.suit, ...lessPartner(atom, facts.seats.partner.length[atom.suit])}
      }

      case 'auction': {
        switch (atom.fact) {
          case 'partner-passed': {
            return facts.partnerPassed ? always : never
          }

          case 'passed-hand': {
            return facts.passedHand ? always : never
          }

          case 'balancing': {
            return facts.balancing ? always : never
          }

          case 'vulnerable': {
            return facts.vulnerable ? always : never
          }

          case 'they-vulnerable': {
            return facts.theyVulnerable ? always : never
          }

          case 'total-tricks': {
            const suit = atom.suit ?? (call && isContractBid(call) && call[1] !== 'N' ? (call[1] as Suit) : undefined)
            if (!isSuit(suit)) return atom
            const level = call && isContractBid(call) ? Number(call[0]) : facts.lastLevel
            return {type: 'length', suit, min: level + 6 - facts.seats.partner.length[suit][0]}
          }
        }
      }

      default: {
        return atom
      }
    }
  })
}

/**
 * The facts a resolution may read, each as text, by number: partner's
 * minimum lengths, partner's minimum HCP, the last level, the yes/no facts,
 * their suits, the unbid suits, each other seat's bounds, partner's
 * natural suits, and each interval of each other seat's bounds alone.
 */
const factParts: Array<(facts: AuctionFacts) => string> = [
  (facts) => {
    const {length} = facts.seats.partner
    return length.S[0] + ',' + length.H[0] + ',' + length.D[0] + ',' + length.C[0]
  },
  (facts) => String(facts.seats.partner.hcp[0]),
  (facts) => String(facts.lastLevel),
  (facts) => (facts.partnerPassed ? '1' : '0'),
  (facts) => (facts.passedHand ? '1' : '0'),
  (facts) => (facts.balancing ? '1' : '0'),
  (facts) => (facts.vulnerable ? '1' : '0'),
  (facts) => (facts.theyVulnerable ? '1' : '0'),
  (facts) => facts.theirs.join(''),
  (facts) => facts.unbid.join(''),
  (facts) => boundsText(facts.seats.partner),
  (facts) => boundsText(facts.seats.lho),
  (facts) => boundsText(facts.seats.rho),
  (facts) => facts.suits.partner.join(''),
  // One interval of a seat's bounds (what a `shown` atom about it reads): HCP, then ♠ ♥ ♦ ♣, for partner, LHO, RHO.
  ...(['partner', 'lho', 'rho'] as const).flatMap((seat): Array<(facts: AuctionFacts) => string> => [
    (facts) => intervalKey(facts.seats[seat].hcp),
    ...suits.map((suit) => (facts: AuctionFacts) => intervalKey(facts.seats[seat].length[suit]))
  ])
]

function intervalKey([low, high]: Interval): string {
  return low + '-' + high
}

const partnerMinima = 0
const partnerHcp = 1
const lastLevel = 2
/** Partner's natural suits, in the order bid (total points count support points in the last that fits). */
const partnerSuits = 13
/** The first of the seats' intervals (five per seat: HCP, ♠, ♥, ♦, ♣). */
const seatIntervals = 14

/** Each bounds' text, made once: bounds are shared by the facts of every auction through the same calls. */
const boundsTexts = new WeakMap<Bounds, string>()

function boundsText(bounds: Bounds): string {
  let text = boundsTexts.get(bounds)
  if (text === undefined) {
    text = boundsTextOf(bounds)
    boundsTexts.set(bounds, text)
  }

  return text
}

function boundsTextOf({hcp, length}: Bounds): string {
  return hcp[0] + '-' + hcp[1] + ';' + length.S[0] + '-' + length.S[1] + ';' + length.H[0] + '-' + length.H[1] + ';' +
    length.D[0] + '-' + length.D[1] + ';' + length.C[0] + '-' + length.C[1]
}

/** The number of a yes/no fact's part. */
function flagPart(fact: string): number | undefined {
  switch (fact) {
    case 'partner-passed': {
      return 3
    }

    case 'passed-hand': {
      return 4
    }

    case 'balancing': {
      return 5
    }

    case 'vulnerable': {
      return 6
    }

    case 'they-vulnerable': {
      return 7
    }

    default: {
      return undefined
    }
  }
}

/** The parts of the facts one atom's resolution reads (`resolveAuction`), `undefined` for an atom it does not know. */
function partsOf(atom: Atom): number[] | undefined {
  const parts: number[] = setFields(atom).map((field) => ((atom as unknown as Record<SuitField, 'theirs' | 'unbid'>)[field] === 'theirs' ? 8 : 9))
  switch (atom.type) {
    case 'shown': {
      // Its resolution reads one interval of the seat's bounds (a set of suits or an unbound suit: all of them).
      const seat = atom.seat === 'partner' ? 0 : atom.seat === 'lho' ? 1 : 2
      if (atom.suit === undefined) parts.push(seatIntervals + seat * 5)
      else if (isSuit(atom.suit)) parts.push(seatIntervals + seat * 5 + 1 + suits.indexOf(atom.suit))
      else parts.push(10 + seat)
      break
    }

    case 'combined': {
      parts.push(partnerHcp)
      if (atom.scale === totalScale && atom.suit === undefined) parts.push(partnerMinima, partnerSuits)
      break
    }

    case 'points': {
      // Total points count support points in a fit with partner's suits (`totalPoints`).
      if (atom.scale === totalScale && atom.suit === undefined) parts.push(partnerMinima, partnerSuits)
      break
    }

    case 'fit': {
      parts.push(partnerMinima)
      break
    }

    case 'auction': {
      if (atom.fact === 'total-tricks') {
        parts.push(partnerMinima, lastLevel)
        break
      }

      const part = flagPart(atom.fact)
      if (part === undefined) return undefined
      parts.push(part)
      break
    }

    default: {
      if (isAuctionAtom(atom)) return undefined
    }
  }

  return parts
}

/** The facts' keys, by slot (`keySlotOf`), made once per facts and set of parts (here for facts made elsewhere than `auctionFacts`). */
const partTexts = new WeakMap<AuctionFacts, Array<string | undefined>>()

function partTextsOf(facts: AuctionFacts): Array<string | undefined> {
  // Made at the number of slots known (a few sets of parts for SAYC): an array grown from empty reserves more.
  if (facts instanceof Facts) return (facts.partTexts ??= new Array<string | undefined>(keySlots.size))
  let texts = partTexts.get(facts)
  if (!texts) {
    texts = []
    partTexts.set(facts, texts)
  }

  return texts
}

/**
 * A key of the facts that `resolveAuction` reads for this constraint: two
 * auctions with the same key resolve it to the same constraint, so its
 * compiled test can be shared. Much fewer keys than auctions: an entry that
 * asks whether partner passed has two.
 */
export function factsKeyOf(constraint: Constraint): (facts: AuctionFacts) => string {
  const parts = new Set<number>()
  for (const atom of atomsOf(constraint)) {
    const own = partsOf(atom)
    // An auction atom this key does not know: every fact counts.
    if (!own) {
      const every = keySlotOf('*')
      return (facts) => (partTextsOf(facts)[every] ??= JSON.stringify(facts))
    }

    for (const part of own) parts.add(part)
  }

  const read = [...parts].sort((a, b) => a - b)
  if (read.length === 0) return () => ''
  // Entries that read the same parts share one key per facts, made once (not built and hashed per entry); a part's
  // text is made for each set of parts that reads it (a few numbers: not kept apart, so the facts keep a few slots).
  const keySlot = keySlotOf(read.join(','))
  return (facts) => {
    const texts = partTextsOf(facts)
    let key = texts[keySlot]
    if (key === undefined) {
      key = ''
      for (const part of read) key += factParts[part]!(facts) + '|'
      texts[keySlot] = key
    }

    return key
  }
}

/** The slot in the facts' keys of each set of parts read together (`*` for every fact). */
const keySlots = new Map<string, number>()

function keySlotOf(signature: string): number {
  let slot = keySlots.get(signature)
  if (slot === undefined) {
    slot = keySlots.size
    keySlots.set(signature, slot)
  }

  return slot
}

/** The hand's own points on a scale (for explanations), `undefined` when not counted here. */
function ownPoints(hand: Hand, scale: string, suit: SuitRef | undefined): number | undefined {
  if (suit !== undefined && !isSuit(suit)) return undefined
  switch (scale) {
    case 'hcp': {
      return hcp(hand, suit)
    }

    case 'support': {
      return suit ? supportPoints(hand, suit) : undefined
    }

    case 'length': {
      return suit ? undefined : lengthPoints(hand)
    }

    case 'shortness': {
      return suit ? undefined : shortnessPoints(hand)
    }

    case 'rule': {
      return suit ? undefined : rulePoints(hand)
    }

    case 'pearson': {
      return suit ? undefined : pearsonPoints(hand)
    }

    default: {
      return scalePointsOf(hand, scale, suit)
    }
  }
}

function intervalText([low, high]: Interval, top: number): string {
  if (low === high) return String(low)
  return high >= top ? low + '+' : low + '–' + high
}

/**
 * Why an auction atom fails, for explanations: the atom in the notation and
 * what the hand and the auction give (`combined 25+ HCP (10 + partner’s 12–14)`).
 */
export function auctionAtomText(atom: Atom, facts: AuctionFacts, hand: Hand): string {
  const text = constraintToString(atom)
  switch (atom.type) {
    case 'shown': {
      const bounds = facts.seats[atom.seat]
      if (atom.suit === undefined) return text + ' (shown ' + intervalText(bounds.hcp, 37) + ')'
      return isSuit(atom.suit) ? text + ' (shown ' + intervalText(bounds.length[atom.suit], 13) + ')' : text
    }

    case 'combined': {
      const own = atom.scale === totalScale && atom.suit === undefined ? totalPointsOf(hand, facts) : ownPoints(hand, atom.scale, atom.suit)
      return own === undefined ? text : text + ' (has ' + (own + facts.seats.partner.hcp[0]) + ': ' + own + ' + partner’s ' + facts.seats.partner.hcp[0] + ')'
    }

    case 'fit': {
      if (!isSuit(atom.suit)) return text
      const partner = facts.seats.partner.length[atom.suit][0]
      return text + ' (has ' + (suitLength(hand, atom.suit) + partner) + ': ' + suitLength(hand, atom.suit) + ' + partner’s ' + partner + ')'
    }

    default: {
      return text
    }
  }
}

/** Whether a hand fits a constraint with its auction atoms decided by the facts. */
export function fitsInAuction(hand: Hand, constraint: Constraint, facts: AuctionFacts | undefined, call: Call | undefined): boolean | undefined {
  return fitsConstraint(hand, facts ? resolveAuction(constraint, facts, call) : constraint)
}

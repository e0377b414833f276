/**
 * Call records: every auction a document defines, once, in the order the
 * BML reference writes its BSS records — what disclosure writers (BSS,
 * BBOalert) and the robot read after `expandCalls`.
 */

import {withImplicitPasses, type SidedCall} from './auction/auction.js'
import type {Seat, VulnerabilityCondition} from './call/types.js'
import type {Bid, Meaning, PhrasingContent, Root, Sequence} from './nodes.js'

/** A call of an auction with its side; `implicit` marks a pass bdast leaves out. */
export type RecordCall = SidedCall & {implicit?: true}

/** One auction a document defines. */
export interface CallRecord {
  /** Seats, vulnerability and auction (`0|any/any|1C(P)1D`): the record's identity. */
  key: string
  /** The calls, implicit passes included. */
  auction: RecordCall[]
  /** Seats in which it applies; all when absent. */
  seats?: Seat[] | undefined
  /** Vulnerability in which it applies; any when absent. */
  vulnerability?: VulnerabilityCondition | undefined
  /** The sequence where the auction first occurs. */
  sequence: Sequence
  /** The first bid that defines it; absent when only a context reaches it. */
  bid?: Bid | undefined
  /** The first non-empty meaning among its definitions. */
  meaning?: Meaning | undefined
}

/** Key of seats and vulnerability, the prefix of a record key. */
export function conditionsKey(
  seats: readonly Seat[] | undefined,
  vulnerability: VulnerabilityCondition | undefined
): string {
  const seat = seats && seats.length > 0 ? [...seats].sort().join('') : '0'
  const vul = vulnerability ? vulnerability.we + '/' + vulnerability.they : 'any/any'
  return seat + '|' + vul + '|'
}

/**
 * Key of an auction: its calls with implicit passes, the opponents' in
 * parentheses (`1C(P)1D`), as the BML reference keys its records.
 */
export function auctionKey(auction: readonly SidedCall[]): string {
  let key = ''
  let previous: SidedCall | undefined
  for (const call of auction) {
    key = extendKey(key, previous, call)
    previous = call
  }

  return key
}

/** The key of an auction one call longer (`previous` is its last call). */
export function extendKey(key: string, previous: SidedCall | undefined, call: SidedCall): string {
  if (previous && previous.by === call.by) key += call.by === 'we' ? '(P)' : 'P'
  return key + (call.by === 'they' ? '(' + call.call + ')' : call.call)
}

/**
 * The auction of a bid: the sequence's context, then the calls of `bids`
 * (the path from the sequence down to the bid), with the passes bdast leaves
 * implicit inserted (`1N`, `2C` → `1N P 2C`).
 */
export function auctionOf(sequence: Pick<Sequence, 'context'> | undefined, bids: readonly Bid[]): RecordCall[] {
  const calls: SidedCall[] = []
  for (const call of sequence?.context ?? []) calls.push({call: call.call, by: call.by})
  for (const bid of bids) calls.push({call: bid.call, by: bid.by})
  return withImplicitPasses(calls)
}

function hasText(nodes: readonly PhrasingContent[]): boolean {
  for (const node of nodes) {
    if (node.type === 'text' || node.type === 'inlineCode') {
      if (node.value.trim() !== '') return true
    } else if (node.type === 'emphasis' || node.type === 'strong') {
      if (hasText(node.children)) return true
    } else if (node.type === 'suit') {
      return true
    }
  }

  return false
}

function meaningOf(bid: Bid): Meaning | undefined {
  const first = bid.children[0]
  return first?.type === 'meaning' && hasText(first.children) ? first : undefined
}

/**
 * Every auction of the document's sequences, once, in document order: for
 * each sequence the prefixes of its context, then its bids depth first.
 * An auction seen again (same seats and vulnerability) keeps its place and
 * its first bid; a later definition only supplies the meaning when the
 * earlier ones had none ("first definition stands").
 *
 * Run it on a tree from `expandCalls` (with `duplicates: 'keep'` the order
 * is the BML 2 reference's BSS order); call patterns left in the tree are
 * kept as they are.
 *
 * @param tree bdast root.
 * @returns the records, in order.
 */
export function callRecords(tree: Root): CallRecord[] {
  const records: CallRecord[] = []
  const byKey = new Map<string, CallRecord>()

  // Most records share their sequence's conditions: remember the last key.
  let lastSeats: Seat[] | undefined
  let lastVulnerability: VulnerabilityCondition | undefined
  let lastConditions = conditionsKey(undefined, undefined)
  function conditions(seats: Seat[] | undefined, vulnerability: VulnerabilityCondition | undefined): string {
    lastSeats = seats
    lastVulnerability = vulnerability
    lastConditions = conditionsKey(seats, vulnerability)
    return lastConditions
  }

  /** Auction and key of the current path, one entry per call. */
  const auctions: RecordCall[][] = []
  const keys: string[] = []

  function add(
    call: SidedCall,
    seats: Seat[] | undefined,
    vulnerability: VulnerabilityCondition | undefined,
    sequence: Sequence,
    bid: Bid | undefined
  ): void {
    const depth = keys.length
    const previousAuction = depth > 0 ? auctions[depth - 1]! : []
    const previous = previousAuction.at(-1)
    const auction: RecordCall[] = [...previousAuction]
    if (previous && previous.by === call.by) auction.push({call: 'P', by: call.by === 'we' ? 'they' : 'we', implicit: true})
    auction.push({call: call.call, by: call.by})
    const auctionText = extendKey(depth > 0 ? keys[depth - 1]! : '', previous, call)
    auctions.push(auction)
    keys.push(auctionText)
    const key = (seats === lastSeats && vulnerability === lastVulnerability ? lastConditions : conditions(seats, vulnerability)) + auctionText
    const meaning = bid ? meaningOf(bid) : undefined
    const existing = byKey.get(key)
    if (existing) {
      if (!existing.meaning && meaning) existing.meaning = meaning
      if (!existing.bid && bid) existing.bid = bid
      return
    }

    const record: CallRecord = {key, auction, sequence}
    if (seats) record.seats = seats
    if (vulnerability) record.vulnerability = vulnerability
    if (bid) record.bid = bid
    if (meaning) record.meaning = meaning
    records.push(record)
    byKey.set(key, record)
  }

  function pop(): void {
    auctions.pop()
    keys.pop()
  }

  function walk(
    bid: Bid,
    seats: Seat[] | undefined,
    vulnerability: VulnerabilityCondition | undefined,
    sequence: Sequence
  ): void {
    const ownSeats = bid.seats ?? seats
    const ownVulnerability = bid.vulnerability ?? vulnerability
    add({call: bid.call, by: bid.by}, ownSeats, ownVulnerability, sequence, bid)
    for (const child of bid.children) {
      if (child.type === 'bid') walk(child, ownSeats, ownVulnerability, sequence)
    }

    pop()
  }

  for (const node of tree.children) {
    if (node.type !== 'sequence') continue
    const context = node.context ?? []
    for (const call of context) add({call: call.call, by: call.by}, node.seats, node.vulnerability, node, undefined)
    for (const child of node.children) {
      if (child.type === 'bid') walk(child, node.seats, node.vulnerability, node)
    }

    for (let index = 0; index < context.length; index++) pop()
  }

  return records
}

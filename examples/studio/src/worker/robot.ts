/**
 * Explore and Practise: the robot of `@bidding/robot` bidding the system in
 * the editor, and `@bidding/deal` dealing hands that fit an auction.
 */

import {isCall, parseAuction, rotate, type Call, type Direction} from '@bidding/core/calls'
import {parseConstraint, type Constraint} from '@bidding/core/constraints'
import type {Root} from '@bidding/core'
import {generateDealsSync, randomSeed} from '@bidding/deal'
import {formatHand, parseHand, type Deal, type Hand} from '@bidding/hand'
import {bidDeal, chooseCall, compileSystem, explainAuction, type AuctionSummary, type Choice, type CompiledSystem} from '@bidding/robot'
import type {CallMeaning, ExploreResult, PractiseDeal, PractiseResult, RobotAnswer} from '../protocol.js'

const directions: readonly Direction[] = ['N', 'E', 'S', 'W']
const seatIndex: Readonly<Record<Direction, number>> = {N: 0, E: 1, S: 2, W: 3}
const allCalls: readonly Call[] = [
  'P',
  'X',
  'XX',
  ...[1, 2, 3, 4, 5, 6, 7].flatMap((level) => ['C', 'D', 'H', 'S', 'N'].map((strain) => (String(level) + strain) as Call))
]

/** Suits of a hand, ♠ first, as PBN holdings (`AKQ2`, `-` when void). */
export function suitsOf(hand: Hand): string[] {
  return formatHand(hand)
    .split('.')
    .map((holding) => holding || '—')
}

export class Robot {
  #system: CompiledSystem | undefined
  #version = ''
  /** The deal being practised: its hands stay here until the answer. */
  #practice: {deal: Deal; auction: Call[]; dealer: Direction; seat: Direction} | undefined

  system(tree: Root, version: string): CompiledSystem {
    if (!this.#system || this.#version !== version) {
      this.#system = compileSystem(tree)
      this.#version = version
    }

    return this.#system
  }

  explore(system: CompiledSystem, auctionText: string, handText: string): ExploreResult {
    const {calls, problems} = parseAuction(auctionText)
    const dealer: Direction = 'N'
    const summary = explainAuction(system, {auction: calls, dealer})
    const toCall = rotate(dealer, calls.length)
    const result: ExploreResult = {
      auction: calls,
      dealer,
      problems: problems.map((problem) => problem.reason),
      calls: callsOf(summary),
      seats: directions.map((direction) => ({
        direction,
        calls: summary.seats[direction].calls.map((call) => call.call),
        text: summary.seats[direction].text || summary.seats[direction].descriptions.join('; ')
      })),
      next: problems.length > 0 ? [] : nextCalls(system, calls, dealer),
      toCall
    }
    if (handText.trim() !== '' && problems.length === 0) {
      const parsed = parseHand(handText)
      if (parsed.ok) result.robot = answerOf(chooseCall(system, {hand: parsed.hand, auction: calls, dealer}, {explain: true}))
      else result.handProblem = parsed.message
    }

    return result
  }

  /**
   * Deal a hand for the player to call with: after `auctionText` (dealt so
   * that the robot bids exactly that auction), or at a random point of an
   * auction the robot bids on a random deal.
   */
  deal(system: CompiledSystem, auctionText: string): PractiseDeal {
    const dealer: Direction = 'N'
    const {calls, problems} = parseAuction(auctionText)
    if (problems.length > 0) return emptyDeal(dealer, 'Auction: ' + problems[0]!.reason)
    const found = auctionText.trim() === '' ? randomPoint(system, dealer) : dealFor(system, calls, dealer)
    if (!found) return emptyDeal(dealer, 'No deal found where the system bids ' + auctionText.trim() + ' (tried 4,000 deals)')
    const seat = rotate(dealer, found.auction.length)
    this.#practice = {deal: found.deal, auction: found.auction, dealer, seat}
    // Only the system's meanings of the calls so far: no other hand is looked at.
    return {
      auction: found.auction,
      dealer,
      seat,
      hand: suitsOf(found.deal[seatIndex[seat]]!),
      calls: callsOf(explainAuction(system, {auction: found.auction, dealer}))
    }
  }

  answer(system: CompiledSystem, callText: string): PractiseResult | string {
    const practice = this.#practice
    if (!practice) return 'Deal a hand first'
    const call = callText.trim().toUpperCase().replace(/NT$/, 'N')
    if (!isCall(call)) return 'Expected a call (1C … 7N, P, X, XX), not `' + callText + '`'
    const choice = chooseCall(system, {hand: practice.deal[seatIndex[practice.seat]]!, auction: practice.auction, dealer: practice.dealer}, {explain: true})
    this.#practice = undefined
    const hands: Record<string, string[]> = {}
    for (const direction of directions) hands[direction] = suitsOf(practice.deal[seatIndex[direction]]!)
    return {answer: call, robot: answerOf(choice), correct: choice.call === call, hands}
  }
}

function emptyDeal(dealer: Direction, problem: string): PractiseDeal {
  return {auction: [], dealer, seat: dealer, hand: [], calls: [], problem}
}

function callsOf(summary: AuctionSummary): Array<CallMeaning & {direction: string}> {
  return summary.calls.map((call) => ({
    direction: call.direction,
    call: call.call,
    meaning: call.meaning,
    shows: call.shows,
    alert: call.alert === undefined ? undefined : true
  }))
}

/** The calls the system has a meaning for after `calls`. */
function nextCalls(system: CompiledSystem, calls: readonly Call[], dealer: Direction): CallMeaning[] {
  const next: CallMeaning[] = []
  for (const call of allCalls) {
    const {problems} = parseAuction([...calls, call].join(' '))
    if (problems.length > 0) continue
    const explained = explainAuction(system, {auction: [...calls, call], dealer}).calls.at(-1)
    if (explained?.at === undefined || explained.source !== 'own') continue
    next.push({call, meaning: explained.meaning, shows: explained.shows, alert: explained.alert === undefined ? undefined : true})
  }

  return next
}

function answerOf(choice: Choice): RobotAnswer {
  return {
    call: choice.call,
    explanation: choice.explanation,
    reasons: choice.candidates.map((candidate) => ({
      call: candidate.call,
      status: candidate.status,
      meaning: candidate.meaning ?? candidate.shows,
      failed: candidate.failed
    }))
  }
}

/** Whether the robot, with the deal's hands, bids exactly `calls`. */
function bidsAuction(system: CompiledSystem, deal: Deal, calls: readonly Call[], dealer: Direction): boolean {
  for (const [index, call] of calls.entries()) {
    const direction = rotate(dealer, index)
    const choice = chooseCall(system, {hand: deal[seatIndex[direction]]!, auction: calls.slice(0, index), dealer}, {explain: false})
    if (choice.call !== call) return false
  }

  return true
}

/** Deals that fit what each seat's calls show, re-bid until one bids the auction. */
function dealFor(system: CompiledSystem, calls: Call[], dealer: Direction): {deal: Deal; auction: Call[]} | undefined {
  const summary = explainAuction(system, {auction: calls, dealer})
  const constraints: Partial<Record<Direction, Constraint>> = {}
  for (const direction of directions) {
    const text = summary.seats[direction].text
    if (text === '') continue
    const parsed = parseConstraint(text)
    if (parsed.ok) constraints[direction] = parsed.constraint
  }

  for (let round = 0; round < 8; round++) {
    let result
    try {
      result = generateDealsSync({count: 500, seed: randomSeed(), constraints, maxGenerated: 200_000, threads: 1})
    } catch {
      return undefined
    }

    const deal = result.deals.find((candidate) => bidsAuction(system, candidate, calls, dealer))
    if (deal) return {deal, auction: calls}
    if (result.deals.length < 500) return undefined
  }

  return undefined
}

/** A random deal bid by the robot, cut before one of its calls that is not a pass. */
function randomPoint(system: CompiledSystem, dealer: Direction): {deal: Deal; auction: Call[]} | undefined {
  for (let attempt = 0; attempt < 50; attempt++) {
    const [deal] = generateDealsSync({count: 1, seed: randomSeed(), threads: 1}).deals
    if (!deal) return undefined
    const bid = bidDeal(deal, system, {dealer})
    const points = bid.calls.flatMap((call, index) => (call === 'P' ? [] : [index]))
    if (points.length === 0) continue
    const index = points[Math.floor(Math.random() * points.length)]!
    return {deal, auction: bid.calls.slice(0, index)}
  }

  return undefined
}

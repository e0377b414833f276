/**
 * Simulation: bid many deals with the robots, count what happened (final
 * contracts, how often each node of the system was used, passed-out deals,
 * hands the system had no rule for), and compare two systems for the same
 * seats on the same deals. Deals come from the caller (`@bidding/deal`).
 */

import {formatContract, rotate, type Call, type DealVulnerability, type Direction} from '@bidding/core/calls'
import {boardDealer, boardVulnerability, seatIndex, type Deal, type PbnCall, type PbnGame} from '@bidding/hand'
import {bidDeal, type DealAuction} from './bid-deal.js'
import {systemOf, type Systems} from './summary.js'
import {constraintText, meaningText} from './text.js'
import {isVulnerableSide, viewOf} from './view.js'
import {ComparisonCounter, StatisticsCounter, type Comparison, type Statistics} from './simulation-counts.js'
import type {Choice, ChooseOptions} from './types.js'

export type {Comparison, NoRuleExample, Statistics} from './simulation-counts.js'

/** Options of `simulate`. */
export interface SimulateOptions extends ChooseOptions {
  /** The dealer of every deal, or `'board'` (default): board numbers from 1, dealer by the board. */
  dealer?: Direction | 'board' | undefined
  /** Vulnerability of every deal, or `'board'` (default): by the board number. */
  vulnerability?: DealVulnerability | 'board' | undefined
  /** Called after each deal with the number done. */
  onProgress?: ((done: number) => void) | undefined
  /** How many examples of hands with no rule to keep (default 10). */
  examples?: number | undefined
}

/** One simulated board. */
export interface SimulatedBoard {
  board: number
  deal: Deal
  auction: DealAuction
}

/** The result of a simulation. */
export interface Simulation {
  boards: SimulatedBoard[]
  statistics: Statistics
}

/** Count what happened on simulated boards (`withoutMeaning` stays 0: see `simulate`). */
export function statisticsOf(boards: readonly SimulatedBoard[], examples = 10): Statistics {
  const counter = new StatisticsCounter(examples)
  for (const board of boards) counter.add(board.board, board.auction)
  return counter.statistics()
}

/**
 * Whether each place had a candidate without a constraint, by system and
 * place: what asking again says depends on the candidates there alone
 * (every one without a constraint is listed, whatever the hand), and these
 * are the same for the same calls before, and the same vulnerability of
 * both sides (the calls give the seat). A tree of calls per system and
 * vulnerability, walked call by call: no key of the calls is made per call.
 */
interface KnownPlace {
  next: Map<Call, KnownPlace> | undefined
  unreadable: boolean | undefined
}

/** The known places of a run: the roots by system, then by our and their vulnerability (`2 × ours + theirs`); let go past `maxKnownPlaces`. */
interface KnownPlaces {
  roots: Map<object, KnownPlace[]>
  size: number
}

const maxKnownPlaces = 100_000

/** The place after `calls[0..end)` from `root`, made where missing. */
function knownPlace(known: KnownPlaces, root: KnownPlace, calls: readonly Call[], end: number): KnownPlace {
  let place = root
  for (let index = 0; index < end; index++) {
    const call = calls[index]!
    place.next ??= new Map()
    let next = place.next.get(call)
    if (!next) {
      next = {next: undefined, unreadable: undefined}
      place.next.set(call, next)
      known.size++
    }

    place = next
  }

  return place
}

/**
 * Calls of an auction made with no rule or by fallback where a candidate of
 * the node had no constraint: the engine is asked again to list what it
 * tried, which names such candidates (`no-constraint`). Only these calls are
 * asked again, and each place once (`known`).
 */
function unreadableCalls(deal: Deal, auction: DealAuction, systems: Systems, known: KnownPlaces): number {
  let count = 0
  for (const [index, choice] of auction.choices.entries()) {
    if (choice.reason !== 'no-rule' && choice.reason !== 'fallback' && choice.reason !== 'natural') continue
    const direction = rotate(auction.dealer, index)
    const system = systemOf(systems, direction)
    if (!system) continue
    if (known.size >= maxKnownPlaces) {
      known.roots.clear()
      known.size = 0
    }

    let roots = known.roots.get(system)
    if (!roots) {
      roots = [0, 1, 2, 3].map(() => ({next: undefined, unreadable: undefined}))
      known.roots.set(system, roots)
    }

    const vulnerable = (isVulnerableSide(auction.vulnerability, direction) ? 2 : 0) + (isVulnerableSide(auction.vulnerability, rotate(direction, 1)) ? 1 : 0)
    const place = knownPlace(known, roots[vulnerable]!, auction.calls, index)
    if (place.unreadable === undefined) {
      // The engine is asked, not `chooseCall` (which writes words for every candidate): the tree engine reads its
      // lists; other engines choose again, explained, for the statuses.
      const view = viewOf(auction.calls.slice(0, index), auction.dealer, auction.vulnerability)
      place.unreadable = system.engine.withoutMeaning
        ? system.engine.withoutMeaning(view)
        : system.engine.choose(view, deal[seatIndex(direction)]!, true).tried.some((item) => item.status === 'no-constraint')
    }

    if (place.unreadable) count++
  }

  return count
}

/**
 * Bids deals one at a time as boards 1, 2, 3, … and counts what happened as
 * it goes, keeping no board: what `simulate` does, for runs too long to keep
 * every board (the caller writes or drops each board it gets back).
 */
export class Simulator {
  readonly #systems: Systems
  readonly #options: SimulateOptions
  readonly #counter: StatisticsCounter
  readonly #known: KnownPlaces = {roots: new Map(), size: 0}
  #board = 0

  /**
   * @param systems one system for every seat, or one per direction (a seat without one passes).
   * @param options dealer and vulnerability, and the options of `chooseCall`; `onProgress` is called after each board.
   */
  constructor(systems: Systems, options: SimulateOptions = {}) {
    this.#systems = systems
    this.#options = options
    this.#counter = new StatisticsCounter(options.examples)
  }

  /** Bid a deal as the next board, count it, and give the board back. */
  bid(deal: Deal): SimulatedBoard {
    const options = this.#options
    const board = ++this.#board
    const dealer = options.dealer === undefined || options.dealer === 'board' ? boardDealer(board) : options.dealer
    const vulnerability =
      options.vulnerability === undefined || options.vulnerability === 'board' ? boardVulnerability(board) : options.vulnerability
    const auction = bidDeal(deal, this.#systems, {explain: false, fallback: options.fallback, dealer, vulnerability})
    this.#counter.add(board, auction)
    this.#counter.addWithoutMeaning(unreadableCalls(deal, auction, this.#systems, this.#known))
    options.onProgress?.(board)
    return {board, deal, auction}
  }

  /** What happened on the boards bid so far. */
  statistics(): Statistics {
    return this.#counter.statistics()
  }
}

/**
 * Bid every deal with the robots and count what happened.
 *
 * @param deals the deals (from `@bidding/deal`).
 * @param systems one system for every seat, or one per direction (a seat without one passes).
 * @param options dealer and vulnerability, and the options of `chooseCall`.
 */
export function simulate(deals: readonly Deal[], systems: Systems, options: SimulateOptions = {}): Simulation {
  const simulator = new Simulator(systems, options)
  const boards = deals.map((deal) => simulator.bid(deal))
  return {boards, statistics: simulator.statistics()}
}

/** Compare the contracts two simulations of the same deals reached. */
export function compareSimulations(first: Simulation, second: Simulation): Comparison {
  const counter = new ComparisonCounter()
  const count = Math.min(first.boards.length, second.boards.length)
  for (let index = 0; index < count; index++) counter.add(first.boards[index]!.board, first.boards[index]!.auction.contract, second.boards[index]!.auction.contract)
  return counter.comparison()
}

/** A note for a call in PBN: its description and what it shows. */
export function noteOf(choice: Choice): string | undefined {
  const parts: string[] = []
  const meaning = choice.meaning ?? (choice.node ? meaningText(choice.node) : undefined)
  if (meaning) parts.push(meaning)
  const shows = choice.shows ?? (choice.node ? constraintText(choice.node.constraint) : undefined)
  if (shows) parts.push(shows)
  if ((choice.reason === 'fallback' || choice.reason === 'natural') && parts.length === 0) parts.push(choice.reason)
  return parts.length > 0 ? parts.join(': ') : undefined
}

/** Options of `boardsToPbn`. */
export interface BoardsToPbnOptions {
  /** Which calls get a `[Note]`: alerted ones (default), every call with a meaning, or none. */
  notes?: 'alerts' | 'all' | 'none' | undefined
  /** Text of the `BidSystemNS` / `BidSystemEW` tags. */
  systemNames?: {NS?: string | undefined; EW?: string | undefined} | undefined
  /** The `Event` tag. */
  event?: string | undefined
}

function alerted(choice: Choice): boolean {
  const alert = choice.node?.alert
  return Boolean(alert && (alert.artificial || (alert.disposition && alert.disposition !== 'none')))
}

/** Simulated boards as PBN games (for `@bidding/hand`'s `toPbn`): deal, auction, alert notes, contract. */
export function boardsToPbn(boards: readonly SimulatedBoard[], options: BoardsToPbnOptions = {}): PbnGame[] {
  const notes = options.notes ?? 'alerts'
  return boards.map((board) => {
    const {auction} = board
    const calls: PbnCall[] = auction.choices.map((choice) => {
      const call: PbnCall = {call: choice.call}
      if (notes !== 'none' && (notes === 'all' || alerted(choice))) {
        const note = noteOf(choice)
        if (note) call.notes = [note]
      }

      return call
    })
    const tags: PbnGame['tags'] = []
    if (options.event) tags.push({name: 'Event', value: options.event})
    if (options.systemNames?.NS) tags.push({name: 'BidSystemNS', value: options.systemNames.NS})
    if (options.systemNames?.EW) tags.push({name: 'BidSystemEW', value: options.systemNames.EW})
    const contract = auction.contract
    if (contract === 'passed-out') tags.push({name: 'Contract', value: 'Pass'})
    else if (contract) {
      tags.push({name: 'Declarer', value: contract.declarer})
      tags.push({name: 'Contract', value: formatContract(contract).replace(/^(\d)N/, '$1NT')})
    }

    const game: PbnGame = {
      tags,
      board: board.board,
      dealer: auction.dealer,
      vulnerability: auction.vulnerability,
      deal: board.deal,
      auction: {first: auction.dealer, calls}
    }
    if (contract === undefined) game.auction!.incomplete = true
    return game
  })
}

/** The statistics as text lines (what `bidding simulate` prints). */
export function statisticsText(statistics: Statistics, options: {top?: number | undefined} = {}): string {
  const top = options.top ?? 15
  const percent = (count: number) => (statistics.deals === 0 ? '0.0' : ((count / statistics.deals) * 100).toFixed(1)) + '%'
  const lines: string[] = []
  lines.push(statistics.deals + (statistics.deals === 1 ? ' deal; ' : ' deals; ') + statistics.passedOut + ' passed out (' + percent(statistics.passedOut) + ')' + (statistics.unfinished > 0 ? '; ' + statistics.unfinished + ' unfinished' : ''))
  lines.push('', 'Final contracts:')
  for (const [contract, count] of statistics.contracts.slice(0, top)) lines.push('  ' + contract.padEnd(6) + String(count).padStart(7) + '  ' + percent(count))
  if (statistics.contracts.length > top) lines.push('  … ' + (statistics.contracts.length - top) + ' more')
  lines.push('', 'Nodes reached (where → call):')
  for (const [node, count] of statistics.nodes.slice(0, top)) lines.push('  ' + String(count).padStart(7) + '  ' + node)
  if (statistics.nodes.length > top) lines.push('  … ' + (statistics.nodes.length - top) + ' more')
  const reasons = Object.entries(statistics.reasons).map(([reason, count]) => reason + ' ' + count).join(', ')
  lines.push('', 'Calls by reason: ' + reasons)
  const calls = Object.values(statistics.reasons).reduce((sum, count) => sum + (count ?? 0), 0)
  const share = (count: number | undefined) => (calls === 0 ? '0.0' : (((count ?? 0) / calls) * 100).toFixed(1)) + '%'
  // “Fallback”: calls neither the system's rules and classes nor the natural layer at an auction the system knows made.
  lines.push('Fallback calls: ' + share(statistics.reasons.fallback) + ' (auctions the system does not know, or rows marked fallback); natural layer: ' + share(statistics.reasons.natural) + ' (auctions it knows, no row fits)')
  lines.push('Hands for which no rule applied: ' + statistics.noRule)
  for (const example of statistics.examples) {
    lines.push('  board ' + example.board + ', ' + example.direction + ' after ' + example.auction + ': ' + example.reason + (example.at ? ' (' + example.at + ')' : ''))
  }

  if (statistics.withoutMeaning > 0) {
    lines.push(
      'Calls with no rule or by fallback where the system has calls without machine-readable meaning: ' + statistics.withoutMeaning +
        ' (the robot cannot consider those calls; see docs/constraints.md)'
    )
  }

  return lines.join('\n')
}

/** A comparison as text lines. */
export function comparisonText(comparison: Comparison, names: [string, string], deals: number): string {
  const width = Math.max(8, names[0].length, names[1].length)
  const lines = ['Contracts on the same ' + (deals === 1 ? 'deal:' : deals + ' deals:'), '  contract  ' + names[0].padStart(width) + '  ' + names[1].padStart(width)]
  for (const [contract, first, second] of comparison.contracts) {
    lines.push('  ' + contract.padEnd(8) + '  ' + String(first).padStart(width) + '  ' + String(second).padStart(width))
  }

  lines.push('Different contracts on ' + comparison.different + ' of ' + deals + (deals === 1 ? ' deal' : ' deals') + (comparison.boards.length > 0 ? ' (boards ' + comparison.boards.join(', ') + (comparison.different > comparison.boards.length ? ', …' : '') + ')' : ''))
  return lines.join('\n')
}


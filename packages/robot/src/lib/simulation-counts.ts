/**
 * Counting what simulated boards did, one board at a time: the statistics
 * of one system's run and the comparison of two runs on the same deals.
 * `simulate` counts its boards with these, and a caller that bids deal by
 * deal (`Simulator`) counts with them too, keeping no board.
 */

import {formatContract, rotate, type Contract, type Direction} from '@bidding/core/calls'
import type {DealAuction} from './bid-deal.js'
import type {Reason} from './types.js'

/** A hand for which the system had no rule. */
export interface NoRuleExample {
  board: number
  direction: Direction
  /** The auction before the call, from the dealer. */
  auction: string
  reason: Reason
  at?: string | undefined
}

/** What happened over all boards. */
export interface Statistics {
  deals: number
  /** Final contracts (`4S`, `3NX`, `P` for passed out) with how many times, most frequent first. */
  contracts: Array<[contract: string, count: number]>
  passedOut: number
  /** Auctions cut at the call limit. */
  unfinished: number
  /** Nodes of the system used: where (`1N (P)`) and the call made there, with how many times. */
  nodes: Array<[node: string, count: number]>
  /** Calls made by rule, by fallback, and with no rule (by reason). */
  reasons: Partial<Record<Reason, number>>
  /** Calls for which no rule applied (`no-rule`, `unranked`, `off-system`, `error`). */
  noRule: number
  /**
   * Of the calls with no rule or by fallback, those at a node where some of
   * the system's calls have no machine-readable meaning (no constraint), so
   * the robot could not consider them: a gap in the system's notation, not
   * in its bidding (`simulate` counts them; `statisticsOf` alone cannot).
   */
  withoutMeaning: number
  /** Some of them. */
  examples: NoRuleExample[]
}

/** Two simulations of the same deals side by side. */
export interface Comparison {
  /** Boards where the contracts differ. */
  different: number
  /** Board numbers where they differ (the first 20). */
  boards: number[]
  /** Per contract: how many times each system reached it. */
  contracts: Array<[contract: string, first: number, second: number]>
}

const noRuleReasons = new Set<Reason>(['no-rule', 'unranked', 'off-system', 'error'])

/** How a final contract is counted: `4S`, `3NX`, `P` for passed out, `unfinished`. */
export function contractText(contract: Contract | 'passed-out' | undefined): string {
  return contract === undefined ? 'unfinished' : formatContract(contract)
}

function bump(map: Map<string, number>, key: string): void {
  map.set(key, (map.get(key) ?? 0) + 1)
}

function byCount(map: Map<string, number>): Array<[string, number]> {
  return [...map].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
}

/** The statistics of a run, counted a board at a time, in board order (the examples are the first ones met). */
export class StatisticsCounter {
  readonly #examples: number
  readonly #contracts = new Map<string, number>()
  readonly #nodes = new Map<string, number>()
  readonly #reasons: Partial<Record<Reason, number>> = {}
  readonly #found: NoRuleExample[] = []
  #deals = 0
  #passedOut = 0
  #unfinished = 0
  #noRule = 0
  #withoutMeaning = 0

  /** @param examples how many hands with no rule to keep (default 10). */
  constructor(examples = 10) {
    this.#examples = examples
  }

  /** Count one board's auction. */
  add(board: number, auction: DealAuction): void {
    this.#deals++
    bump(this.#contracts, contractText(auction.contract))
    if (auction.contract === 'passed-out') this.#passedOut++
    if (auction.contract === undefined) this.#unfinished++
    for (const [index, choice] of auction.choices.entries()) {
      this.#reasons[choice.reason] = (this.#reasons[choice.reason] ?? 0) + 1
      if (choice.node && choice.at !== undefined) bump(this.#nodes, choice.at + ' → ' + choice.call)
      if (!noRuleReasons.has(choice.reason)) continue
      this.#noRule++
      if (this.#found.length < this.#examples) {
        const example: NoRuleExample = {
          board,
          direction: rotate(auction.dealer, index),
          auction: auction.calls.slice(0, index).join(' ') || '(opening)',
          reason: choice.reason
        }
        if (choice.at !== undefined) example.at = choice.at
        this.#found.push(example)
      }
    }
  }

  /** Count calls made with no rule or by fallback where the system has calls without a constraint (see `Statistics.withoutMeaning`). */
  addWithoutMeaning(count: number): void {
    this.#withoutMeaning += count
  }

  /** What was counted so far (a new object each time; counting may go on). */
  statistics(): Statistics {
    return {
      deals: this.#deals,
      contracts: byCount(this.#contracts),
      passedOut: this.#passedOut,
      unfinished: this.#unfinished,
      nodes: byCount(this.#nodes),
      reasons: {...this.#reasons},
      noRule: this.#noRule,
      withoutMeaning: this.#withoutMeaning,
      examples: [...this.#found]
    }
  }
}

/** The comparison of two runs on the same deals, counted a board at a time, in board order. */
export class ComparisonCounter {
  readonly #counts = new Map<string, [first: number, second: number]>()
  readonly #boards: number[] = []
  #different = 0

  /** Count one board: the contracts the first and the second run reached on it. */
  add(board: number, first: DealAuction['contract'], second: DealAuction['contract']): void {
    const a = contractText(first)
    const b = contractText(second)
    if (a !== b) {
      this.#different++
      if (this.#boards.length < 20) this.#boards.push(board)
    }

    const entryA = this.#counts.get(a) ?? [0, 0]
    entryA[0]++
    this.#counts.set(a, entryA)
    const entryB = this.#counts.get(b) ?? [0, 0]
    entryB[1]++
    this.#counts.set(b, entryB)
  }

  /** What was counted so far (a new object each time). */
  comparison(): Comparison {
    const contracts = [...this.#counts].map(([contract, [x, y]]) => [contract, x, y] as [string, number, number])
    contracts.sort((p, q) => q[1] + q[2] - (p[1] + p[2]) || (p[0] < q[0] ? -1 : 1))
    return {different: this.#different, boards: [...this.#boards], contracts}
  }
}

/**
 * Bid a whole deal: each seat's robot calls in turn until the auction ends.
 */

import {
  auctionStatus,
  contractOf,
  rotate,
  type Call,
  type Contract,
  type DealVulnerability,
  type Direction
} from '@bidding/core/calls'
import {seatIndex, type Deal} from '@bidding/hand'
import {chooseInView} from './choose.js'
import {compileSystem} from './compile.js'
import {systemOf, type Systems} from './summary.js'
import type {AuctionView, Choice, ChooseOptions, CompiledSystem, FullSituation} from './types.js'
import {passAdded, viewOf} from './view.js'

/** Options of `bidDeal`. */
export interface BidDealOptions extends ChooseOptions {
  /** The dealer (default North). */
  dealer?: Direction | undefined
  /** Vulnerability (default none). */
  vulnerability?: DealVulnerability | undefined
  /** Stop after this many calls (default 100; no legal auction of real systems is that long). */
  maxCalls?: number | undefined
}

/** A deal's auction: the calls, each robot's choice, and the contract. */
export interface DealAuction {
  dealer: Direction
  vulnerability: DealVulnerability
  calls: Call[]
  /** One choice per call, in order. */
  choices: Choice[]
  /** The contract, `'passed-out'`, or `undefined` when the auction was cut at `maxCalls`. */
  contract: Contract | 'passed-out' | undefined
}

const noSystem: Choice = {call: 'P', reason: 'no-system', explanation: 'No system for this seat; passing.', candidates: []}

/** Whether the auction has ended: read in full only after three passes (an auction ends on a pass, the third or fourth). */
function hasEnded(calls: readonly Call[]): boolean {
  const last = calls.length - 1
  return last >= 3 && calls[last] === 'P' && calls[last - 1] === 'P' && calls[last - 2] === 'P' && auctionStatus(calls).ended
}

/**
 * Let the robots bid a deal to the end. A seat without a system passes.
 *
 * @param deal the four hands (N, E, S, W).
 * @param systems one system for every seat, or one per direction.
 * @param options dealer, vulnerability, and the options of `chooseCall`.
 */
export function bidDeal(deal: Deal, systems: Systems, options: BidDealOptions = {}): DealAuction {
  const dealer = options.dealer ?? 'N'
  const vulnerability = options.vulnerability ?? 'none'
  const maxCalls = options.maxCalls ?? 100
  const calls: Call[] = []
  const choices: Choice[] = []
  // One view of the auction for every call: what engines keep on it by index stays true as calls are added.
  let view: AuctionView | undefined
  // A system given as source is compiled once for the deal, not once per call.
  let compiled: Map<object, CompiledSystem> | undefined
  // Each seat's situation, made on its first call: the auction is the one growing array, so it stays true.
  const situations: Array<FullSituation | undefined> = [undefined, undefined, undefined, undefined]
  while (calls.length < maxCalls && !hasEnded(calls)) {
    const direction = rotate(dealer, calls.length)
    const system = systemOf(systems, direction)
    // After the first call that is not a pass the view stays; a leading pass moves its start (a view made again only if that cannot be).
    if (!view || (view.start === view.calls.length - 1 && calls[view.start] === 'P' && !passAdded(view))) view = viewOf(calls, dealer, vulnerability)
    let ready: CompiledSystem | undefined
    if (system && 'engine' in system) ready = system
    else if (system) {
      compiled ??= new Map()
      ready = compiled.get(system)
      if (!ready) {
        ready = compileSystem(system)
        compiled.set(system, ready)
      }
    }

    let choice = noSystem
    if (ready) {
      const seat = seatIndex(direction)
      const situation = (situations[seat] ??= {hand: deal[seat]!, auction: calls, dealer, vulnerability})
      choice = chooseInView(ready, situation, view, options)
    }

    calls.push(choice.call)
    choices.push(choice)
  }

  // A copy for the caller: the engines' places may read the view's calls later (their facts, on first use), so the
  // array they read is never handed out, where a caller could trim or reuse it.
  return {dealer, vulnerability, calls: [...calls], choices, contract: contractOf(calls, dealer)}
}

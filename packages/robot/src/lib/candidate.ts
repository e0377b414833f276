/**
 * Candidates: a bid node made ready for choosing — its constraint and
 * criteria with the suit references of its place bound (`bid`, `partner`),
 * compiled once into one fast test.
 */

import {allOf, atomsOf, resolveSuits, type Constraint, type SuitBindings} from '@bidding/core/constraints'
import {isCall, type Call, type Suit} from '@bidding/core/calls'
import type {Bid} from '@bidding/core'
import {compileConstraint, undecidableAtoms, type Hand} from '@bidding/hand'
import {dependsOnAuction} from './auction-facts.js'
import type {Candidate} from './types.js'

/** Bind `bid` and `partner` references in a constraint. */
export function bindReferences(constraint: Constraint | undefined, own: Suit | undefined, partner: Suit | undefined): Constraint | undefined {
  if (!constraint) return undefined
  const bindings: SuitBindings = {}
  if (own) bindings.bid = own
  if (partner) bindings.partner = partner
  return own || partner ? resolveSuits(constraint, bindings) : constraint
}

/** Compile a test of a hand from what must hold; `undefined` when nothing is known. */
export function compileTest(constraint: Constraint | undefined): ((hand: Hand) => boolean | undefined) | undefined {
  if (!constraint) return undefined
  const compiled = compileConstraint(constraint)
  return (hand) => compiled(hand, 0)
}

/**
 * Make a candidate of a bid, with references bound; `call` is the bid's
 * concrete call (after `expandCalls`). `undefined` when the call is a
 * pattern that was not expanded.
 */
export function makeCandidate(
  bid: Bid,
  options: {own?: Suit | undefined; partner?: Suit | undefined; transform?: ((constraint: Constraint) => Constraint) | undefined}
): Candidate | undefined {
  if (!isCall(bid.call)) return undefined
  const call: Call = bid.call
  let constraint = bindReferences(bid.constraint, options.own, options.partner)
  let criteria = bindReferences(bid.criteria, options.own, options.partner)
  if (options.transform) {
    if (constraint) constraint = options.transform(constraint)
    if (criteria) criteria = options.transform(criteria)
  }

  const both = allOf(constraint, criteria)
  const candidate: Candidate = {bid, call, constraint, criteria, test: compileTest(both), fallback: bid.fallback === true}
  if (dependsOnAuction(both)) candidate.auction = true
  return candidate
}

/** The atoms of a candidate that cannot be decided on any hand, nor by the auction. */
export function undecidable(candidate: Candidate): string[] {
  const both = allOf(candidate.constraint, candidate.criteria)
  if (!both) return []
  return undecidableAtoms(both)
    .filter((atom) => !dependsOnAuction(atom))
    .map((atom) => JSON.stringify(atom.raw ?? atom))
}

/** Whether a constraint mentions suits not bound yet (variables or references). */
export function hasUnboundSuits(constraint: Constraint): boolean {
  for (const atom of atomsOf(constraint)) {
    for (const value of [
      'suit' in atom ? atom.suit : undefined,
      'left' in atom ? atom.left : undefined,
      'right' in atom ? atom.right : undefined
    ]) {
      if (value !== undefined && value !== 'S' && value !== 'H' && value !== 'D' && value !== 'C') return true
    }
  }

  return false
}

/**
 * Text for explanations: a bid's description as plain text, constraints in
 * the notation, and what part of a constraint a hand misses (with the
 * hand's own value: `15–17 HCP (has 12)`).
 */

import {constraintToString, isAuctionAtom, phrasingToString, type Atom, type Bid, type Call, type Constraint, type Suit} from '@bidding/core'
import {auctionAtomText, fitsInAuction, type AuctionFacts} from './auction-facts.js'
import {
  controls,
  hcp,
  honours,
  lengthPoints,
  losers,
  pearsonPoints,
  rulePoints,
  shortnessPoints,
  suitLength,
  suitsOfLength,
  supportPoints,
  type Hand
} from '@bidding/hand'

/** The description of a bid as plain text, `undefined` when it has none. */
export function meaningText(bid: Bid): string | undefined {
  const first = bid.children[0]
  if (first?.type !== 'meaning') return undefined
  const text = phrasingToString(first.children).replaceAll(/\s+/g, ' ').trim()
  return text === '' ? undefined : text
}

/** A constraint in the notation, `undefined` for none. */
export function constraintText(constraint: Constraint | undefined): string | undefined {
  return constraint ? constraintToString(constraint) : undefined
}

function isSuit(value: unknown): value is Suit {
  return value === 'S' || value === 'H' || value === 'D' || value === 'C'
}

/** The hand's own value for an atom that counts something, as text. */
function valueOf(atom: Atom, hand: Hand): string | undefined {
  switch (atom.type) {
    case 'points': {
      if (atom.suit !== undefined && !isSuit(atom.suit)) return undefined
      const suit = atom.suit as Suit | undefined
      if (atom.scale === 'hcp') return String(hcp(hand, suit))
      if (atom.scale === 'support') return suit ? String(supportPoints(hand, suit)) : undefined
      if (suit) return undefined
      if (atom.scale === 'rule') return String(rulePoints(hand))
      if (atom.scale === 'pearson') return String(pearsonPoints(hand))
      if (atom.scale === 'length') return String(lengthPoints(hand))
      if (atom.scale === 'shortness') return String(shortnessPoints(hand))
      return undefined
    }

    case 'length': {
      return isSuit(atom.suit) ? String(suitLength(hand, atom.suit)) : undefined
    }

    case 'honours': {
      return isSuit(atom.suit) ? String(honours(hand, atom.suit, atom.top ?? 5)) : undefined
    }

    case 'controls': {
      if (atom.suit !== undefined && !isSuit(atom.suit)) return undefined
      return String(controls(hand, atom.suit as Suit | undefined))
    }

    case 'count': {
      return String(suitsOfLength(hand, atom.of === 'void' ? 0 : atom.of === 'singleton' ? 1 : 2))
    }

    case 'losers': {
      return atom.method === 'nltc' ? undefined : String(losers(hand))
    }

    default: {
      return undefined
    }
  }
}

function failureText(constraint: Constraint, hand: Hand, facts: AuctionFacts | undefined): string {
  const text = constraintToString(constraint)
  if (constraint.type === 'and' || constraint.type === 'or' || constraint.type === 'not') return text
  if (facts && isAuctionAtom(constraint)) return auctionAtomText(constraint, facts, hand)
  const value = valueOf(constraint, hand)
  return value === undefined ? text : text + ' (has ' + value + ')'
}

/**
 * The parts of a constraint a hand does not meet: the failing members of a
 * conjunction (nested conjunctions flattened), or the whole constraint.
 * With the auction's facts, atoms about the auction are decided too.
 */
export function failedParts(constraint: Constraint, hand: Hand, facts?: AuctionFacts, call?: Call): string[] {
  if (constraint.type === 'or' && constraint.children.length === 1) return failedParts(constraint.children[0]!, hand, facts, call)
  const fails = (part: Constraint) => fitsInAuction(hand, part, facts, call) === false
  if (constraint.type !== 'and') return fails(constraint) ? [failureText(constraint, hand, facts)] : []
  const result: string[] = []
  for (const child of constraint.children) {
    if (child.type === 'and') result.push(...failedParts(child, hand, facts, call))
    else if (fails(child)) result.push(failureText(child, hand, facts))
  }

  return result
}

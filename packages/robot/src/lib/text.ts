/**
 * Text for explanations: a bid's description as plain text, constraints in
 * the notation, and what part of a constraint a hand misses (with the
 * hand's own value: `15–17 HCP (has 12)`).
 */

import {constraintToString, isAuctionAtom, type Atom, type Constraint} from '@bidding/core/constraints'
import {phrasingToString, type Bid} from '@bidding/core'
import type {Call, Suit} from '@bidding/core/calls'
import {auctionAtomText, fitsInAuction, totalPointsOf, totalScale, type AuctionFacts} from './auction-facts.js'
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

export function isSuit(value: unknown): value is Suit {
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
  if (constraint.type === 'and' || constraint.type === 'or' || constraint.type === 'not') return bounded(text)
  if (facts && isAuctionAtom(constraint)) return auctionAtomText(constraint, facts, hand)
  const value = facts && constraint.type === 'points' && constraint.scale === totalScale && constraint.suit === undefined ? String(totalPointsOf(hand, facts)) : valueOf(constraint, hand)
  return value === undefined ? text : text + ' (has ' + value + ')'
}

/** The longest text of one part (failing or shown): beyond it a formula is cut, not dumped. */
export const partLength = 48

/** At most this many failing parts are named for one call. */
const partCount = 3

/** A part's text cut to `partLength`. */
export function bounded(text: string): string {
  return text.length <= partLength ? text : text.slice(0, partLength - 1).trimEnd() + '…'
}

/** How far a counting atom is from holding: the shortfall of the hand's value against the range (0 when unknown). */
function shortfall(atom: Constraint, hand: Hand): number {
  if (atom.type === 'and' || atom.type === 'or' || atom.type === 'not') return 0
  const value = Number(valueOf(atom, hand))
  if (Number.isNaN(value)) return 0
  const range = atom as {min?: number | undefined; max?: number | undefined}
  if (range.min !== undefined && value < range.min) return range.min - value
  if (range.max !== undefined && value > range.max) return value - range.max
  return 0
}

/** What an atom counts, apart from its range (`points hcp`, `length ♠`), to tell choices of one measure. */
function measureOf(constraint: Constraint): string | undefined {
  if (constraint.type === 'and' || constraint.type === 'or' || constraint.type === 'not') return undefined
  return JSON.stringify(Object.entries(constraint).filter(([key]) => key !== 'min' && key !== 'max'))
}

/** What a hand misses of a failing constraint, with the distance: parts missed, then their shortfall. */
interface Miss {
  parts: string[]
  distance: number
  shortfall: number
}

function missOf(constraint: Constraint, hand: Hand, facts: AuctionFacts | undefined, call: Call | undefined): Miss | undefined {
  if (fitsInAuction(hand, constraint, facts, call) !== false) return undefined
  if (constraint.type === 'and') {
    const miss: Miss = {parts: [], distance: 0, shortfall: 0}
    for (const child of constraint.children) {
      const part = missOf(child, hand, facts, call)
      if (!part) continue
      miss.parts.push(...part.parts)
      miss.distance += part.distance
      miss.shortfall += part.shortfall
    }

    return miss.parts.length > 0 ? miss : {parts: [failureText(constraint, hand, facts)], distance: 1, shortfall: 0}
  }

  if (constraint.type === 'or') {
    if (constraint.children.length === 1) return missOf(constraint.children[0]!, hand, facts, call)
    if (constraint.children.length === 0) return {parts: [failureText(constraint, hand, facts)], distance: 1, shortfall: 0}
    // A short choice of atoms reads whole: `4+♥ or 4+♠`, `6–10 HCP or 16+ HCP (has 13)`.
    const text = constraintToString(constraint)
    const measures = new Set(constraint.children.map((child) => measureOf(child)))
    const first = constraint.children[0]!
    const value = first.type === 'and' || first.type === 'or' || first.type === 'not' ? undefined : valueOf(first, hand)
    if (text.length <= partLength && !measures.has(undefined)) {
      const has = measures.size === 1 && value !== undefined ? ' (has ' + value + ')' : ''
      return {parts: [text + has], distance: 1, shortfall: Math.min(...constraint.children.map((child) => shortfall(child, hand)))}
    }

    // Else the way of holding it the hand comes nearest to, and how many ways there are.
    let nearest: Miss | undefined
    for (const child of constraint.children) {
      const miss = missOf(child, hand, facts, call)
      if (miss && (!nearest || miss.distance < nearest.distance || (miss.distance === nearest.distance && miss.shortfall < nearest.shortfall))) nearest = miss
    }

    if (!nearest) return {parts: [failureText(constraint, hand, facts)], distance: 1, shortfall: 0}
    const parts = [...nearest.parts]
    parts[parts.length - 1] += ' (nearest of ' + constraint.children.length + ' ways)'
    return {...nearest, parts}
  }

  return {parts: [failureText(constraint, hand, facts)], distance: 1, shortfall: shortfall(constraint, hand)}
}

/**
 * What of a constraint a hand does not meet, as players read it: the
 * failing members of a conjunction (nested ones flattened); of a choice
 * (`or`), the way the hand comes nearest to — fewest parts missed, then
 * the smallest shortfall — never the whole formula; at most three parts
 * (then `…`), each of bounded length. With the auction's facts, atoms
 * about the auction are decided too.
 */
export function failedParts(constraint: Constraint, hand: Hand, facts?: AuctionFacts, call?: Call): string[] {
  const miss = missOf(constraint, hand, facts, call)
  if (!miss) return []
  return miss.parts.length > partCount ? [...miss.parts.slice(0, partCount), '…'] : miss.parts
}

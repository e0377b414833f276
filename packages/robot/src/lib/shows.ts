/**
 * What a chosen call shows, as players read it (the `Shows:` line): the
 * parts of its constraint one by one, ranges of one measure met (`3+♠` and
 * `≤5♠` read `3–5♠`), suit comparisons in words, a long choice (`or`) as
 * the way this hand holds it (`(one of 5 ways)`) instead of the whole
 * formula, atoms about the auction as what they ask of this hand
 * (`8–9 HCP (combined 23–24 HCP with partner’s 15–17)`), at most six parts
 * of bounded length.
 */

import {
  constraintToString,
  isAuctionAtom,
  rangeToText,
  type Atom,
  type Comparison,
  type Constraint,
  type Range,
  type SuitRef
} from '@bidding/core/constraints'
import {suitSymbols, type Call} from '@bidding/core/calls'
import {fitsConstraint, type Hand} from '@bidding/hand'
import {fitsInAuction, resolveAuction, type AuctionFacts} from './auction-facts.js'
import {bounded, isSuit, partLength} from './text.js'

/** At most this many parts are named; the rest is `…`. */
const partCount = 6

/** A part before it is written: an atom (ranges of one measure are met) or finished text. */
type Part = {atom: Atom} | {text: string}

function isGroup(constraint: Constraint): constraint is Extract<Constraint, {type: 'and' | 'or' | 'not'}> {
  return constraint.type === 'and' || constraint.type === 'or' || constraint.type === 'not'
}

const comparisonWords: Readonly<Record<Comparison, [string, string]>> = {
  '>': ['more ', ' than '],
  '>=': ['at least as many ', ' as '],
  '=': ['as many ', ' as '],
  '<=': ['no more ', ' than '],
  '<': ['fewer ', ' than '],
  '!=': ['not as many ', ' as ']
}

function suitText(suit: SuitRef): string {
  return isSuit(suit) ? suitSymbols[suit] : constraintToString({type: 'length', suit, min: 0}).replace(/^0\+ in /, '')
}

/** A hand atom in words. */
function atomText(atom: Atom): string {
  if (atom.type === 'compare') {
    const [before, between] = comparisonWords[atom.comparison]
    return before + suitText(atom.left) + between + suitText(atom.right)
  }

  return constraintToString(atom)
}

function intervalText([low, high]: readonly [number, number], top: number): string {
  return rangeToText({min: low > 0 ? low : undefined, max: high < top ? high : undefined}) ?? 'any'
}

/**
 * An auction atom as what it asks of this hand: resolved by the facts, with
 * the atom itself in brackets (`3+♥ (fit ♥ with partner’s 5+)`); a fact of
 * the auction that holds reads as itself (`balancing seat`).
 */
function auctionText(atom: Atom, reading: Reading): string {
  const {hand, facts, call} = reading
  const text = constraintToString(atom)
  if (!facts) return text
  let resolved = resolveAuction(atom, facts, call)
  if (resolved.type === 'and' && resolved.children.length === 0) return text
  // `total points` resolve to a choice by the fit: the way this hand holds it.
  if (resolved.type === 'or' && hand) resolved = resolved.children.find((child) => fitsConstraint(hand, child) === true) ?? resolved
  // Of that way, the points: its lengths only say which fit it counts in.
  if (resolved.type === 'and' && resolved.children.some((child) => child.type === 'points')) {
    resolved = {type: 'and', children: resolved.children.filter((child) => child.type !== 'length')}
  }

  const own = constraintToString(resolved)
  if (atom.type === 'combined' || atom.type === 'fit') {
    const partner = facts.seats.partner
    const shown = atom.type === 'fit' && isSuit(atom.suit) ? intervalText(partner.length[atom.suit], 13) + suitSymbols[atom.suit] : intervalText(partner.hcp, 37) + ' HCP'
    return own + ' (' + text + ' with partner’s ' + shown + ')'
  }

  if (atom.type === 'auction' && atom.fact === 'total-tricks') return own + ' (' + text + ')'
  // Sets (`stopper in their suits`) read as the suits they are now.
  return own
}

/** The key of an atom's measure apart from its range, for meeting ranges; `undefined` for an atom without one. */
function measureOf(atom: Atom): string | undefined {
  if ((atom.type === 'length' || atom.type === 'points' || atom.type === 'suitQuality' || atom.type === 'honours') && (atom.suit === undefined || isSuit(atom.suit))) {
    return JSON.stringify(Object.entries(atom).filter(([key]) => key !== 'min' && key !== 'max' && key !== 'raw'))
  }

  return undefined
}

function meet(left: Range, right: Range): Range {
  const min = left.min === undefined ? right.min : right.min === undefined ? left.min : Math.max(left.min, right.min)
  const max = left.max === undefined ? right.max : right.max === undefined ? left.max : Math.min(left.max, right.max)
  return {min, max}
}

interface Reading {
  hand: Hand | undefined
  facts: AuctionFacts | undefined
  call: Call | undefined
}

/** The parts of a constraint, `and`s flattened, a long `or` read as the way the hand holds it. */
function partsOf(constraint: Constraint, reading: Reading, inside: boolean): Part[] {
  switch (constraint.type) {
    case 'and': {
      if (constraint.children.length === 0) return [{text: 'any hand'}]
      return constraint.children.flatMap((child) => partsOf(child, reading, true))
    }

    case 'or': {
      if (constraint.children.length === 0) return [{text: 'no hand'}]
      if (constraint.children.length === 1) return partsOf(constraint.children[0]!, reading, inside)
      // A short choice of atoms reads whole: `6–10 HCP or 16+ HCP`, `4+♥ or 4+♠`.
      const whole = constraintToString(constraint)
      if (whole.length <= partLength && !constraint.children.some((child) => isGroup(child) || isAuctionAtom(child))) {
        return [{text: inside ? '(' + whole + ')' : whole}]
      }

      const held = reading.hand ? constraint.children.find((child) => fitsInAuction(reading.hand!, child, reading.facts, reading.call) === true) : undefined
      if (!held) return [{text: bounded(whole)}]
      const parts = partsOf(held, reading, true)
      parts.push({text: '(one of ' + constraint.children.length + ' ways)'})
      return parts
    }

    case 'not': {
      return [{text: bounded(constraintToString(constraint))}]
    }

    default: {
      return isAuctionAtom(constraint) ? [{text: auctionText(constraint, reading)}] : [{atom: constraint}]
    }
  }
}

/** Meet the ranges of one measure (`3+♠`, `≤5♠` → `3–5♠`), keeping the place of the first. */
function merged(parts: Part[]): Part[] {
  const result: Part[] = []
  const byMeasure = new Map<string, number>()
  for (const part of parts) {
    const key = 'atom' in part ? measureOf(part.atom) : undefined
    const at = key === undefined ? undefined : byMeasure.get(key)
    if (at === undefined) {
      if (key !== undefined) byMeasure.set(key, result.length)
      result.push(part)
      continue
    }

    const before = result[at] as {atom: Atom}
    result[at] = {atom: {...before.atom, raw: undefined, ...meet(before.atom as Range, (part as {atom: Atom}).atom as Range)} as Atom}
  }

  return result
}

/**
 * What a call shows, as players read it.
 *
 * @param constraint what the call shows (its suits resolved).
 * @param hand the hand that makes the call: a long choice reads as the way it holds it.
 * @param facts what the auction has shown: atoms about the auction read as what they ask of the hand.
 * @param call the call (for the law of total tricks).
 * @returns the parts, comma-separated; `undefined` for no constraint.
 */
export function showsText(constraint: Constraint | undefined, hand?: Hand, facts?: AuctionFacts, call?: Call): string | undefined {
  if (!constraint) return undefined
  const texts = merged(partsOf(constraint, {hand, facts, call}, false)).map((part) => ('atom' in part ? bounded(atomText(part.atom)) : part.text))
  // A `(one of N ways)` note belongs to the part before it.
  const joined: string[] = []
  for (const text of texts) {
    if (text.startsWith('(one of ') && joined.length > 0) joined[joined.length - 1] += ' ' + text
    else joined.push(text)
  }

  return (joined.length > partCount ? [...joined.slice(0, partCount), '…'] : joined).join(', ')
}

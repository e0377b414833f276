/**
 * Print a constraint as the text a player writes: `15–17 HCP, balanced`,
 * `5+♠, ≤3♥`, `(5+♠, 12+ HCP) or 6+♥`. The text reads back with
 * `parseConstraint` (the constraint notation, docs/constraints.md).
 */

import {suitSymbols} from '../call/call.js'
import type {Suit} from '../call/types.js'
import type {PhrasingContent} from '../nodes.js'
import type {Atom, AuctionFactConstraint, Comparison, Constraint, Range, SuitRef} from './types.js'

/** Options for printing a constraint. */
export interface ConstraintTextOptions {
  /**
   * How to write a suit: Unicode symbols (`♠`, default), BML codes (`!s`),
   * BBO codes (`!S`) or letters (`S`).
   */
  suits?: 'symbols' | 'bml' | 'bbo' | 'letters' | undefined
}

/** A piece of printed text: a string, or a suit to render as a symbol. */
type Piece = string | {suit: Suit}

const comparisonSymbols: Readonly<Record<Comparison, string>> = {
  '<': '<',
  '<=': '≤',
  '=': '=',
  '>=': '≥',
  '>': '>',
  '!=': '≠'
}

const referenceWords: ReadonlyMap<string, string> = new Map([
  ['bid', 'bid suit'],
  ['partner', 'partner’s suit'],
  ['theirs', 'their suits'],
  ['unbid', 'unbid suits']
])

const seatWords: Readonly<Record<'partner' | 'lho' | 'rho', string>> = {partner: 'partner', lho: 'LHO', rho: 'RHO'}

const factWords: Readonly<Record<AuctionFactConstraint['fact'], string>> = {
  'partner-passed': 'partner passed',
  'passed-hand': 'passed hand',
  balancing: 'balancing seat',
  'total-tricks': 'law of total tricks',
  vulnerable: 'vulnerable',
  'they-vulnerable': 'they are vulnerable'
}

const scaleWords: ReadonlyMap<string, string> = new Map([
  ['hcp', 'HCP'],
  ['length', 'length points'],
  ['shortness', 'shortness points'],
  ['support', 'support points'],
  ['rule', 'rule points'],
  ['pearson', 'Pearson points'],
  ['playing-tricks', 'playing tricks']
])

/** Print a range: `15–17`, `15+`, `≤12`, `6`; `undefined` when open both ways. */
export function rangeToText(range: Range): string | undefined {
  const {min, max} = range
  if (min !== undefined && max !== undefined) return min === max ? String(min) : min + '–' + max
  if (min !== undefined) return min + '+'
  if (max !== undefined) return '≤' + max
  return undefined
}

function suitPiece(suit: SuitRef): Piece {
  return suit === 'S' || suit === 'H' || suit === 'D' || suit === 'C' ? {suit} : (referenceWords.get(suit) ?? suit)
}

function isReference(suit: SuitRef): boolean {
  return referenceWords.has(suit)
}

/** A length: `5+♠`, `3+ in partner’s suit`, `any ♦`. */
function lengthPieces(range: Range, suit: SuitRef): Piece[] {
  const text = rangeToText(range)
  if (text === undefined) return ['any ', suitPiece(suit)]
  return isReference(suit) ? [text + ' in ', suitPiece(suit)] : [text, suitPiece(suit)]
}

function atomPieces(atom: Atom): Piece[] {
  switch (atom.type) {
    case 'points': {
      // The rules of 20 and of 15 as players say them (`rule of 15` reads as Pearson points).
      if (atom.min !== undefined && atom.max === undefined && atom.suit === undefined) {
        if (atom.scale === 'rule' && atom.min !== 15) return ['rule of ' + atom.min]
        if (atom.scale === 'pearson' && atom.min === 15) return ['rule of 15']
      }

      const range = rangeToText(atom) ?? 'any'
      // Aces and kings are counted as such (Blackwood's and Gerber's answers).
      if ((atom.scale === 'aces' || atom.scale === 'kings') && atom.suit === undefined) {
        return [range + ' ' + (atom.min === 1 && atom.max === 1 ? atom.scale.slice(0, -1) : atom.scale)]
      }

      const pieces: Piece[] = [range + ' ' + (scaleWords.get(atom.scale) ?? atom.scale + ' points')]
      if (atom.suit) pieces.push(' in ', suitPiece(atom.suit))
      return pieces
    }

    case 'length': {
      return lengthPieces(atom, atom.suit)
    }

    case 'honours': {
      const range = rangeToText(atom) ?? 'any'
      const what = atom.top === undefined ? ' honours in ' : ' of top ' + atom.top + ' in '
      return [range + what, suitPiece(atom.suit)]
    }

    case 'controls': {
      const range = (rangeToText(atom) ?? 'any') + ' controls'
      return atom.suit ? [range + ' in ', suitPiece(atom.suit)] : [range]
    }

    case 'count': {
      if (atom.max === 0 && atom.min === undefined) return ['no ' + atom.of + 's']
      return [(rangeToText(atom) ?? 'any') + ' ' + atom.of + (atom.max === 1 ? '' : 's')]
    }

    case 'shape': {
      const lengths = [...atom.pattern]
      return [atom.any ? lengths.join('-') : lengths.join('=')]
    }

    case 'balanced': {
      return [atom.semi ? 'semi-balanced' : 'balanced']
    }

    case 'losers': {
      const method = atom.method === 'nltc' ? ' NLTC' : atom.method === 'simple' ? ' simple' : ''
      return [(rangeToText(atom) ?? 'any') + method + ' losers']
    }

    case 'quickTricks': {
      return [(rangeToText(atom) ?? 'any') + ' quick tricks']
    }

    case 'suitQuality': {
      return [(rangeToText(atom) ?? 'any') + ' suit quality in ', suitPiece(atom.suit)]
    }

    case 'stopper': {
      // A set reads better after the word: `stopper in their suits`.
      if (atom.suit === 'theirs' || atom.suit === 'unbid') return [atom.half ? 'half stopper in ' : 'stopper in ', suitPiece(atom.suit)]
      return [suitPiece(atom.suit), atom.half ? ' half stopper' : ' stopper']
    }

    case 'card': {
      const suit = atom.card[0] as Suit
      return ['holds ', {suit}, atom.card.slice(1)]
    }

    case 'compare': {
      return [suitPiece(atom.left), ' ' + comparisonSymbols[atom.comparison] + ' ', suitPiece(atom.right)]
    }

    case 'longest': {
      return [suitPiece(atom.suit), atom.strict ? ' strictly longest' : ' longest']
    }

    case 'quality': {
      return ['[' + [atom.name, atom.comparison, atom.value].filter(Boolean).join(' ') + ']']
    }

    case 'shown': {
      const seat = seatWords[atom.seat] + ' '
      if (atom.suit === undefined) return [seat + (rangeToText(atom) ?? 'any') + ' HCP']
      return [seat, ...lengthPieces(atom, atom.suit)]
    }

    case 'combined': {
      const pieces: Piece[] = ['combined ' + (rangeToText(atom) ?? 'any') + ' ' + (scaleWords.get(atom.scale) ?? atom.scale + ' points')]
      if (atom.suit) pieces.push(' in ', suitPiece(atom.suit))
      return pieces
    }

    case 'fit': {
      if (atom.min === 8 && atom.max === undefined) return isReference(atom.suit) ? ['fit in ', suitPiece(atom.suit)] : ['fit ', suitPiece(atom.suit)]
      return ['combined ', ...lengthPieces(atom, atom.suit)]
    }

    case 'auction': {
      const words = factWords[atom.fact]
      return atom.suit === undefined ? [words] : [words + ' in ', suitPiece(atom.suit)]
    }
  }
}

function pieces(constraint: Constraint, parent: 'and' | 'or' | 'not' | undefined): Piece[] {
  switch (constraint.type) {
    case 'and':
    case 'or': {
      if (constraint.children.length === 0) return [constraint.type === 'and' ? 'any hand' : 'no hand']
      if (constraint.children.length === 1) return pieces(constraint.children[0]!, parent)
      const separator = constraint.type === 'and' ? ', ' : ' or '
      const result: Piece[] = []
      for (const [index, child] of constraint.children.entries()) {
        if (index > 0) result.push(separator)
        result.push(...pieces(child, constraint.type))
      }

      // `and` binds tighter than `or`, but an `and` inside an `or` is
      // bracketed too, as `5+♠, 12+ HCP or 6+♥` reads ambiguously.
      return parent !== undefined && parent !== constraint.type ? ['(', ...result, ')'] : result
    }

    case 'not': {
      return ['not ', ...pieces(constraint.child, 'not')]
    }

    default: {
      return atomPieces(constraint)
    }
  }
}

const bmlSuits: Readonly<Record<Suit, string>> = {S: '!s', H: '!h', D: '!d', C: '!c'}

/** Print a constraint as a string. */
export function constraintToString(constraint: Constraint, options: ConstraintTextOptions = {}): string {
  const style = options.suits ?? 'symbols'
  return pieces(constraint, undefined)
    .map((piece) => {
      if (typeof piece === 'string') return piece
      if (style === 'symbols') return suitSymbols[piece.suit]
      if (style === 'bml') return bmlSuits[piece.suit]
      if (style === 'bbo') return bmlSuits[piece.suit].toUpperCase()
      return piece.suit
    })
    .join('')
}

/** Print a constraint as bdast phrasing: text with `suit` nodes. */
export function constraintToPhrasing(constraint: Constraint): PhrasingContent[] {
  const result: PhrasingContent[] = []
  for (const piece of pieces(constraint, undefined)) {
    if (typeof piece !== 'string') {
      result.push({type: 'suit', suit: piece.suit})
      continue
    }

    const last = result.at(-1)
    if (last?.type === 'text') last.value += piece
    else result.push({type: 'text', value: piece})
  }

  return result
}

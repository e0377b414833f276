/**
 * Tests on qualities a hand evaluator knows → constraints. The game's
 * vocabulary is not published (formats.md §2.4); this reads the phrases its
 * documentation shows (`point count`, `shape`, `length of longest suit`,
 * `longest suit`) and the obvious spellings around them. Any other test is
 * kept as a `quality` atom, as written.
 */

import {own} from '@bidding/core/own'
import type {Constraint} from '@bidding/core/constraints'
import type {RuleTest} from '@bidding/core'
import type {Suit} from '@bidding/core/calls'

type Operator = '<' | '<=' | '=' | '>=' | '>' | '!='

const operators: Readonly<Record<string, Operator>> = {
  '<': '<',
  'is less than': '<',
  'less than': '<',
  'is fewer than': '<',
  '<=': '<=',
  '=<': '<=',
  '≤': '<=',
  'is at most': '<=',
  'at most': '<=',
  'is less than or equal to': '<=',
  '>': '>',
  'is more than': '>',
  'more than': '>',
  'is greater than': '>',
  'greater than': '>',
  '>=': '>=',
  '=>': '>=',
  '≥': '>=',
  'is at least': '>=',
  'at least': '>=',
  'is greater than or equal to': '>=',
  '=': '=',
  '==': '=',
  is: '=',
  equals: '=',
  'is equal to': '=',
  '!=': '!=',
  '<>': '!=',
  '≠': '!=',
  'is not': '!=',
  "isn't": '!=',
  'is not equal to': '!='
}

/** Quality names that count points, with the scale. */
const pointQualities: Readonly<Record<string, string>> = {
  'point count': 'hcp',
  points: 'hcp',
  hcp: 'hcp',
  'high card points': 'hcp',
  'high-card points': 'hcp',
  'total points': 'length'
}

const suitWords: Readonly<Record<string, Suit>> = {
  spade: 'S',
  spades: 'S',
  s: 'S',
  '♠': 'S',
  heart: 'H',
  hearts: 'H',
  h: 'H',
  '♥': 'H',
  diamond: 'D',
  diamonds: 'D',
  d: 'D',
  '♦': 'D',
  club: 'C',
  clubs: 'C',
  c: 'C',
  '♣': 'C'
}

const allSuits: readonly Suit[] = ['S', 'H', 'D', 'C']

function words(value: string): string {
  return value.trim().toLowerCase().replaceAll(/\s+/g, ' ')
}

function integer(value: string): number | undefined {
  return /^[+-]?\d+$/.test(value.trim()) ? Number.parseInt(value.trim(), 10) : undefined
}

/** `min`/`max` for `operator n`; `!=` gives the range to negate. */
function range(operator: Operator, n: number): {min?: number; max?: number} {
  switch (operator) {
    case '<': {
      return {max: n - 1}
    }

    case '<=': {
      return {max: n}
    }

    case '>': {
      return {min: n + 1}
    }

    case '>=': {
      return {min: n}
    }

    default: {
      return {min: n, max: n}
    }
  }
}

function negate(operator: Operator, constraint: Constraint): Constraint {
  return operator === '!=' ? {type: 'not', child: constraint} : constraint
}

/** The suit a value names (`Spades`, `hearts`, `D`, `♣`). */
function suitOf(value: string): Suit | undefined {
  return own(suitWords, words(value).replace(/^the /, ''))
}

/** The suits of a class of suits (`a major suit`, `minor`). */
function suitClass(value: string): Suit[] | undefined {
  const phrase = words(value).replace(/^(?:a|an|the) /, '').replace(/ suit$/, '')
  if (phrase === 'major') return ['S', 'H']
  if (phrase === 'minor') return ['D', 'C']
  const suit = suitOf(phrase)
  return suit ? [suit] : undefined
}

/**
 * The constraint a rule's test stands for: structured when the quality is
 * one a hand evaluator knows, else a `quality` atom with the test as written.
 */
export function testToConstraint(test: RuleTest): Constraint {
  return knownConstraint(test) ?? {type: 'quality', name: test.quality, comparison: test.comparison, value: test.value}
}

function knownConstraint(test: RuleTest): Constraint | undefined {
  const quality = words(test.quality)
  const comparison = words(test.comparison)
  const operator = own(operators, comparison)
  const n = integer(test.value)

  // Points: `point count <= 7`.
  const scale = own(pointQualities, quality)
  if (scale !== undefined && operator && n !== undefined) {
    return negate(operator, {type: 'points', scale, ...range(operator, n)})
  }

  // Length of one suit: `length of spades >= 5`, `spade length`, `number of hearts`.
  const suitLength = /^(?:(?:length|number) of (?:the )?)?(spades?|hearts?|diamonds?|clubs?)(?: suit)?(?: length)?$/.exec(quality)
  if (suitLength && operator && n !== undefined) {
    return negate(operator, {type: 'length', suit: own(suitWords, suitLength[1]!)!, ...range(operator, n)})
  }

  // Length of the longest suit: some suit reaches a minimum, every suit stays under a maximum.
  if (/^(?:length of (?:the )?longest suit|longest suit length)$/.test(quality) && operator && n !== undefined) {
    const bounds = range(operator, n)
    const some: Constraint = {type: 'or', children: allSuits.map((suit) => ({type: 'length', suit, min: bounds.min}))}
    const every: Constraint = {type: 'and', children: allSuits.map((suit) => ({type: 'length', suit, max: bounds.max}))}
    const constraint: Constraint =
      bounds.min === undefined ? every : bounds.max === undefined ? some : {type: 'and', children: [every, some]}
    return negate(operator, constraint)
  }

  // Shape: `shape is balanced`, `shape is not 4-3-3-3`.
  if (quality === 'shape' && (operator === '=' || operator === '!=')) {
    const value = words(test.value)
    if (value === 'balanced') return negate(operator, {type: 'balanced'})
    if (value === 'semi-balanced' || value === 'semibalanced' || value === 'semi balanced') {
      return negate(operator, {type: 'balanced', semi: true})
    }

    if (value === 'unbalanced') return negate(operator === '=' ? '!=' : '=', {type: 'balanced'})
    const any = /^(\d{1,2})-(\d{1,2})-(\d{1,2})-(\d{1,2})$/.exec(value)
    const exact = /^(\d{1,2})=(\d{1,2})=(\d{1,2})=(\d{1,2})$/.exec(value)
    const lengths = (any ?? exact)?.slice(1).map(Number)
    if (lengths && lengths.every((length) => length < 10) && lengths.reduce((a, b) => a + b, 0) === 13) {
      return negate(operator, any ? {type: 'shape', pattern: lengths.join(''), any: true} : {type: 'shape', pattern: lengths.join('')})
    }
  }

  // The longest suit: `longest suit is Clubs`, `is not Clubs`, `is a major suit`.
  if (quality === 'longest suit') {
    const phrase = /^is (?:not )?(?:a|an) /.test(comparison + ' ') ? comparison + ' ' + words(test.value) : undefined
    let suits: Suit[] | undefined
    let negative = false
    if (phrase) {
      negative = /^is not /.test(phrase)
      suits = suitClass(phrase.replace(/^is (?:not )?/, ''))
    } else if (operator === '=' || operator === '!=') {
      negative = operator === '!='
      suits = suitClass(test.value)
    }

    if (suits) {
      const atoms: Constraint[] = suits.map((suit) => ({type: 'longest', suit}))
      const constraint: Constraint = atoms.length === 1 ? atoms[0]! : {type: 'or', children: atoms}
      return negative ? {type: 'not', child: constraint} : constraint
    }
  }

  return undefined
}

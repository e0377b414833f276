/**
 * Constraints → bidding_space rules. The format's vocabulary is four atoms
 * (`p`, `s`, `dt`, `h`) joined by AND; a rule keeps the spelling it had in
 * the source (`raw`) when that still reads back to the same atom, so
 * `s(d,lt,4)` stays `lt 4` rather than becoming `lte 3`.
 */

import {constraintToString, type Atom, type Constraint} from '@bidding/core/constraints'
import {messageAt} from '@bidding/core/messages'
import {own} from '@bidding/core/own'
import type {Node} from '@bidding/core'
import type {VFile} from 'vfile'
import {bidspaceScaleNames, isAtom, readingToAtom, readReferenceRule, sameAtom, type RuleReading} from './atoms.js'

/** A rule in the format's words, each field spelled as it is written. */
export type BidspaceRule = (
  | RuleReading
  /** A token kept as written that no atom reads (only the bidspace writer can write it). */
  | {type: 'verbatim'; token: string}
) & {
  /** The token as the source wrote it, when it reads back to this rule. */
  raw?: string | undefined
}

/** What the reference reads as one rule token. */
const token = /^[a-z0-9,()]+$/

const typeOf: Readonly<Record<string, string>> = {hcp: 'hp', length: 'lp', shortness: 'sp'}
const letterOf: Readonly<Record<string, string>> = {S: 's', H: 'h', D: 'd', C: 'c'}

function count(value: number | undefined): value is number {
  return value !== undefined && Number.isInteger(value) && value >= 0
}

/** Conditions for an inclusive range: `eq`, `gte`, `lte`, or both ends. */
function conditions(atom: {min?: number | undefined; max?: number | undefined}): Array<[string, number]> | undefined {
  const {min, max} = atom
  if ((min !== undefined && !count(min)) || (max !== undefined && !count(max))) return undefined
  if (min !== undefined && max !== undefined) {
    return min === max ? [['eq', min]] : [['gte', min], ['lte', max]]
  }

  if (min !== undefined) return [['gte', min]]
  if (max !== undefined) return [['lte', max]]
  return []
}

/** Source spellings already read: a system repeats the same few rules. */
const readings = new Map<string, {rule: BidspaceRule; atom: Atom} | undefined>()

/** A source spelling as the reference reads it (one token), and the atom it stands for. */
function reading(raw: string): {rule: BidspaceRule; atom: Atom} | undefined {
  if (readings.has(raw)) return readings.get(raw)
  const rule = token.test(raw) ? readReferenceRule(raw) : undefined
  const atom = rule && readingToAtom(rule, raw)
  const result = rule && atom && isAtom(atom) ? {rule: {...rule, raw}, atom} : undefined
  // Bounded: spellings are short and few, but a generated tree may hold many.
  if (readings.size > 10_000) readings.clear()
  readings.set(raw, result)
  return result
}

/** Rules for one atom, or `undefined` when the format cannot express it. */
function atomRules(atom: Atom): BidspaceRule[] | undefined {
  if (atom.raw !== undefined) {
    const read = reading(atom.raw)
    if (read && sameAtom(read.atom, atom)) return [read.rule]
  }

  switch (atom.type) {
    case 'points': {
      const type = own(typeOf, atom.scale) ?? (/^[a-z]{2,3}$/.test(atom.scale) && !Object.hasOwn(bidspaceScaleNames, atom.scale) ? atom.scale : undefined)
      const lb = atom.min ?? 0
      const ub = atom.max ?? 40
      if (!type || atom.suit !== undefined || !count(lb) || !count(ub)) return undefined
      return [{type: 'points', scale: type, lb: String(lb), ub: String(ub)}]
    }

    case 'length':
    case 'honours': {
      const suit = letterOf[atom.suit]
      const list = conditions(atom)
      if (!suit || !list || (atom.type === 'honours' && atom.top !== undefined && atom.top !== 5)) return undefined
      return list.map(([condition, n]) => ({type: atom.type, suit, condition, count: String(n)}))
    }

    case 'count': {
      const list = conditions(atom)
      if (atom.of !== 'doubleton' || !list) return undefined
      return list.map(([condition, n]) => ({type: 'doubletons', condition, count: String(n)}))
    }

    case 'quality': {
      return atom.raw === undefined ? undefined : [{type: 'verbatim', token: atom.raw}]
    }

    default: {
      return undefined
    }
  }
}

/**
 * The rules of a constraint, in order. What the format cannot express (an
 * `or`, a `not`, an atom outside its vocabulary) is left out with a warning
 * at `node`.
 */
export function constraintRules(
  constraint: Constraint | undefined,
  node: Node,
  file: VFile | undefined,
  source: string,
  format = 'bidding_space'
): BidspaceRule[] {
  if (!constraint) return []
  if (constraint.type === 'and') {
    return constraint.children.flatMap((child) => constraintRules(child, node, file, source, format))
  }

  const rules = constraint.type === 'or' || constraint.type === 'not' ? undefined : atomRules(constraint)
  if (rules) return rules
  messageAt(
    file,
    'Unexpected constraint `' +
      constraintToString(constraint) +
      '` that ' +
      format +
      ' cannot express, expected points, suit lengths, doubletons or honours; left out',
    node,
    {ruleId: 'unsupported-constraint', source}
  )
  return []
}

/** Write a rule as a bidding_space token: `p(hp,13,22)`. */
export function ruleToken(rule: BidspaceRule): string {
  if (rule.raw !== undefined) return rule.raw
  switch (rule.type) {
    case 'points': {
      return 'p(' + rule.scale + ',' + rule.lb + ',' + rule.ub + ')'
    }

    case 'doubletons': {
      return 'dt(' + rule.condition + ',' + rule.count + ')'
    }

    case 'verbatim': {
      return rule.token
    }

    default: {
      return (rule.type === 'length' ? 's(' : 'h(') + rule.suit + ',' + rule.condition + ',' + rule.count + ')'
    }
  }
}

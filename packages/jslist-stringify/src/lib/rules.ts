/**
 * Constraints → the reference consumer's rules: calls of the hand methods
 * of `deal.js` (`hasPointsBand('hcp', 13, 22)`, `hasSuitLength('c', 'gte',
 * 2)`, `hasDoubletons('lte', 1)`, `hasHonoursLength('d', 'gte', 2)`). An
 * atom read from bidding_space keeps its source spelling (`lt 4`, `01`),
 * so the strings match the reference converter's byte for byte.
 */

import {constraintToString, type Atom, type Constraint, type Node} from '@bidding/core'
import type {VFile} from 'vfile'

/** A rule as a method call on a hand: `hand[method](...args)`. */
export interface RuleCall {
  method: 'hasPointsBand' | 'hasSuitLength' | 'hasDoubletons' | 'hasHonoursLength'
  args: Array<string | number>
}

/** A rule: the call, and the call as the consumer's source text. */
export interface Rule {
  call: RuleCall
  text: string
}

// The reference converter's patterns, anchored at the token start only.
const s = '[ \\t\\n\\r\\f\\v]*'
const points = new RegExp('^' + s + 'p\\(' + s + '([a-z]{2,3})' + s + ',' + s + '(\\d{1,2})' + s + ',' + s + '(\\d{1,2})')
const suitLength = new RegExp('^' + s + 's\\(' + s + '([s|h|d|c])' + s + ',' + s + '([a-z]{2,3})' + s + ',' + s + '(\\d{1,2})')
const doubletons = new RegExp('^' + s + 'dt' + s + '\\(' + s + '([a-z]{2,3})' + s + ',' + s + '(\\d)')
const honours = new RegExp('^' + s + 'h\\(' + s + '([s|h|d|c])' + s + ',' + s + '([a-z]{2,3})' + s + ',' + s + '(\\d{1,2})')
const token = /^[a-z0-9,()]+$/

const scaleOf: Readonly<Record<string, string>> = {hcp: 'hcp', lp: 'length', sp: 'shortness'}
const typeOf: Readonly<Record<string, string>> = {hcp: 'hcp', length: 'lp', shortness: 'sp'}
const suitOf: Readonly<Record<string, string>> = {s: 'S', h: 'H', d: 'D', c: 'C'}
const letterOf: Readonly<Record<string, string>> = {S: 's', H: 'h', D: 'd', C: 'c'}
const ranges: Readonly<Record<string, (n: number) => {min?: number; max?: number}>> = {
  eq: (n) => ({min: n, max: n}),
  gte: (n) => ({min: n}),
  gt: (n) => ({min: n + 1}),
  lte: (n) => ({max: n}),
  lt: (n) => ({max: n - 1})
}

/** A rule with its numbers spelled as written. */
interface Spelled {
  method: RuleCall['method']
  words: string[]
  numbers: string[]
}

function quote(word: string): string {
  return "'" + word + "'"
}

function rule(spelled: Spelled): Rule {
  return {
    call: {method: spelled.method, args: [...spelled.words, ...spelled.numbers.map(Number)]},
    text: spelled.method + '(' + [...spelled.words.map((word) => quote(word)), ...spelled.numbers].join(', ') + ')'
  }
}

/** Read a bidding_space token as the reference converter does. */
function readToken(raw: string): Spelled | undefined {
  if (!token.test(raw)) return undefined
  let match = points.exec(raw)
  if (match) return {method: 'hasPointsBand', words: [match[1] === 'hp' ? 'hcp' : match[1]!], numbers: [match[2]!, match[3]!]}
  match = suitLength.exec(raw)
  if (match) return {method: 'hasSuitLength', words: [match[1]!, match[2]!], numbers: [match[3]!]}
  match = doubletons.exec(raw)
  if (match) return {method: 'hasDoubletons', words: [match[1]!], numbers: [match[2]!]}
  match = honours.exec(raw)
  if (match) return {method: 'hasHonoursLength', words: [match[1]!, match[2]!], numbers: [match[3]!]}
  return undefined
}

/** The atom a spelled rule stands for. */
function spelledAtom(spelled: Spelled): Atom | undefined {
  const [first, second] = spelled.words
  if (spelled.method === 'hasPointsBand') {
    return {type: 'points', scale: scaleOf[first!] ?? first!, min: Number(spelled.numbers[0]), max: Number(spelled.numbers[1])}
  }

  const condition = spelled.method === 'hasDoubletons' ? first! : second!
  const range = ranges[condition]?.(Number(spelled.numbers[0]))
  if (!range) return undefined
  if (spelled.method === 'hasDoubletons') return {type: 'count', of: 'doubleton', ...range}
  const suit = suitOf[first!]
  if (!suit) return undefined
  return {type: spelled.method === 'hasSuitLength' ? 'length' : 'honours', suit, ...range} as Atom
}

const fields = ['scale', 'suit', 'of', 'min', 'max', 'top'] as const
/** Whether two atoms of the bidding_space vocabulary say the same (their spellings aside). */
function sameAtom(a: Atom, b: Atom): boolean {
  if (a.type !== b.type) return false
  const left = a as unknown as Record<string, unknown>
  const right = b as unknown as Record<string, unknown>
  return fields.every((field) => left[field] === right[field])
}

function count(value: number | undefined): value is number {
  return value !== undefined && Number.isInteger(value) && value >= 0
}

function conditions(atom: {min?: number | undefined; max?: number | undefined}): Array<[string, number]> | undefined {
  const {min, max} = atom
  if ((min !== undefined && !count(min)) || (max !== undefined && !count(max))) return undefined
  if (min !== undefined && max !== undefined) return min === max ? [['eq', min]] : [['gte', min], ['lte', max]]
  if (min !== undefined) return [['gte', min]]
  if (max !== undefined) return [['lte', max]]
  return []
}

/** Source spellings already read: a system repeats the same few rules. */
const readings = new Map<string, {rule: Rule; atom: Atom} | undefined>()

function reading(raw: string): {rule: Rule; atom: Atom} | undefined {
  if (readings.has(raw)) return readings.get(raw)
  const spelled = readToken(raw)
  const atom = spelled && spelledAtom(spelled)
  const result = spelled && atom ? {rule: rule(spelled), atom} : undefined
  // Bounded: spellings are short and few, but a generated tree may hold many.
  if (readings.size > 10_000) readings.clear()
  readings.set(raw, result)
  return result
}

function atomRules(atom: Atom): Rule[] | undefined {
  if (atom.raw !== undefined) {
    const read = reading(atom.raw)
    if (read && sameAtom(read.atom, atom)) return [read.rule]
  }

  switch (atom.type) {
    case 'points': {
      const type = typeOf[atom.scale] ?? (/^[a-z]{2,3}$/.test(atom.scale) && !(atom.scale in scaleOf) ? atom.scale : undefined)
      const lb = atom.min ?? 0
      const ub = atom.max ?? 40
      if (!type || atom.suit !== undefined || !count(lb) || !count(ub)) return undefined
      return [rule({method: 'hasPointsBand', words: [type], numbers: [String(lb), String(ub)]})]
    }

    case 'length':
    case 'honours': {
      const suit = letterOf[atom.suit]
      const list = conditions(atom)
      if (!suit || !list || (atom.type === 'honours' && atom.top !== undefined && atom.top !== 5)) return undefined
      const method = atom.type === 'length' ? 'hasSuitLength' : 'hasHonoursLength'
      return list.map(([condition, n]) => rule({method, words: [suit, condition], numbers: [String(n)]}))
    }

    case 'count': {
      const list = conditions(atom)
      if (atom.of !== 'doubleton' || !list) return undefined
      return list.map(([condition, n]) => rule({method: 'hasDoubletons', words: [condition], numbers: [String(n)]}))
    }

    default: {
      return undefined
    }
  }
}

/**
 * The rules of a constraint, in order. What the consumer cannot test (an
 * `or`, a `not`, an atom outside its vocabulary, a rule kept as written) is
 * left out with a warning at `node`.
 */
export function constraintRules(constraint: Constraint | undefined, node: Node, file: VFile | undefined, source: string): Rule[] {
  if (!constraint) return []
  if (constraint.type === 'and') return constraint.children.flatMap((child) => constraintRules(child, node, file, source))
  const rules = constraint.type === 'or' || constraint.type === 'not' ? undefined : atomRules(constraint)
  if (rules) return rules
  file?.message(
    'Unexpected constraint `' +
      constraintToString(constraint) +
      '` that the JS list cannot express, expected points, suit lengths, doubletons or honours; left out',
    {place: node.position, ruleId: 'unsupported-constraint', source}
  )
  return []
}

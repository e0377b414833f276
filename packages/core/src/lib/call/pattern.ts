/**
 * Call patterns: one table row standing for several calls, as BML writes
 * them (`1M`, `2X`, `3CD`, `1red`, `2steps`, `2S/3H`). Patterns stay
 * patterns in bdast; `expandCalls` turns them into concrete calls.
 */

import type {SuitVariable} from '../constraint/types.js'
import {isContractBid, parseCall} from './call.js'
import type {Call, Strain} from './types.js'

/** A concrete call. */
export interface CallPatternCall {
  type: 'call'
  call: Call
}

/** Every listed strain at one level (`3CD`, `1red`, `1black`). */
export interface CallPatternStrains {
  type: 'strains'
  level: number
  strains: Strain[]
  /** Written as a colour word rather than letters. */
  word?: 'red' | 'black' | undefined
}

/** A suit variable at one level, bound per subtree (`1M`, `2oM`, `2X`). */
export interface CallPatternVariable {
  type: 'variable'
  level: number
  variable: SuitVariable
}

/** The bid `steps` steps above the last contract bid (`1step`, `2steps`). */
export interface CallPatternSteps {
  type: 'steps'
  steps: number
}

/**
 * A call named by what it is rather than which it is (`other`, `any`, `cue`,
 * `3new`, `jump`), as BML 1 tables write them: kept as data, never expanded
 * to concrete calls (which call it is depends on the auction and the reader).
 */
export interface CallPatternDescribed {
  type: 'described'
  /** Level written before the word (`3new`, `4other`), when there is one. */
  level?: number | undefined
  word: CallWord
}

/** A call or any higher one (`2N+`, `2x+`): kept, never expanded. */
export interface CallPatternOrHigher {
  type: 'orHigher'
  from: CallPatternCall | CallPatternStrains | CallPatternVariable
}

/** Any one of several patterns (`2S/3H`). */
export interface CallPatternAlternatives {
  type: 'alternatives'
  options: Array<Exclude<CallPattern, CallPatternAlternatives>>
}

export type CallPattern =
  | CallPatternCall
  | CallPatternStrains
  | CallPatternVariable
  | CallPatternSteps
  | CallPatternDescribed
  | CallPatternOrHigher
  | CallPatternAlternatives

/**
 * Words that describe a call (the vocabulary of `CallPatternDescribed`), in
 * canonical spelling. `M`, `m`, `oM`, `om` without a level are a bid in that
 * suit at whatever level the auction needs.
 */
export const callWords = [
  'any',
  'other',
  'next',
  'new',
  'newSuit',
  'nextSuit',
  'higher',
  'higherSuit',
  'below',
  'cue',
  'cueLow',
  'cueHigh',
  'cueOver',
  'jump',
  'jumpNew',
  'jumpRaise',
  'jumpCue',
  'doubleJump',
  'raise',
  'rebid',
  'fourthSuit',
  'break',
  'complete',
  'suit',
  'major',
  'minor',
  'notrump',
  'game',
  'slam',
  'trump',
  'signoff',
  'bid',
  'overcall',
  'M',
  'm',
  'oM',
  'om'
] as const

/** A word of `callWords`. */
export type CallWord = (typeof callWords)[number]

// Lower-case spellings (and plurals, abbreviations) to the canonical word;
// the suit variables are matched case-sensitively first.
const callWordSpellings: ReadonlyMap<string, CallWord> = new Map<string, CallWord>([
  ...callWords.filter((word) => !/^(?:M|m|oM|om)$/.test(word)).map((word): [string, CallWord] => [word.toLowerCase(), word]),
  ['others', 'other'],
  ['othersuit', 'other'],
  ['cuebid', 'cue'],
  ['cuehi', 'cueHigh'],
  ['lowcue', 'cueLow'],
  ['highcue', 'cueHigh'],
  ['newcue', 'cue'],
  ['newjump', 'jumpNew'],
  ['under', 'below'],
  ['accept', 'complete'],
  ['4th', 'fourthSuit'],
  ['4thsuit', 'fourthSuit'],
  ['majors', 'major'],
  ['minors', 'minor'],
  ['nt', 'notrump'],
  ['sign-off', 'signoff']
])
const suitVariableWords: ReadonlySet<string> = new Set(['M', 'm', 'oM', 'om'])

function parseDescribed(token: string): CallPatternDescribed | undefined {
  const match = /^([1-7]?)([A-Za-z][A-Za-z-]*)$/.exec(token)
  if (!match) return undefined
  const written = match[2]!
  const word = suitVariableWords.has(written) ? (written as CallWord) : callWordSpellings.get(written.toLowerCase())
  // `2M`, `3m` are suit variables at a level; only the levelless ones are words here.
  if (word === undefined || (match[1] && suitVariableWords.has(word))) return undefined
  return match[1] ? {type: 'described', level: Number(match[1]), word} : {type: 'described', word}
}

/** Suits a variable may take, lowest first. */
export const variableSuits: Readonly<Record<SuitVariable, readonly Strain[]>> = {
  M: ['H', 'S'],
  m: ['C', 'D'],
  oM: ['H', 'S'],
  om: ['C', 'D'],
  X: ['C', 'D', 'H', 'S'],
  Y: ['C', 'D', 'H', 'S'],
  Z: ['C', 'D', 'H', 'S']
}

const colours: ReadonlyMap<string, Strain[]> = new Map([
  ['red', ['D', 'H']],
  ['black', ['C', 'S']]
])

/** Steps from below `1C` to `7N`: no more can be taken. */
const maxSteps = 35

function parseSingle(token: string): Exclude<CallPattern, CallPatternAlternatives> | undefined {
  if (token.length > 1 && token.endsWith('+')) {
    const from = parseNamed(token.slice(0, -1))
    return from && (from.type === 'call' ? isContractBid(from.call) : from.type !== 'steps') ? {type: 'orHigher', from: from as CallPatternOrHigher['from']} : undefined
  }

  return parseNamed(token) ?? parseDescribed(token)
}

function parseNamed(token: string): CallPatternCall | CallPatternStrains | CallPatternVariable | CallPatternSteps | undefined {
  const call = parseCall(token)
  // `1NT`, `P` … but not `3CD` read as anything else.
  if (call) return {type: 'call', call}
  const match = /^(\d+)([A-Za-z]+)$/.exec(token)
  if (!match) return undefined
  const level = Number(match[1])
  const rest = match[2]!
  const lower = rest.toLowerCase()
  // Steps count any number of bids up (`9steps`, as BML 2 reads it); the rest are levels 1–7.
  if (lower === 'step' || lower === 'steps') return level >= 1 && level <= maxSteps ? {type: 'steps', steps: level} : undefined
  if (level < 1 || level > 7 || match[1]!.length > 1) return undefined
  if (rest === 'M' || rest === 'm' || rest === 'oM' || rest === 'om') {
    return {type: 'variable', level, variable: rest}
  }

  if (lower === 'x' || lower === 'y' || lower === 'z') {
    return {type: 'variable', level, variable: rest.toUpperCase() as SuitVariable}
  }

  if (lower === 'red' || lower === 'black') {
    return {type: 'strains', level, strains: [...colours.get(lower)!], word: lower}
  }

  if (/^[CDHSN]{2,}$/.test(rest)) {
    return {type: 'strains', level, strains: [...rest] as Strain[]}
  }

  return undefined
}

/**
 * Read a call or call pattern.
 *
 * @returns the pattern, or `undefined` when `token` is neither.
 */
export function parseCallPattern(token: string): CallPattern | undefined {
  const value = token.trim()
  if (value.includes('/')) {
    const options: CallPatternAlternatives['options'] = []
    const parts = value.split('/')
    for (const [index, part] of parts.entries()) {
      // `3/4new`, `2/3x`: a bare level takes the word of the next option.
      const next = parts[index + 1]
      const word = /^[1-7]$/.test(part) && next ? /^[1-7]?(\D.*)$/.exec(next)?.[1] : undefined
      const option = parseSingle(word ? part + word : part)
      if (!option) return undefined
      options.push(option)
    }

    return {type: 'alternatives', options}
  }

  return parseSingle(value)
}

/** Print a call pattern in canonical spelling. */
export function formatCallPattern(pattern: CallPattern): string {
  switch (pattern.type) {
    case 'call': {
      return pattern.call
    }

    case 'strains': {
      return pattern.level + (pattern.word ?? pattern.strains.join(''))
    }

    case 'variable': {
      return pattern.level + pattern.variable
    }

    case 'steps': {
      return pattern.steps + (pattern.steps === 1 ? 'step' : 'steps')
    }

    case 'described': {
      return (pattern.level ?? '') + pattern.word
    }

    case 'orHigher': {
      return formatCallPattern(pattern.from) + '+'
    }

    case 'alternatives': {
      return pattern.options.map((option) => formatCallPattern(option)).join('/')
    }
  }
}

/**
 * Canonical spelling of a call or pattern (`1NT` → `1N`, `1Red` → `1red`),
 * or `undefined` when `token` is neither.
 */
export function normalizeCallPattern(token: string): string | undefined {
  const pattern = parseCallPattern(token)
  return pattern ? formatCallPattern(pattern) : undefined
}

/** Whether `value` is a call or pattern in canonical spelling. */
export function isCallPattern(value: string): boolean {
  return normalizeCallPattern(value) === value
}

/** Whether a call or pattern stands for exactly one concrete call. */
export function isConcrete(value: string): value is Call {
  return value === 'P' || value === 'X' || value === 'XX' || isContractBid(value)
}

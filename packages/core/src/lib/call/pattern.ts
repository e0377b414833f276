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
  | CallPatternAlternatives

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
    for (const part of value.split('/')) {
      const option = parseSingle(part)
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

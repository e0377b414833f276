/**
 * Auction classes: a table that applies to every auction of a kind
 * (“after partner's takeout double”, “any balancing seat”) rather than to
 * one literal auction. A class is a pattern of calls — concrete calls, call
 * patterns, `*` (any one call), `3*` (any bid at a level) and `...` (any
 * calls) — matched from the first call that is not a pass, plus an optional
 * condition on what the auction has shown (auction atoms only).
 */

import {constraintToString} from '../constraint/to-text.js'
import {atomsOf} from '../constraint/transform.js'
import type {Constraint} from '../constraint/types.js'
import type {AuctionClass, ClassStep} from '../nodes.js'
import {formatCall, isContractBid} from '../call/call.js'
import {formatCallPattern, parseCallPattern, variableSuits, type CallPattern} from '../call/pattern.js'
import type {Call, Side, Strain} from '../call/types.js'

/** One step of a class pattern, read. */
export type ClassToken =
  | {type: 'any'}
  | {type: 'any-calls'}
  | {type: 'level'; level: number}
  | {type: 'pattern'; pattern: CallPattern}

/** Read one step (`*`, `...`, `3*`, `1M`, `X`); `undefined` when it is none of them. */
export function parseClassToken(text: string): ClassToken | undefined {
  if (text === '*') return {type: 'any'}
  if (text === '...' || text === '…') return {type: 'any-calls'}
  const level = /^([1-7])\*$/.exec(text)
  if (level) return {type: 'level', level: Number(level[1])}
  const pattern = parseCallPattern(text)
  // Steps count from the last bid, which a class pattern has no fixed place for.
  if (!pattern || pattern.type === 'steps' || (pattern.type === 'alternatives' && pattern.options.some((option) => option.type === 'steps'))) {
    return undefined
  }

  return {type: 'pattern', pattern}
}

/** The canonical spelling of a step's call (`...` for any calls). */
export function formatClassToken(token: ClassToken): string {
  switch (token.type) {
    case 'any': {
      return '*'
    }

    case 'any-calls': {
      return '...'
    }

    case 'level': {
      return token.level + '*'
    }

    case 'pattern': {
      return formatCallPattern(token.pattern)
    }
  }
}

/** A call of an auction with the side that made it, seen from the table's owners. */
export interface ClassCall {
  call: Call
  by: Side
}

type Bindings = Map<string, Strain>

function matchesPattern(pattern: CallPattern, call: Call, bindings: Bindings): Bindings | undefined {
  switch (pattern.type) {
    case 'call': {
      return pattern.call === call ? bindings : undefined
    }

    case 'strains': {
      return isContractBid(call) && Number(call[0]) === pattern.level && pattern.strains.includes(call[1] as Strain) ? bindings : undefined
    }

    case 'variable': {
      if (!isContractBid(call) || Number(call[0]) !== pattern.level) return undefined
      const strain = call[1] as Strain
      if (!variableSuits[pattern.variable].includes(strain)) return undefined
      const bound = bindings.get(pattern.variable)
      if (bound !== undefined) return bound === strain ? bindings : undefined
      // `oM` is the other major: it may not take the suit `M` has, and the reverse.
      const other = pattern.variable === 'oM' ? 'M' : pattern.variable === 'M' ? 'oM' : pattern.variable === 'om' ? 'm' : pattern.variable === 'm' ? 'om' : undefined
      if (other !== undefined && bindings.get(other) === strain) return undefined
      return new Map(bindings).set(pattern.variable, strain)
    }

    case 'steps': {
      return undefined
    }

    case 'alternatives': {
      for (const option of pattern.options) {
        const found = matchesPattern(option, call, bindings)
        if (found) return found
      }

      return undefined
    }
  }
}

function matchesStep(token: ClassToken, step: ClassStep, call: ClassCall, bindings: Bindings): Bindings | undefined {
  if (step.by !== call.by) return undefined
  switch (token.type) {
    case 'any': {
      return bindings
    }

    case 'level': {
      return isContractBid(call.call) && Number(call.call[0]) === token.level ? bindings : undefined
    }

    case 'pattern': {
      return matchesPattern(token.pattern, call.call, bindings)
    }

    case 'any-calls': {
      return undefined
    }
  }
}

/**
 * Where a class's pattern can end in an auction: every `end` such that the
 * pattern matches `calls[0..end)` exactly (with the other side's implicit
 * passes between two steps of one side), latest first. `calls` start at the
 * first call that is not a pass.
 */
export function classMatchEnds(steps: readonly ClassStep[], calls: readonly ClassCall[]): number[] {
  const tokens = tokensOf(steps)
  if (!tokens) return []
  const search: Search = {steps, tokens, calls, ends: new Set(), seen: tokens.branches ? new Set() : undefined}
  visitStep(search, 0, 0, noBindings, undefined)
  return [...search.ends].sort((a, b) => b - a)
}

/**
 * Whether a class's pattern ends exactly at `end` of an auction: the same
 * as `classMatchEnds(steps, calls).includes(end)`, without allocating (a
 * robot asks it for every new auction and class).
 */
export function classMatchesAt(steps: readonly ClassStep[], calls: readonly ClassCall[], end: number): boolean {
  const tokens = tokensOf(steps)
  if (!tokens || end < 0 || end > calls.length) return false
  // Two `...` or more: paths can meet often, and the memoised search is the safe one.
  if (tokens.wildcards > 1) return classMatchEnds(steps, calls).includes(end)
  return matchesUpTo(steps, tokens, calls, end, 0, 0, noBindings, undefined)
}

function matchesUpTo(
  steps: readonly ClassStep[],
  tokens: Tokens,
  calls: readonly ClassCall[],
  end: number,
  index: number,
  at: number,
  bindings: Bindings,
  previous: ClassStep | undefined
): boolean {
  if (index === steps.length) return at === end
  const step = steps[index]!
  const token = tokens[index]!
  if (token.type === 'any-calls') {
    if (index === steps.length - 1) return at <= end
    for (let next = at; next <= end; next++) if (matchesUpTo(steps, tokens, calls, end, index + 1, next, bindings, undefined)) return true
    return false
  }

  let from = at
  // Two steps of one side in a row: the other side passed between them.
  if (previous && previous.by === step.by) {
    if (from >= end || calls[from]!.call !== 'P') return false
    from++
  }

  if (from >= end) return false
  const found = matchesStep(token, step, calls[from]!, bindings)
  return found !== undefined && matchesUpTo(steps, tokens, calls, end, index + 1, from + 1, found, step)
}

/** A pattern's steps read once (a robot matches the same classes on every call). */
interface Tokens extends Array<ClassToken> {
  /** Whether the pattern has `...`: only then can two paths reach one state. */
  branches: boolean
  /** How many `...` it has. */
  wildcards: number
}

const tokenCache = new WeakMap<readonly ClassStep[], Tokens | null>()

function tokensOf(steps: readonly ClassStep[]): Tokens | undefined {
  let tokens = tokenCache.get(steps)
  if (tokens === undefined) {
    const read = steps.map((step) => parseClassToken(step.call))
    tokens = read.some((token) => token === undefined) ? null : Object.assign(read as ClassToken[], {
          branches: read.some((token) => token!.type === 'any-calls'),
          wildcards: read.filter((token) => token!.type === 'any-calls').length
        })
    tokenCache.set(steps, tokens)
  }

  return tokens ?? undefined
}

const noBindings: Bindings = new Map()

interface Search {
  steps: readonly ClassStep[]
  tokens: Tokens
  calls: readonly ClassCall[]
  ends: Set<number>
  /** States already visited (`step × 4096 + call`, or `step:call:bindings` with bindings), when paths can meet. */
  seen: Set<number | string> | undefined
}

function visitStep(search: Search, index: number, at: number, bindings: Bindings, previous: ClassStep | undefined): void {
  const {steps, tokens, calls, seen} = search
  if (seen) {
    // Without bound variables a state is its two places: a number, no string to build.
    const memo = bindings.size === 0 ? index * 4096 + at : index + ':' + at + ':' + [...bindings].join(',')
    if (seen.has(memo)) return
    seen.add(memo)
  }

  if (index === steps.length) {
    search.ends.add(at)
    return
  }

  const step = steps[index]!
  const token = tokens[index]!
  if (token.type === 'any-calls') {
    // A trailing `...` ends the pattern at every later place: no state to visit.
    if (index === steps.length - 1) {
      for (let next = at; next <= calls.length; next++) search.ends.add(next)
      return
    }

    for (let next = at; next <= calls.length; next++) visitStep(search, index + 1, next, bindings, undefined)
    return
  }

  let from = at
  // Two steps of one side in a row: the other side passed between them.
  if (previous && previous.by === step.by) {
    if (calls[from]?.call !== 'P') return
    from++
  }

  const call = calls[from]
  if (!call) return
  const found = matchesStep(token, step, call, bindings)
  if (found) visitStep(search, index + 1, from + 1, found, step)
}

/**
 * Where a class's pattern stands after some calls of an auction: what a
 * matcher (`classMatcher`) keeps instead of the calls. States are shared:
 * every auction that leaves the pattern in the same place has the same one.
 */
export interface ClassMatchState {
  /** Whether the pattern matches the calls so far exactly (it ends here). */
  readonly ends: boolean
  /** Whether no further calls can make the pattern match. */
  readonly dead: boolean
}

/**
 * A class pattern compiled to follow an auction one call at a time: the
 * same answers as `classMatchEnds`, each new call costing one map lookup
 * once its state has been seen (the states are made on first use).
 */
export interface ClassMatcher {
  /** The state before any call (calls count from the first that is not a pass). */
  readonly start: ClassMatchState
  /** The state after one more call, made by `by`. */
  next(state: ClassMatchState, call: Call, by: Side): ClassMatchState
}

/** A place in the pattern: the step to match next, whether the other side's implicit pass comes first, the suits bound so far. */
interface MatchPosition {
  index: number
  pass: boolean
  bindings: Bindings
}

interface MatcherState extends ClassMatchState {
  positions: readonly MatchPosition[]
  ours: Map<Call, MatcherState>
  theirs: Map<Call, MatcherState>
}

/** Compile a class pattern (once per pattern: the matcher keeps its states). */
export function classMatcher(steps: readonly ClassStep[]): ClassMatcher {
  const tokens = tokensOf(steps)
  // States by their positions (`canonical`): two paths to one place share one state, and the states stay few.
  const states = new Map<string, MatcherState>()
  const dead = makeState([], '')

  function makeState(positions: readonly MatchPosition[], key: string): MatcherState {
    const state: MatcherState = {
      ends: positions.some((position) => position.index === steps.length),
      dead: positions.length === 0,
      positions,
      ours: new Map(),
      theirs: new Map()
    }
    states.set(key, state)
    return state
  }

  /** The state of a set of positions, with every place a `...` may skip to. */
  function stateOf(positions: MatchPosition[]): MatcherState {
    if (!tokens) return dead
    const closed: MatchPosition[] = []
    const keys = new Set<string>()
    const add = (position: MatchPosition): void => {
      const key = position.index + (position.pass ? 'p' : '') + ':' + [...position.bindings].sort().join(',')
      if (keys.has(key)) return
      keys.add(key)
      closed.push(position)
      // `...` may take no calls: the step after it is open too, with no implicit pass (as `matchesUpTo`).
      if (!position.pass && position.index < steps.length && tokens[position.index]!.type === 'any-calls') {
        add({index: position.index + 1, pass: false, bindings: position.bindings})
      }
    }

    for (const position of positions) add(position)
    const key = [...keys].sort().join(' ')
    return states.get(key) ?? makeState(closed, key)
  }

  function advance(state: MatcherState, call: Call, by: Side): MatcherState {
    const moved: MatchPosition[] = []
    for (const position of state.positions) {
      const {index, bindings} = position
      if (index === steps.length) continue
      if (position.pass) {
        if (call === 'P') moved.push({index, pass: false, bindings})
        continue
      }

      const token = tokens![index]!
      if (token.type === 'any-calls') {
        moved.push(position)
        continue
      }

      const step = steps[index]!
      const found = matchesStep(token, step, {call, by}, bindings)
      if (!found) continue
      const following = steps[index + 1]
      // Two steps of one side in a row: the other side passes between them.
      const pass = following !== undefined && tokens![index + 1]!.type !== 'any-calls' && following.by === step.by
      moved.push({index: index + 1, pass, bindings: found})
    }

    return stateOf(moved)
  }

  const start = stateOf([{index: 0, pass: false, bindings: noBindings}])
  return {
    start,
    next(state, call, by) {
      const from = state as MatcherState
      if (from.dead) return from
      const transitions = by === 'we' ? from.ours : from.theirs
      let to = transitions.get(call)
      if (!to) {
        to = advance(from, call, by)
        transitions.set(call, to)
      }

      return to
    }
  }
}

/** How specific a class is: its concrete steps and its condition count, wildcards do not. */
export function classSpecificity(auctionClass: AuctionClass): number {
  let score = 0
  for (const step of auctionClass.pattern) {
    const token = parseClassToken(step.call)
    if (!token || token.type === 'any-calls') continue
    score += token.type === 'pattern' && token.pattern.type === 'call' ? 3 : token.type === 'any' ? 1 : 2
  }

  return score + (auctionClass.condition ? 1 : 0)
}

/**
 * Atoms of a condition that need the hand (a class's condition may hold
 * only what the auction decides alone: what seats have shown, and the
 * auction's facts other than the law of total tricks).
 */
export function handAtomsOf(condition: Constraint): string[] {
  return atomsOf(condition)
    .filter((atom) => !(atom.type === 'shown' || (atom.type === 'auction' && atom.fact !== 'total-tricks')))
    .map((atom) => constraintToString(atom))
}

/** A class pattern in BML spelling: `(1*)-X-(*)`, `...`. */
export function formatClassPattern(steps: readonly ClassStep[], spell: (call: string) => string = (call) => call): string {
  return steps
    .map((step) => {
      const token = parseClassToken(step.call)
      const text = token && token.type === 'pattern' && token.pattern.type === 'call' ? spell(formatCall(token.pattern.call, 'bml')) : step.call
      return step.by === 'they' && text !== '...' ? '(' + text + ')' : text
    })
    .join('-')
}

/**
 * A class for people: its name, else its pattern in words; then its
 * condition. `after partner’s takeout double: (1*) X (*), balancing seat`.
 */
export function auctionClassText(auctionClass: AuctionClass, options: {suits?: 'symbols' | 'letters'} = {}): string {
  const symbols = options.suits !== 'letters'
  const steps = auctionClass.pattern.map((step) => {
    const token = parseClassToken(step.call)
    let text = step.call === '...' ? '…' : step.call
    if (token?.type === 'pattern') text = token.pattern.type === 'call' ? formatCall(token.pattern.call, symbols ? 'symbols' : 'bml') : formatCallPattern(token.pattern)
    else if (token?.type === 'any') text = 'any call'
    else if (token?.type === 'level') text = 'any ' + token.level + '-level bid'
    return step.by === 'they' && step.call !== '...' ? '(' + text + ')' : text
  })
  const pattern = steps.length === 0 || (steps.length === 1 && steps[0] === '…') ? 'any auction' : steps.join(' ')
  const condition = auctionClass.condition ? constraintToString(auctionClass.condition, symbols ? {} : {suits: 'bml'}) : ''
  const body = pattern + (condition ? ', ' + condition : '')
  return auctionClass.name ? auctionClass.name + ' (' + body + ')' : body
}

/** Whether a call read for a class step parses. */
export function isClassStep(text: string): boolean {
  return parseClassToken(text) !== undefined
}

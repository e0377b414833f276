/**
 * A state machine as the rows bidding_space writes: each state with its
 * name, previous bid and ranking spelled as the format spells them (the
 * source's spellings when the tree kept them), and its bids with their rules.
 */

import {formatCall, isCall, parseCall} from '@bidding/core/calls'
import {meaningOf, phrasingToString, type Bid, type Opaque, type State, type StateMachine} from '@bidding/core'
import type {VFile} from 'vfile'
import type {ReferenceBid} from './data.js'
import {constraintRules, type BidspaceRule} from './rules.js'

/** A bid of a state (or a line the reference reads as one). */
export interface EntryBid {
  kind: 'bid'
  node: Bid | Opaque
  bid: string
  nextState: string | undefined
  rules: BidspaceRule[]
  description: string
}

/** A line kept as written (a comment, a dead `next_state:` line). */
export interface EntryLine {
  kind: 'line'
  node: Opaque
}

/** One state, spelled. */
export interface StateRow {
  node: State
  name: string
  prevBid: string
  rankings: string[] | undefined
  entries: Array<EntryBid | EntryLine>
}

/** The `data` fields `@bidding/bidspace-parse` sets, unchecked: a tree may come from anywhere. */
interface StateData {
  prevBidRaw?: unknown
  priorityRaw?: unknown
}

/** Spell a call (or, left as it is, a pattern) as bidding_space does: `1nt`, `nb`. */
export function spellCall(call: string): string {
  return isCall(call) ? formatCall(call, 'bidspace') : call.toLowerCase()
}

function spellPrevBid(state: State): string {
  const raw = (state.data as StateData | undefined)?.prevBidRaw
  if (typeof raw === 'string' && /^\S+$/.test(raw)) {
    const call = /^\w+$/.test(raw) ? parseCall(raw) : undefined
    if (state.prevBid === undefined ? raw !== 'none' && call === undefined : call === state.prevBid) return raw
  }

  return state.prevBid === undefined ? 'none' : spellCall(state.prevBid)
}

function spellRankings(state: State): string[] | undefined {
  if (state.priority === undefined) return undefined
  const raw = (state.data as StateData | undefined)?.priorityRaw
  if (Array.isArray(raw) && raw.every((word) => typeof word === 'string' && /^\S+$/.test(word))) {
    const calls = (raw as string[]).map((word) => (/^\w+$/.test(word) ? parseCall(word) : undefined)).filter((call) => call !== undefined)
    if (calls.join(' ') === state.priority.join(' ')) return raw as string[]
  }

  return state.priority.map((call) => spellCall(call))
}

/** The bid as written: its raw spelling when that is a lower-case word for the same call. */
export function spellBid(bid: Bid): string {
  return bid.raw !== undefined && /^[a-z0-9]+$/.test(bid.raw) && parseCall(bid.raw) === bid.call ? bid.raw : spellCall(bid.call)
}

function referenceBid(node: Opaque): ReferenceBid | undefined {
  const value = (node.data as {bidspaceBid?: unknown} | undefined)?.bidspaceBid
  if (typeof value !== 'object' || value === null) return undefined
  const {bid, nextState, description} = value as Partial<ReferenceBid>
  return typeof bid === 'string' && typeof nextState === 'string' && typeof description === 'string'
    ? (value as ReferenceBid)
    : undefined
}

/**
 * `text` with every run of white space that holds a line break made one
 * space. Each run is matched once (`\s+`), so this is linear: a pattern like
 * `\s*[\r\n]+\s*` retries every start in a long run of spaces (quadratic).
 */
function oneLine(text: string): string {
  return text.replaceAll(/\s+/g, (run) => (run.includes('\n') || run.includes('\r') ? ' ' : run)).trim()
}

/** The description of a bid on one line (`''` when it has none), as bidding_space holds descriptions. */
export function description(bid: Bid): string {
  const meaning = meaningOf(bid)
  return meaning ? oneLine(phrasingToString(meaning.children)) : ''
}

/**
 * The states of a machine, spelled, in order. `format` names the format in
 * warnings about constraints it cannot express.
 */
export function stateRows(machine: StateMachine, file: VFile | undefined, source: string, format = 'bidding_space'): StateRow[] {
  return machine.children.map((state) => {
    const entries: Array<EntryBid | EntryLine> = []
    for (const child of state.children) {
      if (child.type === 'bid') {
        entries.push({
          kind: 'bid',
          node: child,
          bid: spellBid(child),
          nextState: child.nextState,
          rules: constraintRules(child.constraint, child, file, source, format),
          description: description(child)
        })
        continue
      }

      const reference = referenceBid(child)
      if (reference) {
        entries.push({
          kind: 'bid',
          node: child,
          bid: reference.bid,
          nextState: reference.nextState,
          rules: constraintRules(reference.constraint, child, file, source, format),
          description: reference.description
        })
      } else {
        entries.push({kind: 'line', node: child})
      }
    }

    return {node: state, name: state.name, prevBid: spellPrevBid(state), rankings: spellRankings(state), entries}
  })
}

/** Whether a kept line is a comment. */
export function isComment(node: Opaque): boolean {
  return node.format === 'bidspace' && /^\s*#/.test(node.value)
}

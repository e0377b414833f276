/**
 * Any tree → the rows of the JS list (formats.md §1.6): one per state, in
 * order, with its previous bid, ranking and available bids. Names are
 * spelled as bidding_space spells them, reusing the source's spellings when
 * the tree kept them.
 */

import {formatCall, isCall, parseCall, type Bid, type Constraint, type Opaque, type Root, type State} from '@bidding/core'
import type {VFile} from 'vfile'
import {stateMachinesOf} from './machines.js'
import {description} from './phrasing.js'
import {constraintRules, type Rule} from './rules.js'

/** A bid of a row. */
export interface RowBid {
  node: Bid | Opaque
  bid: string
  state: string
  rules: Rule[]
  desc: string
}

/** A row: a state and what can be bid in it. */
export interface Row {
  node: State
  state: string
  prevBid: string
  rankings: string[]
  availableBids: RowBid[]
}

interface ReferenceBid {
  bid: string
  nextState: string
  constraint?: Constraint | undefined
  description: string
}

function spellCall(call: string): string {
  return isCall(call) ? formatCall(call, 'bidspace') : call.toLowerCase()
}

function spellPrevBid(state: State): string {
  const raw = (state.data as {prevBidRaw?: unknown} | undefined)?.prevBidRaw
  if (typeof raw === 'string' && /^\S+$/.test(raw)) {
    const call = /^\w+$/.test(raw) ? parseCall(raw) : undefined
    if (state.prevBid === undefined ? raw !== 'none' && call === undefined : call === state.prevBid) return raw
  }

  return state.prevBid === undefined ? 'none' : spellCall(state.prevBid)
}

function spellRankings(state: State): string[] {
  if (state.priority === undefined) return []
  const raw = (state.data as {priorityRaw?: unknown} | undefined)?.priorityRaw
  if (Array.isArray(raw) && raw.every((word) => typeof word === 'string' && /^\S+$/.test(word))) {
    const calls = (raw as string[]).map((word) => (/^\w+$/.test(word) ? parseCall(word) : undefined)).filter((call) => call !== undefined)
    if (calls.join(' ') === state.priority.join(' ')) return raw as string[]
  }

  return state.priority.map((call) => spellCall(call))
}

function spellBid(bid: Bid): string {
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

/** The rows of a tree. */
export function rowsOf(tree: Root, file: VFile | undefined, source: string): Row[] {
  const rows: Row[] = []
  for (const machine of stateMachinesOf(tree, file, source)) {
    for (const state of machine.children) {
      const availableBids: RowBid[] = []
      for (const child of state.children) {
        if (child.type === 'bid') {
          if (child.nextState === undefined) {
            file?.message('Missing next state of bid `' + spellBid(child) + '`, written as `\'\'`', {
              place: child.position,
              ruleId: 'missing-next-state',
              source
            })
          }

          availableBids.push({
            node: child,
            bid: spellBid(child),
            state: child.nextState ?? '',
            rules: constraintRules(child.constraint, child, file, source),
            desc: description(child)
          })
          continue
        }

        const reference = referenceBid(child)
        if (reference) {
          availableBids.push({
            node: child,
            bid: reference.bid,
            state: reference.nextState,
            rules: constraintRules(reference.constraint, child, file, source),
            desc: reference.description
          })
        } else if (!(child.format === 'bidspace' && /^\s*#/.test(child.value))) {
          file?.message('Unexpected line kept as written, which is no bid; left out of the list', {
            place: child.position,
            ruleId: 'unsupported-node',
            source
          })
        }
      }

      rows.push({node: state, state: state.name, prevBid: spellPrevBid(state), rankings: spellRankings(state), availableBids})
    }
  }

  return rows
}

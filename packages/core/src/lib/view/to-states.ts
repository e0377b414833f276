/**
 * Auction tree → state machine. Each node of a sequence becomes a state
 * named by role and round (`opn0`, `rsp0`, `opn1`, `rsp1` …) and keyed by
 * partner's previous bid, as bidding_space names them.
 */

import type {VFile} from 'vfile'
import {messageAt} from '../message.js'
import {formatCall} from '../call/call.js'
import {isConcrete} from '../call/pattern.js'
import type {Bid, BidContent, Sequence, State, StateMachine} from '../nodes.js'

const source = '@bidding/core'

/** Name of the state in which the `depth`-th call of a partnership is made (0 = the opening). */
export function stateName(depth: number): string {
  return (depth % 2 === 0 ? 'opn' : 'rsp') + Math.floor(depth / 2)
}

interface Draft {
  name: string
  prevBid: string | undefined
  /** Our calls before this state, prevBid included. */
  path: string[]
  bids: Bid[]
  calls: Set<string>
  position: State['position']
}

function pathKey(path: readonly string[]): string {
  return path.join(' ')
}

/**
 * Fold uncontested sequences into a state machine. Sequences (or branches)
 * where the opponents call are left out with a warning, as bidding_space
 * describes one partnership. Where two auctions would share a state name
 * and previous bid, the earlier calls are added to the name
 * (`opn1_1c`, `opn1_1d`). Each state's priority lists its calls by
 * `priority` (highest first), then in document order.
 */
export function sequencesToStateMachine(sequences: readonly Sequence[], file?: VFile): StateMachine {
  const drafts = new Map<string, Draft>()

  function draftFor(path: string[], position: State['position']): Draft {
    const id = pathKey(path)
    let draft = drafts.get(id)
    if (!draft) {
      draft = {
        name: stateName(path.length),
        prevBid: path.at(-1),
        path,
        bids: [],
        calls: new Set(),
        position
      }
      drafts.set(id, draft)
    }

    return draft
  }

  function visit(bids: readonly Bid[], path: string[]): void {
    const ours: Bid[] = []
    for (const bid of bids) {
      if (bid.by === 'we') {
        ours.push(bid)
      } else {
        messageAt(file, 'Unexpected opponents’ call `' + bid.call + '` in a state machine, left out', bid, {
          ruleId: 'contested-sequence',
          source
        })
      }
    }

    if (ours.length === 0) return
    const draft = draftFor(path, ours[0]!.position)
    for (const bid of ours) {
      if (!isConcrete(bid.call)) {
        messageAt(file, 'Unexpected call pattern `' + bid.call + '`, expand calls before making states', bid, {
          ruleId: 'pattern-call',
          source
        })
      }

      const continuations = bid.children.filter((child): child is Bid => child.type === 'bid')
      if (!draft.calls.has(bid.call)) {
        draft.calls.add(bid.call)
        const children: BidContent[] = bid.children.filter((child) => child.type !== 'bid')
        draft.bids.push({...bid, children})
      }

      if (continuations.length > 0) visit(continuations, [...path, bid.call])
    }
  }

  for (const sequence of sequences) {
    const context = sequence.context ?? []
    if (context.some((call) => call.by === 'they')) {
      messageAt(file, 'Unexpected contested sequence in a state machine, left out', sequence, {
        ruleId: 'contested-sequence',
        source
      })
      continue
    }

    const bids = sequence.children.filter((child): child is Bid => child.type === 'bid')
    if (bids.length > 0) visit(bids, context.map((call) => call.call))
  }

  // Disambiguate states that share a name and previous bid.
  const groups = new Map<string, Draft[]>()
  for (const draft of drafts.values()) {
    const id = draft.name + ' ' + (draft.prevBid ?? '')
    const group = groups.get(id) ?? []
    group.push(draft)
    groups.set(id, group)
  }

  for (const group of groups.values()) {
    if (group.length < 2) continue
    for (const draft of group) {
      const before = draft.path.slice(0, -1).map((call) => spell(call))
      if (before.length > 0) draft.name += '_' + before.join('_')
    }
  }

  const children: State[] = []
  for (const draft of drafts.values()) {
    for (const bid of draft.bids) {
      const next = drafts.get(pathKey([...draft.path, bid.call]))
      bid.nextState = next ? next.name : stateName(draft.path.length + 1)
    }

    const ranked = draft.bids
      .map((bid, index) => ({bid, index}))
      .sort((a, b) => (b.bid.priority ?? 0) - (a.bid.priority ?? 0) || a.index - b.index)
    const state: State = {type: 'state', name: draft.name, priority: ranked.map(({bid}) => bid.call), children: draft.bids}
    if (draft.prevBid !== undefined) state.prevBid = draft.prevBid
    if (draft.position) state.position = draft.position
    children.push(state)
  }

  return {type: 'stateMachine', children}
}

function spell(call: string): string {
  return isConcrete(call) ? formatCall(call, 'bidspace') : call.toLowerCase()
}

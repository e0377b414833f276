/**
 * State machine → auction tree. A bidding_space system is a set of states;
 * following each call's next state (with that call as partner's previous
 * bid) unfolds it into sequences every writer can render.
 */

import type {VFile} from 'vfile'
import {messageAt} from '../message.js'
import type {Bid, BidContent, Opaque, Sequence, State, StateMachine} from '../nodes.js'

const source = '@bidding/core'

function key(name: string, prevBid: string | undefined): string {
  return name + '\u0000' + (prevBid ?? '')
}

/**
 * Unfold a state machine into sequences: one per opening state (a state
 * with no previous bid), plus one per state no path reaches, whose context
 * is partner's previous bid.
 *
 * A state's priority list becomes `priority` on its bids (first listed is
 * highest); `nextState` stays on each bid; opaque children of a state stay
 * among its bids. Cycles are cut and reported.
 */
export function stateMachineToSequences(machine: StateMachine, file?: VFile): Sequence[] {
  const states = new Map<string, State>()
  for (const state of machine.children) {
    // Nodes other packages add to a machine are not states: nothing to unfold.
    if (state.type !== 'state') continue
    const id = key(state.name, state.prevBid)
    if (states.has(id)) {
      messageAt(
        file,
        'Unexpected second state `' + state.name + '` after `' + (state.prevBid ?? 'none') + '`, the first one is used',
        state,
        {ruleId: 'duplicate-state', source}
      )
      continue
    }

    states.set(id, state)
  }

  const reached = new Set<string>()

  function unfold(state: State, path: Set<string>): Array<Bid | Opaque> {
    const id = key(state.name, state.prevBid)
    reached.add(id)
    const ranking = state.priority ?? []
    const bids: Array<Bid | Opaque> = []
    for (const child of state.children) {
      if (child.type !== 'bid') {
        // Kept where it stood: comments and lines a reader could not map.
        if (child.type === 'opaque') bids.push(child)
        continue
      }

      const children: BidContent[] = child.children.filter((c) => c.type !== 'bid')
      const nextId = child.nextState === undefined ? undefined : key(child.nextState, child.call)
      const next = nextId === undefined ? undefined : states.get(nextId)
      if (next && nextId) {
        if (path.has(nextId)) {
          messageAt(
            file,
            'Unexpected cycle: state `' + next.name + '` after `' + child.call + '` leads back to itself; not unfolded again',
            child,
            {ruleId: 'state-cycle', source}
          )
        } else {
          children.push(...unfold(next, new Set([...path, nextId])))
        }
      }

      const copy: Bid = {...child, children}
      const rank = ranking.indexOf(child.call)
      if (rank !== -1 && copy.priority === undefined) copy.priority = ranking.length - rank
      bids.push(copy)
    }

    return bids
  }

  const sequences: Sequence[] = []
  for (const [id, state] of states) {
    if (state.prevBid !== undefined) continue
    const sequence: Sequence = {type: 'sequence', children: unfold(state, new Set([id]))}
    if (state.position) sequence.position = state.position
    sequences.push(sequence)
  }

  for (const [id, state] of states) {
    if (reached.has(id)) continue
    messageAt(
      file,
      'Unexpected state `' + state.name + '` after `' + (state.prevBid ?? 'none') + '` that no call leads to',
      state,
      {ruleId: 'unreachable-state', source}
    )
    const sequence: Sequence = {
      type: 'sequence',
      context: state.prevBid === undefined ? [] : [{call: state.prevBid, by: 'we'}],
      children: unfold(state, new Set([id]))
    }
    if (state.position) sequence.position = state.position
    sequences.push(sequence)
  }

  return sequences
}

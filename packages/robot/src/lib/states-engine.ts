/**
 * The state-machine engine (bidding_space), reproducing the reference
 * consumer (`bidding.js`, formats.md §1.7): our side's calls lead from the
 * opening state through each call's next state (partner looks up the state
 * with that call as the previous bid; the first row found counts); in a
 * state every bid is evaluated, a bid is possible when no rule is false
 * (what cannot be decided passes), a later possible bid of the same call
 * replaces an earlier one, and the call is the first entry of the priority
 * list that is possible. A possible bid that is not in the list is never
 * chosen. The reference's opponents always pass: any other call of theirs
 * leaves the system.
 */

import {allOf, mapAtoms, type Atom, type Constraint} from '@bidding/core/constraints'
import {isLegal, type Call} from '@bidding/core/calls'
import type {State, StateMachine} from '@bidding/core'
import type {Hand} from '@bidding/hand'
import type {VFile} from 'vfile'
import {makeCandidate} from './candidate.js'
import {warn} from './message.js'
import type {AuctionView, Candidate, CandidateStatus, CompileOptions, Engine, Interpretation, LintNode, Selection} from './types.js'

interface Row extends Candidate {
  nextState?: string | undefined
  /** The reference consumer throws on this row (an `h()` rule, profile `reference`). */
  throws: boolean
}

interface StateRecord {
  node: State
  rows: Row[]
  ranking: readonly string[]
}

const knownScales = new Set(['hcp', 'length', 'shortness'])

function idOf(name: string, prevBid: string | undefined): string {
  return name + '\u0000' + (prevBid ?? '')
}

/**
 * The reference consumer's reading of an atom: `dt()` with a condition other
 * than `lte` is `undefined` (passes), points of an unknown type are false.
 */
function referenceAtom(atom: Atom): Constraint {
  if (atom.type === 'count' && atom.of === 'doubleton') {
    const condition = /^\s*dt\s*\(\s*([a-z]+)/i.exec(atom.raw ?? '')?.[1]?.toLowerCase()
    if (condition && condition !== 'lte') return {type: 'quality', name: atom.raw ?? 'dt', comparison: '', value: ''}
  }

  if (atom.type === 'points' && !knownScales.has(atom.scale)) return {type: 'or', children: []}
  return atom
}

function hasHonours(constraint: Constraint | undefined): boolean {
  if (!constraint) return false
  let found = false
  mapAtoms(constraint, (atom) => {
    if (atom.type === 'honours') found = true
    return atom
  })
  return found
}

/** Build the engine of a state machine. */
export function statesEngine(machine: StateMachine, file: VFile | undefined, options: CompileOptions): Engine {
  const reference = options.profile === 'reference'
  const states = new Map<string, StateRecord>()
  let opening: StateRecord | undefined

  for (const state of machine.children) {
    const id = idOf(state.name, state.prevBid)
    const rows: Row[] = []
    for (const child of state.children) {
      if (child.type !== 'bid') continue
      const candidate = makeCandidate(child, reference ? {transform: (constraint) => mapAtoms(constraint, referenceAtom)} : {})
      if (!candidate) continue
      rows.push({...candidate, nextState: child.nextState, throws: reference && hasHonours(child.constraint)})
    }

    const record: StateRecord = {node: state, rows, ranking: state.priority ?? []}
    if (states.has(id)) {
      warn(file, 'Unexpected second state `' + state.name + '` after `' + (state.prevBid ?? 'none') + '`: the consumer finds the first one', state, 'duplicate-state')
      continue
    }

    states.set(id, record)
    if (state.prevBid === undefined && !opening) opening = record
    if (state.priority === undefined) {
      warn(file, 'Unexpected state `' + state.name + '` without a priority list: the consumer never chooses a bid in it', state, 'missing-priority')
    }
  }

  if (!opening) warn(file, 'Unexpected state machine without an opening state (one with no previous bid): the robot always passes', machine, 'missing-opening')

  function label(record: StateRecord): string {
    return record.node.name + (record.node.prevBid === undefined ? '' : ' after ' + record.node.prevBid)
  }

  /** The last row of a call in a state (a duplicate replaces an earlier one). */
  function rowOf(record: StateRecord, call: string): Row | undefined {
    for (let index = record.rows.length - 1; index >= 0; index--) if (record.rows[index]!.call === call) return record.rows[index]
    return undefined
  }

  /**
   * The state of the player at `index`, following our side's calls before
   * it; a string says why there is none.
   */
  function stateAt(view: AuctionView, index: number): StateRecord | {off: string} {
    if (!opening) return {off: 'no opening state'}
    let record: StateRecord = opening
    // The reference's opponents always pass.
    for (let at = (index + 1) % 2; at < index; at += 2) {
      if (view.calls[at] !== 'P') return {off: 'the opponents called `' + view.calls[at] + '`, and the system only knows auctions where they pass'}
    }

    for (let at = index % 2; at < index; at += 2) {
      const call = view.calls[at]!
      const row = rowOf(record, call)
      if (!row) return {off: '`' + call + '` is not a bid of state ' + label(record)}
      if (row.nextState === undefined) return {off: '`' + call + '` in state ' + label(record) + ' names no next state'}
      const next = states.get(idOf(row.nextState, call))
      if (!next) return {off: 'no state `' + row.nextState + '` after `' + call + '` (the consumer is stuck)'}
      record = next
    }

    return record
  }

  function evaluate(row: Row, hand: Hand): boolean | undefined {
    return row.test ? row.test(hand) : true
  }

  return {
    kind: 'states',
    choose(view, hand, explain) {
      const index = view.calls.length
      const record = stateAt(view, index)
      if ('off' in record) return {reason: 'off-system', tried: [], at: record.off}
      const at = label(record)
      if (record.rows.some((row) => row.throws)) {
        return {reason: 'error', tried: [], at, error: 'the reference consumer stops in state ' + at + ': `hand.hasHonoursLength` is not a function (an `h()` rule)'}
      }

      const possible = new Map<string, Row>()
      const outcome = new Map<Row, boolean | undefined>()
      for (const row of record.rows) {
        const value = evaluate(row, hand)
        outcome.set(row, value)
        if (value !== false) possible.set(row.call, row)
      }

      const tried: Selection['tried'] = []
      let chosen: Row | undefined
      const seen = new Set<string>()
      for (const call of record.ranking) {
        if (seen.has(call)) continue
        seen.add(call)
        const row = possible.get(call)
        if (chosen) {
          if (!explain) break
          const any = rowOf(record, call)
          if (any) tried.push({candidate: row ?? any, status: row ? 'fits' : 'not-tried'})
          continue
        }

        if (!row) {
          const any = rowOf(record, call)
          if (any) tried.push({candidate: any, status: 'fails'})
          continue
        }

        if (!isLegal(view.calls, row.call as Call)) {
          tried.push({candidate: row, status: 'illegal'})
          continue
        }

        chosen = row
        tried.push({candidate: row, status: 'chosen'})
      }

      const unranked = [...possible.values()].filter((row) => !seen.has(row.call))
      if (explain) {
        for (const row of record.rows) {
          if (seen.has(row.call) || tried.some((item) => item.candidate.call === row.call)) continue
          const status: CandidateStatus = possible.get(row.call) === row ? 'unranked' : outcome.get(row) === false ? 'fails' : 'unranked'
          tried.push({candidate: row, status})
        }
      }

      if (chosen) return {reason: 'rule', chosen, tried, at}
      return {reason: unranked.length > 0 ? 'unranked' : 'no-rule', tried, at}
    },
    interpret(view, index, side) {
      if (side === 'they') return undefined
      const record = stateAt(view, index)
      if ('off' in record) return undefined
      const row = rowOf(record, view.calls[index]!)
      if (!row) return undefined
      const result: Interpretation = {bid: row.bid, at: label(record)}
      if (row.constraint) result.constraint = row.constraint
      return result
    },
    nodes() {
      // Each state, with what the player in it showed on the first path found to it.
      const shown = new Map<StateRecord, Constraint | undefined>()
      if (opening) {
        const queue: Array<{record: StateRecord; own: Array<Constraint | undefined>; partner: Array<Constraint | undefined>}> = [
          {record: opening, own: [], partner: []}
        ]
        shown.set(opening, undefined)
        while (queue.length > 0) {
          const {record, own, partner} = queue.shift()!
          for (const row of record.rows) {
            if (row.nextState === undefined) continue
            const next = states.get(idOf(row.nextState, row.call))
            if (!next || shown.has(next)) continue
            // The next state is partner's: their own calls are our `partner` list.
            shown.set(next, allOf(...partner))
            queue.push({record: next, own: partner, partner: [...own, row.constraint]})
          }
        }
      }

      const result: LintNode[] = []
      for (const record of states.values()) {
        const node: LintNode = {
          at: label(record),
          auction: label(record),
          candidates: record.rows,
          ranking: record.ranking as readonly Call[],
          undecidedPasses: true
        }
        const own = shown.get(record)
        if (own) node.shown = own
        result.push(node)
      }

      return result
    }
  }
}

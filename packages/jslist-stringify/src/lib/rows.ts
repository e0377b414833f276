/**
 * Any tree → the rows of the JS list (formats.md §1.6): one per state, in
 * order, with its previous bid, ranking and available bids, spelled as
 * bidding_space spells them (the bidspace writer's model of the states).
 */

import {messageAt} from '@bidding/core/messages'
import {stateMachinesOf} from '@bidding/core/views'
import type {Bid, Opaque, Root, State} from '@bidding/core'
import {isComment, stateRows} from '@bidding/bidspace-util'
import type {VFile} from 'vfile'
import {ruleCall, type Rule} from './rules.js'

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

/** The rows of a tree. */
export function rowsOf(tree: Root, file: VFile | undefined, source: string): Row[] {
  const rows: Row[] = []
  for (const machine of stateMachinesOf(tree, file, {source})) {
    for (const state of stateRows(machine, file, source, 'the JS list')) {
      const availableBids: RowBid[] = []
      for (const entry of state.entries) {
        if (entry.kind === 'line') {
          if (!isComment(entry.node)) {
            messageAt(file, 'Unexpected line kept as written, which is no bid; left out of the list', entry.node, {
              ruleId: 'unsupported-node',
              source
            })
          }

          continue
        }

        if (entry.nextState === undefined) {
          messageAt(file, "Missing next state of bid `" + entry.bid + "`, written as `''`", entry.node, {
            ruleId: 'missing-next-state',
            source
          })
        }

        const rules: Rule[] = []
        for (const rule of entry.rules) {
          const call = ruleCall(rule)
          if (call) {
            rules.push(call)
          } else if (rule.type === 'verbatim') {
            // A token no atom reads, kept by the reader as an opaque quality.
            messageAt(
              file,
              'Unexpected constraint `[' +
                rule.token +
                ']` that the JS list cannot express, expected points, suit lengths, doubletons or honours; left out',
              entry.node,
              {ruleId: 'unsupported-constraint', source}
            )
          }
        }

        availableBids.push({node: entry.node, bid: entry.bid, state: entry.nextState ?? '', rules, desc: entry.description})
      }

      rows.push({node: state.node, state: state.name, prevBid: state.prevBid, rankings: state.rankings ?? [], availableBids})
    }
  }

  return rows
}

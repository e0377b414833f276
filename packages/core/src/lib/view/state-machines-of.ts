/**
 * Any tree → state machines: those it holds, and one folded from its
 * sequences after `expandCalls` (for writers of state-machine formats).
 */

import {SKIP, visit} from 'unist-util-visit'
import type {VFile} from 'vfile'
import {expandCalls} from '../expand-calls.js'
import type {Root, Sequence, StateMachine} from '../nodes.js'
import {asSequences} from './as-sequences.js'
import {sequencesToStateMachine} from './to-states.js'

/**
 * The state machines of a tree: those it holds, then one folded from its
 * sequences — and from its conventions, systems and rule sets, as
 * `asSequences` sees them — if it has any, after call patterns are expanded
 * (and auctions defined twice merged, the first standing). `source` names
 * the package in messages.
 */
export function stateMachinesOf(tree: Root, file?: VFile, options: {source?: string} = {}): StateMachine[] {
  const source = options.source ?? '@bidding/core'
  const machines: StateMachine[] = []
  const sequences: Sequence[] = []
  visit(tree, function (node) {
    switch (node.type) {
      case 'stateMachine': {
        machines.push(node)
        return SKIP
      }

      case 'sequence': {
        sequences.push(node)
        return SKIP
      }

      case 'convention':
      case 'system':
      case 'ruleSet': {
        for (const child of asSequences({type: 'root', children: [node]}, file, {source}).children) {
          if (child.type === 'sequence') sequences.push(child)
        }

        return SKIP
      }

      default: {
        return undefined
      }
    }
  })

  if (sequences.length > 0) {
    const expanded = expandCalls({type: 'root', children: sequences}, file)
    const list = expanded.children.filter((child): child is Sequence => child.type === 'sequence')
    machines.push(sequencesToStateMachine(list, file))
  }

  return machines
}

/**
 * Any tree → state machines. A tree read from bidding_space holds one; any
 * other tree (BML, BSS …) has its sequences folded into one by core's
 * `sequencesToStateMachine`, after `expandCalls` has turned call patterns
 * into calls (and merged auctions defined twice, the first standing).
 */

import {expandCalls, sequencesToStateMachine, type Root, type Sequence, type StateMachine} from '@bidding/core'
import {SKIP, visit} from 'unist-util-visit'
import type {VFile} from 'vfile'

/**
 * The state machines of a tree: those it holds, then one folded from its
 * sequences, if it has any. Rule sets, conventions and systems are left out
 * with a warning.
 */
export function stateMachinesOf(tree: Root, file: VFile | undefined, source: string): StateMachine[] {
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

      case 'ruleSet':
      case 'convention':
      case 'system': {
        file?.message('Unexpected `' + node.type + '`, expected sequences or a state machine; left out', {
          place: node.position,
          ruleId: 'unsupported-node',
          source
        })
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

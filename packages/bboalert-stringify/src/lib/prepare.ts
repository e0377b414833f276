/**
 * The shapes of a system that are not auction trees, as auction trees: a
 * state machine through core's view (`stateMachineToSequences`), a
 * convention as a table of its actions, a system as its conventions.
 */

import {stateMachineToSequences, type Convention, type FlowContent, type Root, type Sequence} from '@bidding/core'
import type {VFile} from 'vfile'

const source = '@bidding/bboalert-stringify'

function unresolved(name: string, place: FlowContent['position'], file: VFile | undefined): void {
  file?.message('Unexpected reference to convention `' + name + '`, expected it resolved before writing BBOalert; left out', {
    place,
    ruleId: 'unresolved-reference',
    source
  })
}

function conventionToSequence(convention: Convention, file: VFile | undefined): Sequence {
  const sequence: Sequence = {type: 'sequence', children: []}
  if (convention.position) sequence.position = convention.position
  for (const child of convention.children) {
    if (child.type === 'conventionReference') unresolved(child.name, child.position, file)
    else sequence.children.push(child)
  }

  return sequence
}

/**
 * A root whose state machines, conventions and systems are replaced by
 * sequences (other children are kept; nothing is copied).
 */
export function prepare(tree: Root, file: VFile | undefined): Root {
  const children: FlowContent[] = []
  for (const child of tree.children) {
    switch (child.type) {
      case 'stateMachine': {
        children.push(...stateMachineToSequences(child, file))
        break
      }

      case 'convention': {
        children.push(conventionToSequence(child, file))
        break
      }

      case 'system': {
        for (const part of child.children) {
          if (part.type === 'convention') children.push(conventionToSequence(part, file))
          else if (part.type === 'conventionReference') unresolved(part.name, part.position, file)
          else children.push(part)
        }

        break
      }

      default: {
        children.push(child)
      }
    }
  }

  return {...tree, children}
}

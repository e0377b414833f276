/**
 * The shapes of a system that are not auction trees, as auction trees: a
 * state machine through `stateMachineToSequences`, a convention as a table
 * of its actions, a system as its conventions, a rule set through
 * `ruleSetToSequences`. For writers of formats that
 * only hold auction trees (BSS, BBOalert).
 */

import type {VFile} from 'vfile'
import {messageAt} from '../message.js'
import type {Convention, ConventionReference, FlowContent, Root, Sequence} from '../nodes.js'
import {ruleSetToSequences} from './from-rules.js'
import {stateMachineToSequences} from './from-states.js'

/** Options of `asSequences`. */
export interface AsSequencesOptions {
  /** The `source` of messages (default: `'@bidding/core'`). */
  source?: string | undefined
  /** The format being written, named in messages (`'BSS'`). */
  format?: string | undefined
}

/**
 * A root whose state machines, conventions, systems and rule sets are
 * replaced by sequences; other children are kept as they are, in place, and nothing is
 * copied. A reference to a convention (which a reader resolves, or not) is
 * left out with a warning (`unresolved-reference`).
 */
export function asSequences(tree: Root, file?: VFile, options: AsSequencesOptions = {}): Root {
  const source = options.source ?? '@bidding/core'
  const writing = options.format === undefined ? 'writing' : 'writing ' + options.format

  function unresolved(node: ConventionReference): void {
    messageAt(file, 'Unexpected reference to convention `' + node.name + '`, expected it resolved before ' + writing + '; left out', node, {
      ruleId: 'unresolved-reference',
      source
    })
  }

  function conventionToSequence(convention: Convention): Sequence {
    const sequence: Sequence = {type: 'sequence', children: []}
    if (convention.position) sequence.position = convention.position
    for (const child of convention.children) {
      if (child.type === 'conventionReference') unresolved(child)
      else sequence.children.push(child)
    }

    return sequence
  }

  const children: FlowContent[] = []
  for (const child of tree.children) {
    switch (child.type) {
      case 'stateMachine': {
        children.push(...stateMachineToSequences(child, file))
        break
      }

      case 'convention': {
        children.push(conventionToSequence(child))
        break
      }

      case 'ruleSet': {
        children.push(...ruleSetToSequences(child, file))
        break
      }

      case 'system': {
        for (const part of child.children) {
          if (part.type === 'convention') children.push(conventionToSequence(part))
          else if (part.type === 'conventionReference') unresolved(part)
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

/**
 * What a page's head needs to know of its blocks, found before they are
 * written: the contents (every heading's id and text) and whether any
 * bidding table has rows (the toolbar). With it the head is written first
 * and the blocks after it as they are made, instead of all the blocks being
 * held as text until the head is known.
 *
 * The prediction is exact only where ids cannot meet: a heading's id
 * (`section-…`) depends on other ids only when a table's first call starts
 * with `section`, and conventions, systems and state machines make ids and
 * tables of their own. For those documents, `undefined`: write the blocks
 * first.
 */

import type {FlowContent, Sequence} from '@bidding/core'
import {tableRoot} from '@bidding/display'
import {contentsEntry} from './blocks.js'
import {callKey} from './calls.js'
import type {State} from './types.js'

/** What the head needs: the contents' entries and whether a table has rows. */
export interface Frame {
  headings: State['headings']
  rows: boolean
}

/** Whether a table's ids could meet a heading's (`section-…`): its first calls start with `section`. */
function meetsHeadings(sequence: Sequence): boolean {
  const first = [...(sequence.context ?? []), ...sequence.children.filter((child) => child.type === 'bid')]
  return first.some((call) => callKey(call.call, call.by).startsWith('section'))
}

/** Whether `sequenceToHast` gives a table with rows (as its `idFor` counts them). */
function hasRows(sequence: Sequence, state: State): boolean {
  if (sequence.hidden) return false
  const root = tableRoot(sequence)
  if (!root) return false
  // Under a ∅ root the openings are the rows; any other root is a row itself.
  return state.settings.robotDetails || root.type !== 'empty' || sequence.children.some((child) => child.type === 'bid')
}

/**
 * The frame of a page of `nodes`, as rendering them with `state` would leave
 * it, or `undefined` when it cannot be known without rendering them. Leaves
 * `state` as it is (and sends no messages).
 */
export function predictFrame(nodes: readonly FlowContent[], state: State): Frame | undefined {
  // Its own ids and no file: the rendering assigns the same ids again, and says what it has to say.
  const scratch: State = {...state, file: undefined, ids: new Map(), headings: [], nodes: 0}
  const frame: Frame = {headings: [], rows: false}
  const stack: Array<Iterator<FlowContent>> = [nodes[Symbol.iterator]()]
  while (stack.length > 0) {
    const next = stack.at(-1)!.next()
    if (next.done) {
      stack.pop()
      continue
    }

    const node = next.value
    switch (node.type) {
      case 'heading': {
        if (!state.settings.reference) frame.headings.push(contentsEntry(node, scratch))
        break
      }

      case 'sequence': {
        if (meetsHeadings(node)) return undefined
        frame.rows ||= hasRows(node, state)
        break
      }

      case 'list': {
        // As `listToHast`: a tight item (one paragraph) holds no heading or table.
        const items: FlowContent[] = []
        for (const item of node.children) {
          if (item.type !== 'listItem') continue
          const [only, ...rest] = item.children
          if (!(only?.type === 'paragraph' && rest.length === 0)) items.push(...item.children)
        }

        stack.push(items[Symbol.iterator]())
        break
      }

      case 'convention':
      case 'system':
      case 'stateMachine': {
        return undefined
      }

      default: {
        // Paragraphs, tables, diagrams, rules, kept content: no heading, no bidding table, no id.
        break
      }
    }
  }

  return frame
}

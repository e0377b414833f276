/**
 * What a page's head and the blocks before its content need from the whole
 * document (the headings, for the contents; whether any bidding table has a
 * row, for the toolbar and the script), found by a walk of the tree that
 * makes no table: so a page can be written as its blocks are made, not held
 * until the last one is. The walk also counts the ids the page will give,
 * so that writing it remembers only those given more than once.
 */

import type {Bid, FlowContent, Root, Sequence} from '@bidding/core'
import {HashList} from '@bidding/core/calls'
import {stateMachineToSequences} from '@bidding/core/views'
import {tableRoot, type TableRoot} from '@bidding/display'
import {idOf} from './bid-table.js'
import {callKey} from './calls.js'
import {contentsEntry, headingIdBase} from './blocks.js'
import {SingleIds} from './single-ids.js'
import type {State} from './types.js'

/** What the page around the content reads of it. */
export interface PageFacts {
  /** The headings, with the ids the blocks give them, for the contents. */
  headings: State['headings']
  /** Whether any bidding table writes a row (each row is a node of the page's script). */
  rows: boolean
  /** The ids the page asks for once (see `State`). */
  singleIds: SingleIds | undefined
}

/** What a bidding table adds to the facts. */
interface TableFacts {
  rows: boolean
  /** Whether a row's id may be a heading's (`section-…`), which would change the ids of the headings after it. */
  sectionId: boolean
}

const none: TableFacts = {rows: false, sectionId: false}

/**
 * A table's facts, as `sequenceToParts` makes it: a table shown has a row,
 * unless it is the openings under ∅ (hidden without `robotDetails`) and
 * none of them is a call.
 */
function tableFacts(sequence: Sequence, state: State, ids: HashList): TableFacts {
  if (sequence.hidden) return none
  const root = tableRoot(sequence)
  if (!root) return none
  countRowIds(sequence, root, ids)
  const rows = state.settings.robotDetails || root.type !== 'empty' || sequence.children.some((child) => child.type === 'bid')
  // A row's id starts with its auction's first call: a context call, or a call at the table's top level.
  const first = sequence.context?.[0]
  const sectionId =
    (first !== undefined && callKey(first.call, first.by).startsWith('section')) ||
    sequence.children.some((child) => child.type === 'bid' && callKey(child.call, child.by).startsWith('section'))
  return {rows, sectionId}
}

/** A continuation of a call, or a row of the table's root. */
type Item = Bid['children'][number] | Sequence['children'][number]

/**
 * Count the id of every row of a table that has one (a call with an
 * auction), as `sequenceToParts` makes them: the root row as `rootRow`
 * makes it, then every call under it, its path its auction. The order does
 * not matter, only how often each id comes.
 */
function countRowIds(sequence: Sequence, root: TableRoot, ids: HashList): void {
  const context = (sequence.context ?? []).map((call) => callKey(call.call, call.by))
  const stack: Array<{path: readonly string[]; items: Iterator<Item>}> = []
  const under = (path: readonly string[], items: readonly Item[]): void => {
    stack.push({path, items: items[Symbol.iterator]()})
  }

  const row = (path: readonly string[], bid: Bid | undefined): void => {
    if (path.length > 0) ids.addHashOf(idOf(path))
    if (bid) under(path, bid.children)
  }

  switch (root.type) {
    case 'history-bid': {
      row([...context, callKey(root.bid.call, root.bid.by)], root.bid)
      break
    }

    case 'history-auction':
    case 'context': {
      row(context, undefined)
      under(context, sequence.children)
      break
    }

    case 'history-chain': {
      row(
        root.chain.map((bid) => callKey(bid.call, bid.by)),
        root.chain.at(-1)
      )
      under([], root.rest)
      break
    }

    case 'bid': {
      row([callKey(root.bid.call, root.bid.by)], root.bid)
      break
    }

    case 'class': {
      under([root.label, ...context], sequence.children)
      break
    }

    case 'empty': {
      under([], sequence.children)
      break
    }
  }

  while (stack.length > 0) {
    const top = stack.at(-1)!
    const next = top.items.next()
    if (next.done) stack.pop()
    else if (next.value.type === 'bid') row([...top.path, callKey(next.value.call, next.value.by)], next.value)
  }
}

/** The flow content in a list, in the order its items are written. */
function* listFlow(nodes: Extract<FlowContent, {type: 'list'}>['children']): Generator<FlowContent, void, undefined> {
  for (const item of nodes) if (item.type === 'listItem') yield* item.children
}

/**
 * The page's facts, in the order the blocks are written (the ids of the
 * headings depend on it), or `undefined` when a table's rows may take ids
 * that the headings would then not get (a call spelt `section…`): that page
 * has to be written before its head.
 *
 * @param tree the document.
 * @param state the conversion's state, its conventions collected (it is not changed).
 */
export function pageFacts(tree: Root, state: State): PageFacts | undefined {
  if (state.settings.reference) return {headings: [], rows: false, singleIds: undefined}
  // A state of its own, with no file: the blocks give their messages when they are written.
  const walk: State = {...state, file: undefined, ids: new Map(state.ids), nodes: 0, headings: []}
  // Every id the page asks for: the conventions' (already given), the headings' and the rows'.
  const ids = new HashList()
  for (const [id, count] of state.ids) for (let index = 0; index < count; index++) ids.addHashOf(id)
  let rows = false
  const table = (sequence: Sequence): boolean => {
    const facts = tableFacts(sequence, walk, ids)
    rows ||= facts.rows
    return facts.sectionId
  }

  // A stack, not recursion: lists nest as deep as the document does.
  const stack: Array<Iterator<FlowContent>> = [tree.children[Symbol.iterator]()]
  while (stack.length > 0) {
    const next = stack.at(-1)!.next()
    if (next.done) {
      stack.pop()
      continue
    }

    const node = next.value
    switch (node.type) {
      case 'heading': {
        walk.headings.push(contentsEntry(node, walk))
        ids.addHashOf(headingIdBase(node))
        break
      }

      case 'list': {
        stack.push(listFlow(node.children))
        break
      }

      case 'sequence': {
        if (table(node)) return undefined
        break
      }

      case 'convention': {
        if (table({type: 'sequence', children: node.children as Sequence['children']})) return undefined
        break
      }

      case 'system': {
        for (const child of node.children) {
          if (child.type === 'convention' && table({type: 'sequence', children: child.children as Sequence['children']})) return undefined
        }

        break
      }

      case 'stateMachine': {
        const states = node.children.filter((child) => child.type === 'state')
        for (const sequence of stateMachineToSequences({...node, children: states})) if (table(sequence)) return undefined
        break
      }

      default:
    }
  }

  return {headings: walk.headings, rows, singleIds: new SingleIds(ids)}
}

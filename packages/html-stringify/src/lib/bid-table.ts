/**
 * Bidding tables → hast, with the reference's structure:
 *
 * * tree mode: `div.tree > ul > li.root`, each continuation an `li.node`
 *   (`li.last.node` for the last sibling); a call with a meaning is a
 *   `table` whose first row starts with `td.node[rowspan]`, one row per line;
 * * list mode: `div.bidtable > ul > li > div.start`, each further line of a
 *   meaning a sibling `li` with an empty `div.start`, the continuations'
 *   `ul` in the last of them (bml2html's layout).
 *
 * An opening table with several first calls hangs under a ∅ root, a table
 * after an auction under that auction (`1♣-(1♦)`). In the default profile
 * each call's first `li` gets an id (its auction, `1N-2C`) and, after the
 * meaning, what bdast holds beyond it (`bd-info`); the page's script adds the
 * toggles and anchor links. None of this changes the reference structure.
 */

import type {Bid, PhrasingContent, Sequence} from '@bidding/core'
import type {Element, ElementContent, Properties} from 'hast'
import {bidInfo, sequenceConditions} from './annotations.js'
import {element, text} from './element.js'
import {callKey, callLabel, contextLabel} from './calls.js'
import {linesOf, playersOrder, tableRoot} from '@bidding/display'
import {phrasingToHast, pushText, textToHast, unknown} from './text.js'
import {materialise, type Parts} from './parts.js'
import {slug, uniqueId, type State} from './types.js'

/** A continuation of a call: a call, a reference to a convention, or kept content. */
type Item = Bid['children'][number] | Sequence['children'][number]

/** One row of a table: its label, meaning lines and continuations. */
interface Row {
  type: 'row'
  label: ElementContent[]
  lines: PhrasingContent[][]
  info: Element | undefined
  items: ReadonlyArray<Item | Row>
  /** Calls of the auction up to this row, for ids. */
  path: string[]
  /** Whether the row is a call (and so gets an id). */
  call: boolean
  /** Where the bid is in its source: kept on its item, so an editor can find the item of a line. */
  position?: Bid['position']
}

/** Calls in a part of a table made whole, at most (about 50 KB of HTML): beyond, its rows are made one at a time. */
const wholeCalls = 500

/** Whether `items` hold more than `wholeCalls` calls, counted until there are that many. */
function isBig(items: ReadonlyArray<Item | Row>): boolean {
  let count = 0
  // In document order, so that only the calls counted are read.
  const stack: Array<Iterator<Item | Row | Bid['children'][number]>> = [items[Symbol.iterator]()]
  while (stack.length > 0) {
    const next = stack.at(-1)!.next()
    if (next.done) {
      stack.pop()
      continue
    }

    const item = next.value
    if (item.type !== 'row' && item.type !== 'bid') continue
    if (++count > wholeCalls) return true
    stack.push((item.type === 'row' ? item.items : item.children)[Symbol.iterator]())
  }

  return false
}

/** The id base of a row: its auction. */
export function idOf(path: readonly string[]): string {
  return path.join('-').replaceAll(/[^\p{L}\p{N}()/+.!?_-]/gu, '_')
}

function bidRow(bid: Bid, path: readonly string[], state: State): Row {
  const lines: PhrasingContent[][] = []
  for (const child of bid.children) {
    if (child.type !== 'meaning' || child.children.length === 0) continue
    lines.push(...linesOf(child.children))
  }

  return {
    type: 'row',
    label: callLabel(bid.call, bid.by, bid.raw, state),
    lines,
    info: state.settings.reference ? undefined : bidInfo(bid, state),
    items: ordered(
      bid.children.filter((child) => child.type !== 'meaning'),
      state
    ),
    path: [...path, callKey(bid.call, bid.by)],
    call: true,
    position: bid.position
  }
}

/** Continuations in players' order, unless the document's order is asked for. */
function ordered<Value extends Item>(items: readonly Value[], state: State): readonly Value[] {
  return state.settings.robotDetails ? items : playersOrder(items)
}

function lineContent(line: readonly PhrasingContent[], state: State): ElementContent[] {
  // An empty line (BML's `.`) keeps its height.
  return line.length === 0 ? [{type: 'text', value: '\u00A0'}] : phrasingToHast(line, state)
}

/** The id of a row: its auction, in the default profile (for links to it). */
function idFor(row: Row, state: State): string | undefined {
  if (state.settings.reference) return undefined
  state.nodes++
  return row.call && row.path.length > 0 ? uniqueId(state, idOf(row.path)) : undefined
}

function withId(id: string | undefined): Properties {
  return id === undefined ? {} : {id}
}

/** Whether a non-call continuation is one this writer shows. */
function isLeaf(item: Item | Row): boolean {
  return item.type === 'conventionReference' || item.type === 'opaque'
}

/** Whether a non-call continuation is one this writer shows (warns otherwise). */
function leafKnown(item: Item, state: State): boolean {
  if (isLeaf(item)) return true
  unknown(item, state)
  return false
}

/** A leaf for what is not a call: a convention reference, kept content. */
function leafContent(item: Item, state: State): ElementContent[] {
  switch (item.type) {
    case 'conventionReference': {
      const target = state.conventions.get(slug(item.name))
      const name = textToHast(item.name, state)
      const label = target ? element('a', {href: '#' + target}, name) : element('span', {}, name)
      return [element('span', {className: ['bd-reference']}, [text('→ convention '), label])]
    }

    case 'opaque': {
      return [element('code', {className: ['bd-opaque'], title: 'Kept ' + item.format + ' content'}, item.value)]
    }

    default: {
      return []
    }
  }
}

// ---------------------------------------------------------------------------
// Tree mode

/**
 * The items of a row's continuations: made at once when `whole`, else one
 * at a time as they are taken; `undefined` when none is shown.
 */
function treeChildren(
  items: ReadonlyArray<Item | Row>,
  path: readonly string[],
  state: State,
  whole: boolean,
  roots?: string[]
): Iterable<Element | Parts> | undefined {
  const shown = items.filter((item) => item.type === 'row' || item.type === 'bid' || leafKnown(item, state))
  if (shown.length === 0) return undefined
  const make = (item: Item | Row, index: number): Element | Parts => {
    const classes = roots ?? (index === shown.length - 1 ? ['last', 'node'] : ['node'])
    if (item.type === 'row') return treeItem(item, state, classes, whole)
    if (item.type === 'bid') return treeItem(bidRow(item, path, state), state, classes, whole)
    return element('li', {className: [...classes, 'bd-leaf']}, leafContent(item, state))
  }

  if (whole) return shown.map((item, index) => make(item, index))
  return (function* () {
    for (const [index, item] of shown.entries()) yield make(item, index)
  })()
}

/** A row's `li`: whole when `whole` or small, else parts whose `ul` is made a continuation at a time. */
function treeItem(row: Row, state: State, classes: string[], whole: boolean): Element | Parts {
  const id = idFor(row, state)
  const children: ElementContent[] = []
  if (row.lines.length === 0) {
    children.push(...row.label)
    if (row.info) children.push(row.info)
  } else {
    const rows = row.lines.map((line, index) => {
      const cells: Element[] = []
      if (index === 0) cells.push(element('td', {className: ['node'], rowSpan: row.lines.length}, row.label))
      const content = lineContent(line, state)
      if (index === row.lines.length - 1 && row.info) content.push(row.info)
      cells.push(element('td', {}, content))
      return element('tr', {}, cells)
    })
    children.push(element('table', {}, rows))
  }

  const inParts = !whole && isBig(row.items)
  const continuations = treeChildren(row.items, row.path, state, !inParts)
  if (continuations && !inParts) children.push(element('ul', {}, continuations as Element[]))
  const item = element('li', {className: classes, ...withId(id)}, children)
  if (id !== undefined && row.position) item.position = row.position
  if (!continuations || !inParts) return item
  return {type: 'parts', element: item, children: [...children, {type: 'parts', element: element('ul', {}), children: continuations}]}
}

// ---------------------------------------------------------------------------
// List mode

/** Whether a continuation gives an item in list mode (as `leafKnown`, without its warning). */
function listed(item: Item | Row): boolean {
  return item.type === 'row' || item.type === 'bid' || isLeaf(item)
}

/** The items of a row's continuations: made at once when `whole`, else one at a time as they are taken; `undefined` when none is shown. */
function listChildren(items: ReadonlyArray<Item | Row>, path: readonly string[], state: State, whole: boolean): Iterable<Element | Parts> | undefined {
  if (whole) {
    const result: Element[] = []
    for (const item of listGenerator(items, path, state, true)) result.push(item as Element)
    return result.length > 0 ? result : undefined
  }

  if (!items.some((item) => listed(item))) {
    // Nothing to show: only the warnings, as when the items are walked.
    for (const item of items) if (item.type !== 'row') leafKnown(item, state)
    return undefined
  }

  return listGenerator(items, path, state, false)
}

function* listGenerator(items: ReadonlyArray<Item | Row>, path: readonly string[], state: State, whole: boolean): Generator<Element | Parts, void, undefined> {
  for (const item of items) {
    if (item.type === 'row') {
      yield* listItems(item, state, whole)
      continue
    }

    if (item.type === 'bid') {
      yield* listItems(bidRow(item, path, state), state, whole)
      continue
    }

    if (leafKnown(item, state)) {
      yield element('li', {className: ['bd-leaf']}, [element('div', {className: ['start']}), ...leafContent(item, state)])
    }
  }
}

/** A row's `li`s, one per line; bml2html nests the continuations in the last (whole, or made a continuation at a time). */
function listItems(row: Row, state: State, whole: boolean): Array<Element | Parts> {
  const id = idFor(row, state)
  const items: Element[] = []
  const lines = row.lines.length === 0 ? [undefined] : row.lines
  for (const [index, line] of lines.entries()) {
    const children: ElementContent[] = [element('div', {className: ['start']}, index === 0 ? row.label : [])]
    if (line) children.push(...lineContent(line, state))
    if (index === 0 && row.info) children.push(row.info)
    items.push(element('li', index === 0 ? withId(id) : {}, children))
  }

  const inParts = !whole && isBig(row.items)
  const continuations = listChildren(row.items, row.path, state, !inParts)
  if (!continuations) return items
  const last = items.at(-1)!
  if (!inParts) {
    last.children.push(element('ul', {}, continuations as Element[]))
    return items
  }

  return [...items.slice(0, -1), {type: 'parts', element: last, children: [...last.children, {type: 'parts', element: element('ul', {}), children: continuations}]}]
}

// ---------------------------------------------------------------------------
// Tables

/** A history row's label: the row as written, its calls with suit symbols. */
function historyLabel(history: string, state: State): ElementContent[] {
  return textToHast(history, state, false, true)
}

/** The root row of a table (see `tableRoot`), or `undefined` for an empty one. */
function rootRow(sequence: Sequence, state: State): Row | undefined {
  const root = tableRoot(sequence)
  const contextPath = (sequence.context ?? []).map((call) => callKey(call.call, call.by))
  switch (root?.type) {
    case 'history-bid': {
      return {...bidRow(root.bid, contextPath, state), label: historyLabel(root.history, state)}
    }

    case 'history-auction': {
      return {
        type: 'row',
        label: historyLabel(root.history, state),
        lines: [],
        info: undefined,
        items: ordered(sequence.children, state),
        path: contextPath,
        call: true
      }
    }

    case 'history-chain': {
      const calls = root.chain.map((bid) => callKey(bid.call, bid.by))
      const first: Row = {...bidRow(root.chain.at(-1)!, calls.slice(0, -1), state), label: historyLabel(root.history, state)}
      return emptyRoot([first, ...root.rest])
    }

    case 'context': {
      return {
        type: 'row',
        label: contextLabel(root.context, state),
        lines: [],
        info: undefined,
        items: ordered(sequence.children, state),
        path: contextPath,
        call: true
      }
    }

    case 'bid': {
      return bidRow(root.bid, [], state)
    }

    case 'class': {
      // Ids of a class's rows start with its label: they never meet a literal table's.
      return {type: 'row', label: textToHast(root.label, state), lines: [], info: undefined, items: ordered(sequence.children, state), path: [root.label, ...contextPath], call: false}
    }

    case 'empty': {
      return emptyRoot(ordered(sequence.children, state))
    }

    case undefined: {
      return undefined
    }
  }
}

/** The ∅ root of an opening table with several first calls. */
function emptyRoot(items: ReadonlyArray<Item | Row>): Row {
  const label: ElementContent[] = []
  pushText(label, '∅')
  return {type: 'row', label, lines: [], info: undefined, items, path: [], call: false}
}

/**
 * A bidding table → hast; `undefined` when there is nothing to show (an
 * empty or hidden table).
 */
export function sequenceToHast(sequence: Sequence, state: State): Element | undefined {
  const parts = sequenceToParts(sequence, state)
  return parts && materialise(parts)
}

/**
 * A bidding table as parts: the rows of a big one are made as they are
 * written, so the hast of the whole table never exists at once (a small
 * table, or a small part of a big one, is made whole: parts cost more to
 * write than they save there); `undefined` when there is nothing to show.
 */
export function sequenceToParts(sequence: Sequence, state: State): Element | Parts | undefined {
  if (sequence.hidden) return undefined
  const root = rootRow(sequence, state)
  if (!root) return undefined
  const conditions = state.settings.reference ? undefined : sequenceConditions(sequence)
  // Without the robot's details, the openings under ∅ are the table's roots.
  const roots = !state.settings.robotDetails && !root.call && root.path.length === 0 ? root.items : undefined
  const whole = !isBig(roots ?? [root])
  let items: Iterable<Element | Parts>
  if (state.settings.tree) {
    items = roots ? (treeChildren(roots, [], state, whole, ['root']) ?? []) : [treeItem(root, state, ['root'], whole)]
  } else {
    items = roots ? (listChildren(roots, [], state, whole) ?? []) : listItems(root, state, whole)
  }

  const className = [state.settings.tree ? 'tree' : 'bidtable']
  if (whole) {
    const list = element('ul', {}, items as Element[])
    return element('div', {className}, conditions ? [conditions, list] : [list])
  }

  const list: Parts = {type: 'parts', element: element('ul', {}), children: items}
  return {type: 'parts', element: element('div', {className}), children: conditions ? [conditions, list] : [list]}
}

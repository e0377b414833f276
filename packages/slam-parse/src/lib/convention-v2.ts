/**
 * Version 2 conventions (`conventionsv2/*.conv`, formats.md §3.3):
 * `<convention>` with names, parents and `<actions>`; each action is an
 * element with a `bid` attribute, whatever its tag.
 */

import type {Bid, Break, Convention, ConventionReference, Meaning, Opaque, Text} from '@bidding/core'
import type {Seat} from '@bidding/core/calls'
import type {Comment, Element, ElementContent} from 'xast'
import {formatOver, looseCall, parseSlamCall, readOverItem, splitOver} from '@bidding/slam-util'
import {otherAttributes, positionOf, warn, xmlOf, type Context} from './context.js'
import {readHandtypes} from '@bidding/slam-util'
import type {SlamBidData, SlamConventionData, SlamHeadItem, SlamReferenceData} from '@bidding/slam-util'
import {attributeOf, attributesOf, hasMarkup, isWhitespace, textOf} from '@bidding/safe-xml'

/** Content of `<actions>` and of an action. */
export type ActionContent = Bid | ConventionReference | Opaque

// Documented for `<relay>` in conventionsv2.txt; kept without a warning.
const documentedAttributes = new Set(['relayto'])

/** Read a version 2 `<convention>`. */
export function conventionV2(context: Context, element: Element): Convention {
  const names: string[] = []
  const parents: string[] = []
  const head: SlamHeadItem[] = []
  let children: ActionContent[] = []
  let actions: Element | undefined

  for (const child of element.children) {
    if (isWhitespace(child)) continue
    if (child.type === 'element' && (child.name === 'name' || child.name === 'parent')) {
      const item = textElement(context, child)
      ;(child.name === 'name' ? names : parents).push(item.value)
      head.push(item.xml === undefined ? {type: child.name} : {type: child.name, xml: item.xml, value: item.value})
    } else if (child.type === 'element' && child.name === 'actions' && !actions) {
      actions = child
      const attributes = otherAttributes(context, child, new Set())
      head.push(attributes ? {type: 'actions', attributes} : {type: 'actions'})
      children = actionsContent(context, child.children, true)
    } else {
      if (child.type === 'element') {
        warn(
          context,
          child,
          child.name === 'actions'
            ? 'Unexpected second `<actions>`, SLAMBidding reads only the first'
            : 'Unexpected element `<' + child.name + '>` in `<convention>`, expected `<name>`, `<parent>` or `<actions>`',
          child.name === 'actions' ? 'duplicate-actions' : 'unknown-element'
        )
      } else if (child.type === 'text' || child.type === 'cdata') {
        warn(context, child, 'Unexpected text in `<convention>`, expected elements', 'unexpected-text')
      }

      head.push({type: 'xml', value: xmlOf(context, child)})
    }
  }

  if (names.length === 0) {
    warn(context, element, 'Unexpected convention without `<name>`, expected at least one (nothing can refer to it)', 'missing-name')
  }

  if (!actions) warn(context, element, 'Unexpected convention without `<actions>`, expected one', 'missing-actions')

  const data: SlamConventionData = {}
  const attributes = otherAttributes(context, element, new Set())
  if (attributes) data.attributes = attributes
  if (!isDefaultHead(head)) data.head = head

  const node: Convention = {type: 'convention', names, ...(parents.length > 0 ? {parents} : {}), children}
  const position = positionOf(element)
  if (position) node.position = position
  if (Object.keys(data).length > 0) node.data = {slam: data}
  return node
}

/** Whether the head is names, then parents, then one `<actions>` with no attributes. */
function isDefaultHead(head: readonly SlamHeadItem[]): boolean {
  const order = ['name', 'parent', 'actions']
  let stage = 0
  let actions = 0
  for (const item of head) {
    if (item.type === 'xml') return false
    if (item.type === 'actions' && item.attributes) return false
    if ((item.type === 'name' || item.type === 'parent') && item.xml !== undefined) return false
    const at = order.indexOf(item.type)
    if (at < stage) return false
    stage = at
    if (item.type === 'actions') actions++
  }

  return actions === 1
}

/** A data element (`<name>`, `<parent>`): its text, and its XML when it holds more than text. */
export function textElement(context: Context, element: Element, keep = true): {value: string; xml?: string} {
  const value = textOf(element)
  if (Object.keys(element.attributes).length === 0 && !hasMarkup(element)) return {value}
  warn(
    context,
    element,
    'Unexpected attributes or elements in `<' + element.name + '>`, expected text only (' + (keep ? 'kept as written' : 'only its text is kept') + ')',
    'unexpected-content'
  )
  return {value, xml: xmlOf(context, element)}
}

/** Read the children of `<actions>` (`topLevel`) or of an action. */
export function actionsContent(context: Context, nodes: readonly ElementContent[], topLevel: boolean): ActionContent[] {
  const result: ActionContent[] = []
  for (const node of nodes) {
    if (isWhitespace(node)) continue
    if (node.type === 'element') {
      result.push(actionChild(context, node, topLevel))
      continue
    }

    if (node.type === 'text' || node.type === 'cdata') {
      warn(context, node, 'Unexpected text among actions, expected elements', 'unexpected-text')
    }

    result.push(opaque(context, node))
  }

  return result
}

function actionChild(context: Context, element: Element, topLevel: boolean): ActionContent {
  if (element.name === 'subconvention') return reference(context, element, undefined)
  if (element.name === 'convention' && attributeOf(element, 'name') !== undefined) {
    warn(
      context,
      element,
      'Unexpected `<convention name>` among actions, expected `<subconvention name>` (SLAMBidding does not splice it in)',
      'convention-element'
    )
    return reference(context, element, 'convention')
  }

  if (attributeOf(element, 'bid') === undefined) {
    warn(context, element, 'Unexpected element `<' + element.name + '>` without `bid`, expected an action (kept as written)', 'unknown-element')
    return opaque(context, element)
  }

  return action(context, element, topLevel)
}

function reference(context: Context, element: Element, kind: SlamReferenceData['element']): ConventionReference | Opaque {
  const name = attributeOf(element, 'name')
  if (name === undefined || element.children.some((child) => !isWhitespace(child))) {
    warn(
      context,
      element,
      name === undefined
        ? 'Unexpected `<' + element.name + '>` without `name`, expected `<' + element.name + ' name="…"/>` (kept as written)'
        : 'Unexpected content in `<' + element.name + '>`, expected an empty element (kept as written)',
      name === undefined ? 'missing-name' : 'unexpected-content'
    )
    return opaque(context, element)
  }

  const node: ConventionReference = {type: 'conventionReference', name}
  const position = positionOf(element)
  if (position) node.position = position
  const data: SlamReferenceData = {}
  if (kind) data.element = kind
  const attributes = otherAttributes(context, element, new Set(['name']))
  if (attributes) data.attributes = attributes
  if (Object.keys(data).length > 0) node.data = {slam: data}
  return node
}

/** Kept as written: a comment, an instruction, stray text, an element not understood. */
export function opaque(context: Context, node: ElementContent): Opaque {
  const result: Opaque = {type: 'opaque', format: 'xml', value: xmlOf(context, node)}
  const position = positionOf(node)
  if (position) result.position = position
  return result
}

/** Read an action element (one with a `bid` attribute). */
function action(context: Context, element: Element, topLevel: boolean): Bid | Opaque {
  const raw = attributeOf(element, 'bid')!
  let call: string | undefined = parseSlamCall(raw)
  if (!call) {
    call = looseCall(raw)
    warn(
      context,
      element,
      'Unexpected call `' +
        raw +
        '`, expected `PASS`, `X`, `XX` or a bid such as `1NT` (SLAMBidding compares calls exactly)' +
        (call ? '' : '; kept as written'),
      'invalid-call'
    )
    if (!call) return opaque(context, element)
  }

  const data: SlamBidData = {}
  // Fields in the order JSON should show them; the node is made at the end.
  const node: BidFields = {}

  // Children: leading comments are the meaning, the first `<handtypes>` the constraint.
  const rest = [...element.children]
  const comments: Comment[] = []
  while (rest.length > 0) {
    const first = rest[0]!
    if (isWhitespace(first)) rest.shift()
    else if (first.type === 'comment' && first.value.trim() !== '') comments.push(rest.shift() as Comment)
    else break
  }

  const handtypesIndex = rest.findIndex((child) => child.type === 'element' && child.name === 'handtypes')
  if (handtypesIndex !== -1) {
    // Where it stood among the other children, when not first (so text around it stays apart).
    const before = rest.slice(0, handtypesIndex).filter((child) => !isWhitespace(child)).length
    if (before > 0) data.handtypesAt = before
    const handtypes = rest.splice(handtypesIndex, 1)[0] as Element
    const result = readHandtypes(handtypes, (problem) => {
      warn(context, problem.node, problem.reason, problem.ruleId)
    })
    node.constraint = result.constraint
    if (!result.plain) data.handtypes = strip(handtypes)
  }

  node.action = element.name

  const over = attributeOf(element, 'over')
  if (over === undefined) {
    // The reference checks `over` of every action but the openings.
    if (!(topLevel && element.name === 'open')) {
      node.over = ['P']
      data.overDefault = true
    }
  } else {
    node.over = readOver(context, element, over)
    if (formatOver(node.over) !== over) data.over = over
  }

  const seats = readSeats(context, element, node, data)
  const attributes = otherAttributes(context, element, new Set(['bid', 'over', ...seats.read]), new Set([...documentedAttributes, ...seats.invalid]))
  if (attributes) data.attributes = attributes

  const children: Bid['children'] = []
  if (comments.length > 0) children.push(meaning(comments))
  for (const child of rest) {
    if (child.type === 'element' && child.name === 'handtypes') {
      warn(context, child, 'Unexpected second `<handtypes>`, SLAMBidding reads only the first (kept as written)', 'duplicate-handtypes')
      children.push(opaque(context, child))
    } else {
      children.push(...actionsContent(context, [child], false))
    }
  }

  const result: Bid = {type: 'bid', call, ...(raw === call ? {} : {raw}), by: 'we', ...node, children}
  const position = positionOf(element)
  if (position) result.position = position
  if (Object.keys(data).length > 0) result.data = {slam: data}
  return result
}

/** The fields of a bid the reader fills in as it goes. */
export type BidFields = Pick<Bid, 'constraint' | 'action' | 'over' | 'seats'>

function readOver(context: Context, element: Element, value: string): 'all' | string[] {
  const split = splitOver(value)
  if (split === 'all') return split
  return split.map((item) => {
    const read = readOverItem(item)
    if (!read.exact) {
      warn(
        context,
        element,
        'Unexpected `' +
          item +
          '` in `over`, expected `all` or calls such as `PASS, X, 2C` (SLAMBidding compares each exactly' +
          (read.value === item ? ', so it never matches' : '') +
          ')',
        'invalid-over'
      )
    }

    return read.value
  })
}

/** Read `seats` (or `seat`): which attribute was read as seats, and which holds something else. */
export function readSeats(
  context: Context,
  element: Element,
  node: BidFields,
  data: SlamBidData
): {read: string[]; invalid: string[]} {
  const seats = attributeOf(element, 'seats')
  const seat = attributeOf(element, 'seat')
  const name = seats === undefined ? (seat === undefined ? undefined : 'seat') : 'seats'
  const value = seats ?? seat
  if (name === undefined || value === undefined) return {read: [], invalid: []}

  if (!/^[1-4]*$/.test(value)) {
    warn(context, element, 'Unexpected `' + name + '="' + value + '"`, expected seats such as `1234` (kept as written)', 'invalid-seats')
    return {read: [], invalid: [name]}
  }

  if (name === 'seat') {
    warn(context, element, 'Unexpected attribute `seat`, expected `seats` (read as `seats`)', 'seat-attribute')
    data.seatsAttribute = 'seat'
  }

  const list = [...new Set([...value].map(Number))].sort() as Seat[]
  node.seats = list
  if (list.join('') !== value) data.seats = value
  return {read: [name], invalid: []}
}

/** The meaning of an action: its leading comments, one text each, separated by breaks. */
function meaning(comments: readonly Comment[]): Meaning {
  const children: Meaning['children'] = []
  for (const [index, comment] of comments.entries()) {
    if (index > 0) {
      const previous = comments[index - 1]!
      const brk: Break = {type: 'break'}
      if (previous.position && comment.position) brk.position = {start: {...previous.position.end}, end: {...comment.position.start}}
      children.push(brk)
    }

    const text: Text = {type: 'text', value: comment.value.trim()}
    const position = positionOf(comment)
    if (position) text.position = position
    children.push(text)
  }

  const node: Meaning = {type: 'meaning', children}
  const first = comments[0]!.position
  const last = comments.at(-1)!.position
  if (first && last) node.position = {start: {...first.start}, end: {...last.end}}
  return node
}

/** A copy of an element without positions and white space, for `data`. */
export function strip(element: Element): Element {
  const children: Element['children'] = []
  for (const child of element.children) {
    if (isWhitespace(child)) continue
    if (child.type === 'element') children.push(strip(child))
    else if (child.type === 'text') children.push({type: 'text', value: child.value.replace(/^[\t\n\r ]+|[\t\n\r ]+$/g, '')})
    else if (child.type === 'instruction') children.push({type: 'instruction', name: child.name, value: child.value})
    else children.push({type: child.type, value: child.value})
  }

  // Attribute order means nothing in XML; the writer prints them sorted.
  const attributes = Object.fromEntries(attributesOf(element).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
  return {type: 'element', name: element.name, attributes, children}
}

/**
 * Version 1 conventions (`conventions/*.conv`, written by
 * `conventionmaker.py`; formats.md §3.4). Each `<action>` lists the whole
 * auctions before it; the reader groups them by the calls before RHO's last
 * call and hangs one bid per group under bids for those calls, so the tree
 * reads like a version 2 one.
 */

import type {Bid, Convention, ConventionReference, Opaque} from '@bidding/core'
import type {Seat} from '@bidding/core/calls'
import type {Element, ElementContent} from 'xast'
import {looseCall, parseSlamCall, splitV1Auction, type V1Step} from '@bidding/slam-util'
import {clone, otherAttributes, positionOf, warn, xmlOf, type Context} from './context.js'
import {opaque, strip, textElement} from './convention-v2.js'
import {readHandtypes} from '@bidding/slam-util'
import type {SlamBidData, SlamConventionData, SlamHeadItem, SlamReferenceData} from '@bidding/slam-util'
import {attributeOf, isWhitespace, textOf} from '@bidding/safe-xml'

type V1Content = Bid | ConventionReference | Opaque

/** Auctions of an action that share their calls before RHO's last call. */
interface Group {
  key: string
  steps: V1Step[]
  over: string[]
  seats: Set<Seat>
  auctions: string[]
}

/** Whether a `<convention>` is in the version 1 format (no `<actions>`, but `<action>`, `<reqconv>` or `<subconv>`). */
export function isVersion1(element: Element): boolean {
  let v1 = false
  for (const child of element.children) {
    if (child.type !== 'element') continue
    if (child.name === 'actions') return false
    if (child.name === 'action' || child.name === 'reqconv' || child.name === 'subconv') v1 = true
  }

  return v1
}

/** Read a version 1 `<convention>`. */
export function conventionV1(context: Context, element: Element): Convention {
  const names: string[] = []
  const parents: string[] = []
  const head: SlamHeadItem[] = []
  const children: V1Content[] = []
  let actionIndex = 0

  for (const child of element.children) {
    if (isWhitespace(child)) continue
    if (child.type === 'element' && child.name === 'name') {
      const item = textElement(context, child)
      names.push(item.value)
      head.push(item.xml === undefined ? {type: 'name'} : {type: 'name', xml: item.xml, value: item.value})
    } else if (child.type === 'element' && child.name === 'reqconv' && attributeOf(child, 'name') !== undefined) {
      const name = attributeOf(child, 'name')!
      parents.push(name)
      const plain = Object.keys(child.attributes).length === 1 && child.children.every((node) => isWhitespace(node))
      if (!plain) {
        warn(context, child, 'Unexpected attributes or content in `<reqconv>`, expected `<reqconv name="…"/>` (kept as written)', 'unexpected-content')
      }

      head.push(plain ? {type: 'parent'} : {type: 'parent', xml: xmlOf(context, child), value: name})
    } else if (child.type === 'element' && child.name === 'subconv' && attributeOf(child, 'name') !== undefined) {
      children.push(subconv(context, child))
    } else if (child.type === 'element' && child.name === 'action' && attributeOf(child, 'bid') !== undefined) {
      action(context, child, actionIndex++, children)
    } else {
      if (child.type === 'element') {
        warn(
          context,
          child,
          'Unexpected element `<' + child.name + '>` in a version 1 `<convention>`, expected `<name>`, `<reqconv name>`, `<subconv name>` or `<action bid>` (kept as written)',
          'unknown-element'
        )
      } else if (child.type === 'text' || child.type === 'cdata') {
        warn(context, child, 'Unexpected text in `<convention>`, expected elements', 'unexpected-text')
      }

      keep(context, children, child)
    }
  }

  if (names.length === 0) {
    warn(context, element, 'Unexpected convention without `<name>`, expected at least one (nothing can refer to it)', 'missing-name')
  }

  const data: SlamConventionData = {version: 1}
  const attributes = otherAttributes(context, element, new Set())
  if (attributes) data.attributes = attributes
  const defaultOrder = head.every((item, index) => item.type !== 'xml' && !('xml' in item) && (item.type === 'name' || head.slice(index).every((next) => next.type !== 'name')))
  if (!defaultOrder) data.head = head

  const node: Convention = {type: 'convention', names, ...(parents.length > 0 ? {parents} : {}), children}
  const position = positionOf(element)
  if (position) node.position = position
  node.data = {slam: data}
  return node
}

function subconv(context: Context, element: Element): ConventionReference | Opaque {
  if (element.children.some((child) => !isWhitespace(child))) {
    warn(context, element, 'Unexpected content in `<subconv>`, expected an empty element (kept as written)', 'unexpected-content')
    return opaque(context, element)
  }

  const node: ConventionReference = {type: 'conventionReference', name: attributeOf(element, 'name')!}
  const position = positionOf(element)
  if (position) node.position = position
  const data: SlamReferenceData = {element: 'subconv'}
  const attributes = otherAttributes(context, element, new Set(['name']))
  if (attributes) data.attributes = attributes
  node.data = {slam: data}
  return node
}

/**
 * Keep `node` as written at the end of `list`. Stray text right after stray
 * text joins it: what stood between them (`<name>`, `<reqconv>`,
 * `<PossibleAuctions>`, `<HCP>`, `<shape>`) is written in its own place, so
 * the two would be written side by side and read back as one text.
 */
function keep(context: Context, list: V1Content[], node: ElementContent): void {
  const kept = opaque(context, node)
  const last = list.at(-1)
  if (node.type === 'text' && last?.type === 'opaque' && isText(last)) {
    last.value += '\n' + kept.value
    if (last.position && kept.position) last.position = {start: last.position.start, end: kept.position.end}
    return
  }

  list.push(kept)
}

/** Whether kept XML is text (markup, CDATA, comments and instructions start with `<`; text has it escaped). */
function isText(node: Opaque): boolean {
  return node.format === 'xml' && !node.value.startsWith('<')
}

/** Read one `<action>` into one bid per group of its auctions, placed under their context bids. */
function action(context: Context, element: Element, index: number, into: V1Content[]): void {
  const raw = attributeOf(element, 'bid')!
  let call: string | undefined = parseSlamCall(raw)
  if (!call) {
    call = looseCall(raw)
    warn(
      context,
      element,
      'Unexpected call `' + raw + '`, expected `PASS`, `X`, `XX` or a bid such as `1NT`' + (call ? '' : '; kept as written'),
      'invalid-call'
    )
    if (!call) {
      into.push(opaque(context, element))
      return
    }
  }

  const data: SlamBidData = {}
  const attributes = otherAttributes(context, element, new Set(['bid']))
  if (attributes) data.attributes = attributes

  const groups: Group[] = []
  const hand: Element = {type: 'element', name: 'type', attributes: {}, children: []}
  const extra: Opaque[] = []
  let auctionsSeen = false

  for (const child of element.children) {
    if (isWhitespace(child)) continue
    if (child.type === 'element' && child.name === 'PossibleAuctions' && !auctionsSeen) {
      auctionsSeen = true
      readAuctions(context, child, groups)
    } else if (child.type === 'element' && child.name === 'HCP') {
      hand.children.push(child)
    } else if (child.type === 'element' && child.name === 'shape') {
      for (const suit of child.children) if (!isWhitespace(suit)) hand.children.push(suit)
      if (Object.keys(child.attributes).length > 0) {
        warn(context, child, 'Unexpected attributes on `<shape>`, expected none (dropped)', 'unknown-attribute')
      }
    } else {
      if (child.type === 'element') {
        warn(
          context,
          child,
          'Unexpected element `<' + child.name + '>` in `<action>`, expected `<PossibleAuctions>`, `<HCP>` or `<shape>` (kept as written)',
          'unknown-element'
        )
      } else if (child.type === 'text' || child.type === 'cdata') {
        warn(context, child, 'Unexpected text in `<action>`, expected `<PossibleAuctions>`, `<HCP>` or `<shape>` (kept as written)', 'unexpected-text')
      }

      keep(context, extra, child)
    }
  }

  const handtypes: Element = {type: 'element', name: 'handtypes', attributes: {}, children: [hand]}
  const result = readHandtypes(handtypes, (problem) => {
    warn(context, problem.node, problem.reason, problem.ruleId)
  })
  const constraint = result.constraint.children[0]!
  if (!result.plain) data.handtypes = strip(hand)

  if (groups.length === 0) groups.push({key: '', steps: [], over: [], seats: new Set(), auctions: []})

  for (const [groupIndex, group] of groups.entries()) {
    const leaf: Bid = {
      type: 'bid',
      call,
      ...(raw === call ? {} : {raw}),
      by: 'we',
      constraint: clone(constraint),
      action: 'action',
      ...(group.over.length > 0 ? {over: group.over} : {}),
      ...(group.seats.size > 0 ? {seats: [...group.seats].sort()} : {}),
      children: groupIndex === 0 ? extra : []
    }
    const position = positionOf(element)
    if (position) leaf.position = position
    const leafData: SlamBidData = groupIndex === 0 ? {...data} : {}
    if (groupIndex > 0 && data.handtypes) leafData.handtypes = data.handtypes
    leafData.v1 = {action: index, auctions: group.auctions}
    leaf.data = {slam: leafData}
    place(into, group.steps, leaf, element)
  }
}

/** Group the `<auction>`s of `<PossibleAuctions>` by the calls before RHO's last call. */
function readAuctions(context: Context, element: Element, groups: Group[]): void {
  // Unreadable auctions stay with the group before them (or the first one).
  let current: Group | undefined
  const orphans: string[] = []
  for (const child of element.children) {
    if (isWhitespace(child)) continue
    if (child.type !== 'element' || child.name !== 'auction') {
      warn(context, child, 'Unexpected content in `<PossibleAuctions>`, expected `<auction>` elements (dropped)', 'unknown-element')
      continue
    }

    const text = textOf(child)
    const shape = splitV1Auction(text)
    if (!shape) {
      const bad = text.trim() === '' ? -1 : text.split(', ').findIndex((item) => parseSlamCall(item) === undefined)
      warn(
        context,
        child,
        bad === -1
          ? 'Unexpected auction `' + text + '`, expected one that leaves a call to make (kept as written)'
          : 'Unexpected call `' + text.split(', ')[bad] + '` in `<auction>`, expected calls such as `1NT, PASS` (kept as written)',
        bad === -1 ? 'invalid-auction' : 'invalid-call'
      )
      if (current) current.auctions.push(text)
      else orphans.push(text)
      continue
    }

    const key = JSON.stringify([shape.steps, shape.over === undefined])
    let group = groups.find((item) => item.key === key)
    if (!group) {
      group = {key, steps: shape.steps, over: [], seats: new Set(), auctions: [...orphans]}
      orphans.length = 0
      groups.push(group)
    }

    group.auctions.push(text)
    if (shape.over !== undefined && !group.over.includes(shape.over)) group.over.push(shape.over)
    group.seats.add(shape.seat)
    current = group
  }

  if (orphans.length > 0) groups.push({key: '', steps: [], over: [], seats: new Set(), auctions: orphans})
}

/** Put a bid at the end of the path of context bids for `steps`, reusing the last ones. */
function place(into: V1Content[], steps: readonly V1Step[], leaf: Bid, element: Element): void {
  let list: V1Content[] = into
  for (const step of steps) {
    const last = list.at(-1)
    if (
      last?.type === 'bid' &&
      last.data?.slam?.v1?.context === true &&
      last.call === step.call &&
      (step.over === undefined ? last.over === undefined : last.over?.length === 1 && last.over[0] === step.over)
    ) {
      list = last.children as V1Content[]
      continue
    }

    const context: Bid = {type: 'bid', call: step.call, by: 'we', ...(step.over === undefined ? {} : {over: [step.over]}), children: []}
    const position = positionOf(element)
    if (position) context.position = position
    context.data = {slam: {v1: {context: true}}}
    list.push(context)
    list = context.children as V1Content[]
  }

  list.push(leaf)
}

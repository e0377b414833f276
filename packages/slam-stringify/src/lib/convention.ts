/**
 * A `convention` → version 2 `<convention>`: names and parents, then
 * `<actions>` with one element per bid (tag from `action`), nested.
 */

import type {Bid, BidContent, Convention, ConventionContent, ConventionReference, Opaque, PhrasingContent} from '@bidding/core'
import type {SlamHeadItem} from '@bidding/slam-util'
import {handtypesOut} from './handtypes.js'
import {callText, equal, formatOver, readOver, warn, warnOnce, type State} from './state.js'
import {xmlElement, type Raw} from '@bidding/safe-xml'
import type {Element, ElementContent} from 'xast'
import {x} from 'xastscript'
import {commentBody} from './comment.js'

type Content = ConventionContent | BidContent

const tagName = /^[A-Za-z_][\w.-]*$/

/** Write a convention in the version 2 format. */
export function conventionV2(state: State, convention: Convention): Element {
  const actions = x('actions', {}, content(state, convention.children, true))
  return xmlElement('convention', convention.data?.slam?.attributes, head(convention, actions, 'parent'))
}

/**
 * The children of `<convention>`: names, parents and `body` in the order the
 * reader found them, when the tree still has as many names and parents.
 */
export function head(convention: Convention, body: Element | ElementContent[], parentElement: 'parent' | 'reqconv'): ElementContent[] {
  const names = convention.names
  const parents = convention.parents ?? []
  const recorded = convention.data?.slam?.head
  const items: readonly SlamHeadItem[] = recorded ?? []
  const bodyNodes = Array.isArray(body) ? body : [body]
  const count = (type: string): number => items.filter((item) => item.type === type).length
  // An empty head that was recorded is followed too: a convention read with nothing in it stays without `<actions>`.
  const follow = recorded !== undefined && count('name') === names.length && count('parent') === parents.length
  const parentOut = (value: string): Element => (parentElement === 'parent' ? x('parent', {}, value) : x('reqconv', {name: value}))
  const raw = (value: string): Raw => ({type: 'raw', value})

  const result: ElementContent[] = []
  if (!follow) {
    for (const name of names) result.push(x('name', {}, name))
    for (const parent of parents) result.push(parentOut(parent))
    for (const item of items) if (item.type === 'xml') result.push(raw(item.value))
    result.push(...bodyNodes)
    return result
  }

  let name = 0
  let parent = 0
  let placed = false
  for (const item of items) {
    if (item.type === 'xml') {
      result.push(raw(item.value))
    } else if (item.type === 'actions') {
      if (!Array.isArray(body) && item.attributes) body.attributes = {...body.attributes, ...item.attributes}
      result.push(...bodyNodes)
      placed = true
    } else {
      const value = item.type === 'name' ? names[name++]! : parents[parent++]!
      result.push(item.xml !== undefined && item.value === value ? raw(item.xml) : item.type === 'name' ? x('name', {}, value) : parentOut(value))
    }
  }

  // A convention read without `<actions>` gets one only once it has actions.
  if (!placed && (Array.isArray(body) ? body.length > 0 : body.children.length > 0)) result.push(...bodyNodes)

  return result
}

/** Output for the children of `<actions>` or of an action. */
function content(state: State, children: readonly Content[], topLevel: boolean): ElementContent[] {
  const result: ElementContent[] = []
  for (const child of children) {
    switch (child.type) {
      case 'bid': {
        result.push(...bidOut(state, child, topLevel))
        break
      }

      case 'conventionReference': {
        result.push(referenceOut(child))
        break
      }

      case 'opaque': {
        const out = opaqueOut(state, child)
        if (out) result.push(out)
        break
      }

      case 'meaning': {
        // Written with its bid (first); one elsewhere has no place.
        break
      }

      default: {
        const node: {type: string} = child
        warnOnce(state, undefined, 'Unexpected node `' + node.type + '` in a convention, expected `bid`, `conventionReference` or `opaque` (dropped)', 'unknown-node')
      }
    }
  }

  return result
}

/** A reference: `<subconvention name>`, or the element it was read from. */
export function referenceOut(reference: ConventionReference): Element {
  const attributes = {...reference.data?.slam?.attributes, name: reference.name}
  const name = reference.data?.slam?.element === 'convention' ? 'convention' : reference.data?.slam?.element === 'subconv' ? 'subconv' : 'subconvention'
  return xmlElement(name, attributes)
}

/** Opaque XML as written; other formats cannot be written. */
export function opaqueOut(state: State, node: Opaque): Raw | undefined {
  if (node.format === 'xml') return {type: 'raw', value: node.value}
  warn(state, node, 'Cannot write opaque `' + node.format + '` content in SLAMBidding XML (dropped)', 'unsupported-node')
  return undefined
}

/** The elements for a bid: one action, or, for an opponent's call, our answers to it. */
function bidOut(state: State, bid: Bid, topLevel: boolean): Element[] {
  if (bid.by === 'they') {
    // SLAMBidding writes the opponents' calls in `over` of our next call.
    const result: Element[] = []
    for (const child of bid.children) {
      if (child.type !== 'bid') continue
      result.push(...bidOut(state, child.over === undefined ? {...child, over: [bid.call]} : child, topLevel))
    }

    return result
  }

  const data = bid.data?.slam
  const attributes: Record<string, string> = {...data?.attributes, bid: callText(state, bid)}

  if (bid.over !== undefined && !(data?.overDefault && equal(bid.over, ['P']))) {
    attributes.over = data?.over !== undefined && equal(readOver(data.over), bid.over) ? data.over : formatOver(bid.over)
  }

  if (bid.seats !== undefined) {
    const raw = data?.seats
    const value = raw !== undefined && equal([...new Set([...raw].map(Number))].sort(), bid.seats) ? raw : bid.seats.join('')
    attributes[data?.seatsAttribute ?? 'seats'] = value
  }

  // A version 1 `<action>` says nothing about its kind: name it as a bid from elsewhere.
  const action = bid.data?.slam?.v1 && bid.action === 'action' ? undefined : bid.action
  let tag = action ?? (topLevel ? 'open' : bid.call === 'P' ? 'pass' : 'tell')
  if (!tagName.test(tag)) {
    warn(state, bid, 'Unexpected action `' + tag + '`, expected an XML name such as `raise` (written as `tell`)', 'invalid-action')
    tag = 'tell'
  }

  const children: ElementContent[] = []
  const meaning = bid.children.find((child) => child.type === 'meaning')
  if (meaning) children.push(...meaningComments(state, meaning.children, bid))
  const rest = content(state, bid.children, false)
  const handtypes = handtypesOut(state, bid)
  if (handtypes) rest.splice(Math.min(data?.handtypesAt ?? 0, rest.length), 0, handtypes)
  children.push(...rest)
  return [xmlElement(tag, attributes, children)]
}

/** A meaning as comments: one per line (a `break` starts a new one). */
function meaningComments(state: State, phrasing: readonly PhrasingContent[], bid: Bid): ElementContent[] {
  const lines: string[] = ['']
  const add = (nodes: readonly PhrasingContent[]): void => {
    for (const node of nodes) {
      if (node.type === 'break') lines.push('')
      else if (node.type === 'text' || node.type === 'inlineCode') lines[lines.length - 1] += node.value
      else if (node.type === 'suit') lines[lines.length - 1] += {S: '♠', H: '♥', D: '♦', C: '♣'}[node.suit]
      else add(node.children)
    }
  }

  add(phrasing)
  const result: ElementContent[] = []
  for (const line of lines) {
    if (line.trim() === '') continue
    const body = commentBody(line.trim())
    if (body.changed) warn(state, bid, 'Unexpected `--` in a meaning, which an XML comment cannot hold (written as `- -`)', 'comment-text')
    result.push({type: 'comment', value: body.value})
  }

  return result
}

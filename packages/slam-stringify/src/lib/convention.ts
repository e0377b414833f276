/**
 * A `convention` → version 2 `<convention>`: names and parents, then
 * `<actions>` with one element per bid (tag from `action`), nested.
 */

import type {Bid, BidContent, Convention, ConventionContent, ConventionReference, Opaque, PhrasingContent} from '@bidding/core'
import type {SlamHeadItem} from '@bidding/slam-util'
import {handtypesOut} from './handtypes.js'
import {callText, equal, formatOver, readOver, warn, warnOnce, type State} from './state.js'
import {commentBody, dataElement, element, type Out, type OutElement} from './xml.js'

type Content = ConventionContent | BidContent

const tagName = /^[A-Za-z_][\w.-]*$/

/** Write a convention in the version 2 format. */
export function conventionV2(state: State, convention: Convention): OutElement {
  const actions = element('actions', {}, content(state, convention.children, true))
  return element('convention', {...convention.data?.slam?.attributes}, head(convention, actions, 'parent'))
}

/**
 * The children of `<convention>`: names, parents and `body` in the order the
 * reader found them, when the tree still has as many names and parents.
 */
export function head(convention: Convention, body: OutElement | Out[], parentElement: 'parent' | 'reqconv'): Out[] {
  const names = convention.names
  const parents = convention.parents ?? []
  const items: readonly SlamHeadItem[] = convention.data?.slam?.head ?? []
  const bodyNodes = Array.isArray(body) ? body : [body]
  const count = (type: string): number => items.filter((item) => item.type === type).length
  const follow = items.length > 0 && count('name') === names.length && count('parent') === parents.length
  const parentOut = (value: string): Out =>
    parentElement === 'parent' ? dataElement('parent', value) : element('reqconv', {name: value})

  const result: Out[] = []
  if (!follow) {
    for (const name of names) result.push(dataElement('name', name))
    for (const parent of parents) result.push(parentOut(parent))
    for (const item of items) if (item.type === 'xml') result.push({type: 'raw', value: item.value})
    result.push(...bodyNodes)
    return result
  }

  let name = 0
  let parent = 0
  let placed = false
  for (const item of items) {
    if (item.type === 'xml') {
      result.push({type: 'raw', value: item.value})
    } else if (item.type === 'actions') {
      if (!Array.isArray(body) && item.attributes) Object.assign(body.attributes, item.attributes)
      result.push(...bodyNodes)
      placed = true
    } else {
      const value = item.type === 'name' ? names[name++]! : parents[parent++]!
      result.push(item.xml !== undefined && item.value === value ? {type: 'raw', value: item.xml} : item.type === 'name' ? dataElement('name', value) : parentOut(value))
    }
  }

  // A convention read without `<actions>` gets one only once it has actions.
  if (!placed && (Array.isArray(body) ? body.length > 0 : body.children.length > 0)) result.push(...bodyNodes)

  return result
}

/** Output for the children of `<actions>` or of an action. */
function content(state: State, children: readonly Content[], topLevel: boolean): Out[] {
  const result: Out[] = []
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
export function referenceOut(reference: ConventionReference): Out {
  const attributes = {...reference.data?.slam?.attributes, name: reference.name}
  const name = reference.data?.slam?.element === 'convention' ? 'convention' : reference.data?.slam?.element === 'subconv' ? 'subconv' : 'subconvention'
  return element(name, attributes)
}

/** Opaque XML as written; other formats cannot be written. */
export function opaqueOut(state: State, node: Opaque): Out | undefined {
  if (node.format === 'xml') return {type: 'raw', value: node.value}
  warn(state, node, 'Cannot write opaque `' + node.format + '` content in SLAMBidding XML (dropped)', 'unsupported-node')
  return undefined
}

/** The elements for a bid: one action, or, for an opponent's call, our answers to it. */
function bidOut(state: State, bid: Bid, topLevel: boolean): Out[] {
  if (bid.by === 'they') {
    // SLAMBidding writes the opponents' calls in `over` of our next call.
    const result: Out[] = []
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

  const children: Out[] = []
  const meaning = bid.children.find((child) => child.type === 'meaning')
  if (meaning) children.push(...meaningComments(state, meaning.children, bid))
  const rest = content(state, bid.children, false)
  const handtypes = handtypesOut(state, bid)
  if (handtypes) rest.splice(Math.min(data?.handtypesAt ?? 0, rest.length), 0, handtypes)
  children.push(...rest)
  return [element(tag, attributes, children)]
}

/** A meaning as comments: one per line (a `break` starts a new one). */
function meaningComments(state: State, phrasing: readonly PhrasingContent[], bid: Bid): Out[] {
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
  const result: Out[] = []
  for (const line of lines) {
    if (line.trim() === '') continue
    const body = commentBody(line.trim())
    if (body.changed) warn(state, bid, 'Unexpected `--` in a meaning, which an XML comment cannot hold (written as `- -`)', 'comment-text')
    result.push({type: 'comment', value: body.value})
  }

  return result
}

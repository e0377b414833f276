/**
 * A `convention` → version 1 `<convention>` (`conventionmaker.py`'s
 * format): names, `<reqconv>`s, then `<subconv>`s and one `<action>` per
 * action with every auction before it spelled out in `<PossibleAuctions>`.
 */

import {formatCall, isConcrete} from '@bidding/core/calls'
import type {Atom} from '@bidding/core/constraints'
import type {Bid, BidContent, Convention, ConventionContent} from '@bidding/core'
import {xmlElement} from '@bidding/safe-xml'
import {handtypesToConstraint, splitV1Auction} from '@bidding/slam-util'
import type {Element, ElementContent} from 'xast'
import {x} from 'xastscript'
import {head, opaqueOut, referenceOut} from './convention.js'
import {conjunctions, fromXast, typeElements} from './handtypes.js'
import {callText, equal, warn, warnOnce, type State} from './state.js'

/** An action bid and the bids above it. */
interface Leaf {
  bid: Bid
  path: Bid[]
}

/** Write a convention in the version 1 format. */
export function conventionV1(state: State, convention: Convention): Element {
  const body: ElementContent[] = []
  let group: Leaf[] = []

  const flush = (): void => {
    if (group.length > 0) body.push(actionOut(state, group))
    group = []
  }

  const walk = (children: ReadonlyArray<ConventionContent | BidContent>, path: Bid[], topLevel: boolean): void => {
    for (const child of children) {
      if (child.type === 'bid') {
        if (child.data?.slam?.v1?.context) {
          walk(child.children, [...path, child], false)
          continue
        }

        const action = child.data?.slam?.v1?.action
        if (group.length > 0 && (action === undefined || group[0]!.bid.data?.slam?.v1?.action !== action)) flush()
        group.push({bid: child, path})
        if (action === undefined) flush()
        walk(child.children, [...path, child], false)
      } else if (topLevel && child.type === 'conventionReference') {
        flush()
        body.push(referenceOut(child.data?.slam?.element ? child : {...child, data: {...child.data, slam: {...child.data?.slam, element: 'subconv'}}}))
      } else if (topLevel && child.type === 'opaque') {
        flush()
        const out = opaqueOut(state, child)
        if (out) body.push(out)
      } else if (child.type === 'conventionReference') {
        warnOnce(state, child, 'Cannot write a subconvention below the top of a version 1 convention (dropped)', 'unsupported-node')
      } else if (child.type === 'meaning') {
        warnOnce(state, child, 'Cannot write a meaning in a version 1 convention, which has no comments (dropped)', 'unsupported-node')
      }

      // Opaque content below the top is written inside its action.
    }
  }

  walk(convention.children, [], true)
  flush()
  return xmlElement('convention', convention.data?.slam?.attributes, head(convention, body, 'reqconv'))
}

/** One `<action>` for consecutive bids read from it (or one bid). */
function actionOut(state: State, leaves: readonly Leaf[]): Element {
  const first = leaves[0]!.bid
  const attributes = {...first.data?.slam?.attributes, bid: callText(state, first)}
  const auctions: Element[] = []
  for (const leaf of leaves) {
    for (const text of auctionsOf(state, leaf)) auctions.push(x('auction', {}, text))
  }

  const children: ElementContent[] = [x('PossibleAuctions', {}, auctions), ...handElements(state, first)]
  for (const child of first.children) {
    if (child.type === 'opaque') {
      const out = opaqueOut(state, child)
      if (out) children.push(out)
    }
  }

  return xmlElement('action', attributes, children)
}

/** `<HCP>` and `<shape>`: runs of suit elements go in a `<shape>`. */
function handElements(state: State, bid: Bid): ElementContent[] {
  let elements: ElementContent[] = []
  const stored = bid.data?.slam?.handtypes
  const handtypes: Element | undefined = stored && {type: 'element', name: 'handtypes', attributes: {}, children: [stored]}
  if (handtypes && bid.constraint && equal(handtypesToConstraint(handtypes).children[0], bid.constraint)) {
    elements = fromXast(stored!).children
  } else if (bid.constraint) {
    const options = conjunctions(state, bid.constraint, bid)
    if (options.length !== 1) {
      warn(state, bid, 'Cannot write ' + (options.length === 0 ? 'a bid never made' : 'several hand types') + ' in a version 1 action, which has one (wrote the first)', 'unsupported-constraint')
    }

    elements = typeElements(state, options[0] ?? ([] as Atom[]), bid)
  }

  const result: ElementContent[] = []
  for (const node of elements) {
    const last = result.at(-1)
    if (node.type === 'element' && node.name === 'HCP') result.push(node)
    else if (last?.type === 'element' && last.name === 'shape') last.children.push(node)
    else result.push(x('shape', {}, [node]))
  }

  return result
}

/** The `<auction>` texts of a bid: as read, while they still give its place in the tree; else spelled out. */
function auctionsOf(state: State, leaf: Leaf): string[] {
  const stored = leaf.bid.data?.slam?.v1?.auctions
  if (stored && fits(stored, leaf)) return stored
  return derive(state, leaf)
}

function fits(stored: readonly string[], leaf: Leaf): boolean {
  const steps = leaf.path.map((bid) => ({call: bid.call, over: bid.over}))
  const over = new Set<string>()
  const seats = new Set<number>()
  for (const text of stored) {
    const shape = splitV1Auction(text)
    if (!shape) continue
    if (shape.steps.length !== steps.length) return false
    for (const [index, step] of shape.steps.entries()) {
      const expected = steps[index]!
      if (step.call !== expected.call) return false
      if (step.over === undefined ? expected.over !== undefined : !equal(expected.over, [step.over])) return false
    }

    if (shape.over !== undefined) over.add(shape.over)
    seats.add(shape.seat)
  }

  return equal([...over], leaf.bid.over ?? []) && equal([...seats].sort(), leaf.bid.seats ?? [])
}

/** Every auction a bid's place stands for: each seat, each call of RHO, each call of the opponents on the way. */
function derive(state: State, leaf: Leaf): string[] {
  let prefixes: string[][] = [[]]
  for (const [index, bid] of leaf.path.entries()) {
    const before = overOptions(state, bid, index === 0)
    prefixes = prefixes.flatMap((prefix) => before.map((call) => [...prefix, ...(call === undefined ? [] : [call]), bid.call]))
  }

  const last = overOptions(state, leaf.bid, leaf.path.length === 0)
  const seats = leaf.bid.seats ?? [1, 2, 3, 4]
  const result: string[] = []
  for (const seat of seats) {
    for (const prefix of prefixes) {
      for (const call of last) {
        const calls = call === undefined ? prefix : [...prefix, call]
        const passes = (((seat - 1 - calls.length) % 4) + 4) % 4
        const all = [...Array.from({length: passes}, () => 'P'), ...calls]
        result.push(all.length === 0 ? ' ' : all.map((item) => (isConcrete(item) ? formatCall(item, 'slam') : item)).join(', '))
      }
    }
  }

  return result
}

function overOptions(state: State, bid: Bid, first: boolean): Array<string | undefined> {
  if (bid.over === undefined) return first ? [undefined] : ['P']
  if (bid.over === 'all') {
    warnOnce(state, bid, 'Cannot spell out `over="all"` as version 1 auctions (wrote `PASS`)', 'unsupported-over')
    return ['P']
  }

  return bid.over.length === 0 ? ['P'] : [...bid.over]
}

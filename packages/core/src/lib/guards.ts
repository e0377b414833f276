/**
 * Type guards for bdast nodes, and the assertion a compiler uses to narrow
 * the `Node` unified gives it.
 */

import type {Node as UnistNode} from 'unist'
import type {Bid, Meaning, Nodes, Parents, PhrasingContent, Root, Sequence} from './nodes.js'

const phrasingTypes = new Set(['text', 'emphasis', 'strong', 'inlineCode', 'suit', 'break'])

/** Whether `value` looks like a unist node (an object with a string `type`). */
export function isNode(value: unknown): value is Nodes {
  return typeof value === 'object' && value !== null && typeof (value as {type?: unknown}).type === 'string'
}

/** Whether `node` has children. */
export function isParent(node: unknown): node is Parents {
  return isNode(node) && Array.isArray((node as {children?: unknown}).children)
}

export function isRoot(node: unknown): node is Root {
  return isNode(node) && node.type === 'root'
}

export function isSequence(node: unknown): node is Sequence {
  return isNode(node) && node.type === 'sequence'
}

export function isBid(node: unknown): node is Bid {
  return isNode(node) && node.type === 'bid'
}

export function isMeaning(node: unknown): node is Meaning {
  return isNode(node) && node.type === 'meaning'
}

/** Whether `node` is phrasing (inline) content. */
export function isPhrasing(node: unknown): node is PhrasingContent {
  return isNode(node) && phrasingTypes.has(node.type)
}

/**
 * Assert that `node` is a bdast root; narrows the `Node` a unified compiler
 * receives.
 *
 * @throws {Error} when it is not a root.
 */
export function assertRoot(node: UnistNode | null | undefined): asserts node is Root {
  if (!node || node.type !== 'root') {
    throw new Error('Expected bdast `root`, not `' + (node ? node.type : String(node)) + '`')
  }
}

/** The meaning (description) of a bid, if it has one. */
export function meaningOf(bid: Bid): Meaning | undefined {
  const first = bid.children[0]
  return first?.type === 'meaning' ? first : undefined
}

/** The continuation bids of a bid. */
export function bidsOf(parent: Bid | Sequence): Bid[] {
  const result: Bid[] = []
  for (const child of parent.children) if (child.type === 'bid') result.push(child)
  return result
}

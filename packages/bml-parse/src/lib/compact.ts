/**
 * Trim the tree's arrays to their length. Arrays filled with `push` keep
 * room to grow (a one-child array holds 17 slots); a tree of a large system
 * has hundreds of thousands of them, and that slack was a sixth of the
 * tree's memory, carried through every writer.
 */

import type {Nodes} from '@bidding/core'

interface Parent {
  children?: unknown
}

/** Replace every `children` array of the tree under `node` with an exact-size copy (in place). */
export function compactChildren(node: Nodes): void {
  const stack = [node as Parent]
  while (stack.length > 0) {
    const parent = stack.pop()!
    if (!Array.isArray(parent.children)) continue
    const children = parent.children.slice() as Parent[]
    parent.children = children
    for (const child of children) if (typeof child === 'object' && child !== null) stack.push(child)
  }
}

/**
 * Trim the tree's arrays to their length. Arrays filled with `push` keep
 * room to grow (a one-child array holds 17 slots); a tree of a large system
 * has hundreds of thousands of them, and that slack was a sixth of the
 * tree's memory, carried through every writer.
 */

import type {Root} from '@bidding/core'

interface Parent {
  children?: unknown
}

/** Replace every `children` array of the tree with an exact-size copy (in place). */
export function compactChildren(root: Root): void {
  const stack: Parent[] = [root]
  while (stack.length > 0) {
    const node = stack.pop()!
    if (!Array.isArray(node.children)) continue
    const children = node.children.slice() as Parent[]
    node.children = children
    for (const child of children) if (typeof child === 'object' && child !== null) stack.push(child)
  }
}

/**
 * An element made a child at a time, so that a big bidding table is never
 * hast all at once: `materialise` builds the whole element (for `toHast`),
 * `partsToHtml` writes it as text, each child made, serialised with
 * hast-util-to-html and dropped before the next is made. Both take the
 * children in the same order, so the state they touch (ids, messages)
 * changes in the same order and the text is the same.
 */

import type {Element, ElementContent, RootContent} from 'hast'
import {toHtml as hastToHtml} from 'hast-util-to-html'

/** An element whose children are made as they are taken (`element.children` is not used). */
export interface Parts {
  type: 'parts'
  element: Element
  children: Iterable<ElementContent | Parts>
}

/** Text already written as HTML (hast-util-to-html's `raw`). */
interface Raw {
  type: 'raw'
  value: string
}

/** Where the children go in an element's text: its opening tag before, its closing tag after. */
const childrenMark = '\u0000'

/** An element, or `parts` made whole. */
export function materialise(node: Element | Parts): Element {
  if (node.type === 'element') return node
  const children: ElementContent[] = []
  // One child at a time: the next is made after the last one's own children.
  for (const child of node.children) children.push(child.type === 'parts' ? materialise(child) : child)
  return {...node.element, children}
}

/** The opening and closing tags of an element, as hast-util-to-html writes them. */
function tagsOf(element: Element): [open: string, close: string] {
  const mark: Raw = {type: 'raw', value: childrenMark}
  // The mark is the only raw node, so letting raw nodes through lets only it through.
  const text = hastToHtml({...element, children: [mark as unknown as ElementContent]}, {allowDangerousHtml: true})
  const at = text.lastIndexOf(childrenMark)
  return [text.slice(0, at), text.slice(at + childrenMark.length)]
}

/**
 * Nodes (elements, or parts) → HTML text, in pieces: the text of each
 * whole element, and the tags around the children of parts. Walked with a
 * stack, not recursion, so a deep table needs no deep call stack.
 */
export function* partsToHtml(nodes: Iterable<RootContent | Parts>): Generator<string, void, undefined> {
  const stack: Array<{children: Iterator<RootContent | Parts>; close: string}> = [{children: nodes[Symbol.iterator](), close: ''}]
  while (stack.length > 0) {
    const top = stack.at(-1)!
    const next = top.children.next()
    if (next.done) {
      stack.pop()
      if (top.close !== '') yield top.close
      continue
    }

    const node = next.value
    if (node.type === 'parts') {
      const [open, close] = tagsOf(node.element)
      yield open
      stack.push({children: node.children[Symbol.iterator](), close})
    } else {
      yield hastToHtml(node)
    }
  }
}

/** Pieces of text joined into chunks of at least `size` characters (the last may be shorter), so that each write is worth its cost. */
export function* batched(pieces: Iterable<string>, size = 1 << 16): Generator<string, void, undefined> {
  let batch: string[] = []
  let length = 0
  for (const piece of pieces) {
    if (piece === '') continue
    batch.push(piece)
    length += piece.length
    if (length >= size) {
      yield batch.join('')
      batch = []
      length = 0
    }
  }

  if (length > 0) yield batch.join('')
}

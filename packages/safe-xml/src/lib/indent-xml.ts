/**
 * The indented style of XML files (ElementTree's and minidom's pretty
 * printers, hand-written files) as a whitespace pass over xast: line breaks
 * and indentation go in as text nodes, and the serialiser writes them.
 */

import type {Element, ElementContent, Root, RootContent} from 'xast'
import {hasMarkup} from './xast.js'

/** Options of `indentXml`. */
export interface IndentXmlOptions {
  /** One level of indentation (default: two spaces). */
  unit?: string | null | undefined
  /**
   * Whether an element's children go on lines of their own (default: when it
   * holds anything but text, `hasMarkup`); an element that does not is
   * written on one line, so text in it is kept as it is.
   */
  block?: ((element: Element) => boolean) | null | undefined
}

interface State {
  unit: string
  block: (element: Element) => boolean
}

/**
 * A copy of `tree` indented: its children on lines of their own, and the
 * children of every block element on lines of their own, one level deeper;
 * an empty block element is written over two lines.
 */
export function indentXml(tree: Root, options: Readonly<IndentXmlOptions> = {}): Root {
  const state: State = {unit: options.unit ?? '  ', block: options.block ?? hasMarkup}
  const children: RootContent[] = []
  for (const child of tree.children) {
    if (children.length > 0) children.push({type: 'text', value: '\n'})
    children.push(indented(state, child, 0))
  }

  return {...tree, children}
}

function indented<T extends RootContent>(state: State, node: T, depth: number): T {
  if (node.type !== 'element' || !state.block(node)) return node
  const element: Element = node
  const inner = '\n' + state.unit.repeat(depth + 1)
  const children: ElementContent[] = []
  for (const child of element.children) children.push({type: 'text', value: inner}, indented(state, child, depth + 1))
  children.push({type: 'text', value: '\n' + state.unit.repeat(depth)})
  return {...element, children} as T
}

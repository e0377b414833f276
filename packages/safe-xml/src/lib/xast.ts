/** Small helpers over xast nodes that the XML readers (and their format utilities) share. */

import type {Element, ElementContent, Nodes} from 'xast'

/** The source text of a node, from its offsets. */
export function sliceOf(value: string, node: Nodes): string {
  const start = node.position?.start.offset
  const end = node.position?.end.offset
  /* c8 ignore next -- xast-util-from-xml positions every node */
  if (start === undefined || end === undefined) return ''
  return value.slice(start, end)
}

/** The text of an element: its text and CDATA, concatenated (elements inside are skipped). */
export function textOf(element: Element): string {
  let result = ''
  for (const child of element.children) {
    if (child.type === 'text' || child.type === 'cdata') result += child.value
  }

  return result
}

/** An element's attributes that have a value, in document order. */
export function attributesOf(element: Element): Array<[string, string]> {
  const result: Array<[string, string]> = []
  for (const [name, value] of Object.entries(element.attributes)) {
    if (typeof value === 'string') result.push([name, value])
  }

  return result
}

/** The value of an attribute, if it has one. */
export function attributeOf(element: Element, name: string): string | undefined {
  const value = element.attributes[name]
  return typeof value === 'string' ? value : undefined
}

/** Whether a child is text made only of white space (insignificant between elements). */
export function isWhitespace(node: ElementContent | Nodes): boolean {
  return node.type === 'text' && /^[\t\n\r ]*$/.test(node.value)
}

/** Whether an element holds anything but text (elements, comments, instructions). */
export function hasMarkup(element: Element): boolean {
  return element.children.some((child) => child.type !== 'text' && child.type !== 'cdata')
}

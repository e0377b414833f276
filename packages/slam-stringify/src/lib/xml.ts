/**
 * The XML the writer builds before printing it, and the printer: compact (no
 * white space, as SLAMBidding's live files) or indented by two spaces (as its
 * `prettyprint.py`). Attributes are printed in alphabetical order, as
 * ElementTree and minidom, which wrote the reference files, print them.
 */

/** An element; `text` makes it a data element printed on one line. */
export interface OutElement {
  type: 'element'
  name: string
  attributes: Record<string, string>
  children: Out[]
  text?: string | undefined
}

/** A comment (`value` goes between `<!--` and `-->` as is). */
export interface OutComment {
  type: 'comment'
  value: string
}

/** XML kept as written by a reader. */
export interface OutRaw {
  type: 'raw'
  value: string
}

export type Out = OutElement | OutComment | OutRaw

/** Make an element. */
export function element(name: string, attributes: Record<string, string> = {}, children: Out[] = []): OutElement {
  return {type: 'element', name, attributes, children}
}

/** Make a data element. */
export function dataElement(name: string, text: string, attributes: Record<string, string> = {}): OutElement {
  return {type: 'element', name, attributes, children: [], text}
}

/** Escape text content. */
export function escapeText(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')
}

/** Escape an attribute value (in double quotes); white space other than spaces survives as references. */
export function escapeAttribute(value: string): string {
  return escapeText(value)
    .replaceAll('"', '&quot;')
    .replaceAll('\t', '&#9;')
    .replaceAll('\n', '&#10;')
    .replaceAll('\r', '&#13;')
}

function startTag(node: OutElement): string {
  let result = '<' + node.name
  for (const name of Object.keys(node.attributes).sort()) {
    result += ' ' + name + '="' + escapeAttribute(node.attributes[name]!) + '"'
  }

  return result
}

/** Print nodes; `indent` is `undefined` for compact output. */
export function print(nodes: readonly Out[], compact: boolean): string {
  const lines: string[] = []
  if (compact) {
    return nodes.map((node) => printCompact(node)).join('') + '\n'
  }

  for (const node of nodes) printIndented(node, 0, lines)
  return lines.join('\n') + '\n'
}

function printCompact(node: Out): string {
  if (node.type === 'raw') return node.value
  if (node.type === 'comment') return '<!--' + node.value + '-->'
  if (node.text !== undefined) {
    return node.text === '' ? startTag(node) + ' />' : startTag(node) + '>' + escapeText(node.text) + '</' + node.name + '>'
  }

  if (node.children.length === 0) return startTag(node) + ' />'
  return startTag(node) + '>' + node.children.map((child) => printCompact(child)).join('') + '</' + node.name + '>'
}

function printIndented(node: Out, depth: number, lines: string[]): void {
  const indent = '  '.repeat(depth)
  if (node.type !== 'element' || node.text !== undefined || node.children.length === 0) {
    lines.push(indent + printCompact(node))
    return
  }

  lines.push(indent + startTag(node) + '>')
  for (const child of node.children) printIndented(child, depth + 1, lines)
  lines.push(indent + '</' + node.name + '>')
}

/** A comment body that is valid XML: no `--`, not ending in `-`, padded with spaces. */
export function commentBody(text: string): {value: string; changed: boolean} {
  let value = text
  while (value.includes('--')) value = value.replaceAll('--', '- -')
  return {value: ' ' + value + ' ', changed: value !== text}
}

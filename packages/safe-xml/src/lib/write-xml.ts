/**
 * Writing xast as XML with `xast-util-to-xml`, spelt as the files of the
 * formats we write are (ElementTree, minidom and hand-written XML): `&amp;`,
 * `&lt;`, `&gt;` and `&quot;` rather than the serialiser's `&#x26;`,
 * `&#x3C;` and `&#x22;`, and tabs and line breaks in attribute values as
 * `&#9;`, `&#10;` and `&#13;`, which the serialiser leaves as they are and a
 * reader would then normalise to spaces.
 *
 * The fix-up is a pass over the serialiser's output, safe because of what
 * that output is once every node written verbatim (comments, raw XML, CDATA,
 * instructions, doctypes) has been swapped for a placeholder `<?x?>` and is
 * spliced back in after the pass:
 *
 * * every `<` starts markup: text, attribute values and names have `<`
 *   escaped, so `<?x?>` can only be a placeholder;
 * * in a start tag, `"` delimits attribute values (values have `"`
 *   escaped);
 * * in text and attribute values, every `&` starts a reference the
 *   serialiser wrote (`&` itself is escaped), and it writes only `&#x26;`,
 *   `&#x3C;` and `&#x22;` (stringify-entities, upper-case hex, with `;`), so
 *   each of them stands for exactly one escaped `&`, `<` or `"`; text that
 *   literally holds `&#x26;` was written `&#x26;#x26;` and becomes
 *   `&amp;#x26;`.
 *
 * No option of `xast-util-to-xml` gives named references: it passes a fixed
 * `subset` to `stringifyEntitiesLight`, which writes hexadecimal references
 * only.
 */

import type {Element, Nodes, RootContent} from 'xast'
import {toXml} from 'xast-util-to-xml'

/** Options of `writeXml`. */
export interface WriteXmlOptions {
  /**
   * Close elements without content as `<name />` instead of
   * `<name></name>` (default: `false`).
   */
  closeEmptyElements?: boolean | null | undefined
  /**
   * Write attributes sorted by name (UTF-16 code units), as ElementTree and
   * minidom do (default: `false`, in the order of each element's
   * `attributes`).
   */
  sortAttributes?: boolean | null | undefined
}

/** A node the serialiser would spell differently from the formats: written by us, after the pass. */
type Verbatim = Extract<RootContent, {type: 'cdata' | 'comment' | 'doctype' | 'instruction' | 'raw'}>

const placeholder = '<?x?>'

/** The serialiser's output, cut into placeholders, tags (quoted values may hold `>`) and text. */
const token = /<\?x\?>|<[^">]*(?:"[^"]*"[^">]*)*>|[^<]+/g
const quoted = /"[^"]*"/g
const inText = /&#x26;|&#x3C;|>/g
const inAttribute = /&#x26;|&#x3C;|&#x22;|[\t\n\r>]/g
const inTag = /[&\t\n\r]/

const references = new Map([
  ['&#x26;', '&amp;'],
  ['&#x3C;', '&lt;'],
  ['&#x22;', '&quot;'],
  ['>', '&gt;'],
  ['\t', '&#9;'],
  ['\n', '&#10;'],
  ['\r', '&#13;']
])

/** Serialise xast as XML (see the module comment for how it is spelt). */
export function writeXml(tree: Nodes, options: Readonly<WriteXmlOptions> = {}): string {
  const state: State = {verbatim: [], sortAttributes: options.sortAttributes ?? false}
  const serialised = toXml(prepared(state, tree), {closeEmptyElements: options.closeEmptyElements ?? false})
  let next = 0
  return serialised.replace(token, (value) => {
    if (value === placeholder) return state.verbatim[next++]!
    if (value.startsWith('<')) {
      // Most tags need nothing: no `&`, white space other than spaces, or `>` before their end.
      return inTag.test(value) || value.indexOf('>') < value.length - 1 ? value.replace(quoted, (attribute) => attribute.replace(inAttribute, reference)) : value
    }

    return value.replace(inText, reference)
  })
}

function reference(value: string): string {
  return references.get(value)!
}

interface State {
  /** The XML of the verbatim nodes, in document order. */
  verbatim: string[]
  sortAttributes: boolean
}

/**
 * `node` as it is to be serialised: verbatim nodes replaced by placeholders,
 * attributes sorted if asked; parts that need neither are shared, not copied.
 */
function prepared<T extends Nodes>(state: State, node: T): T {
  if (node.type === 'root' || node.type === 'element') {
    let children = node.children
    for (const [index, child] of node.children.entries()) {
      const next = prepared(state, child)
      if (next === child) continue
      if (children === node.children) children = [...children]
      children[index] = next
    }

    const attributes = node.type === 'element' && state.sortAttributes ? sorted(node.attributes) : undefined
    if (children === node.children && (attributes === undefined || (node.type === 'element' && attributes === node.attributes))) return node
    return attributes ? {...node, attributes, children} : {...node, children}
  }

  if (node.type === 'text') return node
  state.verbatim.push(verbatimXml(node as Verbatim))
  // The serialiser writes this as `<?x?>`.
  return {type: 'instruction', name: 'x', value: ''} as T
}

/** Attributes in code-unit order of their names (the same object when they already are). */
function sorted(attributes: Element['attributes']): Element['attributes'] {
  const names = Object.keys(attributes)
  if (names.every((name, index) => index === 0 || names[index - 1]! < name)) return attributes
  names.sort()
  return Object.fromEntries(names.map((name) => [name, attributes[name]]))
}

function verbatimXml(node: Verbatim): string {
  if (node.type === 'raw') return node.value
  // The serialiser encodes every `-` of a comment as `&#x2D;`, which a comment does not decode.
  if (node.type === 'comment') return '<!--' + node.value + '-->'
  return toXml(node)
}

/**
 * Pseudo-attributes of a processing instruction such as
 * `<?xml-stylesheet type="text/xsl" href="rules.xsl"?>`, escaped as
 * attribute values are (so the value cannot hold `?>`).
 */
export function pseudoAttributes(attributes: Readonly<Record<string, string>>): string {
  // Written as the attributes of an empty element `<x … />`, then cut out.
  return writeXml({type: 'element', name: 'x', attributes: {...attributes}, children: []}, {closeEmptyElements: true}).slice(3, -3)
}

/**
 * What the reader passes around: the text (for slices) and the file (for
 * messages).
 */

import {setOwn} from '@bidding/core/own'
import type {Position} from 'unist'
import type {VFile} from 'vfile'
import type {Element, ElementContent, Nodes} from 'xast'
import {attributesOf, sliceOf} from '@bidding/safe-xml'

export const source = '@bidding/slam-parse'

export interface Context {
  value: string
  file: VFile
}

/** Warn at a node. */
export function warn(context: Context, node: Nodes, reason: string, ruleId: string): void {
  context.file.message(reason, {place: node.position, ruleId, source})
}

/** A node's position, copied (so trees never share position objects). */
export function positionOf(node: Nodes): Position | undefined {
  const position = node.position
  /* c8 ignore next -- xast-util-from-xml positions every node */
  if (!position) return undefined
  return {start: {...position.start}, end: {...position.end}}
}

/**
 * A node's source text; stray text without the white space around it, which
 * a writer re-indents.
 */
export function xmlOf(context: Context, node: Element | ElementContent): string {
  const slice = sliceOf(context.value, node)
  return node.type === 'text' ? slice.replace(/^[\t\n\r ]+|[\t\n\r ]+$/g, '') : slice
}

/** Attributes of an element other than `known`, warning about each. */
export function otherAttributes(
  context: Context,
  element: Element,
  known: ReadonlySet<string>,
  quiet: ReadonlySet<string> = new Set()
): Record<string, string> | undefined {
  let result: Record<string, string> | undefined
  // Sorted: attribute order means nothing in XML, and the writer sorts them.
  for (const [name, value] of attributesOf(element).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (known.has(name)) continue
    if (!quiet.has(name)) {
      warn(context, element, 'Unexpected attribute `' + name + '` on `<' + element.name + '>`, SLAMBidding ignores it', 'unknown-attribute')
    }

    result ??= {}
    setOwn(result, name, value)
  }

  return result
}

/** A deep copy of plain data (trees, constraints). */
export function clone<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T
}


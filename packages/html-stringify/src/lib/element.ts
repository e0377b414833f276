/**
 * Elements built directly in the shape hastscript gives (normalised
 * properties: `className` an array, `rowSpan` a number, `rel` an array,
 * `hidden` a boolean), by the thousand in a large system. hastscript parses
 * its selector and normalises properties on every call, which made the
 * 20,000-line benchmark three times slower, and it and its property tables
 * weighed about 3 KB in every browser bundle of the writer.
 */

import type {Element, ElementContent, Properties, Text} from 'hast'

/** An element with already-normalised properties; `children` as a string is one text node. */
export function element(tagName: string, properties: Properties = {}, children: ElementContent[] | string = []): Element {
  return {type: 'element', tagName, properties, children: typeof children === 'string' ? [text(children)] : children}
}

/** A text node. */
export function text(value: string): Text {
  return {type: 'text', value}
}

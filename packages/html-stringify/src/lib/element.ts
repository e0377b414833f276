/**
 * The elements a bidding table is made of, by the thousand in a large
 * system, built directly in the shape hastscript gives (normalised
 * properties: `className` an array, `rowSpan` a number). hastscript parses
 * its selector and normalises properties on every call, which made the
 * 20,000-line benchmark three times slower; everything else uses `h()`.
 */

import type {Element, ElementContent, Properties} from 'hast'

/** An element with already-normalised properties. */
export function element(tagName: string, properties: Properties, children: ElementContent[] = []): Element {
  return {type: 'element', tagName, properties, children}
}

/**
 * `xast-util-from-xml` leaves an element without a position when a
 * character outside the Basic Multilingual Plane (`🂡`, an emoji) is inside
 * it: the parser's end offset for the element is not in the document, so
 * both ends are dropped. Readers then place no message on that element and
 * slice no source text for it. This restores its position from the text.
 */

import type {Location} from 'vfile-location'
import type {ElementContent, Root} from 'xast'

/** Give every element that has no position the one its tags span in `value`. */
export function placeElements(tree: Root, value: string, place: Location): void {
  placeChildren(tree.children, value, place, 0)
}

/** Place `children`, whose content starts at `from`; the offset after the last one. */
function placeChildren(children: ReadonlyArray<Root['children'][number] | ElementContent>, value: string, place: Location, from: number): number {
  let at = from
  for (const child of children) {
    if (child.type !== 'element') {
      if (child.position?.end.offset !== undefined) at = child.position.end.offset
      continue
    }

    const known = child.position
    const start = known?.start.offset ?? value.indexOf('<', at)
    const tagEnd = startTagEnd(value, start)
    const selfClosing = value.charCodeAt(tagEnd - 2) === 47 /* `/` */
    // Children are placed even under a placed element: one of them may hold the character too.
    const contentEnd = selfClosing ? tagEnd : placeChildren(child.children, value, place, tagEnd)
    const end = known?.end.offset ?? (selfClosing ? tagEnd : value.indexOf('>', value.indexOf('</', contentEnd)) + 1)
    if (!known) {
      const startPoint = place.toPoint(start)
      const endPoint = place.toPoint(end)
      if (startPoint && endPoint) child.position = {start: startPoint, end: endPoint}
    }

    at = end
  }

  return at
}

/** The offset after the `>` of the start tag at `start` (a `>` in a quoted attribute value does not end it). */
function startTagEnd(value: string, start: number): number {
  let quote = ''
  for (let index = start + 1; index < value.length; index++) {
    const character = value[index]!
    if (quote) {
      if (character === quote) quote = ''
    } else if (character === '"' || character === "'") {
      quote = character
    } else if (character === '>') {
      return index + 1
    }
  }

  return value.length
}

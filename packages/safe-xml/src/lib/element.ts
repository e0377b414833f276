/** Building xast elements whose attributes come from input. */

import type {Element} from 'xast'
import {x} from 'xastscript'

type Child = Parameters<typeof x>[2]

/**
 * `x(name, attributes, ...children)`, with the attributes copied as own
 * properties: `x` sets them one by one on a plain object, which drops an
 * attribute named `__proto__` (a valid XML name). Attributes without a
 * value are left out, as `x` does.
 */
export function xmlElement(name: string, attributes: Readonly<Record<string, string | null | undefined>> | undefined, ...children: Child[]): Element {
  const node = x(name, {}, ...children)
  node.attributes = Object.fromEntries(Object.entries(attributes ?? {}).filter(([, value]) => value !== undefined && value !== null))
  return node
}

/**
 * `.system` files (formats.md §3.5): `<system>` with names and
 * `<convention>NAME</convention>` references, in order.
 */

import type {ConventionReference, Opaque, System} from '@bidding/core'
import type {Element} from 'xast'
import {otherAttributes, positionOf, warn, type Context} from './context.js'
import {opaque, textElement} from './convention-v2.js'
import type {SlamSystemData} from '@bidding/slam-util'
import {isWhitespace} from '@bidding/safe-xml'

/** Read `<system>`. */
export function system(context: Context, element: Element): System {
  const names: string[] = []
  const children: Array<ConventionReference | Opaque> = []
  const layout: Array<'name' | 'child'> = []

  for (const child of element.children) {
    if (isWhitespace(child)) continue
    if (child.type === 'element' && child.name === 'name') {
      names.push(textElement(context, child, false).value)
      layout.push('name')
      continue
    }

    layout.push('child')
    if (child.type === 'element' && child.name === 'convention') {
      const item = textElement(context, child)
      if (item.xml === undefined && item.value.trim() === '') {
        warn(context, child, 'Unexpected empty `<convention>`, expected the name of a convention (kept as written)', 'missing-name')
      }

      if (item.xml !== undefined || item.value.trim() === '') {
        children.push(opaque(context, child))
        continue
      }

      const node: ConventionReference = {type: 'conventionReference', name: item.value}
      const position = positionOf(child)
      if (position) node.position = position
      children.push(node)
      continue
    }

    if (child.type === 'element') {
      warn(
        context,
        child,
        'Unexpected element `<' + child.name + '>` in `<system>`, expected `<name>` or `<convention>` (kept as written)',
        'unknown-element'
      )
    } else if (child.type === 'text' || child.type === 'cdata') {
      warn(context, child, 'Unexpected text in `<system>`, expected elements', 'unexpected-text')
    }

    children.push(opaque(context, child))
  }

  const node: System = {type: 'system', names, children}
  const position = positionOf(element)
  if (position) node.position = position
  const data: SlamSystemData = {}
  const attributes = otherAttributes(context, element, new Set())
  if (attributes) data.attributes = attributes
  const firstChild = layout.indexOf('child')
  if (firstChild !== -1 && layout.lastIndexOf('name') > firstChild) data.layout = layout
  if (Object.keys(data).length > 0) node.data = {slam: data}
  return node
}

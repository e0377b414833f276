/**
 * The writer builds its elements itself, not with hastscript (which weighed
 * 2.8 KB in every browser bundle and normalised properties on every call),
 * so each element must already be in the shape `h()` would give it: hast
 * property names, `className` and other token lists as arrays, numbers and
 * booleans as such, absent properties left out. A rehype plugin that reads
 * `rowSpan` or `rel` sees what it would see in any other hast.
 */

import type {Root} from '@bidding/core'
import type {Element, Root as HastRoot, RootContent} from 'hast'
import {h} from 'hastscript'
import {describe, expect, it} from 'vitest'
import {toHast, type Options} from '@bidding/html-stringify'
import {historyWithoutDash, oddities} from './fixtures/edges.js'
import {deepTable, hostileTree, rules, slam, stateMachine, system} from './fixtures/trees.js'

const trees: Record<string, () => Root> = {system, deepTable: () => deepTable(), stateMachine, slam, rules, hostileTree, historyWithoutDash, oddities}

const optionSets: Record<string, Options> = {
  default: {},
  reference: {profile: 'reference'},
  list: {tree: false},
  'linked assets, robot details': {includeExternalFiles: false, expandDepth: 2, robotDetails: true, suitsInText: 'all'}
}

function elementsOf(root: HastRoot): Element[] {
  const found: Element[] = []
  const stack: RootContent[] = [...root.children]
  while (stack.length > 0) {
    const node = stack.pop()!
    if (node.type !== 'element') continue
    found.push(node)
    stack.push(...node.children)
  }

  return found
}

describe('elements', () => {
  for (const [optionsName, options] of Object.entries(optionSets)) {
    it('should build every element with the properties hastscript would give it (' + optionsName + ')', () => {
      let checked = 0
      const tags = new Set<string>()
      for (const make of Object.values(trees)) {
        for (const element of elementsOf(toHast(make(), options))) {
          // h() normalises the properties it is given: already normalised ones come back equal (and in the same order).
          const normalised = h(element.tagName, element.properties)
          expect({tagName: element.tagName, properties: element.properties}).toStrictEqual({tagName: normalised.tagName, properties: normalised.properties})
          expect(Object.keys(element.properties)).toEqual(Object.keys(normalised.properties))
          checked++
          tags.add(element.tagName)
        }
      }

      // The trees reach the page's head and body, bidding tables and the other blocks.
      expect(checked).toBeGreaterThan(100)
      for (const tag of ['html', 'meta', 'li', 'span', 'table', 'td']) expect(tags).toContain(tag)
    })
  }
})

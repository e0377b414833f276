import {describe, expect, it} from 'vitest'
import type {Root} from 'xast'
import {x} from 'xastscript'
import {indentXml, writeXml} from '@bidding/safe-xml'

describe('indentXml', () => {
  it('should put the children of elements that hold markup on lines of their own, and data elements on one line', () => {
    const tree: Root = x(null, [
      {type: 'raw', value: '<?xml version="1.0"?>'},
      x('a', {}, [x('name', {}, 'n'), {type: 'comment', value: ' c '}, x('b', {}, [x('c')]), x('d', {}, 'text & more')])
    ])
    expect(writeXml(indentXml(tree), {closeEmptyElements: true})).toBe(
      '<?xml version="1.0"?>\n<a>\n  <name>n</name>\n  <!-- c -->\n  <b>\n    <c />\n  </b>\n  <d>text &amp; more</d>\n</a>'
    )
  })

  it('should indent by the unit given, and treat the elements the predicate names as blocks, even empty ones', () => {
    const tree: Root = x(null, [x('rules', {}, [x('group', {}, [x('purpose', {}, '')]), x('if')])])
    const blocks = new Set(['rules', 'group', 'if'])
    expect(writeXml(indentXml(tree, {unit: '\t', block: (element) => blocks.has(element.name)}))).toBe(
      '<rules>\n\t<group>\n\t\t<purpose></purpose>\n\t</group>\n\t<if>\n\t</if>\n</rules>'
    )
  })

  it('should indent text beside elements (mixed content) like any other child', () => {
    expect(writeXml(indentXml(x(null, [x('a', {}, ['t', x('b')])])), {closeEmptyElements: true})).toBe('<a>\n  t\n  <b />\n</a>')
  })

  it('should leave the tree it was given as it was', () => {
    const tree: Root = x(null, [x('a', {}, [x('b', {}, [x('c')])])])
    const copy = structuredClone(tree)
    indentXml(tree)
    expect(tree).toEqual(copy)
  })
})

import {VFile} from 'vfile'
import {VFileMessage} from 'vfile-message'
import {describe, expect, it} from 'vitest'
import type {Element} from 'xast'
import {attributeOf, attributesOf, defaultMaxDepth, defaultMaxSize, hasMarkup, isWhitespace, readXml, sliceOf, textOf} from '@bidding/safe-xml'

const source = '@bidding/test'

function failure(value: string, limits = {}): VFileMessage {
  try {
    readXml(value, new VFile(), limits, source)
  } catch (error) {
    expect(error).toBeInstanceOf(VFileMessage)
    return error as VFileMessage
  }

  throw new Error('Expected `' + value + '` to fail')
}

describe('@bidding/safe-xml', () => {
  it('should expose the public API', async () => {
    expect(Object.keys(await import('@bidding/safe-xml')).sort()).toEqual([
      'attributeOf',
      'attributesOf',
      'defaultMaxDepth',
      'defaultMaxSize',
      'hasMarkup',
      'indentXml',
      'isWhitespace',
      'pseudoAttributes',
      'readXml',
      'sliceOf',
      'textOf',
      'writeXml',
      'xmlElement'
    ])
    expect([defaultMaxSize, defaultMaxDepth]).toEqual([10_485_760, 100])
  })
})

describe('readXml', () => {
  it('should read well-formed XML with positions', () => {
    const tree = readXml('<?xml version="1.0"?>\n<a x="1"><b>text</b><![CDATA[<c>]]></a>', new VFile(), {}, source)
    const a = tree.children.find((node): node is Element => node.type === 'element')!
    expect(a.name).toBe('a')
    expect(a.position?.start).toEqual({line: 2, column: 1, offset: 22})
    expect(textOf(a)).toBe('<c>')
    expect(hasMarkup(a)).toBe(true)
  })

  it('should give every element its position when a character outside the BMP is in it (the parser leaves it without one)', () => {
    const value = '<!-- c -->\n<r a="🂡>">🂡<b>x</b >\n<c x="1"></c><d🂡>🂡<e/></d🂡></r >\n'
    const tree = readXml(value, new VFile(), {}, source)
    const spans: string[] = []
    const walk = (node: Element): void => {
      spans.push(value.slice(node.position!.start.offset, node.position!.end.offset))
      for (const child of node.children) if (child.type === 'element') walk(child)
    }

    const root = tree.children.find((node): node is Element => node.type === 'element')!
    walk(root)
    expect(spans).toEqual(['<r a="🂡>">🂡<b>x</b >\n<c x="1"></c><d🂡>🂡<e/></d🂡></r >', '<b>x</b >', '<c x="1"></c>', '<d🂡>🂡<e/></d🂡>', '<e/>'])
    expect(root.position?.start).toEqual({line: 2, column: 1, offset: 11})
  })

  it('should refuse a DOCTYPE that declares entities, without expanding them', () => {
    const message = failure('<!DOCTYPE a [\n  <!ENTITY x "boom">\n]>\n<a>&x;</a>')
    expect([message.line, message.column, message.ruleId, message.source, message.fatal]).toEqual([2, 3, 'doctype-entity', source, true])
    expect(failure('<!DOCTYPE a SYSTEM "http://example.com/a.dtd" [<!ENTITY % p SYSTEM "x">]><a/>').ruleId).toBe('doctype-entity')
  })

  it('should accept a DOCTYPE without entities', () => {
    expect(readXml('<!DOCTYPE a>\n<a/>', new VFile(), {}, source).children.map((node) => node.type)).toEqual(['doctype', 'element'])
  })

  it('should refuse documents over the size limit and nested over the depth limit', () => {
    const size = failure('<a>' + 'x'.repeat(100) + '</a>', {maxSize: 50})
    expect([size.ruleId, size.line, size.column]).toEqual(['too-large', 1, 51])
    const deep = failure('<a>'.repeat(5) + '</a>'.repeat(5), {maxDepth: 3})
    expect([deep.ruleId, deep.column, deep.reason]).toEqual([
      'too-deep',
      10,
      'Unexpected element nested 4 deep, expected at most 3 (`maxDepth`)'
    ])
    expect(readXml('<a><b/><b/><!-- <c> --><?p <d>?></a>', new VFile(), {maxDepth: 1}, source).type).toBe('root')
  })

  it('should see the nesting after a DOCTYPE whose quoted literals hold `[`, `]` or `>`', () => {
    for (const doctype of ['<!DOCTYPE r SYSTEM "[">', "<!DOCTYPE r PUBLIC 'a]>' \"b[\">", '<!DOCTYPE r [<!ELEMENT r ANY><!ATTLIST r a CDATA "]>">]>']) {
      const deep = failure(doctype + '<r>'.repeat(5) + '</r>'.repeat(5), {maxDepth: 3})
      expect([deep.ruleId, deep.column], doctype).toEqual(['too-deep', doctype.length + 10])
    }

    // An entity after a quoted `]` is still found.
    expect(failure('<!DOCTYPE r [<!ATTLIST r a CDATA "]>"><!ENTITY x "y">]><r/>').ruleId).toBe('doctype-entity')
    // The default depth limit holds on the audit's document, 5,000 deep.
    expect(failure('<!DOCTYPE r SYSTEM "[">' + '<r>'.repeat(5000) + '</r>'.repeat(5000)).ruleId).toBe('too-deep')
  })

  it('should place a syntax error and keep the parser’s error as cause', () => {
    const message = failure('<a>\n  <b></a>')
    expect([message.ruleId, message.source, message.line]).toEqual(['xml', source, 2])
    expect(message.reason).toMatch(/^Cannot parse XML: /)
    expect(message.cause).toBeInstanceOf(Error)
  })

  it('should never expand the billion laughs', () => {
    const laughs = '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;">]><lolz>&lol2;</lolz>'
    expect(failure(laughs).ruleId).toBe('doctype-entity')
  })
})

describe('helpers', () => {
  it('should slice the source of a node and tell white space', () => {
    const value = '<a>\n  <b>x</b>\n</a>'
    const tree = readXml(value, new VFile(), {}, source)
    const a = tree.children[0] as Element
    const b = a.children.find((node): node is Element => node.type === 'element')!
    expect(sliceOf(value, b)).toBe('<b>x</b>')
    expect(isWhitespace(a.children[0]!)).toBe(true)
    expect(isWhitespace(b)).toBe(false)
    expect(hasMarkup(b)).toBe(false)
    expect(textOf(b)).toBe('x')
  })

  it('should list the attributes that have a value, in document order', () => {
    const element: Element = {type: 'element', name: 'a', attributes: {z: '1', gone: null, a: '2', none: undefined}, children: []}
    expect(attributesOf(element)).toEqual([
      ['z', '1'],
      ['a', '2']
    ])
    expect(attributeOf(element, 'a')).toBe('2')
    expect(attributeOf(element, 'gone')).toBeUndefined()
    expect(attributeOf(element, 'toString')).toBeUndefined()
  })
})

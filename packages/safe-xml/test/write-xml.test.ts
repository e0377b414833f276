import fc from 'fast-check'
import {VFile} from 'vfile'
import {describe, expect, it} from 'vitest'
import type {Element, Root} from 'xast'
import {toXml} from 'xast-util-to-xml'
import {x} from 'xastscript'
import {pseudoAttributes, readXml, textOf, writeXml} from '@bidding/safe-xml'

function read(value: string): Element {
  return readXml(value, new VFile(), {}, '@bidding/test').children.find((node): node is Element => node.type === 'element')!
}

describe('writeXml', () => {
  it('should write `&`, `<` and `>` in text as the named references the reference files use', () => {
    const tree = x('a', {}, 'AT&T <b> & c > d')
    // What the serialiser alone writes, and what the formats' files hold.
    expect(toXml(tree)).toBe('<a>AT&#x26;T &#x3C;b> &#x26; c > d</a>')
    expect(writeXml(tree)).toBe('<a>AT&amp;T &lt;b&gt; &amp; c &gt; d</a>')
  })

  it('should keep text that literally holds `&#x26;` or `&amp;` as that text', () => {
    expect(writeXml(x('a', {}, '&#x26; &#x3C; &#x22; &amp;'))).toBe('<a>&amp;#x26; &amp;#x3C; &amp;#x22; &amp;amp;</a>')
    expect(writeXml(x('a', {b: '&#x26;"&#x22;'}))).toBe('<a b="&amp;#x26;&quot;&amp;#x22;"></a>')
    const element = read(writeXml(x('a', {b: '&#x26;'}, '&#x26;')))
    expect([element.attributes.b, textOf(element)]).toEqual(['&#x26;', '&#x26;'])
  })

  it('should write `"`, `>`, tabs and line breaks in attribute values as references', () => {
    expect(writeXml(x('a', {b: 'say "hi" > \t\n\r<&'}))).toBe('<a b="say &quot;hi&quot; &gt; &#9;&#10;&#13;&lt;&amp;"></a>')
    // The serialiser alone leaves the line break, which a reader turns into a space.
    expect(read(toXml(x('a', {b: 'one\ntwo'}))).attributes.b).toBe('one two')
  })

  it('should write `]]>` in text as `]]&gt;`, which well-formed XML needs', () => {
    expect(toXml(x('a', {}, ']]>'))).toBe('<a>]]></a>')
    expect(writeXml(x('a', {}, ']]>'))).toBe('<a>]]&gt;</a>')
  })

  it('should write comments, raw XML, CDATA and instructions as they are, in place', () => {
    const tree = x('a', {}, [
      {type: 'comment', value: ' 15-17 &#x26; more '},
      {type: 'raw', value: '<kept b="&#x26;">&#x26;</kept>'},
      x('b', {}, '&'),
      {type: 'cdata', value: '&#x26; <'},
      {type: 'instruction', name: 'x', value: '&#x26;'},
      {type: 'raw', value: '<?x?>'}
    ])
    // The serialiser alone encodes every `-` of a comment, which a comment does not decode.
    expect(toXml({type: 'comment', value: '15-17'})).toBe('<!--15&#x2D;17-->')
    expect(writeXml(tree)).toBe(
      '<a><!-- 15-17 &#x26; more --><kept b="&#x26;">&#x26;</kept><b>&amp;</b><![CDATA[&#x26; <]]><?x &#x26;?><?x?></a>'
    )
  })

  it('should not take text that looks like a placeholder for one', () => {
    const tree = x('a', {b: '<?x?>'}, '<?x?>', {type: 'comment', value: 'c'})
    expect(writeXml(tree)).toBe('<a b="&lt;?x?&gt;">&lt;?x?&gt;<!--c--></a>')
  })

  it('should close empty elements and sort attributes when asked, and leave the tree as it was', () => {
    const tree: Root = x(null, [x('a', {z: '1', b: '2', a: '3'}, [x('c'), x('d', {}, '')])])
    const copy = structuredClone(tree)
    expect(writeXml(tree)).toBe('<a z="1" b="2" a="3"><c></c><d></d></a>')
    expect(writeXml(tree, {closeEmptyElements: true, sortAttributes: true})).toBe('<a a="3" b="2" z="1"><c /><d /></a>')
    expect(tree).toEqual(copy)
  })

  it('should drop characters XML cannot hold, as the serialiser does', () => {
    expect(writeXml(x('a', {b: 'c\u0001d'}, 'e\u0008f'))).toBe('<a b="cd">ef</a>')
  })

  it('should give back any attribute value and text a reader reads (fast-check)', () => {
    const piece = fc.constantFrom('&', '<', '>', '"', "'", '\n', '\r', '\r\n', '\t', ' ', '&#x26;', '&amp;', '&#10;', ']]>', '<?x?>', 'a', '♠', '--')
    const value = fc.oneof(fc.string({maxLength: 10}), fc.array(piece, {maxLength: 10}).map((pieces) => pieces.join('')))
    const xmlText = (text: string): string => text.replaceAll(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDFFF]/g, '')
    fc.assert(
      fc.property(value, value, (attribute, text) => {
        // A reader turns line breaks in text (not in attributes, where they are references) into `\n`.
        const expectedText = xmlText(text).replaceAll(/\r\n?/g, '\n')
        const element = read(writeXml(x('a', {b: xmlText(attribute)}, xmlText(text))))
        expect(element.attributes.b).toBe(xmlText(attribute))
        expect(textOf(element)).toBe(expectedText)
      }),
      {numRuns: 300}
    )
  })
})

describe('pseudoAttributes', () => {
  it('should escape pseudo-attributes as attribute values, so the instruction cannot end early', () => {
    expect(pseudoAttributes({type: 'text/xsl', href: 'a "b" ?> & c\n'})).toBe('type="text/xsl" href="a &quot;b&quot; ?&gt; &amp; c&#10;"')
  })
})

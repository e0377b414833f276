import {b, type Bid, type Convention, type Root} from '@bidding/core'
import {fromSlam} from '@bidding/slam-parse'
import {toSlamConv} from '@bidding/slam-stringify'
import fc from 'fast-check'
import {VFile} from 'vfile'
import {describe, expect, test} from 'vitest'

function read(value: string): Root {
  return fromSlam(value, new VFile({value}))
}

function convention(tree: Root): Convention {
  return tree.children[0] as Convention
}

describe('escaping', () => {
  test('should write `&`, `<` and `>` as `&amp;`, `&lt;` and `&gt;`, as the reference files do', () => {
    const tree = b('root', [b('convention', {names: ['Opener’s <first> & only']}, [])])
    expect(toSlamConv(tree, {compact: true})).toBe('<convention><name>Opener’s &lt;first&gt; &amp; only</name><actions /></convention>\n')
  })

  test('should keep a name that literally holds `&#x26;`', () => {
    const tree = b('root', [b('convention', {names: ['AT&#x26;T'], data: {slam: {attributes: {note: '&#x26;'}}}}, [])])
    const output = toSlamConv(tree, {compact: true})
    expect(output).toBe('<convention note="&amp;#x26;"><name>AT&amp;#x26;T</name><actions /></convention>\n')
    const again = convention(read(output))
    expect([again.names, again.data?.slam?.attributes]).toEqual([['AT&#x26;T'], {note: '&#x26;'}])
  })

  test('should keep an attribute named `__proto__`', () => {
    const value = '<convention __proto__="x"><name>n</name><actions><open __proto__="y" bid="1C" /></actions></convention>\n'
    expect(toSlamConv(read(value), {compact: true})).toBe(value)
  })

  test('should give back attribute texts with line breaks, `&`, `<` and quotes (fast-check)', () => {
    const piece = fc.constantFrom('&', '<', '>', '"', "'", '\n', '\r\n', '\t', ' ', '&#x26;', '&amp;', '&#10;', 'a', '♠')
    const text = fc.array(piece, {maxLength: 8}).map((pieces) => pieces.join(''))
    fc.assert(
      fc.property(text, text, fc.boolean(), (onConvention, onBid, compact) => {
        const bid = b('bid', {call: '1C', data: {slam: {attributes: {note: onBid}}}})
        const tree = b('root', [b('convention', {names: ['n'], data: {slam: {attributes: {note: onConvention}}}}, [bid])])
        const again = convention(read(toSlamConv(tree, {compact})))
        expect(again.data?.slam?.attributes?.note).toBe(onConvention)
        expect((again.children[0] as Bid).data?.slam?.attributes?.note).toBe(onBid)
      }),
      {numRuns: 200}
    )
  })
})

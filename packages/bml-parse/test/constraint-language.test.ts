import type {Bid, Root, Sequence} from '@bidding/core'
import {unified} from 'unified'
import {VFile} from 'vfile'
import {describe, expect, it} from 'vitest'
import {bmlConstraints, bmlParse, fromBml} from '@bidding/bml-parse'
import {format} from '@bidding/bml-parse/format'
import {bmlText, messageList} from './util.js'

const system = '1N  Strong notrump {15-17 HCP, balanced; alert}\n2C  Precision {16+ HCP; forcing}\n1D  Nebulous {alert; non-forcing}\n'
const classed = "#CLASS (1*)-D-(*) after partner's double {partner passed}\n1S To play\n"

function parse(text: string, withConstraints: boolean): {tree: Root; messages: string[]} {
  const processor = withConstraints ? unified().use(bmlParse).use(bmlConstraints) : unified().use(bmlParse)
  const file = new VFile({value: text})
  const tree = processor.parse(file) as Root
  return {tree, messages: messageList(file)}
}

function bids(tree: Root): Bid[] {
  return tree.children.flatMap((node) => (node.type === 'sequence' ? (node as Sequence).children.filter((child): child is Bid => child.type === 'bid') : []))
}

function meaning(bid: Bid): string | undefined {
  const first = bid.children[0]
  return first?.type === 'meaning' ? bmlText(first.children) : undefined
}

describe('the constraint language (bmlConstraints)', () => {
  it('should keep constraint blocks as text in plain `bmlParse`, with one note for the document', () => {
    const {tree, messages} = parse(system, false)
    const [strong, precision] = bids(tree)
    expect(strong!.constraint).toBeUndefined()
    expect(strong!.alert).toBeUndefined()
    expect(meaning(strong!)).toBe('Strong notrump {15-17 HCP, balanced; alert}')
    expect(meaning(precision!)).toBe('Precision {16+ HCP; forcing}')
    expect(messages).toEqual([
      '1:20-1:48 info constraints-not-read: Constraint blocks and `#CLASS` are kept as text: read them with `bmlConstraints` (`unified().use(bmlParse).use(bmlConstraints)`)'
    ])
  })

  it('should keep a block of `alert` and `forcing` parts as text too in plain `bmlParse`', () => {
    const nebulous = bids(parse(system, false).tree)[2]!
    expect(nebulous.alert).toBeUndefined()
    expect(nebulous.forcing).toBeUndefined()
    expect(meaning(nebulous)).toBe('Nebulous {alert; non-forcing}')
    const read = bids(parse(system, true).tree)[2]!
    expect([read.alert, read.forcing, meaning(read)]).toEqual([{artificial: true}, 'non-forcing', 'Nebulous'])
  })

  it('should read constraint blocks with `bmlConstraints`, before or after `bmlParse`, as `fromBml` does', () => {
    const {tree, messages} = parse(system, true)
    expect(messages).toEqual([])
    expect(bids(tree)[0]!.constraint).toEqual({type: 'and', children: [{type: 'points', scale: 'hcp', min: 15, max: 17}, {type: 'balanced'}]})
    expect(bids(tree)[1]!.forcing).toBe('one-round')
    const before = unified().use(bmlConstraints).use(bmlParse).parse(system) as Root
    expect(before).toEqual(tree)
    expect(fromBml(system)).toEqual(tree)
  })

  it('should keep a table with `#CLASS` whole, as BML text, in plain `bmlParse`', () => {
    const {tree, messages} = parse('Intro\n\n' + classed, false)
    expect(tree.children.map((node) => node.type)).toEqual(['paragraph', 'opaque'])
    expect(tree.children[1]).toMatchObject({type: 'opaque', format: 'bml', value: classed.trimEnd(), position: {start: {line: 3, column: 1}, end: {line: 4, column: 11}}})
    expect(messages).toEqual([
      '3:1-3:58 info constraints-not-read: Constraint blocks and `#CLASS` are kept as text: read them with `bmlConstraints` (`unified().use(bmlParse).use(bmlConstraints)`)'
    ])
  })

  it('should read `#CLASS` with `bmlConstraints`', () => {
    const sequence = parse(classed, true).tree.children[0] as Sequence
    expect(sequence.auctionClass!.condition).toEqual({type: 'auction', fact: 'partner-passed'})
  })

  it('should read the constraint language through the registry’s `bml` format', () => {
    const tree = unified().use(format.parse!).parse(system) as Root
    expect(bids(tree)[0]!.constraint).toEqual({type: 'and', children: [{type: 'points', scale: 'hcp', min: 15, max: 17}, {type: 'balanced'}]})
  })

  it('should say nothing when no description ends with a block', () => {
    expect(parse('1C  clubs {not a block} here\n1D  diamonds {}\n', false).messages).toEqual([])
  })

  it('should point the note at a block after which a final `.` line follows', () => {
    expect(parse('1N  Strong\n    {15-17 HCP}\n    .\n', false).messages.map((message) => message.split(' info')[0])).toEqual(['2:5-2:16'])
  })
})

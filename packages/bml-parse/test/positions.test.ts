import {readFileSync} from 'node:fs'
import type {Bid, Nodes, Root, Sequence} from '@bidding/core'
import {visit} from 'unist-util-visit'
import {VFile} from 'vfile'
import {describe, expect, it} from 'vitest'
import {fromBml} from '@bidding/bml-parse'
import {corpus, describeCorpus} from '../../../test/shared.js'

function read(text: string): Root {
  return fromBml(text, new VFile({path: 'doc.bml', value: text}))
}

function range(node: {position?: Nodes['position']}): string {
  const position = node.position!
  return position.start.line + ':' + position.start.column + '-' + position.end.line + ':' + position.end.column
}

/** Every node and context call has a position with offsets in order. */
function checkPositions(tree: Root): number {
  let count = 0
  visit(tree, (node: Nodes) => {
    count++
    expect(node.position, node.type).toBeDefined()
    const {start, end} = node.position!
    expect(start.line).toBeGreaterThan(0)
    expect(start.column).toBeGreaterThan(0)
    expect(end.offset! >= start.offset!, node.type + ' ' + JSON.stringify(node.position)).toBe(true)
    if (node.type === 'sequence') for (const call of node.context ?? []) expect(call.position).toBeDefined()
  })
  return count
}

describe('positions', () => {
  it('should position a bid from its call to the end of its last descendant', () => {
    const tree = read('1C strong\n   clubs\n  1D neg\n\n')
    const sequence = tree.children[0] as Sequence
    const bid = sequence.children[0] as Bid
    expect(range(sequence)).toBe('1:1-3:9')
    expect(range(bid)).toBe('1:1-3:9')
    expect(range(bid.children[0]!)).toBe('1:4-2:9')
    const meaning = bid.children[0] as {children: Nodes[]}
    expect(meaning.children.map((node) => node.type + ' ' + range(node))).toEqual([
      'text 1:4-1:10',
      'break 1:10-2:4',
      'text 2:4-2:9'
    ])
    expect(range(bid.children[1]!)).toBe('3:3-3:9')
  })

  it('should position context calls inside the history row', () => {
    const tree = read('\n(1N)-P-(P)---\nD x\n')
    const sequence = tree.children[0] as Sequence
    expect(sequence.context!.map((call) => range(call))).toEqual(['2:1-2:5', '2:6-2:7', '2:8-2:11'])
    expect(range(sequence)).toBe('2:1-3:4')
  })

  it('should position inline markup', () => {
    const tree = read('Some *bold* and !h.\n')
    const paragraph = tree.children[0] as {children: Nodes[]}
    expect(paragraph.children.map((node) => node.type + ' ' + range(node))).toEqual([
      'text 1:1-1:6',
      'strong 1:6-1:12',
      'text 1:12-1:17',
      'suit 1:17-1:19',
      'text 1:19-1:20'
    ])
  })

  it('should position pasted rows at their source and record the paste', () => {
    const tree = read('#CUT t\n2D x\n#ENDCUT\n\n1N---\n  #PASTE t\n')
    const sequence = tree.children[0] as Sequence
    const bid = sequence.children[0] as Bid
    expect(range(bid)).toBe('2:1-2:5')
    expect(bid.data).toEqual({
      paste: {name: 't', position: {start: {line: 6, column: 1, offset: 27}, end: {line: 6, column: 11, offset: 37}}}
    })
  })

  it('should share one record of a paste among the nodes it pasted, each node keeping its own data', () => {
    const tree = read('#CUT t\n2D x *y*\n2H z\n#ENDCUT\n\n1N---\n  #PASTE t\n')
    const pasted: Nodes[] = []
    visit(tree, (node: Nodes) => {
      if (node.data?.paste) pasted.push(node)
    })
    expect(pasted.length).toBeGreaterThan(3)
    expect(new Set(pasted.map((node) => node.data!.paste)).size).toBe(1)
    expect(new Set(pasted.map((node) => node.data)).size).toBe(pasted.length)
  })

  it('should name the paste in messages about pasted rows', () => {
    const file = new VFile({path: 'doc.bml'})
    fromBml('#CUT t\n2Q x\n#ENDCUT\n\n1N---\n#PASTE t\n', file)
    expect(file.messages[0]!.reason).toContain('(pasted by `#PASTE t` at 6:1)')
    expect(file.messages[0]!.line).toBe(2)
  })

  it('should position the root over the whole document', () => {
    expect(range(read('1C x\n\nText\n'))).toBe('1:1-4:1')
  })

  it('should share equal points and positions instead of making one object each', () => {
    const sequence = read('1C 2+!c. Natural\n1D Diamonds\n').children[0] as Sequence
    const [clubs, diamonds] = sequence.children as Bid[]
    const meaning = clubs!.children[0]!
    const [text, suit, rest] = (meaning as {children: Nodes[]}).children
    expect(range(text!) + ' ' + range(suit!) + ' ' + range(rest!)).toBe('1:4-1:6 1:6-1:8 1:8-1:17')
    // A text ends where the next node starts; a meaning starts and ends with its children, and a bid with its meaning.
    expect(text!.position!.end).toBe(suit!.position!.start)
    expect(suit!.position!.end).toBe(rest!.position!.start)
    expect(meaning.position!.start).toBe(text!.position!.start)
    expect(clubs!.position!.end).toBe(rest!.position!.end)
    // A one-line meaning of one text has that text's position.
    const single = diamonds!.children[0]!
    expect(single.position).toBe((single as {children: Nodes[]}).children[0]!.position)
  })

  it('should share a bid’s end with its last descendant’s however many nodes lie between them', () => {
    const rows = ['1C strong']
    for (const call of ['1D', '1H', '1S']) rows.push('  ' + call + ' one *two* three', '     four !h five')
    rows.push('  1N relay', '    2C last words', '')
    const clubs = (read(rows.join('\n')).children[0] as Sequence).children[0] as Bid
    const notrump = clubs.children.at(-1) as Bid
    const last = (notrump.children.at(-1) as Bid).children[0]!
    expect(range(clubs)).toBe('1:1-9:18')
    expect(clubs.position!.end).toBe(notrump.position!.end)
    expect(clubs.position!.end).toBe(last.position!.end)
  })
})

describeCorpus('positions in the corpus', () => {
  for (const name of ['example', 'test']) {
    it('should position every node of `' + name + '.bml`', () => {
      const path = corpus('bml', 'gpaulissen-bml', 'test', 'data', name + '.bml')
      const tree = fromBml(readFileSync(path, 'utf8'), new VFile({path}))
      expect(checkPositions(tree)).toBeGreaterThan(100)
    })
  }

  for (const name of ['q1', 'q5']) {
    it('should position every node of probe `' + name + '`', () => {
      const path = corpus('bml', 'probes', name + '.bml')
      expect(checkPositions(fromBml(readFileSync(path, 'utf8'), new VFile({path})))).toBeGreaterThan(10)
    })
  }
})


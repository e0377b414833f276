/**
 * Compact positions (`compactPositions`, on in the registry's reader): one
 * object per position instead of three, read the same through unist
 * utilities, vfile messages and `JSON.stringify` as the plain positions.
 */

import {readdirSync, readFileSync, existsSync} from 'node:fs'
import path from 'node:path'
import {fileURLToPath} from 'node:url'
import type {Nodes, Root} from '@bidding/core'
import fc from 'fast-check'
import {unified} from 'unified'
import {position as positionOfNode} from 'unist-util-position'
import {stringifyPosition} from 'unist-util-stringify-position'
import {visit} from 'unist-util-visit'
import {VFile} from 'vfile'
import {VFileMessage} from 'vfile-message'
import {describe, expect, it} from 'vitest'
import {fromBml, type Options} from '@bidding/bml-parse'
import {format} from '@bidding/bml-parse/format'
import {corpus, hasCorpus} from '../../../test/shared.js'

const here = path.dirname(fileURLToPath(import.meta.url))

/** Included files for the documents below: one with a bid table and a clipboard, one missing. */
function readFile(file: string): string {
  if (file.endsWith('a.bml')) return '#CUT a\n1D y\n  1H z\n#ENDCUT\n\n1C-\n#PASTE a\n'
  throw new Error('ENOENT: ' + file)
}

function read(text: string, options: Options): {tree: Root | undefined; file: VFile} {
  const file = new VFile({path: '/doc/main.bml', value: text, cwd: '/'})
  try {
    return {tree: fromBml(text, {...options, readFile}, file), file}
  } catch (error) {
    if (!(error instanceof VFileMessage)) throw error
    return {tree: undefined, file}
  }
}

/** Everything a user reads of the positions: per node, unist-util-position and unist-util-stringify-position. */
function positionsRead(tree: Root): string[] {
  const result: string[] = []
  visit(tree, (node: Nodes) => {
    result.push(node.type + ' ' + JSON.stringify(positionOfNode(node)) + ' ' + stringifyPosition(node))
    if (node.type === 'sequence') for (const call of node.context ?? []) result.push('call ' + stringifyPosition(call.position))
  })
  return result
}

/** Messages as the reporter shows them, with their place. */
function messagesRead(file: VFile): string[] {
  return file.messages.map((message) => String(message) + ' ' + message.line + ':' + message.column + ' ' + JSON.stringify(message.place))
}

/** The same text read with plain and with compact positions gives the same JSON, positions and messages. */
function expectSameReading(text: string, options: Options = {}): void {
  const plain = read(text, {...options, compactPositions: false})
  const compact = read(text, {...options, compactPositions: true})
  expect(JSON.stringify(compact.tree)).toBe(JSON.stringify(plain.tree))
  if (plain.tree) expect(positionsRead(compact.tree!)).toEqual(positionsRead(plain.tree))
  expect(messagesRead(compact.file)).toEqual(messagesRead(plain.file))
}

/** Own property names of every position in the tree, by kind. */
function ownNamesOfPositions(tree: Root): Set<string> {
  const names = new Set<string>()
  visit(tree, (node: Nodes) => {
    if (node.position) names.add(Object.getOwnPropertyNames(node.position).join(','))
  })
  return names
}

const sample = '* Openings\n\n1C 16+\n  1D negative\n  1H natural {5+!h}\n1N 15-17\n  2C Stayman *asking*\n\n#CUT a\n1D y\n#ENDCUT\n1S-\n#PASTE a\n'

describe('compact positions', () => {
  it('should give the registry’s reader one object per position, holding no points', () => {
    const tree = unified().use(format.parse).parse(new VFile({path: 'doc.bml', value: sample})) as Root
    const names = ownNamesOfPositions(tree)
    // The root's position is plain (one per document); every other is compact.
    names.delete('start,end')
    expect([...names]).toEqual([''])
    const bid = (tree.children[1] as {children: Nodes[]}).children[0]!
    expect(bid.position!.start).toEqual({line: 3, column: 1, offset: 12})
    expect(bid.position!.end).toEqual({line: 5, column: 20, offset: 52})
  })

  it('should keep plain positions for `fromBml` and `bmlParse` unless asked', () => {
    expect([...ownNamesOfPositions(fromBml(sample))]).toEqual(['start,end'])
    expect([...ownNamesOfPositions(unified().use(format.parse, {compactPositions: false}).parse(sample) as Root)]).toEqual(['start,end'])
  })

  it('should give every node of a paste its own writable `data` object, in the registry’s reader as in `fromBml`', () => {
    const text = '#CUT a\n1D y *z*\n  1H !h and =w=\n#ENDCUT\n1S-\n#PASTE a\n'
    const dataOf = (tree: Root): Array<Record<string, unknown>> => {
      const result: Array<Record<string, unknown>> = []
      visit(tree, (node: Nodes) => {
        if (node.data && 'paste' in node.data) result.push(node.data as Record<string, unknown>)
      })
      return result
    }

    const compact = dataOf(unified().use(format.parse).parse(text) as Root)
    // bid, meaning and text of `1D`, the strong and its text, and of `1H` the bid, meaning, suit and texts, code.
    expect(compact.length).toBeGreaterThan(8)
    expect(new Set(compact).size).toBe(compact.length)
    // A plugin may write into a node's `data` (`hName`, `hProperties`) without touching its siblings.
    compact[0]!.hName = 'span'
    expect(compact.filter((data) => 'hName' in data).length).toBe(1)

    const own = dataOf(fromBml(text))
    expect(own.length).toBe(compact.length)
    expect(new Set(own).size).toBe(own.length)
    delete compact[0]!.hName
    expect(JSON.stringify(own)).toBe(JSON.stringify(compact))
  })

  it('should read the same as plain positions on every fixture and corpus file', () => {
    let count = 0
    const fixtures = path.join(here, 'fixtures')
    for (const name of readdirSync(fixtures)) {
      const input = path.join(fixtures, name, 'input.bml')
      if (!existsSync(input)) continue
      expectSameReading(readFileSync(input, 'utf8'))
      count++
    }

    if (hasCorpus) {
      for (const folder of ['data', 'expected']) {
        for (const name of readdirSync(corpus('bml', 'gpaulissen-bml', 'test', folder))) {
          if (!name.endsWith('.bml')) continue
          expectSameReading(readFileSync(corpus('bml', 'gpaulissen-bml', 'test', folder, name), 'utf8'), {allowOutside: true})
          count++
        }
      }
    }

    expect(count).toBeGreaterThan(5)
  })

  it('should read the same as plain positions on random BML (fast-check, 300 inputs)', () => {
    const parts = [
      '1C', '1D', '1H', '1N', '2X', '(1D)', 'P', 'D', '(P)', '-', '---', ';', ' ', '  ', '    ', '\t', '\n', '\n', '\n\n', '\r\n', '\r',
      '#PASTE a', '#PASTE a 1=2', '#PASTE a D=Double 1=', '#PASTE b H=hearts', '#CUT a', '#ENDCUT', '#COPY b', '#ENDCOPY', '#PASTE b', '#INCLUDE a.bml', '#INCLUDE b.bml',
      '#BIDTABLE', '#VUL N0', '#SEAT 12', '#+TITLE: x', '*', '**', '/', '=', '!c', '!s', '|', '| a | b |', '- ', ' :: ', '1. ',
      'N AKQ AKQ AKQ AKQJ', 'text', 'é', '😀', '{15-17 HCP, balanced}', '; alert', '{', '}', 'x'
    ]
    const text = fc.array(fc.constantFrom(...parts), {maxLength: 80}).map((list) => list.join(''))
    const options = fc.record({
      profile: fc.constantFrom('default' as const, 'reference' as const),
      dialect: fc.constantFrom('bml2' as const, 'bml1' as const),
      indentation: fc.constantFrom(1, 2, 3)
    })
    fc.assert(
      fc.property(text, options, (value, settings) => expectSameReading(value, settings)),
      {numRuns: 300}
    )
  })

  it('should read the same where a paste’s replacement makes a line longer than its source', () => {
    const text = '#CUT a\n1C x\n  1D x and x\n#ENDCUT\n\n#PASTE a x=a-much-longer-text\n'
    expect(fromBml(text).children.length).toBeGreaterThan(0)
    expectSameReading(text)
    expectSameReading(text, {profile: 'reference'})
  })

  it('should keep a point set on a compact position, and write it', () => {
    const tree = unified().use(format.parse).parse(sample) as Root
    const node = tree.children[1]!
    const end = node.position!.end
    node.position!.start = {line: 9, column: 8, offset: 7}
    expect(node.position!.start).toEqual({line: 9, column: 8, offset: 7})
    expect(node.position!.end).toEqual(end)
    expect(JSON.parse(JSON.stringify(node.position))).toEqual({start: {line: 9, column: 8, offset: 7}, end})
  })
})

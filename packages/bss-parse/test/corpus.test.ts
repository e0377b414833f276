import {readFileSync} from 'node:fs'
import path from 'node:path'
import {VFile} from 'vfile'
import {expect, it} from 'vitest'
import type {Bid, PhrasingContent, Root} from '@bidding/core'
import type {Side} from '@bidding/core/calls'
import {fromBss} from '@bidding/bss-parse'
import {corpusFiles} from '../../../test/corpus-files.js'
import {corpus, describeCorpus} from '../../../test/shared.js'

const gpaulissen = corpus('bml', 'gpaulissen-bml', 'test')

function text(nodes: readonly PhrasingContent[]): string {
  let result = ''
  for (const node of nodes) {
    if (node.type === 'text' || node.type === 'inlineCode') result += node.value
    else if (node.type === 'suit') result += node.data?.bssRaw ?? '!' + node.suit.toLowerCase()
    else if (node.type === 'break') result += '\\n'
    else if (node.type === 'strong') result += '*' + text(node.children) + '*'
    else if (node.type === 'emphasis') result += '/' + text(node.children) + '/'
  }

  return result
}

const vulnerabilityLetters = {yes: 'Y', no: 'N', any: '0'} as const

/** Auction key: opener side, `#SEAT`, `#VUL` and the calls with implicit passes (`1CP1D`). */
function key(they: boolean, seat: string, vulnerability: string, calls: ReadonlyArray<{call: string; by: Side}>): string {
  let auction = ''
  let previous: Side | undefined
  for (const {call, by} of calls) {
    if (previous === by) auction += 'P'
    auction += call === 'X' ? 'D' : call === 'XX' ? 'R' : call
    previous = by
  }

  return (they ? '*' : '') + seat + '|' + vulnerability + '|' + auction
}

/** Each auction of a tree from the BSS reader and its description. */
function treeDescriptions(tree: Root): Map<string, string> {
  const result = new Map<string, string>()
  for (const sequence of tree.children) {
    if (sequence.type !== 'sequence') continue
    const seat = sequence.seats ? sequence.seats.join('') : '0'
    const vulnerability = sequence.vulnerability
      ? vulnerabilityLetters[sequence.vulnerability.we] + vulnerabilityLetters[sequence.vulnerability.they]
      : '00'
    const walk = (bid: Bid, path: Array<{call: string; by: Side}>) => {
      path.push({call: bid.call, by: bid.by})
      const meaning = bid.children[0]
      if (!bid.data?.bssImplied) {
        result.set(key(path[0]!.by === 'they', seat, vulnerability, path), meaning?.type === 'meaning' ? text(meaning.children) : '')
      }

      for (const child of bid.children) if (child.type === 'bid') walk(child, path)
      path.pop()
    }

    for (const child of sequence.children) if (child.type === 'bid') walk(child, [])
  }

  return result
}

/**
 * Each auction of a file bss2bml wrote and its description. Read with
 * bss2bml's own layout (rows `bid = description` two spaces deeper per
 * call, continuation lines under the description), not with BML's rules:
 * BML reads a table whose rows start `(1N)`, `P`, `(P)`, `D` as an auction
 * diagram (bml.md §3, row 6).
 */
function bss2bmlDescriptions(value: string): {descriptions: Map<string, string>; title?: string; description?: string} {
  const descriptions = new Map<string, string>()
  const result: {descriptions: Map<string, string>; title?: string; description?: string} = {descriptions}
  let seat = '0'
  let vulnerability = '00'
  let stack: Array<{call: string; by: Side}> = []
  let previous: {key: string; column: number} | undefined
  for (const line of value.split('\n')) {
    const meta = /^#\+(TITLE|DESCRIPTION): (.*)$/.exec(line)
    if (meta) {
      result[meta[1] === 'TITLE' ? 'title' : 'description'] = meta[2]!
      continue
    }

    if (line.startsWith('#VUL ')) vulnerability = line.slice(5).trim()
    if (line.startsWith('#SEAT ')) seat = line.slice(6).trim()
    if (line.trim() === '' || line.startsWith('#')) {
      stack = []
      previous = undefined
      continue
    }

    const indent = line.length - line.trimStart().length
    if (previous && indent === previous.column) {
      descriptions.set(previous.key, descriptions.get(previous.key) + '\\n' + line.trim())
      continue
    }

    const row = /^( *)(\(?)([1-7][CDHSN]|[PDR])\)?(?: = (.*))?$/.exec(line)
    if (!row) throw new Error('Unexpected row `' + line + '`')
    stack = stack.slice(0, row[1]!.length / 2)
    const call = row[3] === 'D' ? 'X' : row[3] === 'R' ? 'XX' : row[3]!
    stack.push({call, by: row[2] ? 'they' : 'we'})
    const auction = key(stack[0]!.by === 'they', seat, vulnerability, stack)
    descriptions.set(auction, row[4] ?? '')
    previous = {key: auction, column: row[4] === undefined ? -1 : line.indexOf(' = ') + 3}
  }

  return result
}

function readBss(value: string, name = 'test.bss'): {tree: Root; file: VFile} {
  const file = new VFile({path: name, value})
  return {tree: fromBss(value, file), file}
}

describeCorpus('corpus: the reference’s round-trip BML (bss2bml)', () => {
  for (const file of corpusFiles(path.join(gpaulissen, 'expected'), '.bml')) {
    const name = path.basename(file, '.bml')
    it('should hold the sequences and descriptions of `' + name + '.bml`', () => {
      const bss = readBss(readFileSync(path.join(gpaulissen, 'expected', name + '.bss'), 'utf8')).tree
      const bml = bss2bmlDescriptions(readFileSync(file, 'utf8'))
      expect(bss.metadata?.title).toBe(bml.title)
      expect(bss.metadata?.description).toBe(bml.description)

      const ours = treeDescriptions(bss)
      expect(ours.size).toBeGreaterThan(0)
      // bss2bml shows an implicit pass as a row when its parent has other
      // calls, and leaves out a lone pass with no description: passes with no
      // description may be on one side only.
      const significant = (map: Map<string, string>) =>
        [...map].filter(([auction, description]) => description !== '' || !auction.endsWith('P')).sort()
      expect(significant(ours)).toEqual(significant(bml.descriptions))
    })
  }
})

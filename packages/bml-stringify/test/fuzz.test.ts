/**
 * Whatever the reader makes of random BML, the writer writes without an
 * exception; and when it reports nothing, the text reads back as the same
 * tree.
 */

import type {Nodes, Root} from '@bidding/core'
import fc from 'fast-check'
import {removePosition} from 'unist-util-remove-position'
import {visit} from 'unist-util-visit'
import {VFile} from 'vfile'
import {describe, expect, it} from 'vitest'
import {fromBml} from '@bidding/bml-parse'
import {toBml} from '@bidding/bml-stringify'

const tokens = [
  '1C', '1D', '1N', '1NT', '2X', '(1D)', '(P)', 'P', 'D', 'R', '1M', '2oM', '3CD', '1red', '2steps', '2S/3H', '-', '---',
  ';', '=', ' ', '  ', '    ', '\n', '\n', '\n', '\n\n', '#PASTE a', '#CUT a', '#ENDCUT', '#COPY a', '#ENDCOPY', '#HIDE',
  '#BIDTABLE', '#VUL N0', '#SEAT 12', '#+TITLE: x', '#FOO', '*', '/', '!c', '|', '- ', ' :: ', '1. ', 'N AKQ AKQ AKQ AKQJ',
  'E: x x x x', '.', '//', 'x', 'text', '(', ')', '?', 'AP', 'Deal'
]

const soup = fc.array(fc.constantFrom(...tokens), {maxLength: 50}).map((parts) => parts.join(''))

function read(text: string): Root | undefined {
  try {
    return fromBml(text, new VFile({value: text}))
  } catch {
    return undefined
  }
}

function clean(tree: Root): Root {
  removePosition(tree, {force: true})
  visit(tree, (node: Nodes) => {
    if (node.type === 'sequence') for (const call of node.context ?? []) delete call.position
    if (node.data) {
      delete node.data.paste
      delete (node.data as {history?: string}).history
      if (Object.keys(node.data).length === 0) delete node.data
    }
  })
  return tree
}

describe('fuzz', () => {
  it('should write what the reader makes of random input, and read it back when it reports nothing (2,000 inputs)', () => {
    let checked = 0
    fc.assert(
      fc.property(soup, (text) => {
        const tree = read(text)
        if (!tree) return
        const file = new VFile()
        const output = toBml(tree, {}, file)
        if (file.messages.length > 0) return
        checked++
        const back = read(output)
        expect(back, output).toBeDefined()
        expect(clean(back!)).toEqual(clean(tree))
      }),
      // Inputs a run once found (a directive, then a comment, kept as text after `#ENDCOPY` on its line).
      {numRuns: 2000, examples: [['#COPY a\n#ENDCOPY#CUT a'], ['#COPY a\n#ENDCOPY//']]}
    )
    expect(checked).toBeGreaterThan(500)
  })
})

/**
 * parse → stringify → parse gives the same tree (positions and provenance
 * aside): for every corpus input, every reader fixture, and random trees.
 */

import {existsSync, readdirSync, readFileSync} from 'node:fs'
import path from 'node:path'
import {fileURLToPath} from 'node:url'
import type {Nodes, Root} from '@bidding/core'
import fc from 'fast-check'
import {removePosition} from 'unist-util-remove-position'
import {visit} from 'unist-util-visit'
import {VFile} from 'vfile'
import {describe, expect, it} from 'vitest'
import {fromBml, type Options as ParseOptions} from '@bidding/bml-parse'
import {toBml} from '@bidding/bml-stringify'
import {corpus, describeCorpus} from '../../../test/shared.js'
import {root} from './arbitrary.js'

/** Remove positions and provenance (`data.file`, `data.paste`, and with `history`, `data.history`). */
function clean(tree: Root, history = false): Root {
  removePosition(tree, {force: true})
  visit(tree, (node: Nodes) => {
    if (node.type === 'sequence') for (const call of node.context ?? []) delete call.position
    if (node.data) {
      delete node.data.file
      delete node.data.paste
      if (history) delete (node.data as {history?: string}).history
      if (Object.keys(node.data).length === 0) delete node.data
    }
  })
  return tree
}

function roundTrip(text: string, options: ParseOptions, filePath?: string): {first: Root; second: Root; output: string; written: VFile} {
  const first = fromBml(text, new VFile({path: filePath, value: text}), options)
  const written = new VFile()
  const output = toBml(first, {indentation: options.indentation}, written)
  // Read back as the input was read: in the reference profile a constraint block is text.
  const second = fromBml(output, new VFile({value: output}), {indentation: options.indentation, ...(options.profile === 'reference' ? {profile: 'reference' as const} : {})})
  return {first: clean(first), second: clean(second), output, written}
}

const corpusInputs = [
  ...['example', 'example1', 'example2', 'example3', 'example4', 'example5', 'example6', 'example7', 'example8', 'test', 'test_include'].map(
    (name) => ['gpaulissen-bml', 'test', 'data', name + '.bml']
  ),
  ...['q1', 'q3', 'q5', 'q6'].map((name) => ['probes', name + '.bml'])
]

describeCorpus('round trip of the corpus', () => {
  for (const segments of corpusInputs) {
    it('should read back `' + segments.at(-1) + '` as the same tree', () => {
      const file = corpus('bml', ...segments)
      const {first, second} = roundTrip(readFileSync(file, 'utf8'), {}, file)
      expect(second).toEqual(first)
    })
  }

  it('should read back BML 1’s `example.txt` (read as BML 1, written as BML 2)', () => {
    const file = corpus('bml', 'kungsgeten-bml', 'example.txt')
    const {first, second, written} = roundTrip(readFileSync(file, 'utf8'), {dialect: 'bml1'}, file)
    expect(written.messages).toEqual([])
    expect(second).toEqual(first)
  })
})

describe('round trip of the reader fixtures', () => {
  const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'bml-parse', 'test', 'fixtures')
  for (const name of readdirSync(fixtures).sort()) {
    it('should read back fixture `' + name + '` as the same tree', () => {
      const input = path.join(fixtures, name, 'input.bml')
      const config = path.join(fixtures, name, 'config.json')
      const options = existsSync(config) ? (JSON.parse(readFileSync(config, 'utf8')) as ParseOptions) : {}
      const {first, second} = roundTrip(readFileSync(input, 'utf8'), options, input)
      // BML 1 histories are written as BML 2 ones; the token as written is not kept.
      expect(clean(second, options.dialect === 'bml1')).toEqual(clean(first, options.dialect === 'bml1'))
    })
  }

  it('should read back with another indentation unit', () => {
    const text = '1C x\n    1D y\n        1H z\n'
    const {first, second, output} = roundTrip(text, {indentation: 4})
    expect(output).toBe(text)
    expect(second).toEqual(first)
  })
})

describe('round trip of random trees', () => {
  it('should write random trees that read back unchanged (500 trees)', () => {
    fc.assert(
      fc.property(root, (tree) => {
        const written = new VFile()
        const output = toBml(tree, {}, written)
        expect(written.messages.map((message) => message.reason)).toEqual([])
        const back = clean(fromBml(output, new VFile({value: output})), true)
        expect(back).toEqual(clean(structuredClone(tree), true))
      }),
      {numRuns: 500}
    )
  })
})

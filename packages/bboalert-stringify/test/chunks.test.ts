/**
 * The writer in chunks (`toBboalertChunks`, the plugin's `chunked: true`):
 * the chunks put together are the string output, byte for byte, with the
 * same messages, on the repository's and the corpus's BML and BSS files;
 * a large system comes out in several chunks.
 */

import {readdirSync, readFileSync} from 'node:fs'
import path from 'node:path'
import {unified} from 'unified'
import {VFile} from 'vfile'
import {describe, expect, it} from 'vitest'
import type {Root} from '@bidding/core'
import {fromBml} from '@bidding/bml-parse'
import {fromBss} from '@bidding/bss-parse'
import {bboalertStringify, toBboalert, toBboalertChunks} from '@bidding/bboalert-stringify'
import {format} from '@bidding/bboalert-stringify/format'
import {corpusFiles} from '../../../test/corpus-files.js'
import {corpus, describeCorpus, repoRoot} from '../../../test/shared.js'

/** Files ending in `extension` under `folder`, at any depth (dependencies left out). */
function filesUnder(folder: string, extension: string): string[] {
  return readdirSync(folder, {recursive: true, encoding: 'utf8'})
    .filter((name) => name.endsWith(extension) && !name.split(path.sep).includes('node_modules'))
    .map((name) => path.join(folder, name))
}

const fixtures = [
  ...['examples/pipeline', 'test/fixtures', 'packages/bml-parse/test'].flatMap((folder) => filesUnder(path.join(repoRoot, folder), '.bml')),
  path.join(repoRoot, 'packages/robot/test/fixtures/system.bml'),
  ...filesUnder(path.join(repoRoot, 'packages/bss-parse/test'), '.bss')
]
const gpaulissen = corpus('bml', 'gpaulissen-bml', 'test')
const corpusInputs = [
  ...corpusFiles(path.join(gpaulissen, 'data'), '.bml'),
  ...corpusFiles(corpus('bml', 'probes'), '.bml'),
  ...corpusFiles(corpus('bss'), '.bss')
]

function expectSame(file: string): void {
  const value = readFileSync(file, 'utf8')
  let tree: Root
  try {
    tree = file.endsWith('.bss') ? fromBss(value, new VFile({path: file, value})) : fromBml(value, {}, new VFile({path: file, value}))
  } catch (error) {
    // A part of a system made to be included (`#PASTE` of a `#COPY` elsewhere) cannot be read alone.
    expect(error).toHaveProperty('fatal', true)
    return
  }

  const chunkFile = new VFile({path: 'out.txt'})
  const textFile = new VFile({path: 'out.txt'})
  expect([...toBboalertChunks(tree, {}, chunkFile)].join('')).toBe(toBboalert(tree, {}, textFile))
  expect(chunkFile.messages.map(String)).toEqual(textFile.messages.map(String))
}

describe('chunks: the repository\'s fixtures', () => {
  for (const file of fixtures) {
    it('should give the string output in chunks for `' + path.relative(repoRoot, file) + '`', () => {
      expectSame(file)
    })
  }
})

describeCorpus('chunks: the corpus', () => {
  for (const file of corpusInputs) {
    it('should give the string output in chunks for `' + path.relative(corpus(), file) + '`', () => {
      expectSame(file)
    })
  }
})

/** A system of `count` tables, each after its own history of eight calls; the last table defines `1C` twice. */
function bigSystem(count: number): string {
  const tables: string[] = []
  for (let index = 0; index < count; index++) {
    let rest = index
    const calls: string[] = []
    for (let position = 0; position < 8; position++) {
      const call = 'PDR'[rest % 3]!
      rest = Math.floor(rest / 3)
      calls.push(position % 2 === 0 ? call : '(' + call + ')')
    }

    tables.push('#BIDTABLE\n' + calls.join('-') + '---\n1C 12+ HCP, natural or balanced, a description of some length\n  1D 4+ diamonds, forcing\n  1H 4+ hearts, forcing\n1N 15-17 balanced\n')
  }

  return tables.join('\n') + '\n#BIDTABLE\n1C first\n1C second\n'
}

describe('chunks: a large system', () => {
  it('should come out in several chunks of at least 64 KB, each ending at a line end, with the same messages', () => {
    const tree = fromBml(bigSystem(600))
    const chunkFile = new VFile()
    const textFile = new VFile()
    const chunks = [...toBboalertChunks(tree, {}, chunkFile)]
    expect(chunks.join('')).toBe(toBboalert(tree, {}, textFile))
    expect(chunks.length).toBeGreaterThan(2)
    for (const chunk of chunks.slice(0, -1)) {
      expect(chunk.length).toBeGreaterThanOrEqual(64 * 1024)
      expect(chunk.endsWith('\n')).toBe(true)
    }

    // The expansion in chunks counts auctions instead of remembering each: it still finds the second `1C`.
    expect(chunkFile.messages.map((message) => message.ruleId)).toEqual(['shadowed-call'])
    expect(chunkFile.messages.map(String)).toEqual(textFile.messages.map(String))
  })

  it('should put the chunks in `file.result` with `chunked: true`, and say so in its format', () => {
    const tree = fromBml(bigSystem(100))
    const result = unified().use(bboalertStringify, {chunked: true}).stringify(tree) as unknown as Iterable<string>
    expect(typeof result).not.toBe('string')
    expect([...result].join('')).toBe(toBboalert(tree))
    expect(format.chunked).toBe(true)
  })
})

describe('chunks: messages', () => {
  it('should report the walk\'s messages after the expansion\'s, as when the whole tree was expanded first', async () => {
    const {b} = await import('@bidding/core')
    // The first table has content BBOalert cannot keep (the walk says so); the second defines `1C` again (the expansion says so).
    const tree = b('root', [
      b('sequence', [b('bid', {call: '1C', by: 'we'}, [b('meaning', [b('text', 'Natural')])]), b('opaque', {format: 'html', value: '<hr>'})]),
      b('sequence', [b('bid', {call: '1C', by: 'we'}, [b('meaning', [b('text', 'Strong')])])])
    ])
    for (const write of [(file: VFile) => toBboalert(tree, {}, file), (file: VFile) => [...toBboalertChunks(tree, {}, file)].join('')]) {
      const file = new VFile({path: 'system.bml'})
      write(file)
      expect(file.messages.map((message) => message.ruleId)).toEqual(['shadowed-call', 'unsupported-node'])
    }
  })
})

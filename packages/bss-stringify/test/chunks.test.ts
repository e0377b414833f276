/**
 * The writer in chunks (`toBssChunks`, the plugin's `chunked: true`): the
 * chunks put together are the string output, byte for byte, with the same
 * messages, on every BML and BSS file of the repository and the corpus; and
 * a large system comes out in several chunks, the first made before the
 * walk reaches the end.
 */

import {readdirSync, readFileSync} from 'node:fs'
import path from 'node:path'
import {unified} from 'unified'
import {VFile} from 'vfile'
import {describe, expect, it} from 'vitest'
import type {Root} from '@bidding/core'
import {fromBml} from '@bidding/bml-parse'
import {fromBss} from '@bidding/bss-parse'
import {bssStringify, toBss, toBssChunks, type Options} from '@bidding/bss-stringify'
import {format} from '@bidding/bss-stringify/format'
import {corpusFiles} from '../../../test/corpus-files.js'
import {corpus, describeCorpus, repoRoot} from '../../../test/shared.js'

/** Files ending in `extension` under `folder`, at any depth. */
function filesUnder(folder: string, extension: string): string[] {
  return readdirSync(folder, {recursive: true, encoding: 'utf8'})
    .filter((name) => name.endsWith(extension) && !name.split(path.sep).includes('node_modules'))
    .map((name) => path.join(folder, name))
}

// The SAYC example (`examples/sayc`, the robot's fixture) is left out for time: the jdh8 and enerqi systems are real ones too.
const fixtureBml = [
  ...['examples/pipeline', 'test/fixtures', 'packages/bml-parse/test'].flatMap((folder) => filesUnder(path.join(repoRoot, folder), '.bml')),
  path.join(repoRoot, 'packages/robot/test/fixtures/system.bml')
]
const fixtureBss = filesUnder(path.join(repoRoot, 'packages/bss-parse/test'), '.bss')
const gpaulissen = corpus('bml', 'gpaulissen-bml', 'test')
const corpusBml = [
  ...corpusFiles(path.join(gpaulissen, 'data'), '.bml'),
  ...corpusFiles(corpus('bml', 'probes'), '.bml'),
  ...corpusFiles(corpus('bml', 'kungsgeten-bml'), '.bml')
]
const corpusBss = [
  ...corpusFiles(path.join(gpaulissen, 'expected'), '.bss'),
  ...corpusFiles(corpus('bml', 'probes'), '.bss'),
  ...corpusFiles(corpus('bss'), '.bss'),
  ...corpusFiles(corpus('bml', 'kungsgeten-bml'), '.bss')
]

function read(file: string, profile: 'default' | 'reference'): Root {
  const value = readFileSync(file, 'utf8')
  const vfile = new VFile({path: file, value})
  return file.endsWith('.bss') ? fromBss(value, vfile) : fromBml(value, {profile}, vfile)
}

/** The chunks put together and the string, each with the messages it gave. */
function bothWays(tree: Root, options: Options): {chunks: string[]; joined: string; text: string; chunkMessages: string[]; textMessages: string[]} {
  const chunkFile = new VFile({path: 'out.bss'})
  const textFile = new VFile({path: 'out.bss'})
  const chunks = [...toBssChunks(tree, options, chunkFile)]
  const text = toBss(tree, options, textFile)
  return {
    chunks,
    joined: chunks.join(''),
    text,
    chunkMessages: chunkFile.messages.map(String),
    textMessages: textFile.messages.map(String)
  }
}

function expectSame(file: string, profiles: ReadonlyArray<'default' | 'reference'>): void {
  for (const profile of profiles) {
    let tree: Root
    try {
      tree = read(file, profile)
    } catch (error) {
      // A part of a system made to be included (`#PASTE` of a `#COPY` elsewhere) cannot be read alone.
      expect(error).toHaveProperty('fatal', true)
      return
    }

    const {joined, text, chunkMessages, textMessages} = bothWays(tree, {profile})
    expect(joined).toBe(text)
    expect(chunkMessages).toEqual(textMessages)
  }
}

describe('chunks: the repository\'s fixtures', () => {
  for (const file of [...fixtureBml, ...fixtureBss]) {
    it('should give the string output in chunks for `' + path.relative(repoRoot, file) + '`', () => {
      expectSame(file, ['default'])
    })
  }
})

describeCorpus('chunks: the corpus', () => {
  for (const file of [...corpusBml, ...corpusBss]) {
    it('should give the string output in chunks for `' + path.relative(corpus(), file) + '`', () => {
      expectSame(file, ['default', 'reference'])
    })
  }

  it('should give BML 2.7.0\'s own BSS in chunks for every input of its test suite', () => {
    for (const file of corpusFiles(path.join(gpaulissen, 'data'), '.bml')) {
      if (file.endsWith('test_include.bml')) continue
      const expected = path.join(gpaulissen, 'expected', path.basename(file).replace(/\.bml$/, '.bss'))
      const joined = [...toBssChunks(read(file, 'reference'), {profile: 'reference'})].join('')
      // As the reference's test compares: line by line, trailing whitespace stripped.
      expect(joined.split('\n').map((line) => line.trimEnd())).toEqual(readFileSync(expected, 'utf8').split('\n').map((line) => line.trimEnd()))
    }
  })
})

/** The `index`-th history of eight calls, sides alternating (6,561 of them). */
function history(index: number): string {
  const calls: string[] = []
  let rest = index
  for (let position = 0; position < 8; position++) {
    const call = 'PDR'[rest % 3]!
    rest = Math.floor(rest / 3)
    calls.push(position % 2 === 0 ? call : '(' + call + ')')
  }

  return calls.join('-')
}

const padding = ', and a longer description than most, so that fewer tables make a large output'

/** A system of `count` tables, each after its own history, with `extra` after table `at` (default: at the end). */
function bigSystem(count: number, extra = '', at = count): string {
  const tables: string[] = []
  for (let index = 0; index < count; index++) {
    tables.push(
      '#BIDTABLE\n' + history(index) + '---\n1C 12+ HCP, natural or balanced' + padding + '\n  1D 4+ diamonds, forcing' + padding +
        '\n  1H 4+ hearts' + padding + '\n  1S\n1N 15-17 balanced' + padding + '\n'
    )
    if (index + 1 === at) tables.push(extra)
  }

  if (at >= count) tables.push(extra)
  return tables.join('\n')
}

describe('chunks: a large system', () => {
  const tree = fromBml(bigSystem(400))

  it('should come out in several chunks of at least 64 KB, each ending at a line end', () => {
    const {chunks, joined, text} = bothWays(tree, {})
    expect(joined).toBe(text)
    expect(chunks.length).toBeGreaterThan(3)
    for (const chunk of chunks.slice(0, -1)) {
      expect(chunk.length).toBeGreaterThanOrEqual(64 * 1024)
      expect(chunk.endsWith('\n')).toBe(true)
    }
  })

  it('should hand on its first chunk before the walk reaches the last table', () => {
    // The last table defines an auction twice: `expandCalls` says so when it gets there.
    const file = new VFile()
    const chunks = toBssChunks(fromBml(bigSystem(400, '#BIDTABLE\n' + history(6000) + '---\n1C first\n1C second\n')), {}, file)
    expect(chunks.next().done).toBe(false)
    expect(file.messages.map((message) => message.ruleId)).not.toContain('shadowed-call')
    for (const _ of chunks);
    expect(file.messages.map((message) => message.ruleId)).toContain('shadowed-call')
  })

  it('should hold back a record without a description until a later definition fills it', () => {
    // `P-(P)-P` is a context (no description) in the first table; the tenth table defines it as a bid.
    const text = bigSystem(400, '#BIDTABLE\nP-(P)---\nP third-seat pass, denies an opening\n', 10)
    const {chunks, joined} = bothWays(fromBml(text), {})
    expect(chunks.length).toBeGreaterThan(1)
    expect(joined).toBe(toBss(fromBml(text)))
    expect(joined.split('\n')).toContain('00PPP=NYYYYYY0third-seat pass, denies an opening')
  })
})

describe('chunks: walks of the tree', () => {
  /** The system's tables, each counting how often its calls are read: once per expansion of it (the writers read the expanded copies). */
  function countingTables(tree: Root): number[] {
    const reads: number[] = []
    for (const node of tree.children) {
      if (node.type !== 'sequence') continue
      const index = reads.push(0) - 1
      const children = node.children
      Object.defineProperty(node, 'children', {
        enumerable: true,
        get() {
          reads[index]!++
          return children
        }
      })
    }

    return reads
  }

  it('should expand each table twice in chunks: one walk counts auctions and record keys, one writes', () => {
    const tree = fromBml(bigSystem(40, '#BIDTABLE\n1C first\n1C second\n'))
    const reads = countingTables(tree)
    expect(reads.length).toBeGreaterThan(40)
    toBss(tree)
    const once = [...reads]
    expect(once.every((count) => count === once[0] && count > 0)).toBe(true)
    reads.fill(0)
    const joined = [...toBssChunks(tree)].join('')
    expect(reads).toEqual(once.map((count) => count * 2))
    expect(joined).toBe(toBss(tree))
  })
})

describe('chunks: the plugin', () => {
  it('should put the chunks in `file.result` with `chunked: true`, and say so in its format', () => {
    const tree = fromBml(bigSystem(300))
    const file = unified().use(bssStringify, {chunked: true}).stringify(tree) as unknown as Iterable<string>
    expect(typeof file).not.toBe('string')
    expect([...file].join('')).toBe(toBss(tree))
    expect(format.chunked).toBe(true)
  })
})

describe('chunks: messages', () => {
  it('should report the walk\'s messages after the expansion\'s, as when the whole tree was expanded first', async () => {
    const {b} = await import('@bidding/core')
    // The first table has content BSS cannot keep (the walk says so); the second defines `1C` again (the expansion says so).
    const tree = b('root', [
      b('sequence', [b('bid', {call: '1C', by: 'we'}, [b('meaning', [b('text', 'Natural')])]), b('opaque', {format: 'html', value: '<hr>'})]),
      b('sequence', [b('bid', {call: '1C', by: 'we'}, [b('meaning', [b('text', 'Strong')])])])
    ])
    for (const write of [(file: VFile) => toBss(tree, {}, file), (file: VFile) => [...toBssChunks(tree, {}, file)].join('')]) {
      const file = new VFile({path: 'system.bml'})
      write(file)
      expect(file.messages.map((message) => message.ruleId)).toEqual(['shadowed-call', 'unsupported-node'])
    }
  })
})

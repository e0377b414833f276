/**
 * The JSON writer in chunks on real trees: every BML file of the repository
 * and the corpus, read with compact positions (whose `toJSON` writes the
 * plain position), comes out of `toJsonChunks` exactly as from `toJson`.
 */

import {readdirSync, readFileSync} from 'node:fs'
import path from 'node:path'
import {VFile} from 'vfile'
import {expect, it} from 'vitest'
import {fromBml} from '@bidding/bml-parse'
import {toJson, toJsonChunks} from '@bidding/json'
import {corpusFiles} from '../../../test/corpus-files.js'
import {corpus, repoRoot} from '../../../test/shared.js'

function filesUnder(folder: string, extension: string): string[] {
  return readdirSync(folder, {recursive: true, encoding: 'utf8'})
    .filter((name) => name.endsWith(extension) && !name.split(path.sep).includes('node_modules'))
    .map((name) => path.join(folder, name))
}

const files = [
  ...['examples/pipeline', 'test/fixtures', 'packages/bml-parse/test'].flatMap((folder) => filesUnder(path.join(repoRoot, folder), '.bml')),
  ...corpusFiles(path.join(corpus('bml', 'gpaulissen-bml', 'test'), 'data'), '.bml'),
  ...corpusFiles(corpus('bml', 'probes'), '.bml'),
  ...corpusFiles(corpus('bml', 'kungsgeten-bml'), '.bml')
]

it('should write every BML tree of the repository and the corpus in chunks that make toJson, for every option', () => {
  expect(files.length).toBeGreaterThan(10)
  let compared = 0
  for (const name of files) {
    const value = readFileSync(name, 'utf8')
    let tree
    try {
      tree = fromBml(value, {compactPositions: true}, new VFile({path: name, value}))
    } catch {
      continue // a fixture of a fatal error
    }

    for (const [positions, space] of [[true, 2], [true, 0], [false, 2], [false, 0], [true, 7]] as const) {
      const joined = [...toJsonChunks(tree, {positions, space})].join('')
      // Compared as a boolean: a failure would print two large texts; the file's name says where.
      expect(joined === toJson(tree, {positions, space}), name + ' positions ' + positions + ' space ' + space).toBe(true)
      compared++
    }
  }

  expect(compared).toBeGreaterThan(50)
})

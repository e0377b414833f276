/**
 * Round trips through the corpus: each BSS file read and written back, and
 * each BML input written, read and written again (the reader's own corpus
 * test, of the reference's bss2bml output, is in `@bidding/bss-parse`).
 */

import {readFileSync} from 'node:fs'
import path from 'node:path'
import {VFile} from 'vfile'
import {expect, it} from 'vitest'
import type {Root} from '@bidding/core'
import {fromBml} from '@bidding/bml-parse'
import {fromBss} from '@bidding/bss-parse'
import {toBss} from '@bidding/bss-stringify'
import {corpusFiles} from '../../../test/corpus-files.js'
import {corpus, describeCorpus} from '../../../test/shared.js'

const gpaulissen = corpus('bml', 'gpaulissen-bml', 'test')

/** Every BSS file of the corpus: BML's goldens, the probes, the BBO excerpt, BML 1's output. */
const bssFiles = [
  ...corpusFiles(path.join(gpaulissen, 'expected'), '.bss'),
  ...corpusFiles(corpus('bml', 'probes'), '.bss'),
  ...corpusFiles(corpus('bss'), '.bss'),
  ...corpusFiles(corpus('bml', 'kungsgeten-bml'), '.bss')
]

/** Every BML input of the BML 2 corpus (the include is not an input of its own). */
const bmlFiles = [
  ...corpusFiles(path.join(gpaulissen, 'data'), '.bml').filter((file) => !file.endsWith('test_include.bml')),
  ...corpusFiles(corpus('bml', 'probes'), '.bml')
]

function readBml(file: string): Root {
  const vfile = new VFile({path: file, value: readFileSync(file, 'utf8')})
  return fromBml(String(vfile.value), vfile, {profile: 'reference'})
}

function readBss(value: string, name = 'test.bss'): {tree: Root; file: VFile} {
  const file = new VFile({path: name, value})
  return {tree: fromBss(value, file), file}
}

describeCorpus('corpus: BSS → bdast → BSS', () => {
  for (const file of bssFiles) {
    it('should write `' + path.relative(corpus(), file) + '` back unchanged', () => {
      const value = readFileSync(file, 'utf8')
      const {tree, file: vfile} = readBss(value, file)
      expect(toBss(tree, {profile: 'reference'})).toBe(value)
      // Only BML 1's output, which omits a field after P, D and R, is malformed.
      if (!file.includes('kungsgeten')) expect(vfile.messages).toEqual([])
      else expect(vfile.messages.every((message) => message.ruleId === 'invalid-fields')).toBe(true)
    })
  }
})

describeCorpus('corpus: BML → BSS → bdast → BSS', () => {
  for (const file of bmlFiles) {
    it('should give the same BSS again for `' + path.basename(file) + '`', () => {
      const first = toBss(readBml(file), {profile: 'reference'})
      const {tree, file: vfile} = readBss(first)
      expect(vfile.messages).toEqual([])
      expect(toBss(tree, {profile: 'reference'})).toBe(first)
    })
  }
})

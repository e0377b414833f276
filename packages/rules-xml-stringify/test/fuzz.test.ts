import {readFileSync} from 'node:fs'
import path from 'node:path'
import {fileURLToPath} from 'node:url'
import type {Root} from '@bidding/core'
import {fromRulesXml} from '@bidding/rules-xml-parse'
import {toRulesXml} from '@bidding/rules-xml-stringify'
import fc from 'fast-check'
import {VFile} from 'vfile'
import {VFileMessage} from 'vfile-message'
import {describe, expect, test} from 'vitest'
import {fixtureInputs, mutatedDocuments, withoutPositions as strip} from '../../../test/fuzz.js'
import {repoRoot} from '../../../test/shared.js'

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'rules-xml-parse', 'test', 'fixtures')
const seeds = [...fixtureInputs(fixtures), readFileSync(path.join(repoRoot, 'examples', 'rays-rules', 'rules.xml'), 'utf8')]

const snippets = ['<if>', '</if>', '<bid>1NT</bid>', '<comment>c &amp; d</comment>', '<set><name>q</name><value>v</value></set>', '<purpose>p</purpose>', '<name>n</name>', '<x a="1">y</x>', '<!-- c -->', 'text', ' a="b"', '&lt;', '<![CDATA[<]]>']

const documents = mutatedDocuments(seeds, snippets, {maxRemove: 30, maxEdits: 3, maxInsert: 6})

describe('fuzz', () => {
  test('should read back what it writes from any document the reader takes (bar line breaks in data)', () => {
    fc.assert(
      fc.property(documents, (value) => {
        const file = new VFile({value})
        let tree: Root
        try {
          tree = fromRulesXml(value, file)
        } catch (error) {
          if (error instanceof VFileMessage) return
          throw error
        }

        if (file.messages.some((message) => message.ruleId === 'data-line')) return
        const output = toRulesXml(tree, {}, new VFile())
        expect(strip(fromRulesXml(output, new VFile())), output).toBe(strip(tree))
      }),
      {numRuns: Number(process.env.FUZZ_RUNS ?? 400)}
    )
  })
})

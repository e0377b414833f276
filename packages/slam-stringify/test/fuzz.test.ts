import {readFileSync} from 'node:fs'
import path from 'node:path'
import {fileURLToPath} from 'node:url'
import type {Root} from '@bidding/core'
import {fromSlam} from '@bidding/slam-parse'
import {toSlamConv, toSlamSystem} from '@bidding/slam-stringify'
import fc from 'fast-check'
import {VFile} from 'vfile'
import {VFileMessage} from 'vfile-message'
import {describe, expect, test} from 'vitest'
import {fixtureInputs, mutatedDocuments, withoutPositions as strip} from '../../../test/fuzz.js'
import {corpus, hasCorpus} from '../../../test/shared.js'

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'slam-parse', 'test', 'fixtures')

const seeds: string[] = fixtureInputs(fixtures)
if (hasCorpus) {
  for (const name of ['conventionsv2/auto2.conv', 'conventions/auto5.conv', 'systems/SAYC.system.pretty']) {
    seeds.push(readFileSync(corpus('slam', name), 'utf8'))
  }
}

const snippets = ['<open bid="1C">', '</open>', '<!-- c -->', '<type/>', '<HCP min="3"/>', '<spades honorsmin="2"/>', '<x/>', 'text', '<subconvention name="a"/>', '&amp;', ' seats="21"', ' over="Pass, X"', '<auction>1NT, PASS</auction>', '<name>n</name>', '<![CDATA[c]]>', '<?p?>']

const documents = mutatedDocuments(seeds, snippets, {maxRemove: 30, maxEdits: 3, maxInsert: 6})

function read(value: string): Root | undefined {
  try {
    return fromSlam(value, new VFile({value}))
  } catch (error) {
    if (error instanceof VFileMessage) return undefined
    throw error
  }
}

// Inputs a run once found: stray text on either side of a version 1 action's `<shape>` (`!` and `" />`), written side by side and read back as one text;
// an empty convention, written with an `<actions>` it did not have.
const found = [
  '<convention>\n</convention>\n',
  '<convention version="1">\n' +
    '  <reqconv name="transfers" />\n' +
    '  <name>responses to transfers</name>\n' +
    '  <reqconv name="strong 1NT" kind="required" />\n' +
    '  <requires>transfers</requires>\n' +
    '  <subconv name="superaccept" />\n' +
    '  <action bid="2H" weight="1">\n' +
    '    <PossibleAuctions>\n' +
    '      <auction>PAS, psdsds</auction>\n' +
    '      <auction>1NT, PASS, 2D, PASS</auction>\n' +
    '      <auction>PASS, PASS, PASS, PASS</auction>\n' +
    '      <note>none</note>\n' +
    '      <auction>PASS, 1NT, PASS, 2D, PASS</auction>\n' +
    '    </PossibleAuctions>!\n' +
    '    <shape kind="all">\n' +
    '      <hearts min="2" />\n' +
    '    </shape>" />\n' +
    '    <comment>accept the transfer</comment>\n' +
    '  </action>\n' +
    '  <action bid="Pass">\n' +
    '    <PossibleAuctions />\n' +
    '  </action>\n' +
    '  <action bid="rubbish" />\n' +
    '</convention>\n'
]

describe('fuzz', () => {
  test('should read back what it writes from any document the reader takes', () => {
    fc.assert(
      fc.property(documents, (value) => {
        const tree = read(value)
        if (!tree) return
        const write = tree.children[0]?.type === 'system' ? toSlamSystem : toSlamConv
        for (const compact of [false, true]) {
          const output = write(tree, {compact}, new VFile())
          const again = read(output)
          expect(again, output).toBeDefined()
          expect(strip(again!)).toBe(strip(tree))
        }
      }),
      {numRuns: Number(process.env.FUZZ_RUNS ?? 400), examples: found.map((value) => [value])}
    )
  })
})

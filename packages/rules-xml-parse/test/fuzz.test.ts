import {readdirSync, readFileSync} from 'node:fs'
import path from 'node:path'
import {fileURLToPath} from 'node:url'
import {validateTree} from '@bidding/core'
import {fromRulesXml} from '@bidding/rules-xml-parse'
import fc from 'fast-check'
import {VFile} from 'vfile'
import {VFileMessage} from 'vfile-message'
import {describe, expect, test} from 'vitest'
import {repoRoot} from '../../../test/shared.js'

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures')

/** Documents to mutate: the fixtures and the example rules. */
const seeds: string[] = [
  ...readdirSync(fixtures).map((name) => readFileSync(path.join(fixtures, name, 'input.xml'), 'utf8')),
  readFileSync(path.join(repoRoot, 'examples', 'rays-rules', 'rules.xml'), 'utf8')
]

/** Read a document: it must give a valid tree or a fatal message, and every message has a place. */
function check(value: string): void {
  const file = new VFile({path: 'fuzz.xml', value})
  try {
    const tree = fromRulesXml(value, file)
    const result = validateTree(tree)
    expect(result.ok, JSON.stringify(!result.ok && result.issues.slice(0, 3))).toBe(true)
  } catch (error) {
    if (!(error instanceof VFileMessage)) throw error
    expect(error.fatal).toBe(true)
  }

  for (const message of file.messages) {
    expect(message.place).toBeDefined()
    expect(message.source).toBe('@bidding/rules-xml-parse')
  }
}

const snippets = ['<', '>', '/>', '</if>', '<if>', '<group>', '<purpose>p</purpose>', '<name>point count</name>', '<comparison>&lt;=</comparison>', '<value>7</value>', '<bid>1 constructor</bid>', '<bid>Pass</bid>', '<set>', '</set>', '<!--', '-->', '<![CDATA[', ']]>', '&amp;', '&x;', '<?pi?>', '\n', '🂡', ' a="b"', '<!DOCTYPE r [<!ENTITY e "e">]>']

const mutated = fc
  .tuple(fc.constantFrom(...seeds), fc.array(fc.tuple(fc.nat(), fc.nat({max: 40}), fc.oneof(fc.constantFrom(...snippets), fc.string({maxLength: 8}))), {minLength: 1, maxLength: 4}))
  .map(([document, edits]) => {
    let value = document
    for (const [at, remove, insert] of edits) {
      const index = value.length === 0 ? 0 : at % value.length
      value = value.slice(0, index) + insert + value.slice(index + remove)
    }

    return value
  })

/** Random XML in the game's vocabulary. */
const xml: fc.Arbitrary<string> = fc.letrec<{node: string}>((tie) => ({
  node: fc.oneof(
    {depthSize: 'small', withCrossShrink: true},
    fc.constantFrom('text', 'point count', '&lt;=', '12', 'Pass', '1NT', 'balanced', '<!-- c -->', ''),
    fc
      .tuple(
        fc.constantFrom('rules', 'type', 'name', 'level', 'owner', 'contact', 'group', 'purpose', 'if', 'comparison', 'value', 'set', 'comment', 'bid', 'x'),
        fc.array(tie('node'), {maxLength: 4})
      )
      .map(([name, children]) => (children.length === 0 ? '<' + name + '/>' : '<' + name + '>' + children.join('') + '</' + name + '>'))
  )
})).node

describe('fuzz', () => {
  test('should only ever give messages for random text', () => {
    fc.assert(fc.property(fc.string({unit: 'grapheme-composite', maxLength: 200}), check), {numRuns: Number(process.env.FUZZ_RUNS ?? 300)})
  })

  test('should only ever give messages for mutated documents', () => {
    fc.assert(fc.property(mutated, check), {numRuns: Number(process.env.FUZZ_RUNS ?? 400)})
  })

  test('should only ever give messages for random rules-like XML', () => {
    fc.assert(
      fc.property(
        fc.array(xml, {maxLength: 6}).map((children) => '<rules>' + children.join('') + '</rules>'),
        check
      ),
      {numRuns: Number(process.env.FUZZ_RUNS ?? 400)}
    )
  })
})

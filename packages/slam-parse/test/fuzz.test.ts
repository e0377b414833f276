import {readdirSync, readFileSync} from 'node:fs'
import path from 'node:path'
import {fileURLToPath} from 'node:url'
import {validateTree} from '@bidding/core'
import {fromSlam} from '@bidding/slam-parse'
import fc from 'fast-check'
import {VFile} from 'vfile'
import {VFileMessage} from 'vfile-message'
import {describe, expect, test} from 'vitest'
import {corpus, hasCorpus} from '../../../test/shared.js'

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures')

/** Documents to mutate: the fixtures, and the corpus when it is there. */
const seeds: string[] = readdirSync(fixtures).flatMap((name) =>
  readdirSync(path.join(fixtures, name))
    .filter((file) => file.startsWith('input.'))
    .map((file) => readFileSync(path.join(fixtures, name, file), 'utf8'))
)
if (hasCorpus) {
  for (const name of ['conventionsv2/auto1.conv', 'conventionsv2/auto2.conv.pretty', 'conventions/auto4.conv', 'systems/SAYC.system']) {
    seeds.push(readFileSync(corpus('slam', name), 'utf8'))
  }
}

/** Read a document: it must give a valid tree or a fatal message, and every message has a place. */
function check(value: string): void {
  const file = new VFile({path: 'fuzz.conv', value})
  try {
    const tree = fromSlam(value, file)
    const result = validateTree(tree)
    expect(result.ok, JSON.stringify(!result.ok && result.issues.slice(0, 3))).toBe(true)
  } catch (error) {
    if (!(error instanceof VFileMessage)) throw error
    expect(error.fatal).toBe(true)
  }

  for (const message of file.messages) {
    expect(message.place).toBeDefined()
    expect(message.source).toBe('@bidding/slam-parse')
  }
}

const snippets = [
  '<',
  '>',
  '/>',
  '</open>',
  '<open bid="1C">',
  '<handtypes>',
  '<type/>',
  '<HCP min="1" max="x"/>',
  '<subconvention name="a"/>',
  '<!--',
  '-->',
  '<![CDATA[',
  ']]>',
  '&amp;',
  '&x;',
  '"',
  "'",
  '<!DOCTYPE c [<!ENTITY e "e">]>',
  '<?pi?>',
  '\u0000',
  '\uD800',
  '🂡',
  ' over="all"',
  ' seats="13"'
]

/** A random edit of a document. */
const mutation = fc.tuple(fc.constantFrom(...seeds), fc.array(fc.tuple(fc.nat(), fc.nat({max: 40}), fc.oneof(fc.constantFrom(...snippets), fc.string({maxLength: 8}))), {minLength: 1, maxLength: 4}))

function mutate([document, edits]: [string, Array<[number, number, string]>]): string {
  let value = document
  for (const [at, remove, insert] of edits) {
    const index = value.length === 0 ? 0 : at % value.length
    value = value.slice(0, index) + insert + value.slice(index + remove)
  }

  return value
}

/** Random XML from SLAMBidding's vocabulary. */
const xml: fc.Arbitrary<string> = fc.letrec<{node: string}>((tie) => ({
  node: fc.oneof(
    {depthSize: 'small', withCrossShrink: true},
    fc.constantFrom('text', '<!-- c -->', '<?p x?>', '<![CDATA[d]]>', ''),
    fc
      .tuple(
        fc.constantFrom('convention', 'system', 'name', 'parent', 'actions', 'open', 'tell', 'handtypes', 'type', 'HCP', 'spades', 'subconvention', 'action', 'PossibleAuctions', 'auction', 'shape', 'reqconv', 'subconv', 'x'),
        fc.array(
          fc.tuple(
            fc.constantFrom('bid', 'over', 'seats', 'seat', 'name', 'min', 'max', 'honorsmin', 'controlsmax', 'z'),
            fc.constantFrom('1NT', 'PASS', 'all', 'PASS, X', '1234', '5', 'x', '', '08', 'Pass')
          ),
          {maxLength: 3}
        ),
        fc.array(tie('node'), {maxLength: 4})
      )
      .map(([name, attributes, children]) => {
        const unique = new Map(attributes)
        const attrs = [...unique].map(([key, value]) => ' ' + key + '="' + value + '"').join('')
        return children.length === 0 ? '<' + name + attrs + '/>' : '<' + name + attrs + '>' + children.join('') + '</' + name + '>'
      })
  )
})).node

describe('fuzz', () => {
  test('should only ever give messages for random text', () => {
    fc.assert(fc.property(fc.string({unit: 'grapheme-composite', maxLength: 200}), check), {numRuns: Number(process.env.FUZZ_RUNS ?? 300)})
  })

  test('should only ever give messages for mutated documents', () => {
    fc.assert(fc.property(mutation.map(mutate), check), {numRuns: Number(process.env.FUZZ_RUNS ?? 400)})
  })

  test('should only ever give messages for random SLAMBidding-like XML', () => {
    fc.assert(
      fc.property(
        fc.tuple(fc.constantFrom('convention', 'system'), fc.array(xml, {maxLength: 5})).map(([root, children]) => '<' + root + '>' + children.join('') + '</' + root + '>'),
        check
      ),
      {numRuns: Number(process.env.FUZZ_RUNS ?? 400)}
    )
  })
})

/** Random and mutated input: the reader only ever reports messages. */

import {existsSync, readdirSync, readFileSync} from 'node:fs'
import path from 'node:path'
import {fileURLToPath} from 'node:url'
import {validateTree} from '@bidding/core/schemas'
import fc from 'fast-check'
import {VFile} from 'vfile'
import {VFileMessage} from 'vfile-message'
import {describe, expect, it} from 'vitest'
import {fromBidspace} from '@bidding/bidspace-parse'
import {findQuirks, isPlainBidLine} from '../src/lib/quirks.js'
import {readLine} from '../src/lib/read-line.js'
import {readReferenceLine} from '../src/lib/reference.js'
import {corpus, hasCorpus} from '../../../test/shared.js'

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures')
const samples = [
  ...readdirSync(fixtures).map((name) => readFileSync(path.join(fixtures, name, 'input.txt'), 'utf8')),
  ...(hasCorpus
    ? ['bidding_space.txt', 'bidding_space_1.txt', 'bidding_space_2.txt']
        .map((name) => corpus('bidding-space', name))
        .filter((file) => existsSync(file))
        .map((file) => readFileSync(file, 'utf8'))
    : [])
]
const lines = samples.flatMap((sample) => sample.split('\n'))

function check(value: string, profile: 'default' | 'reference'): void {
  const file = new VFile({value})
  let tree
  try {
    tree = fromBidspace(value, file, {profile})
  } catch (error) {
    expect.unreachable('should not throw, threw ' + String(error))
  }

  expect(validateTree(tree).ok).toBe(true)
  expect(tree.position?.end.offset).toBe(value.length)
  for (const message of file.messages) {
    expect(message).toBeInstanceOf(VFileMessage)
    expect(message.fatal).toBe(false)
    expect(message.source).toBe('@bidding/bidspace-parse')
    expect(message.ruleId).toMatch(/^[a-z]+(?:-[a-z]+)*$/)
    expect(message.line).toBeGreaterThanOrEqual(1)
    expect(message.column).toBeGreaterThanOrEqual(1)
  }
}

const pieces = fc.constantFrom(
  'state', 'prev_bid', 'priority', 'next_state', ':', ' ', '\t', '\n', '\r\n', '\r', '@', '#', '(', ')', ',',
  'p(hp,13,22)', 's(c,gte,2)', 'dt(lte,1)', 'h(d,gte,2)', 'p(', 's(', 'dt', 'h(', 'gte', 'lt', 'eq', 'nb', '1nt', '1c', '7nt',
  'none', 'opn0', 'rsp0', 'Ü', '♠', '\u00a0', '\ufeff', '.', '+', '-', '_', '[', ']', 'A', 'x', '9', '99', '0'
)

const profiles = fc.constantFrom<'default' | 'reference'>('default', 'reference')

describe('fuzz', () => {
  it('should only report messages for random text', () => {
    fc.assert(fc.property(fc.string({unit: 'binary', maxLength: 200}), profiles, (value, profile) => check(value, profile)), {numRuns: 300})
  })

  it('should only report messages for text made of the format’s pieces', () => {
    fc.assert(fc.property(fc.array(pieces, {maxLength: 80}), profiles, (parts, profile) => check(parts.join(''), profile)), {numRuns: 500})
  })

  it('should only report messages for mutated real lines', () => {
    const mutation = fc.record({
      line: fc.nat({max: lines.length - 1}),
      at: fc.nat({max: 80}),
      remove: fc.nat({max: 5}),
      insert: fc.oneof(fc.string({maxLength: 4}), pieces)
    })
    fc.assert(
      fc.property(fc.nat({max: samples.length - 1}), fc.array(mutation, {maxLength: 6}), profiles, (sample, mutations, profile) => {
        const list = samples[sample]!.split('\n')
        for (const {line, at, remove, insert} of mutations) {
          const text = lines[line]!
          const position = Math.min(at, text.length)
          const changed = text.slice(0, position) + insert + text.slice(position + remove)
          list.splice(line % (list.length + 1), 0, changed)
        }

        check(list.join('\n'), profile)
      }),
      {numRuns: 400}
    )
  })
})

describe('plain lines', () => {
  const word = fc.constantFrom('nb', '1c', '1nt', '7nt', 'pass', '2S', 'rsp0', 'opn1', 'x_1', 'p', 'b')
  const rule = fc.constantFrom('p(hp,13,22)', 's(c,gte,2)', 's(d,lt,4)', 'dt(lte,1)', 'h(d,gte,2)', 'p(lp,0,5)', 'p(hp,1,225)', 's(c,ne,2)', 'P(HP,1,2)', 'x')
  const space = fc.constantFrom(' ', '\t', '  ', '\t\t')
  const description = fc.constantFrom('', '@', '@Approach club', '@4+ cards', '@a. b', '@ x - y, z ')
  const line = fc
    .tuple(word, space, word, fc.array(fc.tuple(space, rule), {maxLength: 11}), space, description)
    .map(([bid, gap, next, rules, before, text]) => bid + gap + next + rules.map(([s, r]) => s + r).join('') + before + text)

  it('should only take the fast path for lines both grammars read alike', () => {
    let plain = 0
    fc.assert(
      fc.property(line, (text) => {
        const source = {text, start: 0, end: text.length}
        const own = readLine(source)
        if (!isPlainBidLine(own, source)) return
        plain++
        const reference = readReferenceLine(source)
        expect(findQuirks(own, reference, source, 'default')).toEqual([])
        expect(reference.kind).toBe('bid')
        if (own.kind !== 'bid' || reference.kind !== 'bid') return
        const texts = (bid: typeof own.line) => [bid.bid.text, bid.nextState?.text, bid.rules.map((r) => r.text), bid.description?.text ?? '']
        expect(texts(reference.line)).toEqual(texts(own.line))
      }),
      {numRuns: 5000}
    )
    // The generator makes plain lines often enough for this to mean something.
    expect(plain).toBeGreaterThan(100)
  })
})

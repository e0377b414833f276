/**
 * Fuzzing: random and mutated inputs, read with random options, must only
 * ever produce a tree and messages, or a fatal message — never another
 * exception. 10,000 inputs per run.
 */

import {existsSync, readdirSync, readFileSync} from 'node:fs'
import path from 'node:path'
import {fileURLToPath} from 'node:url'
import {expandCalls} from '@bidding/core/calls'
import type {Root} from '@bidding/core'
import fc from 'fast-check'
import {VFile} from 'vfile'
import {VFileMessage} from 'vfile-message'
import {describe, expect, it} from 'vitest'
import {fromBml, type Options} from '@bidding/bml-parse'
import {corpus, hasCorpus} from '../../../test/shared.js'

const tokens = [
  '1C', '1D', '1H', '1S', '1N', '1NT', '2X', '2x', '(1D)', '(P)', 'P', 'D', 'R', '(D)', '1M', '2m', '2oM', '2om', '3CD',
  '1red', '1Black', '2steps', '1step', '2Y', '2Z', '2S/3H', '4D/H', '9X', '10steps', '1c', '-', '---', ';', '=', '= ',
  ' ', '  ', '    ', '\t', '\n', '\n', '\n', '\n\n', '\r\n', '\r', '#PASTE a', '#PASTE b x=y', '#PASTE a 1=2 =3 a=b=c',
  '#CUT a', '#CUT b', '#ENDCUT', '#COPY a', '#ENDCOPY', '#HIDE', '#BIDTABLE', '#VUL N0', '#VUL', '#VUL XY', '#SEAT 12',
  '#SEAT 7', '#+TITLE: x', '#+A:', '#INCLUDE a.bml', '#INCLUDE ../x', '#INCLUDEself.bml', '#FOO', '*', '**', '/', '!c',
  '!s', '|', '|---+---|', '- ', ' :: ', '1. ', '2. ', 'N AKQ AKQ AKQ AKQJ', 'E: x x x x', 'S - - - -', 'W 2 3 4 5',
  'All', '#3', '4SXS', 'PASS', 'hK', '.', '//', 'x', 'text', '(', ')', 'é', '{}', '?', 'AP',
  // Constraint blocks.
  ' {15-17 HCP, balanced}', '{', '}', '; alert', '; alert transfer', '; priority -1', '; if 4+!h or 4+!s', ' {6X; preemptive}',
  '; vul YN', '; seats 34', '; fallback', '; forcing game', ' {3+ in partner’s suit', 'HCP', '[x <= 1]'
]

const soup = fc.array(fc.constantFrom(...tokens), {maxLength: 60}).map((parts) => parts.join(''))

/** Real documents to mutate: the corpus when present, our fixtures anyway. */
function documents(): string[] {
  const here = path.dirname(fileURLToPath(import.meta.url))
  const result: string[] = []
  const fixtures = path.join(here, 'fixtures')
  for (const name of readdirSync(fixtures)) {
    const input = path.join(fixtures, name, 'input.bml')
    if (existsSync(input)) result.push(readFileSync(input, 'utf8'))
  }

  if (hasCorpus) {
    for (const name of ['example', 'example3', 'example4', 'example6', 'example8', 'test']) {
      result.push(readFileSync(corpus('bml', 'gpaulissen-bml', 'test', 'data', name + '.bml'), 'utf8'))
    }

    for (const name of ['q1', 'q5']) result.push(readFileSync(corpus('bml', 'probes', name + '.bml'), 'utf8'))
    result.push(readFileSync(corpus('bml', 'kungsgeten-bml', 'example.txt'), 'utf8'))
  }

  return result
}

const edit = fc.oneof(
  fc.record({kind: fc.constant('delete' as const), at: fc.nat(), length: fc.integer({min: 1, max: 40})}),
  fc.record({kind: fc.constant('insert' as const), at: fc.nat(), text: fc.constantFrom(...tokens)}),
  fc.record({kind: fc.constant('line' as const), at: fc.nat(), count: fc.integer({min: -3, max: 3})})
)

const mutated = fc
  .record({document: fc.constantFrom(...documents()), edits: fc.array(edit, {minLength: 1, maxLength: 8})})
  .map(({document, edits}) => {
    let text = document
    for (const change of edits) {
      const at = text.length === 0 ? 0 : change.at % text.length
      if (change.kind === 'delete') text = text.slice(0, at) + text.slice(at + change.length)
      else if (change.kind === 'insert') text = text.slice(0, at) + change.text + text.slice(at)
      else {
        // Change the indentation of the line at `at`, or duplicate it.
        const start = text.lastIndexOf('\n', at - 1) + 1
        const end = text.indexOf('\n', at)
        const line = text.slice(start, end === -1 ? text.length : end)
        const changed = change.count > 0 ? ' '.repeat(change.count) + line : change.count < 0 ? line.replace(/^ {1,3}/, '') : line + '\n' + line
        text = text.slice(0, start) + changed + text.slice(end === -1 ? text.length : end)
      }
    }

    return text
  })

const options = fc.record({
  profile: fc.constantFrom('default', 'reference', undefined),
  dialect: fc.constantFrom('bml2', 'bml1', undefined),
  indentation: fc.constantFrom(1, 2, 3, 4, undefined),
  allowOutside: fc.boolean()
})

/** Included files: one that includes itself, one with a bid table, one missing. */
function readFile(file: string): string {
  if (file.endsWith('self.bml')) return '1C x\n#INCLUDEself.bml\n'
  if (file.endsWith('a.bml')) return '#CUT a\n1D y\n#ENDCUT\n\n1C-\n#PASTE a\n'
  throw new Error('ENOENT: ' + file)
}

function check(text: string, settings: Options): void {
  const file = new VFile({path: '/doc/main.bml', value: text, cwd: '/'})
  let tree: Root | undefined
  try {
    tree = fromBml(text, file, {...settings, readFile})
  } catch (error) {
    if (!(error instanceof VFileMessage)) throw error
    expect(error.fatal).toBe(true)
  }

  for (const message of file.messages) {
    expect(message.ruleId).not.toBe('internal')
    expect(message.source).toBe('@bidding/bml-parse')
    expect(message.place).toBeDefined()
  }

  // What the reader makes, `expandCalls` takes without an exception.
  if (tree) expandCalls(tree, new VFile(), {substituteInText: true})
}

// A budget of its own: 10,000 inputs take ~10 s, several times that on a loaded machine.
describe('fuzz', {timeout: 120_000}, () => {
  it('should only produce messages for random token soup (4,000 inputs)', () => {
    fc.assert(fc.property(soup, options, (text, settings) => check(text, settings as Options)), {numRuns: 4000})
  })

  it('should only produce messages for mutated documents (4,000 inputs)', () => {
    fc.assert(fc.property(mutated, options, (text, settings) => check(text, settings as Options)), {numRuns: 4000})
  })

  it('should only produce messages for arbitrary strings (2,000 inputs)', () => {
    fc.assert(fc.property(fc.string({unit: 'grapheme', maxLength: 200}), options, (text, settings) => check(text, settings as Options)), {
      numRuns: 2000
    })
  })
})

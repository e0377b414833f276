/**
 * The conformance corpus (shared/corpus/bml): every input reads without a
 * fatal message, and `expandCalls` on the `reference` reading gives exactly
 * the records of the reference's BSS output (bml.md §13).
 */

import {readFileSync} from 'node:fs'
import {callRecords, type CallRecord} from '@bidding/core/views'
import {expandCalls} from '@bidding/core/calls'
import type {Root} from '@bidding/core'
import {VFile} from 'vfile'
import {expect, it} from 'vitest'
import {fromBml, type Options} from '@bidding/bml-parse'
import {corpus, describeCorpus} from '../../../test/shared.js'
import {bmlText} from './util.js'

const data = ['example', 'example1', 'example2', 'example3', 'example4', 'example5', 'example6', 'example7', 'example8', 'test']
const probes = ['q1', 'q3', 'q5', 'q6']

function inputPath(name: string): string {
  return probes.includes(name) ? corpus('bml', 'probes', name + '.bml') : corpus('bml', 'gpaulissen-bml', 'test', 'data', name + '.bml')
}

function bssPath(name: string): string {
  return probes.includes(name) ? corpus('bml', 'probes', name + '.bss') : corpus('bml', 'gpaulissen-bml', 'test', 'expected', name + '.bss')
}

function readCorpus(path: string, options: Options): {tree: Root; file: VFile} {
  const file = new VFile({path, value: readFileSync(path, 'utf8')})
  return {tree: fromBml(String(file.value), file, options), file}
}

const seatCodes: Readonly<Record<string, string>> = {'': '0', '1': '1', '2': '2', '3': '3', '4': '4', '12': '5', '34': '6'}
const vulnerabilityCodes: Readonly<Record<string, string>> = {
  '00': '0',
  NN: '1',
  YN: '2',
  NY: '3',
  YY: '4',
  N0: '5',
  Y0: '6',
  '0N': '7',
  '0Y': '8'
}
const letters = {yes: 'Y', no: 'N', any: '0'} as const

/** A record as the fields of a BSS line: seat, vulnerability, calls, description. */
function recordLine(record: CallRecord): string {
  const seat = seatCodes[(record.seats ?? []).join('')]!
  const vulnerability = vulnerabilityCodes[
    record.vulnerability ? letters[record.vulnerability.we] + letters[record.vulnerability.they] : '00'
  ]!
  const calls = record.auction.map((call) => (call.call === 'X' ? 'D' : call.call === 'XX' ? 'R' : call.call)).join('')
  // The BSS writer drops a trailing `\n.` line.
  const description = record.meaning ? bmlText(record.meaning.children).replace(/\\n$/, '') : ''
  return seat + vulnerability + calls + '=' + description
}

/** The records of a BSS file as the same fields (header apart). */
function bssLines(path: string): {header: string; records: string[]} {
  const [header, ...rest] = readFileSync(path, 'utf8').split('\n')
  const records: string[] = []
  for (const line of rest) {
    if (line === '') continue
    const match = /^\*?([0-6])([0-8])([^=]+)=NYYYYYY0(?:08)?(.*)$/.exec(line)
    expect(match, line).not.toBe(null)
    records.push(match![1]! + match![2]! + match![3]! + '=' + match![4]!)
  }

  return {header: header!, records}
}

describeCorpus('corpus: gpaulissen/bml 2.7.0 inputs and probes', () => {
  for (const name of [...data, ...probes]) {
    for (const profile of ['reference', 'default'] as const) {
      it('should read `' + name + '` without a fatal message (' + profile + ')', () => {
        const {tree, file} = readCorpus(inputPath(name), {profile})
        expect(file.messages.filter((message) => message.fatal)).toEqual([])
        expect(tree.children.length).toBeGreaterThan(0)
      })
    }
  }

  it('should read the include-only `test_include.bml` as nothing', () => {
    const {tree, file} = readCorpus(corpus('bml', 'gpaulissen-bml', 'test', 'data', 'test_include.bml'), {})
    expect(tree.children).toEqual([])
    expect(file.messages).toEqual([])
  })

  for (const name of [...data, ...probes]) {
    it('should expand `' + name + '` into the records of the reference’s `' + name + '.bss`', () => {
      const {tree, file} = readCorpus(inputPath(name), {profile: 'reference'})
      const expanded = expandCalls(tree, file, {profile: 'reference', substituteInText: true, duplicates: 'keep'})
      const expected = bssLines(bssPath(name))
      expect(callRecords(expanded).map((record) => recordLine(record))).toEqual(expected.records)
      const metadata = tree.metadata ?? {}
      expect('*00{' + (metadata.title ?? '') + '}=NYYYYYY' + (metadata.description ?? '')).toBe(expected.header)
      // Merging duplicates keeps the same records (in the order of the tree).
      const merged = callRecords(expandCalls(tree, undefined, {profile: 'reference', substituteInText: true}))
      expect(merged.map((record) => recordLine(record)).sort()).toEqual([...expected.records].sort())
    })
  }

  it('should fix the U+0001 substitution in the default profile', () => {
    const {tree} = readCorpus(inputPath('q1'), {profile: 'reference'})
    const fixed = callRecords(expandCalls(tree, undefined, {substituteInText: true})).map((record) => recordLine(record))
    expect(fixed).toContain('001H=5+!h, 5!h and !h')
  })
})

describeCorpus('corpus: Kungsgeten/bml (BML 1)', () => {
  const path = corpus('bml', 'kungsgeten-bml', 'example.txt')

  it('should read `example.txt` with the BML 1 dialect without any message', () => {
    const {tree, file} = readCorpus(path, {dialect: 'bml1'})
    expect(file.messages).toEqual([])
    expect(tree.children.filter((node) => node.type === 'sequence')).toHaveLength(10)
  })

  it('should reject `example.txt` as BML 2 in the reference profile, as BML 2.7.0 does', () => {
    expect(() => readCorpus(path, {profile: 'reference'})).toThrow(/Unexpected indentation `2`/)
  })

  it('should read `example.txt` as BML 2 in the default profile with indentation warnings only', () => {
    const {file} = readCorpus(path, {})
    expect(new Set(file.messages.map((message) => message.ruleId))).toEqual(new Set(['indent']))
  })
})

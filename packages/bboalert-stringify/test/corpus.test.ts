import {readdirSync, readFileSync} from 'node:fs'
import path from 'node:path'
import {VFile} from 'vfile'
import {expect, it} from 'vitest'
import {fromBml} from '@bidding/bml-parse'
import {fromBss} from '@bidding/bss-parse'
import {toBboalert} from '@bidding/bboalert-stringify'
import {corpus, describeCorpus, hasCorpus} from '../../../test/shared.js'
import {findAlert, readBboalert, type Table} from './bboalert-reader.js'

/**
 * The oracle is the reference's own BSS for each BML input: every record of
 * one of our calls must come back from the BBOalert file, by BBOalert's
 * matching rule, at every table its seat and vulnerability codes cover.
 */
const cases: Array<{input: string; bss: string}> = []
if (hasCorpus) {
  const gpaulissen = corpus('bml', 'gpaulissen-bml', 'test')
  for (const name of readdirSync(path.join(gpaulissen, 'data'))) {
    if (!name.endsWith('.bml') || name === 'test_include.bml') continue
    cases.push({input: path.join(gpaulissen, 'data', name), bss: path.join(gpaulissen, 'expected', name.replace(/\.bml$/, '.bss'))})
  }

  for (const name of readdirSync(corpus('bml', 'probes'))) {
    if (name.endsWith('.bml')) cases.push({input: corpus('bml', 'probes', name), bss: corpus('bml', 'probes', name.replace(/\.bml$/, '.bss'))})
  }
}

interface Expected {
  seat: string
  vulnerability: string
  context: string
  call: string
  text: string
}

const tokens: Readonly<Record<string, string>> = {P: '--', D: 'Db', R: 'Rd'}

/** The J digit as the explanation names it (formats.md §5.2). */
const dispositionWords = [
  '',
  'signoff',
  'non-forcing',
  'constructive',
  'invitational',
  'forcing',
  'game forcing',
  'slam try',
  'control bid',
  'preemptive',
  'transfer',
  'puppet',
  'relay',
  'asking',
  'asking response'
]

/** BML's inline styles, as the reference's LaTeX writer finds them, without their markers. */
function unstyle(line: string): string {
  return line
    .replace(/(?<!\S)\*(\S[^*]*)\*/g, '$1')
    .replace(/(?<!\S)\/(\S[^/]*)\//g, '$1')
    .replace(/(?<!\S)=(\S[^=]*)=/g, '$1')
}

/** What BBOalert should show for a BSS description. */
function expectedText(description: string): string {
  const lines = description.split('\\n').map((line) => unstyle(line).trim())
  return lines
    .join('; ')
    .replace(/!([cdhs])/g, (_, suit: string) => '!' + suit.toUpperCase())
    .replaceAll(',', ';')
    .replaceAll('#', '＃')
    .replace(/@(?=[A-Za-z])/g, '＠')
}

/** Our calls' records of a BSS file. */
function expectations(bss: string): Expected[] {
  const result: Expected[] = []
  for (const line of bss.split('\n').slice(1)) {
    const match = /^(\*)?([0-6])([0-8])([^=]+)=[YN][YN]{6}([0-9A-E])(.*)$/.exec(line)
    if (!match) continue
    const calls = match[4]!.match(/P|D|R|[1-7][CDHSN]/g)!
    const last = calls.length - 1
    const ours = (last % 2 === 0) === (match[1] === undefined)
    if (!ours) continue
    const description = /^[1-7][CDHS]$/.test(calls[last]!) ? match[6]!.slice(2) : match[6]!
    const disposition = dispositionWords[Number.parseInt(match[5]!, 16)]!
    result.push({
      seat: match[2]!,
      vulnerability: match[3]!,
      context: calls.slice(0, last).map((call) => tokens[call] ?? call).join(''),
      call: tokens[calls[last]!] ?? calls[last]!,
      text: [expectedText(description), disposition].filter(Boolean).join('; ')
    })
  }

  return result
}

const seatsOf: Readonly<Record<string, Array<Table['seat']>>> = {
  '0': [1, 2, 3, 4],
  '1': [1],
  '2': [2],
  '3': [3],
  '4': [4],
  '5': [1, 2],
  '6': [3, 4]
}

const vulnerabilitiesOf: Readonly<Record<string, Array<[Table['we'], Table['they']]>>> = {
  '0': [['n', 'N'], ['n', 'V'], ['v', 'N'], ['v', 'V']],
  '1': [['n', 'N']],
  '2': [['v', 'N']],
  '3': [['n', 'V']],
  '4': [['v', 'V']],
  '5': [['n', 'N'], ['n', 'V']],
  '6': [['v', 'N'], ['v', 'V']],
  '7': [['n', 'N'], ['v', 'N']],
  '8': [['n', 'V'], ['v', 'V']]
}

function tables(seat: string, vulnerability: string): Table[] {
  return seatsOf[seat]!.flatMap((s) => vulnerabilitiesOf[vulnerability]!.map(([we, they]) => ({seat: s, we, they})))
}

function specificity(item: Expected): number {
  return (item.seat === '0' ? 0 : item.seat === '5' || item.seat === '6' ? 1 : 2) + (item.vulnerability === '0' ? 0 : Number(item.vulnerability) >= 5 ? 1 : 2)
}

/** Check that every record of ours in `bss` comes back from the BBOalert text. */
function check(text: string, bss: string): void {
  const alerts = readBboalert(text)
  const expected = expectations(bss)
  expect(alerts.records.length).toBe(expected.length)

  const byAuction = new Map<string, Expected[]>()
  for (const item of expected) {
    const key = item.context + ',' + item.call
    byAuction.set(key, [...(byAuction.get(key) ?? []), item])
  }

  let checked = 0
  for (const item of expected) {
    for (const table of tables(item.seat, item.vulnerability)) {
      // Where conditions overlap, the most specific record holds.
      const covering = byAuction
        .get(item.context + ',' + item.call)!
        .filter((other) => tables(other.seat, other.vulnerability).some((t) => t.seat === table.seat && t.we === table.we && t.they === table.they))
      const best = Math.max(...covering.map(specificity))
      const winners = new Set(covering.filter((other) => specificity(other) === best).map((other) => other.text))
      expect(winners.size).toBe(1)
      const found = findAlert(alerts, '--'.repeat(table.seat - 1) + item.context, item.call, table)
      expect(found, item.context + ',' + item.call).toBeDefined()
      expect(found!.box + found!.chat).toBe([...winners][0])
      expect([...found!.box].length).toBeLessThanOrEqual(69)
      checked++
    }
  }

  // q3 and q5 have no bid tables.
  expect(checked >= expected.length).toBe(true)
}

describeCorpus('corpus: every sequence and explanation of BML’s test systems comes back from BBOalert', () => {
  for (const {input, bss} of cases) {
    it('should find every call of `' + path.basename(bss) + '` with its explanation', () => {
      const file = new VFile({path: input, value: readFileSync(input, 'utf8')})
      const text = toBboalert(fromBml(String(file.value), file, {profile: 'reference'}), {profile: 'reference'}, file)
      check(text, readFileSync(bss, 'utf8'))
    })
  }
})

describeCorpus('corpus: every sequence and explanation of the BSS cards comes back from BBOalert', () => {
  for (const name of hasCorpus ? readdirSync(corpus('bss')).filter((name) => name.endsWith('.bss')) : []) {
    it('should find every call of `' + name + '` with its explanation', () => {
      const bss = readFileSync(corpus('bss', name), 'utf8')
      check(toBboalert(fromBss(bss, new VFile())), bss)
    })
  }
})

describeCorpus('corpus: the test reader on a real BBOalert file', () => {
  it('should find explanations in BBO’s Advanced card as BBOalert converted it', () => {
    const alerts = readBboalert(readFileSync(corpus('bboalert', 'BBO-Advanced.head200.txt'), 'utf8'))
    const table: Table = {seat: 1, we: 'n', they: 'N'}
    expect(findAlert(alerts, '1C1N--', '2C', table)?.box).toBe('Stayman')
    expect(findAlert(alerts, '--1C1N--2C--', '2D', {...table, seat: 2})?.box).toBe('No four card major')
    const long = findAlert(alerts, '1C1N--2D--', '2S', table)!
    expect([long.box, long.chat]).toEqual(['Please read chat', 'super accept; 4+!hs; concentrated values'])
    expect(findAlert(alerts, '1C', '7N', table)).toBeUndefined()
  })
})

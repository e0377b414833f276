/**
 * The WBF convention card and the overcall ranges: filled from SAYC, from the
 * Strawberry Polish Club (MIT, test/fixtures) and from the corpus's BML
 * example (skipped without the corpus).
 */

import {readFileSync} from 'node:fs'
import path from 'node:path'
import {b, type Root} from '@bidding/core'
import {fromBml} from '@bidding/bml-parse'
import {fromHtml} from 'hast-util-from-html'
import {select, selectAll} from 'hast-util-select'
import {toText} from 'hast-util-to-text'
import {VFile} from 'vfile'
import {describe, expect, it} from 'vitest'
import {cardToHtml, conventionCardOf, type ConventionCard} from '@bidding/card-stringify'
import {corpus, describeCorpus, repoRoot} from '../../../test/shared.js'

function read(input: string): Root {
  const file = new VFile({path: input, value: readFileSync(input, 'utf8')})
  return fromBml(String(file), file)
}

function field(card: ConventionCard, section: string, label: string): string | undefined {
  const found = card.sections.find((item) => item.id === section)?.fields.find((item) => item.label === label)
  if (!found) throw new Error('No field ' + label + ' in ' + section)
  return found.value
}

function row(card: ConventionCard, call: string): Array<string | undefined> {
  const found = card.tables.find((table) => table.id === 'openings')?.rows.find((item) => item.key === call)
  if (!found) throw new Error('No opening ' + call)
  return found.cells
}

const sayc = read(path.join(repoRoot, 'examples/sayc/sayc.bml'))

describe('the WBF convention card', () => {
  const card = conventionCardOf(sayc, {layout: 'wbf'})

  it('should have the sections of the WBF card, front and back', () => {
    // After the WBF's “Guide to completion of the WBF convention card”: system summary and special bids,
    // leads, signals and doubles, defensive and competitive bidding, high level bidding, the openings table.
    expect(card.layout).toBe('wbf')
    expect(card.sections.map((section) => section.id)).toEqual([
      'general',
      'notrump',
      'two-level',
      'overcalls',
      'notrump-overcall',
      'jump-overcalls',
      'cue-bids',
      'vs-notrump',
      'vs-preempts',
      'over-double',
      'leads',
      'doubles',
      'high-level',
      'other'
    ])
    expect(card.tables[0]?.columns).toEqual([
      'Opening',
      'Artificial',
      'Min. cards',
      'Neg. dbl thru',
      'Description',
      'Responses',
      'Subsequent action',
      'Competitive & passed hand bidding'
    ])
  })

  it('should fill SAYC’s general approach, notrump, two-level openings, doubles and other conventions from the notes', () => {
    expect(field(card, 'general', 'System')).toBe('Standard American Yellow Card')
    expect(field(card, 'general', 'Minimum lengths')).toBe('1♥ 5+ · 1♠ 5+')
    expect(field(card, 'general', '1NT opening')).toBe('15–17')
    expect(field(card, 'notrump', '2♣')).toMatch(/^Stayman/)
    expect(field(card, 'notrump', 'Jacoby transfers')).toBe('1NT–2♦')
    expect(field(card, 'two-level', '2♣')).toMatch(/strong, artificial/i)
    for (const call of ['2♦', '2♥', '2♠']) expect(field(card, 'two-level', call)).toMatch(/^5–11 HCP, weak two/i)
    expect(field(card, 'cue-bids', 'Michaels')).toBe('(1♣)–2♣')
    expect(field(card, 'over-double', 'Jordan 2NT')).toBe('1♥–(Dbl)–2NT')
    expect(field(card, 'doubles', 'Negative double')).toBe('1♣–(1♦)–Dbl')
    // “Negative doubles apply through 2♠” in the competitive principles.
    expect(field(card, 'doubles', 'Negative doubles through')).toBe('2♠')
    expect(field(card, 'high-level', 'Gerber')).toBe('1NT–4♣')
    expect(field(card, 'other', 'Jacoby 2NT')).toBe('yes')
    // Silent notes, empty boxes.
    expect(field(card, 'leads', 'Opening leads')).toBeUndefined()
    expect(field(card, 'vs-notrump', 'Landy')).toBeUndefined()
  })

  it('should list SAYC’s openings on the back in players’ order with their minimum length, artificiality and responses', () => {
    const rows = card.tables[0]!.rows
    expect(rows.slice(0, 6).map((item) => item.cells[0])).toEqual(['1♣', '1♦', '1♥', '1♠', '1NT', '2♣'])
    const [, artificial, cards, through, description, responses, subsequent] = row(card, '1H')
    expect(artificial).toBeUndefined()
    expect(cards).toBe('5')
    expect(through).toBe('2♠')
    expect(description).toMatch(/^10–21 HCP, Five or more hearts/)
    expect(responses).toMatch(/2NT Jacoby/)
    expect(subsequent).toBeUndefined()
    expect(row(card, '2C')[1]).toBe('✓')
    expect(row(card, '1N')[3]).toBeUndefined()
    expect(row(card, '1N')[5]).toMatch(/^2♣ Stayman/)
  })

  it('should fill the WBF card of the Strawberry Polish Club, a system it was not written for', () => {
    const polish = conventionCardOf(read(path.join(repoRoot, 'test/fixtures/jdh8-bridge-system/wj.bml')), {layout: 'wbf'})
    expect(field(polish, 'general', 'System')).toBe('Strawberry Polish Club')
    expect(field(polish, 'two-level', '2♦')).toBe('PRE, 6+M')
    expect(field(polish, 'two-level', 'Multi 2♦')).toBeDefined()
    expect(field(polish, 'vs-preempts', 'Lebensohl')).toBe('1NT–(2♦)–2NT')
    expect(row(polish, '1C')[0]).toBe('1♣')
  })

  it('should write the WBF card as a page with its openings table, empty cells marked', () => {
    const page = fromHtml(cardToHtml(sayc, {card: 'wbf'}))
    expect(toText(select('.kind', page)!)).toMatch(/WBF layout/)
    expect(selectAll('#card-openings tbody tr', page)).toHaveLength(card.tables[0]!.rows.length)
    expect(toText(select('#card-openings tr[data-call="1N"] th', page)!)).toBe('1NT')
    expect(selectAll('#card-openings tr[data-call="1N"] .blank', page).length).toBeGreaterThan(0)
    expect(toText(select('#card-overcalls tr[data-field="1 level"] td', page)!).trim()).toBe('8–18 HCP, 5+ cards')
  })
})

describeCorpus('the WBF card of a corpus system', () => {
  it('should fill the boxes of gpaulissen’s example.bml its notes speak of', () => {
    const example = conventionCardOf(read(corpus('bml/gpaulissen-bml/test/data/example.bml')), {layout: 'wbf'})
    expect(field(example, 'notrump', '2♣')).toBe('Stayman')
    expect(field(example, 'notrump', 'Stayman')).toBe('1NT–2♣')
    expect(field(example, 'two-level', '2♦')).toBe('6+♥ or 6+♠, 5--9 hcp')
    expect(field(example, 'other', 'Splinter bids')).toBe('1♣–1♦–2♠–3♠')
    expect(field(example, 'high-level', 'Gerber')).toBeUndefined()
  })
})

describe('overcall ranges on the card', () => {
  it('should give SAYC’s overcall ranges from the constraints: 1 level, 2 level, jumps, 1NT, balancing', () => {
    const card = conventionCardOf(sayc)
    expect(field(card, 'competitive', 'Overcalls, 1 level')).toBe('8–18 HCP, 5+ cards')
    expect(field(card, 'competitive', 'Overcalls, 2 level')).toBe('9–18 HCP, 5+ cards')
    expect(field(card, 'competitive', 'Jump overcalls')).toBe('5–11 HCP, 6+ cards')
    expect(field(card, 'competitive', '1NT overcall (direct)')).toBe('15–18 HCP')
    expect(field(card, 'competitive', 'Balancing overcalls')).toBe('6–17 HCP, 5+ cards')
    expect(field(card, 'competitive', '1NT overcall (balancing)')).toBe('12–14 HCP')
    const wbf = conventionCardOf(sayc, {layout: 'wbf'})
    expect(field(wbf, 'notrump-overcall', '1NT overcall, 2nd seat')).toBe('15–18 HCP')
    expect(field(wbf, 'jump-overcalls', 'Jump overcalls')).toBe('5–11 HCP, 6+ cards')
  })

  it('should count only natural calls over their one-level openings, not cue-bids, doubles or later seats', () => {
    const over = (call: string, min: number, max: number, length: number): ReturnType<typeof b> =>
      b('bid', {call, by: 'we', constraint: {type: 'and', children: [{type: 'points', scale: 'hcp', min, max}, {type: 'length', suit: call[1] as 'S', min: length}]}})
    const tree = b('root', [
      b('sequence', {context: [{call: '1H', by: 'they'}]}, [
        over('1S', 10, 16, 5),
        // A cue-bid (their suit) and a two-suited 2NT are not overcalls of a suit.
        over('2H', 5, 11, 0),
        over('3C', 6, 9, 7),
        over('2D', 11, 17, 5)
      ]),
      // After our partner's response: not an overcall.
      b('sequence', {context: [{call: '1H', by: 'they'}, {call: 'D', by: 'we'}, {call: 'P', by: 'they'}]}, [over('1S', 0, 8, 4)])
    ])
    const card = conventionCardOf(tree)
    expect(field(card, 'competitive', 'Overcalls, 1 level')).toBe('10–16 HCP, 5+ cards')
    expect(field(card, 'competitive', 'Overcalls, 2 level')).toBe('11–17 HCP, 5+ cards')
    expect(field(card, 'competitive', 'Jump overcalls')).toBe('6–9 HCP, 7+ cards')
    expect(field(card, 'competitive', '1NT overcall (direct)')).toBeUndefined()
    expect(field(card, 'competitive', 'Balancing overcalls')).toBeUndefined()
  })
})

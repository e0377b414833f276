import {readFileSync} from 'node:fs'
import path from 'node:path'
import {b, type Root} from '@bidding/core'
import {createRegistry} from '@bidding/core/registry'
import {fromBml} from '@bidding/bml-parse'
import {fromHtml} from 'hast-util-from-html'
import {select, selectAll} from 'hast-util-select'
import {toText} from 'hast-util-to-text'
import {unified} from 'unified'
import {VFile} from 'vfile'
import {describe, expect, it} from 'vitest'
import * as main from '@bidding/card-stringify'
import {cardStringify, cardToHtml, conventionCardOf, summaryOf, summaryToHtml, type ConventionCard} from '@bidding/card-stringify'
import {cardPdfFormat, format, summaryFormat, summaryPdfFormat} from '@bidding/card-stringify/format'
import {repoRoot} from '../../../test/shared.js'

function read(input: string): Root {
  const file = new VFile({path: input, value: readFileSync(input, 'utf8')})
  return fromBml(String(file), file)
}

const sayc = read(path.join(repoRoot, 'examples/sayc/sayc.bml'))

function field(card: ConventionCard, section: string, label: string): string | undefined {
  const found = card.sections.find((item) => item.id === section)?.fields.find((item) => item.label === label)
  if (!found) throw new Error('No field ' + label + ' in ' + section)
  return found.value
}

/**
 * The ACBL's published SAYC card (the "Standard American Yellow Card",
 * ACBL SP-3, revised 2006): the boxes a card made from the notes must
 * fill the same way.
 */
const published = {
  notrump: {'1NT': '15–17', '2NT': '20–21', '3NT': '25–27'},
  majors: {'1♥ minimum length': '5', '1♠ minimum length': '5'},
  // Weak twos in ♦, ♥ and ♠ (5–11), a strong artificial 2♣.
  twoLevel: {'2♦': /^5–11 HCP, weak/i, '2♥': /^5–11 HCP, weak/i, '2♠': /^5–11 HCP, weak/i, '2♣': /strong, artificial/i},
  conventions: [
    ['notrump', 'Stayman'],
    ['notrump', 'Jacoby transfers'],
    ['majors', 'Jacoby 2NT'],
    ['competitive', 'Negative double'],
    ['slam', 'Blackwood'],
    ['slam', 'Gerber']
  ]
} as const

describe('the convention card', () => {
  const card = conventionCardOf(sayc)

  it('should fill SAYC’s card as the ACBL’s published SAYC card: 1NT 15–17, five-card majors, weak twos, strong 2♣, its conventions', () => {
    for (const [label, value] of Object.entries(published.notrump)) expect(field(card, 'notrump', label)).toBe(value)
    for (const [label, value] of Object.entries(published.majors)) expect(field(card, 'majors', label)).toBe(value)
    for (const [label, value] of Object.entries(published.twoLevel)) expect(field(card, 'two-level', label)).toMatch(value)
    for (const [section, name] of published.conventions) expect(field(card, section, name)).toBeDefined()
    // Where the notes name a convention in a call's meaning, the card shows the auction.
    expect(field(card, 'notrump', 'Stayman')).toBe('1NT–2♣')
    expect(field(card, 'slam', 'Gerber')).toBe('1NT–4♣')
  })

  it('should leave a box empty where the notes are silent, never guess', () => {
    // SAYC's notes name no Texas transfers, no Drury, no leads or signals.
    expect(field(card, 'notrump', 'Texas transfers')).toBeUndefined()
    expect(field(card, 'majors', 'Drury')).toBeUndefined()
    expect(field(card, 'carding', 'Opening leads')).toBeUndefined()
    const empty = conventionCardOf(b('root', [b('sequence', [b('bid', {call: '1N', by: 'we'})])]))
    expect(empty.sections.flatMap((section) => section.fields).filter((item) => item.value !== undefined)).toEqual([])
  })

  it('should take ranges and lengths from constraints and conventions from the text of any table', () => {
    const tree = b('root', {metadata: {title: 'Mini'}}, [
      b('paragraph', [b('text', 'We lead fourth best from length. We play Drury.')]),
      b('sequence', [
        b('bid', {call: '1N', by: 'we', constraint: {type: 'points', scale: 'hcp', min: 12, max: 14}}),
        b('bid', {call: '1H', by: 'we', constraint: {type: 'length', suit: 'H', min: 4}})
      ]),
      b('sequence', {context: [{call: '1N', by: 'we'}]}, [
        b('bid', {call: '2H', by: 'we'}, [b('meaning', [b('text', 'Transfer to spades')])]),
        b('bid', {call: '2S', by: 'we'}, [b('meaning', [b('text', 'Minor-suit Stayman')])])
      ])
    ])
    const mini = conventionCardOf(tree)
    expect(field(mini, 'notrump', '1NT')).toBe('12–14')
    expect(field(mini, 'majors', '1♥ minimum length')).toBe('4')
    expect(field(mini, 'notrump', 'Jacoby transfers')).toBe('1NT–2♥')
    expect(field(mini, 'notrump', '2♥ response')).toBe('Transfer to spades')
    expect(field(mini, 'majors', 'Drury')).toBe('yes')
    expect(field(mini, 'carding', 'Opening leads')).toBe('We lead fourth best from length')
  })

  it('should write the card as a page with a box for every field, empty ones marked', () => {
    const page = fromHtml(cardToHtml(sayc))
    expect(selectAll('section', page).length).toBe(card.sections.length)
    const row = select('tr[data-field="1NT"] td', page)
    expect(toText(row!).trim()).toBe('15–17')
    expect(selectAll('tr[data-field="Texas transfers"] .blank', page)).toHaveLength(1)
    expect(select('html', page)?.properties.lang).toBe('en')
    expect(String(unified().use(cardStringify).stringify(sayc))).toContain('Convention card')
  })

  it('should keep `cardOf` one release as a deprecated name of `conventionCardOf`, which `@bidding/hand` does not clash with', () => {
    expect(main.cardOf).toBe(main.conventionCardOf)
  })
})

describe('the summary', () => {
  it('should list the openings 1♣ 1♦ 1♥ 1♠ 1NT 2♣ … with their most developed continuations', () => {
    const summary = summaryOf(sayc)
    expect(summary.rows.slice(0, 6).map((row) => row.opening.call)).toEqual(['1♣', '1♦', '1♥', '1♠', '1NT', '2♣'])
    const notrump = summary.rows.find((row) => row.opening.call === '1NT')!
    expect(notrump.opening.hcp).toBe('15–17')
    expect(notrump.continuations.map((call) => call.call)).toContain('2♣')
    expect(notrump.continuations.length).toBeLessThanOrEqual(6)
    expect(notrump.continuations.find((call) => call.call === '2♣')?.meaning).toMatch(/Stayman/)
    const page = fromHtml(summaryToHtml(sayc, {continuations: 3}))
    expect(selectAll('tbody > tr', page)).toHaveLength(summary.rows.length)
    expect(selectAll('tr[data-auction="1NT"] li', page)).toHaveLength(3)
  })
})

describe('the formats', () => {
  it('should describe the four formats in the `/format` entry, not in the main one (whose plugins load no zod)', () => {
    expect(Object.keys(main).filter((name) => /format/i.test(name))).toEqual([])
    const registry = createRegistry([format, cardPdfFormat, summaryFormat, summaryPdfFormat])
    expect([format, cardPdfFormat, summaryFormat, summaryPdfFormat].map((item) => registry.extensionOf(item))).toEqual([
      '.card.html',
      '.card.pdf',
      '.summary.html',
      '.summary.pdf'
    ])
    expect(format.stringifyOptions?.safeParse({card: 'wbf', lang: 'nl'}).success).toBe(true)
    expect(format.stringifyOptions?.safeParse({card: 'sef'}).success).toBe(false)
    expect(summaryFormat.stringifyOptions?.safeParse({continuations: 0}).success).toBe(false)
  })
})

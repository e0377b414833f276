/**
 * What a player reads: calls in players' order, no robot-only clutter
 * (unless asked for), the page's language, and the contents.
 */

import {b, type Root} from '@bidding/core'
import {fromHtml} from 'hast-util-from-html'
import {select, selectAll} from 'hast-util-select'
import {toText} from 'hast-util-to-text'
import {VFile} from 'vfile'
import {describe, expect, it} from 'vitest'
import {toHtml, type Options} from '@bidding/html-stringify'

function page(tree: Root, options: Options = {}, file?: VFile): ReturnType<typeof fromHtml> {
  return fromHtml(toHtml(tree, options, file))
}

const text = (node: Parameters<typeof toText>[0] | undefined): string =>
  node ? toText(node).replaceAll(/\s+/g, ' ').trim() : ''

/** Openings written the way a robot tries them (strongest first), with its clutter. */
function robotOrdered(): Root {
  const anyHand = {type: 'and' as const, children: []}
  return b('root', {metadata: {title: 'Robot', fallback: 'natural', language: 'nl'}}, [
    b('sequence', [
      b('bid', {call: '2C', by: 'we', priority: 5}, [b('meaning', [b('text', 'Strong')])]),
      b('bid', {call: '1N', by: 'we'}, [
        b('meaning', [b('text', 'Balanced')]),
        b('bid', {call: 'P', by: 'we', constraint: anyHand, priority: -1}, [b('meaning', [b('text', 'Weak')])]),
        b('bid', {call: '2C', by: 'we'}, [b('meaning', [b('text', 'Stayman')])])
      ]),
      b('bid', {call: '1S', by: 'we'}),
      b('bid', {call: 'P', by: 'we'}),
      b('bid', {call: '1C', by: 'we'})
    ])
  ])
}

const ids = (tree: ReturnType<typeof fromHtml>, selector: string): string[] =>
  selectAll(selector, tree).map((item) => String(item.properties.id))

describe('players’ order', () => {
  it('should list the openings 1♣ 1♠ 1NT 2♣ … Pass, each a root without the ∅ above them', () => {
    const tree = page(robotOrdered())
    expect(ids(tree, 'div.tree > ul > li.root')).toEqual(['1C', '1S', '1N', '2C', 'P'])
    expect(text(select('div.tree', tree))).not.toContain('∅')
    expect(ids(tree, '[id="1N"] > ul > li')).toEqual(['1N-2C', '1N-P'])
  })

  it('should keep the document’s order and the ∅ with the robot’s details', () => {
    const tree = page(robotOrdered(), {robotDetails: true})
    expect(ids(tree, 'li.root > ul > li')).toEqual(['2C', '1N', '1S', 'P', '1C'])
    expect(text(select('li.root', tree)).startsWith('∅')).toBe(true)
  })
})

describe('robot details', () => {
  it('should hide priorities, `any hand` and the robot’s metadata by default and show them when asked', () => {
    const plain = page(robotOrdered())
    expect(selectAll('.bd-priority', plain)).toEqual([])
    expect(text(select('body', plain))).not.toMatch(/any hand|priority|Fallback/i)
    const detailed = page(robotOrdered(), {robotDetails: true})
    expect(selectAll('.bd-priority', detailed).map((badge) => text(badge))).toEqual(['priority 5', 'priority -1'])
    expect(text(select('[id="1N-P"]', detailed))).toContain('any hand')
    expect(text(select('dl.bd-metadata', detailed))).toBe('Fallback natural')
  })
})

describe('language', () => {
  it('should take the page’s language from `#+LANGUAGE`, or from the option', () => {
    expect(select('html', page(robotOrdered()))?.properties.lang).toBe('nl')
    expect(select('html', page(robotOrdered(), {lang: 'fr-BE'}))?.properties.lang).toBe('fr-BE')
    expect(select('html', page(b('root', [])))?.properties.lang).toBe('en')
  })

  it('should warn about a language that is no tag and say `en`', () => {
    const file = new VFile()
    const tree = page(robotOrdered(), {lang: 'en" onload="x'}, file)
    expect(select('html', tree)?.properties.lang).toBe('en')
    expect(file.messages.map((message) => message.ruleId)).toEqual(['bad-language'])
  })
})

describe('contents', () => {
  const document = b('root', [
    b('heading', {depth: 1}, [b('text', 'Openings')]),
    b('paragraph', [b('text', 'prose')]),
    b('heading', {depth: 2}, [b('text', 'Responses to 1'), b('suit', {suit: 'C'})]),
    b('heading', {depth: 1}, [b('text', 'Openings')])
  ])

  it('should link every heading, nested by depth, with unique ids', () => {
    const tree = page(document)
    const links = selectAll('nav.bd-contents a', tree)
    expect(links.map((link) => link.properties.href)).toEqual(['#section-openings', '#section-responses-to-1c', '#section-openings_2'])
    expect(links.map((link) => text(link))).toEqual(['Openings', 'Responses to 1♣', 'Openings'])
    expect(ids(tree, 'h1, h2')).toEqual(['section-openings', 'section-responses-to-1c', 'section-openings_2'])
    expect(selectAll('nav.bd-contents li', tree).map((item) => (item.properties.className as string[])[0])).toEqual([
      'bd-contents-1',
      'bd-contents-2',
      'bd-contents-1'
    ])
    expect(select('script', tree)).toBeDefined()
  })

  it('should have no contents for one heading, nor in the reference profile', () => {
    expect(select('nav.bd-contents', page(b('root', [b('heading', {depth: 1}, [b('text', 'One')])])))).toBeUndefined()
    expect(select('nav.bd-contents, [id^=section]', page(document, {profile: 'reference'}))).toBeUndefined()
  })
})

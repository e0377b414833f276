import {b, type Root} from '@bidding/core'
import {fromHtml} from 'hast-util-from-html'
import {select, selectAll} from 'hast-util-select'
import type {Element} from 'hast'
import {toText} from 'hast-util-to-text'
import {describe, expect, it} from 'vitest'
import {toHtml, type Options} from '@bidding/html-stringify'
import {system} from './fixtures/trees.js'
import {normalise} from './normalise.js'

function page(tree: Root, options: Options = {}): ReturnType<typeof fromHtml> {
  return fromHtml(toHtml(tree, options))
}

function text(node: Parameters<typeof toText>[0] | undefined): string {
  return node ? toText(node).replaceAll(/[ \t\n\r]+/g, ' ').replace(/^ | $/g, '') : ''
}

/** The label of an item: its text without its continuations and this project's extras. */
function label(item: Element): string {
  const kept = item.children.filter(
    (child) =>
      !(child.type === 'element' && (child.tagName === 'ul' || String(child.properties.className ?? '').includes('bd-')))
  )
  return text({...item, children: kept})
}

const oneNotrump = b('root', [
  b('sequence', [
    b('bid', {call: '1N', by: 'we'}, [
      b('meaning', [b('text', '15-17'), b('break'), b('text', 'line2')]),
      b('bid', {call: '2C', by: 'we'}, [b('meaning', [b('text', 'stayman')])])
    ])
  ])
])

describe('tree mode', () => {
  it('should write a call with a meaning as a table with a `td.node` spanning its lines', () => {
    // The structure bml2html writes (bml.md §10.2, corpus probe q6).
    expect(normalise(toHtml(oneNotrump, {profile: 'reference'}))).toBe(
      [
        'div.tree',
        '  ul',
        '    li.root',
        '      table',
        '        tbody',
        '          tr',
        '            td.node[rowspan=2]',
        '              "1NT"',
        '            td',
        '              "15-17"',
        '          tr',
        '            td',
        '              "line2"',
        '      ul',
        '        li.last.node',
        '          table',
        '            tbody',
        '              tr',
        '                td.node[rowspan=1]',
        '                  "2"',
        '                  span.ccolor',
        '                    "♣"',
        '                td',
        '                  "stayman"'
      ].join('\n')
    )
  })

  it('should give the same structure in the default profile, with its extras apart', () => {
    expect(normalise(toHtml(oneNotrump))).toBe(normalise(toHtml(oneNotrump, {profile: 'reference'})))
  })

  it('should hang several openings under ∅, with `node` and `last node` items, with the robot’s details', () => {
    const tree = page(system(), {robotDetails: true})
    const [openings] = selectAll('div.tree', tree)
    const root = select(':scope > ul > li.root', openings!)!
    expect(text(root).startsWith('∅')).toBe(true)
    const items = selectAll(':scope > ul > li', root)
    expect(items.map((item) => (item.properties.className as string[]).filter((name) => !name.startsWith('bd-')))).toEqual([
      ['node'],
      ['node'],
      ['node'],
      ['last', 'node']
    ])
    // A call without a meaning is just its label.
    expect(select('table', items[3]!)).toBeUndefined()
    expect(label(items[3]!)).toBe('Pass')
  })

  it('should write an empty line (BML’s `.`) as a no-break space', () => {
    const tree = page(system())
    const rows = selectAll('tr', select('[id="1N"]', tree)!).slice(0, 3)
    expect(rows.map((row) => text(row))).toEqual(['1NT 15-17', 'may have a 5-card major', '\u00A0'])
    expect(select('td.node', rows[0]!)?.properties.rowSpan).toBe(3)
  })

  it('should put the auction of a table at its root, BML’s trailing dash dropped', () => {
    const tables = selectAll('div.tree', page(system()))
    expect(text(select('li.root', tables[2]!)!.children.find((node) => node.type === 'text'))).toBe('(1NT)–')
    expect(text(select('li.root > table td.node', tables[3]!))).toBe('1NT-2♣')
    expect(text(select('li.root > table td:not(.node)', tables[3]!))).toBe('Puppet to 2D')
  })

  it('should write an auction from another reader (no BML history) with its calls', () => {
    const tables = selectAll('div.tree', page(system()))
    const root = select('li.root', tables[4]!)!
    expect(root.properties.id).toBe('1C-(1D)')
    expect(text(root).startsWith('1♣-(1♦)')).toBe(true)
  })

  it('should leave out hidden and empty tables', () => {
    const html = toHtml(system())
    expect(html).not.toContain('HIDDEN-TABLE')
    expect(selectAll('div.tree', fromHtml(html))).toHaveLength(5)
  })
})

describe('list mode (`tree: false`)', () => {
  it('should write `div.bidtable` with `div.start`, a sibling item per line, continuations in the last one', () => {
    expect(normalise(toHtml(oneNotrump, {tree: false, profile: 'reference'}))).toBe(
      [
        'div.bidtable',
        '  ul',
        '    li',
        '      div.start',
        '        "1NT"',
        '      "15-17"',
        '    li',
        '      div.start',
        '      "line2"',
        '      ul',
        '        li',
        '          div.start',
        '            "2"',
        '            span.ccolor',
        '              "♣"',
        '          "stayman"'
      ].join('\n')
    )
  })

  it('should give the call its id on its first item only', () => {
    const items = selectAll('div.bidtable > ul > li', page(oneNotrump, {tree: false}))
    expect(items.map((item) => item.properties.id)).toEqual(['1N', undefined])
  })
})

describe('calls', () => {
  it('should write suits only inside calls by default: `4SFG` and URLs stay as written', () => {
    const paragraph = select('p:not([class])', page(system()))!
    expect(text(paragraph)).toBe('Play 4SFG, see http://x.org/3Dpage and 1C; 15–17 bold and it =1C--x= {} end')
    expect(select('span', paragraph)).toBeUndefined()
  })

  it('should write suits for every call in text with `suitsInText: all` (as the reference)', () => {
    const paragraph = select('p:not([class])', page(system(), {suitsInText: 'all'}))!
    expect(text(paragraph)).toBe('Play 4♠FG, see http://x.org/3♦page and 1♣; 15–17 bold and it =1C--x= {} end')
    expect(selectAll('span.scolor, span.dcolor, span.ccolor', paragraph)).toHaveLength(3)
    const reference = select('p:not([class])', page(system(), {profile: 'reference'}))!
    expect(text(reference)).toBe('Play 4♠FG, see http://x.org/3♦page and 1♣; 15–17 bold and it =1♣–x= ∅ end')
  })

  it('should colour suits with the reference classes', () => {
    const tree = page(system())
    expect(selectAll('span.ccolor', tree).every((span) => text(span) === '♣')).toBe(true)
    expect(selectAll('span.dcolor', tree).every((span) => text(span) === '♦')).toBe(true)
    expect(selectAll('span.hcolor', tree).every((span) => text(span) === '♥')).toBe(true)
    expect(selectAll('span.scolor', tree).every((span) => text(span) === '♠')).toBe(true)
    expect(text(select('h1:not(.bd-title)', tree))).toBe('The 1♣ opening')
  })

  it('should write their passes and doubles as `(Pass)`, `(Dbl)` (the reference: `(P)`)', () => {
    const tree = b('root', [
      b('sequence', [
        b('bid', {call: '1C', by: 'we'}, [
          b('bid', {call: 'P', by: 'they', raw: 'P'}, [b('bid', {call: 'X', by: 'we', raw: 'D'})]),
          b('bid', {call: 'X', by: 'they', raw: 'D'}),
          b('bid', {call: 'XX', by: 'they'})
        ])
      ])
    ])
    const labels = (options: Options): string[] =>
      selectAll('li', page(tree, options)).map((item) => label(item))
    expect(labels({robotDetails: true})).toEqual(['1♣', '(Pass)', 'Dbl', '(Dbl)', '(Rdbl)'])
    // Players' order: double and redouble, then pass.
    expect(labels({})).toEqual(['1♣', '(Dbl)', '(Rdbl)', '(Pass)', 'Dbl'])
    expect(labels({profile: 'reference'})).toEqual(['1♣', '(P)', 'Dbl', '(D)', '(R)'])
  })

  it('should write patterns as written, with suit symbols for their strains', () => {
    const calls = ['1M', '2X', '2oM', '3CD', '2CN', '1red', '1step', '2steps', '2S/3H', 'banana']
    const tree = b('root', [b('sequence', calls.map((call) => b('bid', {call, by: 'we'})))])
    const labels = selectAll('li.node', page(tree, {robotDetails: true})).map((item) => label(item))
    expect(labels).toEqual(['1M', '2X', '2oM', '3♣♦', '2♣NT', '1red', '1step', '2steps', '2♠/3♥', 'banana'])
    // In players' order: steps (above the last bid) first, then each pattern at its cheapest bid.
    const ordered = selectAll('li.root', page(tree)).map((item) => label(item))
    expect(ordered).toEqual(['1step', '2steps', '1red', '1M', '2X', '2♣NT', '2oM', '2♠/3♥', '3♣♦', 'banana'])
  })
})

describe('extras of the default profile', () => {
  it('should give every call an anchor named by its auction, unique in the page', () => {
    const tree = page(system())
    expect(select('[id="1N-2D-2H"]', tree)).toBeDefined()
    expect(select('[id="1N-2C"]', tree)).toBeDefined()
    // The same auction in two tables: the second gets a suffix.
    expect(select('[id="1N-2C_2"]', tree)).toBeDefined()
    expect(select('[id="(1N)-X-(P)-XX"]', tree)).toBeDefined()
    const ids = selectAll('[id]', tree).map((element) => String(element.properties.id))
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('should show seats and vulnerability as badges', () => {
    const badges = selectAll('div.bd-conditions .bd-badge', page(system())).map((badge) => text(badge))
    expect(badges).toEqual(['1st/2nd seat', 'we not vul'])
  })

  it('should show constraints, alerts and the rest compactly after the meaning', () => {
    const tree = b('root', [
      b('sequence', [
        b(
          'bid',
          {
            call: '2C',
            by: 'we',
            constraint: {type: 'and', children: [{type: 'points', scale: 'hcp', min: 22}, {type: 'length', suit: 'S', min: 5}]},
            criteria: {type: 'balanced'},
            alert: {artificial: true, disposition: 'game-forcing'},
            forcing: 'game',
            priority: 3,
            nextState: 'rsp1',
            action: 'open',
            over: ['1D', 'X'],
            seats: [3, 4],
            vulnerability: {we: 'yes', they: 'no'}
          },
          [b('meaning', [b('text', 'Strong')])]
        )
      ])
    ])
    const info = select('.bd-info', page(tree, {robotDetails: true}))!
    expect(text(select('.bd-constraint', info))).toBe('22+ HCP, 5+♠')
    expect(text(select('.bd-criteria', info))).toBe('requires balanced')
    expect(selectAll('.bd-badge', info).map((badge) => text(badge))).toEqual([
      'alert',
      'game forcing',
      'game forcing',
      'open',
      'over (1♦), (Dbl)',
      '3rd/4th seat',
      'we vul, they not vul',
      'priority 3',
      '→ rsp1'
    ])
    // None of it in the reference profile.
    expect(select('.bd-info', page(tree, {profile: 'reference'}))).toBeUndefined()
  })

  it('should have a search box and expand/collapse buttons, shown by the script', () => {
    const toolbar = select('nav.bd-toolbar', page(system()))!
    expect(toolbar.properties.hidden).toBe(true)
    expect(select('input[type=search].bd-search', toolbar)).toBeDefined()
    expect(text(select('button.bd-expand-all', toolbar))).toBe('Expand all')
    expect(text(select('button.bd-collapse-all', toolbar))).toBe('Collapse all')
  })

  it('should leave the controls (toggles, anchor links) to the script', () => {
    // A page without script has no control that does nothing (see the browser tests).
    expect(select('button.bd-toggle, a.bd-anchor', page(system()))).toBeUndefined()
  })

  it('should have none of them in the reference profile', () => {
    const html = toHtml(system(), {profile: 'reference'})
    const body = html.slice(html.indexOf('<body>'))
    expect(body).not.toMatch(/bd-|data-bd|<script|<button|<nav|<input| id=/)
  })
})

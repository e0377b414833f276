import {b, type Root} from '@bidding/core'
import type {Element} from 'hast'
import {fromHtml} from 'hast-util-from-html'
import {select, selectAll} from 'hast-util-select'
import {toText} from 'hast-util-to-text'
import {VFile} from 'vfile'
import {describe, expect, it} from 'vitest'
import {toHtml, type Options} from '@bidding/html-stringify'
import {rules, slam, stateMachine, system} from './fixtures/trees.js'

function page(tree: Root, options: Options = {}, file?: VFile): ReturnType<typeof fromHtml> {
  return fromHtml(toHtml(tree, options, file))
}

function text(node: Element | undefined): string {
  return node ? toText(node).replaceAll(/[ \t\n\r]+/g, ' ').replace(/^ | $/g, '') : ''
}

describe('state machines (bidding_space)', () => {
  it('should list the states, then show them as auction trees', () => {
    const file = new VFile()
    const tree = page(stateMachine(), {}, file)
    const machine = select('div.bd-state-machine', tree)!
    const rows = selectAll('table.bd-states tbody tr', machine).map((row) => selectAll('td', row).map((cell) => text(cell)))
    expect(rows).toEqual([
      ['opn0', 'opening', '1NT, 1♣'],
      ['rsp0', '1NT', '2♣'],
      ['rsp0', '1♣', ''],
      ['lost', '3♣', '']
    ])
    const trees = selectAll('div.tree', machine)
    // The opening state unfolds through each call's next state; the unreached one stands alone.
    expect(trees).toHaveLength(2)
    expect(text(select('[id="1N-2C"]', trees[0]!))).toContain('STATE-STAYMAN')
    expect(text(select('[id="1C-1D"]', trees[0]!))).toContain('STATE-NEGATIVE')
    expect(text(select('li.root', trees[1]!))).toContain('STATE-UNREACHED')
    expect(file.messages.map((message) => message.ruleId)).toEqual(['unreachable-state'])
  })

  it('should show next states, priorities and constraints (priorities with the robot’s details)', () => {
    expect(selectAll('.bd-priority', page(stateMachine()))).toEqual([])
    const tree = page(stateMachine(), {robotDetails: true})
    const oneNotrump = select('[id="1N"]', tree)!
    expect(text(select('.bd-constraint', oneNotrump))).toBe('15–17 HCP, balanced')
    const badges = selectAll(':scope > .bd-info > .bd-badge', oneNotrump).map((badge) => text(badge))
    expect(badges).toEqual(['priority 2', '→ rsp0'])
    const club = selectAll('.bd-badge', select('[id="1C"] > table', tree)!).map((badge) => text(badge))
    expect(club).toEqual(['priority 1', '→ rsp0'])
  })
})

describe('SLAM conventions and systems', () => {
  it('should head a system and its conventions with their names', () => {
    const tree = page(slam())
    expect(text(select('section.bd-system > h2', tree))).toBe('SAYC / Standard American')
    expect(selectAll('section.bd-convention > h3', tree).map((heading) => text(heading))).toEqual(['Stayman', 'Jacoby transfers'])
    expect(text(select('section.bd-convention > p.bd-facts', tree))).toBe('Continues 1NT opening')
  })

  it('should show actions as a bidding tree with their constraints, alerts and tags', () => {
    const tree = page(slam(), {robotDetails: true})
    const stayman = select('section.bd-convention', tree)!
    // Two actions (a call, a reference): under ∅, in their order.
    const [ask, reference] = selectAll('li.root > ul > li', stayman)
    expect(text(select('.bd-reference', reference!))).toBe('→ convention Jacoby transfers')
    expect(text(select(':scope > .bd-info > .bd-constraint', ask!))).toBe('8+ HCP, 4+♠')
    expect(selectAll(':scope > .bd-info > .bd-badge', ask!).map((badge) => text(badge))).toEqual([
      'alert',
      'asking',
      'forcing one round',
      'ask',
      'over (Pass)'
    ])
    expect(text(select('.bd-constraint', select(':scope > ul', ask!)))).toBe('≤3♥')
  })

  it('should keep references in place, linked to the convention they name', () => {
    const tree = page(slam())
    const target = select('section.bd-convention:nth-of-type(2)', tree) ?? selectAll('section.bd-convention', tree)[1]!
    const id = String(target.properties.id)
    expect(id).toBe('convention-jacoby-transfers')
    // In the convention's tree, after its actions …
    const links = selectAll(`a[href="#${id}"]`, tree)
    expect(links.length).toBe(1)
    // … and in the system's list; an unknown name is not a link.
    expect(text(select('ul.bd-references', tree))).toBe('→ convention Stayman')
    expect(select('ul.bd-references a', tree)?.properties.href).toBe('#convention-stayman')
    const lonely = page(b('root', [b('convention', {names: ['X']}, [b('conventionReference', {name: 'Nowhere'})])]))
    expect(select('.bd-reference a', lonely)).toBeUndefined()
  })
})

describe('rule sets (Ray’s Bridge Game)', () => {
  it('should show the set, its groups and its rules as a tree', () => {
    const tree = page(rules())
    const set = select('section.bd-rule-set', tree)!
    expect(text(select('h2', set))).toBe('Club rules')
    expect(text(select('p.bd-facts', set))).toBe('bid rules · level 2 · by Ray · ray@example.com')
    expect(text(select('h3', set))).toBe('Opener’s first bid')
    const top = selectAll('.bd-outline > ul > li', set)
    expect(top.map((item) => (item.properties.className as string[])[0])).toEqual(['bd-comment', 'bd-rule', 'bd-rule'])
    expect(text(top[0])).toBe('RULE-COMMENT strong hands first')
    expect(text(select(':scope > .bd-test', top[1]!))).toBe('if point count >= 22')
    expect(text(select(':scope > .bd-constraint', top[1]!))).toBe('22+ HCP')
    const nested = selectAll(':scope > ul > li', top[1]!)
    expect(nested.map((item) => text(item))).toEqual([
      'set RULE-SET forcing = yes',
      'bid 2♣',
      'if RULE-NESTED shape is balanced bid 2NT'
    ])
    expect(text(selectAll(':scope > ul > li', top[2]!)[0])).toBe('bid RULE-BID one spade')
  })
})

describe('other blocks', () => {
  it('should render description lists, tables, auctions and deals in the default profile', () => {
    const tree = page(system())
    expect(selectAll('dl.bd-dl > dt, dl.bd-dl > dd', tree).map((node) => text(node))).toEqual(['term', 'its definition'])
    const table = select('table.bd-table', tree)!
    expect(selectAll('tr', table).map((row) => text(row))).toEqual(['cell a cell b', '', 'cell c cell d'])
    expect(select('tr.bd-rule > td', table)?.properties.colSpan).toBe(2)
    const auction = select('table.bd-auction', tree)!
    expect(text(select('caption', auction))).toBe('Dealer North, Vul N-S')
    expect(selectAll('th', auction).map((cell) => text(cell))).toEqual(['North', 'East', 'South', 'West'])
    expect(selectAll('tbody tr', auction).map((row) => selectAll('td', row).map((cell) => text(cell)))).toEqual([
      ['1♣', 'Dbl', '1♦*1', 'Pass'],
      ['?']
    ])
    expect(text(select('ol.bd-notes', tree))).toBe('transfer to hearts')
    const deal = select('table.bd-deal', tree)!
    expect(selectAll('.bd-facts > div', deal).map((fact) => text(fact))).toEqual([
      'Board 7',
      'Dealer South',
      'Vul All',
      '3NTX by West',
      'Lead ♠Q'
    ])
    expect(selectAll('td.bd-hand', deal).map((hand) => text(hand))).toEqual([
      'North ♠ AKQ ♥ JT9 ♦ 8765 ♣ 432',
      'South ♠ — ♥ AKQ2 ♦ AKQ2 ♣ AKQ2'
    ])
  })

  it('should leave them out in the reference profile, as bml2html does', () => {
    const tree = page(system(), {profile: 'reference'})
    expect(select('dl', tree)).toBeUndefined()
    expect(selectAll('table', tree).every((table) => selectAll('td.node', table).length > 0)).toBe(true)
    expect(toHtml(system(), {profile: 'reference'})).not.toMatch(/cell a|transfer to hearts|AKQ2/)
  })

  it('should render lists with their numbering', () => {
    const tree = page(system())
    expect(selectAll('ul:not(div.tree ul) > li', tree).map((item) => text(item))).toContain('first item')
    expect(select('ol[start="3"] > li', tree)).toBeDefined()
  })

  it('should show kept content as text, folded away', () => {
    const tree = page(b('root', [b('opaque', {format: 'bss'}, '$stock <b>card</b>')]))
    const details = select('details.bd-opaque', tree)!
    expect(text(select('summary', details))).toBe('Kept bss content')
    expect(text(select('pre', details))).toBe('$stock <b>card</b>')
    expect(select('b', details)).toBeUndefined()
  })
})

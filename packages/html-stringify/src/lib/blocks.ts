/**
 * Flow content → hast: headings, paragraphs, lists, and, in the default
 * profile, what bml2html drops (description lists, tables, auction and deal
 * diagrams); the other shapes of a system (state machines, rule sets,
 * conventions, systems); kept content.
 */

import {constraintToPhrasing} from '@bidding/core/constraints'
import {
  phrasingToString,
  type AuctionDiagram,
  type Convention,
  type DealDiagram,
  type DescriptionList,
  type FlowContent,
  type Heading,
  type List,
  type Opaque,
  type Rule,
  type RuleSet,
  type Sequence,
  type StateMachine,
  type System,
  type Table
} from '@bidding/core'
import {directions, rotate, type Direction} from '@bidding/core/calls'
import {stateMachineToSequences} from '@bidding/core/views'
import type {Element, ElementContent} from 'hast'
import {h} from 'hastscript'

/** What hastscript accepts as a child: a node or text. */
type Child = ElementContent | string
import {sequenceToHast, sequenceToParts} from './bid-table.js'
import type {Parts} from './parts.js'
import {callLabel} from './calls.js'
import {ruleSetFacts} from '@bidding/display'
import {phrasingToHast, suitSymbol, textToHast, unknown} from './text.js'
import {slug, uniqueId, type State} from './types.js'

const directionNames: Readonly<Record<Direction, string>> = {N: 'North', E: 'East', S: 'South', W: 'West'}
const vulnerabilityNames: Readonly<Record<string, string>> = {none: 'None', ns: 'N-S', ew: 'E-W', all: 'All'}

/** Flow content → hast elements (none when it is not shown). */
export function flowToHast(nodes: readonly FlowContent[], state: State, depth = 2): Element[] {
  const result: Element[] = []
  for (const node of nodes) {
    const element = blockToHast(node, state, depth)
    if (element) result.push(element)
  }

  return result
}

/**
 * Top-level blocks → hast, one block at a time as they are taken: a big
 * bidding table as parts (made a row at a time), any other block whole.
 */
export function* blocksToParts(nodes: readonly FlowContent[], state: State): Generator<Element | Parts, void, undefined> {
  for (const node of nodes) {
    if (node.type === 'sequence') {
      const parts = sequenceToParts(node, state)
      if (parts) yield parts
    } else {
      yield* flowToHast([node], state)
    }
  }
}

function blockToHast(node: FlowContent, state: State, depth: number): Element | undefined {
  const reference = state.settings.reference
  switch (node.type) {
    case 'heading': {
      const level = Math.min(Math.max(node.depth, 1), 6)
      const children = phrasingToHast(node.children, state)
      if (reference) return h('h' + level, children)
      const entry = contentsEntry(node, state)
      state.headings.push(entry)
      return h('h' + level, {id: entry.id}, children)
    }

    case 'paragraph': {
      return h('p', phrasingToHast(node.children, state))
    }

    case 'list': {
      return listToHast(node, state, depth)
    }

    case 'sequence': {
      return sequenceToHast(node, state)
    }

    // bml2html does not render these blocks.
    case 'descriptionList': {
      return reference ? undefined : descriptionListToHast(node, state)
    }

    case 'table': {
      return reference ? undefined : tableToHast(node, state)
    }

    case 'auctionDiagram': {
      return reference ? undefined : auctionToHast(node, state)
    }

    case 'dealDiagram': {
      return reference ? undefined : dealToHast(node, state)
    }

    case 'stateMachine': {
      return stateMachineToHast(node, state)
    }

    case 'ruleSet': {
      return ruleSetToHast(node, state, depth)
    }

    case 'convention': {
      return conventionToHast(node, state, depth)
    }

    case 'system': {
      return systemToHast(node, state, depth)
    }

    case 'opaque': {
      return opaqueToHast(node)
    }

    default: {
      unknown(node, state)
      return undefined
    }
  }
}

/** A heading's entry in the contents, with its id (for the contents and for links). */
function contentsEntry(node: Heading, state: State): State['headings'][number] {
  const id = uniqueId(state, 'section-' + slug(phrasingToString(node.children, {suits: 'letters'})))
  return {id, depth: Math.min(Math.max(node.depth, 1), 6), children: phrasingToHast(node.children, state)}
}

function listToHast(node: List, state: State, depth: number): Element {
  const items = node.children.map((item) => {
    if (item.type !== 'listItem') {
      unknown(item, state)
      return h('li')
    }

    const [only, ...rest] = item.children
    // A tight item (one paragraph) is written inline, as bml2html does.
    if (only?.type === 'paragraph' && rest.length === 0) return h('li', phrasingToHast(only.children, state))
    return h('li', flowToHast(item.children, state, depth))
  })
  const start = node.ordered && node.start !== undefined && node.start !== 1 ? node.start : undefined
  return h(node.ordered ? 'ol' : 'ul', {start}, items)
}

function descriptionListToHast(node: DescriptionList, state: State): Element {
  const children: Element[] = []
  for (const item of node.children) {
    if (item.type !== 'descriptionItem') {
      unknown(item, state)
      continue
    }

    for (const part of item.children) {
      if (part.type === 'descriptionTerm') children.push(h('dt', phrasingToHast(part.children, state)))
      else if (part.type === 'descriptionDetails') children.push(h('dd', phrasingToHast(part.children, state)))
      else unknown(part, state)
    }
  }

  return h('dl', {className: ['bd-dl']}, children)
}

function tableToHast(node: Table, state: State): Element {
  const width = Math.max(1, ...node.children.map((row) => (row.type === 'tableRow' ? row.children.length : 0)))
  const rows: Element[] = []
  for (const row of node.children) {
    if (row.type !== 'tableRow') {
      unknown(row, state)
      continue
    }

    if (row.rule) {
      rows.push(h('tr', {className: ['bd-rule']}, [h('td', {colSpan: width})]))
      continue
    }

    const cells: Element[] = []
    for (const cell of row.children) {
      if (cell.type === 'tableCell') cells.push(h('td', phrasingToHast(cell.children, state)))
      else unknown(cell, state)
    }

    rows.push(h('tr', cells))
  }

  return h('table', {className: ['bd-table']}, [h('tbody', rows)])
}

function auctionToHast(node: AuctionDiagram, state: State): Element {
  const first = node.first ?? 'W'
  const seats = [0, 1, 2, 3].map((offset) => rotate(first, offset))
  const notes: Element[] = []
  const cells: Element[] = []
  for (const call of node.children) {
    if (call.type !== 'auctionCall') {
      unknown(call, state)
      continue
    }

    const content: Child[] =
      call.call === '' ? [] : call.call === '?' ? ['?'] : callLabel(call.call, 'we', call.raw, state)
    if (call.alert?.artificial) content.push(h('sup', {className: ['bd-alert-mark'], title: 'Alerted'}, '*'))
    if (call.children.length > 0) {
      notes.push(h('li', phrasingToHast(call.children, state)))
      content.push(h('sup', {className: ['bd-note-mark']}, String(notes.length)))
    }

    cells.push(h('td', content))
  }

  const rows: Element[] = []
  for (let index = 0; index < cells.length; index += 4) rows.push(h('tr', cells.slice(index, index + 4)))
  const parts: Child[] = []
  const caption: string[] = []
  if (node.dealer) caption.push('Dealer ' + directionNames[node.dealer])
  if (node.vulnerability) caption.push('Vul ' + vulnerabilityNames[node.vulnerability])
  if (caption.length > 0) parts.push(h('caption', caption.join(', ')))
  if (node.first || node.dealer) {
    parts.push(h('thead', [h('tr', seats.map((seat) => h('th', {scope: 'col'}, directionNames[seat])))]))
  }

  parts.push(h('tbody', rows))
  const table = h('table', {className: ['bd-auction']}, parts)
  return notes.length > 0 ? h('div', {className: ['bd-auction-block']}, [table, h('ol', {className: ['bd-notes']}, notes)]) : table
}

function holding(suit: 'S' | 'H' | 'D' | 'C', cards: string, state: State): Element {
  return h('div', {className: ['bd-holding']}, [suitSymbol(suit), ' ', ...(cards === '' ? ['—'] : textToHast(cards, state))])
}

function dealToHast(node: DealDiagram, state: State): Element {
  const hand = (direction: Direction): Element => {
    const cards = node.hands[direction]
    if (!cards) return h('td')
    return h('td', {className: ['bd-hand'], ariaLabel: directionNames[direction]}, [
      h('div', {className: ['bd-seat-name']}, directionNames[direction]),
      holding('S', cards[0], state),
      holding('H', cards[1], state),
      holding('D', cards[2], state),
      holding('C', cards[3], state)
    ])
  }

  const facts: Child[] = []
  const fact = (children: Child[]): void => {
    facts.push(h('div', children))
  }

  if (node.board !== undefined) fact(['Board ' + node.board])
  if (node.dealer) fact(['Dealer ' + directionNames[node.dealer]])
  if (node.vulnerability) fact(['Vul ' + vulnerabilityNames[node.vulnerability]])
  if (node.contract) {
    const contract = /^([1-7][CDHSN])(X{0,2})$/i.exec(node.contract)
    const label = contract ? [...callLabel(contract[1]!.toUpperCase(), 'we', undefined, state), contract[2]!.toUpperCase()] : textToHast(node.contract === 'P' ? 'Passed out' : node.contract, state)
    fact([...label, ...(node.declarer ? [' by ' + directionNames[node.declarer]] : [])])
  }

  if (node.lead) {
    const suit = node.lead[0]?.toUpperCase()
    fact([
      'Lead ',
      ...(suit === 'S' || suit === 'H' || suit === 'D' || suit === 'C'
        ? [suitSymbol(suit), ...textToHast(node.lead.slice(1), state)]
        : textToHast(node.lead, state))
    ])
  }

  const compass = h('td', {className: ['bd-compass']}, [
    h('div', {className: ['bd-compass-box']}, directions.map((direction) => h('span', {className: ['bd-compass-' + direction.toLowerCase()]}, direction)))
  ])
  return h('table', {className: ['bd-deal']}, [
    h('tbody', [
      h('tr', [h('td', {className: ['bd-facts']}, facts), hand('N'), h('td')]),
      h('tr', [hand('W'), compass, hand('E')]),
      h('tr', [h('td'), hand('S'), h('td')])
    ])
  ])
}

function heading(depth: number, children: Child[]): Element {
  return h('h' + Math.min(Math.max(depth, 1), 6), children)
}

function stateMachineToHast(node: StateMachine, state: State): Element {
  const rows: Element[] = []
  for (const item of node.children) {
    if (item.type !== 'state') {
      unknown(item, state)
      continue
    }

    const priority: Child[] = []
    for (const [index, call] of (item.priority ?? []).entries()) {
      if (index > 0) priority.push(', ')
      priority.push(...callLabel(call, 'we', undefined, state))
    }

    rows.push(
      h('tr', [
        h('td', h('code', item.name)),
        h('td', item.prevBid === undefined ? ['opening'] : callLabel(item.prevBid, 'we', undefined, state)),
        h('td', priority)
      ])
    )
  }

  const children: Child[] = [
    h('table', {className: ['bd-states']}, [
      h('caption', 'States'),
      h('thead', [h('tr', [h('th', 'State'), h('th', 'After partner’s'), h('th', 'Calls by priority')])]),
      h('tbody', rows)
    ])
  ]
  // Shown as auction trees: what a player reads (see the readme).
  const states = node.children.filter((child) => child.type === 'state')
  for (const sequence of stateMachineToSequences({...node, children: states}, state.file)) {
    const table = sequenceToHast(sequence, state)
    if (table) children.push(table)
  }

  return h('div', {className: ['bd-state-machine']}, children)
}

function ruleToHast(node: Rule['children'][number], state: State): Element | undefined {
  switch (node.type) {
    case 'rule': {
      const label: Child[] = [
        h('span', {className: ['bd-test']}, [
          'if ',
          ...textToHast(node.test.quality + ' ' + node.test.comparison + ' ' + node.test.value, state)
        ])
      ]
      if (node.constraint) {
        label.push(' ', h('span', {className: ['bd-constraint']}, phrasingToHast(constraintToPhrasing(node.constraint), state)))
      }

      const children = rulesToHast(node.children, state)
      return h('li', {className: ['bd-rule']}, children.length > 0 ? [...label, h('ul', children)] : label)
    }

    case 'ruleAssign': {
      return h('li', {className: ['bd-assign']}, ['set ', ...textToHast(node.quality + ' = ' + node.value, state)])
    }

    case 'ruleComment': {
      return h('li', {className: ['bd-comment']}, textToHast(node.value, state))
    }

    case 'ruleBid': {
      const label = node.call ? callLabel(node.call, 'we', undefined, state) : textToHast(node.value, state)
      return h('li', {className: ['bd-rule-bid']}, ['bid ', h('strong', label)])
    }

    case 'opaque': {
      return h('li', [opaqueToHast(node)])
    }

    default: {
      unknown(node, state)
      return undefined
    }
  }
}

function rulesToHast(nodes: ReadonlyArray<Rule['children'][number]>, state: State): Element[] {
  const result: Element[] = []
  for (const node of nodes) {
    const element = ruleToHast(node, state)
    if (element) result.push(element)
  }

  return result
}

function ruleSetToHast(node: RuleSet, state: State, depth: number): Element {
  const children: Child[] = [heading(depth, textToHast(node.name ?? 'Rules', state))]
  const facts = ruleSetFacts(node)
  if (facts.length > 0) children.push(h('p', {className: ['bd-facts']}, textToHast(facts.join(' · '), state)))
  for (const group of node.children) {
    if (group.type === 'opaque') {
      children.push(opaqueToHast(group))
      continue
    }

    if (group.type !== 'ruleGroup') {
      unknown(group, state)
      continue
    }

    children.push(heading(depth + 1, textToHast(group.purpose, state)))
    const rules = rulesToHast(group.children, state)
    if (rules.length > 0) children.push(h('div', {className: ['bd-outline']}, [h('ul', rules)]))
  }

  return h('section', {className: ['bd-rule-set']}, children)
}

function conventionToHast(node: Convention, state: State, depth: number): Element {
  const id = state.conventions.get(slug(node.names[0] ?? 'convention'))
  const children: Child[] = [heading(depth, textToHast(node.names.join(' / ') || 'Convention', state))]
  if (node.parents && node.parents.length > 0) {
    children.push(h('p', {className: ['bd-facts']}, textToHast('Continues ' + node.parents.join(', '), state)))
  }

  // The actions are a bidding tree; references keep their place (their priority).
  const tree = sequenceToHast({type: 'sequence', children: node.children as Sequence['children']}, state)
  if (tree) children.push(tree)
  return h('section', {className: ['bd-convention'], id}, children)
}

function referenceToHast(name: string, state: State): Element {
  const target = state.conventions.get(slug(name))
  const label = textToHast(name, state)
  return h('span', {className: ['bd-reference']}, ['→ convention ', target ? h('a', {href: '#' + target}, label) : h('span', label)])
}

function systemToHast(node: System, state: State, depth: number): Element {
  const children: Child[] = [heading(depth, textToHast(node.names.join(' / ') || 'System', state))]
  const references: Element[] = []
  for (const child of node.children) {
    if (child.type === 'convention') children.push(conventionToHast(child, state, depth + 1))
    else if (child.type === 'conventionReference') references.push(h('li', [referenceToHast(child.name, state)]))
    else if (child.type === 'opaque') children.push(opaqueToHast(child))
    else unknown(child, state)
  }

  if (references.length > 0) children.splice(1, 0, h('ul', {className: ['bd-references']}, references))
  return h('section', {className: ['bd-system']}, children)
}

function opaqueToHast(node: Opaque): Element {
  return h('details', {className: ['bd-opaque']}, [
    h('summary', 'Kept ' + node.format + ' content'),
    h('pre', [h('code', node.value)])
  ])
}

/** Give every convention an id, by the slug of each of its names. */
export function collectConventions(nodes: readonly FlowContent[], state: State): void {
  for (const node of nodes) {
    const conventions = node.type === 'convention' ? [node] : node.type === 'system' ? node.children : []
    for (const convention of conventions) {
      if (convention.type !== 'convention') continue
      const id = uniqueId(state, 'convention-' + slug(convention.names[0] ?? 'convention'))
      for (const name of convention.names) if (!state.conventions.has(slug(name))) state.conventions.set(slug(name), id)
      if (convention.names.length === 0) state.conventions.set('convention', id)
    }
  }
}

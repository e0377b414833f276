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
import {sequenceToHast, sequenceToParts} from './bid-table.js'
import {element, text} from './element.js'
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
      if (reference) return element('h' + level, {}, children)
      const entry = contentsEntry(node, state)
      // The contents' text gives its messages here, as the heading's does, though it is made later, with none.
      phrasingToHast(node.children, state)
      state.headings.push(entry)
      return element('h' + level, {id: entry.id}, children)
    }

    case 'paragraph': {
      return element('p', {}, phrasingToHast(node.children, state))
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

/** The id a heading asks for (`uniqueId` makes it unique). */
export function headingIdBase(node: Heading): string {
  return 'section-' + slug(phrasingToString(node.children, {suits: 'letters'}))
}

/**
 * A heading's entry in the contents, with its id (for the contents and for
 * links). Its text is made into hast only when the contents are written.
 */
export function contentsEntry(node: Heading, state: State): State['headings'][number] {
  const id = uniqueId(state, headingIdBase(node))
  return {id, depth: Math.min(Math.max(node.depth, 1), 6), children: node.children}
}

function listToHast(node: List, state: State, depth: number): Element {
  const items = node.children.map((item) => {
    if (item.type !== 'listItem') {
      unknown(item, state)
      return element('li')
    }

    const [only, ...rest] = item.children
    // A tight item (one paragraph) is written inline, as bml2html does.
    if (only?.type === 'paragraph' && rest.length === 0) return element('li', {}, phrasingToHast(only.children, state))
    return element('li', {}, flowToHast(item.children, state, depth))
  })
  const start = node.ordered && node.start !== undefined && node.start !== 1 ? node.start : undefined
  return element(node.ordered ? 'ol' : 'ul', start === undefined ? {} : {start}, items)
}

function descriptionListToHast(node: DescriptionList, state: State): Element {
  const children: Element[] = []
  for (const item of node.children) {
    if (item.type !== 'descriptionItem') {
      unknown(item, state)
      continue
    }

    for (const part of item.children) {
      if (part.type === 'descriptionTerm') children.push(element('dt', {}, phrasingToHast(part.children, state)))
      else if (part.type === 'descriptionDetails') children.push(element('dd', {}, phrasingToHast(part.children, state)))
      else unknown(part, state)
    }
  }

  return element('dl', {className: ['bd-dl']}, children)
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
      rows.push(element('tr', {className: ['bd-rule']}, [element('td', {colSpan: width})]))
      continue
    }

    const cells: Element[] = []
    for (const cell of row.children) {
      if (cell.type === 'tableCell') cells.push(element('td', {}, phrasingToHast(cell.children, state)))
      else unknown(cell, state)
    }

    rows.push(element('tr', {}, cells))
  }

  return element('table', {className: ['bd-table']}, [element('tbody', {}, rows)])
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

    const content: ElementContent[] =
      call.call === '' ? [] : call.call === '?' ? [text('?')] : callLabel(call.call, 'we', call.raw, state)
    if (call.alert?.artificial) content.push(element('sup', {className: ['bd-alert-mark'], title: 'Alerted'}, '*'))
    if (call.children.length > 0) {
      notes.push(element('li', {}, phrasingToHast(call.children, state)))
      content.push(element('sup', {className: ['bd-note-mark']}, String(notes.length)))
    }

    cells.push(element('td', {}, content))
  }

  const rows: Element[] = []
  for (let index = 0; index < cells.length; index += 4) rows.push(element('tr', {}, cells.slice(index, index + 4)))
  const parts: ElementContent[] = []
  const caption: string[] = []
  if (node.dealer) caption.push('Dealer ' + directionNames[node.dealer])
  if (node.vulnerability) caption.push('Vul ' + vulnerabilityNames[node.vulnerability])
  if (caption.length > 0) parts.push(element('caption', {}, caption.join(', ')))
  if (node.first || node.dealer) {
    parts.push(element('thead', {}, [element('tr', {}, seats.map((seat) => element('th', {scope: 'col'}, directionNames[seat])))]))
  }

  parts.push(element('tbody', {}, rows))
  const table = element('table', {className: ['bd-auction']}, parts)
  return notes.length > 0 ? element('div', {className: ['bd-auction-block']}, [table, element('ol', {className: ['bd-notes']}, notes)]) : table
}

function holding(suit: 'S' | 'H' | 'D' | 'C', cards: string, state: State): Element {
  return element('div', {className: ['bd-holding']}, [suitSymbol(suit), text(' '), ...(cards === '' ? [text('—')] : textToHast(cards, state))])
}

function dealToHast(node: DealDiagram, state: State): Element {
  const hand = (direction: Direction): Element => {
    const cards = node.hands[direction]
    if (!cards) return element('td')
    return element('td', {className: ['bd-hand'], ariaLabel: directionNames[direction]}, [
      element('div', {className: ['bd-seat-name']}, directionNames[direction]),
      holding('S', cards[0], state),
      holding('H', cards[1], state),
      holding('D', cards[2], state),
      holding('C', cards[3], state)
    ])
  }

  const facts: ElementContent[] = []
  const fact = (children: ElementContent[]): void => {
    facts.push(element('div', {}, children))
  }

  if (node.board !== undefined) fact([text('Board ' + node.board)])
  if (node.dealer) fact([text('Dealer ' + directionNames[node.dealer])])
  if (node.vulnerability) fact([text('Vul ' + vulnerabilityNames[node.vulnerability])])
  if (node.contract) {
    const contract = /^([1-7][CDHSN])(X{0,2})$/i.exec(node.contract)
    const label = contract ? [...callLabel(contract[1]!.toUpperCase(), 'we', undefined, state), text(contract[2]!.toUpperCase())] : textToHast(node.contract === 'P' ? 'Passed out' : node.contract, state)
    fact([...label, ...(node.declarer ? [text(' by ' + directionNames[node.declarer])] : [])])
  }

  if (node.lead) {
    const suit = node.lead[0]?.toUpperCase()
    fact([
      text('Lead '),
      ...(suit === 'S' || suit === 'H' || suit === 'D' || suit === 'C'
        ? [suitSymbol(suit), ...textToHast(node.lead.slice(1), state)]
        : textToHast(node.lead, state))
    ])
  }

  const compass = element('td', {className: ['bd-compass']}, [
    element('div', {className: ['bd-compass-box']}, directions.map((direction) => element('span', {className: ['bd-compass-' + direction.toLowerCase()]}, direction)))
  ])
  return element('table', {className: ['bd-deal']}, [
    element('tbody', {}, [
      element('tr', {}, [element('td', {className: ['bd-facts']}, facts), hand('N'), element('td')]),
      element('tr', {}, [hand('W'), compass, hand('E')]),
      element('tr', {}, [element('td'), hand('S'), element('td')])
    ])
  ])
}

function heading(depth: number, children: ElementContent[]): Element {
  return element('h' + Math.min(Math.max(depth, 1), 6), {}, children)
}

function stateMachineToHast(node: StateMachine, state: State): Element {
  const rows: Element[] = []
  for (const item of node.children) {
    if (item.type !== 'state') {
      unknown(item, state)
      continue
    }

    const priority: ElementContent[] = []
    for (const [index, call] of (item.priority ?? []).entries()) {
      if (index > 0) priority.push(text(', '))
      priority.push(...callLabel(call, 'we', undefined, state))
    }

    rows.push(
      element('tr', {}, [
        element('td', {}, [element('code', {}, item.name)]),
        element('td', {}, item.prevBid === undefined ? [text('opening')] : callLabel(item.prevBid, 'we', undefined, state)),
        element('td', {}, priority)
      ])
    )
  }

  const children: ElementContent[] = [
    element('table', {className: ['bd-states']}, [
      element('caption', {}, 'States'),
      element('thead', {}, [element('tr', {}, [element('th', {}, 'State'), element('th', {}, 'After partner’s'), element('th', {}, 'Calls by priority')])]),
      element('tbody', {}, rows)
    ])
  ]
  // Shown as auction trees: what a player reads (see the readme).
  const states = node.children.filter((child) => child.type === 'state')
  for (const sequence of stateMachineToSequences({...node, children: states}, state.file)) {
    const table = sequenceToHast(sequence, state)
    if (table) children.push(table)
  }

  return element('div', {className: ['bd-state-machine']}, children)
}

function ruleToHast(node: Rule['children'][number], state: State): Element | undefined {
  switch (node.type) {
    case 'rule': {
      const label: ElementContent[] = [
        element('span', {className: ['bd-test']}, [
          text('if '),
          ...textToHast(node.test.quality + ' ' + node.test.comparison + ' ' + node.test.value, state)
        ])
      ]
      if (node.constraint) {
        label.push(text(' '), element('span', {className: ['bd-constraint']}, phrasingToHast(constraintToPhrasing(node.constraint), state)))
      }

      const children = rulesToHast(node.children, state)
      return element('li', {className: ['bd-rule']}, children.length > 0 ? [...label, element('ul', {}, children)] : label)
    }

    case 'ruleAssign': {
      return element('li', {className: ['bd-assign']}, [text('set '), ...textToHast(node.quality + ' = ' + node.value, state)])
    }

    case 'ruleComment': {
      return element('li', {className: ['bd-comment']}, textToHast(node.value, state))
    }

    case 'ruleBid': {
      const label = node.call ? callLabel(node.call, 'we', undefined, state) : textToHast(node.value, state)
      return element('li', {className: ['bd-rule-bid']}, [text('bid '), element('strong', {}, label)])
    }

    case 'opaque': {
      return element('li', {}, [opaqueToHast(node)])
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
  const children: ElementContent[] = [heading(depth, textToHast(node.name ?? 'Rules', state))]
  const facts = ruleSetFacts(node)
  if (facts.length > 0) children.push(element('p', {className: ['bd-facts']}, textToHast(facts.join(' · '), state)))
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
    if (rules.length > 0) children.push(element('div', {className: ['bd-outline']}, [element('ul', {}, rules)]))
  }

  return element('section', {className: ['bd-rule-set']}, children)
}

function conventionToHast(node: Convention, state: State, depth: number): Element {
  const id = state.conventions.get(slug(node.names[0] ?? 'convention'))
  const children: ElementContent[] = [heading(depth, textToHast(node.names.join(' / ') || 'Convention', state))]
  if (node.parents && node.parents.length > 0) {
    children.push(element('p', {className: ['bd-facts']}, textToHast('Continues ' + node.parents.join(', '), state)))
  }

  // The actions are a bidding tree; references keep their place (their priority).
  const tree = sequenceToHast({type: 'sequence', children: node.children as Sequence['children']}, state)
  if (tree) children.push(tree)
  return element('section', id === undefined ? {className: ['bd-convention']} : {className: ['bd-convention'], id}, children)
}

function referenceToHast(name: string, state: State): Element {
  const target = state.conventions.get(slug(name))
  const label = textToHast(name, state)
  return element('span', {className: ['bd-reference']}, [text('→ convention '), target ? element('a', {href: '#' + target}, label) : element('span', {}, label)])
}

function systemToHast(node: System, state: State, depth: number): Element {
  const children: ElementContent[] = [heading(depth, textToHast(node.names.join(' / ') || 'System', state))]
  const references: Element[] = []
  for (const child of node.children) {
    if (child.type === 'convention') children.push(conventionToHast(child, state, depth + 1))
    else if (child.type === 'conventionReference') references.push(element('li', {}, [referenceToHast(child.name, state)]))
    else if (child.type === 'opaque') children.push(opaqueToHast(child))
    else unknown(child, state)
  }

  if (references.length > 0) children.splice(1, 0, element('ul', {className: ['bd-references']}, references))
  return element('section', {className: ['bd-system']}, children)
}

function opaqueToHast(node: Opaque): Element {
  return element('details', {className: ['bd-opaque']}, [
    element('summary', {}, 'Kept ' + node.format + ' content'),
    element('pre', {}, [element('code', {}, node.value)])
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

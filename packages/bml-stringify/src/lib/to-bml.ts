/**
 * bdast → BML 2 text. Any tree: BML's own blocks, and what other readers
 * make (state machines through core's view, conventions, systems and rule
 * sets as headings, tables and lists; constraints and alerts as description
 * text).
 */

import {constraintToString} from '@bidding/core/constraints'
import {formatCall, isCall} from '@bidding/core/calls'
import {stateMachineToSequences} from '@bidding/core/views'
import type {
  AuctionDiagram,
  Convention,
  DealDiagram,
  DescriptionList,
  FlowContent,
  Heading,
  List,
  Paragraph,
  PhrasingContent,
  Root,
  Rule,
  RuleSet,
  System,
  Table
} from '@bidding/core'
import type {Node} from 'unist'
import type {VFile} from 'vfile'
import {readAs} from './classify.js'
import {phrasingLines, phrasingText} from './phrasing.js'
import {writeSequence} from './sequence.js'
import {warn, warnOnce, type State} from './state.js'

/** Options of the BML writer. */
export interface Options {
  /** Columns per level of a bid table, 1–9 (default: 2; read back with the same `indentation`). */
  indentation?: number | null | undefined
}

/**
 * Write bdast as BML 2.
 *
 * @param tree the root.
 * @param options see `Options`.
 * @param file file to report what BML cannot express on (warnings).
 * @returns the BML text.
 */
export function toBml(tree: Root, options?: Readonly<Options> | null, file?: VFile): string {
  const settings = options ?? {}
  const unit = settings.indentation ?? 2
  const state: State = {
    settings: {unit: Number.isInteger(unit) && unit >= 1 && unit <= 9 ? unit : 2},
    file,
    seat: '0',
    vulnerability: '00',
    reported: new Set(),
    expressed: new Set()
  }
  if (state.settings.unit !== unit) warn(state, 'Unexpected indentation `' + unit + '`, expected 1 to 9; 2 is used', tree, 'options')
  const blocks: string[] = []
  for (const [key, value] of Object.entries(tree.metadata ?? {})) {
    if (value === undefined) continue
    if (!/^[\p{L}\p{N}_]+$/u.test(key)) {
      warn(state, 'Unexpected metadata key `' + key + '`, BML keys are letters, digits and `_`', tree, 'unrepresentable')
      continue
    }

    const line = value.split('\n')[0]!.trim()
    if (line !== value) warn(state, 'Unexpected line break in metadata `' + key + '`, only its first line is written', tree, 'unrepresentable')
    blocks.push('#+' + key.toUpperCase() + ': ' + line)
  }

  for (const node of tree.children) flow(state, node, blocks)
  return blocks.length > 0 ? blocks.join('\n\n') + '\n' : ''
}

function flow(state: State, node: FlowContent, blocks: string[]): void {
  switch (node.type) {
    case 'heading': {
      heading(state, node, blocks)
      break
    }

    case 'paragraph': {
      paragraph(state, node, blocks)
      break
    }

    case 'list': {
      list(state, node, blocks)
      break
    }

    case 'descriptionList': {
      descriptionList(state, node, blocks)
      break
    }

    case 'table': {
      table(state, node, blocks)
      break
    }

    case 'auctionDiagram': {
      auctionDiagram(state, node, blocks)
      break
    }

    case 'dealDiagram': {
      dealDiagram(state, node, blocks)
      break
    }

    case 'sequence': {
      writeSequence(state, node, blocks)
      break
    }

    case 'stateMachine': {
      // The view unfolds states into sequences; `nextState` and `priority`
      // are then expressed by the tree's shape and order.
      const before = new Set(state.expressed)
      state.expressed.add('nextState')
      state.expressed.add('priority')
      for (const sequence of stateMachineToSequences(node, state.file)) writeSequence(state, sequence, blocks)
      state.expressed = before
      break
    }

    case 'ruleSet': {
      ruleSet(state, node, blocks)
      break
    }

    case 'convention': {
      convention(state, node, blocks, 2)
      break
    }

    case 'system': {
      system(state, node, blocks)
      break
    }

    case 'opaque': {
      if (node.format === 'bml') {
        blocks.push(node.value)
      } else {
        warn(state, 'Unexpected opaque `' + node.format + '` content, written as a comment', node, 'opaque')
        blocks.push(node.value.split('\n').map((line) => '// ' + line).join('\n'))
      }

      break
    }

    default: {
      const unknown = node as Node
      warn(state, 'Unexpected node `' + unknown.type + '`, BML cannot write it; it is left out', unknown, 'unknown-node')
    }
  }
}

/** Lines of text that must not be read as something else. */
function safeLines(state: State, lines: string[], node: Node): string[] {
  const result: string[] = []
  for (const line of lines) {
    if (line.trim() === '') {
      warn(state, 'Unexpected empty line in ' + node.type + ', BML would end the block there; it is left out', node, 'unrepresentable')
      continue
    }

    if (/^\s*#\s*INCLUDE/.test(line)) {
      warn(state, 'Unexpected `#INCLUDE` line in text, it reads back as an include', node, 'unrepresentable')
    }

    // A `//` in column 1 is a comment: indent it (readers drop that space).
    result.push(line.startsWith('//') ? ' ' + line : line)
  }

  return result
}

function heading(state: State, node: Heading, blocks: string[]): void {
  let depth = node.depth as number
  if (depth > 4) {
    warn(state, 'Unexpected heading depth ' + depth + ', BML has 4 levels; written as 4', node, 'heading-depth')
    depth = 4
  }

  const lines = phrasingLines(state, node.children, node)
  for (const line of lines.slice(1)) {
    if (line.startsWith('//') || line.trim() === '') {
      warn(state, 'Unexpected heading line `' + line + '`, BML cannot write it', node, 'unrepresentable')
    }
  }

  blocks.push('*'.repeat(depth) + ' ' + lines.join('\n').trim())
}

function paragraph(state: State, node: Paragraph, blocks: string[]): void {
  const value = phrasingText(state, node.children, node)
  if (value.trim() === '') {
    warn(state, 'Unexpected empty paragraph, BML cannot write it', node, 'unrepresentable')
    return
  }

  const lines = safeLines(state, value.trim().split('\n'), node)

  // A leading space keeps `*strong* …` from reading as a heading.
  if (lines[0]!.startsWith('*')) lines[0] = ' ' + lines[0]
  const text = lines.join('\n')
  const kind = readAs(text)
  if (kind !== 'paragraph') warn(state, 'Unexpected paragraph that reads back as ' + kind, node, 'unrepresentable')
  blocks.push(text)
}

function itemLines(state: State, node: List['children'][number]): string[] {
  const lines: string[] = []
  for (const child of node.children) {
    if (child.type === 'paragraph') {
      lines.push(...phrasingText(state, child.children, child).split('\n'))
    } else {
      warnOnce(state, 'list-content', 'Unexpected `' + child.type + '` in a list item, BML items hold text only; it is left out', child, 'lossy')
    }
  }

  return lines
}

function list(state: State, node: List, blocks: string[]): void {
  if (node.ordered && node.start !== undefined && node.start !== 1) {
    warn(state, 'Unexpected list start ' + node.start + ', BML ordered lists start at 1', node, 'lossy')
  }

  const output: string[] = []
  for (const [index, item] of node.children.entries()) {
    const marker = node.ordered ? index + 1 + '. ' : '- '
    const lines = safeLines(state, itemLines(state, item), item)
    for (const line of lines.slice(1)) {
      if (node.ordered ? /^\s*\d*\./.test(line) : /^\s*-/.test(line)) {
        warn(state, 'Unexpected item line `' + line + '` that reads back as a new item', item, 'unrepresentable')
      }
    }

    if (!node.ordered && lines.some((line) => line.includes(' :: '))) {
      warn(state, 'Unexpected ` :: ` in a list item, the list reads back as a description list', item, 'unrepresentable')
    }

    output.push((marker + (lines[0] ?? '')).trimEnd(), ...lines.slice(1).map((line) => ' '.repeat(marker.length) + line))
  }

  if (output.length === 0) {
    warn(state, 'Unexpected empty list, BML cannot write it', node, 'unrepresentable')
    return
  }

  blocks.push(output.join('\n'))
}

function descriptionList(state: State, node: DescriptionList, blocks: string[]): void {
  const output: string[] = []
  for (const item of node.children) {
    const terms: string[] = []
    const details: string[] = []
    for (const child of item.children) {
      const text = phrasingText(state, child.children, child)
      if (child.type === 'descriptionTerm') terms.push(text)
      else details.push(text)
    }

    const term = terms.join(' ')
    if (term.includes(' :: ') || term.includes('\n')) {
      warn(state, 'Unexpected term `' + term + '`, BML terms are one line without ` :: `', item, 'unrepresentable')
    }

    // An item without details is a term alone (the reader warns about it).
    const text = details.length > 0 ? term + ' :: ' + details.join('\n') : term
    const lines = safeLines(state, text.split('\n'), item)
    output.push('- ' + (lines[0] ?? '').trimEnd(), ...lines.slice(1).map((line) => '  ' + line))
  }

  if (output.length === 0) {
    warn(state, 'Unexpected empty description list, BML cannot write it', node, 'unrepresentable')
    return
  }

  if (!output.some((line) => line.includes(' :: '))) {
    warn(state, 'Unexpected description list without definitions, it reads back as a list', node, 'unrepresentable')
  }

  blocks.push(output.join('\n'))
}

function cellText(state: State, children: PhrasingContent[], owner: Node): string {
  const text = phrasingText(state, children, owner)
  if (text.includes('|') || text.includes('\n')) {
    warn(state, 'Unexpected `|` or line break in a table cell, BML cannot write it', owner, 'unrepresentable')
  }

  return text.replaceAll('\n', ' ')
}

function table(state: State, node: Table, blocks: string[]): void {
  const output: string[] = []
  for (const row of node.children) {
    if (row.rule) {
      output.push('|---|')
      continue
    }

    if (row.children.length === 0) {
      warn(state, 'Unexpected table row without cells, BML cannot write it', row, 'unrepresentable')
      continue
    }

    const cells = row.children.map((cell) => cellText(state, cell.children, cell))
    if (/^[+-]+$/.test(cells[0]!)) warn(state, 'Unexpected cell `' + cells[0] + '`, it reads back as a rule', row, 'unrepresentable')
    output.push('| ' + cells.join(' | ') + ' |')
  }

  if (output.length === 0) {
    warn(state, 'Unexpected empty table, BML cannot write it', node, 'unrepresentable')
    return
  }

  blocks.push(output.join('\n'))
}

function auctionToken(call: string, raw: string | undefined): string {
  if (raw !== undefined && /^\S+$/.test(raw)) return raw
  if (call === '') return '-'
  if (isCall(call)) return formatCall(call, 'bml')
  return call
}

function auctionDiagram(state: State, node: AuctionDiagram, blocks: string[]): void {
  for (const field of ['first', 'dealer', 'vulnerability'] as const) {
    if (node[field] !== undefined) warnOnce(state, 'auction:' + field, 'Unexpected `' + field + '` on an auction, BML cannot write it', node, 'lossy')
  }

  const tokens = node.children.map((call) => {
    if (call.children.length > 0 || call.alert) {
      warnOnce(state, 'auction:explanation', 'Unexpected explanation of an auction call, BML cannot write it', call, 'lossy')
    }

    return auctionToken(call.call, call.raw)
  })
  const rows: string[] = []
  for (let index = 0; index < tokens.length; index += 4) rows.push(tokens.slice(index, index + 4).join(' '))
  const text = rows.join('\n')
  if (!/^\s*\(?[1-7]?[NTPDRCDHS]\)?\s+\(?[1-7]?[NTPDRCDHS]\)?\s+\(?[1-7]?[NTPDRCDHS]\)?\s+\(?[1-7]?[NTPDRCDHS]\)?\s*/.test(text)) {
    warn(state, 'Unexpected auction that BML cannot write (its first four cells must be calls)', node, 'unrepresentable')
  }

  blocks.push(text)
}

const vulnerabilityWords = {none: 'None', ns: 'NS', ew: 'EW', all: 'All'} as const

function dealDiagram(state: State, node: DealDiagram, blocks: string[]): void {
  const header: string[] = []
  if (node.board !== undefined) header.push('#' + node.board)
  if (node.dealer) header.push(node.dealer)
  if (node.vulnerability) header.push(vulnerabilityWords[node.vulnerability])
  if (node.contract !== undefined) {
    if (node.contract === 'P') header.push('PASS')
    else if (node.declarer && /^[1-7][SHDCN](?:XX?)?$/.test(node.contract)) header.push(node.contract + node.declarer)
    else warn(state, 'Unexpected contract `' + node.contract + '` without declarer, BML cannot write it', node, 'unrepresentable')
  }

  if (node.lead) header.push(node.lead[0]!.toLowerCase() + node.lead.slice(1))
  const output: string[] = []
  if (header.length > 0) output.push('Deal ' + header.join(' '))
  for (const seat of ['N', 'E', 'S', 'W'] as const) {
    const hand = node.hands[seat]
    if (!hand) continue
    const holdings = hand.map((holding) => {
      const cards = holding.replaceAll('10', 'T')
      if (!/^[2-9AKQJTx]*$/.test(cards)) warn(state, 'Unexpected cards `' + holding + '`, BML writes `2-9AKQJTx`', node, 'unrepresentable')
      return cards === '' ? '-' : cards
    })
    output.push(seat + ': ' + holdings.join(' '))
  }

  if (output.length === 0 || output.length === (header.length > 0 ? 1 : 0)) {
    warn(state, 'Unexpected deal diagram without hands, BML cannot write it', node, 'unrepresentable')
    return
  }

  blocks.push(output.join('\n'))
}

function ruleText(rule: Rule): string {
  return rule.test.quality + ' ' + rule.test.comparison + ' ' + rule.test.value
}

function ruleSet(state: State, node: RuleSet, blocks: string[]): void {
  warnOnce(state, 'ruleSet', 'Unexpected rule set, BML writes it as headings and lists', node, 'lossy')
  const title = [node.name, node.kind ? '(' + node.kind + ')' : undefined].filter(Boolean).join(' ')
  blocks.push('** ' + (title || 'Rules'))
  for (const group of node.children) {
    if (group.type !== 'ruleGroup') {
      flow(state, group, blocks)
      continue
    }

    blocks.push('*** ' + group.purpose)
    const items: string[] = []
    const visit = (children: Rule['children'], path: string[]): void => {
      const actions: string[] = []
      for (const child of children) {
        switch (child.type) {
          case 'rule': {
            visit(child.children, [...path, child.constraint ? constraintToString(child.constraint, {suits: 'bml'}) : ruleText(child)])
            break
          }

          case 'ruleAssign': {
            actions.push('set ' + child.quality + ' = ' + child.value)
            break
          }

          case 'ruleComment': {
            actions.push('“' + child.value + '”')
            break
          }

          case 'ruleBid': {
            actions.push('bid ' + (child.call ?? child.value))
            break
          }

          default: {
            actions.push(child.value)
          }
        }
      }

      if (actions.length > 0) items.push('- ' + (path.length > 0 ? path.join(', ') + ': ' : '') + actions.join('; '))
    }

    visit(group.children as Rule['children'], [])
    if (items.length > 0) blocks.push(items.join('\n'))
  }
}

function convention(state: State, node: Convention, blocks: string[], depth: number): void {
  blocks.push('*'.repeat(depth) + ' ' + node.names.join(' / '))
  if (node.parents && node.parents.length > 0) blocks.push('Continues ' + node.parents.join(', ') + '.')
  const bids = node.children.filter((child) => child.type === 'bid')
  if (bids.length > 0) writeSequence(state, {type: 'sequence', children: bids}, blocks)
  for (const child of node.children) {
    if (child.type === 'conventionReference') blocks.push('See ' + child.name + '.')
    else if (child.type === 'opaque') flow(state, child, blocks)
  }
}

function system(state: State, node: System, blocks: string[]): void {
  blocks.push('* ' + node.names.join(' / '))
  for (const child of node.children) {
    if (child.type === 'convention') convention(state, child, blocks, 2)
    else if (child.type === 'conventionReference') blocks.push('See ' + child.name + '.')
    else flow(state, child, blocks)
  }
}

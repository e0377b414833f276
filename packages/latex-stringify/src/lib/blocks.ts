/**
 * Flow content → LaTeX: headings, paragraphs, lists, description lists,
 * tables, auction and deal diagrams, bidding tables, and the other shapes of
 * a system (state machines, rule sets, conventions, systems). Each block
 * ends as bml2latex ends it (`\bigbreak`, or a blank line after headings and
 * deal diagrams).
 */

import {constraintToPhrasing} from '@bidding/core/constraints'
import {formatCall, isCall, rotate, type Direction} from '@bidding/core/calls'
import {stateMachineToSequences} from '@bidding/core/views'
import type {
  AuctionDiagram,
  Convention,
  DealDiagram,
  DescriptionList,
  DiagramHand,
  FlowContent,
  List,
  Opaque,
  Rule,
  RuleSet,
  Sequence,
  StateMachine,
  System,
  Table
} from '@bidding/core'
import {ruleSetFacts} from '@bidding/display'
import {sequenceToLatex, textRow, treeToLatex, type Row} from './bid-table.js'
import {callLabel, callsInText} from './calls.js'
import {escapeLatex} from '@bidding/latex-util'
import {phrasingToLatex, unknown} from './phrasing.js'
import type {State} from './types.js'

const sections = ['section', 'subsection', 'subsubsection', 'paragraph', 'subparagraph', 'subparagraph'] as const
const directionNames: Readonly<Record<Direction, string>> = {N: 'North', E: 'East', S: 'South', W: 'West'}
const vulnerabilityNames: Readonly<Record<string, string>> = {none: 'None', ns: 'NS', ew: 'EW', all: 'All'}
const block = '\n\\bigbreak\n'

/** Flow content → LaTeX. */
export function flowToLatex(nodes: readonly FlowContent[], state: State, depth = 1, lists = 0): string {
  let result = ''
  for (const node of nodes) result += blockToLatex(node, state, depth, lists)
  return result
}

function blockToLatex(node: FlowContent, state: State, depth: number, lists: number): string {
  switch (node.type) {
    case 'heading': {
      return heading(node.depth, phrasingToLatex(node.children, state, {heading: true, oneLine: true}))
    }

    case 'paragraph': {
      return phrasingToLatex(node.children, state) + block
    }

    case 'list': {
      return listToLatex(node, state, depth, lists)
    }

    case 'descriptionList': {
      return descriptionListToLatex(node, state)
    }

    case 'table': {
      return tableToLatex(node, state)
    }

    case 'auctionDiagram': {
      return auctionToLatex(node, state)
    }

    case 'dealDiagram': {
      return dealToLatex(node, state)
    }

    case 'sequence': {
      return sequenceToLatex(node, state)
    }

    case 'stateMachine': {
      return stateMachineToLatex(node, state)
    }

    case 'ruleSet': {
      return ruleSetToLatex(node, state, depth)
    }

    case 'convention': {
      return conventionToLatex(node, state, depth)
    }

    case 'system': {
      return systemToLatex(node, state, depth)
    }

    case 'opaque': {
      return opaqueToLatex(node, state)
    }

    default: {
      unknown(node, state)
      return ''
    }
  }
}

function heading(depth: number, text: string): string {
  return '\\' + sections[Math.min(Math.max(depth, 1), 6) - 1] + '{' + text + '}\n\n'
}

function listToLatex(node: List, state: State, depth: number, lists: number): string {
  // LaTeX nests lists four deep; deeper items are written as dashed items.
  const flat = lists >= 4
  const environment = node.ordered ? 'enumerate' : 'itemize'
  let result = flat ? '' : '\\begin{' + environment + '}\n'
  if (!flat && node.ordered && node.start !== undefined && node.start !== 1) {
    result += '\\setcounter{enum' + 'i'.repeat(lists + 1).replace('iiii', 'iv') + '}{' + (node.start - 1) + '}\n'
  }

  for (const item of node.children) {
    if (item.type !== 'listItem') {
      unknown(item, state)
      continue
    }

    const [only, ...rest] = item.children
    const text =
      only?.type === 'paragraph' && rest.length === 0
        ? phrasingToLatex(only.children, state)
        : flowToLatex(item.children, state, depth, lists + 1).replace(/\n\\bigbreak\n$/, '')
    result += '\\item ' + (flat ? '--- ' : '') + text + '\n\n'
  }

  return flat ? result : result + '\\end{' + environment + '}' + block
}

function descriptionListToLatex(node: DescriptionList, state: State): string {
  let result = '\\begin{description}\n'
  for (const item of node.children) {
    if (item.type !== 'descriptionItem') {
      unknown(item, state)
      continue
    }

    let term = ''
    let details = ''
    for (const part of item.children) {
      if (part.type === 'descriptionTerm') term += phrasingToLatex(part.children, state, {oneLine: true})
      else if (part.type === 'descriptionDetails') details += phrasingToLatex(part.children, state)
      else unknown(part, state)
    }

    result += '\\item[' + term + '] ' + details + '\n\n'
  }

  return result + '\\end{description}' + block
}

function tableToLatex(node: Table, state: State): string {
  const width = Math.max(1, ...node.children.map((row) => (row.type === 'tableRow' ? row.children.length : 0)))
  let result = '\\begin{tabular}{' + 'l'.repeat(width) + '}\n'
  for (const row of node.children) {
    if (row.type !== 'tableRow') {
      unknown(row, state)
      continue
    }

    if (row.rule) {
      result += '\\hline\n'
      continue
    }

    const cells: string[] = []
    for (const cell of row.children) {
      if (cell.type === 'tableCell') cells.push(phrasingToLatex(cell.children, state, {oneLine: true}))
      else unknown(cell, state)
    }

    result += cells.join(' & ') + ' \\\\\n'
  }

  return result + '\\end{tabular}\n\n' + block
}

/** bml2latex's auction row: the calls as written, then `D`, `P`, `R` replaced anywhere (so `1\BD` → `1\BDbl`). */
function referenceAuctionRow(cells: ReadonlyArray<{call: string; raw?: string | undefined}>, state: State): string {
  return cells
    .map((cell) => callsInText(cell.raw ?? (isCall(cell.call) ? formatCall(cell.call, 'bml') : cell.call), state))
    .join(' \\> ')
    .replaceAll('D', 'Dbl')
    .replaceAll('P', 'Pass')
    .replaceAll('R', 'Rdbl')
}

function auctionToLatex(node: AuctionDiagram, state: State): string {
  const calls = node.children.filter((call) => {
    if (call.type === 'auctionCall') return true
    unknown(call, state)
    return false
  })
  const rows: string[] = []
  const notes: string[] = []
  if (state.settings.reference) {
    for (let index = 0; index < calls.length; index += 4) rows.push(referenceAuctionRow(calls.slice(index, index + 4), state))
  } else {
    if (node.first || node.dealer) {
      const first = node.first ?? 'W'
      rows.push([0, 1, 2, 3].map((offset) => '\\textbf{' + directionNames[rotate(first, offset)] + '}').join(' \\> '))
    }

    const cells = calls.map((call) => {
      let cell = call.call === '' ? '' : call.call === '?' ? '?' : callLabel(call.call, 'we', undefined, state)
      if (call.alert?.artificial) cell += '$^{*}$'
      if (call.children.length > 0) {
        notes.push(phrasingToLatex(call.children, state, {oneLine: true}))
        cell += '$^{' + notes.length + '}$'
      }

      return cell
    })
    for (let index = 0; index < cells.length; index += 4) rows.push(cells.slice(index, index + 4).join(' \\> '))
  }

  let result = '\\begin{bidding}\n' + rows.join('\\\\\n') + '\n\\end{bidding}\n'
  const facts: string[] = []
  if (!state.settings.reference) {
    if (node.dealer) facts.push('Dealer ' + directionNames[node.dealer])
    if (node.vulnerability) facts.push('Vul ' + vulnerabilityNames[node.vulnerability])
  }

  if (facts.length > 0) result += '\\bidinfo{' + facts.join(', ') + '}\\par\n'
  for (const [index, note] of notes.entries()) result += '\\noindent{\\small $^{' + (index + 1) + '}$\\,' + note + '}\\par\n'
  return result + '\\bigbreak\n'
}

function holdingToLatex(cards: string, state: State): string {
  return cards === '' || cards === '-' ? '\\void' : escapeLatex(cards, state, {oneLine: true})
}

function handToLatex(hand: DiagramHand | undefined, state: State, horizontal: boolean): string {
  if (!hand) return ''
  return (horizontal ? '\\hand' : '\\vhand') + hand.map((cards) => '{' + holdingToLatex(cards, state) + '}').join('')
}

function suitAndRest(value: string, state: State): string {
  const suit = value[0]?.toUpperCase()
  if (suit === 'S' || suit === 'H' || suit === 'D' || suit === 'C') {
    return '\\B' + suit + (state.settings.reference ? ' ' : '{}') + escapeLatex(value.slice(1), state, {oneLine: true})
  }

  return escapeLatex(value, state, {oneLine: true})
}

function dealFacts(node: DealDiagram, state: State): string[] {
  const reference = state.settings.reference
  const facts: string[] = []
  if (node.board !== undefined) facts.push('Board ' + node.board)
  if (reference) {
    if (node.dealer && node.vulnerability) facts.push(directionNames[node.dealer] + ' / ' + vulnerabilityNames[node.vulnerability])
    else if (node.dealer) facts.push(node.dealer)
    else if (node.vulnerability) facts.push(vulnerabilityNames[node.vulnerability]!)
  } else {
    if (node.dealer) facts.push('Dealer ' + directionNames[node.dealer])
    if (node.vulnerability) facts.push('Vul ' + vulnerabilityNames[node.vulnerability])
  }

  if (node.contract) {
    const match = /^([1-7])([CDHSN])(X{0,2})$/i.exec(node.contract)
    let contract: string
    if (match) {
      const strain = match[2]!.toUpperCase()
      const doubled = match[3]!.toUpperCase()
      if (strain === 'N') contract = match[1]! + 'NT' + doubled
      // bml2latex: `4\BS X`, the macro followed by a space.
      else if (reference) contract = match[1]! + '\\B' + strain + (doubled ? ' ' + doubled : '\\')
      else contract = match[1]! + '\\B' + strain + '{}' + doubled
    } else {
      contract = /^(p|pass)$/i.test(node.contract) ? 'Passed out' : escapeLatex(node.contract, state, {oneLine: true})
    }

    facts.push(contract + (node.declarer ? ' by ' + directionNames[node.declarer] : ''))
  }

  if (node.lead) facts.push('Lead ' + suitAndRest(node.lead, state))
  return facts
}

function dealToLatex(node: DealDiagram, state: State): string {
  const {N, E, S, W} = node.hands
  const facts = dealFacts(node, state).join('\\\\')
  // Only North and South: the hands side by side (bml2latex's `\hand`).
  const horizontal = !E && !W && Boolean(N ?? S)
  const hand = (direction: Direction): string => handToLatex(node.hands[direction], state, horizontal)
  if (W && E && !N && !S) return '\\dealdiagramew\n{' + hand('W') + '}\n{' + hand('E') + '}\n\n'
  if (!S && (N || W || E)) {
    return '\\dealdiagramenw\n{' + hand('W') + '}\n{' + hand('N') + '}\n{' + hand('E') + '}\n{' + facts + '}\n\n'
  }

  return '\\dealdiagram\n{' + hand('W') + '}\n{' + hand('N') + '}\n{' + hand('E') + '}\n{' + hand('S') + '}\n{' + facts + '}\n\n'
}

function stateMachineToLatex(node: StateMachine, state: State): string {
  let rows = ''
  for (const item of node.children) {
    if (item.type !== 'state') {
      unknown(item, state)
      continue
    }

    const priority = (item.priority ?? []).map((call) => callLabel(call, 'we', undefined, state)).join(', ')
    rows +=
      '\\texttt{' +
      escapeLatex(item.name, state, {oneLine: true}) +
      '} & ' +
      (item.prevBid === undefined ? 'opening' : callLabel(item.prevBid, 'we', undefined, state)) +
      ' & ' +
      priority +
      ' \\\\\n'
  }

  let result =
    '\\begin{tabular}{lll}\n\\textbf{State} & \\textbf{After partner\'s} & \\textbf{Calls by priority} \\\\\n\\hline\n' +
    rows +
    '\\end{tabular}\n' +
    block
  // Shown as auction trees, what a player reads (see the readme).
  const states = node.children.filter((child) => child.type === 'state')
  for (const sequence of stateMachineToSequences({...node, children: states}, state.file)) {
    result += sequenceToLatex(sequence, state)
  }
  return result
}

function ruleRows(nodes: ReadonlyArray<Rule['children'][number]>, state: State): Row[] {
  const rows: Row[] = []
  for (const node of nodes) {
    switch (node.type) {
      case 'rule': {
        const test = node.test.quality + ' ' + node.test.comparison + ' ' + node.test.value
        const row = textRow('if', test, state, ruleRows(node.children, state))
        if (node.constraint) {
          row.lines[0] += ' \\bidinfo{' + phrasingToLatex(constraintToPhrasing(node.constraint), state, {oneLine: true}) + '}'
        }

        rows.push(row)
        break
      }

      case 'ruleAssign': {
        rows.push(textRow('set', node.quality + ' = ' + node.value, state))
        break
      }

      case 'ruleComment': {
        rows.push(textRow('note', node.value, state))
        break
      }

      case 'ruleBid': {
        const label = node.call ? callLabel(node.call, 'we', undefined, state) : escapeLatex(node.value, state, {oneLine: true})
        rows.push({label: 'bid', lines: ['\\textbf{' + label + '}'], items: []})
        break
      }

      case 'opaque': {
        rows.push(textRow('kept', node.value, state))
        break
      }

      default: {
        unknown(node, state)
      }
    }
  }

  return rows
}

function ruleSetToLatex(node: RuleSet, state: State, depth: number): string {
  let result = heading(depth, escapeLatex(node.name ?? 'Rules', state, {oneLine: true}))
  const facts = ruleSetFacts(node)
  if (facts.length > 0) result += escapeLatex(facts.join(', '), state, {oneLine: true}) + block
  for (const group of node.children) {
    if (group.type === 'opaque') {
      result += opaqueToLatex(group, state)
      continue
    }

    if (group.type !== 'ruleGroup') {
      unknown(group, state)
      continue
    }

    result += heading(depth + 1, escapeLatex(group.purpose, state, {oneLine: true}))
    const rows = ruleRows(group.children, state)
    if (rows.length > 0) result += treeToLatex(rows, state) + '\\bigbreak\n'
  }

  return result
}

function conventionToLatex(node: Convention, state: State, depth: number): string {
  let result = heading(depth, escapeLatex(node.names.join(' / ') || 'Convention', state, {oneLine: true}))
  if (node.parents && node.parents.length > 0) {
    result += escapeLatex('Continues ' + node.parents.join(', '), state, {oneLine: true}) + block
  }

  // The actions are a bidding tree; references keep their place (their priority).
  return result + sequenceToLatex({type: 'sequence', children: node.children as Sequence['children']}, state)
}

function systemToLatex(node: System, state: State, depth: number): string {
  let result = heading(depth, escapeLatex(node.names.join(' / ') || 'System', state, {oneLine: true}))
  const references = node.children.filter((child) => child.type === 'conventionReference')
  if (references.length > 0) {
    result +=
      '\\begin{itemize}\n' +
      references.map((reference) => '\\item convention ' + escapeLatex(reference.name, state, {oneLine: true}) + '\n').join('') +
      '\\end{itemize}' +
      block
  }

  for (const child of node.children) {
    if (child.type === 'convention') result += conventionToLatex(child, state, depth + 1)
    else if (child.type === 'opaque') result += opaqueToLatex(child, state)
    else if (child.type !== 'conventionReference') unknown(child, state)
  }

  return result
}

function opaqueToLatex(node: Opaque, state: State): string {
  const lines = node.value.split(/\r?\n/).map((line) => escapeLatex(line, state, {oneLine: true}) || '~')
  return (
    '\\noindent\\bidinfo{Kept ' +
    escapeLatex(node.format, state, {oneLine: true}) +
    ' content:}\\par\n{\\small\\ttfamily\\noindent ' +
    lines.join('\\\\\n') +
    '\\par}' +
    block
  )
}

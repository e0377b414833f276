/**
 * The blocks that are not bid tables: headings, paragraphs, lists,
 * description lists, tables, auction and deal diagrams, metadata, `#VUL` and
 * `#SEAT` (bml.md §3, §8).
 */

import {parseCall} from '@bidding/core/calls'
import {setOwn} from '@bidding/core/own'
import type {
  AuctionCall,
  AuctionDiagram,
  DealDiagram,
  DescriptionItem,
  DescriptionList,
  DiagramHand,
  Heading,
  List,
  ListItem,
  Nodes,
  Paragraph,
  PhrasingContent,
  Table,
  TableCell,
  TableRow
} from '@bidding/core'
import type {DealVulnerability, Direction, Seat, VulnerabilityCondition, Vulnerable} from '@bidding/core/calls'
import type {Position} from 'unist'
import {crash, place, placedText, warn, type Context} from './context.js'
import {parsePhrasing} from './inline.js'
import {isBlank, positionOf, skipSpace, SlicedText, span, trimmedEnd, type Line} from './source.js'

type Slice = {line: Line; from: number; to: number}

/** Position of a whole paragraph (its first to its last non-blank line). */
export function paragraphPosition(lines: readonly Line[]): {position: Position; first: Line} {
  let first = lines[0]!
  let last = first
  let found = false
  for (const line of lines) {
    if (isBlank(line.text)) continue
    if (!found) first = line
    found = true
    if (line.source === first.source) last = line
  }

  return {
    position: span(first, skipSpace(first.text), last, trimmedEnd(last.text)),
    first
  }
}

/**
 * Slices of lines as text, stripped at both ends; with `dedent`, the leading
 * spaces of continuation lines are removed too (`re.sub(r'\n +', '\n', …)`).
 */
function strippedSlices(slices: Slice[], dedent: boolean): Slice[] {
  let first = 0
  let end = slices.length
  while (first < end && isBlankSlice(slices[first]!)) first++
  while (end > first && isBlankSlice(slices[end - 1]!)) end--
  const result: Slice[] = []
  for (let index = first; index < end; index++) result.push({...slices[index]!})
  if (result.length === 0) return result
  const head = result[0]!
  head.from = skipSpace(head.line.text, head.from, head.to)
  const tail = result.at(-1)!
  tail.to = trimmedEnd(tail.line.text, tail.from, tail.to)
  if (dedent) {
    for (let index = 0; index < result.length; index++) {
      const slice = result[index]!
      const text = slice.line.text
      if (index > 0) while (slice.from < slice.to && text.charCodeAt(slice.from) === 32) slice.from++
      // Trailing whitespace of a line is invisible: drop it.
      slice.to = Math.max(slice.from, trimmedEnd(text, slice.from, slice.to))
    }
  }

  return result
}

function isBlankSlice(slice: Slice): boolean {
  return skipSpace(slice.line.text, slice.from, slice.to) >= slice.to
}

/** Characters that may start inline markup (made once: a literal is a new object each time it runs). */
const markup = /[*/=!]/

function phrasingOf(context: Context, slices: Slice[]): PhrasingContent[] {
  if (slices.length === 0) return []
  const text = new SlicedText(slices, context.provenanceOf)
  if (markup.test(text.value)) return parsePhrasing(text)
  // No markup: one text node (the common case, without the inline reader).
  return [placedText(context, text.value, slices[0]!.line, text.position(0, text.value.length))]
}

function spanOf(slices: Slice[]): Position | undefined {
  if (slices.length === 0) return undefined
  const first = slices[0]!
  const last = slices.at(-1)!
  return span(first.line, first.from, last.line, last.to)
}

/** `*`…`****`: a heading of the rest of the paragraph. */
export function heading(context: Context, lines: readonly Line[], depth: 1 | 2 | 3 | 4): Heading {
  const slices = strippedSlices(
    lines.map((line, index) => ({line, from: index === 0 ? depth : 0, to: line.text.length})),
    false
  )
  const {position, first} = paragraphPosition(lines)
  // `position` in the literal (here and below): a property added later costs the object a second array.
  const node: Heading = {type: 'heading', depth, children: phrasingOf(context, slices), position}
  if (!context.settings.reference) {
    const after = lines[0]!.text[depth]
    if (after !== undefined && !/\s/.test(after) && lines[0]!.text.slice(depth).trim() !== '') {
      warn(
        context,
        'Unexpected `' + lines[0]!.text.slice(0, depth + 1) + '`, read as a heading; expected a space after the `*` (or put the paragraph’s first word in another style)',
        positionOf(lines[0]!, 0, depth + 1),
        'ambiguous-heading',
        lines[0]
      )
    }
  }

  return place(context, node, first, position)
}

/** A paragraph of text. */
export function paragraph(context: Context, lines: readonly Line[]): Paragraph {
  const slices = strippedSlices(
    lines.map((line) => ({line, from: 0, to: line.text.length})),
    true
  )
  const {position, first} = paragraphPosition(lines)
  return place(context, {type: 'paragraph', children: phrasingOf(context, slices), position}, first, position)
}

/** Items of a list paragraph: each starts at a line matching `marker`. */
function items(lines: readonly Line[], marker: RegExp): Slice[][] {
  const result: Slice[][] = []
  for (const line of lines) {
    const match = marker.exec(line.text)
    if (match) {
      result.push([{line, from: match[0].length, to: line.text.length}])
    } else if (result.length > 0) {
      result.at(-1)!.push({line, from: 0, to: line.text.length})
    }
  }

  return result
}

function listItem(context: Context, slices: Slice[], marker: Slice): ListItem {
  const content = strippedSlices(slices, true)
  const end = content.length > 0 ? content.at(-1)! : marker
  const position = span(marker.line, marker.line.text.length - marker.line.text.trimStart().length, end.line, end.to)
  const node: ListItem = {type: 'listItem', children: [], position}
  if (content.length > 0) {
    const paragraphNode: Paragraph = {type: 'paragraph', children: phrasingOf(context, content), position: spanOf(content)!}
    node.children.push(place(context, paragraphNode, content[0]!.line, paragraphNode.position!))
  }

  return place(context, node, marker.line, position)
}

/** `- item` lines (unordered) or `1. item` lines (ordered). */
export function list(context: Context, lines: readonly Line[], ordered: boolean): List {
  const marker = ordered ? /^\s*\d*\.\s*/ : /^\s*-\s*/
  const {position, first} = paragraphPosition(lines)
  const node: List = {type: 'list', ordered, children: [], position}
  for (const slices of items(lines, marker)) {
    node.children.push(listItem(context, slices, {...slices[0]!, from: 0}))
  }

  return place(context, node, first, position)
}

/** `- term :: definition` lines. */
export function descriptionList(context: Context, lines: readonly Line[]): DescriptionList {
  const node: DescriptionList = {type: 'descriptionList', children: []}
  for (const slices of items(lines, /^\s*-\s*/)) {
    const content = strippedSlices(slices, true)
    const marker = slices[0]!
    const item: DescriptionItem = {type: 'descriptionItem', children: []}
    // The term ends at the first ` :: `, on whichever line.
    let split: {index: number; at: number} | undefined
    for (const [index, slice] of content.entries()) {
      const at = slice.line.text.slice(slice.from, slice.to).indexOf(' :: ')
      if (at !== -1) {
        split = {index, at: slice.from + at}
        break
      }
    }

    if (split) {
      const term = content.slice(0, split.index + 1).map((slice) => ({...slice}))
      term.at(-1)!.to = split.at
      const details = content.slice(split.index).map((slice) => ({...slice}))
      details[0]!.from = split.at + 4
      const termSlices = strippedSlices(term, false)
      const detailSlices = strippedSlices(details, false)
      item.children.push(
        block(context, {type: 'descriptionTerm', children: phrasingOf(context, termSlices)}, termSlices, marker),
        block(context, {type: 'descriptionDetails', children: phrasingOf(context, detailSlices)}, detailSlices, marker)
      )
    } else {
      warn(
        context,
        'Unexpected item without ` :: ` in a description list, expected `- term :: definition`',
        positionOf(marker.line, 0, marker.line.text.length),
        'description-item',
        marker.line
      )
      item.children.push(block(context, {type: 'descriptionTerm', children: phrasingOf(context, content)}, content, marker))
    }

    const end = content.length > 0 ? content.at(-1)! : marker
    node.children.push(
      place(context, item, marker.line, span(marker.line, marker.line.text.length - marker.line.text.trimStart().length, end.line, end.to))
    )
  }

  const {position, first} = paragraphPosition(lines)
  return place(context, node, first, position)
}

function block<T extends Nodes>(
  context: Context,
  node: T,
  slices: Slice[],
  fallback: Slice
): T {
  const position = spanOf(slices) ?? positionOf(fallback.line, fallback.to, fallback.to)
  return place(context, node, slices[0]?.line ?? fallback.line, position)
}

/** `| a | b |` rows; a row whose first cell is `---+---` is a rule. */
export function table(context: Context, lines: readonly Line[]): Table {
  const node: Table = {type: 'table', children: []}
  for (const line of lines) {
    const text = line.text.trimEnd()
    if (text.trim() === '') continue
    const cells: Array<{from: number; to: number}> = []
    const cell = /(?<=\|)[^|]+/g
    for (const match of text.matchAll(cell)) cells.push({from: match.index, to: match.index + match[0].length})
    const row: TableRow = {type: 'tableRow', children: []}
    const start = text.length - text.trimStart().length
    if (cells.length === 0) {
      warn(context, 'Unexpected table row without `|`, expected `| cell | cell |`', positionOf(line, start, text.length), 'table-row', line)
      cells.push({from: start, to: text.length})
    }

    const firstCell = text.slice(cells[0]!.from, cells[0]!.to).trim()
    if (/^[+-]+$/.test(firstCell)) {
      row.rule = true
    } else {
      for (const {from, to} of cells) {
        const content = strippedSlices([{line, from, to}], false)
        const cellNode: TableCell = {type: 'tableCell', children: phrasingOf(context, content)}
        row.children.push(place(context, cellNode, line, spanOf(content) ?? positionOf(line, from, to)))
      }
    }

    node.children.push(place(context, row, line, positionOf(line, start, text.length)))
  }

  const {position, first} = paragraphPosition(lines)
  return place(context, node, first, position)
}

/** `1C P 1H P` rows: an auction diagram. */
export function auctionDiagram(context: Context, lines: readonly Line[]): AuctionDiagram {
  const node: AuctionDiagram = {type: 'auctionDiagram', children: []}
  const rows = lines.filter((line) => line.text !== '')
  for (const [rowIndex, line] of rows.entries()) {
    const tokens = [...line.text.matchAll(/\S+/g)]
    for (const token of tokens) {
      node.children.push(auctionCall(context, line, token[0], token.index))
    }

    if (tokens.length > 4) {
      warn(
        context,
        'Unexpected ' + tokens.length + ' calls in an auction row, expected at most 4',
        positionOf(line, 0, line.text.length),
        'auction-row',
        line
      )
    } else if (tokens.length < 4 && rowIndex < rows.length - 1) {
      // Keep the four columns: the calls of the next row start a new row.
      for (let index = tokens.length; index < 4; index++) {
        node.children.push(place(context, {type: 'auctionCall', call: '', children: []}, line, positionOf(line, line.text.length, line.text.length)))
      }
    }
  }

  const {position, first} = paragraphPosition(lines)
  return place(context, node, first, position)
}

function auctionCall(context: Context, line: Line, token: string, at: number): AuctionCall {
  const inner = /^\((.+)\)$/.exec(token)?.[1] ?? token
  let call = ''
  if (token === '?') call = '?'
  else if (token !== '-' && token !== 'AP') call = parseCall(inner) ?? ''
  const node: AuctionCall = {type: 'auctionCall', call, children: []}
  if (token !== '-' && token !== call) node.raw = token
  if (call === '' && token !== '-' && token !== 'AP') {
    warn(
      context,
      'Unexpected `' + token + '` in an auction, expected a call (`1C`…`7N`, `P`, `D`, `R`), `-`, `?` or `AP`',
      positionOf(line, at, at + token.length),
      'auction-token',
      line
    )
  }

  return place(context, node, line, positionOf(line, at, at + token.length))
}

const handLine = /^\s*([NESW]):?\s*([2-9AKQJTx-]+)\s+([2-9AKQJTx-]+)\s+([2-9AKQJTx-]+)\s+([2-9AKQJTx-]+)/

/** Hands of a paragraph, when it is a deal diagram (bml.md §3 row 9). */
export function diagramHands(lines: readonly Line[]): number[] | undefined {
  const found: number[] = []
  for (let index = 0; index < lines.length; index++) if (handLine.test(lines[index]!.text)) found.push(index)
  return found.length > 0 && found.length + 2 >= lines.length ? found : undefined
}

const directions: Readonly<Record<string, Direction>> = {N: 'N', E: 'E', S: 'S', W: 'W'}
const dealVulnerabilities: Readonly<Record<string, DealVulnerability>> = {All: 'all', None: 'none', EW: 'ew', NS: 'ns'}

/** A deal diagram: an optional header line and up to four hands. */
export function dealDiagram(context: Context, lines: readonly Line[], handIndices: number[]): DealDiagram {
  const node: DealDiagram = {type: 'dealDiagram', hands: {}}
  const first = lines[0]!
  const isHand = new Set(handIndices)
  // The reference reads the first line as the header even when it is a hand.
  if (context.settings.reference || !isHand.has(0)) header(node, first.text, context.settings.reference)
  for (const [index, line] of lines.entries()) {
    if (isHand.has(index)) {
      const match = handLine.exec(line.text)!
      const seat = directions[match[1]!]!
      if (node.hands[seat]) {
        warn(context, 'Unexpected second hand for `' + seat + '`, the last one is used', positionOf(line, 0, line.text.length), 'duplicate-hand', line)
      }

      const holding = (value: string): string => (/^-+$/.test(value) ? '' : value.replaceAll('-', ''))
      node.hands[seat] = [holding(match[2]!), holding(match[3]!), holding(match[4]!), holding(match[5]!)] as DiagramHand
      const rest = line.text.slice(match[0].length)
      if (rest.trim() !== '') {
        warn(context, 'Unexpected `' + rest.trim() + '` after a hand, it is ignored', positionOf(line, match[0].length, line.text.length), 'ignored-line', line)
      }
    } else if (index > 0 && line.text.trim() !== '') {
      warn(context, 'Unexpected line in a deal diagram, it is ignored', positionOf(line, 0, line.text.length), 'ignored-line', line)
    }
  }

  const missing = (['N', 'E', 'S', 'W'] as const).filter((seat) => !node.hands[seat])
  if (missing.length > 0 && context.settings.reference) {
    crash(
      context,
      'Unexpected deal diagram without ' + missing.join(', ') + ', expected all four hands (BML 2 draws only full diagrams)',
      paragraphPosition(lines).position,
      'diagram-hands',
      first
    )
  }

  const {position, first: start} = paragraphPosition(lines)
  return place(context, node, start, position)
}

/** The facts of a header line, found with the reference's regexes. */
function header(node: DealDiagram, text: string, reference: boolean): void {
  const dealer = /(?:^|\s)([NESW]),?(?=$|\s)/.exec(text)
  if (dealer) node.dealer = directions[dealer[1]!]
  const vulnerability = /(?:^|\s)(All|None|EW|NS),?(?=$|\s)/.exec(text)
  if (vulnerability) node.vulnerability = dealVulnerabilities[vulnerability[1]!]
  const board = /(?:^|\s)#?(\d+),?(?=$|\s)/.exec(text)
  if (board) node.board = Number(board[1])
  const lead = /(?:^|\s)([shdc])([2-9AKQJT]),?(?=$|\s)/.exec(text)
  if (lead) node.lead = lead[1]!.toUpperCase() + lead[2]
  const passed = (reference ? /(?:^|\s)(PASS),?(?=$|\s)/ : /(?:^|\s)(PASS|P),?(?=$|\s)/).exec(text)
  if (passed) {
    node.contract = 'P'
    return
  }

  const contract = /(?:^|\s)([1-7])([SHDCN])(XX?)?([NESW]),?(?=$|\s)/.exec(text)
  if (contract) {
    node.contract = contract[1]! + contract[2]! + (contract[3] ?? '')
    node.declarer = directions[contract[4]!]
  }
}

const metadataLine = /^\s*#\+([\p{L}\p{N}_]+):\s*(.*)/u

/** `#+KEY: value` lines. The reference reads only the first line of the paragraph. */
export function metadata(context: Context, lines: readonly Line[]): void {
  const reference = context.settings.reference
  let consumed = -1
  for (const [index, line] of lines.entries()) {
    if (index <= consumed) continue
    if (line.text.trim() === '') continue
    const match = index === 0 || !reference ? metadataLine.exec(line.text) : null
    if (!match) {
      warn(
        context,
        'Unexpected line after metadata, it is ignored' + (reference ? ' (BML 2 reads one metadata line per paragraph)' : ''),
        positionOf(line, 0, line.text.length),
        'ignored-line',
        line
      )
      continue
    }

    let value = match[2]!.trim()
    // `#+KEY:\s*(.*)`: with nothing after the colon the value is the next line.
    if (reference && value === '' && index + 1 < lines.length) {
      value = lines[index + 1]!.text.trim()
      consumed = index + 1
    }

    const key = match[1]!.toLowerCase()
    if (Object.hasOwn(context.metadata, key)) {
      warn(
        context,
        'Unexpected second `#+' + match[1] + '`, the first one stands',
        positionOf(line, 0, line.text.length),
        'duplicate-metadata',
        line
      )
      continue
    }

    setOwn(context.metadata, key, value)
    context.hasMetadata = true
  }
}

const vulnerabilityCodes: Readonly<Record<string, Vulnerable>> = {Y: 'yes', N: 'no', '0': 'any'}
const validVulnerability = new Set(['00', 'NN', 'YN', 'NY', 'YY', 'N0', 'Y0', '0N', '0Y'])
const validSeats: Readonly<Record<string, Seat[] | undefined>> = {
  '0': undefined,
  '1': [1],
  '2': [2],
  '3': [3],
  '4': [4],
  '12': [1, 2],
  '34': [3, 4]
}

/** `#VUL <we><they>` and `#SEAT <seat>`: state for the following tables. */
export function setting(context: Context, lines: readonly Line[], kind: 'VUL' | 'SEAT'): void {
  const words: Array<{line: Line; from: number; value: string}> = []
  for (const line of lines) {
    for (const match of line.text.matchAll(/\S+/g)) words.push({line, from: match.index, value: match[0]})
  }

  const directive = words[0]!
  const argument = words[1]
  if (!argument) {
    crash(
      context,
      'Unexpected `#' + kind + '` without ' + (kind === 'VUL' ? 'vulnerability' : 'seat') + ', expected ' +
        (kind === 'VUL' ? '`#VUL` and two of `Y`, `N`, `0`' : '`#SEAT` and one of `0`, `1`, `2`, `3`, `4`, `12`, `34`'),
      positionOf(directive.line, directive.from, directive.from + directive.value.length),
      'missing-argument',
      directive.line
    )
    return
  }

  const extra = words.slice(2)
  if (extra.length > 0 || argument.line !== directive.line) {
    const at = extra[0] ?? argument
    warn(
      context,
      'Unexpected text after `#' + kind + ' ' + argument.value + '`, it is ignored',
      positionOf(at.line, at.from, at.line.text.length),
      'ignored-line',
      at.line
    )
  }

  const place = positionOf(argument.line, argument.from, argument.from + argument.value.length)
  if (kind === 'VUL') {
    if (!validVulnerability.has(argument.value)) {
      crash(
        context,
        'Unexpected vulnerability `' + argument.value + '`, expected two of `Y`, `N`, `0` (such as `N0`); read as `00`',
        place,
        'invalid-vul',
        argument.line
      )
      context.vulnerability = undefined
      return
    }

    const we = vulnerabilityCodes[argument.value[0]!]!
    const they = vulnerabilityCodes[argument.value[1]!]!
    context.vulnerability = we === 'any' && they === 'any' ? undefined : ({we, they} satisfies VulnerabilityCondition)
    return
  }

  if (!Object.hasOwn(validSeats, argument.value)) {
    crash(
      context,
      'Unexpected seat `' + argument.value + '`, expected `0`, `1`, `2`, `3`, `4`, `12` or `34`; read as `0`',
      place,
      'invalid-seat',
      argument.line
    )
    context.seats = undefined
    return
  }

  context.seats = validSeats[argument.value]
}

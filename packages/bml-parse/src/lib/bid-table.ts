/**
 * Bid tables (bml.md §4): rows, their descriptions and continuation lines,
 * the indentation tree, the history row, and the mapping to a bdast
 * `sequence`.
 *
 * A history row (`1N-2C;`, `(1N)-P-(P)---`, `1C-(1D)-`) becomes the
 * sequence's `context`. When the row has a description, or has no trailing
 * `-`/`;`, its last call is a bid instead, carrying the description and the
 * row's children. With a trailing `-`/`;` the column-0 rows after it are
 * the table's bids after the whole history (BML 2's restructuring (a)).
 * Without one they are openings (restructuring (b), the EMPTY node `{}`,
 * which is no node in bdast): the history then becomes a chain of bids.
 */

import type {Bid, BidContent, ContextCall, Meaning, Opaque, PhrasingContent, Sequence} from '@bidding/core'
import {invalidCallReason, readCall, type ParsedCall} from './calls.js'
import type {BlockFields} from './constraint-block.js'
import {nodeData, crash, fail, noteConstraintsOff, place, placedText, warn, type Context} from './context.js'
import {directives} from './directives.js'
import {parsePhrasing} from './inline.js'
import {paragraphPosition} from './blocks.js'
import {isBlank, positionOf, skipSpace, SlicedText, span, trimmedEnd, type Line} from './source.js'

type Slice = {line: Line; from: number; to: number}

/** A row of the table, before it becomes a bid. */
interface Row {
  line: Line
  indentation: number
  /** Level in the tree (1 for top-level rows). */
  level: number
  token: string
  tokenFrom: number
  /** The description: its first line (maybe empty) and its continuation lines. */
  description: Slice[]
  /** Column where continuation lines of the description must start. */
  descriptionColumn: number
  children: Row[]
  parent: Row | undefined
  /** Where the row and its descendants end (computed once). */
  end: End | undefined
  /** The section a linked call points to (`#1C--1D`). */
  link: string | undefined
}

/** A character of a line. */
interface End {
  line: Line
  index: number
}

interface Call extends ParsedCall {
  line: Line
  from: number
  to: number
}

/*
 * Regular expressions of the hot paths, made once: a literal makes a new
 * object each time it is evaluated (tens of bytes per character tested in a loop).
 */
const gluedSeparator = /[\t=]/
const leadingEquals = /^=\s*/
const historySeparator = /[-;]/
const dashSeparator = /-/
const markup = /[*/=!]/
const alertMark = /^(\s*)!(?![cdhs])(?=\S)/

/** Where the description after a linked call starts: past spaces and a `=`. */
function linkEnd(text: string, index: number): number {
  let from = skipSpace(text, index)
  if (text[from] === '=') from++
  return skipSpace(text, from)
}

/** Split of a row into call token and description, or a problem. */
function splitRow(
  context: Context,
  line: Line,
  indentation: number
): {token: string; tokenFrom: number; description: Slice; column: number; link?: string | undefined} {
  const text = line.text
  const end = trimmedEnd(text)
  const link = context.settings.bml1 ? /^\[([^\]\s]+)\]\((#[^)]*)\)(?=\s|=|$)/.exec(text.slice(indentation, end)) : null
  if (link) {
    // The BML 1 fork links a call to its section: `[1D](#1C--1D) Negative`.
    const from = linkEnd(text, indentation + link[0].length)
    return {
      token: link[1]!,
      tokenFrom: indentation + 1,
      description: {line, from, to: end},
      column: from,
      link: link[2]!
    }
  }

  // The token: up to the first space (no copy of the trimmed row to search).
  const space = text.indexOf(' ', indentation)
  const tokenLength = (space === -1 || space > end ? end : space) - indentation
  let token = text.slice(indentation, indentation + tokenLength)
  let descriptionFrom = indentation + tokenLength
  let glued = false
  if (!context.settings.reference) {
    // Accept a TAB or a glued `=` between call and description.
    const separator = gluedSeparator.exec(token)
    if (separator && separator.index > 0) {
      warn(
        context,
        'Unexpected `' + (separator[0] === '\t' ? 'TAB' : '=') + '` right after the call `' + token.slice(0, separator.index) + '`, expected a space',
        positionOf(line, indentation + separator.index, indentation + separator.index + 1),
        'row-separator',
        line
      )
      descriptionFrom = indentation + separator.index + (separator[0] === '=' ? 1 : 0)
      token = token.slice(0, separator.index)
      glued = true
    }
  }

  // The description: the rest, stripped.
  const from = skipSpace(text, descriptionFrom, end)
  const description = text.slice(from, end)
  // BML 2 finds the description's column with `row.find(desc)`: its first occurrence.
  let column = glued ? from : description === '' ? 0 : text.indexOf(description)
  const real = from
  let descriptionStart = from
  if (!glued) {
    const equals = leadingEquals.exec(description)
    if (equals) {
      column += equals[0].length
      descriptionStart += equals[0].length
    }
  }

  if (!context.settings.reference && description !== '' && column !== real + (descriptionStart - from)) {
    warn(
      context,
      'Unexpected description column: continuation lines must start in column ' + (column + 1) +
        ' (where its text first occurs in the row), not ' + (descriptionStart + 1),
      positionOf(line, descriptionStart, end),
      'description-column',
      line
    )
  }

  return {token, tokenFrom: indentation, description: {line, from: descriptionStart, to: end}, column}
}

/** A call of a token, or the part of the token that is none. */
interface Part {
  call: Call | undefined
  text: string
  from: number
}

/**
 * Most rows nested in one another, and most calls in a history: more than
 * any auction has, and few enough that every writer's recursion is safe.
 */
export const maxBidDepth = 320

/** Read the calls of a history token. */
function callsOf(context: Context, row: Row): Part[] {
  const token = row.token
  const body = withoutTrailingSeparators(token)
  const separators = context.settings.bml1 || !context.settings.reference ? historySeparator : dashSeparator
  if (!context.settings.bml1 && !context.settings.reference && body.includes(';')) {
    warn(
      context,
      'Unexpected `;` inside the history `' + token + '`, read as a separator (BML 2 separates calls with `-` only)',
      positionOf(row.line, row.tokenFrom + body.indexOf(';'), row.tokenFrom + body.indexOf(';') + 1),
      'history-separator',
      row.line
    )
  }

  const parts: Part[] = []
  const texts = body.split(separators)
  if (texts.length > maxBidDepth) {
    fail(
      context,
      'Unexpected history of more than ' + maxBidDepth + ' calls (the longest auction has 319 calls)',
      positionOf(row.line, row.tokenFrom, row.tokenFrom + token.length),
      'too-deep',
      row.line
    )
  }

  // BML 1 keeps passes and doubles of an uncontested history out (`1C-P-1D` is `1C P 1D`).
  const dropPasses = context.settings.bml1 && !body.includes('(')
  let offset = 0
  for (const text of texts) {
    const from = row.tokenFrom + offset
    // BML 1 removes every separator before reading the calls: `1C--1D` is `1C-1D`.
    const skipped = (dropPasses && /^[PDR]$/.test(text)) || (context.settings.bml1 && text === '')
    if (!skipped) parts.push({call: single(context, row.line, text, from), text, from})
    offset += text.length + 1
  }

  return parts
}

function single(context: Context, line: Line, token: string, from: number): Call | undefined {
  const parsed = token === '' ? undefined : readCall(token, context.settings.reference, context.settings.bml1)
  if (!parsed) return undefined
  if (parsed.problem) {
    warn(context, parsed.problem.reason, positionOf(line, from, from + token.length), parsed.problem.ruleId, line)
  }

  const call: Call = {call: parsed.call, by: parsed.by, start: parsed.start, line, from, to: from + token.length}
  if (parsed.raw !== undefined) call.raw = parsed.raw
  return call
}

/** Whether the first row of a table reads as calls (else the default profile makes it a paragraph). */
export function firstRowIsCall(line: Line, bml1 = false): boolean {
  const indentation = line.text.length - line.text.trimStart().length
  const word = /^[^\s=]+/.exec(line.text.slice(indentation))?.[0] ?? ''
  if (/[-;]/.test(word)) {
    const parts = withoutTrailingSeparators(word).split(/[-;]/).filter((part) => part !== '')
    return parts.length > 0 && parts.every((part) => readCall(part, false, bml1) !== undefined)
  }

  return readCall(word, false, bml1) !== undefined
}

/** Build a sequence from the lines of a table paragraph; `undefined` when nothing is left. */
export function bidTable(context: Context, paragraphLines: readonly Line[]): Sequence | Opaque | undefined {
  const {lines, hidden, classLine} = directives(context, paragraphLines)
  const language = context.settings.constraints
  if (classLine && !language) return opaqueTable(context, paragraphLines, classLine)
  const auctionClass = classLine ? language!.readAuctionClass(context, classLine) : undefined
  if (classLine && !auctionClass) return undefined
  if (lines.every((line) => isBlank(line.text))) return undefined
  const top = buildRows(context, lines)
  if (top.length === 0) return undefined

  const sequence: Sequence = {type: 'sequence', children: []}
  const first = top[0]!
  const isHistory = /[-;]/.test(first.token)
  if (isHistory) {
    const valid: Call[] = []
    for (const part of callsOf(context, first)) {
      if (part.call) valid.push(part.call)
      else crash(context, invalidCallReason(part.text, context.settings.bml1), positionOf(first.line, part.from, part.from + part.text.length), 'invalid-call', first.line)
    }

    sequence.data = {...sequence.data, history: first.token}
    const trailing = /[-;]$/.test(first.token)
    const others = top.slice(1)
    const rest = [...first.children, ...others]
    if (valid.length === 0) {
      sequence.children.push(opaque(context, first))
      convertRows(context, others, sequence.children)
    } else if (!trailing && others.length > 0 && !context.settings.bml1) {
      if (!context.settings.reference) {
        warn(
          context,
          'Unexpected rows after the history `' + first.token + '` without a trailing `-`, they are read as openings; add `-` to continue the history',
          positionOf(first.line, first.tokenFrom, first.tokenFrom + first.token.length),
          'history-without-dash',
          first.line
        )
      }

      sequence.children.push(chain(context, first, valid, first.children))
      convertRows(context, others, sequence.children)
    } else {
      if (trailing && first.children.length > 0 && others.length > 0 && !context.settings.bml1) {
        crash(
          context,
          'Unexpected indented rows under the history `' + first.token + '` and rows after it, expected one or the other',
          positionOf(first.line, first.tokenFrom, first.tokenFrom + first.token.length),
          'history-children',
          first.line
        )
      }

      const described = first.description[0]!.to > first.description[0]!.from || first.description.length > 1
      if (described || !trailing) {
        sequence.context = valid.slice(0, -1).map((call) => contextCall(call))
        sequence.children.push(chain(context, first, valid.slice(-1), rest))
      } else {
        sequence.context = valid.map((call) => contextCall(call))
        convertRows(context, rest, sequence.children)
      }

      if (sequence.context?.length === 0) delete sequence.context
    }
  } else {
    convertRows(context, top, sequence.children)
  }

  if (hidden) sequence.hidden = true
  if (auctionClass) sequence.auctionClass = auctionClass
  if (context.seats) sequence.seats = [...context.seats]
  if (context.vulnerability) sequence.vulnerability = {...context.vulnerability}
  const {position, first: firstLine} = paragraphPosition(paragraphLines)
  return place(context, sequence, firstLine, position)
}

/**
 * A table with `#CLASS` when the constraint language is not read: its class
 * cannot be, and without it the table would say something else, so the
 * whole table is kept as BML text.
 */
function opaqueTable(context: Context, paragraphLines: readonly Line[], classLine: Line): Opaque {
  noteConstraintsOff(context, positionOf(classLine, 0, classLine.text.trimEnd().length), classLine)
  const {position, first} = paragraphPosition(paragraphLines)
  const lines = paragraphLines.map((line) => line.text.trimEnd())
  while (lines.length > 0 && lines.at(-1) === '') lines.pop()
  const node: Opaque = {type: 'opaque', format: 'bml', value: lines.slice(paragraphLines.indexOf(first)).join('\n')}
  return place(context, node, first, position)
}

function contextCall(call: Call): ContextCall {
  const position = positionOf(call.line, call.from, call.to)
  // One literal each way: a property added later costs the object a second array.
  return call.raw === undefined ? {call: call.call, by: call.by, position} : {call: call.call, by: call.by, position, raw: call.raw}
}

/** Rows of the table as a tree (bml.md §4.2, §4.3). */
function buildRows(context: Context, lines: readonly Line[]): Row[] {
  const {reference, bml1, unit} = context.settings
  const root: Row = {
    line: lines[0]!,
    indentation: -1,
    level: 0,
    token: '',
    tokenFrom: 0,
    description: [],
    descriptionColumn: -1,
    children: [],
    parent: undefined,
    end: undefined,
    link: undefined
  }
  let last = root
  let warnedIndent = false
  let warnedTab = false
  for (const line of lines) {
    const indentation = skipSpace(line.text)
    if (indentation === line.text.length) continue
    if (indentation > 0 && indentation === last.descriptionColumn) {
      const from = indentation
      last.description.push({line, from, to: trimmedEnd(line.text)})
      continue
    }

    if (!reference && !bml1 && !warnedTab && line.text.lastIndexOf('\t', indentation - 1) !== -1) {
      warnedTab = true
      warn(context, 'Unexpected TAB in indentation, it counts as one column', positionOf(line, 0, indentation), 'tab', line)
    }

    const first = last === root
    const split = splitRow(context, line, indentation)
    if (!first && historySeparator.test(split.token)) {
      if (reference) {
        fail(
          context,
          'Unexpected history `' + split.token + '` after the first row, expected `-` and `;` in the first row only',
          positionOf(line, indentation, indentation + split.token.length),
          'history-in-row',
          line
        )
      }

      if (!bml1) {
        warn(
          context,
          'Unexpected history `' + split.token + '` after the first row, read as a chain of calls (BML 2 allows `-` and `;` in the first row only)',
          positionOf(line, indentation, indentation + split.token.length),
          'history-in-row',
          line
        )
      }
    }

    // Find the parent.
    let parent: Row
    if (reference && !bml1) {
      let node = last
      while (node !== root && indentation < (node.level - 1) * unit) node = node.parent!
      if (node !== root && indentation === (node.level - 1) * unit) {
        parent = node.parent!
      } else {
        const expected = node.level * unit
        if (indentation !== expected) {
          const allowed = Array.from({length: last.level + 1}, (_, level) => '`' + level * unit + '`')
          fail(
            context,
            'Unexpected indentation `' + indentation + '`, expected ' + allowed.join(', ').replace(/, ([^,]*)$/, ' or $1') +
              ' (a row is indented ' + unit + ' more than its parent; top-level rows start in column 1)',
            positionOf(line, 0, indentation),
            'indent',
            line
          )
        }

        parent = node
      }
    } else {
      let node = last
      while (node !== root && indentation < node.indentation) node = node.parent!
      parent = node !== root && indentation === node.indentation ? node.parent! : node
      if (!bml1 && !warnedIndent && indentation !== parent.level * unit) {
        warnedIndent = true
        const expected = parent.level * unit
        warn(
          context,
          'Unexpected indentation `' + indentation + '`, expected `' + expected + '` (a row is indented ' + unit +
            ' more than its parent; top-level rows start in column 1); read as ' +
            (parent === root ? 'a top-level row' : 'a child of `' + parent.token + '`'),
          positionOf(line, 0, indentation),
          'indent',
          line
        )
      }
    }

    if (parent.level + 1 > maxBidDepth) {
      fail(
        context,
        'Unexpected row nested ' + (parent.level + 1) + ' deep, expected at most ' + maxBidDepth + ' (the longest auction has 319 calls)',
        positionOf(line, 0, line.text.length),
        'too-deep',
        line
      )
    }

    const row: Row = {
      line,
      indentation,
      level: parent.level + 1,
      token: split.token,
      tokenFrom: split.tokenFrom,
      description: [split.description],
      descriptionColumn: split.column,
      children: [],
      parent,
      // Every field in the literal: one added later costs each row a second array.
      end: undefined,
      link: split.link
    }
    parent.children.push(row)
    last = row
  }

  return root.children
}

/** The meaning of a row: its description lines, a trailing `.` line as a final break. */
function meaningOf(context: Context, row: Row, lines: readonly Slice[] = row.description): Meaning | undefined {
  const head = lines[0]!
  const start = head.to > head.from ? head : lines[1]
  if (!start) return undefined
  if (lines.length === 1) {
    // One line (most meanings): without markup, one text node, with no list to grow and trim.
    const value = head.line.text.slice(head.from, head.to)
    if (!markup.test(value)) {
      const position = positionOf(head.line, head.from, head.to)
      const children: PhrasingContent[] = [placedText(context, value, head.line, position)]
      const data = context.provenanceOf(head.line)
      return data ? {type: 'meaning', children, position, data: nodeData(data)} : {type: 'meaning', children, position}
    }
  }

  const children: PhrasingContent[] = []
  const last = lines.at(-1)!
  const marker = lines.length > 1 && last.to - last.from === 1 && last.line.text[last.from] === '.'
  const count = marker ? lines.length - 1 : lines.length
  for (let index = 0; index < count; index++) {
    const slice = lines[index]!
    if (index > 0) children.push(lineBreak(context, lines[index - 1]!, slice))
    if (slice.to <= slice.from) continue
    const value = slice.line.text.slice(slice.from, slice.to)
    if (markup.test(value)) {
      for (const node of parsePhrasing(new SlicedText([slice], context.provenanceOf))) children.push(node)
    } else {
      // No markup: one text node (the common case, without the inline reader).
      children.push(placedText(context, value, slice.line, positionOf(slice.line, slice.from, slice.to)))
    }
  }

  if (marker) children.push(lineBreak(context, lines[count - 1]!, last))
  const position = sameSource(start.line, last.line) ? span(start.line, start.from, last.line, last.to) : span(start.line, start.from, start.line, start.to)
  const data = context.provenanceOf(start.line)
  // `data` in the literal, not added to the object later (which costs it a second array); the children trimmed to size.
  return data
    ? {type: 'meaning', children: children.slice(), position, data: nodeData(data)}
    : {type: 'meaning', children: children.slice(), position}
}

function lineBreak(context: Context, before: Slice, after: Slice): PhrasingContent {
  const position = sameSource(before.line, after.line)
    ? span(before.line, before.to, after.line, after.from)
    : positionOf(after.line, after.from, after.from)
  const node: PhrasingContent = {type: 'break', position}
  return place(context, node, after.line, position)
}

function sameSource(a: Line, b: Line): boolean {
  return a.source === b.source && b.offset >= a.offset
}

/** The end of a row and its descendants, in the row's own source. */
function endOf(row: Row): End {
  if (row.end) return row.end
  const own = row.description.at(-1)!
  let end: End = {line: own.line, index: own.line === row.line ? Math.max(own.to, row.tokenFrom + row.token.length) : own.to}
  for (const child of row.children) {
    const childEnd = endOf(child)
    if (child.line.source === row.line.source && !child.line.paste === !row.line.paste && offsetOf(childEnd) > offsetOf(end)) {
      end = childEnd
    }
  }

  row.end = end
  return end
}

function offsetOf(end: End): number {
  return end.line.offset + Math.max(0, end.index - end.line.prefix)
}

/** Rows as bids into `into`, letting go of each row once it is converted. */
function convertRows(context: Context, rows: Array<Row | undefined>, into: Array<Bid | Opaque>): void {
  for (let index = 0; index < rows.length; index++) {
    into.push(convert(context, rows[index]!))
    rows[index] = undefined
  }
}

/** A row as a bid (or, when its token is no call, as opaque BML). */
function convert(context: Context, row: Row): Bid | Opaque {
  if (historySeparator.test(row.token)) {
    const parts = callsOf(context, row)
    const calls = parts.map((part) => part.call).filter((call) => call !== undefined)
    if (calls.length === parts.length && calls.length > 0) return chain(context, row, calls, row.children)
    for (const part of parts) {
      if (!part.call) crash(context, invalidCallReason(part.text, context.settings.bml1), positionOf(row.line, part.from, part.from + part.text.length), 'invalid-call', row.line)
    }

    return opaque(context, row)
  }

  // One call: read it without the list of parts `callsOf` makes for histories.
  const call = single(context, row.line, row.token, row.tokenFrom)
  if (!call) {
    const [reason, ruleId] = whyNoCall(row.token, context.settings)
    crash(context, reason, positionOf(row.line, row.tokenFrom, row.tokenFrom + row.token.length), ruleId, row.line)
    return opaque(context, row)
  }

  return chain(context, row, [call], row.children)
}

/** Why a row's token is no call, and the rule of the message. */
function whyNoCall(token: string, settings: Context['settings']): [reason: string, ruleId: string] {
  if (/^#\s*(?:CUT|COPY|PASTE|HIDE|BIDTABLE|CLASS|ENDCUT|ENDCOPY)$/.test(token)) {
    // A known name the directives did not take: after `#ENDCOPY` on its line, a `#CUT` without its end …
    return [
      'Unexpected directive `' + token + '` that is not taken here, expected it at the start of its own line (with its `#END…` line for `#CUT` and `#COPY`); it is kept as text',
      'unknown-directive'
    ]
  }

  if (token.startsWith('//')) {
    // Comment lines went before the directives ran: this `//` is indented, or was after `#ENDCOPY` on its line.
    return [
      'Unexpected comment `' + token + '` that is not at the start of its line, expected `//` at the very start of a line; it is kept as text',
      'misplaced-comment'
    ]
  }

  if (/^#/.test(token)) {
    return ['Unexpected directive `' + token + '`, expected `#HIDE`, `#COPY`, `#CUT`, `#PASTE` or `#BIDTABLE` (it is kept as text)', 'unknown-directive']
  }

  if (settings.reference && /[\t=]/.test(token)) {
    return ['Unexpected `' + (token.includes('=') ? '=' : 'TAB') + '` in the call `' + token + '`, expected a space between call and description', 'invalid-row']
  }

  return [invalidCallReason(token, settings.bml1), 'invalid-call']
}

/**
 * BML written for BBO marks an alerted call with a `!` before its
 * description (`!F`, `!PRE`, `!TRF CONST`), as BBO's own cards do; `!c`
 * `!d` `!h` `!s` are suits. The description without the `!`, or
 * `undefined` when it is not marked.
 */
function alertMarked(slices: readonly Slice[]): Slice[] | undefined {
  const index = slices.findIndex((slice) => slice.to > slice.from)
  const first = slices[index]
  if (!first) return undefined
  const text = first.line.text.slice(first.from, first.to)
  const match = alertMark.exec(text)
  if (!match) return undefined
  const copy = [...slices]
  copy[index] = {...first, from: first.from + match[0].length}
  return copy
}

/** Calls of one row as nested bids: the last carries the description and the children. */
function chain(context: Context, row: Row, calls: Call[], children: Array<Row | undefined>): Bid {
  const last = endOf(row)
  let inner: Bid | undefined
  for (let index = calls.length - 1; index >= 0; index--) {
    const call = calls[index]!
    let content: BidContent[]
    let fields: BlockFields | undefined
    if (index === calls.length - 1) {
      const language = context.settings.constraints
      const block = language?.readBlock(context, row.description)
      if (!language) noteBlock(context, row.description)
      fields = block?.fields
      const marked = context.settings.reference ? undefined : alertMarked(block?.slices ?? row.description)
      if (marked) fields = {...fields, alert: {...fields?.alert, artificial: true}}
      const meaning = meaningOf(context, row, marked ?? block?.slices)
      // Made to size, not grown with `push` (which leaves room for more): a bid's array lives as long as the tree.
      content = Array.from({length: (meaning ? 1 : 0) + children.length})
      let at = 0
      if (meaning) content[at++] = meaning
      for (let child = 0; child < children.length; child++) {
        content[at++] = convert(context, children[child]!)
        // Converted: let the row go (a large table's rows become garbage as its bids are made).
        children[child] = undefined
      }
    } else {
      content = [inner!]
    }

    const position = sameSource(call.line, row.line) ? span(call.line, call.from, last.line, last.index) : span(call.line, call.from, call.line, call.to)
    const link = index === calls.length - 1 ? row.link : undefined
    if (link === undefined && !fields) {
      // The common bid: position and data in the literal (a property added later costs the object a second array).
      const data = context.provenanceOf(row.line)
      const raw = call.raw
      if (raw === undefined) {
        inner = data
          ? {type: 'bid', call: call.call, by: call.by, children: content, position, data: nodeData(data)}
          : {type: 'bid', call: call.call, by: call.by, children: content, position}
      } else {
        inner = data
          ? {type: 'bid', call: call.call, by: call.by, children: content, raw, position, data: nodeData(data)}
          : {type: 'bid', call: call.call, by: call.by, children: content, raw, position}
      }
    } else {
      const bid: Bid = {type: 'bid', call: call.call, by: call.by, children: content}
      if (call.raw !== undefined) bid.raw = call.raw
      if (link !== undefined) bid.data = {...bid.data, link}
      if (fields) Object.assign(bid, fields)
      inner = place(context, bid, row.line, position)
    }
  }

  return inner!
}

/** Note (once) that a description's trailing `{…}` stays text: the constraint language is not read. */
function noteBlock(context: Context, slices: readonly Slice[]): void {
  if (context.constraintsNoted || context.settings.reference) return
  // A final `.` line (BML's empty line) may follow the block.
  let last = slices.at(-1)
  if (last && slices.length > 1 && last.line.text.slice(last.from, last.to).trim() === '.') last = slices.at(-2)
  if (!last) return
  const text = last.line.text.slice(last.from, last.to).trimEnd()
  if (!text.endsWith('}')) return
  const open = text.lastIndexOf('{')
  // `{}` is no block (`readBlock` leaves it alone too).
  if (open !== -1 && text.slice(open + 1, -1).trim() === '') return
  noteConstraintsOff(context, {line: last.line, from: last.from + Math.max(open, 0), to: last.from + text.length}, last.line)
}

/** A row that is no call, kept as BML text with its continuation lines and descendants. */
function opaque(context: Context, row: Row): Opaque {
  const lines: string[] = []
  const collect = (node: Row): void => {
    // The row's lines in the source are its description's: the row's own and its continuation lines.
    for (const {line} of node.description) {
      lines.push(line === row.line ? line.text.trim() : line.text.slice(Math.min(row.indentation, line.text.length - line.text.trimStart().length)).trimEnd())
    }

    for (const child of node.children) collect(child)
  }

  collect(row)
  const node: Opaque = {type: 'opaque', format: 'bml', value: lines.join('\n')}
  const end = endOf(row)
  return place(context, node, row.line, span(row.line, row.tokenFrom, end.line, end.index))
}

/**
 * `token` without its trailing `-` and `;`. A loop, not `/[-;]+$/`, which
 * retries every start of a long run of separators (quadratic).
 */
function withoutTrailingSeparators(token: string): string {
  let end = token.length
  while (end > 0 && (token[end - 1] === '-' || token[end - 1] === ';')) end--
  return token.slice(0, end)
}

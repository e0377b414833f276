/**
 * BSS text → bdast. One `sequence` per opener side, seat and vulnerability,
 * in the order they first appear; within it the records' calls become a tree
 * whose common prefixes are shared. Header, stock-card, convention-include
 * and carding records are kept; a malformed record is a warning and is kept
 * verbatim as an `opaque` node.
 */

import {dispositions, type Side} from '@bidding/core/calls'
import {readerArguments} from '@bidding/core/registry'
import {stripBom, textLines, textPlaces} from '@bidding/core/lines'
import type {Bid, Meaning, Opaque, Root, Sequence} from '@bidding/core'
import type {Position} from 'unist'
import type {VFile} from 'vfile'
// Also declares the BSS `data` fields this reader sets.
import {seatsOfCode, vulnerabilityOfCode} from '@bidding/bss-util'
import {descriptionToPhrasing} from './description.js'
import {parseHeader, parseLine, type RecordCall, type RecordLine} from './record.js'

/** Options of the BSS reader (none yet). */
export interface Options {}

const source = '@bidding/bss-parse'

interface SourceLine {
  value: string
  /** Offset of the line's first character. */
  offset: number
}

/** Where the children of a record's next call go. */
interface Slot {
  node: Sequence | Bid
  /** The prefix ends in a pass left implicit (its neighbours are the same side's calls). */
  elided: boolean
}

function groupOf(record: RecordLine): string {
  return (record.they ? '*' : '') + record.seat + record.vulnerability
}

function tokenText(call: RecordCall): string {
  return call.qualification === undefined ? call.text : call.text + '{' + call.qualification + '}'
}

/**
 * Read a BSS file into bdast.
 *
 * @param value the file's text (LF, CRLF or CR line ends).
 * @param options none yet.
 * @param file file to report messages on; optional.
 * @returns the tree; never throws on bad input.
 */
export function fromBss(value: string, options?: Readonly<Options> | null, file?: VFile): Root
/** @deprecated Give the file last, and optional: `fromBss(value, options, file)`. */
export function fromBss(value: string, file: VFile, options?: Readonly<Options> | null): Root
export function fromBss(value: string, second?: Readonly<Options> | VFile | null, third?: Readonly<Options> | VFile | null): Root {
  const {file} = readerArguments<Options>(value, second, third)
  const text = stripBom(value)
  // Offsets past the end (a missing field at the end of the file) clamp to it.
  const {point: toPoint, span} = textPlaces(text)
  const root: Root = {type: 'root', children: [], position: span(0, text.length)}
  const lines = textLines(text)
  let index = 0
  while (index < lines.length && lines[index]!.value.trim() === '') index++

  if (index >= lines.length) {
    file.message('Unexpected empty file, expected a header such as `*00{System name}=NYYYYYY`', {
      place: toPoint(0),
      ruleId: 'missing-header',
      source
    })
    return root
  }

  const first = lines[index]!
  if (/^[*?]00[{=]/.test(first.value)) {
    const header = parseHeader(first.value)
    if (header.kind === 'header') {
      if (header.title) root.metadata = {title: header.title}
      if (header.summary) root.metadata = {...root.metadata, description: header.summary}
      if (header.floating) root.data = {bssFloating: true}
    } else {
      keep(first, index, header.reason, header.ruleId, header.start, header.end)
    }

    index++
  } else {
    file.message('Unexpected `' + first.value.slice(0, 12) + '`, expected a header such as `*00{System name}=NYYYYYY`', {
      place: span(first.offset, first.offset + first.value.length),
      ruleId: 'missing-header',
      source
    })
  }

  // First pass: which records exist, so that a pass with no record of its
  // own can be left implicit while one that has a record gets its node.
  const parsed = lines.map((line, lineIndex) => (lineIndex < index ? undefined : parseLine(line.value)))
  const recordKeys = new Set<string>()
  for (const line of parsed) {
    if (line?.kind === 'record') recordKeys.add(groupOf(line) + '|' + line.callsText)
  }

  const sequences = new Map<string, Sequence>()
  const slots = new Map<string, Slot>()
  const defined = new Set<string>()

  for (; index < lines.length; index++) {
    const line = lines[index]!
    const result = parsed[index]!
    if (line.value.trim() === '') continue
    switch (result.kind) {
      case 'stock':
      case 'include':
      case 'carding': {
        root.children.push(opaque(line, index))
        break
      }

      case 'invalid': {
        keep(line, index, result.reason, result.ruleId, result.start, result.end)
        break
      }

      case 'record': {
        record(line, index, result)
        break
      }
    }
  }

  return root

  function opaque(line: SourceLine, lineIndex: number): Opaque {
    const node: Opaque = {type: 'opaque', format: 'bss', value: line.value, data: {bssIndex: lineIndex}}
    const position = span(line.offset, line.offset + line.value.length)
    if (position) node.position = position
    return node
  }

  function keep(line: SourceLine, lineIndex: number, reason: string, ruleId: string, start: number, end: number): void {
    file.message(reason + '; the line is kept as it is', {
      place: span(line.offset + start, line.offset + Math.min(end, Math.max(line.value.length, start + 1))),
      ruleId,
      source
    })
    root.children.push(opaque(line, lineIndex))
  }

  function sequenceOf(record: RecordLine, position: Position | undefined): Sequence {
    const group = groupOf(record)
    let sequence = sequences.get(group)
    if (!sequence) {
      sequence = {type: 'sequence', children: []}
      const seats = seatsOfCode[record.seat]
      const vulnerability = vulnerabilityOfCode[record.vulnerability]
      if (seats) sequence.seats = [...seats]
      if (vulnerability) sequence.vulnerability = {...vulnerability}
      if (position) sequence.position = {start: {...position.start}, end: {...position.end}}
      sequences.set(group, sequence)
      root.children.push(sequence)
    } else if (position && sequence.position) {
      sequence.position.end = {...position.end}
    }

    return sequence
  }

  function record(line: SourceLine, lineIndex: number, result: RecordLine): void {
    const group = groupOf(result)
    const key = group + '|' + result.callsText
    const position = span(line.offset, line.offset + line.value.length)
    if (defined.has(key)) {
      keep(
        line,
        lineIndex,
        'Unexpected second record for `' + (result.they ? '*' : '') + result.seat + result.vulnerability + result.callsText + '`, the first one stands',
        'duplicate-record',
        0,
        line.value.length
      )
      return
    }

    defined.add(key)
    const sequence = sequenceOf(result, position)
    const opener: Side = result.they ? 'they' : 'we'
    const other: Side = result.they ? 'we' : 'they'
    let slot: Slot = {node: sequence, elided: false}
    let prefix = ''

    for (const [callIndex, call] of result.calls.entries()) {
      prefix += tokenText(call)
      const prefixKey = group + '|' + prefix
      const existing = slots.get(prefixKey)
      const last = callIndex === result.calls.length - 1
      const by = callIndex % 2 === 0 ? opener : other
      const callPosition = span(line.offset + call.column, line.offset + call.column + tokenText(call).length)

      if (!last) {
        if (existing) {
          slot = existing
          continue
        }

        if (
          call.call === 'P' &&
          call.qualification === undefined &&
          callIndex > 0 &&
          !slot.elided &&
          !recordKeys.has(prefixKey)
        ) {
          slot = {node: slot.node, elided: true}
          slots.set(prefixKey, slot)
          continue
        }

        const implied = makeBid(call, by, callPosition)
        implied.data = {...implied.data, bssImplied: true}
        slot.node.children.push(implied)
        slot = {node: implied, elided: false}
        slots.set(prefixKey, slot)
        continue
      }

      let bid: Bid
      if (existing && !existing.elided && existing.node.type === 'bid') {
        // Made earlier to connect a longer record; now it has its own.
        bid = existing.node
        if (bid.data) delete bid.data.bssImplied
      } else {
        bid = makeBid(call, by, callPosition)
        slot.node.children.push(bid)
        slots.set(prefixKey, {node: bid, elided: false})
      }

      fill(bid, result, lineIndex, line, position)
    }
  }

  function makeBid(call: RecordCall, by: Side, position: Position | undefined): Bid {
    const bid: Bid = {type: 'bid', call: call.call, by, children: []}
    if (call.text !== call.call) bid.raw = call.text
    if (call.qualification !== undefined) bid.data = {bssQualification: call.qualification}
    if (position) bid.position = position
    return bid
  }

  function fill(bid: Bid, result: RecordLine, lineIndex: number, line: SourceLine, position: Position | undefined): void {
    if (position) bid.position = position
    bid.data = {...bid.data, bssIndex: lineIndex}
    if (result.outcomes !== 'YYYYYY') bid.data.bssOutcomes = result.outcomes
    const disposition = dispositions[Number.parseInt(result.disposition, 16)]
    if (result.artificial || (disposition && disposition !== 'none')) {
      bid.alert = {}
      if (result.artificial) bid.alert.artificial = true
      if (disposition && disposition !== 'none') bid.alert.disposition = disposition
    }

    if (result.length && result.length !== '08') {
      const min = Number(result.length.charAt(0))
      const max = Number(result.length.charAt(1))
      const suit = bid.call.charAt(1) as 'C' | 'D' | 'H' | 'S'
      // `raw` keeps the digits: the writer knows the atom is what K/L says,
      // not something to repeat in the description.
      const constraint: Bid['constraint'] = {type: 'length', suit, raw: result.length}
      if (min > 0) constraint.min = min
      if (max < 8) constraint.max = max
      bid.constraint = constraint
    }

    if (result.description !== '') {
      const offset = line.offset + result.descriptionColumn
      const meaning: Meaning = {
        type: 'meaning',
        children: descriptionToPhrasing(result.description, offset, toPoint)
      }
      const meaningPosition = span(offset, offset + result.description.length)
      if (meaningPosition) meaning.position = meaningPosition
      bid.children.unshift(meaning)
    }
  }
}

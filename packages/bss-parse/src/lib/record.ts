/**
 * One line of a BSS file, taken apart (formats.md §5.2):
 *
 * ```
 * header    ('*' | '?') '00' ['{' name '}'] '=' YN×7 [summary]
 * stock     '$' file-name
 * include   '+' file-name
 * carding   '%' leads-vs-NT[22] leads-vs-suit[18] signals[18 × A–K] [text]
 * record    ['*'] seat[0–6] vul[0–8] calls '=' C[YN] D–I[YN×6] J[0–9A–E] [K L] [description]
 * calls     ( 'P' | 'D' | 'R' | [1-7][CDHSN] ['{' qualification '}'] )+
 * ```
 */

import type {Call} from '@bidding/core/calls'

/** One call of a record. */
export interface RecordCall {
  call: Call
  /** The call as written (`D`, `1N`), without its qualification. */
  text: string
  /** The text between braces after the call, if any. */
  qualification?: string | undefined
  /** Column (0-based) of the call in the line. */
  column: number
}

export interface HeaderLine {
  kind: 'header'
  floating: boolean
  title?: string | undefined
  flags: string
  summary: string
}

export interface RecordLine {
  kind: 'record'
  they: boolean
  seat: string
  vulnerability: string
  calls: RecordCall[]
  /** The calls as written, qualifications included: the record's key. */
  callsText: string
  artificial: boolean
  outcomes: string
  disposition: string
  /** K and L, after a suit bid. */
  length?: string | undefined
  description: string
  /** Column (0-based) where the description starts. */
  descriptionColumn: number
}

export interface OtherLine {
  kind: 'stock' | 'include' | 'carding'
}

/** A line that is not what it claims to be. */
export interface InvalidLine {
  kind: 'invalid'
  reason: string
  ruleId: string
  /** Columns (0-based) of the offending part. */
  start: number
  end: number
}

export type Line = HeaderLine | RecordLine | OtherLine | InvalidLine

const callPattern = /P|D|R|[1-7][CDHSN]/y
const canonical: Readonly<Record<string, Call>> = {P: 'P', D: 'X', R: 'XX'}

function invalid(reason: string, ruleId: string, start: number, end: number): InvalidLine {
  return {kind: 'invalid', reason, ruleId, start, end: Math.max(end, start + 1)}
}

function show(value: string): string {
  return value === '' ? 'end of line' : '`' + value + '`'
}

/** Read a header line (`*00{name}=NYYYYYYsummary`). */
export function parseHeader(line: string): HeaderLine | InvalidLine {
  const match = /^([*?])00(?:\{([^}]*)\})?=([YN]{7})(.*)$/.exec(line)
  if (!match) {
    return invalid(
      'Unexpected ' + show(line.slice(0, 12)) + ', expected a header such as `*00{System name}=NYYYYYYSummary`',
      'invalid-header',
      0,
      line.length
    )
  }

  const header: HeaderLine = {kind: 'header', floating: match[1] === '?', flags: match[3]!, summary: match[4]!}
  if (match[2] !== undefined) header.title = match[2]
  return header
}

/** Read a line after the header. */
export function parseLine(line: string): Exclude<Line, HeaderLine> {
  const first = line.charAt(0)
  if (first === '$') return {kind: 'stock'}
  if (first === '+') return {kind: 'include'}
  if (first === '%') {
    if (!/^%.{22}.{18}[A-K]{18}/.test(line)) {
      return invalid(
        'Unexpected carding record, expected `%`, 22 and 18 lead codes and 18 signal codes `A`–`K`',
        'invalid-carding',
        0,
        line.length
      )
    }

    return {kind: 'carding'}
  }

  return parseRecord(line)
}

function parseRecord(line: string): RecordLine | InvalidLine {
  let index = 0
  const they = line.charAt(0) === '*'
  if (they) index++
  const seat = line.charAt(index)
  if (!/^[0-6]$/.test(seat)) {
    return invalid('Unexpected ' + show(seat) + ', expected a seat code `0`–`6`', 'invalid-seat', index, index + 1)
  }

  index++
  const vulnerability = line.charAt(index)
  if (!/^[0-8]$/.test(vulnerability)) {
    return invalid(
      'Unexpected ' + show(vulnerability) + ', expected a vulnerability code `0`–`8`',
      'invalid-vulnerability',
      index,
      index + 1
    )
  }

  index++
  const callsStart = index
  const calls: RecordCall[] = []
  while (index < line.length && line.charAt(index) !== '=') {
    callPattern.lastIndex = index
    const match = callPattern.exec(line)
    if (!match) {
      const rest = line.slice(index, line.indexOf('=', index) === -1 ? undefined : line.indexOf('=', index))
      return invalid(
        'Unexpected ' + show(rest.slice(0, 8)) + ', expected a call (`P`, `D`, `R`, `1C`…`7N`) or `=`',
        'invalid-call',
        index,
        index + Math.max(rest.length, 1)
      )
    }

    const text = match[0]
    const call: RecordCall = {call: (Object.hasOwn(canonical, text) ? canonical[text] : undefined) ?? (text as Call), text, column: index}
    index += text.length
    if (line.charAt(index) === '{') {
      const close = line.indexOf('}', index)
      if (close === -1) {
        return invalid('Unexpected end of line, expected `}` to close the qualification', 'invalid-call', index, line.length)
      }

      call.qualification = line.slice(index + 1, close)
      index = close + 1
    }

    calls.push(call)
  }

  if (calls.length === 0) {
    return invalid('Unexpected ' + show(line.charAt(index)) + ', expected a call (`P`, `D`, `R`, `1C`…`7N`)', 'invalid-call', index, index + 1)
  }

  if (index >= line.length) {
    return invalid('Unexpected end of line, expected `=` and the record’s fields', 'invalid-record', index, index + 1)
  }

  const callsText = line.slice(callsStart, index)
  index++
  const fields = /^([YN])([YN]{6})([0-9A-E])/.exec(line.slice(index))
  if (!fields) {
    return invalid(
      'Unexpected ' + show(line.slice(index, index + 8)) + ', expected the fields C (`Y`/`N`), D–I (six `Y`/`N`) and J (`0`–`9`, `A`–`E`)',
      'invalid-fields',
      index,
      Math.min(line.length, index + 8)
    )
  }

  index += 8
  const last = calls.at(-1)!
  let length: string | undefined
  if (/^[1-7][CDHS]$/.test(last.text)) {
    length = line.slice(index, index + 2)
    if (!/^[0-8][0-8]$/.test(length)) {
      return invalid(
        'Unexpected ' + show(length) + ' after the suit bid `' + last.text + '`, expected its length digits K and L (`0`–`8`)',
        'invalid-length',
        index,
        index + 2
      )
    }

    index += 2
  }

  return {
    kind: 'record',
    they,
    seat,
    vulnerability,
    calls,
    callsText,
    artificial: fields[1] === 'Y',
    outcomes: fields[2]!,
    disposition: fields[3]!,
    length,
    description: line.slice(index),
    descriptionColumn: index
  }
}

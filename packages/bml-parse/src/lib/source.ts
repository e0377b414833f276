/**
 * Lines with their origin. The reader splices, cuts and pastes lines, so
 * every line remembers the file and place its characters come from; points
 * are computed from that, never from the spliced text.
 */

import type {Data} from '@bidding/core'
import type {Point, Position} from 'unist'
import {CompactPosition, lineStartsOf, positionClassFor, type LineStarts} from './compact-position.js'

/** One input file: the document or an included file. */
export interface Source {
  /** Path as given to `readFile` (or the document's path); absent for a document without one. */
  path?: string | undefined
  /** Text with CRLF and CR turned into LF. */
  text: string
  /** Whether this is the document itself. */
  main: boolean
}

/** Where a pasted line was pasted. */
export interface PasteOrigin {
  /** Name of the clipboard entry. */
  name: string
  /** The `#PASTE` line. */
  line: Line
  /** Names pasted so far on the way to this line, outermost first (cycle detection). */
  chain: readonly string[]
}

/** A line of the working text. */
export interface Line {
  /** Text of the line, without its line ending. */
  text: string
  /** Index of its source. */
  source: number
  /** 1-based line number in the source of `text[prefix]`. */
  line: number
  /** 1-based column in the source of `text[prefix]`. */
  column: number
  /** 0-based offset in the source of `text[prefix]`. */
  offset: number
  /** Leading characters that are not in the source (a paste's indentation). */
  prefix: number
  /** Set on lines that a `#PASTE` inserted. */
  paste?: PasteOrigin | undefined
}

/**
 * Split a source into lines, made as they are asked for: a reader that reads
 * them in one pass holds only the ones it is working on (made all at once,
 * every line of a large document lives long enough to reach the old
 * generation, and stays there after it is read).
 */
export function* eachLine(text: string, source: number): Generator<Line> {
  let offset = 0
  let number = 1
  for (;;) {
    const end = text.indexOf('\n', offset)
    // `paste` too: every line of one shape, whether a paste made it or not.
    yield {text: text.slice(offset, end === -1 ? text.length : end), source, line: number, column: 1, offset, prefix: 0, paste: undefined}
    if (end === -1) return
    offset = end + 1
    number++
  }
}

/** The last line of a source (the last of `eachLine(text, source)`, without the others). */
export function lastLineOf(text: string, source: number): Line {
  let number = 1
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) number++
  const offset = text.lastIndexOf('\n') + 1
  return {text: text.slice(offset), source, line: number, column: 1, offset, prefix: 0, paste: undefined}
}

/** A copy of `line` with its first `count` characters removed (they were in the source). */
export function dropStart(line: Line, count: number): Line {
  if (count <= 0) return line
  const fromSource = Math.max(0, count - line.prefix)
  return {
    ...line,
    text: line.text.slice(count),
    prefix: Math.max(0, line.prefix - count),
    column: line.column + fromSource,
    offset: line.offset + fromSource
  }
}

/** A copy of `line` with new text (replacements keep the start of the line in place). */
export function withText(line: Line, text: string): Line {
  return {...line, text}
}

/*
 * Points and positions are shared: the end of a text is the start of the
 * next node, a bid ends where its meaning does, a one-line meaning has its
 * text's position. About half of a tree's objects are points and positions,
 * so the reader hands out the same object for equal values made close
 * together: a table indexed by offset remembers the last point made at each
 * (equal values are interchangeable, whichever file they are in), and one
 * indexed by both offsets the last position. A table, not a short list of
 * recent ones: a bid's end is made before its descendants and met again
 * after them. Nothing may change a point or position of a tree in place
 * (replace `node.position` instead).
 */
const tableSize = 1 << 14
const tableMask = tableSize - 1
const pointTable: Array<Point | undefined> = Array.from({length: tableSize})
const positionTable: Array<Position | undefined> = Array.from({length: tableSize})

/** A point with these values: an equal one made recently, or a new one. */
function sharedPoint(line: number, column: number, offset: number): Point {
  const slot = offset & tableMask
  const known = pointTable[slot]
  if (known !== undefined && known.offset === offset && known.line === line && known.column === column) return known
  const point: Point = {line, column, offset}
  pointTable[slot] = point
  return point
}

/** A position from `start` to `end`: a recent one with these very points, or a new one. */
function sharedPosition(start: Point, end: Point): Position {
  const slot = ((start.offset ?? 0) * 31 + (end.offset ?? 0)) & tableMask
  const known = positionTable[slot]
  if (known !== undefined && known.start === start && known.end === end) return known
  const position: Position = {start, end}
  positionTable[slot] = position
  return position
}

/*
 * Short texts: `slice` copies fewer than 13 characters (a longer slice
 * points into its string), 24–32 bytes each, and the same short texts
 * (`5+`, `Natural`, `Stayman`, `Pass/correct`) come back all through a
 * system: the tree keeps one of each. Bounded, like the call cache.
 */
const shortTextLength = 13
const shortTexts = new Map<string, string>()

/** `value`, or an equal short text met before in this document (strings are values: which one is kept cannot be seen). */
export function sharedText(value: string): string {
  if (value.length >= shortTextLength) return value
  const known = shortTexts.get(value)
  if (known !== undefined) return known
  if (shortTexts.size >= 10_000) shortTexts.clear()
  shortTexts.set(value, value)
  return value
}

/*
 * Compact positions (`Options.compactPositions`): the sources of the
 * document being read and, made when first needed, where their lines start.
 * Set for one reading (reading is synchronous), cleared by `forgetShared`.
 */
let compactSources: readonly Source[] | undefined
let lineStarts: Array<LineStarts | undefined> = []
let positionClasses: Array<(new (start: number, end: number) => CompactPosition) | undefined> = []

/** Make positions compact while reading the document with these sources (the array grows with includes). */
export function useCompactPositions(sources: readonly Source[]): void {
  compactSources = sources
  lineStarts = []
  positionClasses = []
}

/** Forget the remembered points and positions (at the end of a document: the tables keep nothing alive). */
export function forgetShared(): void {
  pointTable.fill(undefined)
  positionTable.fill(undefined)
  shortTexts.clear()
  compactSources = undefined
  lineStarts = []
  positionClasses = []
}

/** Offset in its source of character `index` of a line. */
function offsetOf(line: Line, index: number): number {
  return line.offset + Math.max(0, index - line.prefix)
}

/** Point of character `index` of a line (the end of the line for `index === text.length`). */
export function pointOf(line: Line, index: number): Point {
  const shift = Math.max(0, index - line.prefix)
  return sharedPoint(line.line, line.column + shift, line.offset + shift)
}

/**
 * Where the lines of `line`'s source start, when character `index` of
 * `line` is at the line and column its offset says (a line whose text a
 * replacement made longer can point past its end: such points stay plain).
 */
function startsFor(line: Line, index: number): LineStarts | undefined {
  const sources = compactSources!
  let starts = lineStarts[line.source]
  if (starts === undefined) {
    const text = sources[line.source]?.text
    if (text === undefined) return undefined
    starts = lineStartsOf(text)
    lineStarts[line.source] = starts
    positionClasses[line.source] = positionClassFor(starts)
  }

  const lineStart = starts[line.line - 1]
  if (lineStart === undefined || line.offset - line.column + 1 !== lineStart) return undefined
  const offset = offsetOf(line, index)
  const lineEnd = line.line < starts.length ? starts[line.line]! - 1 : sources[line.source]!.text.length
  return offset <= lineEnd ? starts : undefined
}

/**
 * Position from character `startIndex` of `startLine` to character
 * `endIndex` of `endLine`: compact when asked for and both ends are in one
 * source, shared (see above) as the plain ones are.
 */
export function span(startLine: Line, startIndex: number, endLine: Line, endIndex: number): Position {
  if (compactSources !== undefined && startLine.source === endLine.source) {
    const starts = startsFor(startLine, startIndex)
    if (starts !== undefined && startsFor(endLine, endIndex) === starts) {
      const start = offsetOf(startLine, startIndex)
      const end = offsetOf(endLine, endIndex)
      const slot = (start * 31 + end) & tableMask
      const known = positionTable[slot]
      if (known instanceof CompactPosition && known.isAt(starts, start, end)) return known
      const position = new positionClasses[startLine.source]!(start, end)
      positionTable[slot] = position
      return position
    }
  }

  return sharedPosition(pointOf(startLine, startIndex), pointOf(endLine, endIndex))
}

/** Position of characters `from`…`to` of one line. */
export function positionOf(line: Line, from: number, to: number): Position {
  return span(line, from, line, Math.max(from, to))
}

/*
 * Whitespace found by index, not by trimming: `trim` and a `^\s*` match
 * make a string (and a match array) for every line they look at.
 */
const whitespace = /\s/

/** Whether `text[index]` is whitespace as `\s` and `trim` see it. */
export function isSpaceAt(text: string, index: number): boolean {
  const code = text.charCodeAt(index)
  if (code === 32 || (code >= 9 && code <= 13)) return true
  return code >= 160 && whitespace.test(text[index]!)
}

/** Index of the first character of `text[from…to)` that is not whitespace, or `to`. */
export function skipSpace(text: string, from = 0, to = text.length): number {
  let index = from
  while (index < to && isSpaceAt(text, index)) index++
  return index
}

/** End of `text[from…to)` without its trailing whitespace (`from` when it is all whitespace). */
export function trimmedEnd(text: string, from = 0, to = text.length): number {
  let end = to
  while (end > from && isSpaceAt(text, end - 1)) end--
  return end
}

/** Index of the first non-whitespace character, or the length. */
export function indentOf(text: string): number {
  return skipSpace(text)
}

/** Whether a line is whitespace only. */
export function isBlank(text: string): boolean {
  return skipSpace(text) === text.length
}

/**
 * Text built from slices of lines, joined with `\n`, that knows the point of
 * each character.
 */
export class SlicedText {
  readonly value: string
  private readonly starts: number[] = []
  private readonly slices: Array<{line: Line; from: number; to: number}>
  private readonly provenance: ((line: Line) => Data | undefined) | undefined

  /**
   * @param slices the lines and ranges the text is made of.
   * @param provenance `data` for nodes made from a line (see `data()`).
   */
  constructor(slices: Array<{line: Line; from: number; to: number}>, provenance?: (line: Line) => Data | undefined) {
    this.slices = slices
    this.provenance = provenance
    let value = ''
    for (const [index, slice] of slices.entries()) {
      if (index > 0) value += '\n'
      this.starts.push(value.length)
      value += slice.line.text.slice(slice.from, slice.to)
    }

    this.value = value
  }

  /** Index of the slice holding character `index` of the value. */
  private sliceAt(index: number): number {
    let low = 0
    let high = this.slices.length - 1
    while (low < high) {
      const middle = (low + high + 1) >> 1
      if (this.starts[middle]! <= index) low = middle
      else high = middle - 1
    }

    return low
  }

  /** Line and character of that line where character `index` of the value is. */
  private place(index: number): {line: Line; index: number} {
    const at = this.sliceAt(index)
    const slice = this.slices[at]!
    const within = Math.min(index - this.starts[at]!, slice.to - slice.from)
    return {line: slice.line, index: slice.from + within}
  }

  /** `data` (provenance) for a node starting at character `index`. */
  data(index: number): Data | undefined {
    if (!this.provenance || this.slices.length === 0) return undefined
    return this.provenance(this.slices[this.sliceAt(index)]!.line)
  }

  /** Position of characters `from`…`to` of the value. */
  position(from: number, to: number): Position {
    if (this.slices.length === 0) return sharedPosition(sharedPoint(1, 1, 0), sharedPoint(1, 1, 0))
    const start = this.place(from)
    const end = this.place(Math.max(from, to))
    return span(start.line, start.index, end.line, end.index)
  }
}

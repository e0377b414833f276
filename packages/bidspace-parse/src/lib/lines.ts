/**
 * Split a document into lines, keeping their offsets so every node and
 * message can point back into the source. Lines end at `\n`, `\r\n` or a
 * lone `\r` (Python's universal newlines, which the reference ran under).
 */

import {textLines} from '@bidding/core/lines'

/** One line of the document. */
export interface Line {
  /** The line without its terminator. */
  text: string
  /** Offset of the first character in the document. */
  start: number
  /** Offset just past the last character (before the terminator). */
  end: number
}

/** A piece of a line: its text and document offsets. */
export interface Span {
  text: string
  start: number
  end: number
}

/** Split `value` into lines (core's `textLines`, in this reader's field names). */
export function splitLines(value: string): Line[] {
  return textLines(value).map((line) => ({text: line.value, start: line.offset, end: line.end}))
}

/** A span of `line` from `start` to `end` (offsets within the line). */
export function spanOf(line: Line, start: number, end: number): Span {
  return {text: line.text.slice(start, end), start: line.start + start, end: line.start + end}
}

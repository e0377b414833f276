/**
 * What every line-based reader (BSS, BBOalert, bidding_space, PBN) needs
 * before it reads a line: points and spans for offsets (clamped to the text,
 * so a field missing at the end still has a place) and the lines with their
 * offsets. Lines end at `\r\n`, `\n` or a lone `\r`.
 */

import type {Point, Position} from 'unist'
import {location} from 'vfile-location'

/** One line of a document, without its terminator. */
export interface TextLine {
  value: string
  /** Offset of its first character. */
  offset: number
  /** Offset just past its last character (before the terminator). */
  end: number
}

/** Points of a text, by offset. */
export interface TextPlaces {
  /** The point of `offset`, clamped to the text. */
  point(offset: number): Point
  /** From `start` to `end` (never before `start`), clamped to the text. */
  span(start: number, end: number): Position
}

/** The text without a leading byte order mark, which is not content. */
export function stripBom(value: string): string {
  return value.charCodeAt(0) === 0xfeff ? value.slice(1) : value
}

/** Points and spans of `text`. */
export function textPlaces(text: string): TextPlaces {
  const place = location(text)
  const point = (offset: number): Point => place.toPoint(Math.min(Math.max(offset, 0), text.length))!
  return {point, span: (start, end) => ({start: point(start), end: point(Math.max(start, end))})}
}

/** Split `text` into lines at `\r\n`, `\n` or a lone `\r`; a final terminator adds no empty line. */
export function textLines(text: string): TextLine[] {
  const lines: TextLine[] = []
  let start = 0
  for (const match of text.matchAll(/\r\n|\r|\n/g)) {
    lines.push({value: text.slice(start, match.index), offset: start, end: match.index})
    start = match.index + match[0].length
  }

  if (start < text.length) lines.push({value: text.slice(start), offset: start, end: text.length})
  return lines
}

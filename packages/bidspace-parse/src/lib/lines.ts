/**
 * Split a document into lines, keeping their offsets so every node and
 * message can point back into the source. Lines end at `\n`, `\r\n` or a
 * lone `\r` (Python's universal newlines, which the reference ran under).
 */

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

/** Split `value` into lines. */
export function splitLines(value: string): Line[] {
  const lines: Line[] = []
  const pattern = /\r\n|\n|\r/g
  let start = 0
  let match: RegExpExecArray | null
  while ((match = pattern.exec(value))) {
    lines.push({text: value.slice(start, match.index), start, end: match.index})
    start = match.index + match[0].length
  }

  if (start < value.length) lines.push({text: value.slice(start), start, end: value.length})
  return lines
}

/** A span of `line` from `start` to `end` (offsets within the line). */
export function spanOf(line: Line, start: number, end: number): Span {
  return {text: line.text.slice(start, end), start: line.start + start, end: line.start + end}
}

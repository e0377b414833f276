/**
 * A unist position held as two offsets into one source, its points made
 * when they are read. A plain position is three objects (position, start,
 * end: 136 bytes unshared); this is one of 40. Line and column come
 * from a table of where each line of the source starts, shared by every
 * position in that source (through the class of its positions). `toJSON` gives the plain position, so JSON output
 * is the same; `start` and `end` can be set (to any point) as on a plain
 * position. Unlike a plain one it is a class instance: `structuredClone`,
 * spread and `toEqual` against a literal see no `start` or `end` (see
 * `Options.compactPositions`).
 */

import type {Point, Position} from 'unist'

/** Offset at which each line of a source starts (index 0: line 1). */
export type LineStarts = Int32Array

/** Where the lines of `text` start. */
export function lineStartsOf(text: string): LineStarts {
  let count = 1
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) count++
  const starts = new Int32Array(count)
  let line = 1
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) starts[line++] = at + 1
  return starts
}

/** The point at `offset` of the source whose lines start at `starts`. */
export function pointAt(starts: LineStarts, offset: number): Point {
  let low = 0
  let high = starts.length - 1
  while (low < high) {
    const middle = (low + high + 1) >> 1
    if (starts[middle]! <= offset) low = middle
    else high = middle - 1
  }

  return {line: low + 1, column: offset - starts[low]! + 1, offset}
}

/**
 * The base of the positions of one source (see `positionClassFor`): the
 * source's line starts come from the subclass, so that an instance holds
 * only its two offsets.
 */
export abstract class CompactPosition implements Position {
  // An offset while the point is the source's; the point itself once one is set.
  #start: number | Point
  #end: number | Point

  constructor(start: number, end: number) {
    this.#start = start
    this.#end = end
  }

  /** Where the lines of this position's source start. */
  protected abstract lineStarts(): LineStarts

  /** Whether this is the position from `start` to `end` of the source with `starts`. */
  isAt(starts: LineStarts, start: number, end: number): boolean {
    return this.#start === start && this.#end === end && this.lineStarts() === starts
  }

  get start(): Point {
    const start = this.#start
    return typeof start === 'number' ? pointAt(this.lineStarts(), start) : start
  }

  set start(point: Point) {
    this.#start = point
  }

  get end(): Point {
    const end = this.#end
    return typeof end === 'number' ? pointAt(this.lineStarts(), end) : end
  }

  set end(point: Point) {
    this.#end = point
  }

  /** The plain position (what `JSON.stringify` writes). */
  toJSON(): Position {
    return {start: this.start, end: this.end}
  }
}

/** The class of the positions in the source whose lines start at `starts` (one class per source, not a field per position). */
export function positionClassFor(starts: LineStarts): new (start: number, end: number) => CompactPosition {
  return class extends CompactPosition {
    protected lineStarts(): LineStarts {
      return starts
    }
  }
}

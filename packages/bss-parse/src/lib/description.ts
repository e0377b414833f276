/**
 * A record's description as phrasing: `\n` (backslash, n) is a line break
 * and `!c !d !h !s` (either case) are suit symbols; everything else is text,
 * kept as written.
 */

import type {Break, PhrasingContent, SuitSymbol, Text} from '@bidding/core'
import type {Point, Position} from 'unist'

/** Turn an offset in the file into a point. */
export type ToPoint = (offset: number) => Point | undefined

function span(toPoint: ToPoint, start: number, end: number): Position | undefined {
  const from = toPoint(start)
  const to = toPoint(end)
  return from && to ? {start: from, end: to} : undefined
}

/**
 * Phrasing of a description that starts at `offset` in the file.
 */
export function descriptionToPhrasing(value: string, offset: number, toPoint: ToPoint): PhrasingContent[] {
  const result: PhrasingContent[] = []
  const pattern = /\\n|![CDHScdhs]/g
  let last = 0

  function text(end: number): void {
    if (end <= last) return
    const node: Text = {type: 'text', value: value.slice(last, end)}
    const position = span(toPoint, offset + last, offset + end)
    if (position) node.position = position
    result.push(node)
  }

  for (const match of value.matchAll(pattern)) {
    text(match.index)
    const position = span(toPoint, offset + match.index, offset + match.index + 2)
    if (match[0] === '\\n') {
      const node: Break = {type: 'break'}
      if (position) node.position = position
      result.push(node)
    } else {
      const letter = match[0].charAt(1)
      const node: SuitSymbol = {type: 'suit', suit: letter.toUpperCase() as SuitSymbol['suit']}
      if (letter !== letter.toLowerCase()) node.data = {bssRaw: match[0]}
      if (position) node.position = position
      result.push(node)
    }

    last = match.index + 2
  }

  text(value.length)
  return result
}

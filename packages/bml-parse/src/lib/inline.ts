/**
 * Inline markup: `*strong*`, `/emphasis/`, `=code=` and the suit codes
 * `!c !d !h !s`.
 *
 * The reference writers apply regexes such as `(?<!\S)\*(\S[^*]*)\*`: a
 * marker opens after whitespace (or at the start), is followed by a
 * non-space, and the span runs to the next same marker, across lines. Here
 * the leftmost opener wins and the inside of strong and emphasis is read
 * again; code is literal. Suit codes are recognised anywhere, as the
 * reference's plain string replace does (`!cx` is ♣ then `x`).
 */

import type {Data, PhrasingContent} from '@bidding/core'
import type {Position} from 'unist'
import {nodeData} from './context.js'
import {sharedText} from './source.js'

/** Characters of a value and how to position them. */
export interface Source {
  value: string
  position(from: number, to: number): Position
  /** `data` for a node starting at `index` (provenance), if any. */
  data(index: number): Data | undefined
}

function text(source: Source, from: number, to: number): PhrasingContent {
  const value = sharedText(source.value.slice(from, to))
  const position = source.position(from, to)
  const data = source.data(from)
  // `data` in the literal: a property added later costs the object a second array.
  return data ? {type: 'text', value, position, data: nodeData(data)} : {type: 'text', value, position}
}

const markers: Readonly<Record<string, 'strong' | 'emphasis' | 'inlineCode'>> = {
  '*': 'strong',
  '/': 'emphasis',
  '=': 'inlineCode'
}

const suitCodes: Readonly<Record<string, 'C' | 'D' | 'H' | 'S'>> = {c: 'C', d: 'D', h: 'H', s: 'S'}

/** Made once: a literal is a new object each time it runs, and this one runs per character. */
const whitespace = /\s/

function isSpace(character: string | undefined): boolean {
  return character !== undefined && whitespace.test(character)
}

/** Read phrasing from `source.value[from…to]`. */
export function parsePhrasing(source: Source, from = 0, to = source.value.length): PhrasingContent[] {
  const value = source.value
  const result: PhrasingContent[] = []
  let textStart = from
  let index = from

  while (index < to) {
    const character = value[index]!
    const kind = markers[character]
    if (kind && (index === from || isSpace(value[index - 1])) && index + 1 < to && !isSpace(value[index + 1])) {
      const close = value.indexOf(character, index + 2)
      if (close !== -1 && close < to) {
        if (index > textStart) result.push(text(source, textStart, index))
        const position = source.position(index, close + 1)
        if (kind === 'inlineCode') {
          const code = sharedText(value.slice(index + 1, close))
          const data = source.data(index)
          // `data` in the literal: a property added later costs the object a second array.
          result.push(data ? {type: 'inlineCode', value: code, position, data: nodeData(data)} : {type: 'inlineCode', value: code, position})
        } else {
          const children = parsePhrasing(source, index + 1, close)
          const data = source.data(index)
          result.push(data ? {type: kind, children, position, data: nodeData(data)} : {type: kind, children, position})
        }

        index = close + 1
        textStart = index
        continue
      }
    }

    if (character === '!' && index + 1 < to) {
      const suit = suitCodes[value[index + 1]!]
      if (suit) {
        if (index > textStart) result.push(text(source, textStart, index))
        const position = source.position(index, index + 2)
        const data = source.data(index)
        result.push(data ? {type: 'suit', suit, position, data: nodeData(data)} : {type: 'suit', suit, position})
        index += 2
        textStart = index
        continue
      }
    }

    index++
  }

  if (to > textStart) result.push(text(source, textStart, to))
  // Trimmed to size: `push` leaves room to grow, and this array stays in the tree.
  return result.slice()
}

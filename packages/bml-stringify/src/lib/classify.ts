/**
 * What `@bidding/bml-parse` makes of a paragraph, by its first characters
 * (bml.md §3: the first test that matches decides). The writer checks its
 * blocks with it, since BML has no escapes.
 */

import {readCallToken} from '@bidding/bml-util'
import {normalizeCallPattern} from '@bidding/core/calls'

/** Kinds of paragraphs. */
export type Kind =
  | 'heading'
  | 'list'
  | 'description list'
  | 'setting'
  | 'ordered list'
  | 'auction'
  | 'bid table'
  | 'table'
  | 'deal diagram'
  | 'metadata'
  | 'paragraph'
  | 'nothing'

const auction = /^\s*\(?[1-7]?[NTPDRCDHS]\)?\s+\(?[1-7]?[NTPDRCDHS]\)?\s+\(?[1-7]?[NTPDRCDHS]\)?\s+\(?[1-7]?[NTPDRCDHS]\)?\s*/
const hand = /^\s*[NESW]:?\s*[2-9AKQJTx-]+\s+[2-9AKQJTx-]+\s+[2-9AKQJTx-]+\s+[2-9AKQJTx-]+/

/** What the reader makes of a token without parentheses (canonical call or pattern). */
export function readToken(token: string): string | undefined {
  if (token.includes('/')) {
    const parts = token.split('/').map((part) => readToken(part))
    return parts.every((part) => part !== undefined) ? normalizeCallPattern(parts.join('/')) : undefined
  }

  return readCallToken(token)
}

/** Whether the first word of a row reads as calls. */
function rowIsCall(line: string): boolean {
  const word = /^[^\s=]+/.exec(line.trimStart())?.[0] ?? ''
  if (/[-;]/.test(word)) {
    const parts = withoutTrailingSeparators(word).split(/[-;]/).filter((part) => part !== '')
    return parts.length > 0 && parts.every((part) => readToken(/^\((.+)\)$/.exec(part)?.[1] ?? part) !== undefined)
  }

  return readToken(/^\((.+)\)$/.exec(word)?.[1] ?? word) !== undefined
}

/** What the reader makes of `text` (one paragraph) in its default profile. */
export function readAs(text: string): Kind {
  if (text.startsWith('*')) return 'heading'
  if (/^\s*-/.test(text)) return text.includes(' :: ') ? 'description list' : 'list'
  if (/^\s*#(?:VUL|SEAT)/.test(text)) return 'setting'
  if (/^\s*1\./.test(text)) return 'ordered list'
  if (auction.test(text)) return 'auction'
  const lines = text.split('\n')
  if (/^\s*\(?\d[A-Za-z]+/.test(text)) return rowIsCall(lines.find((line) => line.trim() !== '')!) ? 'bid table' : 'paragraph'
  if (/^\s*\|/.test(text)) return 'table'
  const hands = lines.filter((line) => hand.test(line)).length
  if (hands > 0 && hands + 2 >= lines.length) return 'deal diagram'
  if (/^\s*#\+[\p{L}\p{N}_]+:/u.test(text)) return 'metadata'
  if (/^\s*#/.test(text)) return 'bid table'
  return /\S/.test(text) ? 'paragraph' : 'nothing'
}

/**
 * `token` without its trailing `-` and `;`. A loop, not `/[-;]+$/`, which
 * retries every start of a long run of separators (quadratic).
 */
export function withoutTrailingSeparators(token: string): string {
  let end = token.length
  while (end > 0 && (token[end - 1] === '-' || token[end - 1] === ';')) end--
  return token.slice(0, end)
}

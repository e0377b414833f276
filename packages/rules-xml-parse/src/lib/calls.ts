/**
 * The text of a `<bid>` as a call: `1NT`, `Pass`, `X`, a pattern such as
 * `1M`, or the words the game's documentation uses (`one notrump`,
 * `bid 2 hearts`). The text format is not published (formats.md §2.4), so
 * anything else (`2 of longest suit`) stays text only.
 */

import {own} from '@bidding/core/own'
import {isCallPattern, normalizeCallPattern, parseCallPattern} from '@bidding/core/calls'

const levels: Readonly<Record<string, string>> = {one: '1', two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7'}

const strains: Readonly<Record<string, string>> = {
  notrump: 'NT',
  notrumps: 'NT',
  'no trump': 'NT',
  'no trumps': 'NT',
  'no-trump': 'NT',
  'no-trumps': 'NT',
  nt: 'NT',
  club: 'C',
  clubs: 'C',
  diamond: 'D',
  diamonds: 'D',
  heart: 'H',
  hearts: 'H',
  spade: 'S',
  spades: 'S'
}

/** The call (or call pattern) in canonical spelling that a bid's text reads as, if any. */
export function callOfBid(text: string): string | undefined {
  const call = readCall(text)
  // `parseCall` looks strains up in a plain object (`1 constructor`): check what it gives.
  // Calls in words (`any`, `raise`) are BML 1's; here such text stays a description.
  return call !== undefined && isCallPattern(call) && !inWords(call) ? call : undefined
}

function inWords(call: string): boolean {
  const pattern = parseCallPattern(call)
  const options = pattern?.type === 'alternatives' ? pattern.options : pattern ? [pattern] : []
  return options.some((option) => option.type === 'described' || option.type === 'orHigher')
}

function readCall(text: string): string | undefined {
  const value = text.trim().toLowerCase().replaceAll(/\s+/g, ' ').replace(/^bid /, '')
  if (value === '') return undefined
  const direct = normalizeCallPattern(text.trim().replace(/^bid\s+/i, ''))
  if (direct) return direct
  const match = /^(one|two|three|four|five|six|seven|[1-7]) (?:of )?(.+)$/.exec(value)
  if (!match) return undefined
  const level = own(levels, match[1]!) ?? match[1]!
  const strain = Object.hasOwn(strains, match[2]!) ? strains[match[2]!] : undefined
  return strain ? normalizeCallPattern(level + strain) : undefined
}

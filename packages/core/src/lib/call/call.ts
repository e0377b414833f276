/**
 * Concrete calls: recognising every common spelling, printing in each
 * format's spelling, and ordering bids.
 */

import type {Call, ContractBid, Level, Strain, Suit} from './types.js'

/** Strains from lowest to highest: `C D H S N`. */
export const strains: readonly Strain[] = ['C', 'D', 'H', 'S', 'N']

/** Suits in the order hands are written: `S H D C`. */
export const suits: readonly Suit[] = ['S', 'H', 'D', 'C']

/** Unicode suit symbols. */
export const suitSymbols: Readonly<Record<Suit, string>> = {S: '♠', H: '♥', D: '♦', C: '♣'}

/** English suit names, plural. */
export const suitNames: Readonly<Record<Suit, string>> = {
  S: 'spades',
  H: 'hearts',
  D: 'diamonds',
  C: 'clubs'
}

/** Spellings of calls used by the formats. */
export type CallSpelling =
  | 'canonical'
  | 'bml'
  | 'bss'
  | 'bboalert'
  | 'bidspace'
  | 'slam'
  | 'pbn'
  | 'display'
  | 'symbols'

const canonicalCall = /^(?:[1-7][CDHSN]|P|X|XX)$/

// A Map, so that words such as `constructor` are not found on a prototype.
const strainWords: ReadonlyMap<string, Strain> = new Map([
  ['c', 'C'],
  ['d', 'D'],
  ['h', 'H'],
  ['s', 'S'],
  ['n', 'N'],
  ['nt', 'N'],
  ['sa', 'N'],
  ['♣', 'C'],
  ['♦', 'D'],
  ['♢', 'D'],
  ['♥', 'H'],
  ['♡', 'H'],
  ['♠', 'S'],
  ['!c', 'C'],
  ['!d', 'D'],
  ['!h', 'H'],
  ['!s', 'S']
])

const passWords = new Set(['p', 'pass', 'nb', '--', 'no bid'])
const doubleWords = new Set(['x', 'd', 'db', 'dbl', 'double'])
const redoubleWords = new Set(['xx', 'r', 'rd', 'rdbl', 'redouble'])

/** Whether `value` is a call in canonical spelling. */
export function isCall(value: unknown): value is Call {
  return typeof value === 'string' && canonicalCall.test(value)
}

/** Whether `call` is a contract bid (not pass, double or redouble). */
export function isContractBid(call: string): call is ContractBid {
  // `/^[1-7][CDHSN]$/` by character codes: the robot asks this for every call it reads.
  if (call.length !== 2) return false
  const level = call.charCodeAt(0)
  if (level < 49 || level > 55) return false
  const strain = call.charCodeAt(1)
  return strain === 67 || strain === 68 || strain === 72 || strain === 83 || strain === 78
}

/**
 * Read a call in any common spelling: `1N`, `1NT`, `1nt`, `1SA`, `1♠`,
 * `P`, `Pass`, `nb`, `--`, `X`, `D`, `Db`, `Dbl`, `XX`, `R`, `Rd`, `Rdbl` …
 *
 * @returns the canonical call, or `undefined` when `value` is not a call.
 */
export function parseCall(value: string): Call | undefined {
  const word = value.trim().toLowerCase()
  if (passWords.has(word)) return 'P'
  if (doubleWords.has(word)) return 'X'
  if (redoubleWords.has(word)) return 'XX'
  const match = /^([1-7])\s*(.+)$/.exec(word)
  if (!match) return undefined
  const strain = strainWords.get(match[2]!)
  return strain ? (`${match[1]}${strain}` as ContractBid) : undefined
}

/** Print a canonical call in a format's spelling. */
export function formatCall(call: Call, spelling: CallSpelling = 'canonical'): string {
  switch (spelling) {
    case 'canonical': {
      return call
    }

    case 'bml':
    case 'bss': {
      return call === 'X' ? 'D' : call === 'XX' ? 'R' : call
    }

    case 'bboalert': {
      return call === 'P' ? '--' : call === 'X' ? 'Db' : call === 'XX' ? 'Rd' : call
    }

    case 'bidspace': {
      return call === 'P' ? 'nb' : call.toLowerCase().replace(/n$/, 'nt')
    }

    case 'slam': {
      return call === 'P' ? 'PASS' : call.replace(/N$/, 'NT')
    }

    case 'pbn': {
      return call === 'P' ? 'Pass' : call.replace(/N$/, 'NT')
    }

    case 'display': {
      return call === 'P' ? 'Pass' : call === 'X' ? 'Dbl' : call === 'XX' ? 'Rdbl' : call.replace(/N$/, 'NT')
    }

    case 'symbols': {
      if (!isContractBid(call)) return formatCall(call, 'display')
      const strain = strainOf(call)
      return levelOf(call) + (strain === 'N' ? 'NT' : suitSymbols[strain])
    }
  }
}

/** Level of a contract bid. */
export function levelOf(bid: ContractBid): Level {
  return Number(bid[0]) as Level
}

/** Strain of a contract bid. */
export function strainOf(bid: ContractBid): Strain {
  return bid[1] as Strain
}

/** Rank of a contract bid from 0 (`1C`) to 34 (`7N`). */
export function bidRank(bid: ContractBid): number {
  return (levelOf(bid) - 1) * 5 + strains.indexOf(strainOf(bid))
}

/** The contract bid of a rank (0 … 34), or `undefined` out of range. */
export function bidOfRank(rank: number): ContractBid | undefined {
  if (!Number.isInteger(rank) || rank < 0 || rank > 34) return undefined
  return `${Math.floor(rank / 5) + 1}${strains[rank % 5]}` as ContractBid
}

/** Order two contract bids: negative when `a` is lower. */
export function compareBids(a: ContractBid, b: ContractBid): number {
  return bidRank(a) - bidRank(b)
}

/** The bid `count` steps above `bid` (1 step above `1C` is `1D`), or `undefined` past `7N`. */
export function stepAbove(bid: ContractBid | undefined, count: number): ContractBid | undefined {
  return bidOfRank((bid ? bidRank(bid) : -1) + count)
}

/** The cheapest bid of `strain` that is higher than `bid`. */
export function cheapestBid(strain: Strain, above: ContractBid | undefined): ContractBid | undefined {
  const level = above ? levelOf(above) + (strains.indexOf(strain) > strains.indexOf(strainOf(above)) ? 0 : 1) : 1
  return level > 7 ? undefined : (`${level}${strain}` as ContractBid)
}

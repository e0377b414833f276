/**
 * Constraints read from description text, for systems written without
 * constraint blocks — what real BML notes look like: `12-14 bal`,
 * `5+!s 10-12`, `Stayman`, `!TRF`, `weak`. Each rule reads one kind of
 * phrase; what they find is conjoined. An explicit constraint always wins:
 * only bids without one get an inferred constraint, marked
 * `data.inferred` so explanations can say where it came from.
 */

import {isContractBid, type Call, type Suit} from '@bidding/core/calls'
import {phrasingToString, type Bid, type Root} from '@bidding/core'
import type {Constraint, SuitRef} from '@bidding/core/constraints'

declare module '@bidding/core' {
  interface BidData {
    /** The constraint was read from the description (`inferConstraints`), not written in a block. */
    inferred?: boolean | undefined
  }
}

/** A rule of inference: what it finds in the text, and its name (for tests and docs). */
interface Rule {
  name: string
  read: (text: string, call: Call) => Constraint[]
}

const suitOfWord: ReadonlyMap<string, SuitRef> = new Map([
  ['!s', 'S'],
  ['!h', 'H'],
  ['!d', 'D'],
  ['!c', 'C'],
  ['♠', 'S'],
  ['♥', 'H'],
  ['♡', 'H'],
  ['♦', 'D'],
  ['♢', 'D'],
  ['♣', 'C'],
  ['s', 'S'],
  ['h', 'H'],
  ['d', 'D'],
  ['c', 'C'],
  ['spade', 'S'],
  ['spades', 'S'],
  ['heart', 'H'],
  ['hearts', 'H'],
  ['diamond', 'D'],
  ['diamonds', 'D'],
  ['club', 'C'],
  ['clubs', 'C'],
  ['suit', 'bid'],
  ['m', 'm'],
  ['x', 'X'],
  ['y', 'Y'],
  ['z', 'Z']
])

// A suit after a count: BML codes, symbols, a letter, a word, or `suit` (the bid's own).
const suitPattern = String.raw`((?<![a-zA-Z])!?[shdcSHDC](?![a-zA-Z])|[♠♥♡♦♢♣]|spades?|hearts?|diamonds?|clubs?|suit|[MmXYZ](?![a-zA-Z])|majors?|minors?)`
const countPattern = String.raw`(\d{1,2})\s*(\+|(?:-{1,2}|–|—)\s*(\d{1,2}))?`
const lengthPattern = new RegExp(String.raw`(?<![\d.])` + countPattern + String.raw`\s*(?:cards?\s*|card\s+in\s+|-card\s*)?` + suitPattern, 'g')
const unitPattern = String.raw`\s*(hcp|hp|pts|points|p)?(?![a-zA-Z])`
const rangePattern = new RegExp(String.raw`(?<![\d.!+])(\d{1,2})\s*(?:-{1,2}|–|—|to)\s*(\d{1,2})` + unitPattern, 'gi')
const plusPattern = new RegExp(String.raw`(?<![\d.!-])(\d{1,2})\s*\+` + unitPattern, 'gi')

function lengthAtom(suit: SuitRef, min: number | undefined, max: number | undefined): Constraint {
  const range: {min?: number; max?: number} = {}
  if (min !== undefined) range.min = min
  if (max !== undefined) range.max = max
  return {type: 'length', suit, ...range}
}

/**
 * The suit a count is about; `major`/`minor` mean either of them — or, under
 * a pattern call of the major (`1M`) or minor (`1m`), that suit.
 */
function lengthFor(word: string, min: number | undefined, max: number | undefined, call: string): Constraint | undefined {
  const lower = word.toLowerCase()
  if (lower === 'major' && /M$/.test(call)) return lengthAtom('M', min, max)
  if (lower === 'minor' && /m$/.test(call)) return lengthAtom('m', min, max)
  if (lower.startsWith('major')) return {type: 'or', children: [lengthAtom('H', min, max), lengthAtom('S', min, max)]}
  if (lower.startsWith('minor')) return {type: 'or', children: [lengthAtom('C', min, max), lengthAtom('D', min, max)]}
  const suit = word === 'M' ? 'M' : (suitOfWord.get(lower) ?? suitOfWord.get(word))
  return suit === undefined ? undefined : lengthAtom(suit, min, max)
}

/** `no 4+♥` as `≤3♥`; `no 4+ major` as `≤3♥, ≤3♠`. */
function deny(constraint: Constraint | undefined): Constraint | undefined {
  if (!constraint) return undefined
  if (constraint.type === 'length' && constraint.min !== undefined && constraint.min > 0) return {type: 'length', suit: constraint.suit, max: constraint.min - 1}
  if (constraint.type === 'or') {
    const children = constraint.children.map((child) => deny(child))
    return children.every((child) => child !== undefined) ? {type: 'and', children: children as Constraint[]} : undefined
  }

  return undefined
}

/** Ranges with a unit, or bare ones that can only be points, and not a count of cards. */
function isPointsRange(text: string, end: number, max: number, unit: string | undefined): boolean {
  if (unit) return true
  // `4-4` or `5-5` are shapes; a bare range reaching 8 or more is points.
  return max >= 8 && !new RegExp('^' + String.raw`\s*(?:cards?\s*)?` + suitPattern).test(text.slice(end))
}

const rules: readonly Rule[] = [
  {
    // `5-4 majors`, `4-4 in the majors`, `5-5 minors`: both suits, one of them the longer count.
    name: 'two-suiters',
    read(text) {
      const match = /\b(\d)\s*-\s*(\d)\s*(?:in\s+the\s+)?(majors|minors)\b/i.exec(text)
      if (!match) return []
      const [high, low] = [Math.max(Number(match[1]), Number(match[2])), Math.min(Number(match[1]), Number(match[2]))]
      const [a, b]: [Suit, Suit] = match[3]!.toLowerCase() === 'majors' ? ['H', 'S'] : ['C', 'D']
      const both: Constraint[] = [lengthAtom(a, low, undefined), lengthAtom(b, low, undefined)]
      if (high > low) both.push({type: 'or', children: [lengthAtom(a, high, undefined), lengthAtom(b, high, undefined)]})
      return both
    }
  },
  {
    // `5+!s`, `6 hearts`, `4-5!d`, `5+ M`, `6+ suit`, `4+ major`, `6!h or 6!s` (or-ed when joined by `or`).
    name: 'suit lengths',
    read(text, call) {
      const found: Array<{constraint: Constraint; start: number; end: number}> = []
      for (const match of text.matchAll(lengthPattern)) {
        const low = Number(match[1])
        if (low > 13) continue
        // `to 2♦`, `over 1♥`: a call, not a length.
        if (/\b(?:to|over|after|than|bid|bids|then)\s*$/i.test(text.slice(0, match.index))) continue
        if (match[3] !== undefined && Number(match[3]) < low) continue
        // `5-5 minors` is a two-suiter (its own rule), not a range of lengths.
        if (match[3] !== undefined && /^m(?:aj|in)ors?$/i.test(match[4]!)) continue
        const plus = match[2] === '+'
        const high = match[3] === undefined ? (plus ? undefined : low) : Number(match[3])
        // `no 4-card major`, `without 4♠`: fewer.
        const denied = /\b(?:no|without|denies|denying)\s*$/i.test(text.slice(0, match.index))
        const constraint = denied ? deny(lengthFor(match[4]!, low, undefined, call)) : lengthFor(match[4]!, low, high, call)
        if (constraint) found.push({constraint, start: match.index, end: match.index + match[0].length})
      }

      // `A or B`: either length.
      const result: Constraint[] = []
      for (let index = 0; index < found.length; index++) {
        const item = found[index]!
        const next = found[index + 1]
        if (next && /^\s*(?:or|\/)\s*$/i.test(text.slice(item.end, next.start))) {
          result.push({type: 'or', children: [item.constraint, next.constraint]})
          index++
        } else result.push(item.constraint)
      }

      return result
    }
  },
  {
    // `12-14`, `15--17 hcp`, `10 to 12 points`, `20+ hcp`, `15+`.
    name: 'point ranges',
    read(text) {
      const result: Constraint[] = []
      for (const match of text.matchAll(rangePattern)) {
        const min = Number(match[1])
        const max = Number(match[2])
        if (max < min || max > 37) continue
        if (!isPointsRange(text, match.index + match[0].length, max, match[3])) continue
        result.push({type: 'points', scale: 'hcp', min, max})
      }

      for (const match of text.matchAll(plusPattern)) {
        const min = Number(match[1])
        if (min > 37) continue
        const after = text.slice(match.index + match[0].length)
        if (!match[2] && (min < 8 || new RegExp('^' + String.raw`\s*(?:cards?\s*)?` + suitPattern).test(after))) continue
        result.push({type: 'points', scale: 'hcp', min})
      }

      return result
    }
  },
  {
    // `bal`, `balanced`, `semi-bal`, `unbal`.
    name: 'balance',
    read(text) {
      if (/\bsemi-?\s?bal(?:anced)?\b/i.test(text)) return [{type: 'balanced', semi: true}]
      if (/\bun-?bal(?:anced)?\b/i.test(text)) return [{type: 'not', child: {type: 'balanced'}}]
      if (/\bbal(?:anced)?\b/i.test(text) && !/\bor\s+bal/i.test(text) && !/\bbal(?:anced)?\s+or\b/i.test(text)) return [{type: 'balanced'}]
      return []
    }
  },
  {
    // `no major` (Stayman's answer), `no four-card major`: at most three of each.
    name: 'denials',
    read(text) {
      const match = /\bno\s+(?:(?:4|four)[- ]?cards?\s+)?(major|minor)\b/i.exec(text)
      if (!match) return []
      const [a, b]: [Suit, Suit] = match[1]!.toLowerCase() === 'major' ? ['H', 'S'] : ['C', 'D']
      return [lengthAtom(a, undefined, 3), lengthAtom(b, undefined, 3)]
    }
  },
  {
    // A reverse by opener shows extra values: 17 or more in the standard methods.
    name: 'reverses',
    read(text) {
      return /\breverse\b/i.test(text) ? [{type: 'points', scale: 'hcp', min: 17}] : []
    }
  },
  {
    // Stayman asks for a major and (in its standard form) holds one.
    name: 'Stayman',
    read(text) {
      return /\bstayman\b/i.test(text) && !/\bminor[\s-]+suit\s+stayman\b/i.test(text) ? [{type: 'or', children: [lengthAtom('H', 4, undefined), lengthAtom('S', 4, undefined)]}] : []
    }
  },
  {
    // A transfer (`transfer`, `!TRF`, `trf`, `xfer`): five of the suit named after `to`, else the next suit up.
    name: 'transfers',
    read(text, call) {
      // The transfer itself, not its acceptance or completion.
      if (!/(?:\btransfer\b|!?\btrf\b|\bxfer\b)/i.test(text) || /\b(?:accept|accepts|accepted|completed?|completes)\b/i.test(text)) return []
      const named = /\bto\s+(!?[shdc]\b|[♠♥♦♣]|spades|hearts|diamonds|clubs)/i.exec(text)
      let suit: SuitRef | undefined = named ? suitOfWord.get(named[1]!.toLowerCase()) : undefined
      if (!suit && isContractBid(call)) suit = nextSuit[call[1] as keyof typeof nextSuit]
      return suit ? [lengthAtom(suit, 5, undefined)] : []
    }
  },
  {
    // `weak` (a weak two, a weak jump): at most 10 HCP, and six of a suit bid at the two or three level.
    name: 'weak',
    read(text, call) {
      // Not `weak notrump`, nor a choice such as `a weak major or a strong minor` (Multi).
      if (!/\bweak\b/i.test(text) || /\bweak\s+(?:nt|notrump|no\s?trump|major|minor)\b/i.test(text) || /\bor\b/i.test(text)) return []
      const result: Constraint[] = [{type: 'points', scale: 'hcp', max: 10}]
      if (isSuitBid(call) && call[0] !== '1') result.push(lengthAtom('bid', 6, undefined))
      return result
    }
  },
  {
    // `preempt`, `preemptive`: a long suit and no more than 10 HCP.
    name: 'preempts',
    read(text, call) {
      if (!/\bpre-?empt(?:ive)?\b/i.test(text)) return []
      const result: Constraint[] = [{type: 'points', scale: 'hcp', max: 10}]
      if (isSuitBid(call)) result.push(lengthAtom('bid', Math.min(Number(call[0]) + 4, 8), undefined))
      return result
    }
  },
  {
    // Gambling 3NT: a long solid minor.
    name: 'gambling',
    read(text) {
      return /\bgambling\b/i.test(text) ? [{type: 'or', children: [lengthAtom('C', 7, undefined), lengthAtom('D', 7, undefined)]}] : []
    }
  },
  {
    // A splinter shows shortness in the bid suit.
    name: 'splinters',
    read(text, call) {
      return /\bsplinter\b/i.test(text) && isSuitBid(call) ? [lengthAtom('bid', undefined, 1)] : []
    }
  },
  {
    // A raise (`raise`, `support`): three or more of partner's suit.
    name: 'raises',
    read(text) {
      return /\b(?:raise|support)\b/i.test(text) ? [lengthAtom('partner', 3, undefined)] : []
    }
  },
  {
    // `natural`, `nat`: four or more of a suit bid (when no length is given).
    name: 'natural',
    read(text, call) {
      return /\bnat(?:ural)?\b/i.test(text) && isSuitBid(call) ? [lengthAtom('bid', 4, undefined)] : []
    }
  }
]

/** A suit bid, also a pattern (`2X`, `4CD`, `2red`): its `bid suit` is bound when the robot expands it. */
function isSuitBid(call: string): boolean {
  return /^[1-7]/.test(call) && !/N$/.test(call)
}

const nextSuit = {C: 'D', D: 'H', H: 'S', S: 'C', N: 'C'} as const satisfies Record<string, Suit>

/** The names of the rules, in the order they apply. */
export const inferenceRules: readonly string[] = rules.map((rule) => rule.name)

/**
 * Read a constraint from a description (`12-14 bal` → `12–14 HCP, balanced`);
 * `undefined` when nothing in it reads. `call` is the bid's call (for
 * transfers, weak twos and suit references).
 */
export function inferConstraint(text: string, call: Call): Constraint | undefined {
  // `20-21 bal / any game force`: alternatives, each of which must read, or none is claimed.
  const alternatives = text.split(/\s+\/\s+/)
  if (alternatives.length > 1) {
    const read = alternatives.map((alternative) => inferPart(alternative, call))
    if (read.some((part) => part === undefined)) return undefined
    return {type: 'or', children: read as Constraint[]}
  }

  return inferPart(text, call)
}

/** Infer from one alternative of a description. */
function inferPart(whole: string, call: Call): Constraint | undefined {
  // A condition (`18+ if 3♥`) qualifies what follows it: read only what comes before.
  // What a hand *may* hold is no requirement: read only what comes before `may`, `can` …; a condition
  // (`18+ if 3♥`) qualifies the clause it ends, so that clause goes too.
  const cut = /\b(if|may|might|can|could|possibly)\b/i.exec(whole)
  let text = cut ? whole.slice(0, cut.index) : whole
  if (cut && cut[1]!.toLowerCase() === 'if') text = text.replace(/[^.,;]*$/, '')
  const parts: Constraint[] = []
  let hasLength = false
  let hasPoints = false
  for (const rule of rules) {
    // Explicit counts in the text beat a convention's default.
    if ((rule.name === 'natural' || rule.name === 'raises') && hasLength) continue
    const found = rule.read(text, call).filter((part) => {
      if (part.type === 'points' && hasPoints) return false
      if (rule.name !== 'suit lengths' && rule.name !== 'point ranges' && rule.name !== 'two-suiters' && part.type === 'length' && hasLength) return false
      return true
    })
    for (const part of found) {
      if (part.type === 'points') hasPoints = true
      if (part.type === 'length' || part.type === 'or' || part.type === 'and') hasLength = true
      parts.push(part)
    }
  }

  if (parts.length === 0) return undefined
  return parts.length === 1 ? parts[0]! : {type: 'and', children: parts}
}

/** The description of a bid as text, `''` when none. */
function descriptionOf(bid: Bid): string {
  const first = bid.children[0]
  return first?.type === 'meaning' ? phrasingToString(first.children) : ''
}

/** How many calls of a system have an explicit constraint, an inferred one, or none. */
export interface Coverage {
  total: number
  explicit: number
  inferred: number
  none: number
}

function visitBids(node: {children?: unknown[]}, visit: (bid: Bid) => void): void {
  for (const child of (node.children ?? []) as Array<{type: string; children?: unknown[]}>) {
    if (child.type === 'bid') visit(child as unknown as Bid)
    if (child.children) visitBids(child, visit)
  }
}

/**
 * A copy of a system with constraints read from the descriptions of bids
 * that have none (marked `data.inferred`); bids with a constraint keep it.
 */
export function inferConstraints(tree: Root): Root {
  // bdast trees are plain JSON.
  const copy = JSON.parse(JSON.stringify(tree)) as Root
  visitBids(copy, (bid) => {
    if (bid.constraint || bid.by === 'they') return
    const inferred = inferConstraint(descriptionOf(bid), bid.call as Call)
    if (!inferred) return
    bid.constraint = inferred
    bid.data = {...bid.data, inferred: true}
  })
  return copy
}

/** Count a system's calls (ours) by where their constraint comes from. */
export function coverageOf(tree: Root): Coverage {
  const coverage: Coverage = {total: 0, explicit: 0, inferred: 0, none: 0}
  visitBids(tree, (bid) => {
    if (bid.by === 'they') return
    coverage.total++
    if (bid.constraint) coverage.explicit++
    else if (inferConstraint(descriptionOf(bid), bid.call as Call)) coverage.inferred++
    else coverage.none++
  })
  return coverage
}

/** A coverage as one line: `12 calls: explicit 0 (0%), inferred 9 (75%), none 3 (25%)`. */
export function coverageText(coverage: Coverage): string {
  const share = (count: number) => count + ' (' + (coverage.total === 0 ? 0 : Math.round((count / coverage.total) * 100)) + '%)'
  return coverage.total + ' calls: explicit ' + share(coverage.explicit) + ', inferred ' + share(coverage.inferred) + ', none ' + share(coverage.none)
}

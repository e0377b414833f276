/**
 * A convention card from the notes: what the ACBL convention card asks,
 * filled from the constraints of the calls where they exist and from the
 * conventions the text names. A box the notes are silent about stays
 * empty: nothing is guessed.
 */

import {constraintBounds, formatCall, isCall, phrasingToString, type Bid, type FlowContent, type Root, type Suit} from '@bidding/core'
import {linesOf} from '@bidding/display'
import {auctionIndex, callAt, type AuctionIndex} from './auctions.js'
import {conventionNames, type ConventionKey} from './conventions.js'

/** One box of the card. */
export interface CardField {
  /** What the card asks (`1NT`, `Stayman`, `Minimum length`). */
  label: string
  /** What the notes say, or `undefined` for an empty box. */
  value: string | undefined
  /** Where the value comes from (`constraint of 1NT`, `meaning of 1NT–2♣`, `text`). */
  from?: string | undefined
}

/** A section of the card. */
export interface CardSection {
  /** A stable key (`notrump`, `majors` …). */
  id: string
  title: string
  fields: CardField[]
}

/** A convention card. */
export interface Card {
  title: string
  sections: CardSection[]
}

/** `1N-2C` as players write it: `1NT–2♣`, theirs in parentheses. */
export function auctionText(auction: string): string {
  return auction
    .split('-')
    .map((key) => {
      const theirs = key.startsWith('(')
      const call = theirs ? key.slice(1, -1) : key
      const shown = isCall(call) ? formatCall(call, 'symbols') : call
      return theirs ? '(' + shown + ')' : shown
    })
    .join('–')
}

/** The first line of a call's meaning, as text. */
function meaningOf(bid: Bid | undefined): string | undefined {
  const meaning = bid?.children.find((child) => child.type === 'meaning')
  if (!meaning || meaning.type !== 'meaning') return undefined
  const first = linesOf(meaning.children)[0] ?? []
  const text = phrasingToString(first).trim()
  return text === '' ? undefined : text
}

/** The HCP range a call's constraint gives (`15–17`, `22+`, `up to 11`), if it bounds HCP. */
function hcpOf(bid: Bid | undefined): string | undefined {
  if (!bid?.constraint) return undefined
  const [min, max] = constraintBounds(bid.constraint).hcp
  if (min > max) return undefined
  if (min <= 0 && max >= 37) return undefined
  if (max >= 37) return min + '+'
  if (min <= 0) return 'up to ' + max
  return min === max ? String(min) : min + '–' + max
}

/** The least length of a suit a call's constraint gives, if any. */
function minimumLength(bid: Bid | undefined, suit: Suit): number | undefined {
  if (!bid?.constraint) return undefined
  const [min] = constraintBounds(bid.constraint).length[suit]
  return min > 0 ? min : undefined
}

/** A box of a call: its HCP from the constraint, and the first line of its meaning. */
function callField(index: AuctionIndex, label: string, auction: string): CardField {
  const bid = callAt(index, auction)
  const parts = [hcpOf(bid) ? hcpOf(bid) + ' HCP' : undefined, meaningOf(bid)].filter(Boolean)
  return {label, value: parts.length > 0 ? parts.join(', ') : undefined, from: bid ? auctionText(auction) : undefined}
}

/** A box of a call's HCP range only. */
function rangeField(index: AuctionIndex, label: string, auction: string): CardField {
  const bid = callAt(index, auction)
  const range = hcpOf(bid)
  return {label, value: range, from: range ? 'constraint of ' + auctionText(auction) : undefined}
}

function lengthField(index: AuctionIndex, label: string, auction: string, suit: Suit): CardField {
  const bid = callAt(index, auction)
  const length = minimumLength(bid, suit)
  return {label, value: length === undefined ? undefined : String(length), from: length === undefined ? undefined : 'constraint of ' + auctionText(auction)}
}

/** The text of the prose (headings, paragraphs, lists), to find conventions named there. */
function proseOf(nodes: readonly FlowContent[], parts: string[]): string[] {
  for (const node of nodes) {
    if (node.type === 'heading' || node.type === 'paragraph') parts.push(phrasingToString(node.children))
    else if (node.type === 'list') {
      for (const item of node.children) if (item.type === 'listItem') proseOf(item.children, parts)
    } else if (node.type === 'descriptionList') {
      for (const item of node.children) {
        for (const part of item.children) parts.push(phrasingToString(part.children))
      }
    }
  }

  return parts
}

/** Where the notes name each convention: the first call whose meaning names it, else the prose. */
function conventionsOf(tree: Root, index: AuctionIndex): Map<ConventionKey, CardField> {
  const found = new Map<ConventionKey, CardField>()
  const keys = Object.keys(conventionNames) as ConventionKey[]
  const calls = [...index.values()].flat()
  for (const {bid, before} of calls) {
    const meaning = bid.children.find((child) => child.type === 'meaning')
    if (!meaning || meaning.type !== 'meaning') continue
    const text = phrasingToString(meaning.children)
    for (const key of keys) {
      if (found.has(key) || !conventionNames[key].pattern.test(text)) continue
      const auction = auctionText([...before, bid.by === 'they' ? '(' + bid.call + ')' : bid.call].join('-'))
      found.set(key, {label: conventionNames[key].name, value: auction, from: 'meaning of ' + auction})
    }
  }

  const prose = proseOf(tree.children, []).join('\n')
  for (const key of keys) {
    if (!found.has(key) && conventionNames[key].pattern.test(prose)) {
      found.set(key, {label: conventionNames[key].name, value: 'yes', from: 'text'})
    }
  }

  return found
}

/**
 * Phrases of leads and signals the card asks about, found in the text. The
 * card shows the sentence a phrase is in; sentences are split first, so a
 * long text without a full stop stays linear (a `[^.]*` before the phrase
 * would retry from every position).
 */
const leadPatterns: ReadonlyArray<[label: string, pattern: RegExp]> = [
  ['Opening leads', /\b(?:fourth[- ]best|4th best|top of (?:a )?sequence|(?:3rd|third) and (?:5th|fifth)|attitude leads?)\b/i],
  ['Signals', /\b(?:standard (?:signals|carding|attitude)|upside[- ]down|udca|count signals?|suit[- ]preference signals?|odd[- ]even|lavinthal)\b/i]
]

/** The first sentence of `text` (split at full stops) that `pattern` finds a phrase in. */
function sentenceWith(text: string, pattern: RegExp): string | undefined {
  return text.split('.').find((sentence) => pattern.test(sentence))?.trim()
}

/**
 * Fill a convention card from a document.
 *
 * @param tree the bdast root.
 * @returns the card's sections and boxes, empty where the notes are silent.
 */
export function cardOf(tree: Root): Card {
  const index = auctionIndex(tree)
  const named = conventionsOf(tree, index)
  const convention = (key: ConventionKey): CardField => named.get(key) ?? {label: conventionNames[key].name, value: undefined}
  const prose = proseOf(tree.children, []).join('\n')
  return {
    title: tree.metadata?.title ?? 'Convention card',
    sections: [
      {
        id: 'general',
        title: 'General approach',
        fields: [{label: 'System', value: tree.metadata?.title, from: tree.metadata?.title ? 'title' : undefined}]
      },
      {
        id: 'notrump',
        title: 'Notrump opening bids',
        fields: [
          rangeField(index, '1NT', '1N'),
          rangeField(index, '2NT', '2N'),
          rangeField(index, '3NT', '3N'),
          callField(index, '2♣ response', '1N-2C'),
          callField(index, '2♦ response', '1N-2D'),
          callField(index, '2♥ response', '1N-2H'),
          callField(index, '2♠ response', '1N-2S'),
          callField(index, '2NT response', '1N-2N'),
          convention('stayman'),
          convention('jacobyTransfers'),
          convention('texasTransfers'),
          convention('smolen'),
          convention('puppetStayman')
        ]
      },
      {
        id: 'majors',
        title: 'Major openings',
        fields: [
          lengthField(index, '1♥ minimum length', '1H', 'H'),
          lengthField(index, '1♠ minimum length', '1S', 'S'),
          callField(index, '1♥–1NT', '1H-1N'),
          callField(index, '1♠–1NT', '1S-1N'),
          convention('jacoby2nt'),
          convention('splinters'),
          convention('drury')
        ]
      },
      {
        id: 'minors',
        title: 'Minor openings',
        fields: [
          lengthField(index, '1♣ minimum length', '1C', 'C'),
          lengthField(index, '1♦ minimum length', '1D', 'D'),
          convention('newMinorForcing'),
          convention('fourthSuit')
        ]
      },
      {
        id: 'two-level',
        title: 'Two-level openings',
        fields: [
          callField(index, '2♣', '2C'),
          callField(index, '2♦', '2D'),
          callField(index, '2♥', '2H'),
          callField(index, '2♠', '2S'),
          convention('ogust'),
          convention('feature'),
          convention('multi')
        ]
      },
      {
        id: 'competitive',
        title: 'Overcalls and doubles',
        fields: [
          convention('weakJumpOvercall'),
          convention('michaels'),
          convention('unusual2nt'),
          convention('negativeDouble'),
          convention('responsiveDouble'),
          convention('supportDouble'),
          convention('lebensohl'),
          convention('cappelletti'),
          convention('landy'),
          convention('dont')
        ]
      },
      {
        id: 'slam',
        title: 'Slam conventions',
        fields: [convention('blackwood'), convention('keycard'), convention('gerber'), convention('grandSlamForce')]
      },
      {
        id: 'carding',
        title: 'Leads and carding',
        fields: leadPatterns.map(([label, pattern]) => {
          const sentence = sentenceWith(prose, pattern)
          return {label, value: sentence, from: sentence ? 'text' : undefined}
        })
      }
    ]
  }
}

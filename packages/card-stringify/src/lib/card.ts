/**
 * A convention card from the notes: what the ACBL convention card asks,
 * filled from the constraints of the calls where they exist and from the
 * conventions the text names. A box the notes are silent about stays
 * empty: nothing is guessed.
 */

import {constraintBounds} from '@bidding/core/constraints'
import {formatCall, isCall, isContractBid, strainOf, type Suit} from '@bidding/core/calls'
import {phrasingToString, type Bid, type FlowContent, type Root} from '@bidding/core'
import {linesOf, playersOrder} from '@bidding/display'
import {auctionIndex, callAt, callKey, continuations, type AuctionIndex} from './auctions.js'
import {conventionNames, type ConventionKey} from './conventions.js'
import {overcallsOf, rangeText, type OvercallKind, type OvercallRange} from './overcalls.js'

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

/** A table of the card: the WBF card's openings on its back. */
export interface CardTable {
  /** A stable key (`openings`). */
  id: string
  title: string
  columns: string[]
  /** One row per call: its key (`1N`) and a cell per column, `undefined` where the notes are silent. */
  rows: Array<{key: string; cells: Array<string | undefined>}>
}

/** The card layouts: the ACBL convention card, or the WBF convention card. */
export type CardLayout = 'acbl' | 'wbf'

/** A convention card (`Card` of `@bidding/hand` is a playing card). */
export interface ConventionCard {
  title: string
  layout: CardLayout
  sections: CardSection[]
  /** Tables after the sections (the WBF card's openings). */
  tables: CardTable[]
}

/** Options of `conventionCardOf`. */
export interface CardOptions {
  /** Which card to fill (default: `'acbl'`). */
  layout?: CardLayout | null | undefined
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

/** A box of an overcall range (`8–18 HCP, 5+ cards`). */
function overcallField(label: string, range: OvercallRange | undefined, seat: string): CardField {
  if (!range) return {label, value: undefined}
  return {label, value: rangeText(range), from: 'constraints of ' + range.calls + ' ' + seat + ' overcall' + (range.calls === 1 ? '' : 's')}
}

type OvercallBox = OvercallKind | 'reopening' | 'reopeningNotrump'

/** The overcall boxes, direct and balancing. */
function overcallFields(index: AuctionIndex, labels: Readonly<Record<OvercallBox, string>>): Record<OvercallBox, CardField> {
  const {direct, balancing} = overcallsOf(index)
  return {
    oneLevel: overcallField(labels.oneLevel, direct.oneLevel, 'one-level'),
    twoLevel: overcallField(labels.twoLevel, direct.twoLevel, 'two-level'),
    jump: overcallField(labels.jump, direct.jump, 'jump'),
    notrump: overcallField(labels.notrump, direct.notrump, '1NT'),
    reopening: overcallField(labels.reopening, balancing.oneLevel ?? balancing.twoLevel, 'balancing'),
    reopeningNotrump: overcallField(labels.reopeningNotrump, balancing.notrump, 'balancing 1NT')
  }
}

/** The least lengths of the one-level suit openings, in one box (`1♣ 3+ · 1♦ 3+ · 1♥ 5+ · 1♠ 5+`). */
function openingLengthsField(index: AuctionIndex): CardField {
  const parts: string[] = []
  for (const suit of ['C', 'D', 'H', 'S'] as const) {
    const length = minimumLength(callAt(index, '1' + suit), suit)
    if (length !== undefined) parts.push(auctionText('1' + suit) + ' ' + length + '+')
  }

  return {label: 'Minimum lengths', value: parts.length > 0 ? parts.join(' · ') : undefined, from: parts.length > 0 ? 'constraints of the openings' : undefined}
}

/** How high negative doubles go, where the text says (`Negative doubles apply through 2♠`). */
const negativeThrough = /\bnegative doubles?\b[^.\n]{0,40}?\b(?:through|thru|up to)\s+(\d\s?(?:NT|[CDHSN♣♦♥♠]))/i

function negativeDoubleThrough(prose: string): string | undefined {
  // Split first so a long line without a full stop stays linear.
  for (const sentence of prose.split(/[.\n]/)) {
    const match = negativeThrough.exec(sentence)
    if (match) {
      const call = match[1]!.replaceAll(/\s/g, '').toUpperCase().replace('NT', 'N').replace(/[♣♦♥♠]/u, (suit) => ({'♣': 'C', '♦': 'D', '♥': 'H', '♠': 'S'})[suit]!)
      return auctionText(call)
    }
  }

  return undefined
}

/** A call's meaning in a cell: its first line, cut at a reasonable length. */
function shortMeaning(bid: Bid): string | undefined {
  const text = meaningOf(bid)
  if (!text) return undefined
  return text.length > 60 ? text.slice(0, 59).trimEnd() + '…' : text
}

/** A call's first meaning line after its HCP (`15–17 HCP, balanced`). */
function description(bid: Bid): string | undefined {
  const parts = [hcpOf(bid) ? hcpOf(bid) + ' HCP' : undefined, meaningOf(bid)].filter(Boolean)
  return parts.length > 0 ? parts.join(', ') : undefined
}

/** Artificial when its meaning says so (a constraint's bounds are too coarse to tell). */
function artificial(bid: Bid): boolean {
  const text = meaningOf(bid)
  return text !== undefined && /\b(?:artificial|conventional|relay)\b/i.test(text)
}

/** The WBF card's back: one row per opening, in players' order. */
function openingsTable(index: AuctionIndex, prose: string): CardTable {
  const through = negativeDoubleThrough(prose)
  const rows: CardTable['rows'] = []
  for (const opening of playersOrder(continuations(index, ''))) {
    if (opening.by === 'they' || !isContractBid(opening.call)) continue
    const key = callKey(opening.call, opening.by)
    const strain = strainOf(opening.call)
    const length = strain === 'N' ? undefined : minimumLength(opening, strain)
    const responses = playersOrder(continuations(index, key).filter((bid) => bid.by === 'we' && bid.call !== 'P'))
      .map((bid) => {
        const meaning = shortMeaning(bid)
        return auctionText(bid.call) + (meaning ? ' ' + meaning : '')
      })
      .join('; ')
    rows.push({
      key,
      cells: [
        auctionText(key),
        artificial(opening) ? '✓' : undefined,
        length === undefined ? undefined : String(length),
        // The text's limit is for our one-level suit openings.
        strain === 'N' || !opening.call.startsWith('1') ? undefined : through,
        description(opening),
        responses === '' ? undefined : responses,
        undefined,
        undefined
      ]
    })
  }

  return {
    id: 'openings',
    title: 'Openings',
    columns: ['Opening', 'Artificial', 'Min. cards', 'Neg. dbl thru', 'Description', 'Responses', 'Subsequent action', 'Competitive & passed hand bidding'],
    rows
  }
}

/** The leads and signals boxes: a sentence of the text naming them. */
function cardingFields(prose: string): CardField[] {
  return leadPatterns.map(([label, pattern]) => {
    const sentence = sentenceWith(prose, pattern)
    return {label, value: sentence, from: sentence ? 'text' : undefined}
  })
}

interface Found {
  index: AuctionIndex
  convention: (key: ConventionKey) => CardField
  prose: string
}

/** The system's name, from the title. */
function systemField(tree: Root): CardField {
  return {label: 'System', value: tree.metadata?.title, from: tree.metadata?.title ? 'title' : undefined}
}

const notrumpResponseCalls = [
  ['2♣', '1N-2C'],
  ['2♦', '1N-2D'],
  ['2♥', '1N-2H'],
  ['2♠', '1N-2S'],
  ['2NT', '1N-2N']
] as const

const notrumpConventions: readonly ConventionKey[] = ['stayman', 'jacobyTransfers', 'texasTransfers', 'smolen', 'puppetStayman']

/** What both cards show after 1NT: the responses 2♣ … 2NT (each label followed by `suffix`) and the notrump conventions. */
function notrumpResponses(index: AuctionIndex, convention: Found['convention'], suffix: string): CardField[] {
  return [
    ...notrumpResponseCalls.map(([label, auction]) => callField(index, label + suffix, auction)),
    ...notrumpConventions.map((key) => convention(key))
  ]
}

/** The ACBL convention card's sections. */
function acblSections(tree: Root, {index, convention, prose}: Found): CardSection[] {
  const through = negativeDoubleThrough(prose)
  const overcalls = overcallFields(index, {
    oneLevel: 'Overcalls, 1 level',
    twoLevel: 'Overcalls, 2 level',
    jump: 'Jump overcalls',
    notrump: '1NT overcall (direct)',
    reopening: 'Balancing overcalls',
    reopeningNotrump: '1NT overcall (balancing)'
  })
  return [
    {
      id: 'general',
      title: 'General approach',
      fields: [systemField(tree)]
    },
    {
      id: 'notrump',
      title: 'Notrump opening bids',
      fields: [
        rangeField(index, '1NT', '1N'),
        rangeField(index, '2NT', '2N'),
        rangeField(index, '3NT', '3N'),
        ...notrumpResponses(index, convention, ' response')
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
        overcalls.oneLevel,
        overcalls.twoLevel,
        overcalls.jump,
        overcalls.notrump,
        overcalls.reopening,
        overcalls.reopeningNotrump,
        convention('weakJumpOvercall'),
        convention('michaels'),
        convention('unusual2nt'),
        convention('negativeDouble'),
        {label: 'Negative doubles through', value: through, from: through ? 'text' : undefined},
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
    {id: 'carding', title: 'Leads and carding', fields: cardingFields(prose)}
  ]
}

/**
 * The WBF convention card's sections, after the WBF's “Guide to completion
 * of the WBF convention card”: the system summary and special bids on the
 * front's right, leads, signals and doubles in its middle, defensive and
 * competitive bidding on its left; the openings table on the back.
 */
function wbfSections(tree: Root, {index, convention, prose}: Found): CardSection[] {
  const overcalls = overcallFields(index, {
    oneLevel: '1 level',
    twoLevel: '2 level',
    jump: 'Jump overcalls',
    notrump: '1NT overcall, 2nd seat',
    reopening: 'Reopening',
    reopeningNotrump: '1NT overcall, reopening'
  })
  const through = negativeDoubleThrough(prose)
  return [
    {
      id: 'general',
      title: 'System summary: general approach and style',
      fields: [
        systemField(tree),
        openingLengthsField(index),
        rangeField(index, '1NT opening', '1N'),
        rangeField(index, '2NT opening', '2N')
      ]
    },
    {
      id: 'notrump',
      title: '1NT opening and responses',
      fields: notrumpResponses(index, convention, '')
    },
    {
      id: 'two-level',
      title: 'Special bids that may require defence: two-level openings',
      fields: [callField(index, '2♣', '2C'), callField(index, '2♦', '2D'), callField(index, '2♥', '2H'), callField(index, '2♠', '2S'), convention('multi'), convention('namyats')]
    },
    {id: 'overcalls', title: 'Overcalls (style; responses; 1/2 level; reopening)', fields: [overcalls.oneLevel, overcalls.twoLevel, overcalls.reopening]},
    {id: 'notrump-overcall', title: '1NT overcall (2nd/4th live; responses; reopening)', fields: [overcalls.notrump, overcalls.reopeningNotrump]},
    {
      id: 'jump-overcalls',
      title: 'Jump overcalls (style; responses; unusual NT)',
      fields: [overcalls.jump, convention('weakJumpOvercall'), convention('unusual2nt')]
    },
    {id: 'cue-bids', title: 'Direct and jump cue bids (style; responses; reopen)', fields: [convention('michaels')]},
    {id: 'vs-notrump', title: 'Vs. NT (vs. strong/weak; reopening; PH)', fields: [convention('landy'), convention('cappelletti'), convention('dont')]},
    {id: 'vs-preempts', title: 'Vs. preempts (doubles; cue-bids; jumps; NT bids)', fields: [convention('lebensohl')]},
    {id: 'over-double', title: 'Over opponents’ takeout double', fields: [convention('jordan')]},
    {id: 'leads', title: 'Opening leads style and signals in order of priority', fields: cardingFields(prose)},
    {
      id: 'doubles',
      title: 'Doubles: takeout doubles; special, artificial and competitive doubles and redoubles',
      fields: [
        convention('negativeDouble'),
        {label: 'Negative doubles through', value: through, from: through ? 'text' : undefined},
        convention('responsiveDouble'),
        convention('supportDouble')
      ]
    },
    {
      id: 'high-level',
      title: 'High level bidding',
      fields: [convention('blackwood'), convention('keycard'), convention('gerber'), convention('grandSlamForce')]
    },
    {
      id: 'other',
      title: 'Other conventions',
      fields: [
        convention('jacoby2nt'),
        convention('splinters'),
        convention('drury'),
        convention('newMinorForcing'),
        convention('fourthSuit'),
        convention('ogust'),
        convention('feature')
      ]
    }
  ]
}

/**
 * Fill a convention card from a document.
 *
 * @param tree the bdast root.
 * @param options which card (the ACBL's, by default, or the WBF's).
 * @returns the card's sections and boxes, empty where the notes are silent.
 */
export function conventionCardOf(tree: Root, options?: Readonly<CardOptions> | null): ConventionCard {
  const layout = options?.layout ?? 'acbl'
  const index = auctionIndex(tree)
  const named = conventionsOf(tree, index)
  const found: Found = {
    index,
    convention: (key) => named.get(key) ?? {label: conventionNames[key].name, value: undefined},
    prose: proseOf(tree.children, []).join('\n')
  }
  return {
    title: tree.metadata?.title ?? 'Convention card',
    layout,
    sections: layout === 'wbf' ? wbfSections(tree, found) : acblSections(tree, found),
    tables: layout === 'wbf' ? [openingsTable(index, found.prose)] : []
  }
}

/** @deprecated Use `ConventionCard` (`Card` of `@bidding/hand` is a playing card); removed in the next minor release. */
export type Card = ConventionCard

/** @deprecated Use `conventionCardOf` (`cardOf` of `@bidding/hand` makes a playing card); removed in the next minor release. */
export const cardOf = conventionCardOf

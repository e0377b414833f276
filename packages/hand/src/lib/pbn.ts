/**
 * PBN 2.1 (Portable Bridge Notation), the part deals and auctions need:
 * tag pairs (with `#` inheritance), `Deal`, `Dealer`, `Vulnerable`,
 * `Board`, the `Auction` section with note references (`=1=`), NAGs and
 * suffix annotations, and `[Note "1:…"]` tags. Other sections (`Play`,
 * `OptimumResultTable` …) are kept as lines.
 *
 * The reader never throws: every problem is a warning on the file, with a
 * position, and the rest of the file is still read.
 */

import {parseCall, type Call, type DealVulnerability, type Direction} from '@bidding/core/calls'
import type {Point, Position} from 'unist'
import {VFile} from 'vfile'
import {location} from 'vfile-location'
import {boardDealer, boardVulnerability, formatVulnerability, parseDirection, parseVulnerability} from './board.js'
import type {Deal} from './cards.js'
import {formatDeal, parseDeal} from './notation.js'

/** One tag pair, with the section that follows it (Auction, Play …). */
export interface PbnTag {
  /** Name in its standard spelling for known tags (`Board` for `BOARD`), else as written. */
  name: string
  /** Value; a `#` is replaced by the previous game’s value. */
  value: string
  /** Lines of the section after the tag, as written (comments kept). */
  section?: string[] | undefined
  position?: Position | undefined
}

/** One call of an auction. */
export interface PbnCall {
  call: Call
  /** Suffix annotation or NAG (`!`, `?!`, `$3`). */
  annotation?: string | undefined
  /** Texts of the notes the call refers to (`=1=` → the `[Note "1:…"]` text). */
  notes?: string[] | undefined
}

/** An auction: who called first, and the calls. */
export interface PbnAuction {
  first: Direction
  calls: PbnCall[]
  /** The section ended with `*` (the auction is not over). */
  incomplete?: boolean | undefined
}

/** A game (a board) of a PBN file. */
export interface PbnGame {
  /** Every tag in file order (notes included). */
  tags: PbnTag[]
  board?: number | undefined
  dealer?: Direction | undefined
  vulnerability?: DealVulnerability | undefined
  /** The deal; unknown hands (`-`) have no cards. */
  deal?: Deal | undefined
  auction?: PbnAuction | undefined
  position?: Position | undefined
}

const source = '@bidding/hand'

/** Tags written first, in this order (the PBN export order). */
const roster = [
  'Event',
  'Site',
  'Date',
  'Board',
  'West',
  'North',
  'East',
  'South',
  'Dealer',
  'Vulnerable',
  'Deal',
  'Scoring',
  'Declarer',
  'Contract',
  'Result'
]

/** Standard spellings of the tags the reader knows: the roster, then the others. */
const knownTags = [
  ...roster,
  'Auction',
  'Play',
  'Note',
  'Annotator',
  'AnnotatorNA',
  'Application',
  'BidSystemEW',
  'BidSystemNS',
  'Description',
  'Room',
  'Round',
  'Score',
  'Stage',
  'Table',
  'Termination',
  'Time',
  'UTCDate',
  'UTCTime',
  'OptimumResultTable',
  'OptimumScore',
  'ParContract'
]
const canonicalTag = new Map(knownTags.map((name) => [name.toLowerCase(), name]))


interface Token {
  kind: 'tag' | 'text' | 'blank'
  start: number
  end: number
  name?: string
  value?: string
  valueStart?: number
  /** Text of a `text` line with comments removed. */
  text?: string
}

/**
 * Read PBN text into games. Messages go to `file` (one is made when absent).
 */
export function parsePbn(value: string, file: VFile = new VFile()): PbnGame[] {
  const place = location(value)
  const point = (offset: number): Point => place.toPoint(offset) ?? {line: 1, column: 1}
  const span = (start: number, end: number): Position => ({start: point(start), end: point(end)})
  const warn = (reason: string, start: number, end: number, ruleId: string) => {
    file.message(reason, {place: span(start, end), ruleId, source})
  }

  const tokens = tokenize(value, warn)
  const games: PbnGame[] = []
  let previous = new Map<string, string>()
  let current: PbnGame | undefined
  let lastTag: PbnTag | undefined
  let seen = new Set<string>()

  const finish = () => {
    if (!current) return
    interpret(current, value, warn)
    const values = new Map(previous)
    for (const tag of current.tags) values.set(tag.name.toLowerCase(), tag.value)
    previous = values
    games.push(current)
    current = undefined
  }

  for (const token of tokens) {
    if (token.kind === 'blank') {
      lastTag = undefined
      continue
    }

    if (token.kind === 'text') {
      if (lastTag) {
        lastTag.section ??= []
        lastTag.section.push(value.slice(token.start, token.end))
        ;(lastTag as SectionTag).sectionTokens ??= []
        ;(lastTag as SectionTag).sectionTokens!.push(token)
      } else {
        warn('Unexpected text outside a tag section', token.start, token.end, 'unexpected-text')
      }

      continue
    }

    const raw = token.name!
    const name = canonicalTag.get(raw.toLowerCase()) ?? raw
    const key = name.toLowerCase()
    if (current && key !== 'note' && seen.has(key)) finish()
    if (!current) {
      current = {tags: [], position: span(token.start, token.end)}
      seen = new Set()
    }

    let tagValue = token.value!
    if (tagValue === '#') {
      const inherited = previous.get(key)
      if (inherited === undefined) {
        warn('Unexpected `#` in `' + name + '`, no previous game has this tag', token.start, token.end, 'missing-inherited')
        tagValue = ''
      } else {
        tagValue = inherited
      }
    }

    const tag: PbnTag & SectionTag = {name, value: tagValue, position: span(token.start, token.end)}
    tag.valueStart = tagValue === token.value ? token.valueStart : undefined
    current.tags.push(tag)
    current.position!.end = point(token.end)
    seen.add(key)
    lastTag = tag
  }

  finish()
  for (const game of games) for (const tag of game.tags) cleanTag(tag)
  return games
}

interface SectionTag {
  valueStart?: number | undefined
  sectionTokens?: Token[] | undefined
}

function cleanTag(tag: PbnTag & SectionTag): void {
  delete tag.valueStart
  delete tag.sectionTokens
}

type Warn = (reason: string, start: number, end: number, ruleId: string) => void

/** Split the text into tags, section lines and blank lines; comments are dropped from section text. */
function tokenize(value: string, warn: Warn): Token[] {
  const tokens: Token[] = []
  let index = 0
  let inComment = false
  let commentStart = 0
  while (index < value.length) {
    let lineEnd = value.indexOf('\n', index)
    if (lineEnd === -1) lineEnd = value.length
    let end = lineEnd
    if (end > index && value[end - 1] === '\r') end--
    const line = value.slice(index, end)

    if (!inComment && line.startsWith('%')) {
      index = lineEnd + 1
      continue
    }

    // Remove comments, keep the rest of the line.
    let text = ''
    let column = 0
    let tagAt = -1
    while (column < line.length) {
      const character = line[column]!
      if (inComment) {
        if (character === '}') inComment = false
        column++
        continue
      }

      if (character === '{') {
        inComment = true
        commentStart = index + column
        column++
        continue
      }

      if (character === ';') break
      if (character === '[' && text.trim() === '' && tagAt === -1) tagAt = column
      if (tagAt !== -1) break
      text += character
      column++
    }

    if (tagAt !== -1) {
      const tag = readTag(value, index + tagAt, end, warn)
      if (tag) {
        tokens.push(tag)
        // Text after a tag on the same line starts its section.
        const after = value.slice(tag.end, end)
        const rest = after.replace(/;.*$/, '')
        if (rest.trim() !== '' && !rest.trim().startsWith('{')) {
          tokens.push({kind: 'text', start: tag.end, end, text: rest})
        }
      }

      index = lineEnd + 1
      continue
    }

    if (text.trim() === '') {
      if (line.trim() === '' && !inComment) tokens.push({kind: 'blank', start: index, end})
    } else {
      tokens.push({kind: 'text', start: index, end, text})
    }

    index = lineEnd + 1
  }

  if (inComment) warn('Unexpected end of file in a `{` comment, expected `}`', commentStart, commentStart + 1, 'unclosed-comment')
  return tokens
}

/** Read `[Name "value"]` starting at `start`. */
function readTag(value: string, start: number, end: number, warn: Warn): Token | undefined {
  const match = /^\[\s*([A-Za-z0-9_]+)\s+"/.exec(value.slice(start, end))
  if (!match) {
    warn('Unexpected `' + value.slice(start, Math.min(end, start + 20)) + '`, expected a tag such as `[Board "1"]`', start, end, 'invalid-tag')
    return undefined
  }

  let index = start + match[0].length
  const valueStart = index
  let text = ''
  while (index < end && value[index] !== '"') {
    if (value[index] === '\\' && index + 1 < end) {
      text += value[index + 1]
      index += 2
    } else {
      text += value[index]
      index++
    }
  }

  if (index >= end) {
    warn('Unexpected end of line in a tag value, expected `"`', valueStart - 1, end, 'invalid-tag')
    return undefined
  }

  index++
  while (index < end && /[ \t]/.test(value[index]!)) index++
  if (value[index] !== ']') {
    warn('Unexpected `' + (value[index] ?? 'end of line') + '`, expected `]`', index, index + 1, 'invalid-tag')
    return undefined
  }

  return {kind: 'tag', start, end: index + 1, name: match[1]!, value: text, valueStart}
}

/** Fill the structured fields of a game from its tags. */
function interpret(game: PbnGame, value: string, warn: Warn): void {
  const notes = new Map<number, string>()
  for (const tag of game.tags) {
    if (tag.name !== 'Note') continue
    const match = /^(\d+):([\s\S]*)$/.exec(tag.value)
    if (match) notes.set(Number(match[1]), match[2]!)
    else warnTag(tag, 'Unexpected note `' + tag.value + '`, expected `number:text`', 'invalid-note', warn, value)
  }

  for (const tag of game.tags as Array<PbnTag & SectionTag>) {
    switch (tag.name) {
      case 'Board': {
        if (/^\d+$/.test(tag.value.trim())) game.board = Number(tag.value.trim())
        else if (tag.value.trim() !== '' && tag.value !== '?') {
          warnTag(tag, 'Unexpected board `' + tag.value + '`, expected a number', 'invalid-board', warn, value)
        }

        break
      }

      case 'Dealer': {
        const direction = parseDirection(tag.value)
        if (direction) game.dealer = direction
        else if (tag.value.trim() !== '' && tag.value !== '?') {
          warnTag(tag, 'Unexpected dealer `' + tag.value + '`, expected `N`, `E`, `S` or `W`', 'invalid-dealer', warn, value)
        }

        break
      }

      case 'Vulnerable': {
        const vulnerability = parseVulnerability(tag.value)
        if (vulnerability) game.vulnerability = vulnerability
        else if (tag.value !== '?') {
          warnTag(
            tag,
            'Unexpected vulnerability `' + tag.value + '`, expected `None`, `NS`, `EW` or `All`',
            'invalid-vulnerable',
            warn,
            value
          )
        }

        break
      }

      case 'Deal': {
        if (tag.value.trim() === '' || tag.value === '?') break
        const result = parseDeal(tag.value)
        if (result.ok) {
          game.deal = result.deal
        } else if (tag.valueStart === undefined) {
          warnTag(tag, result.message, 'invalid-deal', warn, value)
        } else {
          warn(result.message, tag.valueStart + result.start, tag.valueStart + Math.max(result.end, result.start + 1), 'invalid-deal')
        }

        break
      }

      case 'Auction': {
        game.auction = readAuction(tag, notes, warn, value)
        break
      }

      default:
    }
  }
}

function warnTag(tag: PbnTag & SectionTag, reason: string, ruleId: string, warn: Warn, value: string): void {
  const start = tag.position ? offsetOf(value, tag.position.start) : 0
  const end = tag.position ? offsetOf(value, tag.position.end) : 0
  warn(reason, start, end, ruleId)
}

function offsetOf(value: string, point: Point): number {
  if (point.offset !== undefined) return point.offset
  let line = 1
  let index = 0
  while (line < point.line && index < value.length) {
    if (value[index] === '\n') line++
    index++
  }

  return index + point.column - 1
}

const annotationPattern = /^(?:!!|\?\?|!\?|\?!|!|\?)$/

/** Read the auction section after an `[Auction "N"]` tag. */
function readAuction(tag: PbnTag & SectionTag, notes: Map<number, string>, warn: Warn, value: string): PbnAuction | undefined {
  const first = parseDirection(tag.value)
  if (!first) {
    warnTag(tag, 'Unexpected auction start `' + tag.value + '`, expected `N`, `E`, `S` or `W`', 'invalid-auction', warn, value)
    return undefined
  }

  const auction: PbnAuction = {first, calls: []}
  for (const line of tag.sectionTokens ?? []) {
    const text = line.text ?? ''
    const pattern = /\S+/g
    let match: RegExpExecArray | null
    while ((match = pattern.exec(text)) !== null) {
      const raw = match[0]
      const start = line.start + match.index
      const end = start + raw.length
      const last = auction.calls.at(-1)
      const noteReference = /^=(\d+)=$/.exec(raw)
      if (noteReference) {
        const number = Number(noteReference[1])
        const note = notes.get(number)
        if (!last) warn('Unexpected note reference before any call', start, end, 'invalid-auction')
        else if (note === undefined) warn('Unexpected note reference `' + raw + '`, no `[Note "' + number + ':…"]` follows', start, end, 'missing-note')
        else (last.notes ??= []).push(note)
        continue
      }

      if (/^\$\d+$/.test(raw) || annotationPattern.test(raw)) {
        if (last) last.annotation = raw
        else warn('Unexpected annotation before any call', start, end, 'invalid-auction')
        continue
      }

      if (raw === '*') {
        auction.incomplete = true
        continue
      }

      if (raw.toUpperCase() === 'AP') {
        const calls = auction.calls.map((c) => c.call)
        const bid = calls.some((call) => call !== 'P')
        let passes = 0
        for (let index = calls.length - 1; index >= 0 && calls[index] === 'P'; index--) passes++
        for (let index = passes; index < (bid ? 3 : 4); index++) auction.calls.push({call: 'P'})
        continue
      }

      if (raw.startsWith('^')) continue
      const suffix = /(!!|\?\?|!\?|\?!|!|\?)$/.exec(raw)
      const callText = suffix ? raw.slice(0, -suffix[0].length) : raw
      const call = callText === '-' ? undefined : parseCall(callText)
      if (!call) {
        warn('Unexpected `' + raw + '` in the auction, expected a call (`Pass`, `X`, `XX`, `1C` … `7NT`), `AP` or a note `=1=`', start, end, 'invalid-call')
        continue
      }

      const entry: PbnCall = {call}
      if (suffix) entry.annotation = suffix[0]
      auction.calls.push(entry)
    }
  }

  return auction
}

/** Options for writing PBN. */
export interface ToPbnOptions {
  /** Calls per line of the auction section (default 4). */
  callsPerLine?: number | undefined
}

function quote(text: string): string {
  return '"' + text.replaceAll('\\', '\\\\').replaceAll('"', '\\"') + '"'
}

function pbnCall(call: Call): string {
  return call === 'P' ? 'Pass' : call.replace(/N$/, 'NT')
}

/**
 * Write games as PBN. The structured fields (`board`, `dealer`,
 * `vulnerability`, `deal`, `auction`) win over tags of the same name; the
 * notes of the auction are numbered from 1 in each game and written as
 * `[Note]` tags after it. A game with a board but no dealer or
 * vulnerability gets the standard ones for its board.
 */
export function toPbn(games: PbnGame | readonly PbnGame[], options: ToPbnOptions = {}): string {
  const list = Array.isArray(games) ? (games as readonly PbnGame[]) : [games as PbnGame]
  const perLine = options.callsPerLine ?? 4
  return list.map((game) => gameToPbn(game, perLine)).join('\n')
}

function gameToPbn(game: PbnGame, perLine: number): string {
  const values = new Map<string, PbnTag>()
  const others: PbnTag[] = []
  for (const tag of game.tags) {
    if (tag.name === 'Note' || tag.name === 'Auction') continue
    if (roster.includes(tag.name)) values.set(tag.name, tag)
    else others.push(tag)
  }

  const set = (name: string, value: string) => values.set(name, {name, value})
  if (game.board !== undefined) set('Board', String(game.board))
  const dealer = game.dealer ?? (game.board === undefined ? undefined : boardDealer(game.board))
  const vulnerability = game.vulnerability ?? (game.board === undefined ? undefined : boardVulnerability(game.board))
  if (dealer) set('Dealer', dealer)
  if (vulnerability) set('Vulnerable', formatVulnerability(vulnerability))
  if (game.deal) set('Deal', formatDeal(game.deal, dealer ?? 'N'))

  const lines: string[] = []
  const write = (tag: PbnTag) => {
    lines.push('[' + tag.name + ' ' + quote(tag.value) + ']')
    if (tag.section) lines.push(...tag.section)
  }

  for (const name of roster) {
    const tag = values.get(name)
    if (tag) write(tag)
  }

  const auctionTag = game.tags.find((tag) => tag.name === 'Auction')
  const noteTags = game.tags.filter((tag) => tag.name === 'Note')
  const play = others.filter((tag) => tag.section !== undefined)
  for (const tag of others) if (tag.section === undefined) write(tag)

  if (game.auction) {
    const notes: string[] = []
    const cells: string[] = []
    for (const call of game.auction.calls) {
      let cell = pbnCall(call.call)
      if (call.annotation) cell += call.annotation.startsWith('$') ? ' ' + call.annotation : call.annotation
      for (const note of call.notes ?? []) {
        let number = notes.indexOf(note) + 1
        if (number === 0) number = notes.push(note)
        cell += ' =' + number + '='
      }

      cells.push(cell)
    }

    if (game.auction.incomplete) cells.push('*')
    lines.push('[Auction ' + quote(game.auction.first) + ']')
    for (let index = 0; index < cells.length; index += perLine) lines.push(cells.slice(index, index + perLine).join(' '))
    for (const [index, note] of notes.entries()) lines.push('[Note ' + quote(index + 1 + ':' + note) + ']')
  } else if (auctionTag) {
    write(auctionTag)
    for (const tag of noteTags) write(tag)
  }

  for (const tag of play) write(tag)
  return lines.join('\n') + '\n'
}

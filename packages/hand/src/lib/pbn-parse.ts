/**
 * Read PBN 2.1 (Portable Bridge Notation): tag pairs (with `#`
 * inheritance), `Deal`, `Dealer`, `Vulnerable`, `Board`, the `Auction`
 * section with its annotations and note references, and `[Note "1:…"]`
 * tags. Other sections (`Play`, `OptimumResultTable` …), comments and `%`
 * lines are kept as written.
 *
 * A game ends at a blank line (PBN 2.1 §3). Two leniencies for files from
 * the field, each with a warning: a game whose `Event`, `Board` or `Deal`
 * repeats without a blank line starts a new game, and a blank line inside a
 * game (the rest has no tag of a new game and repeats none) is kept inside it.
 *
 * The reader never throws: every problem is a warning on the file, with a
 * position, and the rest of the file is still read.
 */

import {parseCall} from '@bidding/core/calls'
import {VFile} from 'vfile'
import {textPlaces} from '@bidding/core/lines'
import {parseDirection, parseVulnerability} from './board.js'
import {parseDeal} from './notation.js'
import type {PbnAuction, PbnCall, PbnGame, PbnTag} from './pbn-types.js'
import {auctionAsRead, canonicalTag, gamesAsRead, tagsAsRead} from './pbn-tags.js'

const source = '@bidding/hand'

/** Tags that open a new game when they repeat without a blank line between. */
const gameOpeners = new Set(['event', 'board', 'deal'])
/** Tags whose presence after a blank line says a new game starts (not the rest of the last one). */
const gameIdentity = new Set(['event', 'site', 'date', 'board', 'deal'])

/** A piece of section text: its offset in the file and the line with comments blanked out. */
interface SectionText {
  start: number
  text: string
}

/** Reader state kept beside a tag, removed before the games are returned. */
interface TagState {
  valueStart?: number | undefined
  sectionTexts?: SectionText[] | undefined
}

type ReadTag = PbnTag & TagState

type Warn = (reason: string, start: number, end: number, ruleId: string) => void

/** One line, classified. */
interface Line {
  kind: 'blank' | 'comment' | 'tag' | 'text'
  raw: string
  start: number
  /** The line with comments replaced by spaces (same length). */
  text: string
  /** Offset of `[` for a tag line. */
  tagAt?: number | undefined
}

/**
 * Read PBN text into games. Messages go to `file` (one is made when absent).
 */
export function parsePbn(value: string, file: VFile = new VFile()): PbnGame[] {
  // PBN's own line splitting stays below: its lines end at LF only and its comments span lines.
  const {point, span} = textPlaces(value)
  const warn: Warn = (reason, start, end, ruleId) => {
    file.message(reason, {place: span(start, end), ruleId, source})
  }

  const games: PbnGame[] = []
  let previous = new Map<string, string>()
  let current: PbnGame | undefined
  let seen = new Set<string>()
  let lastTag: ReadTag | undefined
  let pending: string[] = []
  /** The last game ended at a blank line at this offset (and may go on after it). */
  let endedAtBlank: number | undefined

  const finish = () => {
    if (!current) return
    if (pending.length > 0) current.after = [...(current.after ?? []), ...pending]
    pending = []
    const last = games.at(-1)
    if (last && endedAtBlank !== undefined && continuesGame(last, current)) {
      warn('Unexpected blank line inside a game, expected one only between games', endedAtBlank, endedAtBlank, 'blank-line-in-game')
      const first = current.tags[0]
      if (first) first.comments = ['', ...(first.comments ?? [])]
      last.tags.push(...current.tags)
      if (current.after) last.after = current.after
      else delete last.after
      if (last.position && current.position) last.position.end = current.position.end
      for (const tag of current.tags) previous.set(tag.name.toLowerCase(), tag.value)
    } else {
      const values = new Map(previous)
      for (const tag of current.tags) values.set(tag.name.toLowerCase(), tag.value)
      previous = values
      games.push(current)
    }

    current = undefined
    lastTag = undefined
  }

  /** Read the tag at column `at` of a tag line; the offset after its `]`, or undefined. */
  const readTagAt = (line: Line, at: number): number | undefined => {
    const end = line.start + line.raw.length
    const token = readTag(value, line.start + at, end, warn)
    if (!token) {
      if (at === line.tagAt) pending.push(line.raw)
      return undefined
    }

    const name = canonicalTag.get(token.name.toLowerCase()) ?? token.name
    const key = name.toLowerCase()
    const tagStart = line.start + at
    if (current && gameOpeners.has(key) && seen.has(key)) {
      warn('Unexpected second `' + name + '` in a game, expected a blank line between games', tagStart, token.end, 'missing-blank-line')
      finish()
      endedAtBlank = undefined
    }

    if (!current) {
      current = {tags: [], position: span(tagStart, token.end)}
      seen = new Set()
    }

    const tag: ReadTag = {name, value: token.value, position: span(tagStart, token.end)}
    if (token.value === '#') {
      const inherited = previous.get(key)
      tag.inherited = true
      if (inherited === undefined) {
        warn('Unexpected `#` in `' + name + '`, no previous game has this tag', tagStart, token.end, 'missing-inherited')
        tag.value = ''
      } else {
        tag.value = inherited
      }
    } else {
      tag.valueStart = token.valueStart
    }

    if (at === line.tagAt && at > 0) pending.push(line.raw.slice(0, at))
    if (pending.length > 0) tag.comments = pending
    pending = []
    const afterText = line.text.slice(token.end - line.start)
    if (!/^\s*\[/.test(afterText)) {
      const trailing = line.raw.slice(token.end - line.start)
      if (trailing !== '') tag.trailing = trailing
      if (afterText.trim() !== '') (tag.sectionTexts ??= []).push({start: token.end, text: afterText})
    }

    tagsAsRead.set(tag, {name, value: tag.value, inherited: tag.inherited === true, text: value.slice(tagStart, token.end)})
    current.tags.push(tag)
    current.position!.end = point(token.end)
    seen.add(key)
    lastTag = tag
    return token.end
  }

  for (const line of splitLines(value, warn)) {
    switch (line.kind) {
      case 'blank': {
        if (current) {
          finish()
          endedAtBlank = line.start
        } else {
          pending.push(line.raw)
        }

        break
      }

      case 'comment': {
        pending.push(line.raw)
        break
      }

      case 'text': {
        if (lastTag) {
          lastTag.section ??= []
          lastTag.section.push(...pending, line.raw)
          pending = []
          ;(lastTag.sectionTexts ??= []).push({start: line.start, text: line.text})
        } else {
          warn('Unexpected text outside a tag section', line.start, line.start + line.raw.length, 'unexpected-text')
          pending.push(line.raw)
        }

        break
      }

      case 'tag': {
        // Several tags may share a line (`[Event "x"] [Date "y"]`); each is read in turn.
        let at = line.tagAt!
        for (;;) {
          const tag = readTagAt(line, at)
          if (!tag) break
          const rest = line.text.slice(tag - line.start)
          const next = /^\s*\[/.exec(rest)
          if (!next) break
          at = tag - line.start + next[0].length - 1
        }

        break
      }
    }
  }

  const endedOpen = current !== undefined
  finish()
  const last = games.at(-1)
  if (last && !endedOpen && (pending.length > 0 || endedAtBlank !== undefined)) last.after = [...(last.after ?? []), '', ...pending]
  for (const game of games) {
    interpret(game, warn)
    gamesAsRead.add(game)
  }

  return games
}

/** The tags after a blank line are the rest of `last` (a file with a blank line inside a game). */
function continuesGame(last: PbnGame, next: PbnGame): boolean {
  const names = new Set(last.tags.map((tag) => tag.name.toLowerCase()))
  if (!names.has('deal')) return false
  return next.tags.every((tag) => {
    const key = tag.name.toLowerCase()
    return !gameIdentity.has(key) && (key === 'note' || !names.has(key))
  })
}

/** Split the text into classified lines; comments are blanked out of `text`. */
function splitLines(value: string, warn: Warn): Line[] {
  const lines: Line[] = []
  let index = 0
  let inComment = false
  let commentStart = 0
  while (index < value.length) {
    let lineEnd = value.indexOf('\n', index)
    if (lineEnd === -1) lineEnd = value.length
    let end = lineEnd
    if (end > index && value[end - 1] === '\r') end--
    const raw = value.slice(index, end)
    const start = index
    index = lineEnd + 1

    if (!inComment && raw.startsWith('%')) {
      lines.push({kind: 'comment', raw, start, text: ' '.repeat(raw.length)})
      continue
    }

    if (!inComment && raw.trim() === '') {
      lines.push({kind: 'blank', raw, start, text: raw})
      continue
    }

    let text = ''
    let tagAt: number | undefined
    let tagEnd = 0
    for (let column = 0; column < raw.length; column++) {
      const character = raw[column]!
      if (inComment) {
        if (character === '}') inComment = false
        text += ' '
        continue
      }

      if (character === '{') {
        inComment = true
        commentStart = start + column
        text += ' '
        continue
      }

      if (character === ';') {
        text += ' '.repeat(raw.length - column)
        break
      }

      if (character === '[' && (tagAt === undefined ? text.trim() === '' : /^\s*$/.test(text.slice(tagEnd)))) {
        // Copy the tag through its `]` (its value may hold `{` or `;`), then go on reading comments.
        tagAt ??= column
        tagEnd = endOfTag(raw, column)
        text += raw.slice(column, tagEnd)
        column = tagEnd - 1
        continue
      }

      text += character
    }

    if (tagAt !== undefined) lines.push({kind: 'tag', raw, start, text, tagAt})
    else lines.push({kind: text.trim() === '' ? 'comment' : 'text', raw, start, text})
  }

  if (inComment) warn('Unexpected end of file in a `{` comment, expected `}`', commentStart, commentStart + 1, 'unclosed-comment')
  return lines
}

/** The offset after the `]` of the tag that starts at `start`, or the line's end. */
function endOfTag(raw: string, start: number): number {
  let index = raw.indexOf('"', start)
  if (index === -1) return raw.length
  index++
  while (index < raw.length && raw[index] !== '"') index += raw[index] === '\\' ? 2 : 1
  const close = raw.indexOf(']', index)
  return close === -1 ? raw.length : close + 1
}

interface TagToken {
  end: number
  name: string
  value: string
  valueStart: number
}

/** Read `[Name "value"]` starting at `start`. */
function readTag(value: string, start: number, end: number, warn: Warn): TagToken | undefined {
  const match = /^\[\s*([A-Za-z0-9_]+)\s*"/.exec(value.slice(start, end))
  if (!match) {
    warn('Unexpected `' + value.slice(start, Math.min(end, start + 20)) + '`, expected a tag such as `[Board "1"]`', start, end, 'invalid-tag')
    return undefined
  }

  let index = start + match[0].length
  const valueStart = index
  let text = ''
  while (index < end && value[index] !== '"') {
    // PBN escapes only `\"` and `\\`; any other backslash is itself.
    if (value[index] === '\\' && (value[index + 1] === '"' || value[index + 1] === '\\')) {
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

  return {end: index + 1, name: match[1]!, value: text, valueStart}
}

/** Fill the structured fields of a game from its tags, then drop the reader state. */
function interpret(game: PbnGame, warn: Warn): void {
  // The auction's notes are the Note tags after it, up to the next section (a play has notes of its own).
  const notes = new Map<number, string>()
  const auctionAt = game.tags.findIndex((tag) => tag.name === 'Auction')
  for (const [index, tag] of game.tags.entries()) {
    if (tag.name !== 'Note') continue
    const match = /^\s*(\d+)\s*:([\s\S]*)$/.exec(tag.value)
    if (!match) {
      warnTag(tag, 'Unexpected note `' + tag.value + '`, expected `number:text`', 'invalid-note', warn)
      continue
    }

    const between = game.tags.slice(auctionAt + 1, index)
    if (auctionAt !== -1 && index > auctionAt && between.some((other) => other.name !== 'Note' && other.section !== undefined)) continue
    if (!notes.has(Number(match[1]))) notes.set(Number(match[1]), match[2]!)
  }

  for (const tag of game.tags as ReadTag[]) {
    const trimmed = tag.value.trim()
    switch (tag.name) {
      case 'Board': {
        if (/^\d+$/.test(trimmed)) game.board = Number(trimmed)
        else if (trimmed !== '' && trimmed !== '?') warnTag(tag, 'Unexpected board `' + tag.value + '`, expected a number', 'invalid-board', warn)
        break
      }

      case 'Dealer': {
        const direction = parseDirection(tag.value)
        if (direction) game.dealer = direction
        else if (trimmed !== '' && trimmed !== '?') {
          warnTag(tag, 'Unexpected dealer `' + tag.value + '`, expected `N`, `E`, `S` or `W`', 'invalid-dealer', warn)
        }

        break
      }

      case 'Vulnerable': {
        const vulnerability = parseVulnerability(tag.value)
        if (vulnerability) game.vulnerability = vulnerability
        else if (trimmed !== '' && trimmed !== '?') {
          warnTag(tag, 'Unexpected vulnerability `' + tag.value + '`, expected `None`, `NS`, `EW` or `All`', 'invalid-vulnerable', warn)
        }

        break
      }

      case 'Deal': {
        if (trimmed === '' || trimmed === '?') break
        const result = parseDeal(tag.value)
        if (result.ok) game.deal = result.deal
        else if (tag.valueStart === undefined) warnTag(tag, result.message, 'invalid-deal', warn)
        else warn(result.message, tag.valueStart + result.start, tag.valueStart + Math.max(result.end, result.start + 1), 'invalid-deal')
        break
      }

      case 'Auction': {
        // A second auction (another room) is kept as written; the first is the game's.
        if (game.auction) break
        const auction = readAuction(tag, notes, warn)
        if (auction) {
          game.auction = auction
          auctionAsRead.set(auction, JSON.stringify(auction))
        }

        break
      }

      default:
    }
  }

  for (const tag of game.tags as ReadTag[]) {
    delete tag.valueStart
    delete tag.sectionTexts
  }
}

function warnTag(tag: PbnTag, reason: string, ruleId: string, warn: Warn): void {
  const start = tag.position?.start.offset ?? 0
  const end = tag.position?.end.offset ?? start
  warn(reason, start, end, ruleId)
}

const annotationSuffix = /(!!|\?\?|!\?|\?!|!|\?)$/
const irregularity = /^\^[A-Z]$/

/** Read the auction section after an `[Auction "N"]` tag. */
function readAuction(tag: ReadTag, notes: Map<number, string>, warn: Warn): PbnAuction | undefined {
  const first = parseDirection(tag.value)
  if (!first) {
    warnTag(tag, 'Unexpected auction start `' + tag.value + '`, expected `N`, `E`, `S` or `W`', 'invalid-auction', warn)
    return undefined
  }

  const auction: PbnAuction = {first, calls: []}
  let irregularities: string[] = []

  const addNote = (call: PbnCall | undefined, number: number, start: number, end: number, raw: string) => {
    if (!call) {
      warn('Unexpected note reference before any call', start, end, 'invalid-auction')
      return
    }

    const note = notes.get(number)
    if (note === undefined) {
      warn('Unexpected note reference `' + raw + '`, no `[Note "' + number + ':…"]` follows', start, end, 'missing-note')
      return
    }

    ;(call.notes ??= []).push(note)
    ;(call.noteNumbers ??= []).push(number)
  }

  for (const line of tag.sectionTexts ?? []) {
    const pattern = /\S+/g
    let match: RegExpExecArray | null
    while ((match = pattern.exec(line.text)) !== null) {
      const raw = match[0]
      const start = line.start + match.index
      const end = start + raw.length
      const last = auction.calls.at(-1)

      const noteReference = /^=(\d+)=$/.exec(raw)
      if (noteReference) {
        addNote(last, Number(noteReference[1]), start, end, raw)
        continue
      }

      const nag = /^\$(\d+)$/.exec(raw)
      if (nag) {
        if (last) (last.nags ??= []).push(Number(nag[1]))
        else warn('Unexpected annotation before any call', start, end, 'invalid-auction')
        continue
      }

      if (annotationSuffix.test(raw) && raw.replace(annotationSuffix, '') === '') {
        if (last) last.annotation = raw
        else warn('Unexpected annotation before any call', start, end, 'invalid-auction')
        continue
      }

      if (raw === '*' || raw === '+') {
        if (raw === '*') auction.incomplete = true
        else auction.continued = true
        continue
      }

      if (irregularity.test(raw)) {
        irregularities.push(raw)
        continue
      }

      const upper = raw.toUpperCase()
      if (upper === 'AP') {
        const calls = auction.calls.map((c) => c.call)
        const bid = calls.some((call) => call !== 'P' && call !== undefined)
        let passes = 0
        for (let index = calls.length - 1; index >= 0 && calls[index] === 'P'; index--) passes++
        for (let index = passes; index < (bid ? 3 : 4); index++) auction.calls.push({call: 'P'})
        auction.allPass = true
        continue
      }

      if (raw === '-' || upper === 'AC') {
        const entry: PbnCall = {placeholder: raw === '-' ? '-' : 'AC'}
        if (irregularities.length > 0) entry.irregularities = irregularities
        irregularities = []
        auction.calls.push(entry)
        continue
      }

      const entry = readCall(raw)
      if (!entry) {
        warn(
          'Unexpected `' + raw + '` in the auction, expected a call (`Pass`, `X`, `XX`, `1C` … `7NT`), `AP`, `-` or a note `=1=`',
          start,
          end,
          'invalid-call'
        )
        continue
      }

      if (irregularities.length > 0) entry.call.irregularities = irregularities
      irregularities = []
      auction.calls.push(entry.call)
      if (entry.note !== undefined) addNote(entry.call, entry.note, start, end, raw)
    }
  }

  return auction
}

/** Read one call token with the suffixes written on it: `4C*`, `1NT!`, `5D=1`, `2D=1=`, `XS`. */
function readCall(raw: string): {call: PbnCall; note?: number | undefined} | undefined {
  let body = raw
  let note: number | undefined
  let annotation: string | undefined
  let alert = false
  for (;;) {
    const reference = /=(\d+)=?$/.exec(body)
    if (reference && note === undefined) {
      note = Number(reference[1])
      body = body.slice(0, -reference[0].length)
      continue
    }

    const suffix = annotationSuffix.exec(body)
    if (suffix && annotation === undefined && suffix.index > 0) {
      annotation = suffix[0]
      body = body.slice(0, -suffix[0].length)
      continue
    }

    if (body.length > 1 && body.endsWith('*') && !alert) {
      alert = true
      body = body.slice(0, -1)
      continue
    }

    break
  }

  let call = parseCall(body)
  let mark: string | undefined
  if (!call) {
    // `XS` and the like: a double or redouble with letters PBN does not define.
    const marked = /^(XX|X)([A-Za-z]+)$/i.exec(body)
    if (marked) {
      call = parseCall(marked[1]!)
      mark = marked[2]
    }
  }

  if (!call) return undefined
  const entry: PbnCall = {call}
  if (alert) entry.alert = true
  if (annotation) entry.annotation = annotation
  if (mark) entry.mark = mark
  return {call: entry, note}
}

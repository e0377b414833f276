/**
 * Write PBN 2.1. A game that was read keeps everything as written — tag
 * order, comments, `%` lines, `#` values, sections, the auction’s lines and
 * note numbers while the auction is unchanged — and only what changed in its
 * structured fields is written anew. A game built in code is written in the
 * PBN export order.
 */

import type {Call, Direction} from '@bidding/core/calls'
import {boardDealer, boardVulnerability, formatVulnerability, parseDirection, parseVulnerability} from './board.js'
import type {Deal} from './cards.js'
import {formatDeal, parseDeal} from './notation.js'
import {auctionAsRead, gamesAsRead, roster, tagsAsRead} from './pbn-tags.js'
import type {PbnAuction, PbnGame, PbnTag, ToPbnOptions} from './pbn-types.js'

/**
 * Write games as PBN. The structured fields (`board`, `dealer`,
 * `vulnerability`, `deal`, `auction`) win over tags of the same name; the
 * notes of an auction written anew keep their numbers (or are numbered from
 * 1) and are written as `[Note]` tags after it. A game with a board but no
 * dealer or vulnerability gets the standard ones for its board.
 */
export function toPbn(games: PbnGame | readonly PbnGame[], options: ToPbnOptions = {}): string {
  const list = Array.isArray(games) ? (games as readonly PbnGame[]) : [games as PbnGame]
  const perLine = options.callsPerLine ?? 4
  let previous = new Map<string, string>()
  const parts: string[] = []
  for (const game of list) {
    const tags = gameTags(game, perLine)
    parts.push(writeTags(tags, game.after, previous))
    const values = new Map(previous)
    for (const tag of tags) values.set(tag.name, tag.value)
    previous = values
  }

  return parts.join('\n')
}

function quote(text: string): string {
  return '"' + text.replaceAll('\\', '\\\\').replaceAll('"', '\\"') + '"'
}

function pbnCall(call: Call): string {
  return call === 'P' ? 'Pass' : call.replace(/N$/, 'NT')
}

function writeTags(tags: readonly PbnTag[], after: readonly string[] | undefined, previous: Map<string, string>): string {
  const lines: string[] = []
  for (const tag of tags) {
    if (tag.comments) lines.push(...tag.comments)
    const inherited = tag.inherited === true && previous.get(tag.name) === tag.value
    const read = tagsAsRead.get(tag)
    const text =
      read && read.name === tag.name && read.value === tag.value && read.inherited === inherited
        ? read.text
        : '[' + tag.name + ' ' + quote(inherited ? '#' : tag.value) + ']'
    lines.push(text + (tag.trailing ?? ''))
    if (tag.section) lines.push(...tag.section)
  }

  if (after) lines.push(...after)
  return lines.join('\n') + '\n'
}

/** The tags to write: the game's own, with the structured fields applied. */
function gameTags(game: PbnGame, perLine: number): PbnTag[] {
  const read = gamesAsRead.has(game)
  const tags: PbnTag[] = [...game.tags]
  const find = (name: string) => tags.find((tag) => tag.name === name)
  const set = (name: string, value: string, same: (written: string) => boolean) => {
    const tag = find(name)
    if (!tag) insertByRoster(tags, {name, value})
    else if (!same(tag.value)) tags[tags.indexOf(tag)] = {...tag, value, inherited: undefined}
  }

  if (game.board !== undefined) set('Board', String(game.board), (written) => /^\s*\d+\s*$/.test(written) && Number(written) === game.board)
  // A game built in code gets the standard dealer and vulnerability of its board; a game read keeps what it had.
  const board = read ? undefined : game.board
  const dealer = game.dealer ?? (board !== undefined && !find('Dealer') ? boardDealer(board) : undefined)
  const vulnerability = game.vulnerability ?? (board !== undefined && !find('Vulnerable') ? boardVulnerability(board) : undefined)
  if (dealer) set('Dealer', dealer, (written) => parseDirection(written) === dealer)
  if (vulnerability) set('Vulnerable', formatVulnerability(vulnerability), (written) => parseVulnerability(written) === vulnerability)
  if (game.deal) {
    const deal = game.deal
    const first = firstSeat(find('Deal')?.value) ?? dealer ?? 'N'
    set('Deal', formatDeal(deal, first), (written) => sameDeal(written, deal))
  }

  if (game.auction) applyAuction(tags, game.auction, perLine)
  return read ? tags : exportOrder(tags)
}

/** Put a new tag before the first roster tag that follows it, else after the last roster tag, else first. */
function insertByRoster(tags: PbnTag[], tag: PbnTag): void {
  const rank = roster.indexOf(tag.name)
  let index = tags.findIndex((other) => roster.indexOf(other.name) > rank)
  if (index === -1) {
    index = 0
    for (const [position, other] of tags.entries()) if (roster.includes(other.name)) index = position + 1
  }

  tags.splice(index, 0, tag)
}

/** The PBN export order for a game built in code: roster, other tags, auction and notes, other sections. */
function exportOrder(tags: readonly PbnTag[]): PbnTag[] {
  const ranked = roster.flatMap((name) => tags.filter((tag) => tag.name === name))
  const plain = tags.filter((tag) => !roster.includes(tag.name) && tag.section === undefined && tag.name !== 'Note')
  const auction = tags.filter((tag) => tag.name === 'Auction' || tag.name === 'Note')
  const sections = tags.filter((tag) => !roster.includes(tag.name) && tag.section !== undefined && tag.name !== 'Auction' && tag.name !== 'Note')
  return [...ranked, ...plain, ...auction, ...sections]
}

function firstSeat(value: string | undefined): Direction | undefined {
  const match = value === undefined ? undefined : /^\s*([NESWnesw])\s*:/.exec(value)
  return match ? parseDirection(match[1]!) : undefined
}

function sameDeal(written: string, deal: Deal): boolean {
  const result = parseDeal(written)
  return result.ok && result.deal.every((hand, seat) => hand.every((holding, suit) => holding === deal[seat]![suit]))
}

/** Write the auction anew unless it is the one that was read; its notes follow it. */
function applyAuction(tags: PbnTag[], auction: PbnAuction, perLine: number): void {
  const existing = tags.find((tag) => tag.name === 'Auction')
  if (existing && auctionAsRead.get(auction) === JSON.stringify(auction)) return
  const {section, notes} = auctionLines(auction, perLine)
  const fresh: PbnTag = {name: 'Auction', value: auction.first, section}
  const noteTags: PbnTag[] = notes.map(([number, text]) => ({name: 'Note', value: number + ':' + text}))
  if (existing) {
    const index = tags.indexOf(existing)
    if (existing.comments) fresh.comments = existing.comments
    if (existing.trailing && /^\s*[{;]/.test(existing.trailing)) fresh.trailing = existing.trailing
    // The notes of the old auction: the Note tags after it, up to the next section.
    let end = index + 1
    while (end < tags.length && (tags[end]!.name === 'Note' || tags[end]!.section === undefined)) end++
    const kept = tags.slice(index + 1, end).filter((tag) => tag.name !== 'Note')
    tags.splice(index, end - index, fresh, ...noteTags, ...kept)
  } else {
    let index = tags.findIndex((tag) => tag.section !== undefined)
    if (index === -1) index = tags.length
    tags.splice(index, 0, fresh, ...noteTags)
  }
}

/** The lines of an auction section and its notes as `[number, text]`. */
function auctionLines(auction: PbnAuction, perLine: number): {section: string[]; notes: Array<[number, string]>} {
  const used = new Set<number>()
  for (const call of auction.calls) for (const number of call.noteNumbers ?? []) used.add(number)
  const numbers = new Map<string, number>()
  const notes: Array<[number, string]> = []
  let next = 1
  const numberOf = (text: string, given: number | undefined): number => {
    if (given !== undefined) {
      if (!notes.some(([number]) => number === given)) notes.push([given, text])
      return given
    }

    const known = numbers.get(text)
    if (known !== undefined) return known
    while (used.has(next)) next++
    used.add(next)
    numbers.set(text, next)
    notes.push([next, text])
    return next
  }

  let calls = auction.calls
  let allPass = false
  if (auction.allPass) {
    let start = calls.length
    while (start > 0 && isPlainPass(calls[start - 1]!)) start--
    if (start < calls.length) {
      calls = calls.slice(0, start)
      allPass = true
    }
  }

  const cells: string[] = []
  for (const call of calls) {
    let cell = (call.irregularities ?? []).map((token) => token + ' ').join('')
    cell += call.call === undefined ? (call.placeholder ?? '-') : pbnCall(call.call)
    if (call.mark) cell += call.mark
    if (call.alert) cell += '*'
    if (call.annotation) cell += call.annotation
    for (const nag of call.nags ?? []) cell += ' $' + nag
    const given = call.noteNumbers?.length === call.notes?.length ? call.noteNumbers : undefined
    for (const [index, note] of (call.notes ?? []).entries()) cell += ' =' + numberOf(note, given?.[index]) + '='
    cells.push(cell)
  }

  if (allPass) cells.push('AP')
  if (auction.incomplete) cells.push('*')
  if (auction.continued) cells.push('+')
  const section: string[] = []
  for (let index = 0; index < cells.length; index += perLine) section.push(cells.slice(index, index + perLine).join(' '))
  return {section, notes}
}

function isPlainPass(call: PbnAuction['calls'][number]): boolean {
  return (
    call.call === 'P' &&
    !call.alert &&
    !call.annotation &&
    !call.mark &&
    !call.nags?.length &&
    !call.notes?.length &&
    !call.irregularities?.length
  )
}

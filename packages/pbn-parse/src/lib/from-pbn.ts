/**
 * PBN boards → bdast, for the writers that print systems (HTML, LaTeX, PDF):
 * each game becomes a heading (`Board 3`, with the event), a deal diagram
 * (hands, dealer, vulnerability, contract, declarer), an auction diagram
 * whose calls carry their notes and alerts, and a paragraph with the result.
 * Reading is `@bidding/hand`’s `parsePbn`, with its messages.
 */

import type {
  AuctionCall,
  AuctionDiagram,
  DealDiagram,
  DiagramHand,
  FlowContent,
  Heading,
  Paragraph,
  Root
} from '@bidding/core'
import type {Direction} from '@bidding/core/calls'
import {readerArguments} from '@bidding/core/registry'
import {formatHolding, parseDirection, parsePbn, seatIndex, type PbnGame} from '@bidding/hand'
import type {VFile} from 'vfile'

/** Options of the PBN reader (none yet). */
export interface Options {}

const directions: readonly Direction[] = ['N', 'E', 'S', 'W']

function tag(game: PbnGame, name: string): string | undefined {
  const value = game.tags.find((each) => each.name === name)?.value.trim()
  return value === undefined || value === '' || value === '?' || value.startsWith('#') ? undefined : value
}

function dealDiagram(game: PbnGame): DealDiagram {
  const diagram: DealDiagram = {type: 'dealDiagram', hands: {}}
  if (game.board !== undefined) diagram.board = game.board
  if (game.dealer) diagram.dealer = game.dealer
  if (game.vulnerability) diagram.vulnerability = game.vulnerability
  const contract = tag(game, 'Contract')
  if (contract) diagram.contract = contract.toUpperCase() === 'PASS' ? 'P' : contract.replace(/NT/i, 'N')
  const declarer = parseDirection(tag(game, 'Declarer') ?? '')
  if (declarer) diagram.declarer = declarer
  for (const direction of directions) {
    const hand = game.deal?.[seatIndex(direction)]
    if (hand && hand.some((holding) => holding !== 0)) diagram.hands[direction] = hand.map((holding) => formatHolding(holding)) as DiagramHand
  }

  return diagram
}

function auctionDiagram(game: PbnGame): AuctionDiagram | undefined {
  const {auction} = game
  if (!auction) return undefined
  const diagram: AuctionDiagram = {type: 'auctionDiagram', first: auction.first, children: []}
  if (game.dealer) diagram.dealer = game.dealer
  if (game.vulnerability) diagram.vulnerability = game.vulnerability
  for (const turn of auction.calls) {
    const cell: AuctionCall = {type: 'auctionCall', call: turn.call ?? '', children: []}
    if (turn.placeholder === 'AC') cell.raw = 'AC'
    if (turn.alert) cell.alert = {}
    const notes = turn.notes ?? []
    if (notes.length > 0) cell.children.push({type: 'text', value: notes.map((note) => note.trim()).join('; ')})
    diagram.children.push(cell)
  }

  return diagram
}

function result(game: PbnGame): Paragraph | undefined {
  const parts: string[] = []
  const contract = tag(game, 'Contract')
  const declarer = tag(game, 'Declarer')
  const tricks = tag(game, 'Result')
  const score = tag(game, 'Score')
  if (contract) parts.push('Contract ' + contract + (declarer ? ' by ' + declarer : ''))
  if (tricks) parts.push('tricks ' + tricks)
  if (score) parts.push('score ' + score)
  return parts.length === 0 ? undefined : {type: 'paragraph', children: [{type: 'text', value: parts.join(', ') + '.'}]}
}

/**
 * Read PBN text into bdast.
 *
 * @param value the file's text.
 * @param options none yet.
 * @param file file to report messages on; optional.
 * @returns the tree; never throws on bad input.
 */
export function fromPbn(value: string, options?: Readonly<Options> | null, file?: VFile): Root
/** @deprecated Give the file last, and optional: `fromPbn(value, options, file)`. */
export function fromPbn(value: string, file: VFile, options?: Readonly<Options> | null): Root
export function fromPbn(value: string, second?: Readonly<Options> | VFile | null, third?: Readonly<Options> | VFile | null): Root {
  const {file} = readerArguments<Options>(value, second, third)
  const games = parsePbn(value, file)
  const root: Root = {type: 'root', children: []}
  const event = games.map((game) => tag(game, 'Event')).find(Boolean)
  if (event) root.metadata = {title: event}
  for (const [index, game] of games.entries()) {
    const children: FlowContent[] = []
    const heading: Heading = {type: 'heading', depth: 2, children: [{type: 'text', value: 'Board ' + (game.board ?? index + 1)}]}
    if (game.position) heading.position = game.position
    children.push(heading)
    if (game.deal) children.push(dealDiagram(game))
    const auction = auctionDiagram(game)
    if (auction) children.push(auction)
    const line = result(game)
    if (line) children.push(line)
    root.children.push(...children)
  }

  return root
}

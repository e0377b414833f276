/**
 * The comparison as a browsable HTML page (built as hast): the summary,
 * where the auctions part, and for each board that differs most a hand
 * diagram, both auctions, the double-dummy table, par and the scores.
 */

import type {Direction} from '@bidding/core/calls'
import {ddStrains, type DdTable} from '@bidding/dds'
import {formatHolding, seatIndex, type Deal} from '@bidding/hand'
import type {Element, Root} from 'hast'
import {toHtml} from 'hast-util-to-html'
import {h} from 'hastscript'
import {contractLabel, type BoardComparison, type ScoreComparison} from './compare.js'
import type {ScoredBoard} from './score-board.js'
import {scoreText} from './text.js'

/** Options of `comparisonHtml`. */
export interface ComparisonHtmlOptions {
  names: [string, string]
  /** The boards to show in full (default: none). */
  boards?: readonly BoardComparison[] | undefined
  title?: string | undefined
}

const suitSymbols = ['♠', '♥', '♦', '♣']
const style = `body{font-family:system-ui,sans-serif;max-width:60rem;margin:1rem auto;padding:0 1rem}
table{border-collapse:collapse}td,th{padding:.15rem .5rem;text-align:left}
.diagram td{vertical-align:top}.hand{font-family:ui-monospace,monospace;white-space:pre}
.red{color:#c00}.dd td,.dd th,.auction td,.auction th{border:1px solid #ccc;text-align:center}
section{border-top:1px solid #999;margin-top:1.5rem}`

function hand(deal: Deal, seat: Direction): Element {
  const holdings = deal[seatIndex(seat)]!
  return h(
    'div.hand',
    {ariaLabel: seat},
    holdings.flatMap((holding, suit) => [
      h('span', {className: suit === 1 || suit === 2 ? ['red'] : []}, suitSymbols[suit]),
      ' ' + (formatHolding(holding) || '—'),
      suit < 3 ? h('br') : ''
    ])
  )
}

function diagram(board: ScoredBoard): Element {
  const corner = 'Dealer ' + board.dealer + ', ' + (board.vulnerability === 'none' ? 'none' : board.vulnerability === 'all' ? 'all' : board.vulnerability.toUpperCase()) + ' vulnerable'
  return h('table.diagram', [
    h('tr', [h('td', corner), h('td', [h('strong', 'North'), hand(board.deal, 'N')]), h('td')]),
    h('tr', [h('td', [h('strong', 'West'), hand(board.deal, 'W')]), h('td'), h('td', [h('strong', 'East'), hand(board.deal, 'E')])]),
    h('tr', [h('td'), h('td', [h('strong', 'South'), hand(board.deal, 'S')]), h('td')])
  ])
}

function ddTable(table: DdTable): Element {
  const seats: Direction[] = ['N', 'E', 'S', 'W']
  return h('table.dd', [
    h('caption', 'Double-dummy tricks'),
    h('tr', [h('th'), ...seats.map((seat) => h('th', {scope: 'col'}, seat))]),
    ...ddStrains.map((strain) => h('tr', [h('th', {scope: 'row'}, strain), ...seats.map((seat) => h('td', String(table[strain][seat])))]))
  ])
}

function auction(board: ScoredBoard, name: string): Element {
  const order: Direction[] = ['W', 'N', 'E', 'S']
  const cells: string[] = Array.from({length: order.indexOf(board.dealer)}, () => '')
  cells.push(...board.calls.map((call) => (call === 'P' ? 'Pass' : call.replace(/^(\d)N$/, '$1NT'))))
  const rows: Element[] = []
  for (let index = 0; index < cells.length; index += 4) rows.push(h('tr', cells.slice(index, index + 4).map((cell) => h('td', cell))))
  return h('table.auction', [
    h('caption', name + ': ' + contractLabel(board) + (board.tricks === undefined ? '' : ', ' + board.tricks + ' tricks') + ', NS ' + board.score),
    h('tr', order.map((seat) => h('th', {scope: 'col'}, seat))),
    ...rows
  ])
}

function boardSection(board: BoardComparison, names: [string, string], unit: string): Element {
  const value = (board.value > 0 && unit !== 'MP%' ? '+' : '') + board.value + ' ' + unit
  return h('section', {id: 'board-' + board.board}, [
    h('h2', 'Board ' + board.board + ': ' + value + ' for ' + names[0]),
    diagram(board.first),
    h('div', [auction(board.first, names[0]), board.second ? auction(board.second, names[1]) : '']),
    ddTable(board.table),
    board.par ? h('p', 'Par: NS ' + board.par.score + ' (' + board.par.contracts.map((contract) => contract.text).join(', ') + ')') : ''
  ])
}

/** The comparison as a hast tree. */
export function comparisonTree(comparison: ScoreComparison, options: ComparisonHtmlOptions): Root {
  const unit = comparison.score.kind === 'imps' ? 'IMPs' : comparison.score.kind === 'mp' ? 'MP%' : 'points'
  const title = options.title ?? options.names[0] + ' against ' + options.names[1]
  const boards = options.boards ?? []
  const summaryLines = scoreText(comparison, options.names).split('\n')
  return {
    type: 'root',
    children: [
      {type: 'doctype'},
      h('html', {lang: 'en'}, [
        h('head', [h('meta', {charset: 'utf-8'}), h('title', title), h('style', style)]),
        h('body', [
          h('h1', title),
          ...summaryLines.filter((line) => line !== '').map((line) => h(line.startsWith('  ') ? 'p.group' : 'p', line.trim())),
          boards.length > 0
            ? h('nav', [h('h2', 'Boards that differ most'), h('ul', boards.map((board) => h('li', [h('a', {href: '#board-' + board.board}, 'Board ' + board.board), ': ' + (board.value > 0 && unit !== 'MP%' ? '+' : '') + board.value + ' ' + unit])))])
            : '',
          ...boards.map((board) => boardSection(board, options.names, unit))
        ])
      ])
    ]
  }
}

/** The comparison as an HTML page. */
export function comparisonHtml(comparison: ScoreComparison, options: ComparisonHtmlOptions): string {
  return toHtml(comparisonTree(comparison, options)) + '\n'
}

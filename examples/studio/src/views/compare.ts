/** Compare: the boards of a scored simulation where the two systems bid differently. */

import type {Client} from '../client.js'
import type {CompareBoard} from '../protocol.js'
import {auctionTable, fill, callText, element, handElement} from './render.js'

export function compareView(client: Client): void {
  const input = document.querySelector<HTMLInputElement>('#compare-input')!
  const result = document.querySelector<HTMLElement>('#compare-result')!
  input.addEventListener('change', async () => {
    const file = input.files?.[0]
    if (!file) return
    const reply = await client.request({type: 'compare', name: file.name, text: await file.text()})
    if (reply.type !== 'compared') return
    const data = reply.result
    const detail = element('div', {class: 'board', 'aria-live': 'polite'})
    const list = element(
      'ul',
      {class: 'boards', 'aria-label': 'Boards where the systems differ'},
      ...data.boards.map((board) => {
        const button = element('button', {type: 'button'}, 'Board ' + board.board + ': ' + board.auctions.map((auction) => auction.contract).join(' vs '))
        button.addEventListener('click', () => fill(detail, ...boardElements(board)))
        return element('li', {}, button)
      })
    )
    fill(result, 
      ...data.problems.map((problem) => element('p', {class: 'error'}, problem)),
      element('p', {}, data.differ + ' boards where ' + (data.names.join(' and ') || 'the systems') + ' differ'),
      element('div', {class: 'compare-panes'}, list, detail)
    )
    if (data.boards[0]) fill(detail, ...boardElements(data.boards[0]))
  })
}

function boardElements(board: CompareBoard): HTMLElement[] {
  const hands = element('div', {class: 'hands'}, ...['N', 'E', 'S', 'W'].map((seat) => element('div', {}, element('strong', {}, seat), handElement(board.hands[seat] ?? [], seat + ' hand'))))
  const auctions = board.auctions.map((auction) =>
    element(
      'div',
      {},
      auctionTable(auction.calls, board.dealer, auction.name + ': ' + auction.contract.replace(/^(\d)([SHDC])/, (_m, level: string, strain: string) => callText(level + strain)) + (auction.score === undefined ? '' : ' (NS ' + auction.score + ')'))
    )
  )
  const tricks = board.tricks?.length
    ? element(
        'table',
        {class: 'dd'},
        element('caption', {}, 'Double-dummy tricks'),
        element('thead', {}, element('tr', {}, element('th', {scope: 'col'}, 'Strain'), ...['N', 'E', 'S', 'W'].map((seat) => element('th', {scope: 'col'}, seat)))),
        element('tbody', {}, ...board.tricks.map((row) => element('tr', {}, element('th', {scope: 'row'}, row.strain), ...row.tricks.map((count) => element('td', {}, String(count))))))
      )
    : element('p', {}, 'No double-dummy table in this file.')
  return [element('h2', {class: 'small'}, 'Board ' + board.board + ' (dealer ' + board.dealer + ', vulnerable: ' + board.vulnerable + ')'), hands, element('div', {class: 'auctions'}, ...auctions), tricks]
}

/** Small DOM helpers shared by the views: elements from text only (never from input as HTML). */

import type {CallMeaning, RobotAnswer} from '../protocol.js'

export function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
  ...children: Array<Node | string | undefined>
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag)
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value)
  for (const child of children) if (child !== undefined) node.append(child)
  return node
}

const suitSymbols = ['♠', '♥', '♦', '♣']

/** A call with suit symbols: `1H` → `1♥`, `3N` → `3NT`. */
export function callText(call: string): string {
  return call
    .replace(/^([1-7])N$/, '$1NT')
    .replace(/^([1-7])([SHDC])$/, (_match, level: string, strain: string) => level + suitSymbols['SHDC'.indexOf(strain)])
}

/** A hand as four lines, one per suit. */
export function handElement(suits: readonly string[], label: string): HTMLElement {
  return element(
    'div',
    {class: 'hand', role: 'group', 'aria-label': label},
    ...suits.map((holding, index) =>
      element('div', {class: index === 1 || index === 2 ? 'suit red' : 'suit'}, suitSymbols[index] + ' ' + holding)
    )
  )
}

/** An auction as a table, dealer's column first. */
export function auctionTable(calls: readonly string[], dealer: string, caption: string, pending = false): HTMLTableElement {
  const seats = ['N', 'E', 'S', 'W']
  const start = seats.indexOf(dealer)
  const order = [...seats.slice(start), ...seats.slice(0, start)]
  const table = element('table', {class: 'auction'}, element('caption', {}, caption))
  table.append(element('thead', {}, element('tr', {}, ...order.map((seat) => element('th', {scope: 'col'}, seat)))))
  const body = element('tbody')
  const cells = [...calls.map(callText), ...(pending ? ['?'] : [])]
  for (let index = 0; index < cells.length; index += 4) {
    body.append(element('tr', {}, ...order.map((_seat, column) => element('td', {}, cells[index + column] ?? ''))))
  }

  table.append(body)
  return table
}

export function meaningList(calls: ReadonlyArray<CallMeaning & {direction?: string}>, label: string): HTMLElement {
  return element(
    'ul',
    {class: 'meanings', 'aria-label': label},
    ...calls.map((call) =>
      element(
        'li',
        {},
        element('strong', {}, (call.direction ? call.direction + ' ' : '') + callText(call.call)),
        ' ' + [call.meaning, call.shows].filter(Boolean).join(' — ') + (call.alert ? ' (alert)' : '')
      )
    )
  )
}

/** The robot's call, its explanation and the candidates it tried. */
export function robotElement(answer: RobotAnswer): HTMLElement {
  return element(
    'div',
    {class: 'robot'},
    element('p', {}, 'Robot: ', element('strong', {'data-testid': 'call'}, callText(answer.call))),
    element('p', {'data-testid': 'explanation'}, answer.explanation),
    answer.reasons.length === 0
      ? undefined
      : element(
          'ul',
          {class: 'reasons', 'aria-label': 'Candidates the robot tried'},
          ...answer.reasons.map((reason) =>
            element('li', {}, callText(reason.call) + ' ' + reason.status + (reason.meaning ? ': ' + reason.meaning : '') + (reason.failed?.length ? ' (fails ' + reason.failed.join(', ') + ')' : ''))
          )
        )
  )
}

/** Replace an element's children, skipping the parts left out (`undefined`). */
export function fill(target: Element, ...children: Array<Node | string | undefined>): void {
  target.replaceChildren(...children.filter((child) => child !== undefined))
}

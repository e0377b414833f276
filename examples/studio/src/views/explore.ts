/** Explore: an auction in any spelling, what each seat has shown, the calls next, and the robot's call for a hand. */

import type {Client} from '../client.js'
import {auctionTable, fill, element, meaningList, robotElement} from './render.js'

export function exploreView(client: Client): void {
  const form = document.querySelector<HTMLFormElement>('#explore-form')!
  const result = document.querySelector<HTMLElement>('#explore-result')!
  form.addEventListener('submit', async (event) => {
    event.preventDefault()
    const auction = form.querySelector<HTMLInputElement>('#explore-auction')!.value
    const hand = form.querySelector<HTMLInputElement>('#explore-hand')!.value
    fill(result, element('p', {}, 'Thinking…'))
    const reply = await client.request({type: 'explore', auction, hand})
    if (reply.type !== 'explored') {
      fill(result, element('p', {class: 'error'}, reply.type === 'failed' ? reply.reason : 'No answer'))
      return
    }

    const data = reply.result
    fill(result, 
      ...data.problems.map((problem) => element('p', {class: 'error', role: 'alert'}, problem)),
      auctionTable(data.auction, data.dealer, 'The auction (dealer ' + data.dealer + ')', true),
      element('h2', {class: 'small'}, 'The calls'),
      meaningList(data.calls, 'The calls so far'),
      element('h2', {class: 'small'}, 'What each seat has shown'),
      element(
        'ul',
        {class: 'meanings', 'data-testid': 'shown'},
        ...data.seats.filter((seat) => seat.calls.length > 0).map((seat) => element('li', {}, element('strong', {}, seat.direction), ' ' + (seat.text || 'nothing known')))
      ),
      element('h2', {class: 'small'}, 'Calls the system has next (' + data.toCall + ' to call)'),
      data.next.length === 0 ? element('p', {}, 'None: the auction is off the system here.') : meaningList(data.next, 'Calls next'),
      data.handProblem ? element('p', {class: 'error', role: 'alert'}, 'Hand: ' + data.handProblem) : undefined,
      data.robot ? element('h2', {class: 'small'}, 'The robot with this hand') : undefined,
      data.robot ? robotElement(data.robot) : undefined
    )
  })
}

/**
 * Practise: "what do I bid?". A hand dealt to fit an auction; the robot's
 * call and explanation after the answer, the other hands only then; a
 * running score and the misses to review.
 */

import type {Client} from '../client.js'
import {auctionTable, fill, callText, element, handElement, meaningList, robotElement} from './render.js'

export function practiseView(client: Client): void {
  const dealForm = document.querySelector<HTMLFormElement>('#practise-deal-form')!
  const answerForm = document.querySelector<HTMLFormElement>('#practise-answer-form')!
  const deal = document.querySelector<HTMLElement>('#practise-deal')!
  const result = document.querySelector<HTMLElement>('#practise-result')!
  const score = document.querySelector<HTMLElement>('#practise-score')!
  const misses = document.querySelector<HTMLUListElement>('#practise-misses')!
  const answer = answerForm.querySelector<HTMLInputElement>('#practise-answer')!
  let right = 0
  let asked = 0
  let current = ''

  dealForm.addEventListener('submit', async (event) => {
    event.preventDefault()
    const auction = dealForm.querySelector<HTMLInputElement>('#practise-auction')!.value
    fill(deal, element('p', {}, 'Dealing…'))
    fill(result, )
    answerForm.hidden = true
    const reply = await client.request({type: 'practise-deal', auction})
    if (reply.type !== 'dealt' || reply.deal.problem) {
      fill(deal, element('p', {class: 'error', role: 'alert'}, reply.type === 'dealt' ? reply.deal.problem! : reply.type === 'failed' ? reply.reason : 'No deal'))
      return
    }

    const data = reply.deal
    current = data.auction.map(callText).join(' ') || '(first call)'
    fill(deal, 
      auctionTable(data.auction, data.dealer, 'Dealer ' + data.dealer + '; you are ' + data.seat, true),
      data.calls.length > 0 ? meaningList(data.calls, 'What the calls mean') : undefined,
      handElement(data.hand, 'Your hand')
    )
    answerForm.hidden = false
    answer.value = ''
    answer.focus()
  })

  answerForm.addEventListener('submit', async (event) => {
    event.preventDefault()
    const reply = await client.request({type: 'practise-answer', call: answer.value})
    if (reply.type !== 'answered') {
      fill(result, element('p', {class: 'error', role: 'alert'}, reply.type === 'failed' ? reply.reason : 'No answer'))
      return
    }

    const data = reply.result
    asked++
    if (data.correct) right++
    else misses.append(element('li', {}, current + ': you ' + callText(data.answer) + ', the system ' + callText(data.robot.call) + ' — ' + data.robot.explanation))
    answerForm.hidden = true
    fill(result, 
      element('p', {class: data.correct ? 'right' : 'wrong'}, data.correct ? 'Right: ' + callText(data.answer) : 'You said ' + callText(data.answer)),
      robotElement(data.robot),
      element('div', {class: 'hands', 'aria-label': 'All four hands'}, ...['N', 'E', 'S', 'W'].map((seat) => element('div', {}, element('strong', {}, seat), handElement(data.hands[seat] ?? [], seat + ' hand'))))
    )
    score.textContent = 'Score: ' + right + ' / ' + asked
  })
}

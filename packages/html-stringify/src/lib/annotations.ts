/**
 * What bdast holds beyond a call and its meaning, shown compactly: seats
 * and vulnerability as badges, the hand constraint as text, alerts, forcing,
 * priority, next state, action and the calls an action applies over. Every
 * element made here has a `bd-` class: none of it exists in the reference.
 */

import {constraintToPhrasing, type Bid, type Seat, type Sequence, type VulnerabilityCondition} from '@bidding/core'
import type {Element, ElementContent} from 'hast'
import {h} from 'hastscript'

/** What hastscript accepts as a child: a node or text. */
type Child = ElementContent | string
import {callLabel} from './calls.js'
import {phrasingToHast} from './text.js'
import type {State} from './types.js'

const ordinals: Readonly<Record<Seat, string>> = {1: '1st', 2: '2nd', 3: '3rd', 4: '4th'}

const forcingWords: Readonly<Record<string, string>> = {
  'non-forcing': 'non-forcing',
  'one-round': 'forcing one round',
  game: 'game forcing',
  slam: 'slam forcing'
}

/** `1st/2nd seat`. */
export function seatsText(seats: readonly Seat[]): string {
  return seats.map((seat) => ordinals[seat] ?? String(seat)).join('/') + ' seat'
}

/** `we vul, they not vul`; empty when either side may be anything. */
export function vulnerabilityText(vulnerability: VulnerabilityCondition): string {
  const parts: string[] = []
  if (vulnerability.we !== 'any') parts.push(vulnerability.we === 'yes' ? 'we vul' : 'we not vul')
  if (vulnerability.they !== 'any') parts.push(vulnerability.they === 'yes' ? 'they vul' : 'they not vul')
  return parts.join(', ')
}

function badge(kind: string, children: Child[] | string, title?: string): Element {
  return h('span', {className: ['bd-badge', 'bd-' + kind], title}, children)
}

function conditionBadges(node: {seats?: Seat[] | undefined; vulnerability?: VulnerabilityCondition | undefined}): Element[] {
  const badges: Element[] = []
  if (node.seats && node.seats.length > 0) badges.push(badge('seat', seatsText(node.seats)))
  const vulnerability = node.vulnerability ? vulnerabilityText(node.vulnerability) : ''
  if (vulnerability) badges.push(badge('vul', vulnerability))
  return badges
}

/** Badges of a table's seat and vulnerability, if it has any. */
export function sequenceConditions(sequence: Sequence): Element | undefined {
  const badges = conditionBadges(sequence)
  return badges.length > 0 ? h('div', {className: ['bd-conditions']}, badges) : undefined
}

/** The compact information of a bid beyond its meaning, if it has any. */
export function bidInfo(bid: Bid, state: State): Element | undefined {
  const parts: Child[] = []
  if (bid.constraint) {
    parts.push(h('span', {className: ['bd-constraint']}, phrasingToHast(constraintToPhrasing(bid.constraint), state)))
  }

  if (bid.criteria) {
    parts.push(
      h('span', {className: ['bd-criteria']}, ['requires ', ...phrasingToHast(constraintToPhrasing(bid.criteria), state)])
    )
  }

  if (bid.alert?.artificial) parts.push(badge('alert', 'alert', 'Artificial: alert it'))
  if (bid.alert?.disposition && bid.alert.disposition !== 'none') {
    parts.push(badge('disposition', bid.alert.disposition.replaceAll('-', ' ')))
  }

  if (bid.forcing) parts.push(badge('forcing', forcingWords[bid.forcing] ?? bid.forcing))
  if (bid.action) parts.push(badge('action', bid.action))
  if (bid.over !== undefined) {
    const over: Child[] = ['over ']
    if (bid.over === 'all') over.push('any call')
    else {
      for (const [index, call] of bid.over.entries()) {
        if (index > 0) over.push(', ')
        over.push(...callLabel(call, 'they', undefined, state))
      }
    }

    parts.push(badge('over', over))
  }

  parts.push(...conditionBadges(bid))
  if (bid.priority !== undefined) parts.push(badge('priority', 'priority ' + bid.priority))
  if (bid.nextState !== undefined) parts.push(badge('next', '→ ' + bid.nextState, 'Next state'))
  return parts.length > 0 ? h('span', {className: ['bd-info']}, parts) : undefined
}

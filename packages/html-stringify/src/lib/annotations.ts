/**
 * What bdast holds beyond a call and its meaning, shown compactly: seats
 * and vulnerability as badges, the hand constraint as text, alerts, forcing,
 * priority, next state, action and the calls an action applies over. Every
 * element made here has a `bd-` class: none of it exists in the reference.
 */

import type {Bid, Sequence} from '@bidding/core'
import type {Element, ElementContent} from 'hast'
import {callLabel} from './calls.js'
import {bidNotes, conditionNotes, type BidNote} from '@bidding/display'
import {element, text} from './element.js'
import {phrasingToHast} from './text.js'
import type {State} from './types.js'

function badge(kind: string, children: ElementContent[] | string, title?: string): Element {
  const className = ['bd-badge', 'bd-' + kind]
  return element('span', title === undefined ? {className} : {className, title}, children)
}

/** Badges of a table's seat and vulnerability, if it has any. */
export function sequenceConditions(sequence: Sequence): Element | undefined {
  const badges = conditionNotes(sequence).map((note) => badge(note.type, note.text))
  return badges.length > 0 ? element('div', {className: ['bd-conditions']}, badges) : undefined
}

function noteToHast(note: BidNote, state: State): Element {
  switch (note.type) {
    case 'constraint': {
      return element('span', {className: ['bd-constraint']}, phrasingToHast(note.phrasing, state))
    }

    case 'criteria': {
      return element('span', {className: ['bd-criteria']}, [text('requires '), ...phrasingToHast(note.phrasing, state)])
    }

    case 'alert': {
      return badge('alert', note.text, 'Artificial: alert it')
    }

    case 'forcing': {
      return badge('forcing', note.text ?? note.value)
    }

    case 'action': {
      return badge('action', note.value)
    }

    case 'over': {
      const over: ElementContent[] = [text('over ')]
      if (note.over === 'all') over.push(text('any call'))
      else {
        for (const [index, call] of note.over.entries()) {
          if (index > 0) over.push(text(', '))
          over.push(...callLabel(call, 'they', undefined, state))
        }
      }

      return badge('over', over)
    }

    case 'next': {
      return badge('next', '→ ' + note.value, 'Next state')
    }

    default: {
      // Disposition, seat, vulnerability, priority: words.
      return badge(note.type, note.text)
    }
  }
}

/** The compact information of a bid beyond its meaning, if it has any. */
export function bidInfo(bid: Bid, state: State): Element | undefined {
  const parts: ElementContent[] = bidNotes(bid, {robotDetails: state.settings.robotDetails}).map((note) => noteToHast(note, state))
  return parts.length > 0 ? element('span', {className: ['bd-info']}, parts) : undefined
}

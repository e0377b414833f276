/**
 * What bdast holds about a bid beyond its call and meaning, as notes in the
 * order both display writers show them: the hand constraint, the criteria,
 * the alert, the disposition, forcing, the action, the calls an action
 * applies over, seats, vulnerability, priority and next state; and the facts
 * of a rule set. Pure text and data: `@bidding/html-stringify` makes badges
 * of them, `@bidding/latex-stringify` a `\bidinfo` line.
 */

import {constraintToPhrasing} from '@bidding/core/constraints'
import type {Bid, PhrasingContent, RuleSet} from '@bidding/core'
import type {Seat, VulnerabilityCondition} from '@bidding/core/calls'
import {isAnyHand} from './robot.js'

/** Which notes to give. */
export interface BidNotesOptions {
  /**
   * Give what only a robot needs too: priorities, and a constraint that
   * holds for every hand (`any hand`) (default: `true`, everything bdast holds).
   */
  robotDetails?: boolean | null | undefined
}

/** One thing shown about a bid, in words where it is plain text. */
export type BidNote =
  /** The hand constraint, as phrasing. */
  | {type: 'constraint'; phrasing: PhrasingContent[]}
  /** The criteria for making the call, as phrasing (shown after `requires`). */
  | {type: 'criteria'; phrasing: PhrasingContent[]}
  /** The call is artificial: `alert`. */
  | {type: 'alert'; text: string}
  /** The disposition in words (`slam try`). */
  | {type: 'disposition'; text: string}
  /** How far it forces: `text`, the words for a known value (`forcing one round`), else the value as it is. */
  | {type: 'forcing'; value: string; text: string | undefined}
  /** The action tag of the source, as it is. */
  | {type: 'action'; value: string}
  /** The calls an action applies over. */
  | {type: 'over'; over: readonly string[] | 'all'}
  /** The seats in words (`1st/2nd seat`). */
  | {type: 'seat'; text: string}
  /** The vulnerability in words (`we vul, they not vul`). */
  | {type: 'vul'; text: string}
  /** The priority in words (`priority 2`). */
  | {type: 'priority'; text: string}
  /** The next state, as it is. */
  | {type: 'next'; value: string}

const ordinals: Readonly<Record<Seat, string>> = {1: '1st', 2: '2nd', 3: '3rd', 4: '4th'}

const forcingWords: Readonly<Record<string, string>> = {
  'non-forcing': 'non-forcing',
  'one-round': 'forcing one round',
  game: 'game forcing',
  slam: 'slam forcing'
}

/** `1st/2nd seat`. */
function seatsText(seats: readonly Seat[]): string {
  return seats.map((seat) => ordinals[seat] ?? String(seat)).join('/') + ' seat'
}

/** `we vul, they not vul`; empty when either side may be anything. */
function vulnerabilityText(vulnerability: VulnerabilityCondition): string {
  const parts: string[] = []
  if (vulnerability.we !== 'any') parts.push(vulnerability.we === 'yes' ? 'we vul' : 'we not vul')
  if (vulnerability.they !== 'any') parts.push(vulnerability.they === 'yes' ? 'they vul' : 'they not vul')
  return parts.join(', ')
}

/** A note of seats or vulnerability: words. */
export type ConditionNote = Extract<BidNote, {type: 'seat' | 'vul'}>

/** Notes of a table's or a bid's seats and vulnerability, when they say anything. */
export function conditionNotes(node: {
  seats?: readonly Seat[] | undefined
  vulnerability?: VulnerabilityCondition | undefined
}): ConditionNote[] {
  const notes: ConditionNote[] = []
  if (node.seats && node.seats.length > 0) notes.push({type: 'seat', text: seatsText(node.seats)})
  const vulnerability = node.vulnerability ? vulnerabilityText(node.vulnerability) : ''
  if (vulnerability) notes.push({type: 'vul', text: vulnerability})
  return notes
}

/**
 * Notes of what a bid holds beyond its call and meaning, in the order they
 * are shown; without `robotDetails`, none of what only a robot needs.
 */
export function bidNotes(bid: Bid, options?: Readonly<BidNotesOptions> | null): BidNote[] {
  const robot = options?.robotDetails ?? true
  const notes: BidNote[] = []
  if (bid.constraint && (robot || !isAnyHand(bid.constraint))) notes.push({type: 'constraint', phrasing: constraintToPhrasing(bid.constraint)})
  if (bid.criteria) notes.push({type: 'criteria', phrasing: constraintToPhrasing(bid.criteria)})
  if (bid.alert?.artificial) notes.push({type: 'alert', text: 'alert'})
  if (bid.alert?.disposition && bid.alert.disposition !== 'none') {
    notes.push({type: 'disposition', text: bid.alert.disposition.replaceAll('-', ' ')})
  }

  if (bid.forcing) notes.push({type: 'forcing', value: bid.forcing, text: forcingWords[bid.forcing]})
  if (bid.action) notes.push({type: 'action', value: bid.action})
  if (bid.over !== undefined) notes.push({type: 'over', over: bid.over})
  notes.push(...conditionNotes(bid))
  if (bid.priority !== undefined && robot) notes.push({type: 'priority', text: 'priority ' + bid.priority})
  if (bid.nextState !== undefined) notes.push({type: 'next', value: bid.nextState})
  return notes
}

/** What is shown about a rule set under its name, in words: `natural rules`, `level 2`, `by Ray`, the contact. */
export function ruleSetFacts(node: RuleSet): string[] {
  const facts: string[] = []
  if (node.kind) facts.push(node.kind + ' rules')
  if (node.level) facts.push('level ' + node.level)
  if (node.owner) facts.push('by ' + node.owner)
  if (node.contact) facts.push(node.contact)
  return facts
}

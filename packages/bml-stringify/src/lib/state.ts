/**
 * The writer's state and how it reports. BML has no escapes, so content it
 * cannot express is written in the closest form and reported.
 */

import {messageAt} from '@bidding/core/messages'
import type {Node} from '@bidding/core'
import type {VFile} from 'vfile'

/** Settings after defaults. */
export interface Settings {
  /** Columns per level of a bid table. */
  unit: number
}

/** The writer's state. */
export interface State {
  settings: Settings
  file: VFile | undefined
  /** Seats and vulnerability the reader will have in force (`#SEAT`, `#VUL` are sticky). */
  seat: string
  vulnerability: string
  /** Fields already reported as dropped, to report each once. */
  reported: Set<string>
  /** Bid fields a view already expressed (state machines), not to report. */
  expressed: Set<string>
}

export const source = '@bidding/bml-stringify'

/** Report something the output cannot express. */
export function warn(state: State, reason: string, node: Node | undefined, ruleId: string): void {
  messageAt(state.file, reason, node, {ruleId, source})
}

/** Report a kind of loss once per document. */
export function warnOnce(state: State, key: string, reason: string, node: Node | undefined, ruleId: string): void {
  if (state.reported.has(key)) return
  state.reported.add(key)
  warn(state, reason, node, ruleId)
}

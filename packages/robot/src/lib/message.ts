/** Messages of the robot: warnings on the system's file, positioned at the node. */

import {messageAt} from '@bidding/core/messages'
import type {Node} from '@bidding/core'
import type {VFile} from 'vfile'

export const source = '@bidding/robot'

/** Report a problem with a system (a warning; nothing is thrown). */
export function warn(file: VFile | undefined, reason: string, node: Pick<Node, 'position' | 'data'> | undefined, ruleId: string): void {
  // On the file the node was read from (an `#INCLUDE`d one, say).
  messageAt(file, reason, node as Node | undefined, {ruleId, source})
}

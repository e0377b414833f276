/** Messages of the robot: warnings on the system's file, positioned at the node. */

import type {Node} from '@bidding/core'
import type {VFile} from 'vfile'

export const source = '@bidding/robot'

/** Report a problem with a system (a warning; nothing is thrown). */
export function warn(file: VFile | undefined, reason: string, node: Pick<Node, 'position'> | undefined, ruleId: string): void {
  if (!file) return
  file.message(reason, {place: node?.position, ruleId, source})
}

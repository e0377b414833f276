/**
 * What only a robot needs and a player reading the notes does not: the
 * priority among candidate calls, a constraint that holds for every hand
 * (`{any hand}`, written so a robot has a candidate), and the robot's
 * settings in the document's metadata (`#+FALLBACK: natural`). Display
 * writers hide these unless asked for them (`robotDetails`).
 */

import type {Constraint} from '@bidding/core/constraints'

/** Metadata keys that only configure a robot. */
const robotMetadata: ReadonlySet<string> = new Set(['fallback'])

/** Whether a metadata key (`fallback`) only configures a robot. */
export function isRobotMetadata(key: string): boolean {
  return robotMetadata.has(key.toLowerCase())
}

/** Whether a constraint says nothing to a player: it holds for every hand. */
export function isAnyHand(constraint: Constraint | undefined): boolean {
  return constraint?.type === 'and' && constraint.children.length === 0
}

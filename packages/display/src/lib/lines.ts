/**
 * A meaning's lines: BML writes a long meaning over several rows.
 */

import type {PhrasingContent} from '@bidding/core'

/**
 * Split phrasing into lines at `break`s. A trailing break (BML's `.` line)
 * gives a last, empty line.
 */
export function linesOf(children: readonly PhrasingContent[]): PhrasingContent[][] {
  const lines: PhrasingContent[][] = [[]]
  for (const child of children) {
    if (child.type === 'break') lines.push([])
    else lines.at(-1)!.push(child)
  }

  return lines
}

/**
 * Named priority classes: a system says “game-forcing before invitational”
 * instead of numbering its rows, so the robot's choice does not depend on
 * the order the notes are written in. A class is a number (`bid.priority`),
 * ten apart, so a number in between refines a class where needed.
 */

/** The classes, strongest first, and their numbers. */
export const priorityClasses: ReadonlyMap<string, number> = new Map([
  ['slam', 60],
  ['game-forcing', 50],
  ['game', 40],
  ['invitational', 30],
  ['constructive', 20],
  ['competitive', 10],
  ['natural', 0],
  ['sign-off', -10],
  ['last', -20]
])

/** Read a priority: a class name (`game-forcing`) or a whole number; `undefined` for neither. */
export function parsePriority(text: string): number | undefined {
  const word = text.trim().toLowerCase()
  if (/^[-+]?\d+$/.test(word)) return Number(word)
  const normal = word === 'signoff' ? 'sign-off' : word === 'gf' ? 'game-forcing' : word
  return priorityClasses.get(normal)
}

/** A priority as written: the class name when it is one, else the number. */
export function priorityText(priority: number): string {
  for (const [name, value] of priorityClasses) if (value === priority) return name
  return String(priority)
}

import {constraintBoundsInto, type Bounds, type Constraint} from '@bidding/core/constraints'

const boundsCache = new WeakMap<Constraint, Bounds>()

/** The ten numbers of the bounds being read (`constraintBoundsInto`). */
const values = new Float64Array(10)

/**
 * One bounds record per value (its ten numbers as text): the readings of
 * many calls show the same bounds, and the facts that meet them
 * (`narrowed`) then meet one pair once. Let go past `maxShared` (a cache:
 * no value depends on which record is shared).
 */
const shared = new Map<string, Bounds>()
const maxShared = 100_000

/**
 * `constraintBounds`, once per constraint object: explanations, the natural
 * layer and every auction through a call read the same bounds again and
 * again. Read as ten numbers (no record per node of the constraint), and
 * shared by value.
 */
export function boundsOf(constraint: Constraint): Bounds {
  let bounds = boundsCache.get(constraint)
  if (!bounds) {
    constraintBoundsInto(constraint, values)
    bounds = sharedBounds(values)
    boundsCache.set(constraint, bounds)
  }

  return bounds
}

function sharedBounds(numbers: Float64Array): Bounds {
  let key = String(numbers[0])
  for (let index = 1; index < 10; index++) key += ',' + numbers[index]
  let bounds = shared.get(key)
  if (!bounds) {
    if (shared.size >= maxShared) shared.clear()
    bounds = {
      hcp: [numbers[0]!, numbers[1]!],
      length: {S: [numbers[2]!, numbers[3]!], H: [numbers[4]!, numbers[5]!], D: [numbers[6]!, numbers[7]!], C: [numbers[8]!, numbers[9]!]}
    }
    shared.set(key, bounds)
  }

  return bounds
}

import {constraintBounds, type Bounds, type Constraint} from '@bidding/core/constraints'

const boundsCache = new WeakMap<Constraint, Bounds>()

/**
 * `constraintBounds`, once per constraint object: explanations, the natural
 * layer and every auction through a call read the same bounds again and again.
 */
export function boundsOf(constraint: Constraint): Bounds {
  let bounds = boundsCache.get(constraint)
  if (!bounds) {
    bounds = constraintBounds(constraint)
    boundsCache.set(constraint, bounds)
  }

  return bounds
}

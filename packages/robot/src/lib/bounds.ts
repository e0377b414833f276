import {constraintBounds, hullBounds, isEmptyBounds, meetBounds, unboundedBounds, type Bounds, type Constraint} from '@bidding/core/constraints'

const boundsCache = new WeakMap<Constraint, Bounds>()

/**
 * `constraintBounds`, once per constraint object: explanations, the natural
 * layer and every auction through a call read the same bounds again and again.
 * An `and` or `or` is met or joined from its children's bounds, each kept
 * too: a constraint resolved on a new auction is a new object, but most of
 * its parts are the system's own, read before.
 */
export function boundsOf(constraint: Constraint): Bounds {
  let bounds = boundsCache.get(constraint)
  if (!bounds) {
    bounds = boundsFrom(constraint)
    boundsCache.set(constraint, bounds)
  }

  return bounds
}

/** The bounds of one constraint, as `constraintBounds` makes them, from its children's kept bounds. */
function boundsFrom(constraint: Constraint): Bounds {
  if (constraint.type === 'and') {
    let result = unboundedBounds()
    for (const child of constraint.children) result = meetBounds(result, boundsOf(child))
    return result
  }

  if (constraint.type === 'or') {
    let result: Bounds | undefined
    for (const child of constraint.children) {
      const bounds = boundsOf(child)
      if (isEmptyBounds(bounds)) continue
      result = result ? hullBounds(result, bounds) : bounds
    }

    return result ?? {hcp: [1, 0], length: unboundedBounds().length}
  }

  return constraintBounds(constraint)
}

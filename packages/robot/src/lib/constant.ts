/**
 * Constants of a resolved constraint: after `resolveAuction`, an auction
 * condition is `any hand` (an empty `and`), `no hand` (an empty `or`), or
 * their combinations.
 */

import type {Constraint} from '@bidding/core/constraints'

/** Whether a constraint holds whatever the hand: only constants, and they hold. */
export function isConstantTrue(constraint: Constraint): boolean {
  return constantValue(constraint) === true
}

function constantValue(constraint: Constraint): boolean | undefined {
  switch (constraint.type) {
    case 'and': {
      let value = true
      for (const child of constraint.children) {
        const found = constantValue(child)
        if (found === undefined) return undefined
        value &&= found
      }

      return value
    }

    case 'or': {
      let value = false
      for (const child of constraint.children) {
        const found = constantValue(child)
        if (found === undefined) return undefined
        value ||= found
      }

      return value
    }

    case 'not': {
      const found = constantValue(constraint.child)
      return found === undefined ? undefined : !found
    }

    default: {
      return undefined
    }
  }
}

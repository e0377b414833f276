/**
 * Evaluate a constraint tree. Core knows the logic; what an atom means for
 * a hand is the evaluator's business (`@bidding/hand` provides one), so the
 * same tree runs against real hands, partial knowledge, or a test double.
 */

import type {Atom, Constraint, Range} from './types.js'

/** Decide one atom: `true`, `false`, or `undefined` when it cannot be decided. */
export type AtomTest = (atom: Atom) => boolean | undefined

/** Whether a value lies in an inclusive range with open ends. */
export function inRange(value: number, range: Range): boolean {
  return (range.min === undefined || value >= range.min) && (range.max === undefined || value <= range.max)
}

/**
 * Evaluate `constraint` with three-valued logic: `undefined` when the
 * outcome depends on atoms the test cannot decide.
 */
export function evaluateConstraint(constraint: Constraint, test: AtomTest): boolean | undefined {
  switch (constraint.type) {
    case 'and': {
      let result: boolean | undefined = true
      for (const child of constraint.children) {
        const value = evaluateConstraint(child, test)
        if (value === false) return false
        if (value === undefined) result = undefined
      }

      return result
    }

    case 'or': {
      let result: boolean | undefined = false
      for (const child of constraint.children) {
        const value = evaluateConstraint(child, test)
        if (value === true) return true
        if (value === undefined) result = undefined
      }

      return result
    }

    case 'not': {
      const value = evaluateConstraint(constraint.child, test)
      return value === undefined ? undefined : !value
    }

    default: {
      return test(constraint)
    }
  }
}

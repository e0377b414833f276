/**
 * `@bidding/core/constraints`: hand constraints — their types, reading and
 * writing them as text, bounds, evaluation and transforms. Loads no zod
 * (the constraint schemas are in `@bidding/core/schemas`).
 */

export type * from './lib/constraint/types.js'
export {
  constraintBounds,
  constraintBoundsInto,
  hullBounds,
  isEmptyBounds,
  meetBounds,
  unboundedBounds,
  type Bounds,
  type Interval
} from './lib/constraint/bounds.js'
export {evaluateConstraint, inRange, type AtomTest} from './lib/constraint/evaluate.js'
export {parseConstraint, type ParseConstraintResult} from './lib/constraint/parse.js'
export {
  constraintToPhrasing,
  constraintToString,
  rangeToText,
  type ConstraintTextOptions
} from './lib/constraint/to-text.js'
export {
  allOf,
  atomsOf,
  isAuctionAtom,
  mapAtoms,
  normalizeConstraint,
  resolveSuits,
  type SuitBindings
} from './lib/constraint/transform.js'

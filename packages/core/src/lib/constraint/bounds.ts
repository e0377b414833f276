/**
 * What a constraint implies about the two numbers every consumer asks for
 * first: HCP and suit lengths. Used for per-seat summaries of an auction,
 * the BSS suit-length digits, and quick rejection in the deal generator.
 */

import type {Suit} from '../call/types.js'
import type {Constraint} from './types.js'

/** Inclusive lower and upper bound. */
export type Interval = [min: number, max: number]

/** HCP and suit-length intervals a hand must lie in. */
export interface Bounds {
  hcp: Interval
  length: Record<Suit, Interval>
}

/** Bounds that say nothing: 0–37 HCP, 0–13 cards in each suit. */
export function unboundedBounds(): Bounds {
  return {hcp: [0, 37], length: {S: [0, 13], H: [0, 13], D: [0, 13], C: [0, 13]}}
}

const suitKeys: readonly Suit[] = ['S', 'H', 'D', 'C']

function isSuit(value: unknown): value is Suit {
  return value === 'S' || value === 'H' || value === 'D' || value === 'C'
}

function meet(a: Interval, b: Interval): Interval {
  return [Math.max(a[0], b[0]), Math.min(a[1], b[1])]
}

function hull(a: Interval, b: Interval): Interval {
  return [Math.min(a[0], b[0]), Math.max(a[1], b[1])]
}

/** Intersect two bounds (both hold). */
export function meetBounds(a: Bounds, b: Bounds): Bounds {
  const length = {} as Record<Suit, Interval>
  for (const suit of suitKeys) length[suit] = meet(a.length[suit], b.length[suit])
  return {hcp: meet(a.hcp, b.hcp), length}
}

/** The smallest bounds containing both (either holds). */
export function hullBounds(a: Bounds, b: Bounds): Bounds {
  const length = {} as Record<Suit, Interval>
  for (const suit of suitKeys) length[suit] = hull(a.length[suit], b.length[suit])
  return {hcp: hull(a.hcp, b.hcp), length}
}

/** Whether some bound is empty (min above max): no hand fits. */
export function isEmptyBounds(bounds: Bounds): boolean {
  return bounds.hcp[0] > bounds.hcp[1] || suitKeys.some((suit) => bounds.length[suit][0] > bounds.length[suit][1])
}

/**
 * The HCP and suit-length bounds a constraint implies. Atoms that say
 * nothing about them (and suits not yet bound) leave the bounds open;
 * `not` is conservative.
 */
export function constraintBounds(constraint: Constraint): Bounds {
  const values = new Float64Array(10)
  boundsInto(constraint, values, 0, 0)
  return {
    hcp: [values[0]!, values[1]!],
    length: {S: [values[2]!, values[3]!], H: [values[4]!, values[5]!], D: [values[6]!, values[7]!], C: [values[8]!, values[9]!]}
  }
}

/**
 * `constraintBounds` as ten numbers written into `out` from `at`: HCP min
 * and max, then the ♠ ♥ ♦ ♣ lengths' min and max. Both read a constraint
 * here, with no record or interval per node: callers that keep one bounds
 * record per constraint, or none, allocate nothing.
 */
export function constraintBoundsInto(constraint: Constraint, out: Float64Array, at = 0): void {
  boundsInto(constraint, out, at, 0)
}

/** Nodes this deep or deeper (none that readers make) read their children into a block of their own. */
const scratchDepth = 64
/** The bounds of a node's children, one block of ten numbers per depth (block `depth` for the children of a node at `depth`). */
const scratch = new Float64Array(10 * scratchDepth)

function boundsInto(constraint: Constraint, out: Float64Array, at: number, depth: number): void {
  setUnbounded(out, at)
  switch (constraint.type) {
    case 'and':
    case 'or': {
      const block = depth < scratchDepth ? scratch : new Float64Array(10)
      const child = depth < scratchDepth ? depth * 10 : 0
      let live = false
      for (const item of constraint.children) {
        boundsInto(item, block, child, depth + 1)
        if (constraint.type === 'and') {
          for (let index = 0; index < 10; index += 2) {
            out[at + index] = Math.max(out[at + index]!, block[child + index]!)
            out[at + index + 1] = Math.min(out[at + index + 1]!, block[child + index + 1]!)
          }

          continue
        }

        // Either holds: the hull of the children that some hand fits.
        if (isEmptyAt(block, child)) continue
        for (let index = 0; index < 10; index += 2) {
          out[at + index] = live ? Math.min(out[at + index]!, block[child + index]!) : block[child + index]!
          out[at + index + 1] = live ? Math.max(out[at + index + 1]!, block[child + index + 1]!) : block[child + index + 1]!
        }

        live = true
      }

      if (constraint.type === 'or' && !live) {
        out[at] = 1
        out[at + 1] = 0
      }

      return
    }

    case 'points': {
      if (constraint.suit !== undefined) {
        // HCP in one suit: the hand has at least as many, but may have more elsewhere.
        if (constraint.scale === 'hcp') {
          out[at] = constraint.min ?? 0
          out[at + 1] = 37
        }

        return
      }

      if (constraint.scale === 'hcp') {
        out[at] = constraint.min ?? 0
        out[at + 1] = constraint.max ?? 37
      }

      const min = constraint.min ?? 0
      const max = constraint.max ?? Infinity
      // The two longest suits hold 7 to 13 cards: HCP is the count less 7–13.
      if (constraint.scale === 'rule') {
        out[at] = Math.max(out[at]!, Math.max(0, min - 13))
        out[at + 1] = Math.min(out[at + 1]!, Math.min(37, max - 7))
      } else if (constraint.scale === 'pearson') {
        // Pearson points are HCP plus spades (0–13 of them).
        out[at] = Math.max(out[at]!, Math.max(0, min - 13))
        out[at + 1] = Math.min(out[at + 1]!, Math.min(37, max))
        out[at + 2] = Math.max(out[at + 2]!, Math.max(0, min - 37))
        out[at + 3] = Math.min(out[at + 3]!, Math.min(13, max))
      }

      return
    }

    case 'length': {
      if (isSuit(constraint.suit)) {
        const offset = at + 2 + 2 * suitKeys.indexOf(constraint.suit)
        out[offset] = constraint.min ?? 0
        out[offset + 1] = constraint.max ?? 13
      }

      return
    }

    case 'shape': {
      if (!constraint.any) {
        for (let index = 0; index < 4; index++) {
          const digit = constraint.pattern[index]
          if (digit && digit !== 'x') {
            out[at + 2 + 2 * index] = Number(digit)
            out[at + 3 + 2 * index] = Number(digit)
          }
        }
      } else if (/^[0-9]{4}$/.test(constraint.pattern)) {
        const digits = [...constraint.pattern].map(Number)
        setLengths(out, at, Math.min(...digits), Math.max(...digits))
      }

      return
    }

    case 'balanced': {
      setLengths(out, at, 2, constraint.semi ? 6 : 5)
      return
    }

    case 'count': {
      if (constraint.of === 'void' && constraint.max === 0) setLengths(out, at, 1, 13)
      return
    }

    default: {
      // Nothing said about HCP or lengths.
    }
  }
}

function setUnbounded(out: Float64Array, at: number): void {
  out[at] = 0
  out[at + 1] = 37
  setLengths(out, at, 0, 13)
}

function setLengths(out: Float64Array, at: number, min: number, max: number): void {
  for (let index = at + 2; index < at + 10; index += 2) {
    out[index] = min
    out[index + 1] = max
  }
}

/** `isEmptyBounds` of ten numbers. */
function isEmptyAt(values: Float64Array, at: number): boolean {
  for (let index = at; index < at + 10; index += 2) if (values[index]! > values[index + 1]!) return true
  return false
}

/**
 * Small pure transforms on constraints: combining, normalising, and binding
 * the suit variables and references of a pattern call.
 */

import type {Suit} from '../call/types.js'
import type {Atom, Constraint, SuitRef, SuitReference, SuitVariable} from './types.js'
import {setOwn} from '../own.js'

/** Apply `fn` to every atom, rebuilding the tree around the results. */
export function mapAtoms(constraint: Constraint, fn: (atom: Atom) => Constraint): Constraint {
  switch (constraint.type) {
    case 'and':
    case 'or': {
      return {type: constraint.type, children: constraint.children.map((child) => mapAtoms(child, fn))}
    }

    case 'not': {
      return {type: 'not', child: mapAtoms(constraint.child, fn)}
    }

    default: {
      return fn(constraint)
    }
  }
}

/** Every atom of a constraint, depth first. */
export function atomsOf(constraint: Constraint): Atom[] {
  if (constraint.type === 'and' || constraint.type === 'or') return constraint.children.flatMap((c) => atomsOf(c))
  if (constraint.type === 'not') return atomsOf(constraint.child)
  return [constraint]
}

/** Conjunction of the given constraints, skipping absent ones; `undefined` when none. */
export function allOf(...constraints: Array<Constraint | undefined>): Constraint | undefined {
  const present = constraints.filter((c): c is Constraint => c !== undefined)
  if (present.length <= 1) return present[0]
  return normalizeConstraint({type: 'and', children: present})
}

/**
 * Normalise: flatten nested groups of the same kind, unwrap groups of one,
 * drop `raw` spellings and undefined fields. Two constraints that print the
 * same normalise the same.
 */
export function normalizeConstraint(constraint: Constraint): Constraint {
  switch (constraint.type) {
    case 'and':
    case 'or': {
      const children: Constraint[] = []
      for (const child of constraint.children.map((c) => normalizeConstraint(c))) {
        if (child.type === constraint.type && child.children.length > 0) children.push(...child.children)
        else children.push(child)
      }

      return children.length === 1 ? children[0]! : {type: constraint.type, children}
    }

    case 'not': {
      return {type: 'not', child: normalizeConstraint(constraint.child)}
    }

    default: {
      const copy: Record<string, unknown> = {}
      for (const [key, value] of Object.entries(constraint)) {
        if (key !== 'raw' && value !== undefined) setOwn(copy, key, value)
      }

      return copy as unknown as Atom
    }
  }
}

/** Suits bound to the variables and references of a constraint. */
export type SuitBindings = Partial<Record<SuitVariable | SuitReference, Suit>>

/** Whether an atom is about the auction rather than the hand alone (`shown`, `combined`, `fit`, `auction`). */
export function isAuctionAtom(atom: Atom): boolean {
  return atom.type === 'shown' || atom.type === 'combined' || atom.type === 'fit' || atom.type === 'auction'
}

function bind(suit: SuitRef, bindings: SuitBindings): SuitRef {
  if (suit === 'S' || suit === 'H' || suit === 'D' || suit === 'C' || suit === 'theirs' || suit === 'unbid') return suit
  return bindings[suit] ?? suit
}

/**
 * Replace bound suit variables and references by their suits. What names no
 * bound variable is shared with the input, not copied (a constraint without
 * one is returned itself): treat both as read-only.
 */
export function resolveSuits(constraint: Constraint, bindings: SuitBindings): Constraint {
  switch (constraint.type) {
    case 'and':
    case 'or': {
      let children: Constraint[] | undefined
      for (let index = 0; index < constraint.children.length; index++) {
        const child = constraint.children[index]!
        const resolved = resolveSuits(child, bindings)
        if (resolved !== child) {
          children ??= constraint.children.slice(0, index)
        }

        children?.push(resolved)
      }

      return children ? {type: constraint.type, children} : constraint
    }

    case 'not': {
      const child = resolveSuits(constraint.child, bindings)
      return child === constraint.child ? constraint : {type: 'not', child}
    }

    default: {
      return resolveAtom(constraint, bindings)
    }
  }
}

/** An atom with its suits bound; the atom itself when none changes. */
function resolveAtom(atom: Atom, bindings: SuitBindings): Atom {
  switch (atom.type) {
    case 'length':
    case 'honours':
    case 'suitQuality':
    case 'stopper':
    case 'longest':
    case 'fit':
    case 'points':
    case 'controls':
    case 'shown':
    case 'combined':
    case 'auction': {
      if (atom.suit === undefined) return atom
      const suit = bind(atom.suit, bindings)
      return suit === atom.suit ? atom : ({...atom, suit} as Atom)
    }

    case 'compare': {
      const left = bind(atom.left, bindings)
      const right = bind(atom.right, bindings)
      return left === atom.left && right === atom.right ? atom : {...atom, left, right}
    }

    default: {
      return atom
    }
  }
}

/**
 * A constraint → `<handtypes>`: an `or` of `and`s of atoms becomes one
 * `<type>` per `and`; other shapes are first spread into that form.
 * Atoms SLAMBidding has no element for are left out with a warning.
 */

import {constraintToString, type Atom, type Constraint} from '@bidding/core/constraints'
import type {Bid} from '@bidding/core'
import type {Suit} from '@bidding/core/calls'
import {xmlElement} from '@bidding/safe-xml'
import {handtypesToConstraint} from '@bidding/slam-util'
import type {Element, ElementContent} from 'xast'
import {x} from 'xastscript'
import {equal, warn, type State} from './state.js'

const suitNames: Readonly<Record<Suit, string>> = {S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs'}

/** Spread a constraint into conjunctions of atoms (disjunctive normal form); `not` is dropped. */
export function conjunctions(state: State, constraint: Constraint, node: Bid): Atom[][] {
  switch (constraint.type) {
    case 'or': {
      return constraint.children.flatMap((child) => conjunctions(state, child, node))
    }

    case 'and': {
      let result: Atom[][] = [[]]
      for (const child of constraint.children) {
        const options = conjunctions(state, child, node)
        result = result.flatMap((left) => options.map((right) => [...left, ...right]))
      }

      return result
    }

    case 'not': {
      warn(
        state,
        node,
        'Cannot write `' + constraintToString(constraint) + '` in SLAMBidding, which has no negation (dropped)',
        'unsupported-constraint'
      )
      return [[]]
    }

    default: {
      return [[constraint]]
    }
  }
}

/** The elements of one conjunction (`<HCP>` and suit elements), in order. */
export function typeElements(state: State, atoms: readonly Atom[], node: Bid): Element[] {
  const result: Element[] = []
  for (const atom of atoms) {
    const last = result.at(-1)
    if (atom.type === 'points' && atom.scale === 'hcp' && atom.suit === undefined) {
      result.push(x('HCP', range(atom, 'min', 'max')))
    } else if (atom.type === 'length' && isSuit(atom.suit)) {
      result.push(x(suitNames[atom.suit], range(atom, 'min', 'max')))
    } else if (atom.type === 'honours' && isSuit(atom.suit) && (atom.top === undefined || atom.top === 5)) {
      const attributes = range(atom, 'honorsmin', 'honorsmax')
      const merge = last?.name === suitNames[atom.suit] && ('min' in last.attributes || 'max' in last.attributes) && !hasAny(last, 'honors') && !hasAny(last, 'controls')
      if (merge) Object.assign(last.attributes, attributes)
      else result.push(x(suitNames[atom.suit], attributes))
    } else if (atom.type === 'controls' && atom.suit !== undefined && isSuit(atom.suit)) {
      const attributes = range(atom, 'controlsmin', 'controlsmax')
      const merge =
        last?.name === suitNames[atom.suit] &&
        ('min' in last.attributes || 'max' in last.attributes || hasAny(last, 'honors')) &&
        !hasAny(last, 'controls')
      if (merge) Object.assign(last.attributes, attributes)
      else result.push(x(suitNames[atom.suit], attributes))
    } else {
      warn(
        state,
        node,
        'Cannot write `' + constraintToString(atom) + '` in SLAMBidding handtypes, which know HCP, suit lengths, honours and controls (dropped)',
        'unsupported-constraint'
      )
    }
  }

  return result
}

/** `<handtypes>` for a bid: as written when that still reads back to its constraint, else built from it. */
export function handtypesOut(state: State, bid: Bid): Element | undefined {
  if (!bid.constraint) return undefined
  const stored = bid.data?.slam?.handtypes
  if (stored && equal(handtypesToConstraint(stored), bid.constraint)) return fromXast(stored)
  return x(
    'handtypes',
    {},
    conjunctions(state, bid.constraint, bid).map((atoms) => x('type', {}, typeElements(state, atoms, bid)))
  )
}

/**
 * xast kept in `data`, copied with what XML can hold: elements, text,
 * comments, CDATA and instructions (data from elsewhere may hold anything).
 */
export function fromXast(node: Element): Element {
  const children: ElementContent[] = []
  for (const child of node.children) {
    if (child.type === 'element') children.push(fromXast(child))
    else if (child.type === 'text' || child.type === 'comment' || child.type === 'cdata') children.push({type: child.type, value: child.value})
    else if (child.type === 'instruction') children.push({type: 'instruction', name: child.name, value: child.value})
  }

  return xmlElement(node.name, node.attributes, children)
}

function isSuit(value: string): value is Suit {
  return value === 'S' || value === 'H' || value === 'D' || value === 'C'
}

function hasAny(node: Element, prefix: string): boolean {
  return Object.keys(node.attributes).some((name) => name.startsWith(prefix))
}

function range(atom: {min?: number | undefined; max?: number | undefined}, min: string, max: string): Record<string, string> {
  const attributes: Record<string, string> = {}
  if (atom.min !== undefined) attributes[min] = String(atom.min)
  if (atom.max !== undefined) attributes[max] = String(atom.max)
  return attributes
}

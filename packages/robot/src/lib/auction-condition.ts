/**
 * An auction class's condition (`balancing seat`, `partner passed`,
 * `partner shown 3+♥` …) compiled once into a test of the facts alone:
 * whether the auction decides it true whatever the hand. Its value is
 * always `isConstantTrue(resolveAuction(condition, facts, undefined))`,
 * without building the resolved constraint for each auction.
 *
 * A part that resolves to an atom about the hand is not decided by the
 * auction; which parts do is known from the atom's type when compiling,
 * except for atoms about a set of suits (`fit theirs`): an empty set decides
 * them (nothing to hold), so they are read on the facts.
 */

import type {Atom, Constraint} from '@bidding/core/constraints'
import type {Suit} from '@bidding/core/calls'
import {setFields, type AuctionFacts, type SuitField} from './auction-facts.js'
import {knownIn} from './auction-test.js'
import {isSuit} from './text.js'

/** The auction's value of a condition: `true`/`false` when decided, `undefined` when the hand decides it. */
export type FactsValue = (facts: AuctionFacts) => boolean | undefined

type SetName = 'theirs' | 'unbid'

/** What compiling gives: a test of the facts, or `handDecides` (undecided by the auction on any facts). */
type Compiled = FactsValue | typeof handDecides

const handDecides = 0
const decidedTrue: FactsValue = () => true
const decidedFalse: FactsValue = () => false

/** The test of whether the auction alone makes a class condition hold. */
export function compileCondition(condition: Constraint): (facts: AuctionFacts) => boolean {
  const value = compile(condition)
  if (value === handDecides) return () => false
  return (facts) => value(facts) === true
}

/** A condition's value on the facts (`constantValue` of the resolved constraint, `constant.ts`). */
export function compileFactsValue(constraint: Constraint): FactsValue {
  const value = compile(constraint)
  return value === handDecides ? () => undefined : value
}

function compile(constraint: Constraint): Compiled {
  switch (constraint.type) {
    case 'and':
    case 'or': {
      const children: FactsValue[] = []
      for (const child of constraint.children) {
        const value = compile(child)
        // One part the hand decides leaves the whole undecided, whatever the others are.
        if (value === handDecides) return handDecides
        children.push(value)
      }

      return group(constraint.type === 'and', children)
    }

    case 'not': {
      const child = compile(constraint.child)
      if (child === handDecides) return handDecides
      return (facts) => {
        const value = child(facts)
        return value === undefined ? undefined : !value
      }
    }

    default: {
      return atom(constraint)
    }
  }
}

/** An `and` (`isAnd`) or `or` of decided values: undecided as soon as one part is. */
function group(isAnd: boolean, children: readonly FactsValue[]): FactsValue {
  if (children.length === 0) return isAnd ? decidedTrue : decidedFalse
  if (children.length === 1) return children[0]!
  const count = children.length
  return (facts) => {
    let result = isAnd
    for (let index = 0; index < count; index++) {
      const value = children[index]!(facts)
      if (value === undefined) return undefined
      result = isAnd ? result && value : result || value
    }

    return result
  }
}

const suitOrder: readonly Suit[] = ['S', 'H', 'D', 'C']

function atom(atom: Atom): Compiled {
  const fields = setFields(atom)
  if (fields.length > 0) return setAtom(atom, fields)
  switch (atom.type) {
    case 'shown': {
      const {seat, suit, min, max} = atom
      if (suit === undefined) return (facts) => knownIn(facts.seats[seat].hcp, min, max)
      if (!isSuit(suit)) return handDecides
      return (facts) => knownIn(facts.seats[seat].length[suit], min, max)
    }

    case 'auction': {
      switch (atom.fact) {
        case 'partner-passed': {
          return (facts) => facts.partnerPassed
        }

        case 'passed-hand': {
          return (facts) => facts.passedHand
        }

        case 'balancing': {
          return (facts) => facts.balancing
        }

        case 'vulnerable': {
          return (facts) => facts.vulnerable
        }

        case 'they-vulnerable': {
          return (facts) => facts.theyVulnerable
        }

        default: {
          // The law of total tricks resolves to a length of the hand (or stays an atom).
          return handDecides
        }
      }
    }

    default: {
      return handDecides
    }
  }
}

/**
 * An atom about a set of suits: the atom for every suit of the set (every
 * pair, with two sets), all holding; with an empty set there is nothing to
 * hold. Each bound atom is compiled once, by the suits' indexes.
 */
function setAtom(atom: Atom, fields: readonly SuitField[]): Compiled {
  const sets = fields.map((field) => (atom as unknown as Record<SuitField, SetName>)[field])
  const bound: Compiled[] = []
  for (let index = 0; index < 4 ** fields.length; index++) {
    const copy: Record<string, unknown> = {...atom}
    for (const [at, field] of fields.entries()) copy[field] = suitOrder[Math.floor(index / 4 ** (fields.length - 1 - at)) % 4]
    bound.push(compile(copy as unknown as Atom))
  }

  /** The combinations from the set at `at` on, the sets before having given `index`: as an `and` of them (any undecided: undecided). */
  function valueFrom(at: number, index: number, facts: AuctionFacts): boolean | undefined {
    if (at === sets.length) {
      const test = bound[index]!
      return test === handDecides ? undefined : test(facts)
    }

    let result = true
    for (const suit of facts[sets[at]!]) {
      const value = valueFrom(at + 1, index * 4 + suitOrder.indexOf(suit), facts)
      if (value === undefined) return undefined
      result &&= value
    }

    return result
  }

  return (facts) => valueFrom(0, 0, facts)
}


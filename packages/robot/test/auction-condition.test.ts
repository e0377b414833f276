import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import type {Constraint} from '@bidding/core/constraints'
import type {Root} from '@bidding/core'
import {resolveAuction, type AuctionFacts} from '../src/lib/auction-facts.js'
import {compileCondition, compileFactsValue} from '../src/lib/auction-condition.js'
import {auctionAtom, facts, handAtom} from './arbitraries.js'
import {fixtureSystem} from './helpers.js'

/** The value of a resolved constraint made only of constants (`any hand`, `no hand` and their groups), `undefined` else. */
function constantValue(constraint: Constraint): boolean | undefined {
  switch (constraint.type) {
    case 'and':
    case 'or': {
      let value = constraint.type === 'and'
      for (const child of constraint.children) {
        const found = constantValue(child)
        if (found === undefined) return undefined
        value = constraint.type === 'and' ? value && found : value || found
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

/** What the robot read before: the condition resolved on the facts, then its value if only constants are left. */
function resolvedValue(condition: Constraint, on: AuctionFacts): boolean | undefined {
  return constantValue(resolveAuction(condition, on, undefined))
}

/** Conditions mostly about the auction (a part about the hand leaves them undecided). */
const condition = fc.letrec<{node: Constraint}>((tie) => ({
  node: fc.oneof(
    {depthSize: 'small', withCrossShrink: true},
    {arbitrary: auctionAtom, weight: 6},
    {arbitrary: handAtom, weight: 1},
    {arbitrary: fc.record({type: fc.constant('and' as const), children: fc.array(tie('node'), {maxLength: 3})}), weight: 2},
    {arbitrary: fc.record({type: fc.constant('or' as const), children: fc.array(tie('node'), {maxLength: 3})}), weight: 2},
    {arbitrary: fc.record({type: fc.constant('not' as const), child: tie('node')}), weight: 2}
  )
})).node

describe('a class condition compiled into a test of the facts', () => {
  it('should give the value of the condition resolved on the facts, for every facts one compiled test meets', () => {
    fc.assert(
      fc.property(condition, fc.array(facts, {minLength: 1, maxLength: 6}), (tree, samples) => {
        // Compiled once and run on several facts: nothing it keeps may be keyed too coarsely.
        const value = compileFactsValue(tree)
        const holds = compileCondition(tree)
        for (const on of samples) {
          const resolved = resolvedValue(tree, on)
          expect(value(on)).toBe(resolved)
          expect(holds(on)).toBe(resolved === true)
        }
      }),
      {numRuns: 1500}
    )
  })

  it('should decide the conditions of SAYC’s auction classes as the resolved conditions do', () => {
    const {tree} = fixtureSystem('sayc/sayc.bml')
    const conditions: Constraint[] = []
    const visit = (node: Root | Root['children'][number]): void => {
      if (node.type === 'sequence' && node.auctionClass?.condition) conditions.push(node.auctionClass.condition)
      if ('children' in node) for (const child of node.children as Array<Root['children'][number]>) visit(child)
    }

    visit(tree)
    expect(conditions.length).toBeGreaterThan(0)
    fc.assert(
      fc.property(fc.constantFrom(...conditions), facts, (tree, on) => {
        expect(compileCondition(tree)(on)).toBe(resolvedValue(tree, on) === true)
      }),
      {numRuns: 200}
    )
  })

  it('should hold an atom about an empty set of suits, and leave one about a suit of it to the hand', () => {
    const fitTheirs: Constraint = {type: 'fit', suit: 'theirs', min: 8}
    const base = {partnerPassed: false, passedHand: false, balancing: false, vulnerable: false, theyVulnerable: false, lastLevel: 1, unbid: []}
    expect(compileFactsValue(fitTheirs)({...base, theirs: []} as unknown as AuctionFacts)).toBe(true)
    expect(compileFactsValue(fitTheirs)({...base, theirs: ['H']} as unknown as AuctionFacts)).toBe(undefined)
    // A part about the hand leaves an `or` undecided even where another part holds.
    const balancingOrStrong: Constraint = {type: 'or', children: [{type: 'auction', fact: 'balancing'}, {type: 'points', scale: 'hcp', min: 15}]}
    expect(compileCondition(balancingOrStrong)({...base, balancing: true, theirs: []} as unknown as AuctionFacts)).toBe(false)
  })
})

import {describe, expect, it} from 'vitest'
import type {Direction} from '@bidding/core/calls'
import {generateDealsSync} from '@bidding/deal'
import {bidDeal, naturalFallback, type CandidateReport} from '@bidding/robot'
import {fixtureSystem} from './helpers.js'

describe('the candidates of a choice without explanations', () => {
  const {system} = fixtureSystem('sayc/sayc.bml')
  const directions: readonly Direction[] = ['N', 'E', 'S', 'W']

  it('should report the chosen candidate alone, in a frozen list shared only by choices of that candidate', () => {
    const byList = new Map<readonly CandidateReport[], string>()
    let shared = 0
    let natural = 0
    for (const [index, deal] of generateDealsSync({count: 60, seed: 'choice reports'}).deals.entries()) {
      const auction = bidDeal(deal, system, {dealer: directions[index % 4], fallback: naturalFallback, explain: false})
      for (const choice of auction.choices) {
        expect(Object.isFrozen(choice.candidates)).toBe(true)
        if (!choice.node) {
          expect(choice.candidates).toEqual([])
          natural++
          continue
        }

        expect(choice.candidates).toStrictEqual([{call: choice.call, status: 'chosen', node: choice.node}])
        expect(Object.isFrozen(choice.candidates[0])).toBe(true)
        // One list per candidate: a list met again belongs to the same bid and call.
        const owner = byList.get(choice.candidates)
        if (owner === undefined) byList.set(choice.candidates, choice.call)
        else shared++
        if (owner !== undefined) expect(owner).toBe(choice.call)
        expect(choice.candidates[0]!.node).toBe(choice.node)
      }
    }

    expect(shared).toBeGreaterThan(50)
    expect(natural).toBeGreaterThan(0)
  })

  it('should give every choice with explanations a list of its own', () => {
    const [deal] = generateDealsSync({count: 1, seed: 'choice reports'}).deals
    const first = bidDeal(deal!, system, {fallback: naturalFallback})
    const second = bidDeal(deal!, system, {fallback: naturalFallback})
    expect(first.choices[0]!.candidates).not.toBe(second.choices[0]!.candidates)
    expect(Object.isFrozen(first.choices[0]!.candidates)).toBe(false)
  })
})

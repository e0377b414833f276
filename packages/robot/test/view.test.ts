import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {rotate, type Call, type DealVulnerability, type Direction} from '@bidding/core/calls'
import {generateDealsSync} from '@bidding/deal'
import {seatIndex} from '@bidding/hand'
import {bidDeal, chooseCall, naturalFallback} from '@bidding/robot'
import {displayAt, passAdded, viewOf} from '../src/lib/view.js'
import {fixtureSystem} from './helpers.js'

const call = fc.constantFrom<Call>('P', 'P', 'P', 'X', 'XX', '1C', '1H', '1N', '2S', '3N', '7N')

/** The auction for people as the driver wrote it before views kept it: joined whole for each index. */
function joined(calls: readonly Call[], index: number): string {
  let start = 0
  while (start < calls.length && calls[start] === 'P') start++
  const parts: string[] = []
  for (let at = start; at < index; at++) parts.push((index - at) % 2 === 0 ? calls[at]! : '(' + calls[at]! + ')')
  return parts.length === 0 ? '(opening)' : parts.join(' ')
}

describe('displayAt', () => {
  it('shows the calls since the first that is not a pass, the opponents’ in parentheses', () => {
    const calls: Call[] = ['P', '1C', 'X', '1H', 'P']
    const view = viewOf(calls, 'N', 'none')
    // The player at index 5 is the opener's partner: their side's calls bare.
    expect(displayAt(view, 5)).toBe('1C (X) 1H (P)')
    expect(displayAt(view, 4)).toBe('(1C) X (1H)')
    expect(displayAt(view, 1)).toBe('(opening)')
  })

  it('gives on a view whose calls grow, asked at any index in any order, what joining the whole auction gives', () => {
    fc.assert(
      fc.property(fc.array(call, {maxLength: 30}), fc.array(fc.nat(), {maxLength: 40}), (all, asks) => {
        // One growing array, as `bidDeal`'s: the view is made again only while every call is a pass.
        const calls: Call[] = []
        let view = viewOf(calls, 'N', 'none')
        for (const next of all) {
          if (view.start === view.calls.length && next === 'P') {
            calls.push(next)
            view = viewOf(calls, 'N', 'none')
            continue
          }

          calls.push(next)
          expect(displayAt(view, calls.length)).toBe(joined(calls, calls.length))
          // Earlier and repeated indexes after the text has grown past them.
          for (const ask of asks.slice(0, 3)) {
            const index = ask % (calls.length + 1)
            expect(displayAt(view, index)).toBe(joined(calls, index))
          }
        }

        for (const ask of asks) {
          const index = ask % (calls.length + 1)
          expect(displayAt(view, index)).toBe(joined(calls, index))
        }
      })
    )
  })
})

describe('passAdded', () => {
  it('should make a view of leading passes read as a view made again after each pass', () => {
    fc.assert(
      fc.property(fc.integer({min: 0, max: 4}), fc.array(call, {maxLength: 12}), (passes, rest) => {
        const calls: Call[] = []
        const view = viewOf(calls, 'E', 'ns')
        for (let count = 0; count < passes; count++) {
          calls.push('P')
          expect(passAdded(view)).toBe(true)
        }

        expect(view.start).toBe(viewOf(calls, 'E', 'ns').start)
        // As `bidDeal` does: each pass while every call is one moves the start; then the view stays.
        for (const next of rest) {
          calls.push(next)
          if (view.start === calls.length - 1 && next === 'P') expect(passAdded(view)).toBe(true)
          else expect(passAdded(view)).toBe(false)
        }

        expect(view.start).toBe(viewOf(calls, 'E', 'ns').start)
        for (let index = 0; index <= calls.length; index++) expect(displayAt(view, index)).toBe(joined(calls, index))
      })
    )
  })
})

describe('bidDeal’s one growing view per deal', () => {
  const {system} = fixtureSystem('sayc/sayc.bml')
  const directions: readonly Direction[] = ['N', 'E', 'S', 'W']
  const vulnerabilities: readonly DealVulnerability[] = ['none', 'ns', 'ew', 'all']

  it('gives every call of SAYC’s auctions the choice, place (`at`) and fields `chooseCall` gives it alone', () => {
    // SAYC's classes place many calls at a class merge, whose `at` names the auction for people.
    let classPlaces = 0
    for (const [index, deal] of generateDealsSync({count: 40, seed: 'driver views'}).deals.entries()) {
      const dealer = directions[index % 4]!
      const vulnerability = vulnerabilities[(index >> 2) % 4]!
      const auction = bidDeal(deal, system, {dealer, vulnerability, fallback: naturalFallback, explain: false})
      for (const [at, choice] of auction.choices.entries()) {
        const hand = deal[seatIndex(rotate(dealer, at))]!
        const alone = chooseCall(system, {hand, auction: auction.calls.slice(0, at), dealer, vulnerability}, {fallback: naturalFallback, explain: false})
        expect(choice).toStrictEqual(alone)
        expect(Object.keys(choice)).toEqual(Object.keys(alone))
        if (choice.at?.endsWith(')') && choice.at.includes(' (')) classPlaces++
      }
    }

    expect(classPlaces).toBeGreaterThan(20)
  })
})

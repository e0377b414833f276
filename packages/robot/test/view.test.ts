import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import type {Call} from '@bidding/core/calls'
import {displayAt, viewOf} from '../src/lib/view.js'

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

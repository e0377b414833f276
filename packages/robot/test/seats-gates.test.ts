/**
 * The seats gates of a list (`compileSeatsGate`): without explanations a
 * candidate whose parts about the seats alone fail on the auction's facts
 * is skipped, decided once per facts and list for every hand bid there.
 * Kept per facts, not per list: the same list (a class's raises) is met
 * in auctions where partner showed different suits.
 */

import {describe, expect, it} from 'vitest'
import type {Direction} from '@bidding/core/calls'
import {generateDealsSync} from '@bidding/deal'
import {bidDeal, compileSystem} from '@bidding/robot'
import {fixtureSystem} from './helpers.js'

describe('the seats gates of a list', () => {
  it('should bid every deal as a choice with explanations does, which tests every candidate', () => {
    const {tree} = fixtureSystem('sayc/sayc.bml')
    const quiet = compileSystem(tree)
    const explained = compileSystem(tree)
    const directions: readonly Direction[] = ['N', 'E', 'S', 'W']
    let raises = 0
    for (const [index, deal] of generateDealsSync({count: 400, seed: 'seats gates'}).deals.entries()) {
      const options = {dealer: directions[index % 4], vulnerability: (['none', 'ns', 'ew', 'all'] as const)[index % 4]}
      const fast = bidDeal(deal, quiet, {...options, explain: false})
      const slow = bidDeal(deal, explained, options)
      expect(fast.calls).toEqual(slow.calls)
      // Raises by the class whose candidates are gated on partner's shown length.
      for (const choice of slow.choices) if (choice.shows?.includes('partner 3+')) raises++
    }

    expect(raises).toBeGreaterThan(5)
  })
})

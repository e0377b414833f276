import {describe, expect, it} from 'vitest'
import type {Element} from 'xast'
import {handtypesToConstraint, parseSlamCall, splitOver, splitV1Auction} from '@bidding/slam-util'

describe('@bidding/slam-util', () => {
  it('should expose the public API', async () => {
    expect(Object.keys(await import('@bidding/slam-util')).sort()).toEqual([
      'formatOver',
      'handtypesToConstraint',
      'looseCall',
      'parseSlamCall',
      'readHandtypes',
      'readOverItem',
      'splitOver',
      'splitV1Auction',
      'suitElements'
    ])
  })

  it('should read calls only in SLAMBidding’s exact spelling', () => {
    expect([parseSlamCall('PASS'), parseSlamCall('1NT'), parseSlamCall('XX')]).toEqual(['P', '1N', 'XX'])
    expect([parseSlamCall('Pass'), parseSlamCall('1nt'), parseSlamCall('1N')]).toEqual([undefined, undefined, undefined])
  })

  it('should split `over` on exactly `", "` and version 1 auctions into our path, RHO’s call and the seat', () => {
    expect(splitOver('all')).toBe('all')
    expect(splitOver('1C, 1D,1H')).toEqual(['1C', '1D,1H'])
    expect(splitV1Auction('PASS, 1C, 1H, 1S')).toEqual({steps: [{call: '1H', over: '1C'}], over: '1S', seat: 1})
    expect(splitV1Auction('PASS, PASS, PASS, PASS')).toBeUndefined()
  })

  it('should read `<handtypes>` as an or of one and per type', () => {
    const hcp: Element = {type: 'element', name: 'HCP', attributes: {min: '12', max: '14'}, children: []}
    const spades: Element = {type: 'element', name: 'spades', attributes: {min: '5'}, children: []}
    const type: Element = {type: 'element', name: 'type', attributes: {}, children: [hcp, spades]}
    expect(handtypesToConstraint({type: 'element', name: 'handtypes', attributes: {}, children: [type]})).toEqual({
      type: 'or',
      children: [
        {
          type: 'and',
          children: [
            {type: 'points', scale: 'hcp', min: 12, max: 14},
            {type: 'length', suit: 'S', min: 5}
          ]
        }
      ]
    })
  })
})

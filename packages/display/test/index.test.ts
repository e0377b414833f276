import {b, type Bid} from '@bidding/core'
import {describe, expect, it} from 'vitest'
import {bidNotes, callOrder, isAnyHand, isRobotMetadata, playersOrder} from '@bidding/display'

const calls = (items: ReadonlyArray<{type: string; call?: string; by?: string}>): string[] =>
  items.map((item) => (item.by === 'they' ? '(' + item.call + ')' : item.call ?? item.type))

describe('players’ order', () => {
  it('should put bids from 1♣ to 7NT in rank order, doubles first and pass last, whatever the document order', () => {
    const written = ['3N', 'P', '2C', '1N', 'XX', '1S', '7N', 'X', '1C'].map((call) => b('bid', {call, by: 'we'}))
    expect(calls(playersOrder(written))).toEqual(['X', 'XX', '1C', '1S', '1N', '2C', '3N', '7N', 'P'])
  })

  it('should rank a pattern with its cheapest bid and keep ties in document order', () => {
    expect(callOrder('1M')).toBe(callOrder('1H'))
    expect(callOrder('3CD')).toBe(callOrder('3C'))
    expect(callOrder('2S/3H')).toBe(callOrder('2S'))
    const written = ['2H', '2M', '2X'].map((call) => b('bid', {call, by: 'we'}))
    expect(calls(playersOrder(written))).toEqual(['2X', '2H', '2M'])
  })

  it('should put their calls after ours and what is not a call last, in document order', () => {
    const items = [
      b('conventionReference', {name: 'Stayman'}),
      b('bid', {call: '2C', by: 'they'}),
      b('bid', {call: '3C', by: 'we'}),
      b('bid', {call: 'X', by: 'they'}),
      b('opaque', {format: 'x', value: 'kept'})
    ]
    expect(calls(playersOrder(items))).toEqual(['3C', '(X)', '(2C)', 'conventionReference', 'opaque'])
  })
})

describe('robot details', () => {
  const bid: Bid = b('bid', {call: '1N', by: 'we', constraint: {type: 'and', children: []}, priority: -1, forcing: 'game'})

  it('should leave priorities and a constraint that holds for every hand out of the notes, unless asked', () => {
    expect(bidNotes(bid, {robotDetails: false}).map((note) => note.type)).toEqual(['forcing'])
    expect(bidNotes(bid).map((note) => note.type)).toEqual(['constraint', 'forcing', 'priority'])
  })

  it('should tell a constraint that says nothing and the robot’s metadata apart', () => {
    expect(isAnyHand({type: 'and', children: []})).toBe(true)
    expect(isAnyHand({type: 'or', children: []})).toBe(false)
    expect(isAnyHand({type: 'balanced'})).toBe(false)
    expect(isRobotMetadata('FALLBACK')).toBe(true)
    expect(isRobotMetadata('title')).toBe(false)
  })
})

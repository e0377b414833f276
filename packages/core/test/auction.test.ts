import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {
  arePartners,
  auctionStatus,
  contractOf,
  formatContract,
  illegalReason,
  isLegal,
  legalCalls,
  parseAuction,
  rotate,
  withImplicitPasses,
  type Call
} from '@bidding/core/calls'

describe('the table', () => {
  it('should rotate clockwise and know partners', () => {
    expect(rotate('N', 1)).toBe('E')
    expect(rotate('W', 1)).toBe('N')
    expect(rotate('N', -1)).toBe('W')
    expect(rotate('S', 6)).toBe('N')
    expect(arePartners('N', 'S')).toBe(true)
    expect(arePartners('E', 'S')).toBe(false)
  })
})

describe('auctionStatus', () => {
  it('should follow the last bid, doubles and whose turn it is', () => {
    const status = auctionStatus(['1N', 'X', 'XX', 'P'], 'E')
    expect(status).toEqual({
      turn: 'E',
      lastBid: '1N',
      lastBidIndex: 0,
      doubled: false,
      redoubled: true,
      passes: 1,
      ended: false
    })
    expect(auctionStatus(['1N', 'X']).doubled).toBe(true)
    expect(auctionStatus(['1N', 'X', '2C']).doubled).toBe(false)
  })

  it('should end after three passes, or four at the start', () => {
    expect(auctionStatus(['P', 'P', 'P']).ended).toBe(false)
    expect(auctionStatus(['P', 'P', 'P', 'P']).ended).toBe(true)
    expect(auctionStatus(['1C', 'P', 'P', 'P']).ended).toBe(true)
    expect(auctionStatus(['1C', 'X', 'P', 'P', 'P']).ended).toBe(true)
  })
})

describe('legality', () => {
  it('should give the reason a call is illegal', () => {
    expect(illegalReason([], 'X')).toBe('there is no bid to double')
    expect(illegalReason(['1C', 'P'], 'X')).toBe('you cannot double your own side’s bid')
    expect(illegalReason(['1C', 'X'], 'X')).toBe('the last bid is already doubled')
    expect(illegalReason(['1C'], 'XX')).toBe('there is no double to redouble')
    expect(illegalReason(['1C', 'X', 'P'], 'XX')).toBe('only the side that was doubled can redouble')
    expect(illegalReason(['1S'], '1H')).toBe('1H is not higher than 1S')
    expect(illegalReason(['1N'], '1N')).toBe('1NT is not higher than 1NT')
    expect(illegalReason(['1C', 'P', 'P', 'P'], 'P')).toBe('the auction is over')
    expect(illegalReason(['1C'], 'X')).toBeUndefined()
    expect(illegalReason(['1C', 'X', 'P', 'P'], 'XX')).toBeUndefined()
    expect(isLegal(['1C'], 'P')).toBe(true)
  })

  it('should list legal calls', () => {
    expect(legalCalls([])).toHaveLength(36)
    expect(legalCalls(['7N', 'X']).slice(0)).toEqual(['P', 'XX'])
    expect(legalCalls(['6N'])).toEqual(['P', 'X', '7C', '7D', '7H', '7S', '7N'])
    expect(legalCalls(['1C', 'P', 'P', 'P'])).toEqual([])
  })
})

describe('contractOf', () => {
  it('should find the declarer: the first of the side to name the strain', () => {
    const calls: Call[] = ['1H', 'P', '2C', 'P', '2N', 'P', '3N', 'P', 'P', 'P']
    expect(contractOf(calls, 'S')).toEqual({bid: '3N', declarer: 'S', doubled: false, redoubled: false})
    const hearts: Call[] = ['1C', '1H', 'P', '2H', 'P', '4H', 'X', 'P', 'P', 'P']
    expect(contractOf(hearts, 'N')).toEqual({bid: '4H', declarer: 'E', doubled: true, redoubled: false})
    expect(formatContract(contractOf(hearts, 'N')!)).toBe('4HX')
  })

  it('should report a passed-out board and an unfinished auction', () => {
    expect(contractOf(['P', 'P', 'P', 'P'])).toBe('passed-out')
    expect(formatContract('passed-out')).toBe('P')
    expect(contractOf(['1C', 'P'])).toBeUndefined()
    expect(formatContract({bid: '3N', declarer: 'N', doubled: false, redoubled: true})).toBe('3NXX')
  })
})

describe('withImplicitPasses', () => {
  it('should insert the other side’s pass between two calls of one side', () => {
    expect(
      withImplicitPasses([
        {call: '1N', by: 'we'},
        {call: '2C', by: 'we'},
        {call: 'X', by: 'they'},
        {call: '2D', by: 'they'}
      ])
    ).toEqual([
      {call: '1N', by: 'we'},
      {call: 'P', by: 'they', implicit: true},
      {call: '2C', by: 'we'},
      {call: 'X', by: 'they'},
      {call: 'P', by: 'we', implicit: true},
      {call: '2D', by: 'they'}
    ])
  })
})

describe('parseAuction', () => {
  it('should read calls separated by spaces or dashes, in any spelling', () => {
    expect(parseAuction('1N P 2C Pass').calls).toEqual(['1N', 'P', '2C', 'P'])
    expect(parseAuction('1NT-(P)-2C').calls).toEqual(['1N', 'P', '2C'])
    expect(parseAuction('1H -- 2H Db').calls).toEqual(['1H', 'P', '2H', 'X'])
    expect(parseAuction('  ').calls).toEqual([])
  })

  it('should report tokens that are not calls and illegal calls', () => {
    expect(parseAuction('1N 1C Q').problems).toEqual([
      {index: 1, token: '1C', reason: '1C is not higher than 1NT'},
      {index: 2, token: 'Q', reason: 'Unexpected `Q`, expected a call'}
    ])
  })
})

describe('isLegal', () => {
  it('agrees with illegalReason on random sequences of calls, legal or not', () => {
    const call = fc.constantFrom<Call>('P', 'P', 'P', 'X', 'XX', '1C', '1D', '1N', '2H', '3S', '7N')
    fc.assert(
      fc.property(fc.array(call, {maxLength: 14}), call, (calls, next) => {
        expect(isLegal(calls, next)).toBe(illegalReason(calls, next) === undefined)
      }),
      {numRuns: 1000}
    )
  })
})

import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {auctionClassText, classMatchEnds, classMatcher, classMatchesAt, classSpecificity, type ClassCall} from '@bidding/core/calls'
import type {ClassStep} from '@bidding/core'

function steps(text: string): ClassStep[] {
  return text.split(' ').map((token) => (/^\(.+\)$/.test(token) ? {call: token.slice(1, -1), by: 'they'} : {call: token, by: 'we'}))
}

/** Calls from the first that is not a pass, sides alternating from `first`. */
function auction(text: string, first: 'we' | 'they'): ClassCall[] {
  return text.split(' ').map((call, index) => ({call: call as ClassCall['call'], by: (index % 2 === 0) === (first === 'we') ? 'we' : 'they'}))
}

describe('classMatchEnds', () => {
  it('should match wildcards, levels and call patterns, with the implicit pass between one side’s steps', () => {
    expect(classMatchEnds(steps('(1*) X (*)'), auction('1D X 2D', 'they'))).toEqual([3])
    expect(classMatchEnds(steps('(1*) X (*)'), auction('2D X P', 'they'))).toEqual([])
    expect(classMatchEnds(steps('1M 2M'), auction('1H P 2H', 'we'))).toEqual([3])
  })

  it('should bind a suit variable once per match', () => {
    expect(classMatchEnds(steps('1M (*) 2M (3*)'), auction('1S 2C 2S 3C', 'we'))).toEqual([4])
    expect(classMatchEnds(steps('1M (*) 2M (3*)'), auction('1H 2C 2S 3C', 'we'))).toEqual([])
  })

  it('should let `...` take any calls, latest end first', () => {
    expect(classMatchEnds(steps('...'), auction('1C P 1H', 'we'))).toEqual([3, 2, 1, 0])
    expect(classMatchEnds(steps('... (2*)'), auction('1C 2D P', 'we'))).toEqual([2])
  })
})

describe('classMatchesAt', () => {
  it('should say whether a pattern ends at one place, without building the list of ends', () => {
    expect(classMatchesAt(steps('(1*) X (*)'), auction('1D X 2D P', 'they'), 3)).toBe(true)
    expect(classMatchesAt(steps('(1*) X (*)'), auction('1D X 2D P', 'they'), 4)).toBe(false)
    expect(classMatchesAt(steps('1M (*) 2M (3*)'), auction('1H 2C 2S 3C', 'we'), 4)).toBe(false)
    expect(classMatchesAt(steps('... (2*)'), auction('1C 2D P', 'we'), 2)).toBe(true)
  })

  it('should agree with classMatchEnds on every end of random auctions', () => {
    const patterns = ['(1*) X (*)', '1M 2M', '1M (*) 2M (3*)', '...', '... (2*)', '1* (P) * (X) ...', '(*) P (*) P (*)', '(*) * ...', '1X (2*)', '... 1* ... (P)']
    const call = fc.constantFrom('P', 'X', '1C', '1H', '1S', '2D', '2H', '2S', '3C', '3S')
    fc.assert(
      fc.property(fc.constantFrom(...patterns), fc.array(call, {maxLength: 9}), fc.constantFrom('we' as const, 'they' as const), (pattern, calls, first) => {
        const read = calls.length === 0 ? [] : auction(calls.join(' '), first)
        const ends = classMatchEnds(steps(pattern), read)
        for (let end = 0; end <= read.length; end++) expect(classMatchesAt(steps(pattern), read, end)).toBe(ends.includes(end))
      })
    )
  })
})

describe('classMatcher', () => {
  /** Whether the pattern ends after each prefix of the calls, followed one call at a time. */
  function endsByCall(pattern: ClassStep[], calls: readonly ClassCall[]): boolean[] {
    const matcher = classMatcher(pattern)
    let state = matcher.start
    const ends = [state.ends]
    for (const {call, by} of calls) {
      state = matcher.next(state, call, by)
      ends.push(state.ends)
    }

    return ends
  }

  it('should follow an auction call by call, binding suits and skipping the implicit pass', () => {
    expect(endsByCall(steps('1M (*) 2M (3*)'), auction('1S 2C 2S 3C P', 'we'))).toEqual([false, false, false, false, true, false])
    expect(endsByCall(steps('1M (*) 2M (3*)'), auction('1H 2C 2S 3C', 'we'))).toEqual([false, false, false, false, false])
    expect(endsByCall(steps('1M 2M'), auction('1H P 2H', 'we'))).toEqual([false, false, false, true])
    expect(endsByCall(steps('... (2*)'), auction('1C 2D P 2S', 'we'))).toEqual([false, false, true, false, true])
  })

  it('should share one state among auctions that leave the pattern in one place', () => {
    const matcher = classMatcher(steps('(1*) X (*)'))
    const after = (text: string) => auction(text, 'they').reduce((state, {call, by}) => matcher.next(state, call, by), matcher.start)
    expect(after('1D X P')).toBe(after('1C X 1H'))
    expect(after('1D X P').ends).toBe(true)
    expect(after('2D').dead).toBe(true)
  })

  it('should agree with classMatchEnds on random patterns and auctions', () => {
    const token = fc.constantFrom('*', '...', '1*', '2*', '3*', '1M', '2M', '1m', '1X', '2X', 'X', 'P', '1C', '1S', '2H', 'nonsense')
    const step = fc.record({call: token, by: fc.constantFrom('we' as const, 'they' as const)})
    const call = fc.constantFrom('P', 'X', '1C', '1D', '1H', '1S', '2C', '2D', '2H', '2S', '3C', '3S')
    fc.assert(
      fc.property(fc.array(step, {maxLength: 6}), fc.array(call, {maxLength: 10}), fc.constantFrom('we' as const, 'they' as const), (pattern, calls, first) => {
        const read = calls.length === 0 ? [] : auction(calls.join(' '), first)
        const ends = classMatchEnds(pattern, read)
        expect(endsByCall(pattern, read)).toEqual(Array.from({length: read.length + 1}, (_, end) => ends.includes(end)))
      }),
      {numRuns: 500}
    )
  })
})

describe('classSpecificity and auctionClassText', () => {
  it('should rank concrete calls above patterns above wildcards', () => {
    expect(classSpecificity({pattern: steps('1C (1S)')})).toBeGreaterThan(classSpecificity({pattern: steps('1X (*)')}))
    expect(classSpecificity({pattern: steps('1X (*)')})).toBeGreaterThan(classSpecificity({pattern: steps('...')}))
    expect(classSpecificity({pattern: steps('...'), condition: {type: 'auction', fact: 'balancing'}})).toBe(1)
  })

  it('should write a class in words', () => {
    expect(auctionClassText({pattern: steps('...'), condition: {type: 'auction', fact: 'balancing'}, name: 'balancing'})).toBe('balancing (any auction, balancing seat)')
    expect(auctionClassText({pattern: steps('1H (*) 2H (3*)')})).toBe('1♥ (any call) 2♥ (any 3-level bid)')
  })
})

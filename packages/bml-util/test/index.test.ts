import {describe, expect, it} from 'vitest'
import {bareDispositions, readCallToken} from '@bidding/bml-util'

describe('@bidding/bml-util', () => {
  it('should expose the public API', async () => {
    expect(Object.keys(await import('@bidding/bml-util')).sort()).toEqual(['bareDispositions', 'readCallToken'])
  })

  it('should read BML 2 call tokens in core’s spelling, and refuse what is no call', () => {
    expect(['P', 'D', 'R', '1NT', '7C', '2oM', '3CD', '1red', '2steps'].map((token) => readCallToken(token))).toEqual([
      'P',
      'X',
      'XX',
      '1N',
      '7C',
      '2oM',
      '3CD',
      '1red',
      '2steps'
    ])
    expect(['8C', '1Q', 'Pass', '(1C)', '', '1constructor'].map((token) => readCallToken(token))).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined
    ])
  })

  it('should list the dispositions a block names alone, not the forcing words', () => {
    expect(bareDispositions.has('transfer')).toBe(true)
    expect(bareDispositions.has('forcing')).toBe(false)
    expect(bareDispositions.has('game')).toBe(false)
  })
})

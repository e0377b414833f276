import {describe, expect, it} from 'vitest'
import {bareDispositions, readBml1CallToken, readCallToken} from '@bidding/bml-util'

describe('@bidding/bml-util', () => {
  it('should expose the public API', async () => {
    expect(Object.keys(await import('@bidding/bml-util')).sort()).toEqual(['bareDispositions', 'readBml1CallToken', 'readCallToken'])
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

  it('should read BML 1 call tokens: other spellings of doubles, `!` suits and calls in words', () => {
    expect(['X', 'XX', 'Dbl', 'Pass', '2!d', '1!h!s', '4H/other', '3/4new', '2N+', 'any', '1NT'].map((token) => readBml1CallToken(token))).toEqual(
      ['X', 'XX', 'X', 'P', '2D', '1HS', '4H/other', '3new/4new', '2N+', 'any', '1N']
    )
    // `--` is pass to core's `parseCall`, but here it is two separators.
    expect(['', '--', 'are', '(1C)', '6-other', '1constructor'].map((token) => readBml1CallToken(token))).toEqual([
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

import {describe, expect, it} from 'vitest'
import {b} from '@bidding/core'
import {constraintRules, ruleToken} from '@bidding/bidspace-util'

describe('@bidding/bidspace-util', () => {
  it('should expose the public API', async () => {
    expect(Object.keys(await import('@bidding/bidspace-util')).sort()).toEqual([
      'bidspaceScaleNames',
      'constraintRules',
      'description',
      'isAtom',
      'isComment',
      'pointScales',
      'readReferenceRule',
      'readRule',
      'readingToAtom',
      'ruleToken',
      'sameAtom',
      'spellBid',
      'spellCall',
      'stateRows',
      'unknownAtom'
    ])
  })

  it('should keep a rule’s source spelling while it reads back to the same atom, and respell it otherwise', () => {
    const kept = constraintRules({type: 'length', suit: 'D', max: 3, raw: 's(d,lt,4)'}, b('root', []), undefined, 'test')
    expect(kept.map((rule) => ruleToken(rule))).toEqual(['s(d,lt,4)'])
    const changed = constraintRules({type: 'length', suit: 'D', max: 2, raw: 's(d,lt,4)'}, b('root', []), undefined, 'test')
    expect(changed.map((rule) => ruleToken(rule))).toEqual(['s(d,lte,2)'])
  })
})

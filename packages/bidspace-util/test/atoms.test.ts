import {describe, expect, it} from 'vitest'
import {bidspaceScaleNames, isAtom, pointScales, readingToAtom, readReferenceRule, sameAtom} from '@bidding/bidspace-util'

describe('rule helpers', () => {
  it('should read a rule token as the reference does, from its start only', () => {
    expect(readReferenceRule('p(hp,13,225)')).toEqual({type: 'points', scale: 'hp', lb: '13', ub: '22'})
    expect(readReferenceRule('s( c , lt, 4)')).toEqual({type: 'length', suit: 'c', condition: 'lt', count: '4'})
    expect(readReferenceRule('dt(lte,1)')).toEqual({type: 'doubletons', condition: 'lte', count: '1'})
    expect(readReferenceRule('h(d,gte,2)')).toEqual({type: 'honours', suit: 'd', condition: 'gte', count: '2'})
    expect(readReferenceRule('S(c,lt,4)')).toBeUndefined()
  })

  it('should turn a reading into the atom it stands for, or say why it is none', () => {
    expect(readingToAtom({type: 'length', suit: 'd', condition: 'lt', count: '4'}, 's(d,lt,4)')).toEqual({
      type: 'length',
      suit: 'D',
      max: 3,
      raw: 's(d,lt,4)'
    })
    expect(readingToAtom({type: 'points', scale: 'hp', lb: '13', ub: '22'}, 'p(hp,13,22)')).toEqual({
      type: 'points',
      scale: bidspaceScaleNames.hp,
      min: 13,
      max: 22,
      raw: 'p(hp,13,22)'
    })
    const problem = readingToAtom({type: 'length', suit: 'x', condition: 'lt', count: '4'}, 's(x,lt,4)')
    expect(problem).toEqual({kind: 'suit', value: 'x'})
    expect(isAtom(problem)).toBe(false)
  })

  it('should compare atoms by what they say, not how they are spelled', () => {
    const lt = readingToAtom({type: 'length', suit: 'd', condition: 'lt', count: '4'}, 's(d,lt,4)')
    const lte = readingToAtom({type: 'length', suit: 'd', condition: 'lte', count: '3'}, 's(d,lte,3)')
    const gte = readingToAtom({type: 'length', suit: 'd', condition: 'gte', count: '3'}, 's(d,gte,3)')
    if (!isAtom(lt) || !isAtom(lte) || !isAtom(gte)) throw new Error('Expected atoms')
    expect(sameAtom(lt, lte)).toBe(true)
    expect(sameAtom(lt, gte)).toBe(false)
    expect(sameAtom(lt, {type: 'honours', suit: 'D', max: 3})).toBe(false)
  })
})

describe('bidspaceScaleNames', () => {
  it('should keep `pointScales` as a deprecated name of the same table', () => {
    expect(pointScales).toBe(bidspaceScaleNames)
    expect(bidspaceScaleNames.lp).toBe('length')
  })
})

import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {
  constraintToPhrasing,
  constraintToString,
  normalizeConstraint,
  parseConstraint,
  rangeToText,
  type Atom,
  type Constraint,
  type SuitRef
} from '@bidding/core/constraints'

function parsed(text: string): Constraint {
  const result = parseConstraint(text)
  if (!result.ok) throw new Error('Could not parse `' + text + '`: ' + result.message)
  return result.constraint
}

describe('constraintToString', () => {
  it('should print ranges the way players write them', () => {
    expect(rangeToText({min: 15, max: 17})).toBe('15–17')
    expect(rangeToText({min: 15})).toBe('15+')
    expect(rangeToText({max: 12})).toBe('≤12')
    expect(rangeToText({min: 6, max: 6})).toBe('6')
    expect(rangeToText({})).toBeUndefined()
  })

  it('should print a notrump opening as a player writes it', () => {
    const constraint: Constraint = {
      type: 'and',
      children: [{type: 'points', scale: 'hcp', min: 15, max: 17}, {type: 'balanced'}, {type: 'length', suit: 'S', min: 5}]
    }
    expect(constraintToString(constraint)).toBe('15–17 HCP, balanced, 5+♠')
  })

  it('should print every atom', () => {
    const cases: Array<[Atom, string]> = [
      [{type: 'points', scale: 'length', min: 12}, '12+ length points'],
      [{type: 'points', scale: 'support', min: 8, suit: 'S'}, '8+ support points in ♠'],
      [{type: 'points', scale: 'zar', min: 26}, '26+ zar points'],
      [{type: 'points', scale: 'constructor', min: 1}, '1+ constructor points'],
      [{type: 'points', scale: 'hcp'}, 'any HCP'],
      [{type: 'length', suit: 'H', max: 3}, '≤3♥'],
      [{type: 'length', suit: 'M', min: 5}, '5+M'],
      [{type: 'length', suit: 'partner', min: 3}, '3+ in partner’s suit'],
      [{type: 'length', suit: 'D'}, 'any ♦'],
      [{type: 'honours', suit: 'D', min: 2}, '2+ honours in ♦'],
      [{type: 'honours', suit: 'S', min: 2, top: 3}, '2+ of top 3 in ♠'],
      [{type: 'controls', min: 3}, '3+ controls'],
      [{type: 'controls', suit: 'C', min: 1}, '1+ controls in ♣'],
      [{type: 'count', of: 'doubleton', max: 1}, '≤1 doubleton'],
      [{type: 'count', of: 'void', max: 0}, 'no voids'],
      [{type: 'count', of: 'singleton', min: 1, max: 2}, '1–2 singletons'],
      [{type: 'shape', pattern: '4432'}, '4=4=3=2'],
      [{type: 'shape', pattern: '5332', any: true}, '5-3-3-2'],
      [{type: 'balanced'}, 'balanced'],
      [{type: 'balanced', semi: true}, 'semi-balanced'],
      [{type: 'losers', max: 7}, '≤7 losers'],
      [{type: 'losers', max: 7, method: 'nltc'}, '≤7 NLTC losers'],
      [{type: 'quickTricks', min: 1.5}, '1.5+ quick tricks'],
      [{type: 'suitQuality', suit: 'H', min: 7}, '7+ suit quality in ♥'],
      [{type: 'stopper', suit: 'C'}, '♣ stopper'],
      [{type: 'stopper', suit: 'C', half: true}, '♣ half stopper'],
      [{type: 'card', card: 'SA'}, 'holds ♠A'],
      [{type: 'compare', left: 'D', comparison: '>', right: 'C'}, '♦ > ♣'],
      [{type: 'longest', suit: 'H'}, '♥ longest'],
      [{type: 'longest', suit: 'H', strict: true}, '♥ strictly longest'],
      [{type: 'quality', name: 'point count', comparison: '<=', value: '7'}, '[point count <= 7]']
    ]
    for (const [atom, text] of cases) expect(constraintToString(atom)).toBe(text)
  })

  it('should bracket groups inside other groups and under not', () => {
    const spades: Constraint = {type: 'length', suit: 'S', min: 5}
    const hearts: Constraint = {type: 'length', suit: 'H', min: 5}
    const strong: Constraint = {type: 'points', scale: 'hcp', min: 12}
    expect(constraintToString({type: 'or', children: [{type: 'and', children: [spades, strong]}, hearts]})).toBe(
      '(5+♠, 12+ HCP) or 5+♥'
    )
    expect(constraintToString({type: 'and', children: [{type: 'or', children: [spades, hearts]}, strong]})).toBe(
      '(5+♠ or 5+♥), 12+ HCP'
    )
    expect(constraintToString({type: 'not', child: {type: 'and', children: [spades, strong]}})).toBe(
      'not (5+♠, 12+ HCP)'
    )
    expect(constraintToString({type: 'and', children: []})).toBe('any hand')
    expect(constraintToString({type: 'or', children: []})).toBe('no hand')
    expect(constraintToString({type: 'and', children: [spades]})).toBe('5+♠')
  })

  it('should write suits in the style asked for', () => {
    const constraint: Constraint = {type: 'length', suit: 'S', min: 5}
    expect(constraintToString(constraint, {suits: 'bml'})).toBe('5+!s')
    expect(constraintToString(constraint, {suits: 'bbo'})).toBe('5+!S')
    expect(constraintToString(constraint, {suits: 'letters'})).toBe('5+S')
  })

  it('should give phrasing with suit nodes', () => {
    expect(constraintToPhrasing({type: 'and', children: [{type: 'length', suit: 'S', min: 5}, {type: 'balanced'}]})).toEqual([
      {type: 'text', value: '5+'},
      {type: 'suit', suit: 'S'},
      {type: 'text', value: ', balanced'}
    ])
  })
})

describe('parseConstraint', () => {
  it('should refuse what no tree may hold: 0 or 99 top cards, a number of 400 digits', () => {
    expect(parseConstraint('2+ of top 99 in ♠')).toEqual({ok: false, message: 'Unexpected `top 99`, expected 1 to 13 top cards', start: 10, end: 12})
    expect(parseConstraint('2+ of top 0 in ♠')).toMatchObject({ok: false, message: 'Unexpected `top 0`, expected 1 to 13 top cards'})
    expect(parseConstraint('9'.repeat(400) + '+ HCP')).toEqual({ok: false, message: 'Unexpected number too large', start: 0, end: 400})
    expect(parseConstraint('2+ of top 13 in ♠')).toMatchObject({ok: true, constraint: {type: 'honours', top: 13}})
  })

  it('should read the spellings players type', () => {
    const expected: Constraint = {
      type: 'and',
      children: [
        {type: 'points', scale: 'hcp', min: 15, max: 17},
        {type: 'length', suit: 'S', min: 5}
      ]
    }
    for (const text of [
      '15-17 HCP, 5+♠',
      '15–17 hcp and 5+ spades',
      'hcp 15-17 & S >= 5',
      'HCP 15..17, spades 5+',
      '15-17 points & 5+!s',
      'at least 15 HCP, at most 17 HCP, at least 5 spades'
    ]) {
      expect(normalizeConstraint(parsed(text)), text).toEqual(
        text.startsWith('at least')
          ? {
              type: 'and',
              children: [
                {type: 'points', scale: 'hcp', min: 15},
                {type: 'points', scale: 'hcp', max: 17},
                {type: 'length', suit: 'S', min: 5}
              ]
            }
          : expected
      )
    }
  })

  it('should read comparisons as inclusive ranges', () => {
    expect(parsed('hcp < 12')).toEqual({type: 'points', scale: 'hcp', max: 11})
    expect(parsed('hcp > 11')).toEqual({type: 'points', scale: 'hcp', min: 12})
    expect(parsed('S = 5')).toEqual({type: 'length', suit: 'S', min: 5, max: 5})
    expect(parsed('exactly 6 hearts')).toEqual({type: 'length', suit: 'H', min: 6, max: 6})
  })

  it('should read shapes in every spelling', () => {
    expect(parsed('4432')).toEqual({type: 'shape', pattern: '4432'})
    expect(parsed('any 4432')).toEqual({type: 'shape', pattern: '4432', any: true})
    expect(parsed('5xxx')).toEqual({type: 'shape', pattern: '5xxx'})
    expect(parsed('any 5xxx')).toEqual({type: 'shape', pattern: '5xxx', any: true})
    expect(parsed('4=4=3=2')).toEqual({type: 'shape', pattern: '4432'})
    expect(parsed('4-4-3-2')).toEqual({type: 'shape', pattern: '4432', any: true})
  })

  it('should read logic with the usual precedence', () => {
    expect(parsed('balanced or 5+♠, 12+ hcp')).toEqual({
      type: 'or',
      children: [
        {type: 'balanced'},
        {type: 'and', children: [{type: 'length', suit: 'S', min: 5}, {type: 'points', scale: 'hcp', min: 12}]}
      ]
    })
    expect(parsed('!balanced | unbalanced')).toEqual({
      type: 'or',
      children: [
        {type: 'not', child: {type: 'balanced'}},
        {type: 'not', child: {type: 'balanced'}}
      ]
    })
    expect(parsed('no singletons')).toEqual({type: 'count', of: 'singleton', max: 0})
    expect(parsed('holds SA')).toEqual({type: 'card', card: 'SA'})
    expect(parsed('has ♥10')).toEqual({type: 'card', card: 'HT'})
    expect(parsed('6+ in the bid suit')).toEqual({type: 'length', suit: 'bid', min: 6})
    expect(parsed('2+ HCP in ♠')).toEqual({type: 'points', scale: 'hcp', min: 2, suit: 'S'})
    expect(parsed('[longest suit is not Clubs]')).toEqual({
      type: 'quality',
      name: 'longest suit',
      comparison: 'is not',
      value: 'Clubs'
    })
    expect(parsed('[balanced hand]')).toEqual({type: 'quality', name: 'balanced hand', comparison: '', value: ''})
    expect(parsed('[what it is <= 3]')).toEqual({type: 'quality', name: 'what it is', comparison: '<=', value: '3'})
  })

  it('should report a problem with its place, never throw', () => {
    const cases: Array<[string, number]> = [
      ['', 0],
      ['15-17', 5],
      ['15-17 HCP,', 10],
      ['17-15 HCP', 0],
      ['5+♠ 5+♥', 4],
      ['(5+♠', 4],
      ['holds', 5],
      ['holds ♠Z', 7],
      ['♠ > 5+', 5],
      ['2+ of bottom 3 in ♠', 6],
      ['5+ widgets', 3],
      ['@', 0],
      ['5+ constructor', 3],
      ['5+ __proto__', 3]
    ]
    for (const [text, start] of cases) {
      const result = parseConstraint(text)
      expect(result.ok, text).toBe(false)
      if (!result.ok) {
        expect(result.start, text).toBe(start)
        expect(result.message, text).toMatch(/^(Unexpected|Expected)/)
      }
    }
  })

  it('should never throw on any text', () => {
    fc.assert(
      fc.property(fc.string({maxLength: 40}), (text) => {
        const result = parseConstraint(text)
        expect(typeof result.ok).toBe('boolean')
      }),
      {numRuns: 2000}
    )
  })
})

const suit = fc.constantFrom<SuitRef>('S', 'H', 'D', 'C', 'M', 'm', 'oM', 'om', 'X', 'Y', 'Z', 'bid', 'partner', 'theirs', 'unbid')
const named = fc.constantFrom<SuitRef>('S', 'H', 'D', 'C')
const range = fc
  .tuple(fc.option(fc.integer({min: 0, max: 40}), {nil: undefined}), fc.option(fc.integer({min: 0, max: 40}), {nil: undefined}))
  .map(([a, b]) => {
    const result: {min?: number; max?: number} = {}
    if (a !== undefined && b !== undefined) {
      result.min = Math.min(a, b)
      result.max = Math.max(a, b)
    } else if (a !== undefined) result.min = a
    else if (b !== undefined) result.max = b
    return result
  })

const atom: fc.Arbitrary<Atom> = fc.oneof(
  fc.tuple(fc.constantFrom('hcp', 'length', 'shortness', 'support', 'zar', 'rule', 'pearson', 'aces', 'kings', 'adjusted', 'playing-tricks'), range, fc.option(named, {nil: undefined})).map(
    ([scale, r, s]) => ({type: 'points' as const, scale, ...r, ...(s ? {suit: s} : {})})
  ),
  fc.tuple(suit, range).map(([s, r]) => ({type: 'length' as const, suit: s, ...r})),
  fc.tuple(suit, range, fc.option(fc.integer({min: 1, max: 5}), {nil: undefined})).map(([s, r, top]) => ({
    type: 'honours' as const,
    suit: s,
    ...r,
    ...(top === undefined ? {} : {top})
  })),
  fc.tuple(fc.option(suit, {nil: undefined}), range).map(([s, r]) => ({type: 'controls' as const, ...r, ...(s ? {suit: s} : {})})),
  fc.tuple(fc.constantFrom('void', 'singleton', 'doubleton' as const), range).map(([of, r]) => ({type: 'count' as const, of, ...r})),
  fc.tuple(fc.stringMatching(/^[0-9x]{4}$/), fc.boolean()).map(([pattern, any]) => ({
    type: 'shape' as const,
    pattern,
    ...(any ? {any: true} : {})
  })),
  fc.boolean().map((semi) => ({type: 'balanced' as const, ...(semi ? {semi: true} : {})})),
  fc.tuple(range, fc.constantFrom(undefined, 'simple', 'nltc' as const)).map(([r, method]) => ({
    type: 'losers' as const,
    ...r,
    ...(method ? {method} : {})
  })),
  range.map((r) => ({type: 'quickTricks' as const, ...r})),
  fc.tuple(suit, range).map(([s, r]) => ({type: 'suitQuality' as const, suit: s, ...r})),
  fc.tuple(suit, fc.boolean()).map(([s, half]) => ({type: 'stopper' as const, suit: s, ...(half ? {half: true} : {})})),
  fc.tuple(fc.constantFrom('S', 'H', 'D', 'C'), fc.constantFrom(...'AKQJT98765432')).map(([s, r]) => ({
    type: 'card' as const,
    card: s + r
  })),
  fc.tuple(suit, fc.constantFrom('<', '<=', '=', '>=', '>', '!=' as const), suit).map(([left, comparison, right]) => ({
    type: 'compare' as const,
    left,
    comparison,
    right
  })),
  fc.tuple(suit, fc.boolean()).map(([s, strict]) => ({type: 'longest' as const, suit: s, ...(strict ? {strict: true} : {})})),
  fc.tuple(
    fc.stringMatching(/^[a-z]+( [a-z]+)?$/).filter((name) => !/\bis\b/.test(name)),
    fc.constantFrom('<=', '>=', 'is', 'is not'),
    fc.stringMatching(/^[A-Za-z0-9]+$/)
  ).map(
    ([name, comparison, value]) => ({type: 'quality' as const, name, comparison, value})
  ),
  fc.tuple(fc.constantFrom('partner', 'lho', 'rho' as const), fc.option(suit, {nil: undefined}), range).map(([seat, s, r]) => ({
    type: 'shown' as const,
    seat,
    ...r,
    ...(s ? {suit: s} : {})
  })),
  fc.tuple(fc.constantFrom('hcp', 'length', 'support', 'zar', 'rule'), range, fc.option(suit, {nil: undefined})).map(([scale, r, s]) => ({
    type: 'combined' as const,
    scale,
    ...r,
    ...(s ? {suit: s} : {})
  })),
  fc.tuple(suit, range).map(([s, r]) => ({type: 'fit' as const, suit: s, ...r})),
  fc.constantFrom('partner-passed', 'passed-hand', 'balancing', 'vulnerable', 'they-vulnerable' as const).map((fact) => ({type: 'auction' as const, fact})),
  fc.option(suit, {nil: undefined}).map((s) => ({type: 'auction' as const, fact: 'total-tricks' as const, ...(s ? {suit: s} : {})}))
)

const constraint: fc.Arbitrary<Constraint> = fc.letrec<{c: Constraint}>((tie) => ({
  c: fc.oneof(
    {depthSize: 'small', withCrossShrink: true},
    atom,
    fc.array(tie('c'), {maxLength: 3}).map((children) => ({type: 'and' as const, children})),
    fc.array(tie('c'), {maxLength: 3}).map((children) => ({type: 'or' as const, children})),
    tie('c').map((child) => ({type: 'not' as const, child}))
  )
})).c

describe('atoms about the auction', () => {
  it('should read what other seats have shown, in either spelling', () => {
    expect(parsed('partner 3+♠')).toEqual({type: 'shown', seat: 'partner', suit: 'S', min: 3})
    expect(parsed('partner.♠ 3+')).toEqual({type: 'shown', seat: 'partner', suit: 'S', min: 3})
    expect(parsed('partner 12+ HCP')).toEqual({type: 'shown', seat: 'partner', min: 12})
    expect(parsed('partner.HCP ≤11')).toEqual({type: 'shown', seat: 'partner', max: 11})
    expect(parsed('LHO 5+!h')).toEqual({type: 'shown', seat: 'lho', suit: 'H', min: 5})
    expect(parsed('rho ≤2 in bid suit')).toEqual({type: 'shown', seat: 'rho', suit: 'bid', max: 2})
  })

  it('should read combined strength, fits and the facts of the auction', () => {
    expect(parsed('combined 25+ HCP, fit ♥')).toEqual({
      type: 'and',
      children: [{type: 'combined', scale: 'hcp', min: 25}, {type: 'fit', suit: 'H', min: 8}]
    })
    expect(parsed('combined 26+ support points in partner’s suit')).toEqual({type: 'combined', scale: 'support', suit: 'partner', min: 26})
    expect(parsed('combined 9+♠')).toEqual({type: 'fit', suit: 'S', min: 9})
    expect(parsed('fit in bid suit')).toEqual({type: 'fit', suit: 'bid', min: 8})
    expect(parsed('stopper their suits')).toEqual({type: 'stopper', suit: 'theirs'})
    expect(parsed('3+ in unbid suits')).toEqual({type: 'length', suit: 'unbid', min: 3})
    expect(parsed('partner passed, not passed hand')).toEqual({
      type: 'and',
      children: [{type: 'auction', fact: 'partner-passed'}, {type: 'not', child: {type: 'auction', fact: 'passed-hand'}}]
    })
    expect(parsed('balancing seat')).toEqual({type: 'auction', fact: 'balancing'})
    expect(parsed('law of total tricks in ♥')).toEqual({type: 'auction', fact: 'total-tricks', suit: 'H'})
    expect(parsed('not vulnerable, they are vulnerable')).toEqual({
      type: 'and',
      children: [{type: 'not', child: {type: 'auction', fact: 'vulnerable'}}, {type: 'auction', fact: 'they-vulnerable'}]
    })
    expect(parsed('9+ playing tricks')).toEqual({type: 'points', scale: 'playing-tricks', min: 9})
    expect(parsed('15-17 adjusted points')).toEqual({type: 'points', scale: 'adjusted', min: 15, max: 17})
  })

  it('should print them as players write them', () => {
    expect(constraintToString({type: 'shown', seat: 'partner', suit: 'S', min: 3})).toBe('partner 3+♠')
    expect(constraintToString({type: 'shown', seat: 'lho', max: 11})).toBe('LHO ≤11 HCP')
    expect(constraintToString({type: 'combined', scale: 'hcp', min: 25})).toBe('combined 25+ HCP')
    expect(constraintToString({type: 'fit', suit: 'H', min: 8})).toBe('fit ♥')
    expect(constraintToString({type: 'fit', suit: 'H', min: 9})).toBe('combined 9+♥')
    expect(constraintToString({type: 'stopper', suit: 'theirs'})).toBe('stopper in their suits')
    expect(constraintToString({type: 'auction', fact: 'total-tricks'})).toBe('law of total tricks')
  })

  it('should say where a seat atom goes wrong', () => {
    for (const text of ['partner', 'partner 3+ controls', 'combined', 'fit', 'partner.']) {
      const result = parseConstraint(text)
      expect(result.ok, text).toBe(false)
      if (!result.ok) expect(result.message, text).toMatch(/^(Unexpected|Expected)/)
    }
  })
})

describe('the rules of 20 and 15', () => {
  it('should read `rule of 20` as the count of HCP and the two longest suits, and `rule of 15` as Pearson points', () => {
    expect(parsed('rule of 20')).toEqual({type: 'points', scale: 'rule', min: 20})
    expect(parsed('Rule of 19, 10-11 HCP')).toEqual({
      type: 'and',
      children: [{type: 'points', scale: 'rule', min: 19}, {type: 'points', scale: 'hcp', min: 10, max: 11}]
    })
    expect(parsed('rule of 15')).toEqual({type: 'points', scale: 'pearson', min: 15})
    expect(parsed('16+ Pearson points')).toEqual({type: 'points', scale: 'pearson', min: 16})
    expect(parsed('18-19 rule points')).toEqual({type: 'points', scale: 'rule', min: 18, max: 19})
  })

  it('should print them as players say them', () => {
    expect(constraintToString({type: 'points', scale: 'rule', min: 20})).toBe('rule of 20')
    expect(constraintToString({type: 'points', scale: 'pearson', min: 15})).toBe('rule of 15')
    expect(constraintToString({type: 'points', scale: 'pearson', min: 14})).toBe('14+ Pearson points')
    expect(constraintToString({type: 'points', scale: 'rule', min: 15})).toBe('15+ rule points')
    expect(constraintToString({type: 'points', scale: 'rule', min: 18, max: 19})).toBe('18–19 rule points')
    expect(constraintToString({type: 'points', scale: 'rule', min: 20, suit: 'S'})).toBe('20+ rule points in ♠')
  })

  it('should count aces and kings, as Blackwood and Gerber answer', () => {
    expect(parsed('1 ace')).toEqual({type: 'points', scale: 'aces', min: 1, max: 1})
    expect(parsed('0 aces or 4 aces')).toEqual({
      type: 'or',
      children: [{type: 'points', scale: 'aces', min: 0, max: 0}, {type: 'points', scale: 'aces', min: 4, max: 4}]
    })
    expect(parsed('2+ kings')).toEqual({type: 'points', scale: 'kings', min: 2})
    expect(constraintToString({type: 'points', scale: 'aces', min: 1, max: 1})).toBe('1 ace')
    expect(constraintToString({type: 'points', scale: 'kings', min: 0, max: 1})).toBe('0–1 kings')
    expect(constraintToString({type: 'points', scale: 'aces'})).toBe('any aces')
    expect(constraintToString({type: 'points', scale: 'aces', min: 1, max: 1, suit: 'S'})).toBe('1 aces points in ♠')
  })

  it('should refuse `rule of` without a whole number', () => {
    const result = parseConstraint('rule of 2.5')
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.message).toBe('Expected a whole number after `rule of`')
    expect(parseConstraint('rule of spades').ok).toBe(false)
  })
})

describe('the constraint notation', () => {
  it('should read back what it prints', () => {
    fc.assert(
      fc.property(constraint, (value) => {
        const text = constraintToString(value)
        const result = parseConstraint(text)
        expect(result.ok ? normalizeConstraint(result.constraint) : result.message, text).toEqual(normalizeConstraint(value))
      }),
      {numRuns: 3000}
    )
  })
})

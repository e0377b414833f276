import {b, type Bid, type Root, type Sequence} from '@bidding/core'
import {constraintToString} from '@bidding/core/constraints'
import {registry} from '@bidding/formats'
import * as hand from '@bidding/hand'
import {parseHand} from '@bidding/hand'
import {chooseCall, compileSystem} from '@bidding/robot'
import {unified} from 'unified'
import {VFile} from 'vfile'
import {describe, expect, it} from 'vitest'
import * as dsl from '@bidding/dsl'
import {
  after,
  all,
  any,
  anyHand,
  anyShape,
  balanced,
  bid,
  both,
  clubs,
  compare,
  hasControls,
  diamonds,
  doubletons,
  either,
  forAllSuits,
  hasHcp,
  heading,
  hearts,
  holds,
  hasHonours,
  length,
  hasLengthPoints,
  longer,
  longest,
  hasLosers,
  noHand,
  not,
  opening,
  paragraph,
  partnerSuit,
  points,
  quality,
  hasQuickTricks,
  semiBalanced,
  shape,
  hasShortnessPoints,
  singletons,
  spades,
  hasStopper,
  hasSuitQuality,
  hasSupportPoints,
  system,
  table,
  they,
  voids,
  when
} from '@bidding/dsl'

function text(condition: {toString(): string}): string {
  return condition.toString()
}

describe('@bidding/dsl', () => {
  it('should expose the public API as named exports only, with no default export', () => {
    expect(Object.keys(dsl).sort()).toMatchInlineSnapshot(`
      [
        "BidBuilder",
        "Condition",
        "TableBuilder",
        "after",
        "all",
        "any",
        "anyHand",
        "anyShape",
        "balanced",
        "bid",
        "bidSuit",
        "both",
        "clubs",
        "compare",
        "controls",
        "diamonds",
        "doubletons",
        "either",
        "forAllSuits",
        "forSomeSuit",
        "hasControls",
        "hasHcp",
        "hasHonours",
        "hasLengthPoints",
        "hasLosers",
        "hasQuickTricks",
        "hasShortnessPoints",
        "hasStopper",
        "hasSuitQuality",
        "hasSupportPoints",
        "hcp",
        "heading",
        "hearts",
        "holds",
        "honours",
        "length",
        "lengthPoints",
        "longer",
        "longest",
        "losers",
        "noHand",
        "not",
        "opening",
        "paragraph",
        "partnerSuit",
        "phrasing",
        "points",
        "quality",
        "quickTricks",
        "rebid",
        "response",
        "semiBalanced",
        "shape",
        "shortnessPoints",
        "singletons",
        "spades",
        "stopper",
        "suitQuality",
        "supportPoints",
        "system",
        "table",
        "they",
        "toCondition",
        "voids",
        "when",
      ]
    `)
    expect('default' in dsl).toBe(false)
  })

  it('should share no name with @bidding/hand but the deprecated ones, which are the `has…` builders', () => {
    const deprecated = ['controls', 'hcp', 'honours', 'lengthPoints', 'losers', 'quickTricks', 'shortnessPoints', 'stopper', 'suitQuality', 'supportPoints']
    const shared = Object.keys(dsl).filter((name) => Object.hasOwn(hand, name))
    expect(shared.filter((name) => !deprecated.includes(name))).toEqual([])
    const exports = dsl as unknown as Record<string, unknown>
    for (const name of deprecated) expect(exports[name], name).toBe(exports['has' + name[0]!.toUpperCase() + name.slice(1)])
  })
})

describe('conditions', () => {
  it('should build every core atom', () => {
    expect(hasHcp(15, 17).constraint).toEqual({type: 'points', scale: 'hcp', min: 15, max: 17})
    expect(hasHcp(12).constraint).toEqual({type: 'points', scale: 'hcp', min: 12})
    expect(hasHcp(undefined, 11).constraint).toEqual({type: 'points', scale: 'hcp', max: 11})
    expect(hasHcp(4, undefined, 'S').constraint).toEqual({type: 'points', scale: 'hcp', min: 4, suit: 'S'})
    expect(points('zar', 26).constraint).toEqual({type: 'points', scale: 'zar', min: 26})
    expect(text(hasLengthPoints(12))).toBe('12+ length points')
    expect(text(hasShortnessPoints(undefined, 9))).toBe('≤9 shortness points')
    expect(text(hasSupportPoints('S', 8))).toBe('8+ support points in ♠')
    expect(length('X', 6).constraint).toEqual({type: 'length', suit: 'X', min: 6})
    expect([text(spades(5)), text(hearts(2, 4)), text(diamonds(6, 6)), text(clubs(undefined, 3))]).toEqual(['5+♠', '2–4♥', '6♦', '≤3♣'])
    expect(text(hasHonours('D', 2))).toBe('2+ honours in ♦')
    expect(text(hasHonours('S', 2, undefined, 3))).toBe('2+ of top 3 in ♠')
    expect([text(hasControls(3)), text(hasControls(1, undefined, 'C'))]).toEqual(['3+ controls', '1+ controls in ♣'])
    expect([text(voids(undefined, 0)), text(singletons(1, 2)), text(doubletons(undefined, 1))]).toEqual(['no voids', '1–2 singletons', '≤1 doubleton'])
    expect([text(shape('5xxx')), text(shape('4=4=3=2')), text(anyShape('4441'))]).toEqual(['5=x=x=x', '4=4=3=2', '4-4-4-1'])
    expect([text(balanced()), text(semiBalanced())]).toEqual(['balanced', 'semi-balanced'])
    expect([text(hasLosers(undefined, 7)), text(hasLosers(undefined, 7, 'nltc')), text(hasQuickTricks(2))]).toEqual(['≤7 losers', '≤7 NLTC losers', '2+ quick tricks'])
    expect([text(hasSuitQuality('H', 7)), text(hasStopper('C')), text(hasStopper('C', true))]).toEqual(['7+ suit quality in ♥', '♣ stopper', '♣ half stopper'])
    expect([text(holds('sa')), text(holds('H10')), text(compare('D', '>', 'C')), text(longer('H', 'S')), text(longest('H', true))]).toEqual([
      'holds ♠A',
      'holds ♥T',
      '♦ > ♣',
      '♥ > ♠',
      '♥ strictly longest'
    ])
    expect(text(quality('point count', '<=', '7'))).toBe('[point count <= 7]')
    expect([text(anyHand()), text(noHand())]).toEqual(['any hand', 'no hand'])
    expect(text(length(partnerSuit, 3))).toBe('3+ in partner’s suit')
  })

  it('should read ranges written as text', () => {
    expect(hasHcp('15-17').constraint).toEqual({type: 'points', scale: 'hcp', min: 15, max: 17})
    expect(hasHcp('12+').constraint).toEqual({type: 'points', scale: 'hcp', min: 12})
    expect(hasHcp('≤11').constraint).toEqual({type: 'points', scale: 'hcp', max: 11})
    expect(spades('5').constraint).toEqual({type: 'length', suit: 'S', min: 5, max: 5})
    expect(() => hasHcp('lots')).toThrow('Unexpected range `lots` of `hcp`')
  })

  it('should combine: and, or, not, and the Desiderius combinators', () => {
    expect(text(hasHcp(15, 17).and(balanced()))).toBe('15–17 HCP, balanced')
    expect(text(spades(5).or(hearts(5)).and(hasHcp(12)))).toBe('(5+♠ or 5+♥), 12+ HCP')
    expect(text(balanced().not())).toBe('not balanced')
    expect(text(all(hasHcp(12), spades(5), '≤3♥'))).toBe('12+ HCP, 5+♠, ≤3♥')
    expect(text(any(spades(5), hearts(5)))).toBe('5+♠ or 5+♥')
    expect(text(both(hasHcp(12), spades(5)))).toBe('12+ HCP, 5+♠')
    expect(text(either(hasHcp(12), spades(5)))).toBe('12+ HCP or 5+♠')
    expect(text(not('balanced'))).toBe('not balanced')
    // Nested conjunctions are flattened, as core normalises them.
    expect(hasHcp(12).and(spades(5)).and(hearts(undefined, 3)).constraint).toEqual({
      type: 'and',
      children: [
        {type: 'points', scale: 'hcp', min: 12},
        {type: 'length', suit: 'S', min: 5},
        {type: 'length', suit: 'H', max: 3}
      ]
    })
    expect(text(forAllSuits((suit) => length(suit, 2)))).toBe('2+♠, 2+♥, 2+♦, 2+♣')
  })

  it('should read the constraint notation, and say where it fails', () => {
    expect(when('15-17 HCP, balanced').constraint).toEqual(hasHcp(15, 17).and(balanced()).constraint)
    expect(() => when('15-17 HCP, blah')).toThrow(SyntaxError)
    expect(() => when('15-17 HCP, blah')).toThrow('at column 12 of `15-17 HCP, blah`')
  })

  it('should refuse malformed shapes and cards', () => {
    expect(() => shape('44')).toThrow(TypeError)
    expect(() => holds('S1')).toThrow(TypeError)
  })
})

describe('bids and tables', () => {
  it('should read a bid’s parts in any order', () => {
    const node = bid('1NT', 'Strong notrump', hasHcp(15, 17), balanced(), {priority: 2}).toBid()
    expect(node).toEqual({
      type: 'bid',
      call: '1N',
      by: 'we',
      constraint: {type: 'and', children: [{type: 'points', scale: 'hcp', min: 15, max: 17}, {type: 'balanced'}]},
      priority: 2,
      children: [{type: 'meaning', children: [{type: 'text', value: 'Strong notrump'}]}]
    })
  })

  it('should set every option, by object or by method', () => {
    const byOptions = bid('2C', hasHcp(8), 'Stayman', {
      alert: 'asking',
      forcing: true,
      criteria: hearts(4).or(spades(4)),
      seats: [1, 2],
      vulnerability: {we: 'no'},
      fallback: true
    }).toBid()
    const byMethods = bid('2C', hasHcp(8), 'Stayman').alert('asking').forcing().criteria('4+♥ or 4+♠').seats(1, 2).vulnerable('no').fallback().toBid()
    expect(byMethods).toEqual(byOptions)
    expect(byOptions).toMatchObject({
      alert: {artificial: true, disposition: 'asking'},
      forcing: 'one-round',
      seats: [1, 2],
      vulnerability: {we: 'no', they: 'any'},
      fallback: true
    })
    expect(constraintToString(byOptions.criteria!)).toBe('4+♥ or 4+♠')
  })

  it('should turn suit codes in descriptions into suits, and nest continuations', () => {
    const node = opening('1N', hasHcp(15, 17), bid('2D', 'Transfer to !h', hearts(5), {alert: 'transfer'}).then(bid('2H', 'Completes'))).toBid()
    const transfer = node.children[0] as Bid
    expect(transfer.children[0]).toEqual({type: 'meaning', children: [{type: 'text', value: 'Transfer to '}, {type: 'suit', suit: 'H'}]})
    expect((transfer.children[1] as Bid).call).toBe('2H')
  })

  it('should refuse calls, dispositions and seats that do not exist', () => {
    expect(() => bid('8N')).toThrow('Unexpected call `8N`')
    expect(() => bid('1N', {alert: 'sometimes' as never}).toBid()).toThrow('Unexpected disposition `sometimes`')
    expect(() => bid('1N', {seats: 5 as never}).toBid()).toThrow('Unexpected seat `5`')
  })

  it('should build a system: openings in one table, tables with contexts, notes', () => {
    const tree = system(
      {title: 'Test', fallback: 'natural'},
      heading('Openings'),
      opening('1N', hasHcp(15, 17)),
      opening('2C', hasHcp(22)),
      they('1N', bid('X', hasHcp(15))),
      paragraph('After an overcall:'),
      after('1N-(2H)', bid('X', hasHcp(8), 'Negative')),
      table({seats: [3, 4], vulnerability: {we: 'yes'}, hidden: true}, opening('1S', hasHcp(10), spades(5)))
    )
    expect(tree.metadata).toEqual({title: 'Test', fallback: 'natural'})
    expect(tree.children.map((node) => node.type)).toEqual(['heading', 'sequence', 'paragraph', 'sequence', 'sequence'])
    const openings = tree.children[1] as Sequence
    expect(openings.children.map((node) => [(node as Bid).call, (node as Bid).by])).toEqual([['1N', 'we'], ['2C', 'we'], ['1N', 'they']])
    expect((tree.children[3] as Sequence).context).toEqual([{call: '1N', by: 'we'}, {call: '2H', by: 'they'}])
    expect(tree.children[4]).toMatchObject({seats: [3, 4], vulnerability: {we: 'yes', they: 'any'}, hidden: true})
  })
})

/** The seed's Acol, written in the DSL. */
function acol(): Root {
  return system(
    'Acol (after Desiderius)',
    opening('2C', hasHcp(23), 'Game forcing', {alert: true, forcing: 'game'}),
    opening('1N', hasHcp(12, 14), forAllSuits((suit) => length(suit, 2)), 'Weak notrump').then(
      bid('2D', hasHcp(6, 9), hearts(5), 'Transfer', {alert: 'transfer'}),
      bid('3N', hasHcp(13, 18), 'To play'),
      bid('P', hasHcp(undefined, 10), 'Weak')
    ),
    opening('1S', hasHcp(12, 19), spades(5), 'Five spades').then(
      bid('2S', hasHcp(6, 9), length(partnerSuit, 4), 'Raise'),
      bid('P', anyHand())
    ),
    opening('1H', hasHcp(12, 19), hearts(4), 'Four hearts'),
    opening('1D', hasHcp(12, 19), diamonds(4)),
    opening('1C', hasHcp(12, 19)),
    opening('P', anyHand())
  )
}

describe('systems written in the DSL', () => {
  it('should bid through the robot in document order', () => {
    const compiled = compileSystem(acol())
    const hand = (value: string) => {
      const result = parseHand(value)
      if (!result.ok) throw new Error(result.message)
      return result.hand
    }

    expect(chooseCall(compiled, {hand: hand('KQ2.K32.Q432.K32'), auction: []}).call).toBe('1N') // 13
    expect(chooseCall(compiled, {hand: hand('AKJ32.K32.K2.Q32'), auction: []}).call).toBe('1S') // 16
    expect(chooseCall(compiled, {hand: hand('J32.KQ432.32.J32'), auction: ['1N', 'P']}).call).toBe('2D')
    expect(chooseCall(compiled, {hand: hand('KQ32.K32.32.J432'), auction: ['1S', 'P']}).call).toBe('2S')
    const alerted = chooseCall(compiled, {hand: hand('AKQ2.AKQ.AKJ2.32'), auction: []})
    expect([alerted.call, alerted.alert, alerted.forcing]).toEqual(['2C', {artificial: true}, 'game'])
  })

  it('should convert to every format through the registry: BML and JSON read back the same', async () => {
    const tree = acol()
    const outputs = new Map<string, string>()
    for (const name of ['bml', 'bss', 'html', 'json', 'bboalert', 'latex']) {
      const format = registry.get(name)!
      const file = new VFile()
      const processor = unified().use(format.stringify!)
      outputs.set(name, String(processor.stringify(structuredClone(tree), file)))
    }

    expect(outputs.get('bml')).toContain('1N Weak notrump {12–14 HCP, 2+!s, 2+!h, 2+!d, 2+!c}')
    expect(outputs.get('bss')).toContain('001N=')
    expect(outputs.get('html')).toContain('12–14 HCP')
    expect(outputs.get('bboalert')).toContain(',1N,')
    expect(outputs.get('latex')).toContain('Weak notrump')

    for (const name of ['bml', 'json']) {
      const reader = unified().use(registry.get(name)!.parse!)
      const file = new VFile({value: outputs.get(name)!})
      const back = reader.parse(file) as Root
      const strip = (node: unknown): unknown => {
        if (Array.isArray(node)) return node.map(strip)
        if (node && typeof node === 'object') {
          return Object.fromEntries(Object.entries(node).filter(([key]) => key !== 'position' && key !== 'data').map(([key, value]) => [key, strip(value)]))
        }

        return node
      }

      expect(strip(back)).toEqual(strip(tree))
    }
  })

  it('should make the same tree as building it by hand', () => {
    const tree = system(undefined, opening('1N', hasHcp(15, 17), 'Strong'))
    expect(tree).toEqual(
      b('root', [b('sequence', [b('bid', {call: '1N', by: 'we', constraint: {type: 'points', scale: 'hcp', min: 15, max: 17}}, [b('meaning', [b('text', 'Strong')])])])])
    )
  })
})

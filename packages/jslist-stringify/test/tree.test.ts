/** The JS list of any tree: states from auction paths, rules from constraints. */

import {b, type Root} from '@bidding/core'
import {VFile} from 'vfile'
import {describe, expect, it} from 'vitest'
import {toJslistRows, type JsListRow} from '@bidding/jslist-stringify'

function rows(tree: Root, options: Parameters<typeof toJslistRows>[1] = {}): {rows: JsListRow[]; file: VFile} {
  const file = new VFile()
  return {rows: toJslistRows(tree, options, file) as JsListRow[], file}
}

const meaning = (value: string) => b('meaning', [b('text', value)])

describe('states from auction paths', () => {
  // Two auctions reach opener's rebid after `1h`: 1c–1h and 1d–1h.
  const system: Root = b('root', [
    b('sequence', [
      b('bid', {call: '1C', by: 'we', constraint: {type: 'and', children: [{type: 'points', scale: 'hcp', min: 12, max: 21}, {type: 'length', suit: 'C', min: 3}]}}, [
        meaning('Clubs'),
        b('bid', {call: '1H', by: 'we', constraint: {type: 'length', suit: 'H', min: 4}}, [
          meaning('Four hearts'),
          b('bid', {call: '2H', by: 'we'}, [meaning('Raise')])
        ]),
        b('bid', {call: '1N', by: 'we'}, [meaning('6-10')])
      ]),
      b('bid', {call: '1D', by: 'we', priority: 5}, [
        b('bid', {call: '1H', by: 'we'}, [b('bid', {call: '1S', by: 'we'}, [meaning('Four spades')])])
      ])
    ]),
    b('sequence', {context: [{call: '1N', by: 'we'}]}, [b('bid', {call: '2C', by: 'we'}, [meaning('Stayman')])])
  ])

  it('should name states by role and round, keyed by the previous bid, and tell clashes apart', () => {
    const {rows: list, file} = rows(system)
    expect(list.map((row) => [row.state, row.prevBid, row.rankings, row.availableBids.map((bid) => bid.bid + '>' + bid.state)])).toEqual([
      ['opn0', 'none', ['1d', '1c'], ['1c>rsp0', '1d>rsp0']],
      ['rsp0', '1c', ['1h', '1nt'], ['1h>opn1_1c', '1nt>opn1']],
      ['opn1_1c', '1h', ['2h'], ['2h>rsp1']],
      ['rsp0', '1d', ['1h'], ['1h>opn1_1d']],
      ['opn1_1d', '1h', ['1s'], ['1s>rsp1']],
      ['rsp0', '1nt', ['2c'], ['2c>opn1']]
    ])
    expect(file.messages).toEqual([])
  })

  it('should give bids without a machine-readable constraint no rules and their description', () => {
    const {rows: list} = rows(system)
    expect(list[0]!.availableBids[0]).toEqual({
      bid: '1c',
      state: 'rsp0',
      rules: ["hasPointsBand('hcp', 12, 21)", "hasSuitLength('c', 'gte', 3)"],
      desc: 'Clubs'
    })
    expect(list[1]!.availableBids[1]).toEqual({bid: '1nt', state: 'opn1', rules: [], desc: '6-10'})
  })

  it('should expand call patterns before making states', () => {
    const tree = b('root', [b('sequence', [b('bid', {call: '1M', by: 'we', constraint: {type: 'length', suit: 'M', min: 5}}, [meaning('Five-card major')])])])
    const {rows: list} = rows(tree)
    expect(list[0]!.availableBids).toEqual([
      {bid: '1h', state: 'rsp0', rules: ["hasSuitLength('h', 'gte', 5)"], desc: 'Five-card major'},
      {bid: '1s', state: 'rsp0', rules: ["hasSuitLength('s', 'gte', 5)"], desc: 'Five-card major'}
    ])
  })

  it('should leave out the opponents’ calls, with a warning', () => {
    const tree = b('root', [b('sequence', [b('bid', {call: '1C', by: 'we'}, [b('bid', {call: '1S', by: 'they'}, [b('bid', {call: 'X', by: 'we'})])])])])
    const {rows: list, file} = rows(tree)
    expect(list.map((row) => row.state)).toEqual(['opn0'])
    expect(file.messages.map((message) => message.ruleId)).toEqual(['contested-sequence'])
  })

  it('should write the bids of a rule set with what they show', () => {
    const set = b('ruleSet', [
      b('ruleGroup', {purpose: 'Opener’s first bid'}, [
        b('rule', {test: {quality: 'point count', comparison: '>=', value: '22'}, constraint: {type: 'points', scale: 'hcp', min: 22}}, [
          b('ruleBid', {call: '2C'}, '2C')
        ])
      ])
    ])
    const {rows: list, file} = rows(b('root', [set, b('system', {names: ['x']})]))
    expect(list.map((row) => [row.state, row.availableBids.map((bid) => [bid.bid, bid.rules, bid.desc])])).toEqual([
      ['opn0', [['2c', ["hasPointsBand('hcp', 22, 40)"], 'Opener’s first bid']]]
    ])
    expect(file.messages).toEqual([])
  })

  it('should write conventions and systems as tables of their actions', () => {
    const convention = b('convention', {names: ['strong 1NT']}, [
      b('bid', {call: '1N', by: 'we', action: 'open', constraint: {type: 'points', scale: 'hcp', min: 15, max: 17}}, [
        b('bid', {call: '2C', by: 'we', action: 'ask'})
      ])
    ])
    const {rows: list} = rows(b('root', [b('system', {names: ['SAYC']}, [convention])]))
    expect(list.map((row) => [row.state, row.prevBid, row.availableBids.map((bid) => [bid.bid, bid.state, bid.rules])])).toEqual([
      ['opn0', 'none', [['1nt', 'rsp0', ["hasPointsBand('hcp', 15, 17)"]]]],
      ['rsp0', '1nt', [['2c', 'opn1', []]]]
    ])
  })
})

describe('rules', () => {
  function rulesOf(constraint: unknown, options: Parameters<typeof toJslistRows>[1] = {}): {rules: unknown[]; file: VFile} {
    const tree = b('root', [b('stateMachine', [b('state', {name: 's'}, [b('bid', {call: '1C', by: 'we', nextState: 't', constraint} as never)])])])
    const result = rows(tree, options)
    return {rules: result.rows[0]!.availableBids[0]!.rules, file: result.file}
  }

  it('should write each atom of the vocabulary as the consumer’s call', () => {
    expect(
      rulesOf({
        type: 'and',
        children: [
          {type: 'points', scale: 'hcp', min: 15, max: 17},
          {type: 'points', scale: 'length', min: 6},
          {type: 'points', scale: 'shortness', max: 9},
          {type: 'length', suit: 'S', min: 5, max: 5},
          {type: 'length', suit: 'H', min: 2, max: 4},
          {type: 'count', of: 'doubleton', max: 1},
          {type: 'honours', suit: 'D', min: 2}
        ]
      }).rules
    ).toEqual([
      "hasPointsBand('hcp', 15, 17)",
      "hasPointsBand('lp', 6, 40)",
      "hasPointsBand('sp', 0, 9)",
      "hasSuitLength('s', 'eq', 5)",
      "hasSuitLength('h', 'gte', 2)",
      "hasSuitLength('h', 'lte', 4)",
      "hasDoubletons('lte', 1)",
      "hasHonoursLength('d', 'gte', 2)"
    ])
  })

  it('should reuse the source spelling when it reads back to the same atom', () => {
    expect(rulesOf({type: 'length', suit: 'D', max: 3, raw: 's(d,lt,4)'}).rules).toEqual(["hasSuitLength('d', 'lt', 4)"])
    expect(rulesOf({type: 'length', suit: 'D', max: 2, raw: 's(d,lt,4)'}).rules).toEqual(["hasSuitLength('d', 'lte', 2)"])
    expect(rulesOf({type: 'points', scale: 'hcp', min: 1, max: 12, raw: 'p(hp,01,12)'}).rules).toEqual(["hasPointsBand('hcp', 01, 12)"])
  })

  it('should write rules as objects when asked', () => {
    expect(rulesOf({type: 'points', scale: 'hcp', min: 1, max: 12, raw: 'p(hp,01,12)'}, {rules: 'objects'}).rules).toEqual([
      {method: 'hasPointsBand', args: ['hcp', 1, 12]}
    ])
  })

  it('should leave out what the consumer cannot test, with a warning', () => {
    const {rules, file} = rulesOf({
      type: 'and',
      children: [
        {type: 'balanced'},
        {type: 'or', children: [{type: 'length', suit: 'S', min: 5}]},
        {type: 'points', scale: 'support', suit: 'H', min: 10},
        {type: 'length', suit: 'M', min: 5},
        {type: 'count', of: 'singleton', max: 0},
        {type: 'honours', suit: 'S', top: 3, min: 2},
        {type: 'length', suit: 'C', min: 2.5},
        {type: 'quality', name: 'q', comparison: '', value: '', raw: 'q(1)'},
        {type: 'length', suit: 'C'}
      ]
    })
    expect(rules).toEqual([])
    expect(file.messages.map((message) => message.ruleId)).toEqual(Array.from({length: 8}, () => 'unsupported-constraint'))
    expect(file.messages[0]!.reason).toBe(
      'Unexpected constraint `balanced` that the JS list cannot express, expected points, suit lengths, doubletons or honours; left out'
    )
  })

  it('should write a bid without a next state with an empty one, with a warning', () => {
    const tree = b('root', [b('stateMachine', [b('state', {name: 's'}, [b('bid', {call: 'P', by: 'we'}), b('opaque', {format: 'bidspace'}, 'x y z')])])])
    const {rows: list, file} = rows(tree)
    expect(list[0]!.availableBids).toEqual([{bid: 'nb', state: '', rules: [], desc: ''}])
    expect(file.messages.map((message) => message.ruleId)).toEqual(['missing-next-state', 'unsupported-node'])
  })
})

describe('spellings', () => {
  it('should reuse the source spellings of previous bids and priority words when they still fit', () => {
    const state = (fields: Record<string, unknown>) => b('root', [b('stateMachine', [b('state', {name: 's', ...fields} as never)])])
    expect(rows(state({data: {prevBidRaw: 'stayman'}})).rows[0]).toMatchObject({prevBid: 'stayman', rankings: []})
    expect(rows(state({prevBid: '1N', data: {prevBidRaw: '1NT'}})).rows[0]).toMatchObject({prevBid: '1NT'})
    expect(rows(state({prevBid: '1N', data: {prevBidRaw: '2c'}})).rows[0]).toMatchObject({prevBid: '1nt'})
    expect(rows(state({priority: ['1C'], data: {priorityRaw: ['1C', 'pas', 's']}})).rows[0]).toMatchObject({rankings: ['1C', 'pas', 's']})
    expect(rows(state({priority: ['1C'], data: {priorityRaw: ['1♠']}})).rows[0]).toMatchObject({rankings: ['1c']})
  })

  it('should write a description on one line, suits as symbols', () => {
    const tree = b('root', [
      b('stateMachine', [
        b('state', {name: 's'}, [
          b('bid', {call: '1C', raw: '1C', by: 'we', nextState: 't'}, [
            b('meaning', [b('text', '5+'), b('suit', {suit: 'H'}), b('break'), b('strong', [b('text', 'forcing')]), b('inlineCode', ' !')])
          ]),
          b('opaque', {format: 'bidspace', data: {bidspaceBid: {bid: 'zz', nextState: 'q'}}} as never, 'zz q')
        ])
      ])
    ])
    const {rows: list, file} = rows(tree)
    expect(list[0]!.availableBids).toEqual([{bid: '1c', state: 't', rules: [], desc: '5+♥ forcing !'}])
    expect(file.messages.map((message) => message.ruleId)).toEqual(['unsupported-node'])
  })
})

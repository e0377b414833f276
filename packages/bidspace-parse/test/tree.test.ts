/** What the reader makes of each construct, in both profiles. */

import type {Bid, Root, State, StateMachine} from '@bidding/core'
import type {Constraint} from '@bidding/core/constraints'
import {removePosition} from 'unist-util-remove-position'
import {VFile} from 'vfile'
import {describe, expect, it} from 'vitest'
import {fromBidspace} from '@bidding/bidspace-parse'

function parse(value: string, profile: 'default' | 'reference' = 'default'): {tree: Root; file: VFile; states: State[]} {
  const file = new VFile({value})
  const tree = fromBidspace(value, file, {profile})
  const machine = tree.children.at(-1) as StateMachine
  return {tree, file, states: machine.children}
}

function constraintOf(rule: string, profile: 'default' | 'reference' = 'default'): Constraint | undefined {
  const {states} = parse('state: s\nprev_bid: none\n1c\tt\t' + rule + '\n', profile)
  return (states[0]!.children[0] as Bid).constraint
}

describe('rules', () => {
  it('should read each condition as an inclusive range, keeping the source spelling', () => {
    expect(constraintOf('s(c,eq,6)')).toEqual({type: 'length', suit: 'C', min: 6, max: 6, raw: 's(c,eq,6)'})
    expect(constraintOf('s(d,gte,4)')).toEqual({type: 'length', suit: 'D', min: 4, raw: 's(d,gte,4)'})
    expect(constraintOf('s(h,gt,4)')).toEqual({type: 'length', suit: 'H', min: 5, raw: 's(h,gt,4)'})
    expect(constraintOf('s(s,lte,4)')).toEqual({type: 'length', suit: 'S', max: 4, raw: 's(s,lte,4)'})
    expect(constraintOf('s(s,lt,4)')).toEqual({type: 'length', suit: 'S', max: 3, raw: 's(s,lt,4)'})
  })

  it('should read point types as scales', () => {
    expect(constraintOf('p(hp,15,17)')).toMatchObject({type: 'points', scale: 'hcp', min: 15, max: 17})
    expect(constraintOf('p(lp,6,11)')).toMatchObject({scale: 'length'})
    expect(constraintOf('p(sp,6,11)')).toMatchObject({scale: 'shortness'})
    expect(constraintOf('p(hcp,6,11)')).toMatchObject({scale: 'hcp', raw: 'p(hcp,6,11)'})
  })

  it('should read doubletons and honours', () => {
    expect(constraintOf('dt(lte,1)')).toEqual({type: 'count', of: 'doubleton', max: 1, raw: 'dt(lte,1)'})
    expect(constraintOf('h(d,gte,2)')).toEqual({type: 'honours', suit: 'D', min: 2, raw: 'h(d,gte,2)'})
  })

  it('should join several rules with `and`, in order', () => {
    expect(constraintOf('p(hp,6,11) s(d,eq,6)\th(d,gte,2)')).toMatchObject({
      type: 'and',
      children: [{type: 'points'}, {type: 'length'}, {type: 'honours'}]
    })
  })

  it('should keep a rule it cannot read as an opaque `quality` atom', () => {
    expect(constraintOf('x(1)')).toEqual({type: 'quality', name: 'x(1)', comparison: '', value: '', raw: 'x(1)'})
  })

  it('should read numbers whole, where the reference reads two digits (one for doubletons)', () => {
    expect(constraintOf('p(hp,13,225)')).toMatchObject({min: 13, max: 225})
    expect(constraintOf('p(hp,13,225)', 'reference')).toMatchObject({min: 13, max: 22, raw: 'p(hp,13,225)'})
    expect(constraintOf('dt(lte,10)', 'reference')).toMatchObject({max: 1, raw: 'dt(lte,10)'})
  })

  it('should read upper case and spaces in the default profile only', () => {
    expect(constraintOf('P(HP, 0, 12)')).toMatchObject({type: 'points', scale: 'hcp', min: 0, max: 12, raw: 'P(HP, 0, 12)'})
    expect(constraintOf('P(HP,0,12)\ts(c,gte,2)', 'reference')).toBeUndefined()
  })

  it('should keep rules past the ninth in the default profile and drop them in the reference profile', () => {
    const rules = Array.from({length: 11}, (_, index) => 's(c,gte,' + index + ')').join(' ')
    expect((constraintOf(rules) as {children: unknown[]}).children).toHaveLength(11)
    expect((constraintOf(rules, 'reference') as {children: unknown[]}).children).toHaveLength(9)
  })
})

describe('bids', () => {
  it('should store the canonical call, the source spelling, the side and the next state', () => {
    const {states} = parse('state: s\nprev_bid: none\n1nt\topn1\n2S\topn1\nnb\topn1\npass\topn1\n')
    expect(states[0]!.children.map((bid) => [(bid as Bid).call, (bid as Bid).raw, (bid as Bid).by, (bid as Bid).nextState])).toEqual([
      ['1N', '1nt', 'we', 'opn1'],
      ['2S', undefined, 'we', 'opn1'],
      ['P', 'nb', 'we', 'opn1'],
      ['P', 'pass', 'we', 'opn1']
    ])
  })

  it('should take the description after the first `@`, whole, in the default profile', () => {
    const line = 'state: s\nprev_bid: none\n1c\tt\tp(hp,13,22)\t@Approach club. 2+ clubs @ least\n'
    const text = (tree: Root) => JSON.stringify(tree).match(/"value":"([^"]*)"/)![1]
    expect(text(parse(line).tree)).toBe('Approach club. 2+ clubs @ least')
    expect(text(parse(line, 'reference').tree)).toBe('Approach club')
  })

  it('should give a bid no meaning when the description is empty', () => {
    const {states} = parse('state: s\nprev_bid: none\n1c\tt\t@   \n')
    expect(states[0]!.children[0]).toMatchObject({call: '1C', children: []})
  })

  it('should position bids, meanings and states', () => {
    const {states} = parse('# head\nstate: opn0\nprev_bid: none\n  1c\trsp0\t@Clubs  \n\n')
    expect(states[0]!.position).toEqual({
      start: {line: 2, column: 1, offset: 7},
      end: {line: 4, column: 17, offset: 50}
    })
    const bid = states[0]!.children[0] as Bid
    expect(bid.position).toMatchObject({start: {line: 4, column: 3}, end: {line: 4, column: 17}})
    expect(bid.children[0]!.position).toMatchObject({start: {line: 4, column: 12}, end: {line: 4, column: 17}})
  })
})

describe('states', () => {
  it('should open a state at each `prev_bid:` line, named by the last `state:` line', () => {
    const {states} = parse('state: rsp0\nprev_bid: 1c\nprev_bid: 1d\n')
    expect(states.map((state) => [state.name, state.prevBid])).toEqual([
      ['rsp0', '1C'],
      ['rsp0', '1D']
    ])
    expect(states[1]!.position?.start.line).toBe(3)
  })

  it('should keep a `prev_bid:` of `none` as no previous bid', () => {
    const {states} = parse('state: opn0\nprev_bid: none\n')
    expect(states[0]).not.toHaveProperty('prevBid')
    expect(states[0]).not.toHaveProperty('data')
  })

  it('should keep spellings that the node fields cannot hold in `data`', () => {
    const {states} = parse('state: r\nprev_bid: 1NT\npriority: 2C pass 1d\n')
    expect(states[0]).toMatchObject({prevBid: '1N', priority: ['2C', 'P', '1D'], data: {prevBidRaw: '1NT', priorityRaw: ['2C', 'pass', '1d']}})
  })

  it('should read the priority line as the reference does in the reference profile', () => {
    const {states} = parse('state: r\nprev_bid: 1c\npriority: 2c 2nt 2s 2h 1nt 2s 2h 2d 1d 1c nb pass\n', 'reference')
    expect(states[0]!.priority).toEqual(['2C', '2N', '2S', '2H', '1N', '2S', '2H', '2D', '1D', '1C', 'P'])
    const long = parse('state: r\nprev_bid: 1c\npriority: pass 1c\n', 'reference')
    expect(long.states[0]).toMatchObject({priority: ['1C'], data: {priorityRaw: ['pas', 's', '1c']}})
  })

  it('should keep the last of two priority lines, the earlier one as a line kept as written', () => {
    const {states} = parse('state: r\nprev_bid: 1c\npriority: 1d\nnb\tx\npriority: nb\n')
    expect(states[0]!.priority).toEqual(['P'])
    expect(states[0]!.children.map((child) => child.type)).toEqual(['opaque', 'bid'])
  })

  it('should keep lines before the first state at the root', () => {
    const {tree} = parse('# a system\n\nstate: s\nprev_bid: none\n')
    expect(tree.children.map((child) => child.type)).toEqual(['opaque', 'stateMachine'])
  })

  it('should position the root over the whole document and the machine over its states', () => {
    const {tree} = parse('# x\nstate: s\nprev_bid: none\nnb\tt\n\n')
    expect(tree.position).toEqual({start: {line: 1, column: 1, offset: 0}, end: {line: 6, column: 1, offset: 34}})
    expect(tree.children[1]!.position).toMatchObject({start: {line: 2, column: 1}, end: {line: 4, column: 5}})
  })

  it('should give an empty document an empty machine and a warning', () => {
    const file = new VFile()
    const tree = fromBidspace('', file)
    expect(tree.children).toMatchObject([{type: 'stateMachine', children: []}])
    expect(file.messages.map((message) => message.ruleId)).toEqual(['no-states'])
  })
})

describe('the reference profile', () => {
  it('should keep a bid line whose bid is no call with the reference’s reading', () => {
    const {states, file} = parse('state: r\nprev_bid: 1c\nnext_state: ns(2c,stayman)\nzz\tq\ts(c,gte,2)\t@Odd\n', 'reference')
    removePosition(states[0]!, {force: true})
    expect(states[0]!.children).toEqual([
      {type: 'opaque', format: 'bidspace', value: 'next_state: ns(2c,stayman)', data: {bidspaceBid: {bid: 'next_stat', nextState: 'e', description: ''}}},
      {
        type: 'opaque',
        format: 'bidspace',
        value: 'zz\tq\ts(c,gte,2)\t@Odd',
        data: {bidspaceBid: {bid: 'zz', nextState: 'q', description: 'Odd', constraint: {type: 'length', suit: 'C', min: 2, raw: 's(c,gte,2)'}}}
      }
    ])
    expect(file.messages.map((message) => message.ruleId)).toEqual(['next-state-line', 'invalid-call'])
  })

  it('should keep such lines without a reading in the default profile', () => {
    const {states} = parse('state: r\nprev_bid: 1c\nzz\tq\ts(c,gte,2)\n')
    expect(states[0]!.children[0]).not.toHaveProperty('data')
  })
})

/** The bidding_space writer: round trips, and any tree in. */

import {existsSync, readdirSync, readFileSync} from 'node:fs'
import path from 'node:path'
import {fileURLToPath} from 'node:url'
import {b, type Bid, type Root, type State} from '@bidding/core'
import {formatCall, type Call} from '@bidding/core/calls'
import type {Atom, Constraint} from '@bidding/core/constraints'
import {fromBidspace} from '@bidding/bidspace-parse'
import fc from 'fast-check'
import {removePosition} from 'unist-util-remove-position'
import {VFile} from 'vfile'
import {describe, expect, it} from 'vitest'
import {toBidspace} from '@bidding/bidspace-stringify'
import {corpus, describeCorpus} from '../../../test/shared.js'

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures')

function read(value: string, profile: 'default' | 'reference' = 'default'): Root {
  const tree = fromBidspace(value, new VFile(), {profile})
  removePosition(tree, {force: true})
  return tree
}

describeCorpus('corpus round trips', () => {
  for (const name of ['bidding_space_2.txt', 'bidding_space.txt', 'bidding_space_1.txt']) {
    for (const profile of ['default', 'reference'] as const) {
      it('should read back `' + name + '` (' + profile + ') as the same tree', () => {
        const tree = read(readFileSync(corpus('bidding-space', name), 'utf8'), profile)
        const text = toBidspace(tree)
        expect(read(text, profile)).toEqual(tree)
        expect(toBidspace(read(text, profile))).toBe(text)
      })
    }
  }

  it('should write the current dialect in its own layout', () => {
    const text = toBidspace(read(readFileSync(corpus('bidding-space', 'bidding_space_2.txt'), 'utf8')))
    expect(text.split('\n').slice(0, 6)).toEqual([
      'state: opn0',
      'prev_bid: none',
      'priority: 2c 2nt 2s 2h 1nt 2s 2h 2d 1d 1c nb',
      'nb\trsp0\tp(hp,0,12)',
      '1c\trsp0\tp(hp,13,22)\ts(c,gte,2)\ts(d,lt,4)\ts(h,lte,4)\ts(s,lte,4)\t@Approach club',
      '1d\trsp0\tp(hp,13,22)\ts(d,gte,4)\ts(h,lte,4)\ts(s,lte,4)\t@No major, at least diamonds clubs'
    ])
  })
})

describe('quirk round trips', () => {
  const input = readFileSync(path.join(fixtures, 'quirks', 'input.txt'), 'utf8')

  it('should read back a reference-profile tree as the same tree', () => {
    const tree = read(input, 'reference')
    expect(read(toBidspace(tree), 'reference')).toEqual(tree)
  })

  it('should write what the reference cannot read in spellings it can, keeping the meaning', () => {
    const tree = read(input)
    const file = new VFile()
    const text = toBidspace(tree, {}, file)
    expect(text).toContain('1h\trsp0\tp(hp,13,22)\ts(h,gte,5)\t@Five hearts\n')
    expect(text).toContain('1s\trsp0\tp(hp,13,22)\ts(s,gte,5)\t@Five spades\n')
    expect(text).toContain('1d\trsp0\tp(hp,13,225)\ts(d,gte,4)\t@4+ diamonds\n')
    expect(text).toContain('next_state: ns(2c,stayman)\n')
    expect(text).toContain('zz\topn1\ts(c,gte,2)\n')
    // The same tree but for the raw spellings that changed.
    const strip = (value: Root) => JSON.parse(JSON.stringify(value, (key, item: unknown) => (key === 'raw' ? undefined : item))) as unknown
    expect(strip(read(text))).toEqual(strip(tree))
    expect(file.messages.map((message) => message.ruleId)).toEqual([
      'description-cut',
      'description-cut',
      'invalid-state-name',
      'missing-next-state',
      'description-cut',
      'missing-next-state'
    ])
  })
})

describe('any tree', () => {
  it('should write generated spellings for constraints without a source spelling', () => {
    const tree = b('root', [
      b('stateMachine', [
        b('state', {name: 'opn0', priority: ['1N', 'P']}, [
          b('bid', {call: '1N', by: 'we', nextState: 'rsp0', constraint: {type: 'and', children: [
            {type: 'points', scale: 'hcp', min: 15, max: 17},
            {type: 'length', suit: 'H', max: 4},
            {type: 'length', suit: 'S', min: 2, max: 4},
            {type: 'count', of: 'doubleton', max: 1},
            {type: 'honours', suit: 'C', min: 1, max: 1},
            {type: 'points', scale: 'length', min: 12},
            {type: 'points', scale: 'shortness', max: 10}
          ]}}, [b('meaning', [b('text', 'Strong\nbalanced')])]),
          b('bid', {call: 'P', by: 'we', nextState: 'rsp0'})
        ])
      ])
    ])
    expect(toBidspace(tree)).toBe(
      'state: opn0\nprev_bid: none\npriority: 1nt nb\n' +
        '1nt\trsp0\tp(hp,15,17)\ts(h,lte,4)\ts(s,gte,2)\ts(s,lte,4)\tdt(lte,1)\th(c,eq,1)\tp(lp,12,40)\tp(sp,0,10)\t@Strong balanced\n' +
        'nb\trsp0\n'
    )
  })

  it('should fold sequences into states and write prose as comments', () => {
    const tree = b('root', [
      b('heading', {depth: 1}, [b('text', 'My system')]),
      b('paragraph', [b('text', 'Five-card majors.'), b('break'), b('strong', [b('text', 'Strong')]), b('text', ' notrump.')]),
      b('table', []),
      b('sequence', [
        b('bid', {call: '1H', by: 'we', constraint: {type: 'length', suit: 'H', min: 5}}, [
          b('bid', {call: '2H', by: 'we'}, [b('meaning', [b('text', 'Raise')])])
        ])
      ])
    ])
    const file = new VFile()
    expect(toBidspace(tree, {}, file)).toBe(
      '# My system\n# Five-card majors.\n# Strong notrump.\n\n' +
        'state: opn0\nprev_bid: none\npriority: 1h\n1h\trsp0\ts(h,gte,5)\n\n' +
        'state: rsp0\nprev_bid: 1h\npriority: 2h\n2h\topn1\t@Raise\n'
    )
    expect(file.messages.map((message) => message.ruleId)).toEqual(['unsupported-node'])
  })

  it('should warn about what it cannot write and write the closest form', () => {
    const tree = b('root', [
      b('opaque', {format: 'bss'}, 'x'),
      b('stateMachine', [
        b('state', {name: 'my state', prevBid: '1C'}, [
          b('bid', {call: '1M', by: 'we', nextState: 'next one', constraint: {type: 'or', children: []}}, [b('meaning', [b('text', '4+ cards')])]),
          b('bid', {call: 'X', by: 'we', constraint: {type: 'quality', name: 'q', comparison: '', value: ''}})
        ])
      ]),
      b('ruleSet', [])
    ])
    const file = new VFile()
    expect(toBidspace(tree, {}, file)).toBe('state: my_state\nprev_bid: 1c\n1m\tnext_one\t@4+ cards\nx\n')
    expect(file.messages.map((message) => message.ruleId)).toEqual([
      'unsupported-node',
      'unsupported-constraint',
      'unsupported-constraint',
      'invalid-state-name',
      'pattern-call',
      'invalid-state-name',
      'description-cut',
      'missing-next-state'
    ])
  })

  it('should write nothing for an empty tree', () => {
    expect(toBidspace(b('root', []))).toBe('')
  })

  it('should reuse source spellings only when they read back the same', () => {
    const atom = (raw: string, constraint: Atom): Atom => ({...constraint, raw})
    const tree = b('root', [
      b('stateMachine', [
        b('state', {name: 's', prevBid: '1N', priority: ['1C'], data: {prevBidRaw: '1n', priorityRaw: ['1C']}} as never, [
          b('bid', {call: '1C', raw: '1C', by: 'we', nextState: 't', constraint: {type: 'and', children: [
            atom('s(d,lt,4)', {type: 'length', suit: 'D', max: 3}),
            atom('s(d,lt,4)', {type: 'length', suit: 'D', max: 2}),
            atom('p(hp, 1, 2)', {type: 'points', scale: 'hcp', min: 1, max: 2}),
            atom('p(hp,01,12)', {type: 'points', scale: 'hcp', min: 1, max: 12})
          ]}})
        ])
      ])
    ])
    expect(toBidspace(tree)).toBe('state: s\nprev_bid: 1n\npriority: 1C\n1c\tt\ts(d,lt,4)\ts(d,lte,2)\tp(hp,1,2)\tp(hp,01,12)\n')
  })
})

describe('round-trip property', () => {
  const calls: Call[] = ['P', 'X', 'XX', ...[1, 2, 3, 4, 5, 6, 7].flatMap((level) => ['C', 'D', 'H', 'S', 'N'].map((strain) => (level + strain) as Call))]
  const call = fc.constantFrom(...calls)
  const name = fc.stringMatching(/^[a-z][a-z0-9_]{0,5}$/)
  const count = fc.nat({max: 13})
  const suit = fc.constantFrom('S', 'H', 'D', 'C')
  const range = fc.oneof(
    count.map((n) => ({min: n})),
    count.map((n) => ({max: n})),
    count.map((n) => ({min: n, max: n}))
  )
  const atom: fc.Arbitrary<Atom> = fc.oneof(
    fc.record({scale: fc.constantFrom('hcp', 'length', 'shortness'), min: fc.nat({max: 30}), span: fc.nat({max: 10})}).map(
      ({scale, min, span}) => ({type: 'points', scale, min, max: min + span}) as Atom
    ),
    fc.tuple(suit, range).map(([suit, range]) => ({type: 'length', suit, ...range}) as Atom),
    fc.tuple(suit, range).map(([suit, range]) => ({type: 'honours', suit, ...range}) as Atom),
    range.map((range) => ({type: 'count', of: 'doubleton', ...range}) as Atom)
  )
  const description = fc.option(fc.stringMatching(/^[A-Za-z0-9]([A-Za-z0-9, -]{0,15}[A-Za-z0-9])?$/), {nil: undefined})
  const bid = fc.record({call, nextState: name, atoms: fc.array(atom, {maxLength: 4}), description}).map(({call, nextState, atoms, description}) => {
    const constraint: Constraint | undefined = atoms.length === 0 ? undefined : atoms.length === 1 ? atoms[0] : {type: 'and', children: atoms}
    const node: Bid = {type: 'bid', call, by: 'we', nextState, children: description ? [{type: 'meaning', children: [{type: 'text', value: description}]}] : []}
    if (constraint) node.constraint = constraint
    return node
  })
  const state = fc
    .record({
      name,
      prevBid: fc.option(call, {nil: undefined}),
      priority: fc.option(fc.array(call, {maxLength: 6}), {nil: undefined}),
      bids: fc.uniqueArray(bid, {selector: (item) => item.call, maxLength: 6})
    })
    .map(({name, prevBid, priority, bids}) => {
      const node: State = {type: 'state', name, children: bids}
      if (prevBid) node.prevBid = prevBid
      if (priority) node.priority = priority
      return node
    })
  const tree = fc.array(state, {minLength: 1, maxLength: 5}).map((states): Root => ({type: 'root', children: [{type: 'stateMachine', children: states}]}))

  const withoutRaw = (value: Root) => JSON.parse(JSON.stringify(value, (key, item: unknown) => (key === 'raw' ? undefined : item))) as unknown

  it('should read back any writable state machine as the same tree', () => {
    fc.assert(
      fc.property(tree, (value) => {
        const text = toBidspace(value)
        const file = new VFile()
        const back = fromBidspace(text, file)
        removePosition(back, {force: true})
        expect(withoutRaw(back)).toEqual(value)
        expect(toBidspace(back)).toBe(text)
      }),
      {numRuns: 300}
    )
  })

  it('should spell calls as bidding_space does', () => {
    expect(calls.map((item) => formatCall(item, 'bidspace')).slice(0, 8)).toEqual(['nb', 'x', 'xx', '1c', '1d', '1h', '1s', '1nt'])
  })
})

describe('reader fixtures', () => {
  const folder = path.join(fixtures, '..', '..', '..', 'bidspace-parse', 'test', 'fixtures')
  // The writer respells rules the reference cannot read (upper case, spaces).
  const respelled = new Set(['rule-case', 'rule-with-spaces'])
  const strip = (value: Root) => JSON.parse(JSON.stringify(value, (key, item: unknown) => (key === 'raw' ? undefined : item))) as unknown

  for (const name of readdirSync(folder).sort()) {
    it('should read back `' + name + '` as the same tree', () => {
      const config = existsSync(path.join(folder, name, 'config.json'))
        ? (JSON.parse(readFileSync(path.join(folder, name, 'config.json'), 'utf8')) as {profile?: 'reference'})
        : {}
      const tree = read(readFileSync(path.join(folder, name, 'input.txt'), 'utf8'), config.profile)
      const back = read(toBidspace(tree), config.profile)
      if (respelled.has(name)) expect(strip(back)).toEqual(strip(tree))
      else expect(back).toEqual(tree)
    })
  }
})

describe('branches', () => {
  it('should reuse previous-bid and priority spellings only when they still fit', () => {
    const state = (fields: Record<string, unknown>) => b('root', [b('stateMachine', [b('state', {name: 's', ...fields} as never)])])
    expect(toBidspace(state({data: {prevBidRaw: 'stayman'}}))).toBe('state: s\nprev_bid: stayman\n')
    expect(toBidspace(state({prevBid: '1C', data: {prevBidRaw: 'stayman'}}))).toBe('state: s\nprev_bid: 1c\n')
    expect(toBidspace(state({priority: ['1C'], data: {priorityRaw: ['1c', 'xyz']}}))).toBe('state: s\nprev_bid: none\npriority: 1c xyz\n')
    expect(toBidspace(state({priority: ['1D'], data: {priorityRaw: ['1c', 'xyz']}}))).toBe('state: s\nprev_bid: none\npriority: 1d\n')
    expect(toBidspace(state({priority: []}))).toBe('state: s\nprev_bid: none\npriority:\n')
  })

  it('should write a kept line with a malformed reading as a line, not a bid', () => {
    const tree = b('root', [b('stateMachine', [b('state', {name: 's'}, [b('opaque', {format: 'bidspace', data: {bidspaceBid: {bid: 1}}} as never, 'x y')])])])
    expect(toBidspace(tree)).toBe('state: s\nprev_bid: none\nx y\n')
  })

  it('should flatten a meaning to one line', () => {
    const tree = b('root', [
      b('stateMachine', [
        b('state', {name: 's'}, [
          b('bid', {call: '1C', by: 'we', nextState: 't', constraint: {type: 'length', suit: 'C'}}, [
            b('meaning', [b('text', 'Two'), b('break'), b('inlineCode', 'lines'), b('text', ' ')])
          ])
        ])
      ])
    ])
    expect(toBidspace(tree)).toBe('state: s\nprev_bid: none\n1c\tt\t@Two lines\n')
  })
})

import {VFile} from 'vfile'
import {describe, expect, it} from 'vitest'
import {
  asSequences,
  callOfWords,
  ruleSetToSequences,
  sequencesToStateMachine,
  stateMachinesOf,
  stateMachineToSequences,
  stateName
} from '@bidding/core/views'
import {b, type Bid, type Sequence} from '@bidding/core'

function calls(bids: readonly unknown[]): unknown[] {
  return (bids as Bid[]).map((bid) => {
    const children = bid.children.filter((child) => child.type === 'bid')
    return children.length > 0 ? [bid.call, calls(children)] : bid.call
  })
}

describe('stateMachineToSequences', () => {
  it('should unfold states by following each call’s next state', () => {
    const machine = b('stateMachine', [
      b('state', {name: 'opn0', priority: ['1N', '1C', 'P']}, [
        b('bid', {call: 'P', by: 'we', nextState: 'rsp0'}),
        b('bid', {call: '1C', by: 'we', nextState: 'rsp0'}),
        b('bid', {call: '1N', by: 'we', nextState: 'rsp0'}, [b('meaning', [b('text', '15-17')])])
      ]),
      b('state', {name: 'rsp0', prevBid: '1N'}, [
        b('bid', {call: '2C', by: 'we', nextState: 'opn1'}),
        b('bid', {call: '3N', by: 'we', nextState: 'opn1'})
      ]),
      b('state', {name: 'opn1', prevBid: '2C'}, [b('bid', {call: '2D', by: 'we', nextState: 'rsp1'})])
    ])
    const [sequence, ...rest] = stateMachineToSequences(machine)
    expect(rest).toEqual([])
    expect(calls(sequence!.children)).toEqual(['P', '1C', ['1N', [['2C', ['2D']], '3N']]])
    const [pass, club, notrump] = sequence!.children as Bid[]
    expect([pass!.priority, club!.priority, notrump!.priority]).toEqual([1, 2, 3])
    expect(notrump!.children[0]).toEqual({type: 'meaning', children: [{type: 'text', value: '15-17'}]})
  })

  it('should keep opaque children of states among their bids, and skip what is not a state', () => {
    const machine = b('stateMachine', [
      b('state', {name: 'opn0'}, [
        b('opaque', {format: 'bidspace'}, '# openings'),
        b('bid', {call: '1C', by: 'we', nextState: 'rsp0'})
      ]),
      b('state', {name: 'rsp0', prevBid: '1C'}, [b('opaque', {format: 'bidspace'}, '# responses')]),
      b('opaque', {format: 'bidspace'}, '# stray') as never
    ])
    const [sequence, ...rest] = stateMachineToSequences(machine)
    expect(rest).toEqual([])
    expect(sequence!.children).toEqual([
      {type: 'opaque', format: 'bidspace', value: '# openings'},
      {
        type: 'bid',
        call: '1C',
        by: 'we',
        nextState: 'rsp0',
        children: [{type: 'opaque', format: 'bidspace', value: '# responses'}]
      }
    ])
  })

  it('should cut cycles and report them', () => {
    const machine = b('stateMachine', [
      b('state', {name: 'a'}, [b('bid', {call: 'P', by: 'we', nextState: 'a'})]),
      b('state', {name: 'a', prevBid: 'P'}, [b('bid', {call: 'P', by: 'we', nextState: 'a'})])
    ])
    const file = new VFile()
    const [sequence] = stateMachineToSequences(machine, file)
    expect(calls(sequence!.children)).toEqual([['P', ['P']]])
    expect(file.messages.map((message) => message.ruleId)).toEqual(['state-cycle'])
  })

  it('should keep unreachable states as sequences after partner’s bid, and warn', () => {
    const position = {start: {line: 9, column: 1}, end: {line: 9, column: 10}}
    const machine = b('stateMachine', [
      b('state', {name: 'opn0'}, [b('bid', {call: '1C', by: 'we', nextState: 'rsp0'})]),
      b('state', {name: 'rsp0', prevBid: '2D', position}, [b('bid', {call: '2H', by: 'we'})]),
      b('state', {name: 'opn0'}, [])
    ])
    const file = new VFile()
    const sequences = stateMachineToSequences(machine, file)
    expect(sequences).toHaveLength(2)
    expect(sequences[1]!.context).toEqual([{call: '2D', by: 'we'}])
    expect(sequences[1]!.position).toEqual(position)
    expect(file.messages.map((message) => [message.ruleId, message.line])).toEqual([
      ['duplicate-state', undefined],
      ['unreachable-state', 9]
    ])
  })
})

describe('sequencesToStateMachine', () => {
  it('should name states by role and round, keyed by partner’s previous bid', () => {
    expect([0, 1, 2, 3, 4].map((depth) => stateName(depth))).toEqual(['opn0', 'rsp0', 'opn1', 'rsp1', 'opn2'])
    const sequence = b('sequence', [
      b('bid', {call: '1N', by: 'we', priority: 1}, [b('meaning', [b('text', '15-17')]), b('bid', {call: '2C', by: 'we'}, [b('bid', {call: '2D', by: 'we'})])]),
      b('bid', {call: '1C', by: 'we', priority: 2})
    ])
    const machine = sequencesToStateMachine([sequence])
    expect(
      machine.children.map((state) => [state.name, state.prevBid, state.priority, state.children.map((bid) => [bid.call, bid.nextState])])
    ).toEqual([
      ['opn0', undefined, ['1C', '1N'], [['1N', 'rsp0'], ['1C', 'rsp0']]],
      ['rsp0', '1N', ['2C'], [['2C', 'opn1']]],
      ['opn1', '2C', ['2D'], [['2D', 'rsp1']]]
    ])
    expect(machine.children[0]!.children[0]!.children).toEqual([{type: 'meaning', children: [{type: 'text', value: '15-17'}]}])
  })

  it('should start a table with a context at the depth of its context', () => {
    const sequence = b('sequence', {context: [{call: '1N', by: 'we'}, {call: '2C', by: 'we'}]}, [b('bid', {call: '2D', by: 'we'})])
    const machine = sequencesToStateMachine([sequence])
    expect(machine.children.map((state) => [state.name, state.prevBid])).toEqual([['opn1', '2C']])
  })

  it('should add the earlier calls to names that would clash', () => {
    const sequence = b('sequence', [
      b('bid', {call: '1C', by: 'we'}, [b('bid', {call: '1H', by: 'we'}, [b('bid', {call: '1S', by: 'we'})])]),
      b('bid', {call: '1D', by: 'we'}, [b('bid', {call: '1H', by: 'we'}, [b('bid', {call: '1N', by: 'we'})])])
    ])
    const machine = sequencesToStateMachine([sequence])
    expect(machine.children.map((state) => [state.name, state.prevBid])).toEqual([
      ['opn0', undefined],
      ['rsp0', '1C'],
      ['opn1_1c', '1H'],
      ['rsp0', '1D'],
      ['opn1_1d', '1H']
    ])
    const rsp = machine.children[1]!
    expect(rsp.children[0]!.nextState).toBe('opn1_1c')
  })

  it('should merge tables of one auction, first definition standing', () => {
    const opening: Sequence = b('sequence', [b('bid', {call: '1N', by: 'we'}, [b('bid', {call: '2C', by: 'we'}, [b('meaning', [b('text', 'Stayman')])])])])
    const later: Sequence = b('sequence', {context: [{call: '1N', by: 'we'}]}, [
      b('bid', {call: '2C', by: 'we'}, [b('meaning', [b('text', 'other')])]),
      b('bid', {call: '2D', by: 'we'})
    ])
    const machine = sequencesToStateMachine([opening, later])
    const rsp = machine.children.find((state) => state.name === 'rsp0')!
    expect(rsp.children.map((bid) => bid.call)).toEqual(['2C', '2D'])
    expect(rsp.children[0]!.children).toEqual([{type: 'meaning', children: [{type: 'text', value: 'Stayman'}]}])
  })

  it('should leave out what the opponents bid, and patterns get a warning', () => {
    const file = new VFile()
    const machine = sequencesToStateMachine(
      [
        b('sequence', {context: [{call: '1N', by: 'they'}]}, [b('bid', {call: 'X', by: 'we'})]),
        b('sequence', [b('bid', {call: '1N', by: 'we'}, [b('bid', {call: 'X', by: 'they'}), b('bid', {call: '2M', by: 'we'})])])
      ],
      file
    )
    expect(machine.children.map((state) => [state.name, state.children.map((bid) => bid.call)])).toEqual([
      ['opn0', ['1N']],
      ['rsp0', ['2M']]
    ])
    expect(file.messages.map((message) => message.ruleId)).toEqual(['contested-sequence', 'contested-sequence', 'pattern-call'])
  })
})

describe('stateMachinesOf', () => {
  it('should give the machines a tree holds, then one folded from its expanded sequences', () => {
    const file = new VFile()
    const held = b('stateMachine', [b('state', {name: 'opn0'}, [b('bid', {call: '1C', by: 'we'})])])
    const tree = b('root', [
      held,
      b('sequence', [b('bid', {call: '2M', by: 'we'})]),
      b('ruleSet', [b('ruleGroup', {purpose: 'x'}, [b('ruleBid', {call: '1C'}, '1C')])]),
      b('paragraph', [b('text', 'prose')]),
      b('convention', {names: ['strong 1NT']}, [b('bid', {call: '1N', by: 'we', action: 'open'})])
    ])
    const machines = stateMachinesOf(tree, file, {source: '@bidding/test'})
    expect(machines[0]).toBe(held)
    expect(machines[1]!.children.map((state) => state.children.map((bid) => bid.call))).toEqual([['2H', '2S', '1C', '1N']])
    expect(file.messages).toEqual([])
    expect(stateMachinesOf(b('root', []))).toEqual([])
  })
})

describe('asSequences', () => {
  it('should make state machines, conventions and systems sequences, keeping the rest in place', () => {
    const file = new VFile()
    const paragraph = b('paragraph', [b('text', 'prose')])
    const stayman = b('bid', {call: '2C', by: 'we'})
    const transfer = b('bid', {call: '2D', by: 'we'})
    const kept = b('opaque', {format: 'slam', value: '<x/>'})
    const position = {start: {line: 3, column: 1, offset: 20}, end: {line: 9, column: 1, offset: 90}}
    const tree = b('root', [
      paragraph,
      b('stateMachine', [b('state', {name: 'opn0'}, [b('bid', {call: '1N', by: 'we', nextState: 'rsp0'})])]),
      {...b('convention', {names: ['Stayman']}, [stayman, b('conventionReference', {name: 'Smolen'})]), position},
      b('system', {names: ['SAYC']}, [
        b('convention', {names: ['Jacoby']}, [transfer]),
        b('conventionReference', {name: 'Texas'}),
        kept
      ])
    ])
    const result = asSequences(tree, file, {source: '@bidding/test', format: 'BSS'})
    expect(result.children.map((child) => child.type)).toEqual(['paragraph', 'sequence', 'sequence', 'sequence', 'opaque'])
    expect(result.children[0]).toBe(paragraph)
    expect(result.children[2]).toEqual({type: 'sequence', children: [stayman], position})
    expect((result.children[2] as Sequence).children[0]).toBe(stayman)
    expect(result.children[3]).toEqual({type: 'sequence', children: [transfer]})
    expect(result.children[4]).toBe(kept)
    expect(calls((result.children[1] as Sequence).children)).toEqual(['1N'])
    expect(tree.children).toHaveLength(4)
    expect(file.messages.map((message) => [message.ruleId, message.source, message.reason])).toEqual([
      [
        'unresolved-reference',
        '@bidding/test',
        'Unexpected reference to convention `Smolen`, expected it resolved before writing BSS; left out'
      ],
      [
        'unresolved-reference',
        '@bidding/test',
        'Unexpected reference to convention `Texas`, expected it resolved before writing BSS; left out'
      ]
    ])
  })

  it('should report as core, naming no format, by default', () => {
    const file = new VFile()
    const tree = b('root', [b('convention', {names: ['A']}, [b('conventionReference', {name: 'B'})])])
    expect(asSequences(tree, file).children).toEqual([{type: 'sequence', children: []}])
    expect(file.messages.map((message) => [message.source, message.reason])).toEqual([
      ['@bidding/core', 'Unexpected reference to convention `B`, expected it resolved before writing; left out']
    ])
    expect(asSequences(tree).children).toHaveLength(1)
  })
})

describe('ruleSetToSequences', () => {
  const points = (min?: number, max?: number) => ({type: 'points' as const, scale: 'hcp', ...(min === undefined ? {} : {min}), ...(max === undefined ? {} : {max})})
  const rule = (quality: string, comparison: string, value: string, constraint: unknown, children: unknown[]) =>
    b('rule', {test: {quality, comparison, value}, ...(constraint ? {constraint: constraint as never} : {})}, children as never)

  it('should read calls written as words or as calls', () => {
    expect(['one notrump', 'Two Clubs', '3 NT', '1NT', 'seven no trumps', 'four hearts'].map((text) => callOfWords(text))).toEqual([
      '1N',
      '2C',
      '3N',
      '1N',
      '7N',
      '4H'
    ])
    expect(callOfWords('eight clubs')).toBeUndefined()
    expect(callOfWords('one widget')).toBeUndefined()
  })

  it('should show each bid with its tests and the negation of the rules that act before it', () => {
    const set = b('ruleSet', {name: 'Simple'}, [
      b('ruleGroup', {purpose: 'Opener’s first bid'}, [
        rule('point count', '>=', '22', points(22), [b('ruleBid', {call: '2C'}, '2C')]),
        b('ruleComment', 'Natural'),
        rule('point count', '>=', '12', points(12), [
          rule('length of spades', '>=', '5', {type: 'length', suit: 'S', min: 5}, [b('ruleBid', {call: '1S'}, '1S')]),
          b('ruleBid', {call: '1C'}, '1C')
        ]),
        rule('length of longest suit', 'is', '6', {type: 'quality', name: 'length of longest suit', comparison: 'is', value: '6'}, [
          b('ruleBid', '2 of longest suit')
        ]),
        b('ruleBid', {call: 'P'}, 'Pass'),
        b('ruleBid', {call: 'P'}, 'Pass')
      ]),
      b('ruleGroup', {purpose: 'Responder’s first bid'}, [
        rule('my partner’s first bid', 'is', 'one notrump', undefined, [rule('point count', '<=', '7', points(undefined, 7), [b('ruleBid', {call: 'P'}, 'Pass')])])
      ]),
      b('ruleGroup', {purpose: 'Review'}, [rule('shape', 'is', 'balanced', {type: 'balanced'}, [b('ruleAssign', {quality: 'x', value: 'y'})])])
    ])
    const file = new VFile()
    const sequences = ruleSetToSequences(set, file)
    expect(sequences.map((sequence) => [sequence.context, sequence.children.map((bid) => (bid as Bid).call)])).toEqual([
      [[], ['2C', '1S', '1C', 'P']],
      [[{call: '1N', by: 'we'}], ['P']]
    ])
    const [two, spade, club, pass] = sequences[0]!.children as Bid[]
    expect(two!.constraint).toEqual(points(22))
    expect(spade!.constraint).toEqual({type: 'and', children: [{type: 'not', child: points(22)}, points(12), {type: 'length', suit: 'S', min: 5}]})
    expect(club!.constraint).toEqual({
      type: 'and',
      children: [{type: 'not', child: points(22)}, points(12), {type: 'not', child: {type: 'length', suit: 'S', min: 5}}]
    })
    expect(club!.children).toEqual([{type: 'meaning', children: [{type: 'text', value: 'Opener’s first bid. Natural'}]}])
    // Every rule that acts before it did not apply, the unmapped bid's rule too.
    expect(pass!.constraint).toEqual({
      type: 'and',
      children: [
        {type: 'not', child: points(22)},
        {type: 'not', child: points(12)},
        {type: 'not', child: {type: 'quality', name: 'length of longest suit', comparison: 'is', value: '6'}}
      ]
    })
    expect((sequences[1]!.children[0] as Bid).constraint).toEqual(points(undefined, 7))
    expect(file.messages.map((message) => message.ruleId)).toEqual(['unmapped-bid'])
  })
})

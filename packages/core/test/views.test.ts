import {VFile} from 'vfile'
import {describe, expect, it} from 'vitest'
import {
  asSequences,
  b,
  sequencesToStateMachine,
  stateMachinesOf,
  stateMachineToSequences,
  stateName,
  type Bid,
  type Sequence
} from '@bidding/core'

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
      b('ruleSet', []),
      b('paragraph', [b('text', 'prose')]),
      b('convention', {names: ['strong 1NT']}, [b('bid', {call: '1N', by: 'we', action: 'open'})])
    ])
    const machines = stateMachinesOf(tree, file, {source: '@bidding/test'})
    expect(machines[0]).toBe(held)
    expect(machines[1]!.children.map((state) => state.children.map((bid) => bid.call))).toEqual([['2H', '2S', '1N']])
    expect(file.messages.map((message) => [message.ruleId, message.source])).toEqual([['unsupported-node', '@bidding/test']])
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

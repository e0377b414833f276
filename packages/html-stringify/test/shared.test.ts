import {b, type Bid, type Sequence} from '@bidding/core'
import {describe, expect, it} from 'vitest'
import {
  bidNotes,
  conditionNotes,
  linesOf,
  referenceCallText,
  referenceContextText,
  ruleSetFacts,
  tableRoot
} from '@bidding/html-stringify'

describe('bidNotes', () => {
  it('should give what a bid holds beyond its meaning, in the order it is shown, in words', () => {
    const bid: Bid = {
      ...b('bid', {call: '2C', by: 'we'}),
      constraint: {type: 'points', scale: 'hcp', min: 8},
      criteria: {type: 'length', suit: 'H', max: 3},
      alert: {artificial: true, disposition: 'slam-try'},
      forcing: 'one-round',
      action: 'ask',
      over: ['P', '1D'],
      seats: [1, 2],
      vulnerability: {we: 'yes', they: 'no'},
      priority: 2,
      nextState: 'opn1'
    }
    const notes = bidNotes(bid)
    expect(notes.map((note) => note.type)).toEqual([
      'constraint',
      'criteria',
      'alert',
      'disposition',
      'forcing',
      'action',
      'over',
      'seat',
      'vul',
      'priority',
      'next'
    ])
    expect(notes.slice(2)).toEqual([
      {type: 'alert', text: 'alert'},
      {type: 'disposition', text: 'slam try'},
      {type: 'forcing', value: 'one-round', text: 'forcing one round'},
      {type: 'action', value: 'ask'},
      {type: 'over', over: ['P', '1D']},
      {type: 'seat', text: '1st/2nd seat'},
      {type: 'vul', text: 'we vul, they not vul'},
      {type: 'priority', text: 'priority 2'},
      {type: 'next', value: 'opn1'}
    ])
    expect(notes[0]).toMatchObject({type: 'constraint', phrasing: [{type: 'text'}]})
  })

  it('should leave out what says nothing, and give an unknown forcing no words', () => {
    expect(bidNotes(b('bid', {call: '1C', by: 'we'}))).toEqual([])
    const bid = {...b('bid', {call: '1C', by: 'we'}), alert: {disposition: 'none' as const}, forcing: 'odd' as Bid['forcing']}
    expect(bidNotes(bid)).toEqual([{type: 'forcing', value: 'odd', text: undefined}])
  })
})

describe('conditionNotes', () => {
  it('should give seats and vulnerability in words, when they say anything', () => {
    expect(conditionNotes({seats: [3, 4], vulnerability: {we: 'any', they: 'yes'}})).toEqual([
      {type: 'seat', text: '3rd/4th seat'},
      {type: 'vul', text: 'they vul'}
    ])
    expect(conditionNotes({seats: [], vulnerability: {we: 'any', they: 'any'}})).toEqual([])
  })
})

describe('ruleSetFacts', () => {
  it('should give what a rule set says of itself, in words, each when it has it', () => {
    const ruleSet = {...b('ruleSet', []), kind: 'natural', level: '2', owner: 'Ray', contact: 'ray@example.invalid'}
    expect(ruleSetFacts(ruleSet)).toEqual(['natural rules', 'level 2', 'by Ray', 'ray@example.invalid'])
    expect(ruleSetFacts(b('ruleSet', []))).toEqual([])
  })
})

describe('linesOf', () => {
  it('should split phrasing at breaks, a trailing break giving an empty last line', () => {
    const one = b('text', 'one')
    const two = b('text', 'two')
    expect(linesOf([one, b('break'), two, b('break')])).toEqual([[one], [two], []])
    expect(linesOf([])).toEqual([[]])
  })
})

describe('referenceCallText', () => {
  it('should write a call as the BML reference tools write it in a table row', () => {
    expect(referenceCallText('P', 'we', undefined)).toBe('Pass')
    expect(referenceCallText('X', 'we', undefined)).toBe('Dbl')
    expect(referenceCallText('XX', 'we', undefined)).toBe('Rdbl')
    expect(referenceCallText('P', 'they', undefined)).toBe('(P)')
    expect(referenceCallText('1N', 'we', '1NT')).toBe('1NT')
    expect(referenceCallText('1N', 'they', '(1N)')).toBe('(1N)')
    expect(referenceContextText({call: 'X', by: 'we'})).toBe('D')
    expect(referenceContextText({call: '1C', by: 'they'})).toBe('(1C)')
  })
})

describe('tableRoot', () => {
  const meaning = b('meaning', [b('text', 'm')])

  function table(history: string | undefined, children: Sequence['children'], context: Sequence['context'] = []): Sequence {
    const sequence: Sequence = {type: 'sequence', context, children}
    if (history !== undefined) sequence.data = {history}
    return sequence
  }

  it('should tell the shapes of a table apart by its history row', () => {
    const only = b('bid', {call: '2C', by: 'we'}, [meaning])
    expect(tableRoot(table('1N-2C', [only], [{call: '1N', by: 'we'}]))).toEqual({type: 'history-bid', history: '1N-2C', bid: only})
    expect(tableRoot(table('1N-', [only], [{call: '1N', by: 'we'}]))).toEqual({type: 'history-auction', history: '1N'})
    const indented = {...only, position: {start: {line: 2, column: 3}, end: {line: 2, column: 9}}}
    expect(tableRoot(table('1N-', [indented], [{call: '1N', by: 'we'}]))).toEqual({type: 'history-auction', history: '1N-'})
    const last = b('bid', {call: '1D', by: 'we'}, [meaning])
    const first = b('bid', {call: '1C', by: 'we'}, [last])
    const other = b('bid', {call: '1S', by: 'we'})
    expect(tableRoot(table('1C-1D', [first, other]))).toEqual({type: 'history-chain', history: '1C-1D', chain: [first, last], rest: [other]})
  })

  it('should hang a table without a history row under its auction, its one call, or ∅', () => {
    const only = b('bid', {call: '2C', by: 'we'})
    expect(tableRoot(table(undefined, [only], [{call: '1N', by: 'they'}]))).toEqual({type: 'context', context: [{call: '1N', by: 'they'}]})
    expect(tableRoot(table(undefined, [only]))).toEqual({type: 'bid', bid: only})
    expect(tableRoot(table(undefined, [only, b('bid', {call: '2D', by: 'we'})]))).toEqual({type: 'empty'})
    expect(tableRoot(table('', []))).toBeUndefined()
    // A history row whose calls are not the table's first bids: the table as it is.
    expect(tableRoot(table('1C-1D', [only, b('bid', {call: '2D', by: 'we'})]))).toEqual({type: 'empty'})
  })
})

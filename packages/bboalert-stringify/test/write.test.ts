import {VFile} from 'vfile'
import {describe, expect, it} from 'vitest'
import {b, type Bid, type Root} from '@bidding/core'
import {toBboalert} from '@bidding/bboalert-stringify'

function write(tree: Root): {lines: string[]; file: VFile} {
  const file = new VFile({path: 'system.bml'})
  const text = toBboalert(tree, {}, file)
  expect(text.endsWith('\n')).toBe(true)
  return {lines: text.slice(0, -1).split('\n'), file}
}

/** The lines after the header. */
function body(tree: Root): string[] {
  return write(tree).lines.slice(1)
}

function rules(tree: Root): Array<[string | undefined, number | undefined]> {
  return write(tree).file.messages.map((message) => [message.ruleId ?? undefined, message.line ?? undefined])
}

const place = (line: number) => ({start: {line, column: 1}, end: {line, column: 5}})
const meaning = (value: string) => b('meaning', [b('text', value)])
const table = (...bids: Bid[]) => b('root', [b('sequence', bids)])

describe('header', () => {
  it('should write the bare header without a title', () => {
    expect(write(b('root', [])).lines).toEqual(['BBOalert'])
  })

  it('should put the title and description in the header', () => {
    expect(write(b('root', {metadata: {title: 'Precision, strong', description: '5 card majors'}}, [])).lines).toEqual([
      'BBOalert,Precision; strong - 5 card majors'
    ])
  })
})

describe('records', () => {
  it('should write the auction before each of our calls as its context, passes included', () => {
    const tree = table(
      b('bid', {call: '1N', by: 'we'}, [
        meaning('15-17'),
        b('bid', {call: '2C', by: 'we'}, [meaning('Stayman'), b('bid', {call: '2D', by: 'we'}, [meaning('No major')])]),
        b('bid', {call: '2C', by: 'they'}, [b('bid', {call: 'X', by: 'we'}, [meaning('Stolen bid')]), b('bid', {call: 'P', by: 'we'})]),
        b('bid', {call: 'X', by: 'they'}, [b('bid', {call: 'XX', by: 'we'}, [meaning('Business')])])
      ])
    )
    expect(body(tree)).toEqual([
      ',1N,15-17',
      '1N--,2C,Stayman',
      '1N--2C--,2D,No major',
      '1N2C,Db,Stolen bid',
      '1N2C,--,',
      '1NDb,Rd,Business'
    ])
  })

  it('should start the context with their opening when they open', () => {
    const tree = b('root', [
      b('sequence', {context: [{call: '1N', by: 'they'}, {call: 'P', by: 'we'}, {call: 'P', by: 'they'}]}, [
        b('bid', {call: 'X', by: 'we'}, [meaning('Strength')])
      ])
    ])
    expect(body(tree)).toEqual(['1N,--,', '1N----,Db,Strength'])
  })

  it('should write our context calls, and no record for theirs', () => {
    const tree = b('root', [
      b('sequence', {context: [{call: '1N', by: 'we'}, {call: '2C', by: 'we'}]}, [b('bid', {call: '2D', by: 'we'}, [meaning('No major')])])
    ])
    expect(body(tree)).toEqual([',1N,', '1N--,2C,', '1N--2C--,2D,No major'])
  })

  it('should expand call patterns', () => {
    const tree = table(b('bid', {call: '1M', by: 'we'}, [meaning('5+ M')]))
    expect(body(tree)).toEqual([',1H,5+ !H', ',1S,5+ !S'])
  })

  it('should keep the first definition, filling an empty explanation later', () => {
    const tree = b('root', [
      b('sequence', [b('bid', {call: '1C', by: 'we'}), b('bid', {call: '1D', by: 'we'}, [meaning('First')])]),
      b('sequence', [b('bid', {call: '1C', by: 'we'}, [meaning('Late')]), b('bid', {call: '1D', by: 'we'}, [meaning('Second')])])
    ])
    expect(body(tree)).toEqual([',1C,Late', ',1D,First'])
  })

  it('should write no record for a bid the BSS reader only made to connect calls', () => {
    const tree = table(b('bid', {call: '1C', by: 'we', data: {bssImplied: true}} as never, [b('bid', {call: '1D', by: 'we'}, [meaning('x')])]))
    expect(body(tree)).toEqual(['1C--,1D,x'])
  })

  it('should add the disposition, or else how forcing the call is', () => {
    const tree = table(
      b('bid', {call: '1C', by: 'we', alert: {artificial: true, disposition: 'asking-response'}}, [meaning('Relay')]),
      b('bid', {call: '1D', by: 'we', alert: {disposition: 'non-forcing'}, forcing: 'game'}),
      b('bid', {call: '1H', by: 'we', forcing: 'game'}, [meaning('Strong')]),
      b('bid', {call: '1S', by: 'we', forcing: 'one-round', alert: {disposition: 'none'}}),
      b('bid', {call: '1N', by: 'we', alert: {artificial: true}})
    )
    expect(body(tree)).toEqual([',1C,Relay; asking response', ',1D,non-forcing', ',1H,Strong; game forcing', ',1S,forcing', ',1N,'])
  })

  it('should add the constraint to the explanation', () => {
    const tree = table(
      b('bid', {call: '1S', by: 'we', constraint: {type: 'and', children: [{type: 'points', scale: 'hcp', min: 11}, {type: 'length', suit: 'bid', min: 5}]}}, [
        meaning('Natural'),
        b('bid', {call: '2S', by: 'we', constraint: {type: 'length', suit: 'partner', min: 3}})
      ])
    )
    expect(body(tree)).toEqual([',1S,Natural; 11+ HCP; 5+!S', '1S--,2S,3+!S'])
  })

  it('should take `partner` from partner’s calls only', () => {
    const tree = table(
      b('bid', {call: '1S', by: 'we'}, [
        b('bid', {call: 'X', by: 'they'}, [
          b('bid', {call: 'P', by: 'we'}, [b('bid', {call: '2C', by: 'they'}, [b('bid', {call: '2S', by: 'we', constraint: {type: 'length', suit: 'partner', min: 3}})])])
        ])
      ])
    )
    expect(body(tree).at(-1)).toBe('1SDb--2C,2S,3+ in partner’s suit')
  })

  it('should cut a long explanation for the bidding box at a word boundary', () => {
    const text = 'Transfer to hearts, at least five, any strength, may have a second suit, will rebid'
    expect(body(table(b('bid', {call: '2D', by: 'we'}, [meaning(text)])))).toEqual([
      ',2D,Transfer to hearts; at least five; any strength; may have a second#suit; will rebid'
    ])
  })

  it('should warn when an opponents’ call is explained', () => {
    const tree = table(
      b('bid', {call: '1N', by: 'we'}, [b('bid', {call: '2C', by: 'they', position: place(3)}, [meaning('Landy')]), b('bid', {call: '2D', by: 'they'})])
    )
    expect(body(tree)).toEqual([',1N,'])
    expect(rules(tree)).toEqual([['opponents-call', 3]])
  })
})

describe('seat and vulnerability', () => {
  it('should put variants in option blocks, general ones first', () => {
    const tree = b('root', [
      b('sequence', {seats: [1], vulnerability: {we: 'no', they: 'no'}}, [b('bid', {call: '1N', by: 'we'}, [meaning('10-12')])]),
      b('sequence', {seats: [1, 2]}, [b('bid', {call: '1N', by: 'we'}, [meaning('12-14')])]),
      b('sequence', [b('bid', {call: '1N', by: 'we'}, [meaning('15-17')])]),
      b('sequence', {vulnerability: {we: 'yes', they: 'any'}}, [b('bid', {call: '1N', by: 'we'}, [meaning('14-16')])])
    ])
    expect(body(tree)).toEqual([
      ',1N,15-17',
      'Option,1st-2nd-seat_@1@2',
      ',1N,12-14',
      'Option,we-vul_@v',
      ',1N,14-16',
      'Option,1st-seat_none-vul_@1@n@N',
      ',1N,10-12',
      'Option'
    ])
  })

  it('should name every seat and vulnerability code', () => {
    const seats = [[1], [2], [3], [4], [1, 2], [3, 4]] as const
    const vulnerabilities = [
      {we: 'no', they: 'no'},
      {we: 'yes', they: 'no'},
      {we: 'no', they: 'yes'},
      {we: 'yes', they: 'yes'},
      {we: 'no', they: 'any'},
      {we: 'yes', they: 'any'},
      {we: 'any', they: 'no'},
      {we: 'any', they: 'yes'}
    ] as const
    const tree = b('root', [
      ...seats.map((set) => b('sequence', {seats: [...set]}, [b('bid', {call: '1C', by: 'we'})])),
      ...vulnerabilities.map((vulnerability) => b('sequence', {vulnerability: {...vulnerability}}, [b('bid', {call: '1C', by: 'we'})]))
    ])
    expect(body(tree).filter((line) => line.startsWith('Option,'))).toEqual([
      'Option,1st-2nd-seat_@1@2',
      'Option,3rd-4th-seat_@3@4',
      'Option,we-not-vul_@n',
      'Option,we-vul_@v',
      'Option,they-not-vul_@N',
      'Option,they-vul_@V',
      'Option,1st-seat_@1',
      'Option,2nd-seat_@2',
      'Option,3rd-seat_@3',
      'Option,4th-seat_@4',
      'Option,none-vul_@n@N',
      'Option,we-vul-they-not_@v@N',
      'Option,they-vul-we-not_@n@V',
      'Option,both-vul_@v@V'
    ])
  })

  it('should split a seat set BSS has no code for, with a warning', () => {
    const tree = b('root', [b('sequence', {seats: [2, 3], position: place(6)}, [b('bid', {call: '1C', by: 'we'}, [meaning('x')])])])
    expect(body(tree)).toEqual(['Option,2nd-seat_@2', ',1C,x', 'Option,3rd-seat_@3', ',1C,x', 'Option'])
    expect(rules(tree)).toEqual([['seat-set', 6]])
  })

  it('should let a bid narrow the conditions of its subtree', () => {
    const tree = table(b('bid', {call: '1N', by: 'we'}, [b('bid', {call: '2C', by: 'we', seats: [3, 4]}, [meaning('Drury')])]))
    expect(body(tree)).toEqual([',1N,', 'Option,3rd-4th-seat_@3@4', '1N--,2C,Drury', 'Option'])
  })
})

describe('other content', () => {
  it('should leave out what BBOalert cannot hold, with a warning', () => {
    const tree = b('root', [
      b('opaque', {format: 'bss', position: place(1)}, '$Stock.bss'),
      b('ruleSet', {position: place(2)}, []),
      b('sequence', [
        b('bid', {call: '1C', by: 'we'}, [
          b('opaque', {format: 'xml', position: place(3)}, '<x/>'),
          b('conventionReference', {name: 'Stayman', position: place(4)}),
          {type: 'glitter', position: place(5)} as never
        ])
      ]),
      {type: 'sparkle', position: place(6)} as never,
      b('paragraph', [b('text', 'prose is left out silently')])
    ])
    expect(body(tree)).toEqual([',1C,'])
    // An empty rule set has no bids: nothing to say about it.
    expect(rules(tree)).toEqual([
      ['unsupported-node', 1],
      ['unsupported-node', 3],
      ['unresolved-reference', 4],
      ['unknown-node', 5],
      ['unknown-node', 6]
    ])
  })

  it('should warn about a call that is neither a call nor a pattern', () => {
    const tree = table(b('bid', {call: '1N', by: 'we'}, [b('bid', {call: '2Q', by: 'we', position: place(2)})]))
    expect(body(tree)).toEqual([',1N,'])
    expect(rules(tree)).toEqual([['invalid-pattern', 2]])
  })

  it('should write state machines, conventions and systems through their calls', () => {
    const tree = b('root', [
      b('stateMachine', [
        b('state', {name: 'opn0'}, [b('bid', {call: '1N', by: 'we', nextState: 'rsp0'}, [meaning('15-17')])]),
        b('state', {name: 'rsp0', prevBid: '1N'}, [b('bid', {call: '2C', by: 'we'}, [meaning('Stayman')])])
      ]),
      b('convention', {names: ['Majors']}, [b('bid', {call: '1S', by: 'we'}, [meaning('5+')]), b('conventionReference', {name: 'x', position: place(9)})]),
      b('system', {names: ['S']}, [b('convention', {names: ['Minors']}, [b('bid', {call: '1D', by: 'we'})])])
    ])
    expect(body(tree)).toEqual([',1N,15-17', '1N--,2C,Stayman', ',1S,5+', ',1D,'])
    expect(rules(tree)).toEqual([['unresolved-reference', 9]])
  })
})

import {b, type Bid, type FlowContent, type Root, type Sequence} from '@bidding/core'
import {VFile} from 'vfile'
import {describe, expect, it} from 'vitest'
import {fromBml} from '@bidding/bml-parse'
import {toBml, type Options} from '@bidding/bml-stringify'

function write(children: FlowContent[], options: Options = {}, metadata?: Root['metadata']): {text: string; rules: string[]} {
  const file = new VFile()
  const tree: Root = {type: 'root', children}
  if (metadata) tree.metadata = metadata
  const text = toBml(tree, options, file)
  return {text, rules: file.messages.map((message) => String(message.ruleId))}
}

function bid(call: string, text?: string, children: Bid[] = [], extra: Partial<Bid> = {}): Bid {
  return {...b('bid', {call, by: 'we'}, [...(text === undefined ? [] : [b('meaning', [b('text', text)])]), ...children]), ...extra}
}

function table(children: Bid[], extra: Partial<Sequence> = {}): Sequence {
  return {...b('sequence', children), ...extra}
}

describe('bid tables', () => {
  it('should write rows, continuation lines in the description column and the `.` line', () => {
    const meaning = b('meaning', [b('text', 'Polish club'), b('break'), b('text', 'a) 12--14'), b('break')])
    const result = write([table([b('bid', {call: '1C', by: 'we'}, [meaning, bid('1D', 'neg')]), bid('1N', '15--17')])])
    expect(result.text).toBe('1C Polish club\n   a) 12--14\n   .\n  1D neg\n1N 15--17\n')
    expect(result.rules).toEqual([])
  })

  it('should pad a description that would start in the column of the children', () => {
    const result = write([table([bid('P', 'pass', [bid('1C', 'x')]), bid('X', 'double', [bid('1D', 'y')], {raw: 'D'})])])
    expect(result.text).toBe('#BIDTABLE\nP  pass\n  1C x\nD  double\n  1D y\n')
  })

  it('should write `=` when the description’s text also occurs in the call or starts with `=`', () => {
    const code = b('bid', {call: '2C', by: 'we'}, [b('meaning', [b('inlineCode', 'x'), b('text', ' y')])])
    const result = write([table([bid('1N', 'N', [], {raw: '1NT'}), code])])
    expect(result.text).toBe('1NT = N\n2C = =x= y\n')
    const back = fromBml(result.text, new VFile())
    expect((back.children[0] as Sequence).children.map((node) => (node as Bid).children[0])).toEqual([
      expect.objectContaining({children: [expect.objectContaining({value: 'N'})]}),
      expect.objectContaining({children: [expect.objectContaining({type: 'inlineCode', value: 'x'}), expect.objectContaining({value: ' y'})]})
    ])
  })

  it('should write a meaning that starts with a line break after a bare `=`', () => {
    const meaning = b('meaning', [b('break'), b('text', 'second')])
    const result = write([table([b('bid', {call: '1C', by: 'we'}, [meaning])])])
    expect(result.text).toBe('1C =\n    second\n')
  })

  it('should write the opponents’ calls in parentheses and D/R for doubles', () => {
    const result = write([table([b('bid', {call: 'X', by: 'they'}, [bid('XX', 'rdbl')])])])
    expect(result.text).toBe('#BIDTABLE\n(D)\n  R rdbl\n')
  })

  it('should write `#SEAT` and `#VUL` when they change', () => {
    const result = write([
      table([bid('1N', 'a')], {seats: [1, 2], vulnerability: {we: 'no', they: 'any'}}),
      table([bid('1N', 'b')], {seats: [1, 2], vulnerability: {we: 'no', they: 'any'}}),
      table([bid('1N', 'c')])
    ])
    expect(result.text).toBe('#SEAT 12\n\n#VUL N0\n\n1N a\n\n1N b\n\n#SEAT 0\n\n#VUL 00\n\n1N c\n')
  })

  it('should write a table once per seat group BML can name', () => {
    const result = write([table([bid('1N', 'a')], {seats: [1, 3, 4]})])
    expect(result.text).toBe('#SEAT 34\n\n1N a\n\n#SEAT 1\n\n1N a\n')
    expect(result.rules).toEqual(['seats'])
  })

  it('should write `#HIDE` and a history row for the context', () => {
    const result = write([table([bid('2C', 'Stayman')], {hidden: true, context: [{call: '1N', by: 'they', raw: '1NT'}, {call: 'P', by: 'we'}]})])
    expect(result.text).toBe('#HIDE\n(1NT)-P---\n2C Stayman\n')
  })

  it('should reuse the history token as written when it still fits', () => {
    const withBid = table([bid('2C', 'PUP', [bid('2D', 'forced')])], {context: [{call: '1N', by: 'we'}], data: {history: '1N-2C'} as never})
    expect(write([withBid]).text).toBe('1N-2C PUP\n  2D forced\n')
    const dashed = table([bid('2D', 'none')], {context: [{call: '1N', by: 'we'}, {call: '2C', by: 'we'}], data: {history: '1N-2C;'} as never})
    expect(write([dashed]).text).toBe('1N-2C;\n2D none\n')
    const stale = table([bid('2D', 'none')], {context: [{call: '1C', by: 'we'}], data: {history: '1N-2C;'} as never})
    expect(write([stale]).text).toBe('1C---\n2D none\n')
  })

  it('should write a history without a dash before openings when the tree has that shape', () => {
    const sequence = table([bid('1C', undefined, [bid('1D', 'x')]), bid('1H', 'y')], {data: {history: '1C-1D'} as never})
    expect(write([sequence]).text).toBe('1C-1D x\n1H y\n')
  })

  it('should write constraints, alerts and forcing as a constraint block', () => {
    const node = bid('1N', 'Strong', [], {
      constraint: {type: 'and', children: [{type: 'points', scale: 'hcp', min: 15, max: 17}, {type: 'balanced'}]},
      alert: {artificial: true, disposition: 'game-forcing'},
      forcing: 'game'
    })
    const bare = bid('2C', undefined, [], {constraint: {type: 'length', suit: 'S', min: 5}, criteria: {type: 'points', scale: 'hcp', min: 10}, forcing: 'one-round'})
    const result = write([table([node, bare])])
    expect(result.text).toBe('1N Strong {15–17 HCP, balanced; alert game-forcing; game-forcing}\n2C {5+!s; if 10+ HCP; forcing}\n')
    const back = fromBml(result.text, new VFile())
    const [first, second] = (back.children[0] as Sequence).children as Bid[]
    expect([first!.constraint, first!.alert, first!.forcing]).toEqual([node.constraint, node.alert, node.forcing])
    expect([second!.constraint, second!.criteria, second!.forcing]).toEqual([bare.constraint, bare.criteria, bare.forcing])
  })

  it('should write priority, seats, vulnerability and fallback in the block, before a final `.` line', () => {
    const meaning = b('meaning', [b('text', 'Pass'), b('break'), b('text', 'when nothing else fits'), b('break')])
    const node = {...b('bid', {call: 'P', by: 'we'}, [meaning]), constraint: {type: 'and', children: []}, priority: -2, seats: [3, 4], vulnerability: {we: 'yes', they: 'any'}, fallback: true} as Bid
    const result = write([table([node])])
    expect(result.text).toBe('#BIDTABLE\nP Pass\n  when nothing else fits {any hand; priority -2; seats 34; vul Y0; fallback}\n  .\n')
    const back = (fromBml(result.text, new VFile()).children[0] as Sequence).children[0] as Bid
    expect([back.priority, back.seats, back.vulnerability, back.fallback]).toEqual([-2, [3, 4], {we: 'yes', they: 'any'}, true])
    expect(back.children[0]).toMatchObject({type: 'meaning', children: [{value: 'Pass'}, {type: 'break'}, {value: 'when nothing else fits'}, {type: 'break'}]})
  })

  it('should warn about a description that would read back as a block', () => {
    const result = write([table([bid('1C', 'see {below}')])])
    expect(result.rules).toEqual(['unrepresentable'])
  })

  it('should report fields BML cannot write, once each', () => {
    const result = write([table([bid('1C', 'x', [], {over: ['P'], action: 'open'}), bid('1D', 'y', [], {over: ['P']})])])
    expect(result.text).toBe('1C x\n1D y\n')
    expect(result.rules).toEqual(['lossy', 'lossy'])
  })

  it('should write opaque BML as it is and other opaque content as comments', () => {
    const result = write([
      table([b('bid', {call: '1C', by: 'we'}, [b('opaque', {format: 'bml'}, '1Q odd\n  2C x')])]),
      b('opaque', {format: 'xml'}, '<a/>')
    ])
    expect(result.text).toBe('1C\n  1Q odd\n    2C x\n\n// <a/>\n')
    expect(result.rules).toEqual(['opaque'])
  })

  it('should write another indentation unit', () => {
    expect(write([table([bid('1C', 'x', [bid('1D', 'y')])])], {indentation: 4}).text).toBe('1C x\n    1D y\n')
    expect(write([table([bid('1C', 'x')])], {indentation: 0}).rules).toEqual(['options'])
  })

  it('should report an empty table', () => {
    expect(write([table([])]).rules).toEqual(['unrepresentable'])
  })
})

describe('other blocks', () => {
  it('should write metadata first, headings, paragraphs and lists', () => {
    const result = write(
      [
        b('heading', {depth: 2}, [b('text', 'The '), b('suit', {suit: 'C'}), b('text', ' opening')]),
        b('paragraph', [b('strong', [b('text', 'Note')]), b('text', ' this\n// not a comment')]),
        b('list', {ordered: true}, [b('listItem', [b('paragraph', [b('text', 'one\ntwo')])]), b('listItem', [])]),
        b('descriptionList', [b('descriptionItem', [b('descriptionTerm', [b('text', 'a')]), b('descriptionDetails', [b('emphasis', [b('text', 'b')])])])])
      ],
      {},
      {title: 'T', author: 'A', 'bad key': 'x'}
    )
    expect(result.text).toBe(
      '#+TITLE: T\n\n#+AUTHOR: A\n\n** The !c opening\n\n *Note* this\n // not a comment\n\n1. one\n   two\n2.\n\n- a :: /b/\n'
    )
    expect(result.rules).toEqual(['unrepresentable'])
  })

  it('should write tables, auctions and deal diagrams', () => {
    const result = write([
      b('table', [
        b('tableRow', [b('tableCell', [b('text', 'a')]), b('tableCell', [])]),
        b('tableRow', {rule: true}),
        b('tableRow', [b('tableCell', [b('suit', {suit: 'H'})])])
      ]),
      b('auctionDiagram', [
        b('auctionCall', {call: '1C'}),
        b('auctionCall', {call: 'X'}),
        b('auctionCall', {call: 'XX', raw: 'R'}),
        b('auctionCall', {call: 'P'}),
        b('auctionCall', {call: ''}),
        b('auctionCall', {call: '?'})
      ]),
      {type: 'dealDiagram', board: 7, dealer: 'S', vulnerability: 'ew', contract: '3NX', declarer: 'W', lead: 'S2', hands: {N: ['AK', '', 'QJ10', 'x']}}
    ])
    expect(result.text).toBe('| a |  |\n|---|\n| !h |\n\n1C D R P\n- ?\n\nDeal #7 S EW 3NXW s2\nN: AK - QJT x\n')
    expect(result.rules).toEqual([])
  })

  it('should write a state machine as its sequences', () => {
    const machine = b('stateMachine', [
      b('state', {name: 'opn0'}, [b('bid', {call: '1N', by: 'we', nextState: 'rsp0'}, [b('meaning', [b('text', 'strong')])])]),
      b('state', {name: 'rsp0', prevBid: '1N'}, [b('bid', {call: '2C', by: 'we'}, [b('meaning', [b('text', 'Stayman')])])])
    ])
    const result = write([machine])
    expect(result.text).toBe('1N strong\n  2C Stayman\n')
    expect(result.rules).toEqual([])
  })

  it('should write rule sets, conventions and systems as headings, lists and tables', () => {
    const rules = b('ruleSet', {name: 'Basic', kind: 'bid'}, [
      b('ruleGroup', {purpose: 'Openings'}, [
        b('rule', {test: {quality: 'hcp', comparison: '>=', value: '12'}}, [
          b('ruleBid', {call: '1C'}, '1C'),
          {type: 'ruleAssign', quality: 'opened', value: '1'},
          b('ruleComment', 'open')
        ]),
        b('rule', {test: {quality: 'x', comparison: '=', value: '1'}, constraint: {type: 'balanced'}}, [
          b('rule', {test: {quality: 'hcp', comparison: '>', value: '14'}}, [b('ruleBid', '1NT')])
        ])
      ])
    ])
    const system = b('system', {names: ['SAYC']}, [
      b('convention', {names: ['Stayman'], parents: ['1NT']}, [b('bid', {call: '2C', by: 'we'}, [b('meaning', [b('text', 'majors')])]), b('conventionReference', {name: 'Smolen'})]),
      b('conventionReference', {name: 'Jacoby'})
    ])
    const result = write([rules, system])
    expect(result.text).toBe(
      '** Basic (bid)\n\n*** Openings\n\n- hcp >= 12: bid 1C; set opened = 1; “open”\n- balanced, hcp > 14: bid 1NT\n\n' +
        '* SAYC\n\n** Stayman\n\nContinues 1NT.\n\n2C majors\n\nSee Smolen.\n\nSee Jacoby.\n'
    )
    expect(result.rules).toEqual(['lossy'])
  })
})

describe('what BML cannot write', () => {
  it('should report text that reads back as markup or another block', () => {
    expect(write([b('paragraph', [b('text', 'a *b* c')])]).rules).toEqual(['unrepresentable'])
    expect(write([b('paragraph', [b('text', 'see !h')])]).rules).toEqual(['unrepresentable'])
    expect(write([b('paragraph', [b('text', '- not a list')])]).rules).toEqual(['unrepresentable'])
    expect(write([b('paragraph', [b('text', 'x'), b('strong', [b('text', 'y')])])]).rules).toEqual(['unrepresentable'])
    expect(write([b('paragraph', [b('strong', [])])]).rules).toEqual(['unrepresentable'])
    expect(write([b('paragraph', [b('inlineCode', ' x')])]).rules).toEqual(['unrepresentable'])
    expect(write([b('paragraph', [b('text', 'a\n\nb')])]).rules).toEqual(['unrepresentable'])
    expect(write([b('paragraph', [b('text', 'a\n#INCLUDE x')])]).rules).toEqual(['unrepresentable'])
    expect(write([b('paragraph', [])]).rules).toEqual(['unrepresentable'])
  })

  it('should report headings deeper than 4 and odd heading lines', () => {
    const result = write([b('heading', {depth: 6}, [b('text', 'deep\n// x')])])
    expect(result.text).toBe('**** deep\n// x\n')
    expect(result.rules).toEqual(['heading-depth', 'unrepresentable'])
  })

  it('should report list and table content BML cannot hold', () => {
    expect(write([b('list', {ordered: true, start: 3}, [b('listItem', [b('paragraph', [b('text', 'a\n2. b')])])])]).rules).toEqual([
      'lossy',
      'unrepresentable'
    ])
    expect(write([b('list', {ordered: false}, [b('listItem', [b('paragraph', [b('text', 'a :: b')]), b('list', {ordered: false}, [])])])]).rules).toEqual([
      'lossy',
      'unrepresentable'
    ])
    expect(write([b('list', {ordered: false}, [])]).rules).toEqual(['unrepresentable'])
    expect(write([b('descriptionList', [])]).rules).toEqual(['unrepresentable'])
    expect(write([b('descriptionList', [b('descriptionItem', [b('descriptionTerm', [b('text', 'a :: b')])])])]).rules).toEqual(['unrepresentable'])
    expect(write([b('table', [b('tableRow', [b('tableCell', [b('text', 'a|b')])]), b('tableRow', [])])]).rules).toEqual(['unrepresentable', 'unrepresentable'])
    expect(write([b('table', [b('tableRow', [b('tableCell', [b('text', '--')])])])]).rules).toEqual(['unrepresentable'])
    expect(write([b('table', [])]).rules).toEqual(['unrepresentable'])
  })

  it('should report auctions and diagrams BML cannot draw', () => {
    expect(write([b('auctionDiagram', {dealer: 'N'}, [b('auctionCall', {call: '1C'}, [b('text', 'x')])])]).rules).toEqual([
      'lossy',
      'lossy',
      'unrepresentable'
    ])
    expect(write([{type: 'dealDiagram', contract: '4S', hands: {}}]).rules).toEqual(['unrepresentable', 'unrepresentable'])
    expect(write([{type: 'dealDiagram', hands: {S: ['A1', '', '', '']}}]).rules).toEqual(['unrepresentable'])
  })

  it('should report meaning lines BML cannot write', () => {
    const meaning = b('meaning', [b('text', 'a'), b('break'), b('break'), b('text', '#PASTE x'), b('break'), b('text', '.')])
    expect(write([table([b('bid', {call: '1C', by: 'we'}, [meaning])])]).rules).toEqual(['unrepresentable', 'unrepresentable', 'unrepresentable'])
  })

  it('should report tables and description lists that read back as something else', () => {
    const hand = write([b('sequence', [b('opaque', {format: 'bml'}, 'E: x x x x')])])
    expect(hand.text).toBe('#BIDTABLE\nE: x x x x\n')
    expect(hand.rules).toEqual(['unrepresentable'])
    expect(write([b('sequence', [b('opaque', {format: 'bml'}, '#VUL N0')])]).text).toBe('#BIDTABLE\n#VUL N0\n')
    const terms = write([b('descriptionList', [b('descriptionItem', [b('descriptionTerm', [b('text', 'a')])])])])
    expect(terms.text).toBe('- a\n')
    expect(terms.rules).toEqual(['unrepresentable'])
  })

  it('should report opaque rows that read back as directives, and keep their text', () => {
    const cut = write([table([b('opaque', {format: 'bml'}, '#CUT a')])])
    expect(cut.text).toBe('#CUT a\n')
    expect(cut.rules).toEqual(['opaque-directive'])
    const nested = write([table([b('bid', {call: '1C', by: 'we'}, [b('opaque', {format: 'bml'}, '#PASTE b x=y')])])])
    expect(nested.text).toBe('1C\n  #PASTE b x=y\n')
    expect(nested.rules).toEqual(['opaque-directive'])
    // An include is taken anywhere, a bid table too.
    expect(write([table([b('opaque', {format: 'bml'}, '#INCLUDE other.bml')])]).rules).toEqual(['opaque-directive'])
    // Directives the reader never takes stay quiet.
    expect(write([table([b('opaque', {format: 'bml'}, '#FOO bar\n#ENDCOPY#CUT a\n#INCLUDE')])]).rules).toEqual([])
  })

  it('should report opaque rows that read back as comments at the start of a line, and keep their text', () => {
    const top = write([table([b('opaque', {format: 'bml'}, '//x')])])
    expect(top.text).toBe('#BIDTABLE\n//x\n')
    expect(top.rules).toEqual(['opaque-comment'])
    // Indented, `//` is no comment: the row reads back as it was.
    const nested = write([table([b('bid', {call: '1C', by: 'we'}, [b('opaque', {format: 'bml'}, '//y')])])])
    expect(nested.text).toBe('1C\n  //y\n')
    expect(nested.rules).toEqual([])
  })

  it('should report unknown nodes', () => {
    const result = write([{type: 'mystery'} as never, b('paragraph', [{type: 'weird'} as never, b('text', 'ok')])])
    expect(result.text).toBe('ok\n')
    expect(result.rules).toEqual(['unknown-node', 'unknown-node'])
    const reference = b('sequence', [b('bid', {call: '1C', by: 'we'}, [b('conventionReference', {name: 'X'})])])
    expect(write([reference]).rules).toEqual(['lossy'])
  })

  it('should report metadata with line breaks', () => {
    const result = write([], {}, {title: 'a\nb', skipped: undefined})
    expect(result.text).toBe('#+TITLE: a\n')
    expect(result.rules).toEqual(['unrepresentable'])
  })

  it('should write nothing for an empty tree', () => {
    expect(write([]).text).toBe('')
  })
})

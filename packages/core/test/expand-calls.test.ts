import {auctionKey, auctionOf, callRecords, conditionsKey} from '@bidding/core/views'
import {
  b,
  type Bid,
  type BidContent,
  type ContextCall,
  type PhrasingContent,
  type Root,
  type Sequence
} from '@bidding/core'
import {expandCalls, expandCallsLazily, hashOf, HashList, type Side} from '@bidding/core/calls'
import {VFile} from 'vfile'
import {describe, expect, it} from 'vitest'

/** A bid with a text meaning (or none) and continuations. */
function bid(call: string, text?: string, children: Bid[] = [], by: Side = 'we'): Bid {
  const content: BidContent[] = []
  if (text !== undefined) content.push(b('meaning', [b('text', text)]))
  content.push(...children)
  return b('bid', {call, by}, content)
}

function they(call: string, text?: string, children: Bid[] = []): Bid {
  return bid(call, text, children, 'they')
}

function table(children: Bid[], context?: Array<[string, Side]>, extra: Partial<Sequence> = {}): Sequence {
  const node = b('sequence', children)
  if (context) node.context = context.map(([call, by]): ContextCall => ({call, by}))
  return {...node, ...extra}
}

function root(...children: Sequence[]): Root {
  return b('root', children)
}

function text(nodes: readonly PhrasingContent[]): string {
  return nodes
    .map((node) =>
      node.type === 'text'
        ? node.value
        : node.type === 'suit'
          ? '!' + node.suit.toLowerCase()
          : node.type === 'break'
            ? '\\n'
            : 'children' in node
              ? text(node.children)
              : ''
    )
    .join('')
}

/** Every auction of a tree as `key = meaning`, in document order. */
function listing(tree: Root): string[] {
  return callRecords(tree).map(
    (record) =>
      record.auction.map((call) => (call.by === 'they' ? '(' + call.call + ')' : call.call)).join(' ') +
      ' = ' +
      (record.meaning ? text(record.meaning.children) : '')
  )
}

/** Calls of the bids of a sequence, depth first, with indentation. */
function outline(sequence: Sequence | Bid, depth = 0): string[] {
  const lines: string[] = []
  for (const child of sequence.children) {
    if (child.type !== 'bid') continue
    const meaning = child.children[0]?.type === 'meaning' ? text(child.children[0].children) : ''
    lines.push('  '.repeat(depth) + (child.by === 'they' ? '(' + child.call + ')' : child.call) + (meaning ? ' ' + meaning : ''))
    lines.push(...outline(child, depth + 1))
  }

  return lines
}

function sequences(tree: Root): Sequence[] {
  return tree.children.filter((node): node is Sequence => node.type === 'sequence')
}

describe('expandCalls', () => {
  it('should return a new tree and leave the input alone', () => {
    const input = root(table([bid('1M', '5+ M')]))
    const copy = structuredClone(input)
    const output = expandCalls(input, undefined, {substituteInText: true})
    expect(input).toEqual(copy)
    expect(output).not.toBe(input)
    expect(outline(sequences(output)[0]!)).toEqual(['1H 5+ !h', '1S 5+ !s'])
  })

  it('should share other content and unchanged meanings with the input instead of copying them', () => {
    const input: Root = {
      type: 'root',
      metadata: {title: 'T'},
      children: [b('heading', {depth: 1}, [b('text', 'x')]), table([bid('1N', 'strong')])]
    }
    const output = expandCalls(input)
    expect(output.metadata).toEqual({title: 'T'})
    expect(output.children[0]).toBe(input.children[0])
    const written = (sequences(input)[0]!.children[0] as Bid)
    const expanded = (sequences(output)[0]!.children[0] as Bid)
    expect(expanded).not.toBe(written)
    expect(expanded.children[0]).toBe(written.children[0])
  })

  it('should keep the input\'s own bids where expansion changes nothing, with `duplicates: keep`', () => {
    const input = root(table([bid('1N', 'strong', [bid('2C', 'Stayman', [bid('2D', 'no major')])]), bid('1M', '5+ M', [bid('2N', 'asks')])]))
    const output = expandCalls(input, undefined, {substituteInText: true, duplicates: 'keep'})
    const [notrump, major] = sequences(input)[0]!.children as Bid[]
    const expanded = sequences(output)[0]!.children as Bid[]
    expect(outline(sequences(output)[0]!)).toEqual(['1N strong', '  2C Stayman', '    2D no major', '1H 5+ !h', '  2N asks', '1S 5+ !s', '  2N asks'])
    expect(expanded[0]).toBe(notrump)
    expect(expanded[1]).not.toBe(major)
    // A continuation under a bound variable is the input's too when nothing of it names the variable.
    expect(expanded[1]!.children[1]).toBe(major!.children[1])
    // Merged definitions change earlier bids in place, so there the bids are new.
    expect((sequences(expandCalls(input))[0]!.children as Bid[])[0]).not.toBe(notrump)
  })

  it('should copy a meaning only where a variable is substituted in it', () => {
    const input = root(table([bid('1M', '5+ M'), bid('2X', 'weak')]))
    const output = expandCalls(input, undefined, {substituteInText: true})
    const [major, weak] = sequences(input)[0]!.children as Bid[]
    const expanded = sequences(output)[0]!.children as Bid[]
    expect(expanded[0]!.children[0]).not.toBe(major!.children[0])
    expect(outline(sequences(output)[0]!)[0]).toBe('1H 5+ !h')
    for (const bid of expanded.slice(2)) expect(bid.children[0]).toBe(weak!.children[0])
  })

  it('should expand literal strains, colours and NT in order without filtering', () => {
    const output = expandCalls(root(table([bid('3CD', 'a'), bid('1red', 'b'), bid('1black', 'c'), bid('2CN', 'd')])))
    expect(outline(sequences(output)[0]!)).toEqual(['3C a', '3D a', '1D b', '1H b', '1C c', '1S c', '2C d', '2N d'])
    const first = sequences(output)[0]!.children[0] as Bid
    expect(first.data).toEqual({expandedFrom: '3CD'})
  })

  it('should bind a variable for the subtree and reuse it below', () => {
    const output = expandCalls(root(table([bid('1M', 'M', [bid('3M', 'raise to 3M'), bid('2N', 'asks')])])), undefined, {
      substituteInText: true
    })
    expect(outline(sequences(output)[0]!)).toEqual([
      '1H !h',
      '  3H raise to 3!h',
      '  2N asks',
      '1S !s',
      '  3S raise to 3!s',
      '  2N asks'
    ])
  })

  it('should write U+0001 for digits before a variable in the reference profile', () => {
    const input = root(table([bid('1M', '5+M, 5M and M')]))
    const fixed = expandCalls(input, undefined, {substituteInText: true})
    const buggy = expandCalls(input, undefined, {substituteInText: true, profile: 'reference'})
    expect(outline(sequences(fixed)[0]!)[0]).toBe('1H 5+!h, 5!h and !h')
    expect(outline(sequences(buggy)[0]!)[0]).toBe('1H 5+!h, \u0001!h and !h')
  })

  it('should leave meanings alone without `substituteInText`', () => {
    const output = expandCalls(root(table([bid('1m', '3+ m')])))
    expect(outline(sequences(output)[0]!)).toEqual(['1C 3+ m', '1D 3+ m'])
  })

  it('should substitute inside emphasis and strong but not in code', () => {
    const input = root(
      table([
        b('bid', {call: '2X', by: 'we'}, [
          b('meaning', [b('strong', [b('text', 'X')]), b('text', ' and '), b('inlineCode', 'X')])
        ])
      ])
    )
    const output = expandCalls(input, undefined, {substituteInText: true})
    const meaning = (sequences(output)[0]!.children[0] as Bid).children[0]
    expect(meaning).toEqual(
      b('meaning', [b('strong', [b('suit', {suit: 'C'})]), b('text', ' and '), b('inlineCode', 'X')])
    )
  })

  it('should skip a candidate an earlier sibling produced', () => {
    const output = expandCalls(root(table([bid('2C', 'Strong', [bid('2D', 'Waiting')]), bid('2X', 'Weak', [bid('2N', 'Ogust')])])))
    expect(outline(sequences(output)[0]!)).toEqual([
      '2C Strong',
      '  2D Waiting',
      '2D Weak',
      '  2N Ogust',
      '2H Weak',
      '  2N Ogust',
      '2S Weak',
      '  2N Ogust'
    ])
  })

  it('should keep the first definition of a call and merge the continuations of a later one', () => {
    const file = new VFile()
    const input = root(table([bid('2X', 'Weak', [bid('2N', 'Ogust')]), bid('2C', 'Strong', [bid('2D', 'Waiting')])]))
    const output = expandCalls(input, file)
    expect(outline(sequences(output)[0]!)).toEqual([
      '2C Weak',
      '  2N Ogust',
      '  2D Waiting',
      '2D Weak',
      '  2N Ogust',
      '2H Weak',
      '  2N Ogust',
      '2S Weak',
      '  2N Ogust'
    ])
    expect(file.messages.map((message) => message.ruleId)).toEqual(['shadowed-call'])
    expect(file.messages[0]!.source).toBe('@bidding/core')
  })

  it('should keep later definitions in place when asked', () => {
    const file = new VFile()
    const input = root(table([bid('2X', 'Weak', [bid('2N', 'Ogust')]), bid('2C', 'Strong', [bid('2D', 'Waiting')])]))
    const output = expandCalls(input, file, {duplicates: 'keep'})
    const first = sequences(output)[0]!
    expect(outline(first)).toEqual([
      '2C Weak',
      '  2N Ogust',
      '2D Weak',
      '  2N Ogust',
      '2H Weak',
      '  2N Ogust',
      '2S Weak',
      '  2N Ogust',
      '2C Strong',
      '  2D Waiting'
    ])
    expect((first.children[4] as Bid).data).toEqual({shadowed: true})
    expect(file.messages.map((message) => message.ruleId)).toEqual(['shadowed-call'])
    // The records drop the shadowed definition again, in the reference's order.
    expect(listing(output)).toEqual([
      '2C = Weak',
      '2C (P) 2N = Ogust',
      '2D = Weak',
      '2D (P) 2N = Ogust',
      '2H = Weak',
      '2H (P) 2N = Ogust',
      '2S = Weak',
      '2S (P) 2N = Ogust',
      '2C (P) 2D = Waiting'
    ])
  })

  it('should fill an empty meaning from a later definition without a warning', () => {
    const file = new VFile()
    const input = root(table([bid('1C', undefined, [bid('1D', 'x')]), bid('1C', 'clubs', [bid('1H', 'y')])]))
    const output = expandCalls(input, file)
    expect(outline(sequences(output)[0]!)).toEqual(['1C clubs', '  1D x', '  1H y'])
    expect(file.messages).toEqual([])
  })

  it('should not report a repeated definition with the same meaning', () => {
    const file = new VFile()
    expandCalls(root(table([bid('1N', '15-17')]), table([bid('1N', '15-17')])), file)
    expect(file.messages).toEqual([])
  })

  it('should merge a definition from a later table with the same conditions only', () => {
    const output = expandCalls(
      root(
        table([bid('1N', '15-17', [bid('2C', 'Stayman')])]),
        table([bid('1N', '12-14', [bid('2D', 'transfer')])]),
        table([bid('1N', '12-14')], undefined, {seats: [1, 2]})
      )
    )
    const [first, second, third] = sequences(output)
    expect(outline(first!)).toEqual(['1N 15-17', '  2C Stayman', '  2D transfer'])
    expect(outline(second!)).toEqual([])
    expect(outline(third!)).toEqual(['1N 12-14'])
  })

  it('should bind a new variable only when the call is sufficient, in a new strain, with X < Y < Z', () => {
    const input = root(
      table([they('1Y', undefined, [bid('2C', 'support'), bid('2X', 'forcing'), bid('2Y', 'cuebid'), bid('2Z', 'weak jump')])], [
        ['1C', 'we']
      ])
    )
    const output = expandCalls(input)
    expect(outline(sequences(output)[0]!)).toEqual([
      '(1D)',
      '  2C support',
      '  2D cuebid',
      '  2H weak jump',
      '  2S weak jump',
      '(1H)',
      '  2C support',
      '  2D forcing',
      '  2H cuebid',
      '  2S weak jump',
      '(1S)',
      '  2C support',
      '  2D forcing',
      '  2H forcing',
      '  2S cuebid'
    ])
  })

  it('should make one sequence per binding of a context pattern', () => {
    const output = expandCalls(root(table([bid('2N', 'asks')], [['1M', 'we'], ['P', 'they']])))
    const result = sequences(output)
    expect(result.map((sequence) => sequence.context?.map((call) => call.call).join(' '))).toEqual(['1H P', '1S P'])
    expect(result.map((sequence) => outline(sequence))).toEqual([['2N asks'], ['2N asks']])
  })

  it('should carry a context binding into the bids', () => {
    const output = expandCalls(root(table([bid('3M', 'limit raise in M')], [['1M', 'we']])), undefined, {
      substituteInText: true
    })
    expect(sequences(output).map((sequence) => outline(sequence))).toEqual([
      ['3H limit raise in !h'],
      ['3S limit raise in !s']
    ])
  })

  it('should keep context calls that are concrete with their spelling and position', () => {
    const position = {start: {line: 1, column: 1, offset: 0}, end: {line: 1, column: 4, offset: 3}}
    const input = root({...table([bid('2C', 'x')]), context: [{call: '1N', by: 'we', raw: '1NT', position}]})
    const output = expandCalls(input)
    expect(sequences(output)[0]!.context).toEqual([{call: '1N', by: 'we', raw: '1NT', position}])
  })

  it('should count steps from the last contract bid, opponents included, across levels', () => {
    const output = expandCalls(
      root(table([bid('1step', 'a'), bid('2steps', 'b'), they('X', 'double', [bid('1step', 'c')])], [['1S', 'we'], ['1N', 'they']]))
    )
    expect(outline(sequences(output)[0]!)).toEqual(['2C a', '2D b', '(X) double', '  2C c'])
  })

  it('should report steps past 7N', () => {
    const file = new VFile()
    const output = expandCalls(root(table([bid('3steps', 'x')], [['7H', 'we']])), file)
    expect(outline(sequences(output)[0]!)).toEqual([])
    expect(file.messages.map((message) => message.ruleId)).toEqual(['steps-out-of-range', 'no-expansion'])
  })

  it('should count steps from nothing when no bid was made', () => {
    const output = expandCalls(root(table([bid('P', 'pass', [they('1step', 'cheapest')])])))
    expect(outline(sequences(output)[0]!)).toEqual(['P pass', '  (1C) cheapest'])
  })

  it('should bind oM and om to the other suit of M and m', () => {
    const output = expandCalls(
      root(table([bid('2M', 'raise', [they('P', undefined, [bid('2oM', 'other major oM')])])], [['1C', 'we'], ['1D', 'they']])),
      undefined,
      {substituteInText: true}
    )
    expect(outline(sequences(output)[0]!)).toEqual(['2H raise', '  (P)', '    2S other major !s', '2S raise', '  (P)'])
    const minor = expandCalls(root(table([bid('1m', 'x', [bid('1om', 'y')])])))
    expect(outline(sequences(minor)[0]!)).toEqual(['1C x', '  1D y', '1D x'])
  })

  it('should report oM without M', () => {
    const file = new VFile()
    const output = expandCalls(root(table([bid('2oM', 'x')])), file)
    expect(outline(sequences(output)[0]!)).toEqual([])
    expect(file.messages.map((message) => message.ruleId)).toEqual(['unbound-variable', 'no-expansion'])
    expect(file.messages[1]!.fatal).toBe(undefined)
  })

  it('should keep calls in words out of the expansion, with an information message', () => {
    const file = new VFile()
    const output = expandCalls(root(table([bid('2C', 'clubs'), bid('other', 'natural'), bid('2N+', 'strong'), bid('4H/other', 'x')], [['1C', 'we']])), file)
    // `4H/other`: the named option is expanded, the words are not.
    expect(outline(sequences(output)[0]!)).toEqual(['2C clubs', '4H x'])
    expect(file.messages.map((message) => [message.ruleId, message.fatal])).toEqual([
      ['call-in-words', undefined],
      ['call-in-words', undefined]
    ])
    expect(file.messages[0]!.reason).toContain('`other`')
  })

  it('should expand every option of alternatives', () => {
    const output = expandCalls(root(table([bid('2S/3H', 'either')])))
    expect(outline(sequences(output)[0]!)).toEqual(['2S either', '3H either'])
  })

  it('should report insufficient literal expansions in the default profile only', () => {
    const input = root(table([bid('1CD', 'x')], [['1H', 'we']]))
    const file = new VFile()
    const output = expandCalls(input, file)
    expect(outline(sequences(output)[0]!)).toEqual(['1C x', '1D x'])
    expect(file.messages.map((message) => message.ruleId)).toEqual(['insufficient-call', 'insufficient-call'])
    const quiet = new VFile()
    expandCalls(input, quiet, {profile: 'reference'})
    expect(quiet.messages).toEqual([])
  })

  it('should put concrete calls before patterns with `normal-first`', () => {
    const output = expandCalls(
      root(table([bid('2X', 'Weak', [bid('2N', 'Ogust')]), bid('2C', 'Strong', [bid('2D', 'Waiting')])])),
      undefined,
      {order: 'normal-first'}
    )
    expect(outline(sequences(output)[0]!)).toEqual([
      '2C Strong',
      '  2D Waiting',
      '2D Weak',
      '  2N Ogust',
      '2H Weak',
      '  2N Ogust',
      '2S Weak',
      '  2N Ogust'
    ])
  })

  it('should drop and report what is not a call', () => {
    const file = new VFile()
    const input = root({
      ...table([bid('9Q', 'x'), bid('1C', 'y')]),
      context: [{call: 'zz', by: 'we'}]
    })
    expect(sequences(expandCalls(input, file))).toEqual([])
    expect(file.messages.map((message) => message.ruleId)).toEqual(['invalid-pattern'])
    const second = new VFile()
    const output = expandCalls(root(table([bid('9Q', 'x'), bid('1C', 'y')])), second)
    expect(outline(sequences(output)[0]!)).toEqual(['1C y'])
    expect(second.messages.map((message) => message.ruleId)).toEqual(['invalid-pattern'])
  })

  it('should report a context pattern that yields no call', () => {
    const file = new VFile()
    const output = expandCalls(root(table([bid('2C', 'x')], [['1S', 'we'], ['1M', 'they']])), file)
    expect(sequences(output)).toEqual([])
    expect(file.messages.map((message) => message.ruleId)).toEqual(['no-expansion'])
  })

  it('should resolve suit variables in constraints', () => {
    const input = root(
      table([
        b('bid', {call: '1M', by: 'we', constraint: {type: 'length', suit: 'M', min: 5}}, [
          b('bid', {call: '3M', by: 'we', criteria: {type: 'length', suit: 'M', min: 4}})
        ])
      ])
    )
    const output = expandCalls(input)
    const [hearts, spades] = sequences(output)[0]!.children as Bid[]
    expect(hearts!.constraint).toEqual({type: 'length', suit: 'H', min: 5})
    expect((hearts!.children[0] as Bid).criteria).toEqual({type: 'length', suit: 'H', min: 4})
    expect(spades!.constraint).toEqual({type: 'length', suit: 'S', min: 5})
  })

  it('should fill fields a later definition adds', () => {
    const input = root(
      table([
        bid('1C', 'x'),
        b('bid', {call: '1C', by: 'we', alert: {artificial: true}, forcing: 'one-round', constraint: {type: 'balanced'}, criteria: {type: 'balanced'}})
      ])
    )
    const [first] = sequences(expandCalls(input))[0]!.children as Bid[]
    expect(first!.alert).toEqual({artificial: true})
    expect(first!.forcing).toBe('one-round')
    expect(first!.constraint).toEqual({type: 'balanced'})
    expect(first!.criteria).toEqual({type: 'balanced'})
  })

  it('should use the seats and vulnerability of a bid when it has them', () => {
    const output = expandCalls(
      root(table([bid('1N', 'weak'), {...bid('1N', 'strong'), seats: [3, 4], vulnerability: {we: 'yes', they: 'any'}}]))
    )
    expect(outline(sequences(output)[0]!)).toEqual(['1N weak', '1N strong'])
  })

  it('should keep opaque content of the first definition', () => {
    const input = root(table([b('bid', {call: '1C', by: 'we'}, [b('opaque', {format: 'bml'}, '?? x')])]))
    const output = expandCalls(input)
    expect((sequences(output)[0]!.children[0] as Bid).children).toEqual([b('opaque', {format: 'bml'}, '?? x')])
  })
})

describe('callRecords', () => {
  it('should list context prefixes and bids once, first definition first', () => {
    const tree = expandCalls(
      root(
        table([bid('1N', '15-17')]),
        table([bid('2D', 'no major')], [['1N', 'we'], ['2C', 'we']]),
        table([bid('2C', 'Stayman')], [['1N', 'we']])
      )
    )
    expect(listing(tree)).toEqual(['1N = 15-17', '1N (P) 2C = Stayman', '1N (P) 2C (P) 2D = no major'])
    const records = callRecords(tree)
    expect(records[1]!.bid?.call).toBe('2C')
    expect(records[1]!.sequence).toBe(sequences(tree)[1])
  })

  it('should keep seats and vulnerability apart', () => {
    const tree = root(
      table([bid('1N', 'a')], undefined, {seats: [1, 2], vulnerability: {we: 'no', they: 'any'}}),
      table([bid('1N', 'b')])
    )
    const records = callRecords(tree)
    expect(records.map((record) => record.key)).toEqual(['12|no/any|1N', '0|any/any|1N'])
    expect(records[0]!.seats).toEqual([1, 2])
    expect(records[0]!.vulnerability).toEqual({we: 'no', they: 'any'})
  })

  it('should treat a meaning of breaks only as empty', () => {
    const tree = root(table([b('bid', {call: '1C', by: 'we'}, [b('meaning', [b('break')])]), bid('1C', 'real')]))
    expect(listing(tree)).toEqual(['1C = real'])
  })

  it('should count a suit symbol or styled text as a meaning', () => {
    const tree = root(
      table([
        b('bid', {call: '1C', by: 'we'}, [b('meaning', [b('suit', {suit: 'C'})])]),
        b('bid', {call: '1D', by: 'we'}, [b('meaning', [b('emphasis', [b('text', 'x')])])]),
        b('bid', {call: '1H', by: 'we'}, [b('meaning', [b('strong', [b('text', ' ')])])])
      ])
    )
    expect(listing(tree)).toEqual(['1C = !c', '1D = x', '1H = '])
  })
})

describe('auctionOf', () => {
  it('should insert the passes bdast leaves implicit', () => {
    const sequence = table([], [['1N', 'they']])
    const auction = auctionOf(sequence, [bid('X'), they('2C'), they('X')])
    expect(auction.map((call) => (call.by === 'they' ? '(' + call.call + ')' : call.call))).toEqual([
      '(1N)',
      'X',
      '(2C)',
      'P',
      '(X)'
    ])
    expect(auction[3]).toEqual({call: 'P', by: 'we', implicit: true})
    expect(auctionOf(undefined, [bid('1C')])).toEqual([{call: '1C', by: 'we'}])
  })

  it('should key auctions and conditions as the reference does', () => {
    expect(auctionKey([{call: '1C', by: 'we'}, {call: '1D', by: 'we'}])).toBe('1C(P)1D')
    expect(conditionsKey(undefined, undefined)).toBe('0|any/any|')
    expect(conditionsKey([4, 3], {we: 'yes', they: 'no'})).toBe('34|yes/no|')
  })
})

describe('expandCallsLazily', () => {
  /** Two tables defining `2C` twice (a pattern, then a literal), and a third defining `1N` in both of the others' way. */
  function system(): Root {
    return root(
      table([bid('2X', 'Weak', [bid('2N', 'Ogust')]), bid('1N', '15-17')]),
      table([bid('2C', 'Strong', [bid('2D', 'Waiting')])]),
      table([bid('1N', '12-14', [bid('2C', 'Stayman')])], undefined, {seats: [3, 4]}),
      table([bid('1N', '15-17 again')])
    )
  }

  it('should yield the top-level nodes of `expandCalls`, with the same messages in the same order', () => {
    for (const duplicates of ['keep', 'merge'] as const) {
      const wholeFile = new VFile()
      const lazyFile = new VFile()
      const whole = expandCalls(system(), wholeFile, {duplicates})
      expect([...expandCallsLazily(system(), lazyFile, {duplicates})]).toEqual(whole.children)
      expect(lazyFile.messages.map(String)).toEqual(wholeFile.messages.map(String))
    }
  })

  it('should expand a sequence only when the walk reaches it', () => {
    const file = new VFile()
    const nodes = expandCallsLazily(system(), file, {duplicates: 'keep'})
    expect(nodes.next().done).toBe(false)
    // The second table's `2C` shadows the first's: not reported before the second table is asked for.
    expect(file.messages).toEqual([])
    nodes.next()
    expect(file.messages.map((message) => message.ruleId)).toEqual(['shadowed-call'])
  })

  it('should give the same tree and messages when it counts auctions instead of remembering each', () => {
    const rememberFile = new VFile()
    const countFile = new VFile()
    const remembered = [...expandCallsLazily(system(), rememberFile, {duplicates: 'keep'})]
    const counted = [...expandCallsLazily(system(), countFile, {duplicates: 'keep', firstDefinitions: 'count'})]
    expect(counted).toEqual(remembered)
    expect(countFile.messages.map(String)).toEqual(rememberFile.messages.map(String))
    expect(countFile.messages.map((message) => message.ruleId)).toEqual(['shadowed-call', 'shadowed-call'])
    expect((counted[1] as Sequence).children[0]!.data).toEqual({shadowed: true})
  })

  it('should take a count made by an earlier walk (`countAuctions`) as its own: the same tree and messages as `count`', () => {
    const hashes = new HashList()
    const countingFile = new VFile()
    const first = [...expandCallsLazily(system(), countingFile, {duplicates: 'keep', countAuctions: hashes, firstDefinitions: 'remember'})]
    // Counting checks nothing, whatever `firstDefinitions` says.
    expect(countingFile.messages).toEqual([])
    expect((first[1] as Sequence).children[0]!.data).toBeUndefined()
    expect(hashes.size).toBeGreaterThan(0)
    const countFile = new VFile()
    const givenFile = new VFile()
    const counted = [...expandCallsLazily(system(), countFile, {duplicates: 'keep', firstDefinitions: 'count'})]
    const given = [...expandCallsLazily(system(), givenFile, {duplicates: 'keep', firstDefinitions: hashes})]
    expect(given).toEqual(counted)
    expect(givenFile.messages.map(String)).toEqual(countFile.messages.map(String))
    // The walk gave the list's memory back: only the repeated hashes were needed.
    expect(hashes.size).toBe(0)
  })

  it('should count hashes: each with how often it came, and those that came more than once', () => {
    const hashes = new HashList()
    for (const key of ['1C', '1D', '1C', 'P-1C', '1C']) hashes.addHashOf(key)
    expect(hashes.size).toBe(5)
    expect(hashOf('1C')).toBe(hashOf('1C'))
    expect(hashOf('1C')).not.toBe(hashOf('1D'))
    // Its low 32 bits are FNV-1a's: for the empty string, the offset basis.
    expect(hashOf('') % 2 ** 32).toBe(0x81_1c_9d_c5)
    // 53 bits: keys that share FNV-1a's 32 bits (a known pair) still differ.
    expect(hashOf('costarring') % 2 ** 32).toBe(hashOf('liquid') % 2 ** 32)
    expect(hashOf('costarring')).not.toBe(hashOf('liquid'))
    expect(Number.isSafeInteger(hashOf('1C-(1D)-X'))).toBe(true)
    const counts: Array<[number, number]> = []
    hashes.forEachCount((hash, count) => counts.push([hash, count]))
    expect(counts).toEqual(
      [[hashOf('1C'), 3], [hashOf('1D'), 1], [hashOf('P-1C'), 1]].sort((a, b) => a[0]! - b[0]!)
    )
    expect(hashes.repeated()).toEqual(new Set([hashOf('1C')]))
    // It grows past its first 1,024 slots.
    for (let index = 0; index < 3000; index++) hashes.add(index * 2 ** 40)
    expect(hashes.size).toBe(3005)
  })

  it('should neither mark nor report later definitions when told to ignore them', () => {
    const file = new VFile()
    const nodes = [...expandCallsLazily(system(), file, {duplicates: 'keep', firstDefinitions: 'ignore'})]
    expect(file.messages).toEqual([])
    expect((nodes[1] as Sequence).children[0]!.data).toBeUndefined()
  })

  it('should name the substituted meaning of a first definition when a later one differs', () => {
    // `1M` with `M` in its text: the first `1H` reads `5+ !h`; the later literal `1H` differs from that, not from `5+ M`.
    const file = new VFile()
    const input = root(table([bid('1M', '5+ M')]), table([bid('1H', '5+ !h')]), table([bid('1H', 'Other')]))
    const nodes = [...expandCallsLazily(input, file, {duplicates: 'keep', substituteInText: true, firstDefinitions: 'count'})]
    expect(nodes).toHaveLength(3)
    expect(file.messages.map((message) => message.ruleId)).toEqual(['shadowed-call'])
  })
})

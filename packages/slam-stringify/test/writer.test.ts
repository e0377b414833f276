import {b, type Bid, type Convention, type Root} from '@bidding/core'
import {fromSlam} from '@bidding/slam-parse'
import {toSlamConv, toSlamSystem} from '@bidding/slam-stringify'
import {VFile} from 'vfile'
import {describe, expect, test} from 'vitest'

function messages(file: VFile): string[] {
  return file.messages.map((message) => message.ruleId + ': ' + message.reason)
}

function read(value: string): Root {
  return fromSlam(value, new VFile())
}

describe('bidding sequences from other formats', () => {
  test('should write a sequence’s bids as actions, with meanings as comments and constraints as handtypes', () => {
    const tree = b('root', {metadata: {title: 'Strong notrump'}}, [
      b('sequence', [
        b('bid', {call: '1N', by: 'we', constraint: {type: 'and', children: [{type: 'points', scale: 'hcp', min: 15, max: 17}, {type: 'length', suit: 'S', max: 4}]}}, [
          b('meaning', [b('text', 'strong, '), b('emphasis', [b('text', 'balanced')]), b('break'), b('text', '4'), b('suit', {suit: 'S'}), b('text', ' at most')]),
          b('bid', {call: '2C', by: 'we', alert: {artificial: true}}, [b('meaning', [b('text', 'Stayman')])]),
          b('bid', {call: 'P', by: 'we', constraint: {type: 'or', children: [{type: 'and', children: []}]}})
        ])
      ])
    ])
    const file = new VFile()
    expect(toSlamConv(tree, {}, file)).toBe(
      [
        '<convention>',
        '  <name>Strong notrump</name>',
        '  <actions>',
        '    <open bid="1NT">',
        '      <!-- strong, balanced -->',
        '      <!-- 4♠ at most -->',
        '      <handtypes>',
        '        <type>',
        '          <HCP max="17" min="15" />',
        '          <spades max="4" />',
        '        </type>',
        '      </handtypes>',
        '      <tell bid="2C">',
        '        <!-- Stayman -->',
        '      </tell>',
        '      <pass bid="PASS">',
        '        <handtypes>',
        '          <type />',
        '        </handtypes>',
        '      </pass>',
        '    </open>',
        '  </actions>',
        '</convention>',
        ''
      ].join('\n')
    )
    expect(messages(file)).toEqual([])
  })

  test('should put an opponent’s call in `over` of our answers to it', () => {
    const tree = b('root', [b('sequence', [b('bid', {call: '1C', by: 'we'}, [b('bid', {call: '1H', by: 'they'}, [b('bid', {call: 'X', by: 'we'}), b('bid', {call: '1S', by: 'we', over: ['P']})])])])])
    expect(toSlamConv(tree, {compact: true})).toBe(
      '<convention><actions><open bid="1C"><tell bid="X" over="1H" /><tell bid="1S" over="PASS" /></open></actions></convention>\n'
    )
  })

  test('should spread a constraint into hand types and warn about what SLAMBidding cannot say', () => {
    const file = new VFile()
    const tree = b('root', [
      b('sequence', [
        b('bid', {
          call: '2N',
          by: 'we',
          constraint: {
            type: 'and',
            children: [
              {type: 'points', scale: 'hcp', min: 20, max: 21},
              {type: 'balanced'},
              {type: 'or', children: [{type: 'length', suit: 'S', min: 5}, {type: 'length', suit: 'H', min: 5}]},
              {type: 'not', child: {type: 'length', suit: 'C', min: 6}},
              {type: 'length', suit: 'M', min: 3}
            ]
          }
        })
      ])
    ])
    expect(toSlamConv(tree, {compact: true}, file)).toBe(
      '<convention><actions><open bid="2NT"><handtypes><type><HCP max="21" min="20" /><spades min="5" /></type><type><HCP max="21" min="20" /><hearts min="5" /></type></handtypes></open></actions></convention>\n'
    )
    expect(messages(file)).toEqual([
      'unsupported-constraint: Cannot write `not 6+♣` in SLAMBidding, which has no negation (dropped)',
      'unsupported-constraint: Cannot write `balanced` in SLAMBidding handtypes, which know HCP, suit lengths, honours and controls (dropped)',
      'unsupported-constraint: Cannot write `3+M` in SLAMBidding handtypes, which know HCP, suit lengths, honours and controls (dropped)',
      'unsupported-constraint: Cannot write `balanced` in SLAMBidding handtypes, which know HCP, suit lengths, honours and controls (dropped)',
      'unsupported-constraint: Cannot write `3+M` in SLAMBidding handtypes, which know HCP, suit lengths, honours and controls (dropped)'
    ])
  })

  test('should merge honours and controls into the suit element they follow', () => {
    const tree = b('root', [
      b('sequence', [
        b('bid', {
          call: '2S',
          by: 'we',
          constraint: {
            type: 'and',
            children: [
              {type: 'length', suit: 'S', min: 6},
              {type: 'honours', suit: 'S', min: 3},
              {type: 'controls', suit: 'S', min: 1},
              {type: 'honours', suit: 'H', max: 1},
              {type: 'controls', suit: 'H', max: 0},
              {type: 'length', suit: 'D'},
              {type: 'honours', suit: 'D', min: 1},
              {type: 'honours', suit: 'C', top: 3, min: 1}
            ]
          }
        })
      ])
    ])
    const file = new VFile()
    const output = toSlamConv(tree, {compact: true}, file)
    expect(output).toContain(
      '<type><spades controlsmin="1" honorsmin="3" min="6" /><hearts controlsmax="0" honorsmax="1" /><diamonds /><diamonds honorsmin="1" /></type>'
    )
    expect(messages(file)).toEqual([
      'unsupported-constraint: Cannot write `1+ of top 3 in ♣` in SLAMBidding handtypes, which know HCP, suit lengths, honours and controls (dropped)'
    ])
    // It reads back to the same atoms, in the same order (but the one dropped).
    const written = (tree.children[0] as {children: Bid[]}).children[0]!.constraint as {children: unknown[]}
    const bid = (read(output).children[0] as Convention).children[0] as Bid
    expect(bid.constraint).toEqual({type: 'or', children: [{type: 'and', children: written.children.slice(0, 7)}]})
  })

  test('should warn about call patterns, which SLAMBidding cannot say', () => {
    const file = new VFile()
    const output = toSlamConv(b('root', [b('sequence', [b('bid', {call: '1M', by: 'we'})])]), {compact: true}, file)
    expect(output).toContain('<open bid="1M" />')
    expect(messages(file)).toEqual(['unsupported-call: Cannot write call pattern `1M` in SLAMBidding, which has concrete calls only (written as is)'])
  })

  test('should keep comments valid XML', () => {
    const file = new VFile()
    const output = toSlamConv(b('root', [b('sequence', [b('bid', {call: '1C', by: 'we'}, [b('meaning', [b('text', 'a -- b ---')])])])]), {compact: true}, file)
    expect(output).toContain('<!-- a - - b - - - -->')
    expect(messages(file)).toEqual(['comment-text: Unexpected `--` in a meaning, which an XML comment cannot hold (written as `- -`)'])
    expect(() => read(output)).not.toThrow()
  })

  test('should drop a sequence after other calls, and content it cannot write', () => {
    const file = new VFile()
    const tree = b('root', [
      b('heading', {depth: 1}, [b('text', 'System')]),
      b('sequence', {context: [{call: '1C', by: 'they'}]}, [b('bid', {call: 'X', by: 'we'})]),
      b('sequence', [b('bid', {call: '1C', by: 'we'}, [b('opaque', {format: 'bss'}, '1C;x'), b('bid', {call: 'P', by: 'we', action: 'not a tag'})])])
    ])
    expect(toSlamConv(tree, {compact: true}, file)).toBe('<convention><actions><open bid="1C"><tell bid="PASS" /></open></actions></convention>\n')
    expect(messages(file)).toEqual([
      'unsupported-node: Cannot write `heading` in SLAMBidding XML (dropped)',
      'unsupported-context: Cannot write a bidding sequence after other calls (`context`) as a SLAMBidding convention (dropped)',
      'unsupported-node: Cannot write opaque `bss` content in SLAMBidding XML (dropped)',
      'invalid-action: Unexpected action `not a tag`, expected an XML name such as `raise` (written as `tell`)'
    ])
  })

  test('should write an empty convention for a tree without one', () => {
    const file = new VFile()
    expect(toSlamConv(b('root'), {}, file)).toBe('<convention>\n  <actions />\n</convention>\n')
    expect(messages(file)).toEqual([
      'missing-convention: Unexpected tree without a convention or bidding sequences, expected one (wrote an empty convention)'
    ])
  })
})

describe('trees read from SLAMBidding', () => {
  const source =
    '<convention><name>a</name><actions><open bid="1NT"><handtypes><!-- c --><type><HCP min="15" over="x"/></type></handtypes><tell bid="2C" over="Pass, X" seats="21"/></open></actions></convention>'

  test('should write handtypes as read while the constraint is unchanged', () => {
    expect(toSlamConv(read(source), {compact: true})).toContain('<handtypes><!-- c --><type><HCP min="15" over="x" /></type></handtypes>')
  })

  test('should write the constraint once it has changed, dropping what it cannot keep', () => {
    const tree = read(source)
    const open = (tree.children[0] as Convention).children[0] as Bid
    open.constraint = {type: 'or', children: [{type: 'and', children: [{type: 'points', scale: 'hcp', min: 16}]}]}
    expect(toSlamConv(tree, {compact: true})).toContain('<handtypes><type><HCP min="16" /></type></handtypes>')
  })

  test('should spell `over` and `seats` as read while they still mean the same', () => {
    const tree = read(source)
    expect(toSlamConv(tree, {compact: true})).toContain('<tell bid="2C" over="Pass, X" seats="21" />')
    const tell = ((tree.children[0] as Convention).children[0] as Bid).children.find((child) => child.type === 'bid') as Bid
    tell.over = ['P', 'XX']
    tell.seats = [3]
    expect(toSlamConv(tree, {compact: true})).toContain('<tell bid="2C" over="PASS, XX" seats="3" />')
    tell.over = 'all'
    tell.raw = '2D'
    expect(toSlamConv(tree, {compact: true})).toContain('<tell bid="2C" over="all" seats="3" />')
  })

  test('should write the reference’s default `over` only once it has changed', () => {
    const tree = read('<convention><name>a</name><actions><open bid="1C"><tell bid="1D"/></open></actions></convention>')
    const tell = ((tree.children[0] as Convention).children[0] as Bid).children[0] as Bid
    expect(tell.over).toEqual(['P'])
    expect(toSlamConv(tree, {compact: true})).toContain('<tell bid="1D" />')
    tell.over = ['X']
    expect(toSlamConv(tree, {compact: true})).toContain('<tell bid="1D" over="X" />')
  })

  test('should fall back to names, parents and then the head’s other items when names change', () => {
    const tree = read('<convention><parent>p</parent><!-- c --><name>a</name><actions/></convention>')
    expect(toSlamConv(tree, {compact: true})).toBe('<convention><parent>p</parent><!-- c --><name>a</name><actions /></convention>\n')
    ;(tree.children[0] as Convention).names.push('b')
    expect(toSlamConv(tree, {compact: true})).toBe('<convention><name>a</name><name>b</name><parent>p</parent><!-- c --><actions /></convention>\n')
  })

  test('should write one convention of several, and warn', () => {
    const file = new VFile()
    const tree = b('root', [b('convention', {names: ['a']}), b('convention', {names: ['b']})])
    expect(toSlamConv(tree, {compact: true}, file)).toBe('<convention><name>a</name><actions /></convention>\n')
    expect(messages(file)).toEqual(['multiple-conventions: Cannot write 2 conventions in one `.conv` file (wrote the first)'])
  })

  test('should write the conventions of a resolved system as `.conv` and the system as `.system`', () => {
    const tree = b('root', [
      b('system', {names: ['S']}, [b('convention', {names: ['a', 'A']}), b('conventionReference', {name: 'b'}), b('convention', {names: []})])
    ])
    const file = new VFile()
    expect(toSlamSystem(tree, {compact: true}, file)).toBe('<system><name>S</name><convention>a</convention><convention>b</convention></system>\n')
    expect(messages(file)).toEqual(['missing-name: Cannot refer to a convention without a name (dropped)'])
  })

  test('should make a system of a tree’s conventions', () => {
    const file = new VFile()
    const tree = b('root', {metadata: {title: 'Mine'}}, [b('convention', {names: ['a']}), b('sequence')])
    expect(toSlamSystem(tree, {compact: true}, file)).toBe('<system><name>Mine</name><convention>a</convention></system>\n')
    expect(messages(file)).toEqual(['unsupported-node: Cannot write `sequence` in SLAMBidding XML (dropped)'])
    const empty = new VFile()
    expect(toSlamSystem(b('root'), {}, empty)).toBe('<system />\n')
    expect(messages(empty)).toEqual(['missing-system: Unexpected tree without a system or conventions, expected one (wrote an empty system)'])
  })

  test('should write the names and conventions of a system in the order read', () => {
    const value = '<system><convention>a</convention><name>S</name><!-- x --><convention>b</convention></system>\n'
    expect(toSlamSystem(read(value), {compact: true})).toBe(value)
  })

  test('should write what came before and after the root element', () => {
    const value = '<?xml version="1.0"?>\n<!-- before -->\n<system />\n<!-- after -->\n'
    expect(toSlamSystem(read(value))).toBe(value)
  })

  test('should write a version 1 convention’s bids from their place when their auctions no longer fit', () => {
    const tree = read(
      '<convention><name>s</name><action bid="2C"><PossibleAuctions><auction>1NT, PASS</auction><auction>PASS, 1NT, X</auction></PossibleAuctions><HCP min="8" /><shape><spades min="4" /></shape></action></convention>'
    )
    expect(toSlamConv(tree, {compact: true})).toContain('<auction>1NT, PASS</auction><auction>PASS, 1NT, X</auction>')
    const leaf = ((tree.children[0] as Convention).children[0] as Bid).children[0] as Bid
    leaf.seats = [3]
    leaf.over = ['P', '2C']
    expect(toSlamConv(tree, {compact: true})).toContain('<auction>1NT, PASS</auction><auction>1NT, 2C</auction></PossibleAuctions><HCP min="8" /><shape><spades min="4" /></shape>')
  })

  test('should spell out version 1 auctions for a tree from elsewhere, seat by seat', () => {
    const file = new VFile()
    const tree = b('root', [
      b('convention', {names: ['n'], parents: ['p']}, [
        b('conventionReference', {name: 'sub'}),
        b('bid', {call: '1N', by: 'we', seats: [1, 2], constraint: {type: 'points', scale: 'hcp', min: 15}}, [
          b('bid', {call: '2C', by: 'we', over: ['P', 'X'], seats: [3]}, [b('conventionReference', {name: 'deep'}), b('bid', {call: '2D', by: 'we', over: 'all', seats: [1]})])
        ])
      ])
    ])
    expect(toSlamConv(tree, {version: 1, compact: true}, file)).toBe(
      '<convention><name>n</name><reqconv name="p" /><subconv name="sub" />' +
        '<action bid="1NT"><PossibleAuctions><auction> </auction><auction>PASS</auction></PossibleAuctions><HCP min="15" /></action>' +
        '<action bid="2C"><PossibleAuctions><auction>1NT, PASS</auction><auction>1NT, X</auction></PossibleAuctions></action>' +
        '<action bid="2D"><PossibleAuctions><auction>1NT, PASS, 2C, PASS</auction><auction>1NT, X, 2C, PASS</auction></PossibleAuctions></action>' +
        '</convention>\n'
    )
    expect(messages(file)).toEqual([
      'unsupported-node: Cannot write a subconvention below the top of a version 1 convention (dropped)',
      'unsupported-over: Cannot spell out `over="all"` as version 1 auctions (wrote `PASS`)'
    ])
  })

  test('should write the first convention of a system whose conventions were loaded', () => {
    const file = new VFile()
    const tree = b('root', [b('system', {names: ['S']}, [b('convention', {names: ['a']}), b('conventionReference', {name: 'x'}), b('convention', {names: ['b']})])])
    expect(toSlamConv(tree, {compact: true}, file)).toBe('<convention><name>a</name><actions /></convention>\n')
    expect(messages(file)).toEqual(['multiple-conventions: Cannot write 2 conventions in one `.conv` file (wrote the first)'])
  })

  test('should drop sequences beside a convention, and systems beside a system', () => {
    const file = new VFile()
    toSlamConv(b('root', [b('convention', {names: ['a']}), b('sequence')]), {}, file)
    toSlamSystem(b('root', [b('system', {names: ['S']}), b('system', {names: ['T']}), b('convention', {names: ['c']})]), {}, file)
    expect(messages(file)).toEqual([
      'unsupported-node: Cannot write bidding sequences beside a convention (dropped)',
      'multiple-systems: Cannot write a second system in one `.system` file (dropped)',
      'unsupported-node: Cannot write conventions beside a system (dropped)'
    ])
  })

  test('should write CDATA and instructions kept in handtypes as they were', () => {
    const value =
      '<convention><name>a</name><actions><open bid="1C"><handtypes><?note x?><type><![CDATA[<x>]]><HCP min="1" /></type></handtypes></open></actions></convention>\n'
    expect(toSlamConv(read(value), {compact: true})).toBe(value)
  })
})


import {VFile} from 'vfile'
import {describe, expect, it} from 'vitest'
import {b, type Bid, type Root} from '@bidding/core'
import {dispositions, type Seat, type VulnerabilityCondition} from '@bidding/core/calls'
import {toBss} from '@bidding/bss-stringify'

function write(tree: Root, profile?: 'default' | 'reference', constraints?: boolean): {text: string; file: VFile} {
  const file = new VFile({path: 'system.bml'})
  return {text: toBss(tree, {...(profile ? {profile} : {}), ...(constraints === undefined ? {} : {constraints})}, file), file}
}

/** The records (without the header). */
function records(tree: Root, profile?: 'default' | 'reference', constraints?: boolean): string[] {
  return write(tree, profile, constraints).text.split('\n').slice(1, -1)
}

function rules(tree: Root): Array<[string | undefined, number | undefined]> {
  return write(tree).file.messages.map((message) => [message.ruleId ?? undefined, message.line ?? undefined])
}

const place = (line: number) => ({start: {line, column: 1}, end: {line, column: 5}})
const meaning = (value: string) => b('meaning', [b('text', value)])
const one = (bid: Bid, props: Parameters<typeof b<'sequence'>>[1] = {}) => b('root', [b('sequence', props as never, [bid])])

describe('header', () => {
  it('should write the title and description', () => {
    const tree = b('root', {metadata: {title: 'Precision club', description: 'Strong club'}}, [])
    expect(write(tree).text).toBe('*00{Precision club}=NYYYYYYStrong club\n')
  })

  it('should write empty braces without a title', () => {
    expect(write(b('root', [])).text).toBe('*00{}=NYYYYYY\n')
  })

  it('should mark a floating convention', () => {
    expect(write(b('root', {data: {bssFloating: true}}, [])).text).toBe('?00{}=NYYYYYY\n')
  })

  it('should replace `}` in the title, with a warning, except in the reference profile', () => {
    const tree = b('root', {metadata: {title: 'A}B'}}, [])
    const {text, file} = write(tree)
    expect(text).toBe('*00{A)B}=NYYYYYY\n')
    expect(file.messages.map((message) => message.ruleId)).toEqual(['title-brace'])
    expect(write(tree, 'reference').text).toBe('*00{A}B}=NYYYYYY\n')
  })

  it('should keep the header on one line', () => {
    const tree = b('root', {metadata: {title: 'A\nB', description: 'one\ntwo'}}, [])
    expect(write(tree).text).toBe('*00{A B}=NYYYYYYone\\ntwo\n')
  })
})

describe('calls', () => {
  it('should write the implicit pass between two calls of one side', () => {
    const tree = one(b('bid', {call: '1N', by: 'we'}, [b('bid', {call: '2C', by: 'we'}, [b('bid', {call: '2D', by: 'we'})])]))
    expect(records(tree)).toEqual(['001N=NYYYYYY0', '001NP2C=NYYYYYY008', '001NP2CP2D=NYYYYYY008'])
  })

  it('should write double and redouble as `D` and `R`', () => {
    const tree = one(
      b('bid', {call: '1N', by: 'we'}, [b('bid', {call: 'X', by: 'they'}, [b('bid', {call: 'XX', by: 'we'}), b('bid', {call: 'P', by: 'we'})])])
    )
    expect(records(tree)).toEqual(['001N=NYYYYYY0', '001ND=NYYYYYY0', '001NDR=NYYYYYY0', '001NDP=NYYYYYY0'])
  })

  it('should mark a sequence they open with `*`', () => {
    const tree = one(b('bid', {call: '1N', by: 'they'}, [b('bid', {call: '2C', by: 'we'}, [b('bid', {call: '2D', by: 'we'})])]))
    expect(records(tree)).toEqual(['*001N=NYYYYYY0', '*001N2C=NYYYYYY008', '*001N2CP2D=NYYYYYY008'])
  })

  it('should write a record for each call of the context, then the table', () => {
    const tree = b('root', [
      b('sequence', {context: [{call: '1N', by: 'they'}, {call: 'P', by: 'we'}, {call: 'P', by: 'they'}]}, [
        b('bid', {call: 'X', by: 'we'}, [meaning('Strength')])
      ])
    ])
    expect(records(tree)).toEqual(['*001N=NYYYYYY0', '*001NP=NYYYYYY0', '*001NPP=NYYYYYY0', '*001NPPD=NYYYYYY0Strength'])
  })

  it('should write a qualification after its call', () => {
    const tree = one(
      b('bid', {call: '1N', by: 'they', data: {bssQualification: 'weak'}}, [b('bid', {call: 'X', by: 'we'}, [meaning('Penalty')])])
    )
    expect(records(tree)).toEqual(['*001N{weak}=NYYYYYY0', '*001N{weak}D=NYYYYYY0Penalty'])
  })

  it('should keep a qualification from ending early or breaking the line', () => {
    const tree = one(b('bid', {call: '1N', by: 'they', data: {bssQualification: 'a}b\nc'}}))
    expect(records(tree)).toEqual(['*001N{a)b c}=NYYYYYY0'])
  })

  it('should expand call patterns, substituting the variable in the meaning', () => {
    const tree = one(b('bid', {call: '1M', by: 'we'}, [meaning('5+ M, showing a Major')]))
    expect(records(tree)).toEqual(['001H=NYYYYYY0085+ !h, showing a Major', '001S=NYYYYYY0085+ !s, showing a Major'])
  })

  it('should keep the digits of `5M` (the reference profile loses them, as BML 2.7.0 does)', () => {
    const tree = one(b('bid', {call: '1M', by: 'we'}, [meaning('5M')]))
    expect(records(tree)).toEqual(['001H=NYYYYYY0085!h', '001S=NYYYYYY0085!s'])
    expect(records(tree, 'reference')).toEqual(['001H=NYYYYYY008\u0001!h', '001S=NYYYYYY008\u0001!s'])
  })

  it('should leave out, with a warning, a call that is neither a call nor a pattern', () => {
    const tree = one(b('bid', {call: '1N', by: 'we'}, [b('bid', {call: '2Q', by: 'we', position: place(2)})]))
    expect(records(tree)).toEqual(['001N=NYYYYYY0'])
    expect(rules(tree)).toEqual([['invalid-pattern', 2]])
  })
})

describe('first definition stands', () => {
  it('should keep the first record of an auction and fill its empty description later', () => {
    const tree = b('root', [
      b('sequence', [b('bid', {call: '1C', by: 'we'}), b('bid', {call: '1D', by: 'we'}, [meaning('First')])]),
      b('sequence', [
        b('bid', {call: '1C', by: 'we'}, [meaning('Late'), b('bid', {call: '1H', by: 'we'}, [meaning('New')])]),
        b('bid', {call: '1D', by: 'we'}, [meaning('Second')])
      ])
    ])
    expect(records(tree)).toEqual(['001C=NYYYYYY008Late', '001D=NYYYYYY008First', '001CP1H=NYYYYYY008New'])
  })

  it('should fill an empty description from the first later definition that has one, and only from it', () => {
    const tree = b('root', [
      b('sequence', [b('bid', {call: '1C', by: 'we'}), b('bid', {call: '1D', by: 'we'}, [meaning('D')])]),
      b('sequence', [b('bid', {call: '1C', by: 'we'})]),
      b('sequence', [b('bid', {call: '1C', by: 'we'}, [meaning('Second')])]),
      b('sequence', [b('bid', {call: '1C', by: 'we'}, [meaning('Third')])])
    ])
    expect(records(tree)).toEqual(['001C=NYYYYYY008Second', '001D=NYYYYYY008D'])
  })

  it('should keep records of different seats or vulnerability apart', () => {
    const tree = b('root', [
      b('sequence', [b('bid', {call: '1N', by: 'we'}, [meaning('15-17')])]),
      b('sequence', {seats: [1, 2]}, [b('bid', {call: '1N', by: 'we'}, [meaning('12-14')])]),
      b('sequence', {vulnerability: {we: 'yes', they: 'any'}}, [b('bid', {call: '1N', by: 'we'}, [meaning('14-16')])])
    ])
    expect(records(tree)).toEqual(['001N=NYYYYYY015-17', '501N=NYYYYYY012-14', '061N=NYYYYYY014-16'])
  })
})

describe('seat and vulnerability', () => {
  it('should write every vulnerability code', () => {
    const values: Array<VulnerabilityCondition['we']> = ['any', 'no', 'yes']
    const codes: Record<string, string> = {}
    for (const we of values) {
      for (const they of values) {
        const tree = one(b('bid', {call: '1C', by: 'we'}), {vulnerability: {we, they}})
        codes[we + '/' + they] = records(tree)[0]!.slice(0, 2)
      }
    }

    expect(codes).toEqual({
      'any/any': '00',
      'no/no': '01',
      'yes/no': '02',
      'no/yes': '03',
      'yes/yes': '04',
      'no/any': '05',
      'yes/any': '06',
      'any/no': '07',
      'any/yes': '08'
    })
  })

  it('should write every seat code', () => {
    const sets: Array<Seat[] | undefined> = [undefined, [1], [2], [3], [4], [1, 2], [3, 4], [4, 3], [1, 2, 3, 4], []]
    expect(sets.map((seats) => records(one(b('bid', {call: '1C', by: 'we'}), seats ? {seats} : {}))[0]!.charAt(0))).toEqual([
      '0',
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '6',
      '0',
      '0'
    ])
  })

  it('should write a seat set BSS has no code for once per code, losslessly, so with a note and no warning', () => {
    const tree = one(b('bid', {call: '1C', by: 'we'}, [b('bid', {call: '1D', by: 'we'})]), {seats: [1, 2, 3], position: place(4)})
    expect(records(tree)).toEqual(['501C=NYYYYYY008', '301C=NYYYYYY008', '501CP1D=NYYYYYY008', '301CP1D=NYYYYYY008'])
    const [message] = write(tree).file.messages
    expect(message?.reason).toBe('Seats `1, 2, 3` have no one BSS seat code; written once per seat code (`5`, `3`)')
    // Information, not a warning: the codes cover the seats exactly.
    expect(message?.fatal).toBe(undefined)
    expect(rules(tree)).toEqual([['seat-set', 4]])
  })

  it('should let a bid narrow the seats and vulnerability of its subtree', () => {
    const tree = one(
      b('bid', {call: '1N', by: 'we'}, [
        b('bid', {call: '2C', by: 'we', seats: [3, 4], vulnerability: {we: 'no', they: 'no'}}, [b('bid', {call: '2D', by: 'we'})]),
        b('bid', {call: '2D', by: 'we'})
      ])
    )
    expect(records(tree)).toEqual(['001N=NYYYYYY0', '611NP2C=NYYYYYY008', '611NP2CP2D=NYYYYYY008', '001NP2D=NYYYYYY008'])
  })
})

describe('fields', () => {
  it('should write the suit-length digits after suit bids only', () => {
    const tree = one(
      b('bid', {call: '1C', by: 'we'}, [
        b('bid', {call: '1N', by: 'we'}),
        b('bid', {call: 'P', by: 'they'}),
        b('bid', {call: 'X', by: 'they'}),
        b('bid', {call: 'XX', by: 'they'}),
        b('bid', {call: '2S', by: 'we'})
      ])
    )
    expect(records(tree).map((record) => record.slice(record.indexOf('=') + 1))).toEqual([
      'NYYYYYY008',
      'NYYYYYY0',
      'NYYYYYY0',
      'NYYYYYY0',
      'NYYYYYY0',
      'NYYYYYY008'
    ])
  })

  it('should take the suit-length digits from the constraint', () => {
    const bid = (call: string, constraint: Bid['constraint']) => b('bid', {call, by: 'we', constraint})
    const tree = b('root', [
      b('sequence', [
        bid('1S', {type: 'length', suit: 'S', min: 5}),
        bid('1H', {type: 'and', children: [{type: 'points', scale: 'hcp', min: 11}, {type: 'length', suit: 'H', min: 4, max: 5}]}),
        bid('1D', {type: 'length', suit: 'bid', max: 3}),
        bid('1C', {type: 'shape', pattern: '4432'}),
        bid('2C', {type: 'points', scale: 'hcp', min: 22}),
        bid('3C', {type: 'or', children: [{type: 'length', suit: 'C', min: 7}, {type: 'length', suit: 'C', min: 6, max: 6}]}),
        bid('4C', {type: 'length', suit: 'C', min: 9})
      ])
    ])
    expect(records(tree, undefined, false).map((record) => record.slice(-2))).toEqual(['58', '45', '03', '22', '08', '68', '88'])
  })

  it('should add what a call shows to its description, unless asked not to or in the reference profile', () => {
    const tree = b('root', [
      b('sequence', [
        b('bid', {call: '1N', by: 'we', constraint: {type: 'and', children: [{type: 'points', scale: 'hcp', min: 15, max: 17}, {type: 'balanced'}]}}, [
          b('meaning', [b('text', 'Strong')])
        ]),
        b('bid', {call: '2D', by: 'we', constraint: {type: 'length', suit: 'bid', min: 6}}),
        b('bid', {call: '2N', by: 'we', constraint: {type: 'and', children: []}}, [b('meaning', [b('text', 'Any')])])
      ])
    ])
    expect(records(tree)).toEqual(['001N=NYYYYYY0Strong; 15–17 HCP, balanced', '002D=NYYYYYY0686+!D', '002N=NYYYYYY0Any'])
    expect(records(tree, undefined, false)).toEqual(['001N=NYYYYYY0Strong', '002D=NYYYYYY068', '002N=NYYYYYY0Any'])
    expect(records(tree, 'reference')).toEqual(['001N=NYYYYYY0Strong', '002D=NYYYYYY068', '002N=NYYYYYY0Any'])
  })

  it('should resolve `partner` in a constraint to partner’s last suit', () => {
    const tree = one(
      b('bid', {call: '1H', by: 'we'}, [b('bid', {call: '2H', by: 'we', constraint: {type: 'length', suit: 'partner', min: 3, max: 4}})])
    )
    expect(records(tree, undefined, false)[1]).toBe('001HP2H=NYYYYYY034')
  })

  it('should take `partner` from partner’s calls only, never the bidder’s own', () => {
    const support = {type: 'length', suit: 'partner', min: 4} as const
    const uncontested = one(
      b('bid', {call: '1H', by: 'we'}, [b('bid', {call: '1S', by: 'we'}, [b('bid', {call: '2S', by: 'we', constraint: support})])])
    )
    expect(records(uncontested, undefined, false).at(-1)).toBe('001HP1SP2S=NYYYYYY048')
    const passed = one(
      b('bid', {call: '1S', by: 'we'}, [
        b('bid', {call: 'X', by: 'they'}, [b('bid', {call: 'P', by: 'we'}, [b('bid', {call: '2C', by: 'they'}, [b('bid', {call: '2S', by: 'we', constraint: support})])])])
      ])
    )
    expect(records(passed, undefined, false).at(-1)).toBe('001SDP2C2S=NYYYYYY008')
  })

  it('should write artificial and the disposition from the alert', () => {
    const tree = b('root', [
      b(
        'sequence',
        dispositions.map((disposition, index) =>
          b('bid', {call: (Math.floor(index / 5) + 1) + 'CDHSN'.charAt(index % 5), by: 'we', alert: {artificial: index % 2 === 0, disposition}})
        )
      )
    ])
    expect(records(tree).map((record) => record.slice(record.indexOf('=') + 1, record.indexOf('=') + 9))).toEqual([
      'YYYYYYY0',
      'NYYYYYY1',
      'YYYYYYY2',
      'NYYYYYY3',
      'YYYYYYY4',
      'NYYYYYY5',
      'YYYYYYY6',
      'NYYYYYY7',
      'YYYYYYY8',
      'NYYYYYY9',
      'YYYYYYYA',
      'NYYYYYYB',
      'YYYYYYYC',
      'NYYYYYYD',
      'YYYYYYYE'
    ])
  })

  it('should take the disposition from `forcing` when the alert has none', () => {
    const tree = b('root', [
      b('sequence', [
        b('bid', {call: '1C', by: 'we', forcing: 'non-forcing'}),
        b('bid', {call: '1D', by: 'we', forcing: 'one-round'}),
        b('bid', {call: '1H', by: 'we', forcing: 'game'}),
        b('bid', {call: '1S', by: 'we', forcing: 'slam'}),
        b('bid', {call: '1N', by: 'we', forcing: 'game', alert: {disposition: 'relay'}})
      ])
    ])
    expect(records(tree).map((record) => record.charAt(record.indexOf('=') + 8))).toEqual(['2', '5', '6', '6', 'C'])
  })

  it('should write the outcomes a reader kept, and `YYYYYY` otherwise', () => {
    const tree = b('root', [
      b('sequence', [
        b('bid', {call: '1C', by: 'we', data: {bssOutcomes: 'NNYYYN'}}),
        b('bid', {call: '1D', by: 'we', data: {bssOutcomes: 'maybe'}})
      ])
    ])
    expect(records(tree)).toEqual(['001C=NNNYYYN008', '001D=NYYYYYY008'])
  })
})

describe('descriptions', () => {
  it('should write BML’s inline markup and suit codes', () => {
    const tree = one(
      b('bid', {call: '1N', by: 'we'}, [
        b('meaning', [
          b('text', '15-17 '),
          b('suit', {suit: 'H'}),
          b('suit', {suit: 'S', data: {bssRaw: '!S'}}),
          b('break'),
          b('strong', [b('text', 'bold')]),
          b('text', ' '),
          b('emphasis', [b('text', 'it')]),
          b('text', ' '),
          b('inlineCode', 'code'),
          b('text', ' two\nlines')
        ])
      ])
    )
    expect(records(tree)).toEqual(['001N=NYYYYYY015-17 !h!S\\n*bold* /it/ =code= two\\nlines'])
  })

  it('should drop one empty last line, as BML’s `.`', () => {
    const tree = one(b('bid', {call: '1N', by: 'we'}, [b('meaning', [b('text', 'x'), b('break'), b('break')])]))
    expect(records(tree)).toEqual(['001N=NYYYYYY0x\\n'])
  })

  it('should warn about phrasing it does not know', () => {
    const strange = {type: 'sparkle', position: place(3)}
    const tree = one(b('bid', {call: '1N', by: 'we'}, [b('meaning', [b('text', 'x'), strange as never])]))
    expect(records(tree)).toEqual(['001N=NYYYYYY0x'])
    expect(rules(tree)).toEqual([['unknown-node', 3]])
  })
})

describe('other content', () => {
  it('should keep BSS lines a reader kept, in file order', () => {
    const tree = b('root', [
      b('opaque', {format: 'bss', data: {bssIndex: 4}}, '+Multi.bss'),
      b('sequence', [
        b('bid', {call: '1C', by: 'we', data: {bssIndex: 3}}),
        b('bid', {call: '1D', by: 'we', data: {bssIndex: 2}}, [b('bid', {call: '1H', by: 'we'})])
      ]),
      b('opaque', {format: 'bss', data: {bssIndex: 1}}, '$Stock.bss')
    ])
    expect(records(tree)).toEqual(['$Stock.bss', '001D=NYYYYYY008', '001DP1H=NYYYYYY008', '001C=NYYYYYY008', '+Multi.bss'])
  })

  it('should write no record for a bid a reader only made to connect calls', () => {
    const tree = one(b('bid', {call: '1C', by: 'we', data: {bssImplied: true}}, [b('bid', {call: '1D', by: 'we'})]))
    expect(records(tree)).toEqual(['001CP1D=NYYYYYY008'])
  })

  it('should leave out other formats’ opaque content, with a warning', () => {
    const tree = b('root', [
      b('opaque', {format: 'xml', position: place(1)}, '<x/>'),
      b('ruleSet', {position: place(2)}, []),
      b('sequence', [b('bid', {call: '1C', by: 'we'}, [b('opaque', {format: 'xml', position: place(3)}, '<y/>'), b('conventionReference', {name: 'Stayman', position: place(4)})])])
    ])
    expect(records(tree)).toEqual(['001C=NYYYYYY008'])
    // An empty rule set has no bids: nothing to say about it.
    expect(rules(tree)).toEqual([
      ['unsupported-node', 1],
      ['unsupported-node', 3],
      ['unresolved-reference', 4]
    ])
  })

  it('should leave out prose without a word, as the reference does', () => {
    const tree = b('root', [b('heading', {depth: 1}, [b('text', 'Openings')]), b('paragraph', [b('text', 'Text')])])
    const {text, file} = write(tree)
    expect(text).toBe('*00{}=NYYYYYY\n')
    expect(file.messages).toEqual([])
  })

  it('should warn about nodes it does not know', () => {
    const tree = b('root', [{type: 'sparkle', position: place(5)} as never, b('sequence', [{type: 'glitter', position: place(6)} as never])])
    expect(rules(tree)).toEqual([
      ['unknown-node', 5],
      ['unknown-node', 6]
    ])
  })

  it('should write a state machine through its sequences', () => {
    const tree = b('root', [
      b('stateMachine', [
        b('state', {name: 'opn0'}, [b('bid', {call: '1N', by: 'we', nextState: 'rsp0'}, [meaning('15-17')])]),
        b('state', {name: 'rsp0', prevBid: '1N'}, [b('bid', {call: '2C', by: 'we'}, [meaning('Stayman')])])
      ])
    ])
    expect(records(tree)).toEqual(['001N=NYYYYYY015-17', '001NP2C=NYYYYYY008Stayman'])
  })

  it('should write conventions and systems as tables of their actions', () => {
    const tree = b('root', [
      b('convention', {names: ['Strong NT']}, [b('bid', {call: '1N', by: 'we'}), b('conventionReference', {name: 'Stayman', position: place(7)})]),
      b('system', {names: ['SAYC']}, [
        b('convention', {names: ['Majors']}, [b('bid', {call: '1S', by: 'we'})]),
        b('conventionReference', {name: 'Minors', position: place(8)}),
        b('opaque', {format: 'bss'}, '+Extra.bss')
      ])
    ])
    expect(records(tree)).toEqual(['001N=NYYYYYY0', '001S=NYYYYYY008', '+Extra.bss'])
    expect(rules(tree)).toEqual([
      ['unresolved-reference', 7],
      ['unresolved-reference', 8]
    ])
  })
})

import {readFileSync} from 'node:fs'
import {removePosition} from 'unist-util-remove-position'
import {VFile} from 'vfile'
import {describe, expect, it} from 'vitest'
import {b, type Bid, type Root, type Sequence} from '@bidding/core'
import {fromBss} from '@bidding/bss-parse'

const fixture = (name: string) => readFileSync(new URL('fixtures/' + name, import.meta.url), 'utf8')

function read(value: string, path = 'test.bss'): {tree: Root; file: VFile} {
  const file = new VFile({path, value})
  const tree = fromBss(value, file)
  return {tree, file}
}

function bare(value: string): Root {
  const {tree} = read(value)
  removePosition(tree, {force: true})
  return tree
}

function sequences(tree: Root): Sequence[] {
  return tree.children.filter((node): node is Sequence => node.type === 'sequence')
}

describe('header record', () => {
  it('should read the system name and summary into metadata', () => {
    expect(bare('*00{Precision}=NYYYYYYStrong club\n').metadata).toEqual({title: 'Precision', description: 'Strong club'})
  })

  it('should leave out an empty name and summary', () => {
    expect(bare('*00{}=NYYYYYY\n').metadata).toBeUndefined()
    expect(bare('*00=NYYYYYY\n').metadata).toBeUndefined()
  })

  it('should mark a floating convention file', () => {
    expect(bare('?00{RKCB 1430}=NYYYYYY\n').data).toEqual({bssFloating: true})
  })

  it('should warn when the first line is not a header, and read it as a record', () => {
    const {tree, file} = read('001C=NYYYYYY008Natural\n')
    expect(file.messages.map((m) => [m.ruleId, m.line, m.column])).toEqual([['missing-header', 1, 1]])
    expect(sequences(tree)).toHaveLength(1)
  })

  it('should warn on an empty file', () => {
    const {tree, file} = read('\n\n')
    expect(tree.children).toEqual([])
    expect(file.messages.map((m) => m.ruleId)).toEqual(['missing-header'])
  })

  it('should keep a broken header verbatim', () => {
    const {tree, file} = read('*00{Name=NYYYYYY\n001C=NYYYYYY008\n')
    expect(file.messages.map((m) => m.ruleId)).toEqual(['invalid-header'])
    expect(tree.children[0]).toMatchObject({type: 'opaque', format: 'bss', value: '*00{Name=NYYYYYY'})
  })

  it('should drop a byte-order mark', () => {
    expect(bare('\uFEFF*00{X}=NYYYYYY\n').metadata).toEqual({title: 'X'})
  })
})

describe('records', () => {
  it('should read every record kind of a full card', () => {
    const expected = b('root', {metadata: {title: 'Full card', description: 'Every record kind'}}, [
      b('opaque', {format: 'bss', data: {bssIndex: 1}}, '$BBO Advanced.bss'),
      b('sequence', [
        b(
          'bid',
          {
            call: '1N',
            by: 'we',
            alert: {artificial: true, disposition: 'non-forcing'},
            data: {bssIndex: 2, bssOutcomes: 'NNYYYY'}
          },
          [
            b('meaning', [
              b('text', '15-17 HCP'),
              b('break'),
              b('suit', {suit: 'H'}),
              b('text', ' or '),
              b('suit', {suit: 'S', data: {bssRaw: '!S'}})
            ]),
            b('bid', {call: '2C', by: 'we', alert: {artificial: true, disposition: 'asking'}, data: {bssIndex: 3}}, [
              b('meaning', [b('text', 'Stayman')]),
              b(
                'bid',
                {
                  call: '2D',
                  by: 'we',
                  alert: {disposition: 'asking-response'},
                  constraint: {type: 'length', suit: 'D', raw: '00', max: 0},
                  data: {bssIndex: 4}
                },
                [b('meaning', [b('text', 'No major')])]
              )
            ]),
            b(
              'bid',
              {
                call: '2H',
                by: 'we',
                alert: {disposition: 'transfer'},
                constraint: {type: 'length', suit: 'H', raw: '58', min: 5},
                data: {bssIndex: 5}
              },
              [b('meaning', [b('text', 'Transfer to '), b('suit', {suit: 'S', data: {bssRaw: '!S'}})])]
            )
          ]
        )
      ]),
      b('sequence', {seats: [1, 2], vulnerability: {we: 'yes', they: 'any'}}, [
        b('bid', {call: '1C', by: 'we', constraint: {type: 'length', suit: 'C', raw: '03', max: 3}, data: {bssIndex: 6}}, [
          b('meaning', [b('text', '5')])
        ])
      ]),
      b('sequence', [
        b('bid', {call: '1N', by: 'they', data: {bssQualification: 'weak', bssImplied: true}}, [
          b('bid', {call: 'X', raw: 'D', by: 'we', alert: {disposition: 'forcing'}, data: {bssIndex: 7}}, [
            b('meaning', [b('text', 'Penalty')])
          ])
        ]),
        b('bid', {call: '1N', by: 'they', data: {bssQualification: 'strong', bssImplied: true}}, [
          b('bid', {call: '2C', by: 'we', data: {bssIndex: 8}}, [
            b('meaning', [b('text', 'Landy')]),
            b('bid', {call: '2D', by: 'we', data: {bssIndex: 9}})
          ])
        ])
      ]),
      b('opaque', {format: 'bss', data: {bssIndex: 10}}, '+Multi 2D.bss'),
      b('opaque', {format: 'bss', data: {bssIndex: 11}}, '%BCDEFGHIJKBCDEFGHIJKBCBCDEFGHIJKBCDEFGHIABCDEFGHIJKABCDEFGOther agreements')
    ])
    const {tree, file} = read(fixture('every-record.bss'))
    expect(file.messages).toEqual([])
    removePosition(tree, {force: true})
    expect(tree).toEqual(expected)
  })

  it('should read CRLF, LF and CR line ends alike', () => {
    const crlf = fixture('every-record.bss')
    expect(crlf).toContain('\r\n')
    expect(bare(crlf.replaceAll('\r\n', '\n'))).toEqual(bare(crlf))
    expect(bare(crlf.replaceAll('\r\n', '\r'))).toEqual(bare(crlf))
  })

  it('should position each bid on its record and each phrase on its text', () => {
    const value = fixture('every-record.bss')
    const {tree} = read(value)
    const start = value.indexOf('001N=')
    const opening = sequences(tree)[0]!.children[0] as Bid
    expect(opening.position).toEqual({
      start: {line: 3, column: 1, offset: start},
      end: {line: 3, column: 33, offset: start + 32}
    })
    const meaning = opening.children[0]!
    expect(meaning.position?.start).toEqual({line: 3, column: 14, offset: start + 13})
    expect(meaning.type === 'meaning' && meaning.children[1]!.position?.start.column).toBe(23)
  })

  it('should give a `*` record’s first call to them, and alternate sides', () => {
    const tree = bare('*00{}=NYYYYYY\n*001N2CDP=NYYYYYY05+!c\n')
    const [sequence] = sequences(tree)
    const sides: string[] = []
    let node: Bid | undefined = sequence!.children[0] as Bid
    while (node) {
      sides.push(node.call + ':' + node.by)
      node = node.children.find((child): child is Bid => child.type === 'bid')
    }

    expect(sides).toEqual(['1N:they', '2C:we', 'X:they', 'P:we'])
  })

  it('should keep the pass of a record that has one, and leave implicit a pass that has none', () => {
    const explicit = bare('*00{}=NYYYYYY\n001C=NYYYYYY008\n001CP1D=NYYYYYY008\n001CP=NYYYYYY0\n')
    const opening = sequences(explicit)[0]!.children[0] as Bid
    expect(opening.children.map((child) => child.type === 'bid' && child.call + ':' + child.by)).toEqual(['P:they'])
    const pass = opening.children[0] as Bid
    expect(pass.data).toEqual({bssIndex: 3})
    expect(pass.children.map((child) => child.type === 'bid' && child.call)).toEqual(['1D'])

    const implicit = bare('*00{}=NYYYYYY\n001C=NYYYYYY008\n001CP1D=NYYYYYY008\n')
    const bid = sequences(implicit)[0]!.children[0] as Bid
    expect(bid.children.map((child) => child.type === 'bid' && child.call + ':' + child.by)).toEqual(['1D:we'])
  })

  it('should not leave two passes in a row implicit', () => {
    const tree = bare('*00{}=NYYYYYY\n001NPPD=NYYYYYY0\n')
    const opening = sequences(tree)[0]!.children[0] as Bid
    expect(opening.data).toEqual({bssImplied: true})
    const pass = opening.children[0] as Bid
    expect([pass.call, pass.by, pass.data]).toEqual(['P', 'we', {bssImplied: true}])
    expect(pass.children[0]).toMatchObject({type: 'bid', call: 'X', by: 'they', data: {bssIndex: 1}})
  })

  it('should make the calls a record passes through, and fill them when their record comes', () => {
    const tree = bare('*00{}=NYYYYYY\n001CP1DP1H=NYYYYYY008Relay\n001C=NYYYYYY0082+!c\n')
    const opening = sequences(tree)[0]!.children[0] as Bid
    expect(opening).toMatchObject({call: '1C', data: {bssIndex: 2}})
    expect(opening.children[0]).toMatchObject({type: 'meaning'})
    const response = opening.children[1] as Bid
    expect([response.call, response.data]).toEqual(['1D', {bssImplied: true}])
    expect(response.children[0]).toMatchObject({type: 'bid', call: '1H', data: {bssIndex: 1}})
  })

  it('should make one sequence per opener side, seat and vulnerability', () => {
    const tree = bare('*00{}=NYYYYYY\n001C=NYYYYYY008\n*001C=NYYYYYY008\n121C=NYYYYYY008\n001D=NYYYYYY008\n653C=NYYYYYY008\n')
    expect(sequences(tree).map((sequence) => [sequence.seats, sequence.vulnerability, sequence.children.length])).toEqual([
      [undefined, undefined, 2],
      [undefined, undefined, 1],
      [[1], {we: 'yes', they: 'no'}, 1],
      [[3, 4], {we: 'no', they: 'any'}, 1]
    ])
  })

  it('should read every vulnerability code', () => {
    const lines = ['*00{}=NYYYYYY']
    for (let code = 0; code <= 8; code++) lines.push('0' + code + '1C=NYYYYYY008')
    const tree = bare(lines.join('\n'))
    expect(sequences(tree).map((sequence) => sequence.vulnerability)).toEqual([
      undefined,
      {we: 'no', they: 'no'},
      {we: 'yes', they: 'no'},
      {we: 'no', they: 'yes'},
      {we: 'yes', they: 'yes'},
      {we: 'no', they: 'any'},
      {we: 'yes', they: 'any'},
      {we: 'any', they: 'no'},
      {we: 'any', they: 'yes'}
    ])
  })

  it('should read every seat code', () => {
    const lines = ['*00{}=NYYYYYY']
    for (let code = 0; code <= 6; code++) lines.push(code + '01C=NYYYYYY008')
    const tree = bare(lines.join('\n'))
    expect(sequences(tree).map((sequence) => sequence.seats)).toEqual([undefined, [1], [2], [3], [4], [1, 2], [3, 4]])
  })

  it('should read the suit-length digits as a length constraint on the bid suit', () => {
    const tree = bare('*00{}=NYYYYYY\n001S=NYYYYYY058\n001H=NYYYYYY024\n001D=NYYYYYY088\n001C=NYYYYYY008\n')
    expect(sequences(tree)[0]!.children.map((bid) => bid.type === 'bid' && bid.constraint)).toEqual([
      {type: 'length', suit: 'S', raw: '58', min: 5},
      {type: 'length', suit: 'H', raw: '24', min: 2, max: 4},
      {type: 'length', suit: 'D', raw: '88', min: 8},
      undefined
    ])
  })
})

describe('malformed records', () => {
  it('should warn with a position and keep each line verbatim', () => {
    const value = fixture('malformed.bss')
    const {tree, file} = read(value)
    expect(file.messages.map((m) => [m.ruleId, m.line, m.column])).toEqual([
      ['invalid-call', 2, 3],
      ['invalid-seat', 3, 1],
      ['invalid-call', 4, 3],
      ['invalid-record', 5, 5],
      ['invalid-fields', 6, 6],
      ['invalid-fields', 7, 6],
      ['invalid-length', 8, 14],
      ['invalid-call', 9, 5],
      ['duplicate-record', 11, 1],
      ['invalid-carding', 12, 1]
    ])
    expect(file.messages[1]!.reason).toBe('Unexpected `7`, expected a seat code `0`–`6`; the line is kept as it is')
    expect(file.messages[6]!.reason).toBe(
      'Unexpected `X8` after the suit bid `1C`, expected its length digits K and L (`0`–`8`); the line is kept as it is'
    )
    const kept = tree.children.filter((node) => node.type === 'opaque').map((node) => node.type === 'opaque' && node.value)
    const lines = value.split('\n')
    expect(kept).toEqual([...lines.slice(1, 9), lines[10], lines[11]])
  })

  it('should keep the first of two records with one key', () => {
    const {tree} = read(fixture('malformed.bss'))
    const [sequence] = sequences(tree)
    expect(sequence!.children).toHaveLength(1)
    expect((sequence!.children[0] as Bid).children[0]).toMatchObject({type: 'meaning', children: [{type: 'text', value: 'Good'}]})
  })
})

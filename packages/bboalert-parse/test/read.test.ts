import {readFileSync} from 'node:fs'
import {existsSync} from 'node:fs'
import type {Bid, Root, Sequence} from '@bidding/core'
import {bmlParse} from '@bidding/bml-parse'
import {bboalertStringify} from '@bidding/bboalert-stringify'
import {unified} from 'unified'
import {VFile} from 'vfile'
import {describe, expect, it} from 'vitest'
import {corpus} from '../../../test/shared.js'
import {bboalertParse, fromBboalert} from '../src/index.js'

function read(text: string) {
  const file = new VFile({path: 'test.bboalert'})
  const tree = fromBboalert(text, file)
  return {tree, messages: file.messages.map((message) => [message.line, message.ruleId, message.fatal] as const)}
}

const bids = (node: Root | Sequence | Bid): Bid[] => node.children.filter((child): child is Bid => child.type === 'bid')
const text = (bid: Bid) =>
  bid.children
    .filter((child) => child.type === 'meaning')
    .flatMap((meaning) => meaning.children.map((child) => (child.type === 'text' ? child.value : child.type === 'suit' ? '!' + child.suit : '')))
    .join('')

describe('fromBboalert', () => {
  it('should read records into a tree of bids, ours and theirs by parity, opponents’ passes implicit', () => {
    const {tree, messages} = read('BBOalert,My system\n,1N,15-17 balanced\n1N--,2C,Stayman#asks for !H or !S\n1N--2C--,2D,No major\n1C,1S,Overcall\n')
    expect(messages).toEqual([])
    expect(tree.metadata).toEqual({title: 'My system'})
    const sequence = tree.children[0] as Sequence
    const [oneNotrump, oneClub] = bids(sequence)
    expect(oneNotrump).toMatchObject({call: '1N', by: 'we'})
    expect(text(oneNotrump!)).toBe('15-17 balanced')
    const stayman = bids(oneNotrump!)[0]!
    expect(stayman).toMatchObject({call: '2C', by: 'we'})
    expect(stayman.children[0]).toMatchObject({type: 'meaning', data: {bboalertChat: 'asks for !H or !S'}})
    expect(bids(stayman)[0]).toMatchObject({call: '2D', by: 'we'})
    expect(oneClub).toMatchObject({call: '1C', by: 'they', data: {bboalertImplied: true}})
    expect(bids(oneClub!)[0]).toMatchObject({call: '1S', by: 'we'})
  })

  it('should make each Option block a sequence with the seats and vulnerability of its tags', () => {
    const {tree} = read('BBOalert\nOption,Third seat not vul @3@n\n,1S,Light\nOption\n,1S,Sound\n')
    const [option, plain] = tree.children as Sequence[]
    expect(option).toMatchObject({seats: [3], vulnerability: {we: 'no', they: 'any'}, data: {bboalertOption: 'Third seat not vul @3@n'}})
    expect(text(bids(option!)[0]!)).toBe('Light')
    expect(plain!.seats).toBeUndefined()
    expect(text(bids(plain!)[0]!)).toBe('Sound')
  })

  it('should read `+` contexts, call alternatives, Db/Rd, and let the later of two records win with a warning', () => {
    const {tree, messages} = read('BBOalert\n1N--,(2D|2H),Transfer !H,Transfer !S\n+,Db,Penalty\n1N--,2D,Texas\n')
    const oneNotrump = bids(tree.children[0] as Sequence)[0]!
    expect(bids(oneNotrump).map((bid) => [bid.call, text(bid)])).toEqual([
      ['2D', 'Texas'],
      ['2H', 'Transfer !S'],
      ['X', 'Penalty']
    ])
    expect(messages).toEqual([[4, 'duplicate-record', false]])
  })

  it('should keep what bdast does not model — wildcards, regexes, aliases, scripts — with one positioned message per kind', () => {
    const {tree, messages} = read('BBOalert\n1N__,2H,Transfer\n/^1N/,4N,Quantitative\nScript,onDataLoad\nalert(1)\nScript\nAlias,x,y\nAlias,z,w\n')
    expect(tree.children.filter((child) => child.type === 'opaque').map((child) => (child as {value: string}).value)).toEqual([
      '1N__,2H,Transfer',
      '/^1N/,4N,Quantitative',
      'Script,onDataLoad',
      'alert(1)',
      'Script',
      'Alias,x,y',
      'Alias,z,w'
    ])
    expect(messages).toEqual([
      [2, 'not-modelled', undefined],
      [4, 'not-modelled', undefined],
      [7, 'not-modelled', undefined]
    ])
  })

  it('should warn, with positions, about contexts and calls it cannot read, and never throw', () => {
    const {messages} = read('no header\n1Q,2C,x\n1N,9Z,y\n')
    expect(messages).toEqual([
      [1, 'missing-header', false],
      [2, 'invalid-context', false],
      [3, 'invalid-call', false]
    ])
    for (const input of ['', 'BBOalert\n\\', ',,,', 'BBOalert\n(,(,(', 'Option\nOption,@1@2@v\n--,--,']) expect(() => read(input)).not.toThrow()
  })

  it('should read a real system with chat text (MOSCITO, from BBOalert’s Systems)', () => {
    const {tree, messages} = read(readFileSync(new URL('fixtures/moscito-head.txt', import.meta.url), 'utf8'))
    expect(messages).toEqual([])
    const oneNotrump = bids(tree.children[0] as Sequence)[0]!
    expect(oneNotrump.call).toBe('1N')
    expect(text(oneNotrump)).toBe('Please read chat')
    expect(bids(oneNotrump).map((bid) => bid.call)).toEqual(['2N', '2S'])
  })

  it('should read back what the BBOalert writer writes and write it again unchanged', async () => {
    const bml = ['1C Natural', '  1D Natural', '  1N 12-14', '1N 15-17', '  2C Stayman', '    2D No major', '  2D Transfer to !h', '', '#SEAT 3', '1S Light opening'].join('\n')
    const processor = unified().use(bmlParse).use(bboalertStringify)
    const written = String(await processor.process(new VFile({path: 'system.bml', value: bml})))
    const again = String(await unified().use(bboalertParse).use(bboalertStringify).process(new VFile({path: 'system.bboalert', value: written})))
    expect(written).toContain('1N--,2C,Stayman')
    expect(again).toBe(written)
  })
})

const advanced = corpus('bboalert', 'BBO-Advanced.head200.txt')
describe.skipIf(!existsSync(advanced))('the BBOalert corpus', () => {
  it('should read the converted BBO Advanced card without warnings', () => {
    const {tree, messages} = read(readFileSync(advanced, 'utf8'))
    expect(messages).toEqual([])
    let count = 0
    const walk = (node: Root | Sequence | Bid): void => {
      for (const bid of bids(node)) {
        if (!bid.data?.bboalertImplied) count++
        walk(bid)
      }
    }

    walk(tree.children[0] as Sequence)
    // Every one of the 198 records after the header and the `Option` line is a bid.
    expect(count).toBe(198)
  })
})

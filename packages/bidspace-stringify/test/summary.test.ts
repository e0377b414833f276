/** The text summary: byte for byte what the reference converter prints. */

import {readFileSync} from 'node:fs'
import path from 'node:path'
import {fileURLToPath} from 'node:url'
import {b, type Root} from '@bidding/core'
import {fromBidspace} from '@bidding/bidspace-parse'
import {VFile} from 'vfile'
import {describe, expect, it} from 'vitest'
import {toBidspaceText} from '@bidding/bidspace-stringify'
import {corpus, describeCorpus} from '../../../test/shared.js'

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures')

function summary(value: string, profile: 'default' | 'reference'): {text: string; file: VFile} {
  const file = new VFile()
  return {text: toBidspaceText(fromBidspace(value, new VFile(), {profile}), {}, file), file}
}

describeCorpus('corpus', () => {
  const read = (...parts: string[]) => readFileSync(corpus('bidding-space', ...parts), 'utf8')

  it('should print `test_output.txt` for `bidding_space_2.txt`, in both profiles', () => {
    expect(summary(read('bidding_space_2.txt'), 'default').text).toBe(read('test_output.txt'))
    expect(summary(read('bidding_space_2.txt'), 'reference').text).toBe(read('test_output.txt'))
  })

  it('should print the generated summary of the older dialect', () => {
    expect(summary(read('bidding_space.txt'), 'reference').text).toBe(read('generated', 'bidding_space.test_output.txt'))
  })

  it('should print the generated summary of the oldest dialect', () => {
    expect(summary(read('bidding_space_1.txt'), 'reference').text).toBe(read('generated', 'bidding_space_1.test_output.txt'))
  })

  it('should show the rows without a next state with their rules in the default profile', () => {
    const {text, file} = summary(read('bidding_space_1.txt'), 'default')
    expect(text).toContain('\n nb  \thp0-12  ' + '\t'.repeat(10) + '\n')
    expect(file.messages.map((message) => message.ruleId)).toEqual(Array.from({length: 6}, () => 'missing-next-state'))
  })
})

describe('quirks', () => {
  it('should print what the reference prints for a file full of quirks', () => {
    const input = readFileSync(path.join(fixtures, 'quirks', 'input.txt'), 'utf8')
    const expected = readFileSync(path.join(fixtures, 'quirks', 'test_output.txt'), 'utf8')
    const {text, file} = summary(input, 'reference')
    expect(text).toBe(expected)
    // The reference drops these silently; the writer says so.
    expect(file.messages.map((message) => message.reason)).toEqual([
      'Unexpected rule `p(hp,` that the summary cannot show; left out',
      'Unexpected rule `13,` that the summary cannot show; left out',
      'Unexpected rule `22)` that the summary cannot show; left out',
      'Unexpected rule `q(1,2)` that the summary cannot show; left out',
      'Unexpected rule `(lp,0,5)` that the summary cannot show; left out'
    ])
  })

  it('should print the whole description and every rule in the default profile', () => {
    const input = readFileSync(path.join(fixtures, 'quirks', 'input.txt'), 'utf8')
    const {text} = summary(input, 'default')
    expect(text).toContain('Approach club. Strong\n')
    expect(text).toContain(' 1d rsp0 \thp13-225 \t\u2662\u22654' + '\t'.repeat(9) + '4+ diamonds\n')
    expect(text).toContain(' 1h rsp0 \thp13-22  \t\u2661\u22655' + '\t'.repeat(9) + 'Five hearts\n')
    expect(text).toContain(' \thon\u2661\u22651 \thon\u2660\u22651\tBalanced\n')
  })
})

describe('any tree', () => {
  const system: Root = b('root', [
    b('heading', {depth: 1}, [b('text', 'A system')]),
    b('sequence', [
      b('bid', {call: '1N', by: 'we', constraint: {type: 'and', children: [{type: 'points', scale: 'hcp', min: 15, max: 17}, {type: 'balanced'}]}}, [
        b('meaning', [b('text', '15-17, '), b('emphasis', [b('text', 'balanced')])]),
        b('bid', {call: '2C', by: 'we', constraint: {type: 'points', scale: 'hcp', min: 8}}, [b('meaning', [b('text', 'Stayman')])])
      ]),
      b('bid', {call: '1S', by: 'we', constraint: {type: 'and', children: [{type: 'length', suit: 'S', min: 5}, {type: 'length', suit: 'H', min: 2, max: 3}]}}, [
        b('meaning', [b('text', 'Five '), b('suit', {suit: 'S'})])
      ])
    ])
  ])

  it('should fold the sequences of a tree into states and print them', () => {
    const file = new VFile()
    expect(toBidspaceText(system, {}, file)).toBe(
      [
        '',
        'opn0 (none)',
        'rankings \t1nt\t1s',
        ' 1nt rsp0 \thp15-17 ' + '\t'.repeat(10) + '15-17, balanced',
        ' 1s rsp0 \t\u2660\u22655 \t\u2661\u22652 \t\u2661\u22643' + '\t'.repeat(8) + 'Five \u2660',
        '',
        'rsp0 (1nt)',
        'rankings \t2c',
        ' 2c opn1 \thp8-40  ' + '\t'.repeat(10) + 'Stayman',
        ''
      ].join('\n')
    )
    expect(file.messages.map((message) => [message.ruleId, message.reason])).toEqual([
      [
        'unsupported-constraint',
        'Unexpected constraint `balanced` that bidding_space cannot express, expected points, suit lengths, doubletons or honours; left out'
      ]
    ])
  })

  it('should print a state without a priority line without rankings', () => {
    const tree = b('root', [b('stateMachine', [b('state', {name: 'opn0'}, [b('bid', {call: 'P', by: 'we', nextState: 'rsp0'})])])])
    expect(toBidspaceText(tree)).toBe('\nopn0 (none)\n nb rsp0' + '\t'.repeat(11) + '\n')
  })

  it('should leave out rules it cannot print and lines that are no bids, with warnings', () => {
    const tree = b('root', [
      b('stateMachine', [
        b('state', {name: 's', prevBid: '1C'}, [
          b('opaque', {format: 'bidspace'}, '# a comment'),
          b('opaque', {format: 'bidspace'}, 'junk line'),
          b('bid', {call: '1D', by: 'we', nextState: 't', constraint: {type: 'or', children: [{type: 'length', suit: 'D', min: 4}, {type: 'balanced'}]}}),
          b('bid', {call: '1H', by: 'we', constraint: {type: 'count', of: 'doubleton', min: 1, raw: 'dt(gte,1)'}})
        ])
      ])
    ])
    const file = new VFile()
    expect(toBidspaceText(tree, {}, file)).toBe('\ns (1c)\n 1d t' + '\t'.repeat(11) + '\n 1h  \tdt\u22651' + '\t'.repeat(10) + '\n')
    expect(file.messages.map((message) => message.ruleId)).toEqual(['unsupported-constraint', 'unsupported-node', 'missing-next-state'])
  })

  it('should print `gt` as `>`, where the reference crashes', () => {
    const {text} = summary('state: s\nprev_bid: none\n1c\tt\ts(c,gt,4)\n', 'default')
    expect(text).toBe('\ns (none)\n 1c t \t\u2663>4' + '\t'.repeat(10) + '\n')
  })
})

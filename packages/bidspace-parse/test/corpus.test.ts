/** The real files of `corpus/bidding-space/`: all three dialects. */

import {readFileSync} from 'node:fs'
import {stateMachineToSequences} from '@bidding/core/views'
import {validateTree} from '@bidding/core/schemas'
import type {Bid, Root, StateMachine} from '@bidding/core'
import {VFile} from 'vfile'
import {expect, it} from 'vitest'
import {fromBidspace} from '@bidding/bidspace-parse'
import {corpus, describeCorpus} from '../../../test/shared.js'

const files = ['bidding_space_2.txt', 'bidding_space.txt', 'bidding_space_1.txt']

function read(name: string, profile: 'default' | 'reference' = 'default'): {tree: Root; file: VFile} {
  const value = readFileSync(corpus('bidding-space', name), 'utf8')
  const file = new VFile({path: name, value})
  return {tree: fromBidspace(value, file, {profile}), file}
}

function machineOf(tree: Root): StateMachine {
  const machine = tree.children.at(-1)
  if (machine?.type !== 'stateMachine') throw new Error('Expected a state machine')
  return machine
}

describeCorpus('corpus', () => {
  for (const name of files) {
    for (const profile of ['default', 'reference'] as const) {
      it('should read `' + name + '` (' + profile + ') into a valid tree with positioned warnings only', () => {
        const {tree, file} = read(name, profile)
        expect(validateTree(tree).ok).toBe(true)
        for (const message of file.messages) {
          expect(message.fatal).toBe(false)
          expect(message.line).toBeGreaterThan(0)
        }
      })
    }
  }

  it('should read the current dialect without a warning', () => {
    const {tree, file} = read('bidding_space_2.txt')
    expect(file.messages).toEqual([])
    const machine = machineOf(tree)
    expect(machine.children.map((state) => [state.name, state.prevBid, state.priority?.length, state.children.length])).toEqual([
      ['opn0', undefined, 11, 11],
      ['rsp0', '1C', 9, 9]
    ])
    const [opn0, rsp0] = machine.children
    expect(opn0!.priority).toEqual(['2C', '2N', '2S', '2H', '1N', '2S', '2H', '2D', '1D', '1C', 'P'])
    expect(opn0!.position).toMatchObject({start: {line: 1, column: 1}, end: {line: 14}})
    expect(rsp0!.position).toMatchObject({start: {line: 17, column: 1}, end: {line: 28}})

    const oneClub = opn0!.children[1] as Bid
    expect(oneClub).toMatchObject({call: '1C', raw: '1c', by: 'we', nextState: 'rsp0', position: {start: {line: 5, column: 1}}})
    expect(oneClub.constraint).toEqual({
      type: 'and',
      children: [
        {type: 'points', scale: 'hcp', min: 13, max: 22, raw: 'p(hp,13,22)'},
        {type: 'length', suit: 'C', min: 2, raw: 's(c,gte,2)'},
        {type: 'length', suit: 'D', max: 3, raw: 's(d,lt,4)'},
        {type: 'length', suit: 'H', max: 4, raw: 's(h,lte,4)'},
        {type: 'length', suit: 'S', max: 4, raw: 's(s,lte,4)'}
      ]
    })
    expect(oneClub.children).toMatchObject([
      {type: 'meaning', children: [{type: 'text', value: 'Approach club'}], position: {start: {line: 5, column: 66}, end: {line: 5, column: 79}}}
    ])

    const twoDiamonds = opn0!.children[7] as Bid
    expect(twoDiamonds.constraint).toMatchObject({
      children: [{type: 'points'}, {type: 'length', suit: 'D', min: 6, max: 6}, {type: 'honours', suit: 'D', min: 2, raw: 'h(d,gte,2)'}]
    })
    const oneNotrump = rsp0!.children[4] as Bid
    expect(oneNotrump).toMatchObject({call: '1N', raw: '1nt', nextState: 'opn1'})
    expect(rsp0!.children.at(-1)).toMatchObject({call: '2S', children: [{children: [{value: 'Unlimited bid, at least 4 of bid suit'}]}]})
  })

  it('should read the older dialect, warning about each row without a next state and the dead line', () => {
    const {tree, file} = read('bidding_space.txt')
    expect(file.messages.map((message) => message.ruleId)).toEqual([
      'missing-next-state',
      'missing-next-state',
      'missing-next-state',
      'missing-next-state',
      'next-state-line',
      'missing-next-state',
      'missing-next-state'
    ])
    expect(tree.children[0]).toMatchObject({type: 'opaque', value: '# comments'})
    const machine = machineOf(tree)
    expect(machine.children.map((state) => state.name + '/' + (state.prevBid ?? 'none'))).toEqual([
      'opener/none',
      'responder/1C',
      'responder/1D',
      'responder/1N'
    ])
    expect(machine.children[0]!.priority).toEqual(['2N', '1S', '1H', '1N', '1D', '1C'])
    expect(machine.children[1]!.children[0]).toMatchObject({call: 'P', constraint: {type: 'points', scale: 'length', min: 0, max: 5}})
    expect(machine.children[3]!.children[0]).toMatchObject({type: 'opaque', value: 'next_state: ns(2c,stayman) ns((2d,2h),transfer)'})
  })

  it('should read the oldest dialect, which has no priority line', () => {
    const {tree, file} = read('bidding_space_1.txt')
    expect(file.messages.map((message) => message.ruleId)).toEqual(Array.from({length: 6}, () => 'missing-next-state'))
    const machine = machineOf(tree)
    expect(machine.children.every((state) => state.priority === undefined)).toBe(true)
    expect(machine.children[0]!.children[1]).toMatchObject({
      call: '1C',
      constraint: {type: 'and', children: [{type: 'points', scale: 'length', min: 13, max: 22}, {}, {}, {}, {}]}
    })
  })

  it('should read the older dialects as the reference does in the reference profile', () => {
    const {tree} = read('bidding_space.txt', 'reference')
    const machine = machineOf(tree)
    expect(machine.children[1]!.children[0]).toMatchObject({call: 'P', nextState: 'p', constraint: {type: 'quality', raw: '(lp,0,5)'}})
    expect(machine.children[3]!.children[0]).toMatchObject({
      type: 'opaque',
      data: {bidspaceBid: {bid: 'next_stat', nextState: 'e', description: ''}}
    })
  })

  it('should unfold into an auction tree with core’s `stateMachineToSequences`', () => {
    const {tree} = read('bidding_space_2.txt')
    const file = new VFile()
    const sequences = stateMachineToSequences(machineOf(tree), file)
    expect(file.messages).toEqual([])
    expect(sequences).toHaveLength(1)
    const openings = sequences[0]!.children as Bid[]
    expect(openings.map((bid) => bid.call)).toEqual(['P', '1C', '1D', '1H', '1S', '1N', '2C', '2D', '2H', '2S', '2N'])
    // `1c` leads to `rsp0` after `1c`: responder's bids hang under it.
    const responses = openings[1]!.children.filter((child): child is Bid => child.type === 'bid')
    expect(responses.map((bid) => bid.call)).toEqual(['P', '1D', '1H', '1S', '1N', '2C', '2D', '2H', '2S'])
    // The priority list ranks them: `2c` first; `1h` and `1s` are not listed.
    expect(openings.find((bid) => bid.call === '2C')!.priority).toBe(11)
    expect(openings.find((bid) => bid.call === '1H')!.priority).toBeUndefined()
  })
})

import {VFile} from 'vfile'
import {describe, expect, it} from 'vitest'
import {fromBml} from '@bidding/bml-parse'
import type {Sequence} from '@bidding/core'
import {messageList} from './util.js'

function read(text: string): {sequences: Sequence[]; messages: string[]} {
  const file = new VFile({path: 'classes.bml', value: text})
  const tree = fromBml(text, file)
  return {sequences: tree.children.filter((node): node is Sequence => node.type === 'sequence'), messages: messageList(file)}
}

describe('#CLASS', () => {
  it('should read a pattern, a name and a condition into the table’s auction class', () => {
    const {sequences, messages} = read("#CLASS (1*)-D-(*) after partner's takeout double {partner passed}\n1S To play\n")
    expect(messages).toEqual([])
    const auctionClass = sequences[0]!.auctionClass!
    expect(auctionClass.pattern.map((step) => [step.call, step.by])).toEqual([['1*', 'they'], ['X', 'we'], ['*', 'they']])
    expect(auctionClass.name).toBe("after partner's takeout double")
    expect(auctionClass.condition).toEqual({type: 'auction', fact: 'partner-passed'})
    // Each step points at its place on the line.
    expect(auctionClass.pattern[1]!.position).toEqual({start: {line: 1, column: 13, offset: 12}, end: {line: 1, column: 14, offset: 13}})
    expect(sequences[0]!.children.map((bid) => bid.type === 'bid' && bid.call)).toEqual(['1S'])
  })

  it('should read `...`, call patterns and a history row after the class', () => {
    const {sequences, messages} = read('#CLASS ...-1M-(*)-2M-(3*)\n3M Competitive\n')
    expect(messages).toEqual([])
    expect(sequences[0]!.auctionClass!.pattern.map((step) => step.call)).toEqual(['...', '1M', '*', '2M', '3*'])
    const balancing = read('#CLASS ... {balancing seat}\n1N-\nD Penalty\n').sequences[0]!
    expect(balancing.auctionClass!.name).toBeUndefined()
    expect(balancing.context?.map((call) => call.call)).toEqual(['1N'])
  })

  it('should skip a table whose class is not valid, with a positioned message', () => {
    const cases: Array<[string, string]> = [
      ['#CLASS (1*)-Q-(*)\n1S x\n', '1:13-1:14 warning invalid-class: Unexpected `Q` in a class pattern'],
      ['#CLASS 1X-(2steps)\n1S x\n', '1:11-1:19 warning invalid-class: Unexpected `(2steps)` in a class pattern'],
      ['#CLASS\n1S x\n', '1:1-1:7 warning invalid-class: Unexpected `#CLASS` without a pattern'],
      ['#CLASS ... {balancing seat\n1S x\n', '1:12-1:27 warning invalid-class: Unexpected `{` without `}`'],
      ['#CLASS ... {12+ HCP}\n1S x\n', '1:12-1:21 warning class-condition: Unexpected `12+ HCP` in a class condition'],
      ['#CLASS ... {balancing seat, fit ♥}\n1S x\n', '1:12-1:35 warning class-condition: Unexpected `fit ♥` in a class condition'],
      ['#CLASS ... {balancing seats}\n1S x\n', '1:23-1:28 warning invalid-class: Unexpected `seats`']
    ]
    for (const [text, expected] of cases) {
      const {sequences, messages} = read(text)
      expect(sequences).toEqual([])
      expect(messages).toHaveLength(1)
      expect(messages[0]).toContain(expected)
    }
  })

  it('should fail on `#CLASS` in the reference profile, as BML 2 fails on an unknown directive', () => {
    const file = new VFile({value: '#CLASS ...\n1S x\n'})
    expect(() => fromBml('#CLASS ...\n1S x\n', file, {profile: 'reference'})).toThrow('Unexpected directive `#CLASS`')
  })
})

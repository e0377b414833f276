import {describe, expect, it} from 'vitest'
import {bareDispositions, fromBml, readCallToken} from '@bidding/bml-parse'
import {dispositions} from '@bidding/core/calls'
import type {Bid, Sequence} from '@bidding/core'
import {VFile} from 'vfile'

describe('readCallToken', () => {
  it('should read a call token as BML 2 does, in canonical spelling', () => {
    expect(['1NT', '1N', 'P', 'D', 'R', '3CD', '2oM', '1red', '2steps', '7S'].map((token) => readCallToken(token))).toEqual([
      '1N',
      '1N',
      'P',
      'X',
      'XX',
      '3CD',
      '2oM',
      '1red',
      '2steps',
      '7S'
    ])
  })

  it('should give nothing for what is no call token', () => {
    for (const token of ['(1C)', '8C', '1NTX', 'Pass', '1C/1D', '', 'x']) expect(readCallToken(token)).toBeUndefined()
  })
})

describe('bareDispositions', () => {
  it('should be the dispositions a block reads alone', () => {
    const alone = dispositions.filter((disposition) => {
      const file = new VFile()
      const tree = fromBml('1C text {' + disposition + '}\n', file)
      const bid = (tree.children[0] as Sequence).children[0] as Bid
      return file.messages.length === 0 && bid.alert?.disposition === disposition
    })
    expect([...bareDispositions].sort()).toEqual(alone.sort())
  })
})

/**
 * The writer in chunks writes one option block at a time and remembers only
 * record keys that come more than once; the string writer gathers every
 * record. On random trees full of auctions defined again (in other
 * sequences, under other seats and vulnerabilities, with and without an
 * explanation) both give the same text and the same messages.
 */

import fc from 'fast-check'
import {VFile} from 'vfile'
import {describe, expect, it} from 'vitest'
import {b, type Bid, type ContextCall, type Root, type Sequence} from '@bidding/core'
import type {Seat, VulnerabilityCondition} from '@bidding/core/calls'
import {toBboalert, toBboalertChunks} from '@bidding/bboalert-stringify'

const calls = ['1C', '1D', '1H', 'P', 'X', 'ZZ'] as const
const texts = ['', '', 'natural', 'strong', 'weak'] as const
const sides = ['we', 'we', 'they'] as const
const seats = fc.option(fc.uniqueArray(fc.constantFrom<Seat>(1, 2, 3, 4), {minLength: 1, maxLength: 4}), {nil: undefined})
const vulnerable = fc.constantFrom('yes', 'no', 'any') as fc.Arbitrary<VulnerabilityCondition['we']>
const vulnerability = fc.option(fc.record({we: vulnerable, they: vulnerable}), {nil: undefined})

const bid: fc.Memo<Bid> = fc.memo((depth) =>
  fc
    .record({
      call: fc.constantFrom(...calls),
      by: fc.constantFrom(...sides),
      text: fc.constantFrom(...texts),
      seats: depth > 2 ? fc.constant(undefined) : seats,
      vulnerability: depth > 2 ? fc.constant(undefined) : vulnerability,
      children: depth <= 1 ? fc.constant([]) : fc.array(bid(depth - 1), {maxLength: 3})
    })
    .map(({call, by, text, seats, vulnerability, children}) =>
      b('bid', {call, by, ...(seats ? {seats} : {}), ...(vulnerability ? {vulnerability} : {})}, [
        ...(text ? [b('meaning', [b('text', text)])] : []),
        ...children
      ])
    )
)

const context: fc.Arbitrary<ContextCall[]> = fc.array(
  fc.record({call: fc.constantFrom('1C', 'P', 'X'), by: fc.constantFrom('we', 'they') as fc.Arbitrary<ContextCall['by']>}),
  {maxLength: 3}
)

const sequence: fc.Arbitrary<Sequence> = fc
  .record({context, seats, vulnerability, children: fc.array(bid(4), {minLength: 1, maxLength: 4})})
  .map(({context, seats, vulnerability, children}) =>
    b('sequence', {...(context.length > 0 ? {context} : {}), ...(seats ? {seats} : {}), ...(vulnerability ? {vulnerability} : {})}, children)
  )

const tree: fc.Arbitrary<Root> = fc.array(sequence, {minLength: 1, maxLength: 6}).map((children) => b('root', children))

describe('chunks: block by block', () => {
  it('should write the same text and messages as the string writer on random trees with auctions defined again', () => {
    fc.assert(
      fc.property(tree, (root) => {
        const chunkFile = new VFile({path: 'system.bml'})
        const textFile = new VFile({path: 'system.bml'})
        expect([...toBboalertChunks(root, {}, chunkFile)].join('')).toBe(toBboalert(root, {}, textFile))
        expect(chunkFile.messages.map(String)).toEqual(textFile.messages.map(String))
      }),
      {numRuns: 300}
    )
  })

  it('should let a later definition fill an empty explanation, under each of its seats, and keep the first one otherwise', () => {
    const root = b('root', [
      b('sequence', {seats: [1, 2]}, [b('bid', {call: '1C', by: 'we'})]),
      b('sequence', {seats: [1]}, [b('bid', {call: '1C', by: 'we'}, [b('meaning', [b('text', 'strong')])])]),
      b('sequence', {seats: [1, 2]}, [b('bid', {call: '1C', by: 'we'}, [b('meaning', [b('text', 'natural')])])])
    ])
    const text = [...toBboalertChunks(root)].join('')
    expect(text).toBe(toBboalert(root))
    expect(text).toBe(
      ['BBOalert', 'Option,1st-2nd-seat_@1@2', ',1C,natural', 'Option,1st-seat_@1', ',1C,strong', 'Option', ''].join('\n')
    )
  })
})

import fc from 'fast-check'
import {VFile} from 'vfile'
import {describe, expect, it} from 'vitest'
import {fromBml} from '@bidding/bml-parse'
import {toBml} from '@bidding/bml-stringify'
import type {AuctionClass, Root, Sequence} from '@bidding/core'
import type {Constraint} from '@bidding/core/constraints'

function classesOf(tree: Root): unknown[] {
  return tree.children
    .filter((node): node is Sequence => node.type === 'sequence')
    .map((sequence) => {
      const {position: _, pattern, ...rest} = sequence.auctionClass ?? {pattern: []}
      return {...rest, pattern: pattern.map((step) => ({call: step.call, by: step.by}))}
    })
}

const step = fc.record({
  call: fc.constantFrom('*', '1*', '3*', '1C', '1N', 'X', 'XX', 'P', '1M', '2X', '3CD', '2S/3H'),
  by: fc.constantFrom('we' as const, 'they' as const)
})
const condition = fc.constantFrom<Constraint | undefined>(
  undefined,
  {type: 'auction', fact: 'balancing'},
  {type: 'auction', fact: 'partner-passed'},
  {type: 'not', child: {type: 'auction', fact: 'vulnerable'}},
  {type: 'shown', seat: 'partner', suit: 'S', min: 3}
)
const auctionClass = fc.record({
  pattern: fc.tuple(fc.boolean(), fc.array(step, {minLength: 1, maxLength: 5})).map(([anyFirst, steps]) => (anyFirst ? [{call: '...', by: 'we' as const}, ...steps] : steps)),
  name: fc.constantFrom(undefined, 'after a takeout double', 'any balancing seat'),
  condition
})

describe('#CLASS in BML', () => {
  it('should write a class table that reads back the same', () => {
    const text = "#CLASS (1*)-D-(*) after partner's takeout double {partner passed}\n1S To play\n"
    const first = fromBml(text, new VFile({value: text}))
    const output = toBml(first)
    expect(output).toContain("#CLASS (1*)-D-(*) after partner's takeout double {partner passed}")
    expect(classesOf(fromBml(output, new VFile({value: output})))).toEqual(classesOf(first))
  })

  it('should round-trip random classes through print and parse', () => {
    fc.assert(
      fc.property(auctionClass, (generated) => {
        const value: AuctionClass = {pattern: generated.pattern}
        if (generated.name) value.name = generated.name
        if (generated.condition) value.condition = generated.condition
        const tree: Root = {
          type: 'root',
          children: [{type: 'sequence', auctionClass: value, children: [{type: 'bid', call: '7N', by: 'we', children: []}]}]
        }
        const written = new VFile()
        const output = toBml(tree, {}, written)
        const file = new VFile({value: output})
        const back = fromBml(output, file)
        expect(file.messages.map(String)).toEqual([])
        expect(classesOf(back)).toEqual(classesOf(tree))
      }),
      {numRuns: 200}
    )
  })
})

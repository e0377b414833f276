import {expectTypeOf, test} from 'vitest'
import {visit} from 'unist-util-visit'
import {b, type Bid, type Sequence, type Text} from '@bidding/core'

test('b() gives the node type asked for', () => {
  expectTypeOf(b('bid', {call: '1N', by: 'we'})).toEqualTypeOf<Bid>()
  expectTypeOf(b('text', 'x')).toEqualTypeOf<Text>()
  expectTypeOf(b('sequence')).toEqualTypeOf<Sequence>()
  // @ts-expect-error: a bid needs `call` and `by`.
  b('bid', {call: '1N'})
  // @ts-expect-error: a bid's children are bid content.
  b('bid', {call: '1N', by: 'we'}, [b('heading', {depth: 1})])
})

test('unist-util-visit narrows bdast nodes', () => {
  const tree = b('root')
  visit(tree, 'bid', (node) => {
    expectTypeOf(node).toEqualTypeOf<Bid>()
  })
})

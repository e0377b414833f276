import {describe, expect, it} from 'vitest'
import type {Root} from '@bidding/core'
import {toLatex} from '@bidding/latex-stringify'

const tree: Root = {
  type: 'root',
  children: [
    {
      type: 'sequence',
      auctionClass: {name: 'they outbid our fit', pattern: [{call: '1M', by: 'we'}, {call: '*', by: 'they'}, {call: '2M', by: 'we'}, {call: '3*', by: 'they'}]},
      children: [{type: 'bid', call: '3H', by: 'we', children: [{type: 'meaning', children: [{type: 'text', value: 'Competitive'}]}]}]
    },
    {
      type: 'sequence',
      auctionClass: {pattern: [{call: '...', by: 'we'}], condition: {type: 'shown', seat: 'partner', suit: 'H', min: 3}},
      children: [{type: 'bid', call: '4H', by: 'we', children: []}]
    }
  ]
}

describe('a class table in LaTeX', () => {
  it('should head the table with the class in words, suits as macros', () => {
    const latex = toLatex(tree)
    expect(latex).toContain('Class: they outbid our fit (1M (any call) 2M (any 3-level bid))')
    expect(latex).toContain('Class: any auction, partner 3+\\BH{}')
    expect(latex).toContain('Competitive')
  })
})

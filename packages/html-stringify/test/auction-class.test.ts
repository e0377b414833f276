import {describe, expect, it} from 'vitest'
import type {Root} from '@bidding/core'
import {toHtml} from '@bidding/html-stringify'

const tree: Root = {
  type: 'root',
  children: [
    {
      type: 'sequence',
      auctionClass: {
        name: 'after partner’s takeout double',
        pattern: [{call: '1*', by: 'they'}, {call: 'X', by: 'we'}, {call: '*', by: 'they'}],
        condition: {type: 'auction', fact: 'partner-passed'}
      },
      children: [{type: 'bid', call: '1S', by: 'we', children: [{type: 'meaning', children: [{type: 'text', value: 'To play'}]}]}]
    }
  ]
}

describe('a class table in HTML', () => {
  it('should head the table with the class in words, its calls with suit symbols', () => {
    const html = toHtml(tree)
    expect(html).toContain('Class: after partner’s takeout double ((any 1-level bid) Dbl (any call), partner passed)')
    expect(html).toContain('To play')
    expect(html).toContain('♠')
  })
})

/**
 * A paragraph's kind comes from its start (bml.md §3): the reader looks at
 * its first words, across lines, and at no more than its first 8 lines.
 */

import {describe, expect, it} from 'vitest'
import {fromBml} from '@bidding/bml-parse'

function kinds(text: string): string[] {
  return fromBml(text).children.map((node) => node.type)
}

describe('the kind of a paragraph', () => {
  it('should read four calls as an auction diagram however they are spread over the first lines', () => {
    expect(kinds('1C P 1H P')).toEqual(['auctionDiagram'])
    expect(kinds('1C  P\n1H\n P')).toEqual(['auctionDiagram'])
    expect(kinds('1C\nP\n1H\nP x')).toEqual(['auctionDiagram'])
    expect(kinds('P P\nP P\nx')).toEqual(['auctionDiagram'])
    expect(kinds('1D 2D 3D\n4D 5+ x')).toEqual(['auctionDiagram'])
  })

  it('should look past lines of TABs at the start, up to the eighth line', () => {
    expect(kinds('\t\n1C P\n\t\n1H P')).toEqual(['auctionDiagram'])
    expect(kinds('\t\n'.repeat(7) + '1C P 1H P')).toEqual(['auctionDiagram'])
    expect(kinds('\t\n'.repeat(8) + '1C P 1H P')).toEqual(['paragraph'])
  })

  it('should read a table, a list or a paragraph from the first word when the fourth is no call', () => {
    expect(kinds('#BIDTABLE\n1C x\n  1D y')).toEqual(['sequence'])
    expect(kinds('1C P 1H x\n  1S y')).toEqual(['sequence'])
    expect(kinds('- a b c d\n- e')).toEqual(['list'])
    expect(kinds('Some text\n1C P 1H P')).toEqual(['paragraph'])
  })
})

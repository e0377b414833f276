import {readFileSync} from 'node:fs'
import type {AuctionDiagram, DealDiagram, Heading} from '@bidding/core'
import {VFile} from 'vfile'
import {describe, expect, it} from 'vitest'
import {fromPbn} from '../src/index.js'

const field = (name: string) => readFileSync(new URL('../../hand/test/fixtures/field/' + name, import.meta.url), 'latin1')

describe('fromPbn', () => {
  it('should make each board a heading, a deal diagram and an auction diagram with its notes', () => {
    const file = new VFile({path: 'bba-ogust.pbn'})
    const tree = fromPbn(field('bba-ogust.pbn'), file)
    expect(file.messages.map(String)).toEqual([])
    const headings = tree.children.filter((node): node is Heading => node.type === 'heading')
    expect(headings.map((heading) => (heading.children[0] as {value: string}).value)).toEqual(['Board 1', 'Board 2', 'Board 3', 'Board 4'])
    const deals = tree.children.filter((node): node is DealDiagram => node.type === 'dealDiagram')
    expect(deals.length).toBe(4)
    expect(deals[0]).toMatchObject({board: 1, dealer: 'E', vulnerability: 'all', contract: '3N', declarer: 'W'})
    expect(deals[0]!.hands.N).toEqual(['A93', 'KQ43', 'Q5', '9852'])
    const auction = tree.children.find((node): node is AuctionDiagram => node.type === 'auctionDiagram')!
    expect(auction.first).toBe('E')
    expect(auction.children.map((cell) => cell.call)).toEqual(['2D', 'P', '2N', 'P', '3C', 'P', '3N', 'P', 'P', 'P'])
    expect(auction.children[2]!.children).toEqual([{type: 'text', value: 'Ogust'}])
  })

  it('should mark alerted calls and keep BridgeComposer’s `AC` turns as empty cells', () => {
    const alerted = fromPbn(field('ben-1H-3N.pbn'), new VFile())
    const first = alerted.children.find((node): node is AuctionDiagram => node.type === 'auctionDiagram')!
    expect(first.children[4]).toMatchObject({call: '4C', alert: {}})
    const challenge = fromPbn(field('bridgecomposer-bw.pbn'), new VFile())
    const cells = challenge.children.filter((node): node is AuctionDiagram => node.type === 'auctionDiagram').flatMap((node) => node.children)
    expect(cells.some((cell) => cell.call === '' && cell.raw === 'AC')).toBe(true)
  })
})

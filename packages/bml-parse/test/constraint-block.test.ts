import type {Bid, Sequence} from '@bidding/core'
import {VFile} from 'vfile'
import {describe, expect, it} from 'vitest'
import {fromBml, type Options} from '@bidding/bml-parse'
import {bmlText, messageList} from './util.js'

function read(text: string, options: Options = {}): {bids: Bid[]; messages: string[]} {
  const file = new VFile({value: text})
  const tree = fromBml(text, file, options)
  const bids: Bid[] = []
  const walk = (bid: Bid): void => {
    bids.push(bid)
    for (const child of bid.children) if (child.type === 'bid') walk(child)
  }

  for (const node of tree.children) if (node.type === 'sequence') for (const child of (node as Sequence).children) if (child.type === 'bid') walk(child)
  return {bids, messages: messageList(file)}
}

function meaning(bid: Bid): string | undefined {
  const first = bid.children[0]
  return first?.type === 'meaning' ? bmlText(first.children) : undefined
}

describe('constraint blocks', () => {
  it('should read a block that spans continuation lines, and keep a final `.` line after it', () => {
    const {bids, messages} = read('1N  Strong notrump, which may hold\n    a five-card minor {15-17 HCP,\n    balanced; alert}\n    .\n')
    expect(messages).toEqual([])
    expect(bids[0]!.constraint).toEqual({type: 'and', children: [{type: 'points', scale: 'hcp', min: 15, max: 17}, {type: 'balanced'}]})
    expect(bids[0]!.alert).toEqual({artificial: true})
    expect(meaning(bids[0]!)).toBe('Strong notrump, which may hold\\na five-card minor\\n')
  })

  it('should drop a line that holds only the block, and leave no meaning when there is no text', () => {
    const {bids} = read('1N  Strong\n    {15-17 HCP}\n2C  {22+ HCP}\n')
    expect(meaning(bids[0]!)).toBe('Strong')
    expect(bids[1]!.children).toEqual([])
    expect(bids[1]!.constraint).toEqual({type: 'points', scale: 'hcp', min: 22})
  })

  it('should position a problem on the line and column it is on', () => {
    const {bids, messages} = read('1N  Strong {15-17 HCP;\n    priority high}\n')
    expect(messages).toEqual([
      '2:5-2:18 warning invalid-block-part: Unexpected `high` after `priority`, expected a class (`slam`, `game-forcing`, `game`, `invitational`, `constructive`, `competitive`, `natural`, `sign-off`, `last`) or a whole number such as `2` (the block is kept as text)'
    ])
    expect(bids[0]!.priority).toBeUndefined()
    expect(meaning(bids[0]!)).toBe('Strong {15-17 HCP;\\npriority high}')
  })

  it('should read priority classes by name, as numbers ten apart', () => {
    const {bids, messages} = read('3N  Game {25+ HCP; priority game-forcing}\n2N  Invite {; priority invitational}\nP   Rest {; priority signoff}\n')
    expect(messages).toEqual([])
    expect(bids.map((bid) => bid.priority)).toEqual([50, 30, -10])
  })

  it('should keep suit variables and references for the robot to bind', () => {
    const {bids} = read("2X  Weak two {6X, 5-10 HCP}\n  2N  Ask {15+ HCP}\n    3X  {6+ in bid suit; if 3+ in partner's suit}\n")
    expect(bids[0]!.constraint).toEqual({type: 'and', children: [{type: 'length', suit: 'X', min: 6, max: 6}, {type: 'points', scale: 'hcp', min: 5, max: 10}]})
    expect(bids[2]!.constraint).toEqual({type: 'length', suit: 'bid', min: 6})
    expect(bids[2]!.criteria).toEqual({type: 'length', suit: 'partner', min: 3})
  })

  it('should read every kind of part, in any case', () => {
    const {bids, messages} = read('1N  x {any hand; ALERT Relay; Forcing Slam; priority +3; seats 3,4; vul 0n; Fallback}\n2C  y {; disposition game-forcing; GF}\n2D  z {NF; transfer}\n')
    expect(messages).toEqual([])
    expect(bids[0]).toMatchObject({alert: {artificial: true, disposition: 'relay'}, forcing: 'slam', priority: 3, seats: [3, 4], vulnerability: {we: 'any', they: 'no'}, fallback: true})
    expect(bids[1]).toMatchObject({alert: {disposition: 'game-forcing'}, forcing: 'game'})
    expect(bids[1]!.constraint).toBeUndefined()
    expect(bids[2]).toMatchObject({alert: {disposition: 'transfer'}, forcing: 'non-forcing'})
  })

  it('should refuse a part given twice', () => {
    const {messages} = read('1N  x {15-17 HCP; alert; transfer}\n')
    expect(messages).toEqual(['1:26-1:34 warning invalid-block-part: Unexpected second `transfer` in the block, expected each kind of part once (the block is kept as text)'])
  })

  it('should keep blocks as text in the reference profile', () => {
    const {bids, messages} = read('1N  Strong {15-17 HCP}\n', {profile: 'reference'})
    expect(messages).toEqual([])
    expect(bids[0]!.constraint).toBeUndefined()
    expect(meaning(bids[0]!)).toBe('Strong {15-17 HCP}')
  })
})

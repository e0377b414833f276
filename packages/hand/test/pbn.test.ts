import {readFileSync} from 'node:fs'
import fc from 'fast-check'
import {VFile} from 'vfile'
import {describe, expect, it} from 'vitest'
import {corpus, describeCorpus} from '../../../test/shared.js'
import {cardCount, formatDeal, parseDeal, parsePbn, toPbn, type Deal, type PbnGame} from '../src/index.js'

const fixture = (name: string) => readFileSync(new URL('fixtures/' + name, import.meta.url), 'utf8')

describe('parsePbn', () => {
  const file = new VFile({path: 'robot.pbn'})
  const games = parsePbn(fixture('robot.pbn'), file)

  it('should read every game without messages', () => {
    expect(games.length).toBe(3)
    expect(file.messages.map(String)).toEqual([])
  })

  it('should read the board, dealer, vulnerability and deal', () => {
    const [first, second, third] = games as [PbnGame, PbnGame, PbnGame]
    expect(first).toMatchObject({board: 1, dealer: 'N', vulnerability: 'none'})
    expect(first.deal && formatDeal(first.deal)).toBe('N:AKJ52.K83.Q4.J72 T96.AQ42.K73.K95 Q83.T65.AJ852.T4 74.J97.T96.AQ863')
    expect(second).toMatchObject({board: 2, dealer: 'E', vulnerability: 'ns'})
    expect(second.deal?.every((hand) => cardCount(hand) === 0)).toBe(true)
    expect(third).toMatchObject({board: 3, dealer: 'S', vulnerability: 'all'})
  })

  it('should resolve `#` from the previous game and spell known tags the standard way', () => {
    const second = games[1]!
    expect(second.tags.find((tag) => tag.name === 'Event')?.value).toBe('Simulation')
    expect(second.tags.find((tag) => tag.name === 'Date')?.value).toBe('2026.11.21')
    expect(second.tags.map((tag) => tag.name)).toContain('Board')
  })

  it('should read the auction with its notes', () => {
    expect(games[0]!.auction).toEqual({
      first: 'N',
      calls: [
        {call: '1S'},
        {call: 'P'},
        {call: '2N', notes: ['Jacoby, game-forcing raise'], noteNumbers: [1]},
        {call: 'P'},
        {call: '4S', notes: ['minimum, no shortness'], noteNumbers: [2]},
        {call: 'P'},
        {call: 'P'},
        {call: 'P'}
      ]
    })
  })

  it('should read annotations, NAGs, any case, AP and comments', () => {
    expect(games[1]!.auction).toEqual({
      first: 'E',
      calls: [{call: 'P'}, {call: '1N', annotation: '!', nags: [3]}, {call: 'X'}, {call: 'P'}, {call: 'P'}, {call: 'P'}],
      allPass: true
    })
    expect(games[2]!.auction).toEqual({
      first: 'S',
      calls: [{call: '1C'}, {call: '1D'}, {call: '1H', notes: ['natural'], noteNumbers: [3]}],
      incomplete: true
    })
  })

  it('should keep other sections as lines', () => {
    expect(games[1]!.tags.find((tag) => tag.name === 'Play')?.section).toEqual(['SA S2 S3 S4', '*'])
  })

  it('should warn, with positions, about everything it cannot read', () => {
    const broken = new VFile({path: 'broken.pbn'})
    const result = parsePbn(fixture('broken.pbn'), broken)
    expect(broken.messages.map((message) => [message.line, message.column, message.ruleId]).sort((a, b) => (a[0] as number) - (b[0] as number) || (a[1] as number) - (b[1] as number))).toEqual([
      [1, 1, 'missing-inherited'],
      [2, 1, 'invalid-board'],
      [3, 1, 'invalid-dealer'],
      [4, 1, 'invalid-vulnerable'],
      [5, 25, 'invalid-deal'],
      [6, 1, 'invalid-auction'],
      [7, 1, 'invalid-note'],
      [9, 1, 'unexpected-text'],
      [10, 1, 'invalid-tag'],
      [11, 8, 'invalid-tag'],
      [14, 4, 'invalid-call'],
      [14, 7, 'missing-note'],
      [15, 1, 'unclosed-comment']
    ])
    expect(broken.messages.every((message) => message.source === '@bidding/hand' && !message.fatal)).toBe(true)
    expect(result.length).toBe(2)
    expect(result[1]!.auction?.calls.map((c) => c.call)).toEqual(['1S', '2H'])
  })

  it('should never throw, whatever the input', () => {
    const pieces = fc.constantFrom('[', ']', '"', '{', '}', ';', '\n', '%', '#', 'Deal', 'Auction', 'N:', '=1=', 'AP', '1S', ' ', 'x', '\\')
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.array(pieces).map((parts) => parts.join(''))), (value) => {
        const messages = new VFile()
        expect(Array.isArray(parsePbn(value, messages))).toBe(true)
      }),
      {numRuns: 500}
    )
  })
})

describe('toPbn', () => {
  const deal = (parseDeal('N:AKJ52.K83.Q4.J72 T96.AQ42.K73.K95 Q83.T65.AJ852.T4 74.J97.T96.AQ863') as {deal: Deal}).deal

  it('should write the tags, the deal from the dealer, and the auction with numbered notes', () => {
    const text = toPbn({
      tags: [
        {name: 'Event', value: 'Simulation "one"'},
        {name: 'Contract', value: '4S'},
        {name: 'Application', value: 'bidding'}
      ],
      board: 2,
      deal,
      auction: {
        first: 'E',
        calls: [{call: 'P'}, {call: '1S'}, {call: 'P'}, {call: '2N', notes: ['Jacoby']}, {call: 'P'}, {call: '4S', notes: ['minimum']}, {call: 'P'}, {call: 'P'}, {call: 'P'}]
      }
    })
    expect(text).toBe(
      [
        '[Event "Simulation \\"one\\""]',
        '[Board "2"]',
        '[Dealer "E"]',
        '[Vulnerable "NS"]',
        '[Deal "E:T96.AQ42.K73.K95 Q83.T65.AJ852.T4 74.J97.T96.AQ863 AKJ52.K83.Q4.J72"]',
        '[Contract "4S"]',
        '[Application "bidding"]',
        '[Auction "E"]',
        'Pass 1S Pass 2NT =1=',
        'Pass 4S =2= Pass Pass',
        'Pass',
        '[Note "1:Jacoby"]',
        '[Note "2:minimum"]',
        ''
      ].join('\n')
    )
  })

  it('should read back what it writes', () => {
    const structured = new Set(['Board', 'Dealer', 'Vulnerable', 'Deal', 'Auction', 'Note'])
    const strip = (list: PbnGame[]) =>
      list.map((game) => ({
        board: game.board,
        dealer: game.dealer,
        vulnerability: game.vulnerability,
        deal: game.deal,
        auction: game.auction,
        tags: game.tags.filter((tag) => !structured.has(tag.name)).map((tag) => [tag.name, tag.value, tag.section])
      }))
    const games = parsePbn(fixture('robot.pbn'))
    expect(strip(parsePbn(toPbn(games)))).toEqual(strip(games))
  })
})

describeCorpus('the PBN corpus (WC2005final01.pbn)', () => {
  it('should read every board with its deal and auction and no messages', () => {
    const file = new VFile({path: 'WC2005final01.pbn'})
    const games = parsePbn(readFileSync(corpus('pbn', 'WC2005final01.pbn'), 'utf8'), file)
    // Board 5 has a blank line inside the game: it stays one game, with a warning.
    expect(file.messages.map((message) => [message.line, message.ruleId])).toEqual([[144, 'blank-line-in-game']])
    expect(games.length).toBeGreaterThan(10)
    for (const game of games) {
      expect(game.deal && game.deal.every((hand) => cardCount(hand) === 13)).toBe(true)
      expect(game.board).toBeTypeOf('number')
      expect(game.auction?.calls.length).toBeGreaterThanOrEqual(4)
    }

    const first = games[0]!
    expect(first).toMatchObject({board: 1, dealer: 'N', vulnerability: 'none'})
    expect(first.auction?.calls.map((c) => c.call)).toEqual(['1S', 'X', '3S', 'P', '4S', '5H', 'P', 'P', 'P'])
    expect(games[1]!.tags.find((tag) => tag.name === 'Event')?.value).toBe('Computer-Bridge Championship Final 01-16')
    expect(games[4]!.tags.find((tag) => tag.name === 'Contract')?.value).toBe('4S')
  })
})

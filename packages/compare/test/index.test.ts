import type {Call, Contract} from '@bidding/core/calls'
import type {DdTable, ParResult} from '@bidding/dds'
import {parseDeal, parsePbn, toPbn, type Deal} from '@bidding/hand'
import {describe, expect, it} from 'vitest'
import {
  compareScores,
  compareWithPar,
  comparisonHtml,
  comparisonPbn,
  mostDifferent,
  scoreBoard,
  scoreText,
  summarize,
  tQuantile975,
  type ScoredBoard
} from '../src/index.js'

const parsed = parseDeal('N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3')
if (!parsed.ok) throw new Error(parsed.message)
const deal: Deal = parsed.deal
// DDS's table for this deal (list100, hand 1).
const table: DdTable = {
  S: {N: 5, E: 8, S: 5, W: 8},
  H: {N: 6, E: 6, S: 6, W: 6},
  D: {N: 5, E: 7, S: 5, W: 7},
  C: {N: 7, E: 5, S: 7, W: 5},
  NT: {N: 6, E: 6, S: 6, W: 6}
}

function contract(bid: Contract['bid'], declarer: Contract['declarer'], doubled = false): Contract {
  return {bid, declarer, doubled, redoubled: false}
}

function board(number: number, calls: string, result: Contract | 'passed-out'): ScoredBoard {
  return scoreBoard({board: number, deal, auction: {dealer: 'N', vulnerability: 'none', calls: calls.split(' ') as Call[], contract: result}}, table)
}

describe('scoreBoard', () => {
  it('should score the contract at declarer’s double-dummy tricks for North–South', () => {
    expect(board(1, '1C P 3N P P P', contract('3N', 'S'))).toMatchObject({tricks: 6, score: -150})
    expect(board(1, '1C P 2C P P P', contract('2C', 'N'))).toMatchObject({tricks: 7, score: -50})
    expect(board(1, 'P 1S P P P', contract('1S', 'W'))).toMatchObject({tricks: 8, score: -110})
    expect(board(1, 'P P P P', 'passed-out')).toMatchObject({tricks: undefined, score: 0})
  })
})

describe('summarize', () => {
  it('should give the mean and a t interval that matches the textbook quantiles', () => {
    expect(tQuantile975(1)).toBe(12.706)
    expect(tQuantile975(10)).toBeCloseTo(2.228, 2)
    expect(tQuantile975(30)).toBeCloseTo(2.042, 2)
    expect(tQuantile975(1000)).toBeCloseTo(1.962, 2)
    const result = summarize([1, 2, 3, 4, 5])
    expect(result.mean).toBe(3)
    // sd √2.5, t(4) = 2.776.
    expect(result.ci95[1] - 3).toBeCloseTo((2.776 * Math.sqrt(2.5)) / Math.sqrt(5), 2)
    expect(summarize([]).boards).toBe(0)
    expect(summarize([7]).ci95).toEqual([7, 7])
  })
})

describe('compareScores', () => {
  const first = [board(1, '1C P 2C P P P', contract('2C', 'N')), board(2, '1C P 3N P P P', contract('3N', 'S')), board(3, 'P P P P', 'passed-out')]
  const second = [board(1, '1C P 2C P P P', contract('2C', 'N')), board(2, '1C P 2C P P P', contract('2C', 'N')), board(3, '1C P P 1S P P P', contract('1S', 'W'))]

  it('should give IMPs per board for the first system with won, lost and tied shares', () => {
    const result = compareScores(first, second, [table, table, table], 'imps')
    // Board 2: -150 against -50 is -3; board 3: 0 against -110 is +3.
    expect(result.boards.map((entry) => entry.value)).toEqual([0, -3, 3])
    expect(result.score).toMatchObject({kind: 'imps', mean: 0, boards: 3})
    expect([result.won, result.lost, result.tied]).toEqual([1 / 3, 1 / 3, 1 / 3])
  })

  it('should group the boards by the auction before the first call that differs', () => {
    const result = compareScores(first, second, [table, table, table], 'total')
    expect(result.byDivergence.map((group) => [group.after, group.boards, group.mean])).toEqual([
      ['', 1, 110],
      ['1C P', 1, -100]
    ])
  })

  it('should give the first system’s matchpoint percentage with mp', () => {
    const result = compareScores(first, second, [table, table, table], 'mp')
    expect(result.boards.map((entry) => entry.value)).toEqual([50, 0, 100])
    expect(result.score.mean).toBe(50)
  })

  it('should list the boards that differ most, largest first, and leave out ties', () => {
    const result = compareScores(first, second, [table, table, table], 'total')
    expect(mostDifferent(result, 5).map((entry) => entry.board)).toEqual([3, 2])
  })

  it('should print the mean with its interval and the groups', () => {
    const text = scoreText(compareScores(first, second, [table, table, table], 'imps'), ['a.bml', 'b.bml'])
    expect(text).toMatch(/^a\.bml − b\.bml: 0\.00 IMPs\/board \(95% CI -\d+\.\d\d … \+\d+\.\d\d\) over 3 boards/)
    expect(text).toContain('after 1C P: -3.00 IMPs/board over 1 board')
    expect(text).toContain('at the first call: +3.00 IMPs/board over 1 board')
  })
})

describe('compareWithPar', () => {
  it('should compare each board with par', () => {
    const par: ParResult = {score: -110, contracts: []}
    const result = compareWithPar([board(1, 'P P P P', 'passed-out')], [par], [table], 'imps')
    expect(result.score.mean).toBe(3)
    expect(result.won).toBe(1)
  })
})

describe('reports', () => {
  const first = [board(2, '1C P 3N P P P', contract('3N', 'S'))]
  const second = [board(2, '1C P 2C P P P', contract('2C', 'N'))]
  const comparison = compareScores(first, second, [table], 'imps')

  it('should write both rooms of a board as PBN with the result, the score and the double-dummy tags', () => {
    const par: ParResult = {score: -110, contracts: [{level: 2, strain: 'S', declarer: 'EW', doubled: false, result: 0, text: '2S-EW'}]}
    const games = parsePbn(toPbn(comparisonPbn(comparison.boards, {names: ['a', 'b'], kind: 'imps', pars: new Map([[2, par]])})))
    expect(games).toHaveLength(2)
    const tags = games.map((game) => new Map(game.tags.map((tag) => [tag.name, tag.value])))
    expect(tags.map((map) => [map.get('Room'), map.get('Contract'), map.get('Result'), map.get('Score')])).toEqual([
      ['Open', '3NT', '6', 'NS -150'],
      ['Closed', '2C', '7', 'NS -50']
    ])
    expect(tags[0]!.get('ScoreComparison')).toBe('-3 IMPs for a')
    expect(tags[0]!.get('ParContract')).toBe('EW 2S')
    expect(games[1]!.auction?.calls.map((call) => call.call)).toEqual(['1C', 'P', '2C', 'P', 'P', 'P'])
  })

  it('should write an HTML page with a hand diagram, both auctions and the double-dummy table of each board', () => {
    const html = comparisonHtml(comparison, {names: ['a', 'b'], boards: comparison.boards})
    expect(html.startsWith('<!doctype html>')).toBe(true)
    expect(html).toContain('<h2>Board 2: -3 IMPs for a</h2>')
    expect(html).toContain('href="#board-2"')
    expect(html).toContain('<caption>a: 3N by S, 6 tricks, NS -150</caption>')
    expect(html).toContain('<caption>b: 2C by N, 7 tricks, NS -50</caption>')
    expect(html).toContain('<caption>Double-dummy tricks</caption>')
    // North's spades in the diagram.
    expect(html).toContain('QJ6')
  })
})

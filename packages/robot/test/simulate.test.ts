import {generateDealsSync} from '@bidding/deal'
import {parsePbn, toPbn, type Deal} from '@bidding/hand'
import {VFile} from 'vfile'
import {describe, expect, it} from 'vitest'
import {
  bidDeal,
  boardsToPbn,
  compareSimulations,
  comparisonText,
  chooseCall,
  compileSystem,
  ComparisonCounter,
  simulate,
  Simulator,
  StatisticsCounter,
  statisticsOf,
  statisticsText,
  type SimulatedBoard
} from '@bidding/robot'
import {bml, fixtureSystem, hand} from './helpers.js'

const {system} = fixtureSystem('system.bml')
const {deals} = generateDealsSync({count: 300, seed: 'robot simulate'})
const staymanDeal: Deal = [hand('AK2.KQ32.J43.Q32'), hand('JT9.JT9.Q765.J54'), hand('Q654.A765.K98.76'), hand('873.84.AT2.AKT98')]

describe('bidDeal', () => {
  it('should bid a deal to the end, each seat with its system', () => {
    const auction = bidDeal(staymanDeal, {N: system, S: system})
    // N 1NT; E (no system) passes; S Stayman; N shows hearts; the fixture has nothing after 2H: S passes.
    expect(auction.calls).toEqual(['1N', 'P', '2C', 'P', '2H', 'P', 'P', 'P'])
    expect(auction.choices.map((choice) => choice.reason)).toEqual(['rule', 'no-system', 'rule', 'no-system', 'rule', 'no-system', 'no-rule', 'no-system'])
    expect(auction.contract).toEqual({bid: '2H', declarer: 'N', doubled: false, redoubled: false})
  })

  it('should stop a runaway auction at the call limit', () => {
    const {tree} = bml('(1N)-\nD {any hand}\n')
    const looping = compileSystem(tree)
    const deal = deals[0]!
    const auction = bidDeal(deal, looping, {maxCalls: 3})
    expect(auction.calls).toHaveLength(3)
  })
})

describe('simulate', () => {
  const result = simulate(deals, {N: system, S: system, E: system, W: system})

  it('should bid every deal, dealer and vulnerability by board number', () => {
    expect(result.boards).toHaveLength(300)
    expect(result.boards[1]!.auction.dealer).toBe('E')
    expect(result.boards[1]!.auction.vulnerability).toBe('ns')
    for (const board of result.boards) expect(board.auction.contract).toBeDefined()
  })

  it('should count contracts, nodes, passed-out deals and hands without a rule', () => {
    const statistics = result.statistics
    expect(statistics.deals).toBe(300)
    const contracts = statistics.contracts.reduce((sum, [, count]) => sum + count, 0)
    expect(contracts).toBe(300)
    expect(statistics.passedOut).toBe(statistics.contracts.find(([contract]) => contract === 'P')?.[1] ?? 0)
    expect(statistics.nodes.some(([node]) => node === '(opening) → 1N')).toBe(true)
    const calls = result.boards.reduce((sum, board) => sum + board.auction.calls.length, 0)
    const reasons = Object.values(statistics.reasons).reduce((sum, count) => sum + count, 0)
    expect(reasons).toBe(calls)
    expect(statistics.noRule).toBe((statistics.reasons['no-rule'] ?? 0) + (statistics.reasons['off-system'] ?? 0))
    expect(statistics.examples.length).toBe(Math.min(10, statistics.noRule))
    const text = statisticsText(statistics)
    expect(text.split('\n')[0]).toBe('300 deals; ' + statistics.passedOut + ' passed out (' + ((statistics.passedOut / 300) * 100).toFixed(1) + '%)')
    expect(text).toContain('Hands for which no rule applied: ' + statistics.noRule)
  })

  it('should count one deal in the singular', () => {
    const one = simulate(deals.slice(0, 1), {N: system, S: system, E: system, W: system})
    expect(statisticsText(one.statistics).split('\n')[0]).toMatch(/^1 deal; [01] passed out/)
  })

  it('should write PBN with the auction, alert notes and the contract, which reads back', () => {
    const games = boardsToPbn(result.boards.slice(0, 20), {systemNames: {NS: 'fixture'}, event: 'Simulation'})
    const text = toPbn(games)
    const file = new VFile()
    const back = parsePbn(text, file)
    expect(file.messages).toEqual([])
    expect(back).toHaveLength(20)
    for (const [index, game] of back.entries()) {
      expect(game.auction?.calls.map((call) => call.call)).toEqual(result.boards[index]!.auction.calls)
      expect(game.deal).toEqual(result.boards[index]!.deal)
    }

    // Stayman is alerted: its note is its meaning and what it shows.
    const stayman = boardsToPbn([{board: 1, deal: staymanDeal, auction: bidDeal(staymanDeal, {N: system, S: system})}])
    expect(toPbn(stayman)).toContain('[Note "1:Stayman: 8+ HCP"]')
    expect(toPbn(stayman)).toContain('[Contract "2H"]')
  })

  it('should compare two systems for the same seats on the same deals', () => {
    const {tree} = bml('1N Strong notrump {15-17 HCP, balanced}\n1C Anything else {12+ HCP}\n')
    const other = compileSystem(tree)
    const second = simulate(deals, {N: other, S: other, E: system, W: system})
    const comparison = compareSimulations(result, second)
    expect(comparison.different).toBeGreaterThan(0)
    expect(comparison.contracts.reduce((sum, [, a]) => sum + a, 0)).toBe(300)
    expect(comparison.contracts.reduce((sum, [, , b]) => sum + b, 0)).toBe(300)
    const same = compareSimulations(result, simulate(deals, {N: system, S: system, E: system, W: system}))
    expect(same.different).toBe(0)
    expect(comparisonText(comparison, ['fixture', 'other'], 300)).toContain('Different contracts on ' + comparison.different + ' of 300 deals')
  })
})

describe('Simulator and the counters', () => {
  const systems = {N: system, S: system, E: system, W: system}
  const whole = simulate(deals, systems, {examples: 3})

  it('should count every contract, node and reason of the boards, as a recount of them gives', () => {
    const contracts = new Map<string, number>()
    const nodes = new Map<string, number>()
    for (const {auction} of whole.boards) {
      const contract = auction.contract === 'passed-out' ? 'P' : auction.contract!.bid + (auction.contract!.redoubled ? 'XX' : auction.contract!.doubled ? 'X' : '')
      contracts.set(contract, (contracts.get(contract) ?? 0) + 1)
      for (const choice of auction.choices) {
        if (choice.node && choice.at !== undefined) nodes.set(choice.at + ' → ' + choice.call, (nodes.get(choice.at + ' → ' + choice.call) ?? 0) + 1)
      }
    }

    expect(new Map(whole.statistics.contracts)).toEqual(contracts)
    expect(new Map(whole.statistics.nodes)).toEqual(nodes)
    // Most frequent first.
    const counts = whole.statistics.contracts.map(([, count]) => count)
    expect(counts).toEqual(counts.toSorted((a, b) => b - a))
    // The examples are the first hands without a rule, in board order.
    const first = whole.boards.flatMap(({board, auction}) =>
      auction.choices.flatMap((choice, index) => (['no-rule', 'unranked', 'off-system', 'error'].includes(choice.reason) ? [{board, index}] : []))
    )
    expect(whole.statistics.examples.map(({board, auction}) => [board, auction.split(' ').length])).toEqual(
      first.slice(0, 3).map(({board, index}) => [board, Math.max(1, index)])
    )
  })

  it('should bid deal by deal as simulate bids them all, keeping no board', () => {
    const simulator = new Simulator(systems, {examples: 3})
    const boards: SimulatedBoard[] = []
    for (const deal of deals.slice(0, 120)) boards.push(simulator.bid(deal))
    const early = simulator.statistics()
    expect(early).toEqual(simulate(deals.slice(0, 120), systems, {examples: 3}).statistics)
    for (const deal of deals.slice(120)) boards.push(simulator.bid(deal))
    // Counting went on without changing what was given before.
    expect(early.deals).toBe(120)
    expect(simulator.statistics()).toEqual(whole.statistics)
    expect(boards).toEqual(whole.boards)
    expect(boards.map((board) => board.board)).toEqual(deals.map((_, index) => index + 1))
  })

  it('should count board by board as statisticsOf and compareSimulations count the whole', () => {
    const counter = new StatisticsCounter(3)
    for (const board of whole.boards) counter.add(board.board, board.auction)
    expect(counter.statistics()).toEqual(statisticsOf(whole.boards, 3))
    expect(counter.statistics()).toEqual({...whole.statistics, withoutMeaning: 0})

    const {tree} = bml('1N Strong notrump {15-17 HCP, balanced}\n1C Anything else {12+ HCP}\n')
    const other = simulate(deals, {...systems, N: compileSystem(tree), S: compileSystem(tree)})
    const comparison = new ComparisonCounter()
    for (const [index, board] of whole.boards.entries()) comparison.add(board.board, board.auction.contract, other.boards[index]!.auction.contract)
    const expected = compareSimulations(whole, other)
    expect(comparison.comparison()).toEqual(expected)
    const different = whole.boards.filter((board, index) => JSON.stringify(board.auction.contract) !== JSON.stringify(other.boards[index]!.auction.contract))
    expect(expected.different).toBe(different.length)
    expect(expected.boards).toEqual(different.slice(0, 20).map((board) => board.board))
  })
})

describe('calls without meaning', () => {
  // Rows without a constraint (read as meaning nothing), some for one vulnerability or seat only: an opening
  // without a rule is unreadable when we are vulnerable and they are not (3N), and not otherwise.
  const {tree} = bml(`1N Strong notrump {15-17 HCP, balanced}
  2C Stayman
  2D Transfer {5+!h}
1H Hearts {12-21 HCP, 5+!h}
  2H Raise {3+!h, 6-10 HCP}

#VUL YN

1H Hearts {12-21 HCP, 5+!h}
  3H Preemptive raise
3N Gambling

#VUL 00
#SEAT 34

1S Spades {10-21 HCP, 5+!s}
  2S Raise
`)
  const unconstrained = compileSystem(tree)
  const some = deals.slice(0, 200)

  it.each(['pass', 'natural'] as const)('should count each call made without a rule where a candidate had no constraint, as asking each again says (fallback %s)', (fallback) => {
    const result = simulate(some, unconstrained, {fallback})
    let expected = 0
    for (const {deal, auction} of result.boards) {
      for (const [index, choice] of auction.choices.entries()) {
        if (choice.reason !== 'no-rule' && choice.reason !== 'fallback' && choice.reason !== 'natural') continue
        const seat = (['N', 'E', 'S', 'W'].indexOf(auction.dealer) + index) % 4
        const again = chooseCall(
          unconstrained,
          {hand: deal[seat]!, auction: auction.calls.slice(0, index), dealer: auction.dealer, vulnerability: auction.vulnerability},
          {explain: true, fallback}
        )
        if (again.candidates.some((candidate) => candidate.status === 'no-constraint')) expected++
      }
    }

    expect(expected).toBeGreaterThan(0)
    expect(result.statistics.withoutMeaning).toBe(expected)
  })
})

import {readFileSync} from 'node:fs'
import path from 'node:path'
import {b} from '@bidding/core'
import {parseConstraint, type Constraint} from '@bidding/core/constraints'
import {describe, expect, it} from 'vitest'
import {compileSystem} from '@bidding/robot'
import {bml, choose, fixtures, fixtureSystem} from './helpers.js'

const {system, file} = fixtureSystem('system.bml')

function c(text: string): Constraint {
  const result = parseConstraint(text)
  if (!result.ok) throw new Error(result.message)
  return result.constraint
}

describe('auction trees: finding the node', () => {
  it('should compile the fixture without messages', () => {
    expect(file.messages.map(String)).toEqual([])
    expect(system.kind).toBe('tree')
    expect(system.title).toBe('Robot fixture')
  })

  it('should open in document order, the first bid whose constraint fits', () => {
    expect(choose(system, 'AK2.KQ2.J432.Q32').call).toBe('1N') // 15, balanced
    expect(choose(system, 'AKQ2.KQ2.AKJ2.K3').call).toBe('2C') // 25
    expect(choose(system, 'AJ432.K32.K32.Q2').call).toBe('1S') // 13, five spades
    expect(choose(system, 'J432.K32.AQ2.Q32').call).toBe('1C') // 12, three diamonds
    expect(choose(system, 'J432.K3.AQ32.Q32').call).toBe('1D') // 12, four diamonds
  })

  it('should expand patterns: `1M` to hearts and spades, `2X` without the 2C already defined', () => {
    expect(choose(system, '32.AJ432.K32.KQ2').call).toBe('1H')
    expect(choose(system, '2.KQJ432.432.432').call).toBe('2H') // 6, six hearts
    const clubs = choose(system, '2.432.432.KQJ432')
    expect(clubs.call).toBe('P') // no weak 2C: 2C is the strong opening
    expect(clubs.reason).toBe('fallback')
  })

  it('should bind `partner’s suit` in responses to a pattern', () => {
    expect(choose(system, 'Q32.KJ3.Q432.J32', '1H P').call).toBe('2H') // 9, three hearts
    expect(choose(system, 'Q32.KJ32.Q432.J3', '1S P').call).toBe('2S')
    expect(choose(system, 'Q2.KJ32.K432.Q32', '1H P').call).toBe('3H') // 11, four hearts
    expect(choose(system, '32.432.5432.5432', '1H P').call).toBe('P')
  })

  it('should follow a continuation, implicit passes included', () => {
    expect(choose(system, 'Q32.KJ32.Q32.J32', '1N P').call).toBe('2C')
    expect(choose(system, 'AK2.KQ32.J43.Q32', '1N P 2C P').call).toBe('2H')
    expect(choose(system, 'AK32.K32.J43.Q32', '1N P 2C P').call).toBe('2S')
    expect(choose(system, 'AK2.K32.QJ43.Q32', '1N P 2C P').call).toBe('2D')
    expect(choose(system, 'AK2.K32.QJ43.Q32', '1N P 2D P').call).toBe('2H')
  })

  it('should use a table of the opponents’ opening, and one after their overcall', () => {
    expect(choose(system, 'AQ32.K32.K432.AQ', '1N').call).toBe('X') // 19 over their 1N
    expect(choose(system, 'Q432.KJ32.432.32', '1N').call).toBe('2C')
    expect(choose(system, 'KQJ32.K2.432.432', '1N 3C').call).toBe('3S')
  })

  it('should skip a candidate that fits but is not legal', () => {
    const choice = choose(system, 'KQJ32.K2.432.432', '1N 3C')
    expect(choice.candidates.map((candidate) => [candidate.call, candidate.status])).toEqual([
      ['2S', 'illegal'],
      ['3S', 'chosen'],
      ['X', 'not-tried']
    ])
  })

  it('should read leading passes as the seat of the opening', () => {
    const light = 'AJ432.K32.Q32.32' // 10, five spades
    expect(choose(system, light).call).toBe('P')
    expect(choose(system, light, 'P').call).toBe('P')
    expect(choose(system, light, 'P P').call).toBe('1S')
    expect(choose(system, light, 'P P P').call).toBe('1S')
    expect(choose(system, light, 'P P P', {dealer: 'E'}).call).toBe('1S')
    const choice = choose(system, light, 'P P')
    expect(choice.meaning).toBe('Light opening in third or fourth seat')
  })

  it('should take the more specific definition of a call in its seat, at the general one’s place', () => {
    // In seat 3, 1S is the light one; a 22-count still opens 2C, which comes first.
    expect(choose(system, 'AKQ32.AK2.KQ2.K2', 'P P').call).toBe('2C')
    expect(choose(system, 'AK432.K32.K32.32', 'P P').meaning).toBe('Light opening in third or fourth seat')
  })

  it('should read vulnerability from the side of the player to call', () => {
    const weak = '2.KQJ432.432.432' // 6
    const sound = '2.KQJ432.K32.432' // 9
    expect(choose(system, weak, '', {vulnerability: 'none'}).call).toBe('2H')
    expect(choose(system, weak, '', {vulnerability: 'ns'}).call).toBe('P')
    expect(choose(system, weak, '', {vulnerability: 'ew'}).call).toBe('2H')
    expect(choose(system, weak, 'P', {vulnerability: 'ew'}).call).toBe('P') // East, vulnerable
    expect(choose(system, sound, '', {vulnerability: 'all'}).meaning).toBe('Sound weak two when vulnerable')
  })

  it('should keep the lists of every seat and vulnerability apart at one auction, as a fresh system reads each', () => {
    // The opening's place is met in all sixteen seats and vulnerabilities: past the first few, its lists are kept by slot.
    const conditions = ['', 'P', 'P P', 'P P P'].flatMap((passes) => (['none', 'ns', 'ew', 'all'] as const).map((vulnerability) => ({passes, vulnerability})))
    const hands = ['2.KQJ432.432.432', '2.KQJ432.K32.432', 'AJ432.K32.Q32.32']
    const asked = (robot: typeof system, {passes, vulnerability}: (typeof conditions)[number], hand: string) => {
      const choice = choose(robot, hand, passes, {vulnerability})
      return [choice.call, choice.reason, choice.at]
    }

    // With a class, lists are kept on the auction's place (without, on the literal node).
    const text = readFileSync(path.join(fixtures, 'system.bml'), 'utf8') + '\n#CLASS 7N-(*) never met\nP Pass {any hand}\n'
    const compiled = () => compileSystem(bml(text).tree)
    const shared = compiled()
    for (const condition of [...conditions, ...conditions.toReversed()]) {
      for (const hand of hands) expect(asked(shared, condition, hand)).toEqual(asked(compiled(), condition, hand))
    }
  })

  it('should tell an auction the system does not know from a node where nothing fits', () => {
    const off = choose(system, 'Q32.KJ32.Q32.J32', '1C 2H')
    expect([off.call, off.reason, off.at]).toEqual(['P', 'off-system', '1C (2H)'])
    expect(off.explanation).toBe('The auction is not in the system (1C (2H)); passing')
    const none = choose(system, 'Q32.QJ2.Q432.J32', '1N P') // 8, balanced, no major
    expect([none.call, none.reason, none.at]).toEqual(['P', 'no-rule', '1N (P)'])
    expect(none.explanation.split('\n')[0]).toBe('No rule applies (1N (P)); passing')
    expect(none.candidates.every((candidate) => candidate.status === 'fails')).toBe(true)
  })

  it('should choose a bid marked `fallback` only when nothing else fits', () => {
    const choice = choose(system, '32.432.5432.5432')
    expect([choice.call, choice.reason]).toEqual(['P', 'fallback'])
    expect(choice.explanation.split('\n')[0]).toBe('Fallback: Nothing to open')
  })

  it('should say when the auction is over', () => {
    const choice = choose(system, '32.432.5432.5432', '1N P P P')
    expect([choice.call, choice.reason, choice.explanation]).toEqual(['P', 'auction-over', 'The auction is over.'])
  })
})

describe('auction trees: priority and order', () => {
  it('should try higher `priority` first, keeping document order on ties', () => {
    const tree = b('root', [
      b('sequence', [
        b('bid', {call: '1C', by: 'we', constraint: c('12+ HCP')}),
        b('bid', {call: '1D', by: 'we', constraint: c('12+ HCP'), priority: 1}),
        b('bid', {call: '1H', by: 'we', constraint: c('12+ HCP'), priority: 1}),
        b('bid', {call: '1S', by: 'we', constraint: c('12+ HCP'), priority: -1})
      ])
    ])
    const choice = choose(compileSystem(tree), 'AK2.KQ2.J432.Q32')
    expect(choice.call).toBe('1D')
    expect(choice.candidates.map((candidate) => candidate.call)).toEqual(['1D', '1H', '1C', '1S'])
  })

  it('should never choose a bid without a machine-readable meaning, and say so', () => {
    const {tree} = bml('1N Strong notrump\n2C Strong {22+ HCP}\n')
    const choice = choose(compileSystem(tree), 'AK2.KQ2.J432.Q32')
    expect([choice.call, choice.reason]).toEqual(['P', 'no-rule'])
    expect(choice.candidates.map((candidate) => [candidate.call, candidate.status])).toEqual([
      ['1N', 'no-constraint'],
      ['2C', 'fails']
    ])
  })

  it('should choose by criteria as well as by what the call shows', () => {
    const {tree} = bml('1N-\n2C Stayman {8+ HCP; if 4+!h or 4+!s}\n3N To play {10-15 HCP}\n')
    const system = compileSystem(tree)
    expect(choose(system, 'A32.KQ2.J432.Q32', '1N P').call).toBe('3N')
    expect(choose(system, 'A32.KQ32.J43.Q32', '1N P').call).toBe('2C')
  })

  it('should warn about constraints that cannot be decided, and never choose them', () => {
    const {tree, file} = bml("1N-\n2C Raise? {3+ in partner's suit}\n2N {any hand}\n")
    const system = compileSystem(tree, file)
    expect(file.messages.map((message) => [message.ruleId, message.line])).toEqual([['undecidable-constraint', 2]])
    const choice = choose(system, 'A32.KQ2.J432.Q32', '1N P')
    expect(choice.call).toBe('2N')
    expect(choice.candidates[0]!.status).toBe('undecided')
  })

  it('should compile a tree given to `chooseCall` directly', () => {
    const {tree} = bml('1N {15-17 HCP}\n')
    expect(choose(tree, 'AK2.KQ2.J432.Q32').call).toBe('1N')
  })
})

describe('explanations', () => {
  it('should explain the call with its description, what it shows, its alert and forcing', () => {
    const choice = choose(system, 'Q32.KJ32.Q32.J32', '1N P')
    expect(choice.explanation).toBe(
      'Stayman\nShows: 8+ HCP\nRequires: 4+♥ or 4+♠\nAlert: artificial, asking'
    )
    expect([choice.meaning, choice.shows, choice.requires]).toEqual(['Stayman', '8+ HCP', '4+♥ or 4+♠'])
    expect(choice.alert).toEqual({artificial: true, disposition: 'asking'})
    expect(choice.node?.call).toBe('2C')
  })

  it('should say why higher candidates were not chosen, with the hand’s values', () => {
    const choice = choose(system, 'AK2.KQ2.J432.Q32')
    expect(choice.explanation).toBe(
      'Strong notrump\nShows: 15–17 HCP, balanced\n' +
        'Not 2♣ (Strong and artificial): 22+ HCP (has 15); not 2NT (Balanced): 20–21 HCP (has 15)\n' +
        'Also fits: 1♦ (Four diamonds), later in the notes; 1♣ (Better minor), later in the notes'
    )
    expect(choice.candidates.slice(0, 3).map((candidate) => [candidate.call, candidate.status, candidate.failed])).toEqual([
      ['2C', 'fails', ['22+ HCP (has 15)']],
      ['2N', 'fails', ['20–21 HCP (has 15)']],
      ['1N', 'chosen', undefined]
    ])
  })

  it('should report every candidate of the node, chosen or not', () => {
    const choice = choose(system, 'AK2.KQ2.J432.Q32')
    expect(choice.candidates.map((candidate) => candidate.call)).toEqual(['2C', '2N', '1N', '1H', '1S', '1D', '1C', '2D', '2H', '2S', 'P'])
    expect(choice.candidates.find((candidate) => candidate.call === '1C')?.status).toBe('fits')
    expect(choice.candidates.find((candidate) => candidate.call === 'P')).toMatchObject({status: 'not-tried', fallback: true})
  })

  it('should skip the explanation with `explain: false`', () => {
    const choice = choose(system, 'AK2.KQ2.J432.Q32', '', {}, {explain: false})
    expect([choice.call, choice.explanation, choice.candidates.length]).toEqual(['1N', '', 1])
  })
})

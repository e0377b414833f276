import {describe, expect, it} from 'vitest'
import {compileSystem} from '@bidding/robot'
import {bml, choose} from './helpers.js'

// A small system whose later calls look at what the auction has shown rather than repeat it.
const text = `2H  Weak two at favourable vulnerability, five cards {5!h, 5-10 HCP, not vulnerable, they are vulnerable}
1N  Strong notrump {15-17 HCP, balanced}
  2N  Invitation {combined 23-24 HCP}
    P   Decline {combined ≤24 HCP}
    3N  Accept {combined 25+ HCP}
  3N  Game {combined 25-31 HCP}
  P   Not enough {combined ≤22 HCP}
1S  Fourth-seat spades {partner passed, 5+!s, 10-11 HCP}
1H  Five hearts {12-21 HCP, 5+!h}
  2C  Drury {passed hand, fit !h, 10+ HCP}
  4H  Game with a fit {fit !h, combined 26+ support points in !h}
  2H  Raise {fit !h}
  1S  Spades {4+!s}
  1N  No fit {any hand}
1C  Clubs {12-21 HCP, 3+!c}
  (1H)
    D   Negative {4+!s, 6+ HCP}
    1N  Stopper {stopper in their suits, 8-10 HCP}
    P   Nothing {any hand}
P   Pass {≤11 HCP}
2S  Weak two {6!s, 5-10 HCP}
  (3H)
    3S  Compete {law of total tricks}
    P   Pass {any hand}
`

const {tree, file} = bml(text)
const system = compileSystem(tree, file)

describe('constraints about the auction', () => {
  it('should compile without a warning about atoms it cannot decide', () => {
    expect(file.messages.map(String)).toEqual([])
  })

  it('should count partner’s shown minimum in combined strength', () => {
    // Partner has 15+: 7 makes 22, 8 makes 23, 10 makes 25.
    expect(choose(system, 'Q32.K32.J432.J32', '1N P').call).toBe('P')
    expect(choose(system, 'Q32.K32.Q432.J32', '1N P').call).toBe('2N')
    expect(choose(system, 'Q32.K32.Q432.K32', '1N P').call).toBe('3N')
  })

  it('should know what partner showed with a row about combined strength: his own share of it', () => {
    // Partner's 2NT said 23–24 together over 15–17: 8–9 of his own. 17 accepts (25), 15 declines (23).
    expect(choose(system, 'AQ2.KQ3.K432.K32', '1N P 2N P').call).toBe('3N')
    expect(choose(system, 'AQ2.K43.K432.K32', '1N P 2N P').call).toBe('P')
  })

  it('should find a fit with partner’s shown length, and count support points for game', () => {
    // Three hearts and partner's five: a fit.
    expect(choose(system, '432.K32.Q432.J32', '1H P').call).toBe('2H')
    // 11 HCP and a singleton with four trumps: 14 support points, 26 with partner's 12.
    expect(choose(system, 'A432.K432.KQ32.2', '1H P').call).toBe('4H')
    // Two hearts: no fit, and no spade suit either.
    expect(choose(system, '432.K3.Q432.J432', '1H P').call).toBe('1N')
  })

  it('should know who is a passed hand', () => {
    // Drury: only a passed hand.
    expect(choose(system, 'K32.QJ32.A432.32', 'P P 1H P').call).toBe('2C')
    expect(choose(system, 'K32.QJ32.A432.32', '1H P').call).toBe('2H')
    // Light in fourth seat after partner passed, not in first.
    expect(choose(system, 'AQJ32.K32.32.432', 'P P P').call).toBe('1S')
    expect(choose(system, 'AQJ32.K32.32.432', '').call).toBe('P')
  })

  it('should test stoppers in the opponents’ suits', () => {
    expect(choose(system, 'Q32.KJ3.Q432.J32', '1C 1H').call).toBe('1N')
    expect(choose(system, 'K32.432.Q432.J32', '1C 1H').call).toBe('P')
  })

  it('should compete by the law of total tricks', () => {
    // Partner's six spades and three here: nine trumps, the three level.
    expect(choose(system, 'Q32.432.K432.432', '2S 3H').call).toBe('3S')
    expect(choose(system, 'Q2.5432.K432.432', '2S 3H').call).toBe('P')
  })

  it('should know the vulnerability of both sides', () => {
    expect(choose(system, '32.KQJ32.432.432', '', {vulnerability: 'ew'}).call).toBe('2H')
    expect(choose(system, '32.KQJ32.432.432', '', {vulnerability: 'none'}).call).toBe('P')
    expect(choose(system, '32.KQJ32.432.432', 'P', {vulnerability: 'ns'}).call).toBe('2H')
  })

  it('should say what the auction gave when such a call is rejected', () => {
    const choice = choose(system, 'Q32.K32.J432.J32', '1N P')
    const game = choice.candidates.find((candidate) => candidate.call === '3N')
    expect(game?.status).toBe('fails')
    expect(game?.failed).toEqual(['combined 25–31 HCP (has 22: 7 + partner’s 15)'])
  })
})

describe('choosing by priority class', () => {
  const notes = `1N  Strong notrump {15-17 HCP, balanced}
  P   Not enough {combined ≤22 HCP; priority sign-off}
  2C  Stayman {8+ HCP, (4+!h or 4+!s); priority constructive}
  2N  Invitation {combined 23-24 HCP; priority invitational}
  3N  Game {combined 25-31 HCP; priority game}
`
  const {tree: rows} = bml(notes)
  const ascending = compileSystem(rows)

  it('should choose by class whatever the order of the notes, and say which won and why', () => {
    // 10 HCP with four hearts: Stayman fits, so does 3NT; game comes first.
    const choice = choose(ascending, 'Q32.K432.Q43.K32', '1N P')
    expect(choice.call).toBe('3N')
    expect(choice.explanation).toContain('Also fits: 2♣ (Stayman), lower priority (constructive, against game)')
    // 9 HCP with four hearts: no game; Stayman comes before the invitation.
    expect(choose(ascending, 'Q32.K432.Q43.Q32', '1N P').call).toBe('2N')
    expect(choose(ascending, 'Q32.K432.J43.J32', '1N P').call).toBe('P')
  })

  it('should name at most three rejected calls, the nearest first, by meaning', () => {
    const choice = choose(ascending, 'Q32.K32.J432.J32', '1N P')
    expect(choice.call).toBe('P')
    const not = choice.explanation.split('\n').slice(1).find((line) => line.startsWith('Not '))
    expect(not).toBe('Not 3NT (Game): combined 25–31 HCP (has 22: 7 + partner’s 15); not 2NT (Invitation): combined 23–24 HCP (has 22: 7 + partner’s 15); not 2♣ (Stayman): 8+ HCP (has 7), 4+♥ or 4+♠')
  })
})

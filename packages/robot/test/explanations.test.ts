import {describe, expect, it} from 'vitest'
import {compileSystem} from '@bidding/robot'
import {bml, choose} from './helpers.js'

// Their 1♣, and our answers: a takeout double with many ways to hold it, a cue-bid, an overcall.
const over = compileSystem(
  bml(`(1C)-
D  Takeout double {19+ HCP or (17+ HCP, ≤4!s, ≤4!h, ≤4!d, ≤4!c) or (17+ HCP, (6+!s or 6+!h or 6+!d)) or (17+ HCP, ≤2!c, 3+!d, 3+!h, 3+!s) or (11+ HCP, 12+ shortness points, ≤2!c, 3+!d, 3+!h, 3+!s, ≤4!h, ≤4!s, (4+!h or 4+!s))}
2C Michaels {5+!h, 5+!s, (6-10 HCP or 16+ HCP)}
1S Overcall {5+!s, 8-18 HCP}
`).tree
)

/** The `Not …` line of an explanation. */
function notLine(explanation: string): string {
  return explanation.split('\n').find((line) => line.startsWith('Not ')) ?? ''
}

describe('explanations of rejected calls', () => {
  it('should name a rejected call by its meaning and the nearest way it could hold, not its whole formula', () => {
    const choice = choose(over, 'AKJ65.KQ732.2.T9', '1C')
    expect(choice.call).toBe('1S')
    const not = notLine(choice.explanation)
    // The double's five ways are not printed; the nearest one (one part missed) is, with the hand's value.
    expect(not).toContain('Dbl (Takeout double): 19+ HCP (has 13) (nearest of 5 ways)')
    expect(not).not.toContain('shortness points')
    // A short choice of one measure reads whole, with the hand's value.
    expect(not).toContain('2♣ (Michaels): 6–10 HCP or 16+ HCP (has 13)')
  })

  it('should keep each rejected call to at most three missed parts of bounded length', () => {
    const choice = choose(over, '432.432.5432.432', '1C')
    const not = notLine(choice.explanation)
    for (const call of not.slice(4).split('; not ')) {
      const parts = call.slice(call.indexOf('): ') + 3).split(', ')
      expect(parts.length).toBeLessThanOrEqual(4)
      for (const part of parts) expect(part.length).toBeLessThanOrEqual(72)
    }
  })
})

describe('explanations of calls no hand fits', () => {
  it('should say `no hand` for a call whose constraint never holds', () => {
    const never = compileSystem(bml('1N Never {no hand}\n1C Any {any hand}\n').tree)
    const choice = choose(never, '432.432.5432.432')
    expect(choice.call).toBe('1C')
    expect(notLine(choice.explanation)).toBe('Not 1NT (Never): no hand')
  })
})

/** The `Shows:` line of an explanation, without its label. */
function showsLine(explanation: string): string {
  return (explanation.split('\n').find((line) => line.startsWith('Shows: ')) ?? '').slice('Shows: '.length)
}

describe('what the chosen call shows', () => {
  it('should read a long choice as the way this hand holds it, not as the whole formula', () => {
    const choice = choose(over, 'AK82.KQ4.J3.A982', '1C')
    expect(choice.call).toBe('X')
    expect(showsLine(choice.explanation)).toBe('17+ HCP, ≤4♠, ≤4♥, ≤4♦, ≤4♣ (one of 5 ways)')
    // The notation stays on the choice, for programs.
    expect(choice.shows).toContain('19+ HCP or (17+ HCP')
  })

  it('should read a short choice whole, meet the ranges of one measure and say suit comparisons in words', () => {
    const system = compileSystem(
      bml(`1D  Better minor {10-21 HCP, 3+!d, (!d > !c or (!d = !c, 4+!d)), ≤5!d}
1C  Clubs {10-21 HCP, 3+!c}
2C  Michaels {5+!h, 5+!s, (6-10 HCP or 16+ HCP)}
`).tree
    )
    expect(showsLine(choose(system, 'A2.K42.AQJ87.K82').explanation)).toBe('10–21 HCP, 3–5♦, more ♦ than ♣ (one of 2 ways)')
    expect(showsLine(choose(system, 'A2.K43.AQJ8.Q982').explanation)).toBe('10–21 HCP, 4–5♦, as many ♦ as ♣ (one of 2 ways)')
    const michaels = compileSystem(bml(`(1C)-\n2C Michaels {5+!h, 5+!s, (6-10 HCP or 16+ HCP)}\n`).tree)
    expect(showsLine(choose(michaels, 'AQ765.KJ765.32.2', '1C').explanation)).toBe('5+♥, 5+♠, (6–10 HCP or 16+ HCP)')
  })

  it('should read an atom about the auction as what it asks of this hand, with partner’s share', () => {
    const system = compileSystem(bml(`1N  Strong notrump {15-17 HCP, balanced}\n\n1N-\n2N  Invitational {combined 23-24 HCP}\n3N  Game {combined 25+ HCP}\n`).tree)
    const choice = choose(system, 'Q92.K54.J73.Q982', '1N P')
    expect(choice.call).toBe('2N')
    expect(showsLine(choice.explanation)).toBe('8–9 HCP (combined 23–24 HCP with partner’s 15–17 HCP)')
  })

  it('should read `total points` as the points of the fit this hand counts in', () => {
    const system = compileSystem(bml(`1H  Strong hearts {5+!h, 16-18 HCP}\n\n1H-\n4H  Game {3+!h, combined 25+ total points}\n`).tree)
    const choice = choose(system, 'KJ92.Q54.K973.98', '1H P')
    expect(choice.call).toBe('4H')
    expect(showsLine(choice.explanation)).toBe('3+♥, 9+ support points in ♥ (combined 25+ total points with partner’s 16–18 HCP)')
  })
})

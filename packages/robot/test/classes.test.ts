import {describe, expect, it} from 'vitest'
import {compileSystem} from '@bidding/robot'
import {bml, calls, choose} from './helpers.js'

const text = `1C Clubs {12-21 HCP, 3+C}
1H Hearts {12-21 HCP, 5+H}

1C-(1S)-
2C Raise, from the literal table {6-10 HCP, 4+C}

#CLASS (1*)-D-(*) after partner's takeout double
1S To play {0-8 HCP, 4+S}
2S Jump, invitational {9-11 HCP, 4+S}
  3S Accept {15+ HCP}

#CLASS ... any balancing seat {balancing seat}
D Balancing double {8+ HCP}

#CLASS 1X-(*) they overcall our one-level opening
D Negative double {6+ HCP}
2C Class raise {6-10 HCP, 3+C}
`

const {tree, file} = bml(text)
const system = compileSystem(tree, file)

describe('auction classes', () => {
  it('should read the classes without messages', () => {
    expect(file.messages.map(String)).toEqual([])
  })

  it('should bid from a class for every auction it matches', () => {
    // Their 1♦ or 1♣, partner's double, their pass or their 1♦, in any seat: one table serves.
    for (const auction of ['1D X P', '1C X 1D', 'P 1C X P']) {
      const choice = choose(system, '8432.432.432.432', auction)
      expect([auction, choice.call, choice.reason]).toEqual([auction, '1S', 'rule'])
    }
  })

  it('should not bid from a class that does not match', () => {
    // A two-level opening is not `1*`; partner overcalled rather than doubled.
    expect(choose(system, '8432.432.432.432', '2D X P').reason).toBe('off-system')
    expect(choose(system, '8432.432.432.432', '1D 1H P').reason).toBe('off-system')
  })

  it('should inherit a class table’s continuations', () => {
    const choice = choose(system, 'AKQ.AK32.K32.432', '1D X P 2S P')
    expect([choice.call, choice.reason]).toEqual(['3S', 'rule'])
    expect(choice.at).toContain('after partner\'s takeout double')
  })

  it('should name each auction where one class’s lists serve several auctions', () => {
    // The same class node and conditions: one merged list, each auction named as it was bid.
    const first = choose(system, '8432.432.432.432', '1D X P')
    const second = choose(system, '8432.432.432.432', '1C X P')
    expect(first.at).toMatch(/^after partner's takeout double .*\(\(1D\) X \(P\)\)$/)
    expect(second.at).toMatch(/^after partner's takeout double .*\(\(1C\) X \(P\)\)$/)
  })

  it('should let a literal table beat a class for the calls it defines', () => {
    // 1♣ (1♠): the literal table's 2♣ wins over the class's 2♣; the class still adds its double.
    const raise = choose(system, 'Q2.5432.K32.KQ32', '1C 1S')
    expect([raise.call, raise.meaning]).toEqual(['2C', 'Raise, from the literal table'])
    const double = choose(system, 'A32.K5432.432.32', '1C 1S')
    expect([double.call, double.meaning]).toEqual(['X', 'Negative double'])
    // 1♥ (2♣): only the class knows it.
    expect(choose(system, 'A32.K5432.432.32', '1H 2C').meaning).toBe('Negative double')
  })

  it('should decide a class’s condition on the auction where its pattern ends', () => {
    const hand = 'A32.K432.Q432.32'
    expect(choose(system, hand, '1S P P').call).toBe('X')
    // Not balancing: partner has yet to speak after their opening.
    expect(choose(system, hand, '1S').reason).toBe('off-system')
  })

  it('should keep one reading of a call for every later auction, and read different calls and seats apart', () => {
    const viewOf = (auction: string) => {
      const list = calls(auction)
      let start = 0
      while (list[start] === 'P') start++
      return {calls: list, dealer: 'N' as const, vulnerability: 'none' as const, start}
    }

    // Partner's 2♠ after their 1♦ and partner's double: read by us, then again in a longer auction.
    const jump = system.engine.interpret(viewOf('1D X P 2S'), 3, 'we')
    expect(jump?.bid.call).toBe('2S')
    expect(jump?.at).toContain('partner')
    expect(system.engine.interpret(viewOf('1D X P 2S P 3S'), 3, 'we')).toBe(jump)
    // Another call at the same place, and the same call read by the other side, are read apart.
    expect(system.engine.interpret(viewOf('1D X P 1S'), 3, 'we')?.bid.call).toBe('1S')
    expect(system.engine.interpret(viewOf('1D X P 2S'), 3, 'they')).not.toBe(jump)
    // An opening is read once for every later auction; after a pass it is read in seat 2, apart.
    const clubs = system.engine.interpret(viewOf('1C 1S'), 0, 'we')
    expect(clubs?.bid.call).toBe('1C')
    expect(system.engine.interpret(viewOf('1C 1S P'), 0, 'we')).toBe(clubs)
    expect(system.engine.interpret(viewOf('P 1C'), 1, 'we')).not.toBe(clubs)
  })

  it('should read an auction from each side apart: a class seen by one side is not the other side’s', () => {
    const viewOf = (auction: string) => ({calls: calls(auction), dealer: 'N' as const, vulnerability: 'none' as const, start: 0})
    // 1♦ X P 1♠: we (partner doubled their 1♦) read 1♠ in the class; the openers read it in their own tables, where no table knows it.
    expect(system.engine.interpret(viewOf('1D X P 1S'), 3, 'we')?.bid.call).toBe('1S')
    expect(system.engine.interpret(viewOf('1D X P 1S'), 3, 'they')).toBeUndefined()
    // The other way round, in a fresh system: the reading made first by one side is not reused by the other.
    const fresh = compileSystem(tree, file)
    expect(fresh.engine.interpret(viewOf('1D X P 1S'), 3, 'they')).toBeUndefined()
    expect(fresh.engine.interpret(viewOf('1D X P 1S'), 3, 'we')?.bid.call).toBe('1S')
  })

  it('should bind partner’s suit per auction where one class reading serves several openings', () => {
    // `1*` hides partner's suit: after 1♣ (1♠) and 1♦ (1♠) the tables stand alike, and the class's raise binds each opening's suit.
    const {tree: raises} = bml('1C Clubs {12-21 HCP, 3+C}\n1D Diamonds {12-21 HCP, 3+D}\n\n#CLASS 1*-(*) they overcall\n2N Raise {3+ in partner\'s suit}\n')
    const diamonds = 'A32.K432.Q432.32'
    for (const order of [['1C 1S', '1D 1S'], ['1D 1S', '1C 1S']]) {
      const robot = compileSystem(raises)
      const calls = order.map((auction) => [auction, choose(robot, diamonds, auction).call])
      expect(new Map(calls)).toEqual(new Map([['1C 1S', 'P'], ['1D 1S', '2N']]))
    }
  })

  it('should decide the conditions of every class apart, past the first thirty', () => {
    // Thirty-one classes that never match, then the balancing class: its condition is kept past the bits of one number.
    const fillers = Array.from({length: 31}, (_, index) => '#CLASS 7N-(*) filler ' + index + ' {balancing seat}\nP Pass {any hand}\n').join('\n')
    const {tree: many, file: manyFile} = bml('1C Clubs {12-21 HCP, 3+C}\n\n' + fillers + '\n#CLASS ... any balancing seat {balancing seat}\nD Balancing double {8+ HCP}\n')
    const robot = compileSystem(many, manyFile)
    expect(manyFile.messages.map(String)).toEqual([])
    const hand = 'A32.K432.Q432.32'
    expect(choose(robot, hand, '1S P P').call).toBe('X')
    expect(choose(robot, hand, '1S').reason).toBe('off-system')
    expect(choose(robot, hand, '1S P P').call).toBe('X')
  })

  it('should read a class call in the auction for what it shows', () => {
    // After 1♦ X P 2♠, partner's 2♠ shows 9–11 HCP: the facts come from the class table.
    const {tree: withFacts} = bml(text + '\n#CLASS (1*)-D-(*)-2S-(*)\nD Penalty {partner 9+ HCP}\n')
    const choice = choose(compileSystem(withFacts), 'A32.K432.Q432.32', '1D X P 2S 3D')
    expect([choice.call, choice.meaning]).toEqual(['X', 'Penalty'])
  })
})

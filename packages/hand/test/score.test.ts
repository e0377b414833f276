import type {ContractBid} from '@bidding/core/calls'
import {describe, expect, it} from 'vitest'
import {boardScore, contractScore, impScale, imps, matchpointShares, matchpoints} from '../src/index.js'

function score(text: string, tricks: number, vulnerable: boolean): number {
  const match = /^([1-7][CDHSN])(X{0,2})$/.exec(text)
  if (!match) throw new Error('bad contract ' + text)
  return contractScore({bid: match[1] as ContractBid, doubled: match[2] === 'X', redoubled: match[2] === 'XX'}, tricks, vulnerable)
}

describe('contractScore', () => {
  // Values worked from the scoring table of Law 77 (trick score, game and slam
  // bonuses, the insult, overtricks and undertricks).
  it('should score partscores, games and slams made exactly', () => {
    expect(score('1N', 7, false)).toBe(90)
    expect(score('2C', 8, false)).toBe(90)
    expect(score('2H', 8, true)).toBe(110)
    expect(score('3N', 9, false)).toBe(400)
    expect(score('3N', 9, true)).toBe(600)
    expect(score('4S', 10, false)).toBe(420)
    expect(score('4H', 10, true)).toBe(620)
    expect(score('5C', 11, false)).toBe(400)
    expect(score('5D', 11, true)).toBe(600)
    expect(score('6S', 12, false)).toBe(980)
    expect(score('6S', 12, true)).toBe(1430)
    expect(score('6N', 12, true)).toBe(1440)
    expect(score('7N', 13, false)).toBe(1520)
    expect(score('7N', 13, true)).toBe(2220)
    expect(score('7C', 13, true)).toBe(2140)
  })

  it('should count undoubled overtricks at the trick value', () => {
    expect(score('4S', 11, false)).toBe(450)
    expect(score('3N', 12, false)).toBe(490)
    expect(score('1C', 13, true)).toBe(190)
  })

  it('should double the trick score, add the insult and score doubled overtricks at 100/200', () => {
    expect(score('1CX', 7, false)).toBe(140)
    expect(score('1NX', 7, false)).toBe(180)
    expect(score('1NX', 8, false)).toBe(280)
    expect(score('1NX', 8, true)).toBe(380)
    expect(score('2SX', 8, false)).toBe(470)
    expect(score('2SX', 8, true)).toBe(670)
    expect(score('4SX', 11, true)).toBe(990)
  })

  it('should quadruple the trick score for a redouble, with a 100 insult and 200/400 overtricks', () => {
    expect(score('1CXX', 7, false)).toBe(230)
    expect(score('2HXX', 8, true)).toBe(840)
    expect(score('1NXX', 8, false)).toBe(760)
    expect(score('1NXX', 8, true)).toBe(1160)
  })

  it('should charge undertricks by the undoubled, doubled and redoubled scales', () => {
    expect([1, 2, 3].map((down) => score('3N', 9 - down, false))).toEqual([-50, -100, -150])
    expect([1, 2, 3].map((down) => score('3N', 9 - down, true))).toEqual([-100, -200, -300])
    expect([1, 2, 3, 4, 5, 6].map((down) => score('4SX', 10 - down, false))).toEqual([-100, -300, -500, -800, -1100, -1400])
    expect([1, 2, 3, 4, 5].map((down) => score('4SX', 10 - down, true))).toEqual([-200, -500, -800, -1100, -1400])
    expect([1, 2, 3, 4].map((down) => score('4SXX', 10 - down, false))).toEqual([-200, -600, -1000, -1600])
    expect([1, 2, 3, 4].map((down) => score('4SXX', 10 - down, true))).toEqual([-400, -1000, -1600, -2200])
    expect(score('7NXX', 0, true)).toBe(-7600)
  })

  it('should refuse a trick count outside 0 … 13', () => {
    expect(() => score('1N', 14, false)).toThrow(RangeError)
    expect(() => score('1N', -1, false)).toThrow(RangeError)
    expect(() => score('1N', 7.5, false)).toThrow(RangeError)
  })
})

describe('boardScore', () => {
  it('should give North–South’s score, negated when East–West declare, by each side’s vulnerability', () => {
    expect(boardScore({bid: '4S', declarer: 'N', doubled: false, redoubled: false}, 10, 'ns')).toBe(620)
    expect(boardScore({bid: '4S', declarer: 'E', doubled: false, redoubled: false}, 10, 'ns')).toBe(-420)
    expect(boardScore({bid: '4S', declarer: 'W', doubled: true, redoubled: false}, 9, 'ns')).toBe(100)
    expect(boardScore({bid: '4S', declarer: 'S', doubled: true, redoubled: false}, 9, 'ew')).toBe(-100)
  })

  it('should score a passed-out board 0', () => {
    expect(boardScore('passed-out', 0, 'all')).toBe(0)
  })
})

describe('imps', () => {
  it('should follow the IMP scale at both ends of every band', () => {
    expect(imps(0)).toBe(0)
    expect(imps(10)).toBe(0)
    expect(imps(20)).toBe(1)
    expect(imps(40)).toBe(1)
    expect(imps(50)).toBe(2)
    expect(imps(420)).toBe(9)
    expect(imps(430)).toBe(10)
    expect(imps(490)).toBe(10)
    expect(imps(500)).toBe(11)
    expect(imps(3990)).toBe(23)
    expect(imps(4000)).toBe(24)
    expect(imps(9000)).toBe(24)
    for (const [index, low] of impScale.entries()) {
      expect(imps(low)).toBe(index + 1)
      expect(imps(low - 10)).toBe(index)
    }
  })

  it('should keep the sign of the difference', () => {
    expect(imps(620 - 170)).toBe(10)
    expect(imps(170 - 620)).toBe(-10)
    expect(imps(-1430)).toBe(-16)
  })
})

describe('matchpoints', () => {
  it('should give one point per score beaten and half per tie', () => {
    expect(matchpoints([620, 620, 650, 170, -100])).toEqual([2.5, 2.5, 4, 1, 0])
  })

  it('should share the top evenly when every score ties', () => {
    expect(matchpoints([100, 100, 100])).toEqual([1, 1, 1])
    expect(matchpointShares([100, 100, 100])).toEqual([0.5, 0.5, 0.5])
  })

  it('should express matchpoints as a share of the top', () => {
    expect(matchpointShares([620, 650, 170])).toEqual([0.5, 1, 0])
    expect(matchpointShares([420])).toEqual([0.5])
  })
})

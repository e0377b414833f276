import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {auctionStatus, illegalReason, legalCalls, type Call, type DealVulnerability} from '@bidding/core/calls'
import {compileSystem, naturalFallback} from '@bidding/robot'
import type {FallbackContext, FullSituation} from '../src/lib/types.js'
import {auctionFacts} from '../src/lib/auction-facts.js'
import {auctionTableOf, legal as legalAt, naturalCall, ownAuctionTable, naturalCallTryingAll, showsOf, showsTextOf} from '../src/lib/natural.js'
import {viewOf} from '../src/lib/view.js'
import {bml, calls, choose, hand, unendedAuctions} from './helpers.js'

const natural = {fallback: naturalFallback}
// A system that explains none of the calls below: the natural layer reads them as natural.
const silent = compileSystem(bml('1N Strong notrump {15-17 HCP, balanced}\n').tree)
// Openings that show ranges, so partner's strength and lengths are known from the auction.
const shows = compileSystem(bml('1M Five-card major {12-21 HCP, 5+M}\n2S Weak two {6!s, 5-10 HCP}\n').tree)

describe('the natural layer reads what the auction showed', () => {
  it('should give preference to partner’s first suit with equal length', () => {
    // Three hearts and three diamonds: partner's first suit, at the same level.
    const choice = choose(silent, 'KJ432.J32.J32.Q2', '1H P 1S P 2D P', {}, natural)
    expect(choice.call).toBe('2H')
    expect(choice.explanation).toContain('preference to partner’s first suit, ♥')
  })

  it('should count a suit they bid as theirs when the system reads their call without a length', () => {
    // Their 1♦ read by our notes as 12–21 HCP only; after our double and partner's 1♠: 3NT with ♦ stopped.
    const readsNoLength = compileSystem(bml('1D Opening {12-21 HCP}\n').tree)
    const choice = choose(readsNoLength, 'AK5.AQT5.KQ92.K4', '1D X P 1S P', {}, natural)
    expect(choice.call).toBe('3N')
    expect(choice.explanation).toContain('their ♦ stopped')
  })

  it('should give preference to the suit partner showed longer', () => {
    // Two hearts, three diamonds — but partner's hearts are five: seven cards together either way, the first suit.
    expect(choose(shows, 'KJ432.J2.J32.Q32', '1H P 1S P 2D P', {}, natural).call).toBe('2H')
    // With fewer together in the first suit, pass partner's second.
    expect(choose(silent, 'KJ432.2.J432.Q32', '1H P 1S P 2D P', {}, natural).call).toBe('P')
  })

  it('should raise by partner’s shown minimum plus support points, a 4-3-3-3 hand a point less', () => {
    // 14 HCP and a doubleton: 15 support points; with partner's 12: game.
    expect(choose(shows, 'K432.A32.K432.A2', '1S P', {}, natural).call).toBe('4S')
    // Partner's 1♠ unexplained: a minimum response (6), so 21 together: the two level.
    expect(choose(silent, 'K432.A32.K432.A2', '1S P', {}, natural).call).toBe('2S')
    // The same 14 HCP flat (4-3-3-3): 13 + 12 = 25, an invitation.
    const flat = choose(shows, 'K432.A32.K32.A32', '1S P', {}, natural)
    expect(flat.call).toBe('3S')
    expect(flat.explanation).toContain('25 points together (13 support points + partner’s 12)')
    // Partner's game is as high as a fit with 23 points together goes (10 HCP, a doubleton, partner's 12): pass, and say so.
    expect(choose(shows, 'K432.A32.K432.32', '1S P 2C P 4S P', {}, natural).explanation.split('\n')[0]).toBe('Fallback: natural: a fit in ♠, and 4♠ is as high as about 23 points together go')
  })

  it('should not open a 4-3-3-3 twelve count, and open the same points with shape', () => {
    expect(choose(silent, 'KQ32.K32.Q32.Q32', '', {}, natural).call).toBe('P')
    expect(choose(silent, 'KQ32.K32.Q432.Q2', '', {}, natural).call).toBe('1D')
  })

  it('should double for penalty only in a misfit', () => {
    // Four good hearts behind them, but three spades for partner: raise, do not double.
    const choice = choose(shows, 'Q32.KJ93.K43.J32', '1S 2H', {}, natural)
    expect(choice.call).toBe('2S')
    // Two spades: a misfit, and 22 HCP together.
    expect(choose(shows, 'Q2.KJ93.K432.J32', '1S 2H', {}, natural).call).toBe('X')
  })

  it('should reopen with 1NT in the balancing seat on less than a direct 1NT overcall', () => {
    expect(choose(silent, 'KQ2.AJ3.Q432.J32', '1H P P', {}, natural).call).toBe('1N')
    expect(choose(silent, 'KQ2.AJ3.Q432.J32', '1H', {}, natural).call).toBe('P')
  })

  it('should be stricter vulnerable in preempts and overcalls', () => {
    const weak = '2.KJT432.Q32.432' // 6 HCP, one of the top three hearts
    expect(choose(silent, weak, '', {vulnerability: 'none'}, natural).call).toBe('2H')
    expect(choose(silent, weak, '', {vulnerability: 'all'}, natural).call).toBe('P')
    expect(choose(silent, '2.KQJ432.Q32.432', '', {vulnerability: 'all'}, natural).call).toBe('2H')
    const overcall = 'Q2.KJ432.K32.432' // 9 HCP
    expect(choose(silent, overcall, '1C', {vulnerability: 'none'}, natural).call).toBe('1H')
    const vulnerable = choose(silent, overcall, '1C', {vulnerability: 'all'}, natural)
    expect(vulnerable.call).toBe('P')
    expect(choose(silent, 'Q2.AKJ43.K32.432', '1C', {vulnerability: 'all'}, natural).explanation).toContain('a good suit vulnerable')
  })

  it('should overcall and double for takeout only while our side is silent', () => {
    // The opener, partner passed, they doubled and bid hearts: a takeout double was the old mistake.
    expect(choose(silent, 'K52..QJ873.AKT43', '1D X P 2H', {}, natural).call).not.toBe('X')
    // After three bids of theirs, no two-level overcall on a moderate hand.
    expect(choose(silent, 'KT9.KQ6.KT874.T6', 'P 1C P 1S P 2C', {}, natural).call).toBe('P')
    // The same hand over their 1♥ doubles for takeout.
    expect(choose(silent, 'K52.2.QJ873.AKT4', '1H', {}, natural).call).toBe('X')
  })

  it('should invite in notrump, not raise a minor, when partner chose notrump', () => {
    expect(choose(silent, 'A2.KQ32.K5432.32', '1D P 1H P 1N P', {}, natural).call).toBe('2N')
  })

  it('should bid game with nine playing tricks in a long major once partner has values', () => {
    const choice = choose(silent, 'AKQJ765.AK2.32.2', '1S P 2C P', {}, natural)
    expect(choice.call).toBe('4S')
    expect(choice.explanation).toContain('9 playing tricks')
  })
})

describe('total points: support points once a fit is known', () => {
  const notes = `1S Opening {12-21 HCP, 5+!s}
  3S Limit raise {3+!s, combined 24+ total points}
  2N Invitation {combined 24+ total points}
`
  const system = compileSystem(bml(notes).tree)

  it('should count support points in partner’s suit with a fit, HCP without one', () => {
    // 10 HCP, three spades and a singleton: 12 support points, 24 with partner's 12.
    const fit = choose(system, 'K32.A432.K5432.2', '1S P')
    expect([fit.call, fit.reason]).toEqual(['3S', 'rule'])
    // 10 HCP and two spades: no fit, so HCP: 22 together, neither call.
    const none = choose(system, 'K2.A432.K5432.32', '1S P')
    expect(none.call).toBe('P')
    expect(none.explanation).toContain('combined 24+ total points (has 22: 10 + partner’s 12)')
  })
})

describe('the natural layer and the facts it is handed', () => {
  it('should read each auction’s own calls when an engine hands the same facts to two auctions', () => {
    // An engine may hand over one facts object for auctions it treats alike (the facts of a shared node).
    const facts = auctionFacts(viewOf(calls('1S P'), 'N', 'none'), () => undefined)
    const context = {reason: 'no-rule', facts: () => facts} as unknown as FallbackContext
    const situation = (auction: string): FullSituation => ({hand: hand('K432.32.Q5432.32'), auction: calls(auction), dealer: 'N', vulnerability: 'none'})
    // Four spades opposite partner's natural 1♠ (four assumed), 7 support points: too little to raise…
    expect(naturalFallback(situation('1S P'), context)?.call).toBe('P')
    // …but over their 2♥ the law of total tricks competes with eight trumps; the first auction's table must not answer.
    expect(naturalFallback(situation('1S 2H'), context)?.call).toBe('2S')
  })
})

/** The facts of an auction as a system reads its calls (as `chooseCall` makes them). */
function factsOfSystem(system: typeof shows, auction: readonly Call[], vulnerability: DealVulnerability) {
  const view = viewOf(auction, 'N', vulnerability)
  return system.engine.facts?.(view) ?? auctionFacts(view, (index, side) => system.engine.interpret(view, index, side))
}

/** A random legal auction that has not ended. */
const auctions = unendedAuctions(14)

/** A random auction of low bids, as natural bidders make them: mostly passes and the cheapest few bids, sometimes any legal call. */
const lowAuctions = fc.array(fc.tuple(fc.nat({max: 19}), fc.nat()), {maxLength: 12}).map((picks) => {
  const auction: Call[] = []
  for (const [kind, pick] of picks) {
    const legal = legalCalls(auction)
    const bids = legal.filter((call) => call.length === 2 && call !== 'XX')
    const next = kind < 8 ? 'P' : kind < 17 && bids.length > 0 ? bids[pick % Math.min(6, bids.length)]! : legal[pick % legal.length]!
    if (auctionStatus([...auction, next]).ended) break
    auction.push(next)
  }

  return auction
})

/** A random auction where one side bids suits low and the other mostly passes: partner's second suit, preference, raises. */
const oneSided = fc.array(fc.tuple(fc.nat({max: 9}), fc.nat()), {maxLength: 10}).map((picks) => {
  const auction: Call[] = []
  for (const [kind, pick] of picks) {
    const bids = legalCalls(auction).filter((call) => call.length === 2 && call !== 'XX' && call[1] !== 'N')
    const next = (auction.length % 2 === 1 && kind < 8) || kind === 0 || bids.length === 0 ? 'P' : bids[pick % Math.min(4, bids.length)]!
    if (auctionStatus([...auction, next]).ended) break
    auction.push(next)
  }

  return auction
})

/** A random hand, as PBN text, from a shuffled pack. */
const hands = fc.shuffledSubarray([...Array.from({length: 52}).keys()], {minLength: 13, maxLength: 13}).map((cards) => {
  const suits = ['', '', '', '']
  for (const card of cards.sort((a, b) => a - b)) suits[Math.floor(card / 13)] += 'AKQJT98765432'[card % 13]
  return suits.join('.')
})

/** A short random auction where both sides bid low suits (notrump with their suits stopped, penalty doubles). */
const contested = fc.array(fc.nat(), {minLength: 2, maxLength: 6}).map((picks) => {
  const auction: Call[] = []
  for (const pick of picks) {
    const bids = legalCalls(auction).filter((call) => call.length === 2 && call !== 'XX' && call[1] !== 'N')
    const next = pick % 7 === 0 || bids.length === 0 ? 'P' : bids[pick % Math.min(3, bids.length)]!
    if (auctionStatus([...auction, next]).ended) break
    auction.push(next)
  }

  return auction
})

/** A random hand with 13+ HCP: notrump, penalty doubles and game raises need values. */
const strongHands = hands.filter((text) => {
  let points = 0
  for (const card of text) points += card === 'A' ? 4 : card === 'K' ? 3 : card === 'Q' ? 2 : card === 'J' ? 1 : 0
  return points >= 13
})

const vulnerabilities = fc.constantFrom<DealVulnerability>('none', 'ns', 'ew', 'all')

describe('the natural layer’s tables and answers', () => {
  it('should read the status of any auction as core’s `auctionStatus` does', () => {
    fc.assert(
      fc.property(auctions, fc.array(fc.constantFrom<Call>('P', 'X', 'XX', '1C', '2H', '7N'), {maxLength: 6}), (legal, tail) => {
        // Any sequence of calls, legal or not: the table reads it as core reads it.
        for (const auction of [legal, [...legal, ...tail]]) {
          const facts = auctionFacts(viewOf(auction, 'N', 'none'), () => undefined)
          const table = auctionTableOf(facts, auction)
          const status = auctionStatus(auction)
          expect([table.lastBid, table.doubled, table.redoubled, table.ended]).toEqual([status.lastBid, status.doubled, status.redoubled, status.ended])
          // Whose turn it is to double or redouble, as core decides what is legal.
          for (const call of ['P', 'X', 'XX', '1C', '4S', '7N'] as const) expect(legalAt(table, call)).toBe(illegalReason(auction, call) === undefined)
        }
      })
    )
  })

  it('should write an answer’s words for its own hand and auction when they are read after other answers', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(auctions, hands, vulnerabilities), {minLength: 2, maxLength: 8}), (cases) => {
        const situations = cases.map(([auction, text, vulnerability]) => {
          const situation: FullSituation = {hand: hand(text), auction, dealer: 'N', vulnerability}
          return {situation, facts: auctionFacts(viewOf(auction, 'N', vulnerability), () => undefined)}
        })
        // Every answer first, its words later: an answer must not read the table the layer reuses for the next hand.
        const answers = situations.map(({situation, facts}) => naturalCall(situation, facts))
        const read = answers.map((answer) => [answer.call, answer.explanation, answer.shows])
        for (const [index, {situation, facts}] of situations.entries()) {
          const fresh = naturalFallback(situation, {facts: () => facts} as unknown as FallbackContext)!
          expect(read[index]).toEqual([fresh.call, fresh.explanation, fresh.shows])
        }
      })
    )
  })

  it('should choose the same call when it tries only the principles its place admits as when it tries them all', () => {
    // Facts made by the SAYC-like system below read partner's and their calls with lengths and strength, so every principle's test is reached.
    fc.assert(
      fc.property(fc.oneof(lowAuctions, oneSided, contested, auctions), fc.oneof(hands, strongHands), vulnerabilities, fc.boolean(), (auction, text, vulnerability, readBySystem) => {
        const view = viewOf(auction, 'N', vulnerability)
        const facts = readBySystem ? factsOfSystem(shows, auction, vulnerability) : auctionFacts(view, () => undefined)
        const situation: FullSituation = {hand: hand(text), auction, dealer: 'N', vulnerability}
        const all = naturalCallTryingAll(situation, facts)
        const admitted = naturalCall(situation, facts)
        expect([admitted.call, admitted.explanation, admitted.shows]).toEqual([all.call, all.explanation, all.shows])
      }),
      {numRuns: 1000}
    )
  })

  it('should share a table only between auctions that read alike: the shared table equals one made anew', () => {
    // Systems that read the same calls with the same lengths and other strength, or as artificial (short in the suit bid).
    const readers = [
      shows,
      compileSystem(bml('1C Strong {16+ HCP}\n1D Natural {11-15 HCP, 4+!d}\n1H Natural {11-15 HCP, 5+!h}\n2C Weak {5-10 HCP, 6+!c}\n').tree),
      compileSystem(bml('1C Strong {16+ HCP, 0-2!c}\n1D Natural {16+ HCP, 4+!d}\n1H Natural {16+ HCP, 5+!h}\n2C Weak {0-4 HCP, 6+!c}\n').tree),
      compileSystem(bml('1D Natural {11-15 HCP, 3+!d}\n1H Natural {11-15 HCP, 4+!h}\n2C Weak {5-10 HCP, 7+!c}\n').tree)
    ]
    // Short auctions of the first few legal calls: many that differ in one call only.
    const shortAuctions = fc.array(fc.nat(), {maxLength: 4}).map((picks) => {
      const auction: Call[] = []
      for (const pick of picks) {
        const legal = legalCalls(auction)
        auction.push(legal[pick % Math.min(9, legal.length)]!)
      }

      return auction
    })
    // Many auctions in turn, their facts read by a system and not: a table shared under too coarse a key would
    // answer a later auction with an earlier one's partner, their suits or status.
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.oneof(shortAuctions, lowAuctions, oneSided, contested, auctions), fc.nat({max: 4})), {minLength: 1, maxLength: 20}), (cases) => {
        for (const [auction, reader] of cases) {
          // Every vulnerability in turn: tables that differ only in it.
          for (const vulnerability of ['none', 'ns', 'ew', 'all'] as const) {
            const facts = reader < readers.length ? factsOfSystem(readers[reader]!, auction, vulnerability) : auctionFacts(viewOf(auction, 'N', vulnerability), () => undefined)
            expect({...auctionTableOf(facts, auction)}).toEqual({...ownAuctionTable(facts, auction)})
          }
        }
      }),
      {numRuns: 100}
    )
  })

  it('should read an engine’s facts of the auction alone as it reads facts it checks against the calls', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(auctions, hands, vulnerabilities), {minLength: 1, maxLength: 8}), (cases) => {
        for (const [auction, text, vulnerability] of cases) {
          const situation: FullSituation = {hand: hand(text), auction, dealer: 'N', vulnerability}
          // The facts of this auction, met again by a second hand: the table kept on them is this auction's.
          const own = factsOfSystem(shows, auction, vulnerability)
          const checked = factsOfSystem(shows, auction, vulnerability)
          for (const held of [situation, {...situation, hand: hand('AK432.KQ2.32.432')}]) {
            const fast = naturalCall(held, own, true)
            const slow = naturalCall(held, checked)
            expect([fast.call, fast.explanation, fast.shows]).toEqual([slow.call, slow.explanation, slow.shows])
          }
        }
      })
    )
  })

  it('should read a place anew when the same facts come with other calls', () => {
    // Facts shared by two auctions (an engine may treat them alike): the second reads its own calls, not the first's place.
    const facts = auctionFacts(viewOf(calls('1H P'), 'N', 'none'), () => undefined)
    const six = hand('AQJ432.2.K32.432')
    // Partner's 1♥: a new suit at the one level; after 1♥ P 2♥ P (our own 1♥ raised), the cheapest spades are 2♠.
    expect(naturalCall({hand: six, auction: calls('1H P'), dealer: 'N', vulnerability: 'none'}, facts).call).toBe('1S')
    expect(naturalCall({hand: six, auction: calls('1H P 2H P'), dealer: 'N', vulnerability: 'none'}, facts).call).toBe('2S')
  })

  it('should name each hand’s own HCP in a natural pass, though passes are shared', () => {
    const facts = auctionFacts(viewOf(calls('1H P'), 'N', 'none'), () => undefined)
    // No fit, no suit of five, partner's 1♥ not notrump: nothing to add, with 5 and with 6 HCP.
    const five = naturalCall({hand: hand('K432.2.Q432.5432'), auction: calls('1H P'), dealer: 'N', vulnerability: 'none'}, facts)
    const six = naturalCall({hand: hand('K432.2.Q432.J432'), auction: calls('1H P'), dealer: 'N', vulnerability: 'none'}, facts)
    const againFive = naturalCall({hand: hand('Q432.2.K432.5432'), auction: calls('1H P'), dealer: 'N', vulnerability: 'none'}, facts)
    expect([five.call, six.call]).toEqual(['P', 'P'])
    expect(five.explanation).toBe('natural: nothing to add (5 HCP)')
    expect(six.explanation).toBe('natural: nothing to add (6 HCP)')
    expect(againFive).toBe(five)
  })

  it('should keep each text of what a call shows by its template, suit and every figure', () => {
    const asks = fc.tuple(fc.nat({max: 7}), fc.constantFrom('S', 'H', 'D', 'C' as const), fc.integer({min: -2, max: 140}), fc.integer({min: 0, max: 140}), fc.boolean())
    fc.assert(
      fc.property(fc.array(asks, {minLength: 1, maxLength: 30}), (list) => {
        for (const [template, suit, first, second, flag] of list) expect(showsOf(template, suit, first, second, flag)).toBe(showsTextOf(template, suit, first, second, flag))
      })
    )
  })
})

import {existsSync} from 'node:fs'
import {expandCalls, isLegal, parseAuction} from '@bidding/core/calls'
import type {Bid, Root, Sequence} from '@bidding/core'
import {generateDealsSync} from '@bidding/deal'
import {parseHand, parseVulnerability, type Hand} from '@bidding/hand'
import {chooseCall, explainAuction, simulate} from '@bidding/robot'
import {describe, expect, it} from 'vitest'
import {corpus, describeCorpus} from '../../../test/shared.js'
import {baselineOf, casesOf, compareBaseline, groupTable, loadSystem, measure, partOf, readBaseline, readCases} from '../measure.js'

const {tree, file, system} = loadSystem()

function hand(text: string): Hand {
  const result = parseHand(text, {complete: true})
  if (!result.ok) throw new Error(result.message + ' in `' + text + '`')
  return result.hand
}

function bid(handText: string, auction: string, vulnerability = 'None'): string {
  return chooseCall(system, {hand: hand(handText), auction: parseAuction(auction).calls, vulnerability: parseVulnerability(vulnerability)}).call
}

describe('the notes', () => {
  it('should read with no broken block, call, paste or constraint the robot cannot decide', () => {
    const broken = new Set(['invalid-call', 'invalid-constraint', 'unknown-block-part', 'invalid-block-part', 'undecidable-constraint', 'paste-unknown', 'paste-argument', 'include-missing', 'unexpanded-call'])
    expect(file.messages.filter((message) => message.fatal === true || broken.has(message.ruleId ?? '')).map(String)).toEqual([])
    expect(system.kind).toBe('tree')
    expect(system.fallback).toBe('natural')
    expect(tree.metadata?.title).toBe('Standard American Yellow Card')
  })
})

// Hands of the book and of the SAYC booklet, written here so the suite stands without the corpus.
describe('the order of the notes', () => {
  it('should list the openings in ascending order, the robot’s preferences being priorities', () => {
    const openings = tree.children.find((node): node is Sequence => node.type === 'sequence' && (node.context ?? []).length === 0 && node.children.some((child) => child.type === 'bid' && child.call === '1C'))
    const calls = openings!.children.filter((child): child is Bid => child.type === 'bid').map((bid) => bid.call)
    const order = (call: string) => (call === 'P' ? 99 : Number(call[0]) * 5 + 'CDHSN'.indexOf(call[1]!))
    expect(calls.slice(0, 6)).toEqual(['1C', '1D', '1H', '1S', '1N', '2C'])
    expect(calls.map(order)).toEqual([...calls.map(order)].sort((a, b) => a - b))
  })
})

describe('the order of the rewritten tables', () => {
  // Pass, double, redouble, then the bids; suit variables sort by their place among the suits (X < Y < Z; a minor low, a major high).
  const strain: Record<string, number> = {C: 0, D: 1, H: 2, S: 3, N: 4, X: 0.6, Y: 1.6, Z: 2.6, m: 0.5, M: 2.5}
  const order = (call: string) => (call === 'P' ? -3 : call === 'X' || call === 'D' ? -2 : call === 'XX' || call === 'R' ? -1 : Number(call[0]) * 5 + (strain[call.slice(1)] ?? Number.NaN))
  /** The calls of the uncontested table whose auction is `key` (`1H-`), in document order. */
  const callsOf = (key: string) => {
    const table = tree.children.find(
      (node): node is Sequence =>
        node.type === 'sequence' && (node.context ?? []).every((call) => call.by === 'we') && (node.context ?? []).map((call) => call.call + '-').join('') === key
    )
    return table ? table.children.filter((child): child is Bid => child.type === 'bid').map((bid) => bid.call) : []
  }

  it('should list responses and rebids in ascending call order, pass first', () => {
    for (const key of ['1C-', '1D-', '1H-', '1S-', '1N-', '2C-', '1H-1S-', '1H-1N-', '1S-1N-', '1C-1D-', '1C-1H-', '1C-1S-', '1C-1N-', '1D-1H-', '1D-1S-', '1D-1N-', '1H-2C-', '1H-2D-', '1S-2C-', '1S-2D-', '1S-2H-', '2D-', '2H-', '2S-']) {
      const calls = callsOf(key)
      expect(calls.length, key).toBeGreaterThan(3)
      expect(calls.map(order).some(Number.isNaN), key).toBe(false)
      expect(calls.map(order), key).toEqual([...calls.map(order)].sort((a, b) => a - b))
    }
  })

  /** Every group of sibling calls below our uncontested tables (after the openings), by the auction leading to it. */
  const continuationGroups = () => {
    const groups = new Map<string, string[]>()
    const walk = (key: string, bids: Bid[]) => {
      if (bids.length > 1) groups.set(key, bids.map((bid) => bid.call))
      for (const each of bids) walk(key + each.call + '-', each.children.filter((child): child is Bid => child.type === 'bid'))
    }

    for (const node of expandCalls(tree).children) {
      if (node.type !== 'sequence') continue
      const context = (node as Sequence).context ?? []
      if (context.length === 0 || context.some((call) => call.by === 'they')) continue
      walk(context.map((call) => call.call + '-').join(''), (node as Sequence).children.filter((child): child is Bid => child.type === 'bid'))
    }

    return groups
  }

  it('should list every continuation of the uncontested tables in ascending call order, pass first, whatever suits a template is pasted with', () => {
    const groups = continuationGroups()
    expect(groups.size).toBeGreaterThan(1000)
    const ascending = (calls: string[]) => calls.every((call, index) => index === 0 || order(calls[index - 1]!) < order(call))
    const outOfOrder = [...groups].filter(([, calls]) => !ascending(calls)).map(([key, calls]) => key + ' ' + calls.join(' '))
    expect(outOfOrder).toEqual([])
  })

  it('should list every table of the competitive part in ascending call order: pass, double, redouble, then the bids', () => {
    const tables = tree.children.filter((node): node is Sequence => node.type === 'sequence' && String(node.data?.file ?? '').endsWith('competitive.bml'))
    expect(tables.length).toBeGreaterThan(100)
    for (const table of tables) {
      const calls = table.children.filter((child): child is Bid => child.type === 'bid').map((bid) => bid.call)
      const label = (table.context ?? []).map((call) => call.call).join('-') + ': ' + calls.join(' ')
      expect(calls.map(order).some(Number.isNaN), label).toBe(false)
      expect(calls.map(order), label).toEqual([...calls.map(order)].sort((a, b) => a - b))
    }
  })

  it('should list every continuation of the competitive part in ascending call order, whatever suits a template is pasted with, and no call of theirs among ours', () => {
    const groups: string[] = []
    const outOfOrder: string[] = []
    const walk = (key: string, bids: Bid[]) => {
      if (bids.length > 1) {
        groups.push(key)
        const calls = bids.map((bid) => (bid.by === 'they' ? '(' + bid.call + ')' : bid.call))
        if (!calls.every((call, index) => !Number.isNaN(order(call)) && (index === 0 || order(calls[index - 1]!) < order(call)))) outOfOrder.push(key + ' ' + calls.join(' '))
      }

      for (const each of bids) walk(key + each.call + '-', each.children.filter((child): child is Bid => child.type === 'bid'))
    }

    for (const node of expandCalls(tree).children) {
      if (node.type !== 'sequence' || !String(node.data?.file ?? '').endsWith('competitive.bml')) continue
      const table = node as Sequence
      for (const bid of table.children) if (bid.type === 'bid') walk((table.context ?? []).map((call) => call.call + '-').join('') + bid.call + '-', bid.children.filter((child): child is Bid => child.type === 'bid'))
    }

    expect(groups.length).toBeGreaterThan(250)
    expect(outOfOrder).toEqual([])
  })

  it('should let priorities, not the order, decide over their opening: Michaels before an overcall, 1NT before the double, a major before a minor', () => {
    // Five-five in the majors, 8 HCP over 1♣: Michaels, not 1♠.
    expect(bid('KQJ73.KJ862.4.73', '1C')).toBe('2C')
    // 16 balanced with a club stopper: 1NT, not the double.
    expect(bid('AQ4.KJ3.Q972.KJ4', '1C')).toBe('1N')
    // Five hearts and six diamonds over 1♣, 11 HCP, good suits: the major.
    expect(bid('4.AKJ84.KQT982.3', '1C')).toBe('1H')
    // Four spades, short clubs, 13 HCP: the takeout double, not pass (the first row in the table).
    expect(bid('KJ74.AJ52.K963.4', '1C')).toBe('X')
  })

  it('should keep the robot’s choice now that priorities, not the order, decide: support first, a major up the line, the higher of two fives, then 1NT and pass', () => {
    // Three hearts and four spades, 8 HCP: raise before 1S.
    expect(bid('KQ72.J84.753.Q62', '1H P')).toBe('2H')
    // Four spades and four clubs, 11 HCP, no fit: 1S up the line before 2C.
    expect(bid('KQ72.84.753.AQ62', '1H P')).toBe('1S')
    // Five diamonds and five hearts over 1S: the higher, 2H.
    expect(bid('7.AQ972.KJ973.Q6', '1S P')).toBe('2H')
    // 7 HCP, no fit, no spades: 1NT.
    expect(bid('72.84.KJ753.Q632', '1H P')).toBe('1N')
    // 4 HCP: pass.
    expect(bid('72.984.J7532.Q63', '1H P')).toBe('P')
  })
})

describe('the robot bids SAYC', () => {
  it('should open by the rule of 20, the better minor and five-card majors', () => {
    // 12 HCP and 4-4 in the minors: the rule of 20 holds, 1D.
    expect(bid('KQ87.A.JT92.QT83', '')).toBe('1D')
    // 12 HCP flat: 12 + 4 + 3 = 19, pass.
    expect(bid('KJ8.A876.Q75.Q75', '')).toBe('P')
    // Three of each minor: 1C.
    expect(bid('AJ75.Q83.AQ5.J73', '')).toBe('1C')
    // Five-five in the majors: the higher.
    expect(bid('AQ954.KJ873.6.64', '')).toBe('1S')
  })

  it('should open notrump, 2C and weak twos by their ranges', () => {
    expect(bid('K2.K9873.AQ8.KQ4', '')).toBe('1N')
    expect(bid('K2.AK873.AQ8.KQ4', '')).toBe('2N')
    expect(bid('AQJ.AK.AJ5.QJ842', '')).toBe('2C')
    expect(bid('KQT932.83.Q765.4', '')).toBe('2S')
    // A side four-card major: no weak two.
    expect(bid('KQT932.Q843.76.3', '')).toBe('P')
  })

  it('should open lighter in third seat and by the rule of 15 in fourth', () => {
    expect(bid('J32.QJ8.T87.AKT9', 'P P')).toBe('1C')
    expect(bid('AQJ75.K83.765.43', 'P P P')).toBe('1S')
    expect(bid('75.A.A8742.QJ973', 'P P P')).toBe('P')
    // No preempts in fourth seat.
    expect(bid('5.KQT9852.85.J64', 'P P P')).toBe('P')
  })

  it('should preempt by seat and vulnerability', () => {
    expect(bid('7.98.AKJ9852.J97', '')).toBe('3D')
    // Eight losers: not vulnerable only.
    expect(bid('J87.62.Q3.AK7432', '', 'None')).toBe('3C')
    expect(bid('J87.62.Q3.AK7432', '', 'Both')).toBe('P')
  })

  it('should use Stayman, transfers and the 1NT invitations', () => {
    expect(bid('Q732.K65.AJ72.T9', '1N P')).toBe('2C')
    expect(bid('K65.Q732.AJ72.T9', '1N P 2C P 2H P')).toBe('4H')
    expect(bid('8732.7652.8753.9', '1N P 2C P 2D P')).toBe('P')
    expect(bid('J76.KJ9832.A2.97', '1N P')).toBe('2D')
    expect(bid('J76.KJ9832.A2.97', '1N P 2D P 2H P')).toBe('4H')
    expect(bid('J43.75.AJ4.QT987', '1N P')).toBe('2N')
    expect(bid('A2.K9873.KQ8.AJ4', '1N P 4N P')).toBe('6N')
  })

  it('should raise majors by support points and bid Jacoby 2NT', () => {
    expect(bid('A954.KJ5.652.T64', '1H P')).toBe('2H')
    expect(bid('T52.74.QT42.AQJ5', '1S P')).toBe('3S')
    expect(bid('AT42.KT8.A75.QJ5', '1S P')).toBe('2N')
    expect(bid('A75.KQT83.KJ72.2', '1H P 2N P')).toBe('3C')
    expect(bid('T6.AT874.J98.742', '1H P')).toBe('4H')
  })

  it('should show a major before notrump and bid up the line over a minor', () => {
    expect(bid('KQJ4.8643.652.42', '1C P')).toBe('1H')
    expect(bid('K975.T8.KJ76.863', '1C P')).toBe('1D')
    expect(bid('K75.KJ3.KJ65.Q73', '1C P')).toBe('2N')
  })

  it('should reverse, jump shift and use the fourth suit', () => {
    expect(bid('A9.KQ74.AJ843.K7', '1D P 1S P')).toBe('2H')
    expect(bid('Q7.7.AKQJ.AKJT62', 'P P P 1C P 1S P')).toBe('3D')
    expect(bid('AK97.A8.742.QT72', '1H P 1S P 2C P')).toBe('2D')
  })

  it('should answer Blackwood and Gerber', () => {
    expect(bid('965.7.975.AKT964', '2C P 3C P 4N P')).toBe('5D')
    expect(bid('K2.K9873.AQ8.KQ4', '1N P 4C P')).toBe('4H')
    expect(bid('AKQ95.AT3.A2.972', '1N P 4C P 4N P 5C P')).toBe('5H')
  })

  it('should mark a fallback call as such in its explanation', () => {
    // 22 HCP, no major, over partner's 1NT: above every range the notes give; the table's fallback bids 6NT.
    const choice = chooseCall(system, {hand: hand('AK2.KQ2.AKJ2.QJ2'), auction: parseAuction('1N P').calls})
    expect(choice.call).toBe('6N')
    expect(choice.reason).toBe('fallback')
    expect(choice.explanation.split('\n')[0]).toBe('Fallback: To play')
  })
})

/** The uncontested auctions the notes reach after one of our calls (other than pass), as keys and calls. */
function continuations(root: Root): Map<string, string[]> {
  const expanded = expandCalls(root)
  const needed = new Map<string, string[]>()
  const walk = (node: Bid, calls: string[]) => {
    if (node.by !== 'we') return
    const path = calls.length > 0 && calls.length % 2 === 1 ? [...calls, 'P'] : calls
    const after = [...path, node.call]
    if (node.call !== 'P') needed.set(after.join(' '), [...after, 'P'])
    for (const child of node.children) if (child.type === 'bid') walk(child, after)
  }

  for (const node of expanded.children) {
    if (node.type !== 'sequence') continue
    const sequence = node as Sequence
    if ((sequence.context ?? []).some((call) => call.by === 'they')) continue
    const context: string[] = []
    for (const call of sequence.context ?? []) {
      if (context.length % 2 === 1) context.push('P')
      context.push(call.call)
    }

    for (const child of sequence.children) if (child.type === 'bid') walk(child, context)
  }

  return needed
}

// The booklet's competitive principles stated once per kind of auction (#CLASS); before them these auctions were off-system.
describe('combined strength after opener’s rebids', () => {
  /** The HCP range a seat has shown after an auction (North deals). */
  const shown = (auction: string, direction: 'N' | 'S') => explainAuction(system, {auction: parseAuction(auction).calls}).seats[direction].hcp

  it('should bid game over a rebid that shows a range with 25 together, counting opener at its bottom', () => {
    // A jump rebid of a six-card minor, 16–18: 3NT shows 9 or more.
    expect(shown('1C P 1H P 3C P 3N', 'S')[0]).toBe(9)
    // A reverse after 1NT, 15 or more HCP: 3NT shows 10 or more, 2NT (a minimum) 9 or less.
    expect(shown('1C P 1N P 2D P 3N', 'S')[0]).toBe(10)
    expect(shown('1C P 1N P 2D P 2N', 'S')[1]).toBe(9)
    // 2NT, 18–19: 3NT accepts with 7 or more.
    expect(shown('1C P 1N P 2N P 3N', 'S')[0]).toBe(7)
  })

  it('should accept an invitation with 25 together, counting responder at the bottom of his invitation', () => {
    // 2NT, 11–12: 14 or more.
    expect(shown('1H P 1S P 2H P 2N P 3N', 'N')[0]).toBe(14)
    // 2NT after a two over one, 10–12: 15 or more.
    expect(shown('1D P 2C P 2D P 2N P 3N', 'N')[0]).toBe(15)
    // A limit raise of a minor, 10–12: 15 or more.
    expect(shown('1D P 3D P 3N', 'N')[0]).toBe(15)
  })
})

describe('the auction classes of the competitive part', () => {
  function choice(handText: string, auction: string) {
    return chooseCall(system, {hand: hand(handText), auction: parseAuction(auction).calls})
  }

  it('should double for takeout when they have bid three times and we only passed', () => {
    const made = choice('AK32.2.KQ32.Q432', '1H P 2H P 3H')
    expect([made.call, made.reason, made.at]).toEqual(['X', 'rule', expect.stringContaining('they have bid three times, we passed twice')])
  })

  it('should make a balancing double in any balancing seat after their opening', () => {
    const made = choice('K432.2.Q432.A432', '1H P 1N P 2H P P')
    expect([made.call, made.reason, made.at]).toEqual(['X', 'rule', expect.stringContaining('any balancing seat after their opening')])
  })

  it('should raise partner’s overcall with a fit where no table names the auction, support first', () => {
    const made = choice('Q32.K432.432.J32', '1C 1S 2D')
    expect([made.call, made.reason, made.at]).toEqual(['2S', 'rule', expect.stringContaining('they opened, any later turn of ours')])
  })

  it('should leave the rest to the natural layer, which now speaks for the system, not as a fallback', () => {
    const made = choice('5432.432.432.432', '1H P 2H P 3H')
    expect([made.call, made.reason]).toEqual(['P', 'natural'])
  })
})

describe('whole deals', () => {
  // Where the notes are silent (after a game, a sign-off) the natural layer decides: no bare `P {any hand}` rows.
  it('should have a rule or a natural call for every hand after each of our calls in an uncontested auction', () => {
    const hands = generateDealsSync({count: 25, seed: 7}).deals.flatMap((deal) => [...deal])
    const needed = continuations(tree)
    expect(needed.size).toBeGreaterThan(1000)
    const holes: string[] = []
    for (const [key, calls] of needed) {
      for (const each of hands) {
        const choice = chooseCall(system, {hand: each, auction: calls as never}, {explain: false})
        if ((choice.reason !== 'rule' && choice.reason !== 'natural' && choice.reason !== 'fallback' && choice.reason !== 'auction-over') || !isLegal(calls as never, choice.call)) {
          holes.push(key + ': ' + choice.reason)
          break
        }
      }
    }

    expect(holes).toEqual([])
  })

  it('should finish simulated auctions without a call that has no rule', () => {
    const deals = generateDealsSync({count: 400, seed: 20_260_501}).deals
    const {statistics} = simulate(deals, {N: system, S: system})
    expect(statistics.unfinished).toBe(0)
    expect(statistics.examples).toEqual([])
    expect(statistics.noRule).toBe(0)
    expect(statistics.reasons.rule).toBeGreaterThan(1000)
  })
})

describeCorpus('saycbridge’s table (sayc/dev.jsonl)', () => {
  it('should hold out about a third of the table, by a salted hash of each case that does not depend on the file’s order', () => {
    const cases = readCases(corpus('sayc', 'dev.jsonl'))
    const heldOut = casesOf('held-out', cases)
    const tuning = casesOf('tuning', cases)
    expect(heldOut.length + tuning.length).toBe(cases.length)
    expect(heldOut.length / cases.length).toBeGreaterThan(0.3)
    expect(heldOut.length / cases.length).toBeLessThan(0.4)
    expect(casesOf('held-out', [...cases].reverse()).map((item) => partOf(item))).toEqual(heldOut.map(() => 'held-out'))
    expect(new Set(casesOf('held-out', [...cases].reverse()))).toEqual(new Set(heldOut))
  })

  it('should read the corpus where the shared test helper finds it', () => {
    expect(existsSync(corpus('sayc', 'dev.jsonl'))).toBe(true)
  })

  it('should not fail a case the committed baseline passes (accept a new baseline when it improves)', () => {
    const report = measure(system, readCases(corpus('sayc', 'dev.jsonl')))
    const baseline = readBaseline()
    expect(baseline, 'no baseline.json: run `npx -y pnpm@10.34.9 --filter @bidding-examples/sayc accept`').toBeDefined()
    const {newlyFailing, newlyPassing} = compareBaseline(report, baseline!)
    if (newlyPassing.length > 0) {
      console.info(newlyPassing.length + ' case(s) pass that the baseline lists as failing; tighten it with `accept`:\n' + newlyPassing.join('\n'))
    }

    expect(newlyFailing).toEqual([])
    expect(report.total).toBe(baseline!.withSubtests.total)
  })

  it('should report the rates per group and keep the baseline’s shape', () => {
    const report = measure(system, readCases(corpus('sayc', 'dev.jsonl')))
    const table = groupTable(report)
    expect(table.split('\n')[0]).toBe('| group | cases | with sub-tests |')
    expect(table).toContain('| `test_open_one_nt` |')
    const baseline = baselineOf(report)
    expect(baseline.failing.length).toBe(report.total - report.passed)
    expect([...baseline.failing].sort()).toEqual(baseline.failing)
  })
})

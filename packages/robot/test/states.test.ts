import {readFileSync} from 'node:fs'
import {auctionStatus, parseCall, type Call} from '@bidding/core/calls'
import {fromBidspace} from '@bidding/bidspace-parse'
import {generateDealsSync} from '@bidding/deal'
import {hcp, honours, lengthPoints, shortnessPoints, suitLength, suitsOfLength, type Deal, type Hand} from '@bidding/hand'
import {VFile} from 'vfile'
import {beforeAll, describe, expect, it} from 'vitest'
import {bidDeal, compileSystem, type CompiledSystem, type CompileOptions} from '@bidding/robot'
import {corpus, describeCorpus} from '../../../test/shared.js'
import {choose} from './helpers.js'

// ---------------------------------------------------------------------------
// A faithful re-implementation of the reference consumer (`bidding.js` and
// `deal.js`, formats.md §1.7), reading the JS list the reference converter
// makes. Rules are `eval('hand.' + rule)`: here the call is parsed and the
// method looked up on the hand object, which throws as `eval` does when the
// method does not exist.

interface ListBid {
  bid: string
  state: string
  rules: string[]
}

interface ListRow {
  state: string
  prevBid: string
  rankings: string[]
  availableBids: ListBid[]
}

type Method = (...args: Array<string | number>) => boolean | undefined

function consumerHand(hand: Hand, withHonours: boolean): Record<string, Method> {
  const suits: Record<string, 'S' | 'H' | 'D' | 'C'> = {s: 'S', h: 'H', d: 'D', c: 'C'}
  const compare = (value: number, condition: string, n: number): boolean | undefined => {
    switch (condition) {
      case 'gte': {
        return value >= n
      }

      case 'gt': {
        return value > n
      }

      case 'eq': {
        return value === n
      }

      case 'lt': {
        return value < n
      }

      case 'lte': {
        return value <= n
      }

      default: {
        return undefined
      }
    }
  }

  const methods: Record<string, Method> = {
    hasPointsBand(type, lb, ub) {
      const points = type === 'hcp' ? hcp(hand) : type === 'lp' ? lengthPoints(hand) : type === 'sp' ? shortnessPoints(hand) : undefined
      return points !== undefined && points >= Number(lb) && points <= Number(ub)
    },
    hasSuitLength(suit, condition, n) {
      return compare(suitLength(hand, suits[String(suit)]!), String(condition), Number(n))
    },
    hasDoubletons(condition, n) {
      return condition === 'lte' ? suitsOfLength(hand, 2) <= Number(n) : undefined
    }
  }
  // The reference has no `hasHonoursLength`; the lenient consumer adds the evident one.
  if (withHonours) {
    methods.hasHonoursLength = (suit, condition, n) => compare(honours(hand, suits[String(suit)]!), String(condition), Number(n))
  }

  return methods
}

/** `eval('hand.' + rule)` for the rule strings of the JS list. */
function evaluateRule(hand: Record<string, Method>, rule: string): boolean | undefined {
  const match = /^(\w+)\((.*)\)$/.exec(rule)!
  const method = hand[match[1]!]
  if (typeof method !== 'function') throw new TypeError('hand.' + match[1] + ' is not a function')
  const args = match[2]!.split(',').map((arg) => {
    const text = arg.trim()
    return /^'.*'$/.test(text) ? text.slice(1, -1) : Number(text)
  })
  return method(...args)
}

function find(db: readonly ListRow[], state: string, prevBid: string): ListRow | 'not found' {
  for (const row of db) if (row.state === state && row.prevBid === prevBid) return row
  return 'not found'
}

function getNextBid(bids: readonly ListBid[], hand: Record<string, Method>): Record<string, ListBid> {
  const possible: Record<string, ListBid> = {}
  for (const bid of bids) {
    const results = bid.rules.map((rule) => evaluateRule(hand, rule))
    if (!results.includes(false)) possible[bid.bid] = bid
  }

  return possible
}

function selectBid(possible: Record<string, ListBid>, priority: readonly string[]): ListBid | undefined {
  for (const bid of priority) if (Object.hasOwn(possible, bid)) return possible[bid]
  return undefined
}

/** The consumer's auction for a deal (North deals, East-West pass): calls, and why it stopped. */
function consumerAuction(db: readonly ListRow[], deal: Deal, withHonours: boolean): {calls: Call[]; stop: 'end' | 'stuck' | 'throws'} {
  const calls: Call[] = []
  let state = db[0]!.state
  let previous = 'none'
  while (!auctionStatus(calls).ended) {
    const seat = calls.length % 4
    if (seat === 1 || seat === 3) {
      calls.push('P')
      continue
    }

    const row = find(db, state, previous)
    if (row === 'not found') return {calls, stop: 'stuck'}
    let bid: ListBid | undefined
    try {
      bid = selectBid(getNextBid(row.availableBids, consumerHand(deal[seat]!, withHonours)), row.rankings)
    } catch {
      return {calls, stop: 'throws'}
    }

    if (!bid) return {calls, stop: 'stuck'}
    calls.push(parseCall(bid.bid)!)
    state = bid.state
    previous = bid.bid
  }

  return {calls, stop: 'end'}
}

function compile(text: string, options: CompileOptions = {}): {system: CompiledSystem; file: VFile} {
  const file = new VFile({path: 'bidding_space.txt', value: text})
  const tree = fromBidspace(text, file, {})
  return {system: compileSystem(tree, file, options), file}
}

describeCorpus('bidding_space_2.txt against the reference consumer', () => {
  // Read when the tests run, not when they are collected: a skipped suite must not touch the corpus.
  let text: string
  let db: ListRow[]
  const {deals} = generateDealsSync({count: 2000, seed: 'bidding_space_2'})
  beforeAll(() => {
    text = readFileSync(corpus('bidding-space', 'bidding_space_2.txt'), 'utf8')
    db = JSON.parse(readFileSync(corpus('bidding-space', 'generated', 'bidding_space_2.js_list.json'), 'utf8')) as ListRow[]
  })

  it('should stop where the reference consumer throws (profile `reference`)', () => {
    const {system} = compile(text, {profile: 'reference'})
    for (const deal of deals) {
      const reference = consumerAuction(db, deal, false)
      expect(reference.stop).toBe('throws')
      const ours = bidDeal(deal, {N: system, S: system})
      expect(ours.choices[reference.calls.length]!.reason).toBe('error')
    }
  })

  it('should bid every deal as the consumer does once it has `hasHonoursLength` (default profile)', () => {
    const {system} = compile(text)
    let finished = 0
    let stuck = 0
    for (const deal of deals) {
      const reference = consumerAuction(db, deal, true)
      const ours = bidDeal(deal, {N: system, S: system})
      expect(ours.calls.slice(0, reference.calls.length)).toEqual(reference.calls)
      if (reference.stop === 'end') {
        finished++
        expect(ours.calls).toEqual(reference.calls)
        expect(ours.choices.filter((choice, index) => index % 2 === 0).every((choice) => choice.reason === 'rule')).toBe(true)
      } else {
        stuck++
        expect(['off-system', 'unranked', 'no-rule']).toContain(ours.choices[reference.calls.length]!.reason)
      }
    }

    // Both kinds occur: the comparison is not vacuous (most deals stop early, as the file covers few states).
    expect(finished).toBeGreaterThan(5)
    expect(stuck).toBeGreaterThan(1000)
  })

  it('should never choose a possible bid that is not in the priority list', () => {
    const {system} = compile(text)
    // 14 HCP, five hearts: `1h` is possible, but the opening priority list has no `1h`.
    const choice = choose(system, 'A2.KQ432.K32.Q32')
    expect([choice.call, choice.reason]).toEqual(['P', 'unranked'])
    expect(choice.candidates.find((candidate) => candidate.call === '1H')?.status).toBe('unranked')
  })
})

describe('state machines', () => {
  const text = [
    'state: opn0',
    'prev_bid: none',
    'priority: 1nt 1s 1h 1c nb',
    'nb\trsp0\tp(hp,0,11)',
    '1c\trsp0\tp(hp,12,21)\t@Any 12 to 21',
    '1c\trsp1\tp(hp,12,14)\t@Minimum, a later line of the same bid',
    '1h\trsp0\tp(hp,12,21)\ts(h,gte,5)\t@Five hearts',
    '1s\trsp0\tp(hp,12,21)\ts(s,gte,5)\tdt(gte,3)\t@Five spades, rule the consumer never checks',
    '1nt\trsp0\tp(hp,15,17)\tdt(lte,1)\tp(xp,0,40)\t@Unknown points type',
    '',
    'state: rsp0',
    'prev_bid: 1c',
    'priority: 1h nb',
    '1h\topn1\tp(hp,6,40)\ts(h,gte,4)\t@Hearts',
    'nb\topn1\tp(hp,0,5)\t@Weak',
    '',
    'state: rsp1',
    'prev_bid: 1c',
    'priority: 1s nb',
    '1s\topn1\tp(hp,6,40)\ts(s,gte,4)\t@Spades',
    'nb\topn1\tp(hp,0,40)',
    ''
  ].join('\n')

  it('should keep the last possible bid of a call, with its next state', () => {
    const {system} = compile(text)
    // A 13-count without a five-card major: both `1c` lines are possible; the later one (12–14) leads to rsp1.
    expect(choose(system, 'A32.K32.KJ32.Q32').call).toBe('1C')
    expect(choose(system, 'Q432.K432.Q2.432', '1C P').call).toBe('1S')
  })

  it('should pass with `no-rule` when no bid is possible, and leave the system when the state is missing', () => {
    const {system} = compile(text)
    const none = choose(system, 'AKQ2.AKQ.AKQ2.32') // 27: nothing in opn0 fits
    expect([none.call, none.reason, none.at]).toEqual(['P', 'no-rule', 'opn0'])
    // North passed (`nb` → rsp0), and there is no state rsp0 after nb: the consumer is stuck.
    const stuck = choose(system, '32.32.5432.65432', 'P P')
    expect([stuck.call, stuck.reason]).toEqual(['P', 'off-system'])
    expect(stuck.explanation).toBe('The auction is not in the system (no state `rsp0` after `P` (the consumer is stuck)); passing')
    const contested = choose(system, 'Q432.K432.32.432', '1C 1D')
    expect([contested.call, contested.reason]).toEqual(['P', 'off-system'])
    expect(contested.explanation).toContain('the opponents called `1D`')
  })

  it('should reproduce the consumer’s reading of rules in the reference profile', () => {
    const {system} = compile(text, {profile: 'reference'})
    // `dt(gte,3)` is `undefined` for the consumer (it only knows `lte`): it passes.
    expect(choose(system, 'AKJ32.K32.Q32.32').call).toBe('1S')
    // `p(xp,0,40)` is false for the consumer: no 1NT ever.
    expect(choose(system, 'AK2.KQ2.J432.Q32').call).toBe('1C')
    const own = compile(text).system
    // By default `dt(gte,3)` means three doubletons, and `p(xp,…)` cannot be decided, which passes.
    expect(choose(own, 'AKJ32.K32.Q32.32').call).toBe('1C')
    expect(choose(own, 'AK2.KQ2.J432.Q32').call).toBe('1N')
  })

  it('should explain where the auction is and why', () => {
    const {system} = compile(text)
    const choice = choose(system, 'Q432.K432.Q2.432', '1C P')
    expect(choice.at).toBe('rsp1 after 1C')
    expect(choice.explanation).toBe('Spades\nShows: 6–40 HCP, 4+♠\nAlso fits: Pass, later in the priority list')
  })
})

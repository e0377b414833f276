/**
 * The reference consumer (`bidding.js`, `deal.js`), as formats.md §1.7
 * describes it: find a row by state and previous bid, evaluate every rule
 * of every available bid on a hand (`eval('hand.' + rule)`), and pick the
 * first bid of the priority list that is possible.
 */

type SuitLetter = 's' | 'h' | 'd' | 'c'

const values: Readonly<Record<string, number>> = {A: 4, K: 3, Q: 2, J: 1}

/** A hand with the metrics and methods of `deal.js`. */
export class Hand {
  readonly holdings: Record<SuitLetter, string>

  /** `spades hearts diamonds clubs`, ranks as in `AK32 Q54 K72 A65`; `-` for a void. */
  constructor(cards: string) {
    const [s = '', h = '', d = '', c = ''] = cards.split(' ').map((holding) => (holding === '-' ? '' : holding))
    this.holdings = {s, h, d, c}
  }

  length(suit: SuitLetter): number {
    return this.holdings[suit].length
  }

  get hcp(): number {
    return [...Object.values(this.holdings).join('')].reduce((sum, card) => sum + (values[card] ?? 0), 0)
  }

  get lp(): number {
    return this.hcp + (['s', 'h', 'd', 'c'] as const).reduce((sum, suit) => sum + Math.max(0, this.length(suit) - 4), 0)
  }

  get sp(): number {
    const extra = [3, 2, 1]
    return this.hcp + (['s', 'h', 'd', 'c'] as const).reduce((sum, suit) => sum + (extra[this.length(suit)] ?? 0), 0)
  }

  get doubletons(): number {
    return (['s', 'h', 'd', 'c'] as const).filter((suit) => this.length(suit) === 2).length
  }

  hasPointsBand(type: string, lb: number, ub: number): boolean {
    const points = type === 'hcp' ? this.hcp : type === 'lp' ? this.lp : type === 'sp' ? this.sp : undefined
    return points !== undefined && lb <= points && points <= ub
  }

  hasSuitLength(suit: SuitLetter, condition: string, count: number): boolean | undefined {
    const length = this.length(suit)
    switch (condition) {
      case 'gte': return length >= count
      case 'gt': return length > count
      case 'eq': return length === count
      case 'lt': return length < count
      case 'lte': return length <= count
      default: return undefined
    }
  }

  hasDoubletons(condition: string, count: number): boolean | undefined {
    return condition === 'lte' ? this.doubletons <= count : undefined
  }
}

/** A hand that also knows `hasHonoursLength` (the reference's does not). */
export class HonoursHand extends Hand {
  hasHonoursLength(suit: SuitLetter, condition: string, count: number): boolean | undefined {
    const honours = [...this.holdings[suit]].filter((card) => 'AKQJT'.includes(card)).length
    return condition === 'gte' ? honours >= count : condition === 'eq' ? honours === count : condition === 'lte' ? honours <= count : undefined
  }
}

export interface Row {
  state: string
  prevBid: string
  rankings: string[]
  availableBids: Array<{bid: string; state: string; rules: unknown[]; desc: string}>
}

/** `find(state, prevBid)`: the first matching row, or `'not found'`. */
export function find(list: readonly Row[], state: string, prevBid: string): Row | 'not found' {
  // eslint-disable-next-line eqeqeq
  return list.find((row) => row.state == state && row.prevBid == prevBid) ?? 'not found'
}

/** `eval('hand.' + rule)`. */
export function evaluate(hand: Hand, rule: unknown): unknown {
  if (typeof rule === 'string') return (new Function('hand', 'return hand.' + rule) as (hand: Hand) => unknown)(hand)
  const {method, args} = rule as {method: string; args: unknown[]}
  return (hand as unknown as Record<string, (...args: unknown[]) => unknown>)[method]!(...args)
}

/** `get_next_bid` and `select_bid`: the bid a hand makes in a row, or `undefined` when none is ranked. */
export function choose(row: Row, hand: Hand): Row['availableBids'][number] | undefined {
  const possible: Record<string, Row['availableBids'][number]> = {}
  for (const bid of row.availableBids) {
    const results = bid.rules.map((rule) => evaluate(hand, rule))
    if (!results.includes(false)) possible[bid.bid] = bid
  }

  for (const bid of row.rankings) if (Object.hasOwn(possible, bid)) return possible[bid]
  return undefined
}

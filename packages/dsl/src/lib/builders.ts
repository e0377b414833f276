/**
 * Bids, tables and the system: builders of bdast `bid`, `sequence` and
 * `root` nodes. A bid takes its parts in any order after the call — a
 * condition (what it shows), a string (its description), an options
 * object, continuation bids — and has chainable methods for the same.
 */

import {
  dispositions,
  normalizeCallPattern,
  type Alert,
  type Disposition,
  type Forcing,
  type Seat,
  type Side,
  type Vulnerable,
  type VulnerabilityCondition
} from '@bidding/core/calls'
import type {Bid, BidContent, ContextCall, FlowContent, Metadata, PhrasingContent, Root, Sequence} from '@bidding/core'
import type {Constraint} from '@bidding/core/constraints'
import {Condition, toCondition, type ConditionLike} from './condition.js'

/** Options of a bid (also its chainable methods). */
export interface BidOptions {
  /** Alerted: `true` (artificial), a disposition (`'transfer'`), or a core `Alert`. */
  alert?: true | Disposition | Alert | undefined
  /** How far it forces: `true` (one round), `'one-round'`, `'game'`, `'slam'`, `'non-forcing'`. */
  forcing?: true | Forcing | undefined
  /** Preference among its siblings: higher first (default 0, document order on ties). */
  priority?: number | undefined
  /** Extra conditions for making the call that it does not show. */
  criteria?: ConditionLike | undefined
  /** Seats (counted from the dealer) in which it applies. */
  seats?: Seat | readonly Seat[] | undefined
  /** Vulnerability in which it applies: `{we, they}`, each `'yes'`, `'no'` or `'any'`. */
  vulnerability?: Partial<VulnerabilityCondition> | undefined
  /** Chosen by a robot only when nothing else fits. */
  fallback?: boolean | undefined
  /** Its description (the same as a string part). */
  description?: string | undefined
}

/**
 * A part of a bid: what it shows (a `Condition` or a core constraint), its
 * description (a string), options, continuations.
 */
export type BidPart = Condition | Constraint | string | BidOptions | BidBuilder | readonly BidPart[] | undefined

const optionKeys = new Set(['alert', 'forcing', 'priority', 'criteria', 'seats', 'vulnerability', 'fallback', 'description'])

function isOptions(value: unknown): value is BidOptions {
  if (typeof value !== 'object' || value === null || value instanceof Condition || value instanceof BidBuilder || Array.isArray(value)) return false
  if ('type' in value) return false
  return Object.keys(value).every((key) => optionKeys.has(key))
}

/** Read a call or pattern in any spelling (`1NT`, `Pass`, `2x`). */
function canonicalCall(call: string): string {
  const value = normalizeCallPattern(call)
  if (value === undefined) throw new TypeError('Unexpected call `' + call + '`, expected a call (`1N`, `P`, `X`, `XX`) or a pattern (`1M`, `2X`, `3CD`, `2steps`)')
  return value
}

/** Description text with BML suit codes (`!s`) and symbols as suit nodes. */
export function phrasing(text: string): PhrasingContent[] {
  const result: PhrasingContent[] = []
  let last = 0
  for (const match of text.matchAll(/!([shdcSHDC])(?![A-Za-z])|([♠♥♡♦♢♣])/g)) {
    if (match.index > last) result.push({type: 'text', value: text.slice(last, match.index)})
    const symbol = match[2]
    const suit = symbol
      ? (({'♠': 'S', '♥': 'H', '♡': 'H', '♦': 'D', '♢': 'D', '♣': 'C'}) as const)[symbol as '♠']
      : (match[1]!.toUpperCase() as 'S' | 'H' | 'D' | 'C')
    result.push({type: 'suit', suit})
    last = match.index + match[0].length
  }

  if (last < text.length) result.push({type: 'text', value: text.slice(last)})
  return result
}

function alertOf(value: NonNullable<BidOptions['alert']>): Alert {
  if (value === true) return {artificial: true}
  if (typeof value === 'string') {
    if (!(dispositions as readonly string[]).includes(value)) throw new TypeError('Unexpected disposition `' + value + '`, expected one of ' + dispositions.join(', '))
    return {artificial: true, disposition: value}
  }

  return {...value}
}

const vulnerableValues = new Set<string>(['yes', 'no', 'any'])

function vulnerabilityOf(value: Partial<VulnerabilityCondition>): VulnerabilityCondition {
  const result: VulnerabilityCondition = {we: value.we ?? 'any', they: value.they ?? 'any'}
  for (const side of ['we', 'they'] as const) {
    if (!vulnerableValues.has(result[side])) throw new TypeError('Unexpected vulnerability `' + result[side] + '`, expected `yes`, `no` or `any`')
  }

  return result
}

function seatsOf(value: Seat | readonly Seat[]): Seat[] {
  const seats = typeof value === 'number' ? [value] : [...value]
  for (const seat of seats) if (![1, 2, 3, 4].includes(seat)) throw new TypeError('Unexpected seat `' + seat + '`, expected 1–4')
  return [...new Set(seats)].sort() as Seat[]
}

/** A bid under construction. */
export class BidBuilder {
  readonly call: string
  readonly by: Side
  private shown: Condition | undefined
  private text: string | undefined
  private readonly options: BidOptions = {}
  private readonly children: BidBuilder[] = []

  constructor(call: string, by: Side, parts: readonly BidPart[]) {
    this.call = canonicalCall(call)
    this.by = by
    this.add(parts)
  }

  private add(parts: readonly BidPart[]): void {
    for (const part of parts) {
      if (part === undefined) continue
      if (typeof part === 'string') {
        this.text = this.text === undefined ? part : this.text + ' ' + part
      } else if (part instanceof BidBuilder) {
        this.children.push(part)
      } else if (Array.isArray(part)) {
        this.add(part)
      } else if (isOptions(part)) {
        Object.assign(this.options, part)
        if (part.description !== undefined) this.text = part.description
      } else {
        const condition = toCondition(part as Condition)
        this.shown = this.shown ? this.shown.and(condition) : condition
      }
    }
  }

  /** Add continuations. */
  then(...children: Array<BidBuilder | readonly BidBuilder[]>): this {
    this.add(children)
    return this
  }

  /** What the call shows (added to what it already shows). */
  shows(condition: ConditionLike): this {
    this.add([toCondition(condition)])
    return this
  }

  /** Alert it: artificial, with a disposition if given. */
  alert(disposition?: Disposition): this {
    this.options.alert = disposition ?? true
    return this
  }

  /** It forces (one round by default). */
  forcing(level: Forcing = 'one-round'): this {
    this.options.forcing = level
    return this
  }

  /** Preference among siblings (higher first). */
  priority(value: number): this {
    this.options.priority = value
    return this
  }

  /** Extra conditions for making it. */
  criteria(condition: ConditionLike): this {
    this.options.criteria = condition
    return this
  }

  /** Seats in which it applies. */
  seats(...seats: Seat[]): this {
    this.options.seats = seats
    return this
  }

  /** Vulnerability in which it applies. */
  vulnerable(we: Vulnerable, they: Vulnerable = 'any'): this {
    this.options.vulnerability = {we, they}
    return this
  }

  /** A fallback: chosen only when nothing else fits. */
  fallback(): this {
    this.options.fallback = true
    return this
  }

  /** Set the description. */
  describe(text: string): this {
    this.text = text
    return this
  }

  /** The bdast `bid`. */
  toBid(): Bid {
    const content: BidContent[] = []
    if (this.text !== undefined && this.text !== '') content.push({type: 'meaning', children: phrasing(this.text)})
    for (const child of this.children) content.push(child.toBid())
    const bid: Bid = {type: 'bid', call: this.call, by: this.by, children: content}
    if (this.shown) bid.constraint = this.shown.constraint
    const options = this.options
    if (options.criteria !== undefined) bid.criteria = toCondition(options.criteria).constraint
    if (options.alert !== undefined) bid.alert = alertOf(options.alert)
    if (options.forcing !== undefined) bid.forcing = options.forcing === true ? 'one-round' : options.forcing
    if (options.priority !== undefined) bid.priority = options.priority
    if (options.seats !== undefined) bid.seats = seatsOf(options.seats)
    if (options.vulnerability !== undefined) bid.vulnerability = vulnerabilityOf(options.vulnerability)
    if (options.fallback) bid.fallback = true
    return bid
  }
}

/**
 * A call by our side: `bid('2C', hcp(8), 'Stayman', {alert: 'asking'}, bid('2D', …))`.
 * The parts after the call come in any order.
 */
export function bid(call: string, ...parts: BidPart[]): BidBuilder {
  return new BidBuilder(call, 'we', parts)
}

/** An opening (a bid at the top of a system). */
export const opening = bid

/** A response (a bid under partner's). */
export const response = bid

/** A rebid. */
export const rebid = bid

/** A call by the opponents, whose continuations are ours: `they('1N', bid('X', hcp(15)))`. */
export function they(call: string, ...parts: BidPart[]): BidBuilder {
  return new BidBuilder(call, 'they', parts)
}

/** Options of a table. */
export interface TableOptions {
  /** The auction before the table: `'1N-(2H)'`, `'1N (2H)'`; the opponents' calls in parentheses. */
  context?: string | readonly ContextCall[] | undefined
  seats?: Seat | readonly Seat[] | undefined
  vulnerability?: Partial<VulnerabilityCondition> | undefined
  /** Kept out of printed notes (BML `#HIDE`). */
  hidden?: boolean | undefined
}

/** A table under construction. */
export class TableBuilder {
  private readonly options: TableOptions
  private readonly bids: BidBuilder[]

  constructor(options: TableOptions, bids: readonly BidBuilder[]) {
    this.options = options
    this.bids = [...bids]
  }

  /** The bdast `sequence`. */
  toSequence(): Sequence {
    const sequence: Sequence = {type: 'sequence', children: this.bids.map((item) => item.toBid())}
    const {context, seats, vulnerability, hidden} = this.options
    if (context !== undefined) {
      const calls = typeof context === 'string' ? readContext(context) : context.map((call) => ({...call}))
      if (calls.length > 0) sequence.context = calls
    }

    if (seats !== undefined) sequence.seats = seatsOf(seats)
    if (vulnerability !== undefined) sequence.vulnerability = vulnerabilityOf(vulnerability)
    if (hidden) sequence.hidden = true
    return sequence
  }
}

/** Read a context: calls separated by spaces or `-`, the opponents' in parentheses. */
function readContext(text: string): ContextCall[] {
  const result: ContextCall[] = []
  for (const token of text.split(/[\s-]+/).filter((part) => part !== '')) {
    const inner = /^\((.+)\)$/.exec(token)
    result.push({call: canonicalCall(inner ? inner[1]! : token), by: inner ? 'they' : 'we'})
  }

  return result
}

/** A table of bids with seats, vulnerability or a context. */
export function table(options: TableOptions, ...bids: Array<BidBuilder | readonly BidBuilder[]>): TableBuilder {
  return new TableBuilder(options, bids.flat())
}

/** The bids after an auction: `after('1N-(2H)', bid('X', …))`. */
export function after(context: string, ...bids: Array<BidBuilder | readonly BidBuilder[]>): TableBuilder {
  return table({context}, ...bids)
}

/** A heading in the system's notes. */
export function heading(text: string, depth: 1 | 2 | 3 | 4 | 5 | 6 = 2): FlowContent {
  return {type: 'heading', depth, children: phrasing(text)}
}

/** A paragraph in the system's notes. */
export function paragraph(text: string): FlowContent {
  return {type: 'paragraph', children: phrasing(text)}
}

/** Metadata of a system: title, author, description, and the robot's `fallback` (`'natural'`). */
export type SystemMetadata = Metadata & {fallback?: 'natural' | 'pass' | undefined}

/** What a system is made of. */
export type SystemPart = BidBuilder | TableBuilder | FlowContent | readonly SystemPart[]

/**
 * Build a system: a bdast root. Consecutive top-level bids form one table
 * (the openings, and the opponents' openings written with `they`); tables,
 * headings and paragraphs stay where they are.
 *
 * @param metadata a title, or metadata (`{title, author, fallback}`).
 * @param parts bids, tables, headings and paragraphs, in order.
 */
export function system(metadata: string | SystemMetadata | undefined, ...parts: SystemPart[]): Root {
  const root: Root = {type: 'root', children: []}
  const meta: Metadata | undefined = typeof metadata === 'string' ? {title: metadata} : metadata
  if (meta) {
    const copy: Metadata = {}
    for (const [key, value] of Object.entries(meta)) if (value !== undefined) copy[key] = value
    if (Object.keys(copy).length > 0) root.metadata = copy
  }

  let pending: Bid[] = []
  const flush = (): void => {
    if (pending.length > 0) root.children.push({type: 'sequence', children: pending})
    pending = []
  }

  const visit = (items: readonly SystemPart[]): void => {
    for (const part of items) {
      if (Array.isArray(part)) visit(part)
      else if (part instanceof BidBuilder) pending.push(part.toBid())
      else if (part instanceof TableBuilder) {
        flush()
        root.children.push(part.toSequence())
      } else {
        flush()
        root.children.push(part as FlowContent)
      }
    }
  }

  visit(parts)
  flush()
  return root
}

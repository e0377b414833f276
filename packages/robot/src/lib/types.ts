/**
 * The robot's vocabulary: the situation a call is chosen in, the choice and
 * its explanation, and the options.
 */

import type {Alert, Call, DealVulnerability, Direction, Forcing, Seat, Side} from '@bidding/core/calls'
import type {Bid} from '@bidding/core'
import type {Bounds, Constraint} from '@bidding/core/constraints'
import type {Hand} from '@bidding/hand'
import type {AuctionFacts} from './auction-facts.js'

/** Where a call is to be made: the hand, the auction so far, the board. */
export interface Situation {
  /** The hand of the player to call. */
  hand: Hand
  /** The calls so far, from the dealer (canonical: `1N`, `P`, `X`, `XX`). */
  auction: readonly Call[]
  /** The dealer (default North). */
  dealer?: Direction | undefined
  /** Vulnerability of the deal (default none). */
  vulnerability?: DealVulnerability | undefined
}

/** A situation with every field filled in. */
export interface FullSituation {
  hand: Hand
  auction: readonly Call[]
  dealer: Direction
  vulnerability: DealVulnerability
}

/** Why the robot made its call. */
export type Reason =
  /** A candidate of the system fits the hand (the usual case). */
  | 'rule'
  /** Nothing else applied: a bid marked `fallback`, or the fallback at an auction the system does not know. */
  | 'fallback'
  /**
   * The system knows the auction but none of its calls fits the hand: the
   * natural layer (`naturalFallback`) chose — a natural action, or a pass
   * when nothing fits (what catch-all `P {any hand}` rows used to say).
   */
  | 'natural'
  /** The auction is in the system, but no candidate fits the hand: pass. */
  | 'no-rule'
  /** bidding_space: bids fit, but none of them is in the state's priority list: pass. */
  | 'unranked'
  /** The auction is not in the system (or the state machine is stuck): pass. */
  | 'off-system'
  /** The seat has no system: pass. */
  | 'no-system'
  /** The auction is over: no call to make (`P` is returned). */
  | 'auction-over'
  /** The `reference` profile: the reference program fails here (bidding_space's missing `hasHonoursLength`): pass. */
  | 'error'

/** How a candidate fared. */
export type CandidateStatus =
  /** The call made. */
  | 'chosen'
  /** Tried before the chosen call: the hand does not fit it. */
  | 'fails'
  /** Tried before the chosen call: it cannot be decided on a hand (an unbound suit, an unknown quality). */
  | 'undecided'
  /** It fits, but it is not a legal call now. */
  | 'illegal'
  /** bidding_space: it fits, but it is not in the priority list. */
  | 'unranked'
  /** It fits, but another candidate came first. */
  | 'fits'
  /** Not tried: a candidate after the chosen one that does not fit either. */
  | 'not-tried'
  /** It has no machine-readable meaning, so it is never chosen. */
  | 'no-constraint'

/** One candidate of the node the auction reached, and how it fared. */
export interface CandidateReport {
  call: Call
  status: CandidateStatus
  /** The description, as plain text. */
  meaning?: string | undefined
  /** What the call shows, in the constraint notation. */
  shows?: string | undefined
  /** Its extra conditions, in the constraint notation. */
  requires?: string | undefined
  /** For `fails`: the parts the hand does not meet, with the hand's value (`15–17 HCP (has 12)`). */
  failed?: string[] | undefined
  /** A fallback candidate. */
  fallback?: boolean | undefined
  /** The bid node. */
  node: Bid
}

/** The call the robot makes and why. */
export interface Choice {
  call: Call
  reason: Reason
  /** Human-readable explanation (one or more lines). */
  explanation: string
  /** The bid node of the call, when a candidate was chosen. */
  node?: Bid | undefined
  /**
   * The candidates of the node, in the order they were tried. With
   * `explain: false` only the chosen one, in a frozen list shared by every
   * choice of that candidate (an auction's calls allocate no list).
   */
  candidates: readonly CandidateReport[]
  /** The description of the call, as plain text. */
  meaning?: string | undefined
  /** What the call shows, in the constraint notation. */
  shows?: string | undefined
  /** Its extra conditions, in the constraint notation. */
  requires?: string | undefined
  alert?: Alert | undefined
  forcing?: Forcing | undefined
  /** Where the auction is in the system: the auction key (`1N(P)2C(P)`) or state (`opn1 after 2C`). */
  at?: string | undefined
}

/** A fallback's answer. */
export interface FallbackCall {
  call: Call
  /** Why, in words; the robot prefixes `Fallback: `. */
  explanation: string
  /** What the call shows, in the constraint notation, if anything. */
  shows?: string | undefined
}

/** What a fallback is told about the situation. */
export interface FallbackContext {
  /** Why the system had no call: the reason the robot would give without the fallback. */
  reason: Exclude<Reason, 'rule' | 'fallback' | 'natural' | 'auction-over' | 'no-system'>
  /** The system. */
  system: CompiledSystem
  /** What each seat has shown so far, with texts (computed on demand). */
  summary: () => AuctionSummary
  /** The HCP and suit-length bounds one seat's calls have shown (cheaper than `summary`). */
  shown: (direction: Direction) => Bounds
  /** What the auction has shown, seen from the player to call: every seat's bounds, their suits, balancing … (computed on demand). */
  facts: () => AuctionFacts
}

/** A fallback: a call when the system has none, or `undefined` to pass. */
export type Fallback = (situation: FullSituation, context: FallbackContext) => FallbackCall | undefined

/** Options of `chooseCall`. */
export interface ChooseOptions {
  /**
   * What to do when the system has no call: `'pass'` (default), `'natural'`
   * (`naturalFallback`), or a function. A system may name `natural` in its
   * metadata (`fallback: natural`, BML `#+FALLBACK: natural`); this option wins.
   */
  fallback?: 'pass' | 'natural' | Fallback | undefined
  /** Build the explanation and every candidate's report (default `true`); `false` is faster. */
  explain?: boolean | undefined
}

/** Options of `compileSystem`. */
export interface CompileOptions {
  /**
   * `'default'`: every atom means what it says. `'reference'`: reproduce the
   * reference programs' quirks — SLAMBidding ignores honours and controls;
   * bidding_space's consumer passes `dt()` rules other than `lte`, fails
   * points of unknown types, and stops at `h()` rules (it has no
   * `hasHonoursLength`).
   */
  profile?: 'default' | 'reference' | undefined
  /**
   * Read constraints from the descriptions of bids that have none
   * (`12-14 bal`, `5+!s`, `Stayman`, `weak`; see `inferConstraint`); explicit
   * constraints win. Default `false`.
   */
  infer?: boolean | undefined
}

/** Shape of a compiled system, by the rule it chooses with. */
export type SystemKind = 'tree' | 'states' | 'slam' | 'empty'

/** A compiled system: build once with `compileSystem`, bid many times. */
export interface CompiledSystem {
  /** How it chooses: auction tree (`tree`), bidding_space states, SLAMBidding conventions. */
  readonly kind: SystemKind
  /** The system's own fallback (from its metadata), if it names one. */
  readonly fallback?: 'natural' | undefined
  /** Title from the metadata, or `undefined`. */
  readonly title?: string | undefined
  /** @internal */
  readonly engine: Engine
}

/** A call of the system found for a call of an auction: its node and what it shows. */
export interface Interpretation {
  bid: Bid
  /** What it shows, with suit references bound. */
  constraint?: Constraint | undefined
  /** Its criteria, with suit references bound. */
  criteria?: Constraint | undefined
  /** Where the node was found: the auction key or state. */
  at: string
}

/** @internal What every engine does. */
export interface Engine {
  readonly kind: SystemKind
  /** Choose for the player to call (`view.me`). */
  choose(view: AuctionView, hand: Hand, explain: boolean): Selection
  /**
   * What the call at `index` means in this system, read by the caller's
   * side (`side: 'we'`) or by their opponents (`'they'`).
   */
  interpret(view: AuctionView, index: number, side: Side): Interpretation | undefined
  /** Every node with its candidates, for the lint. */
  nodes(): LintNode[]
  /** What the auction has shown for the player to call, when the engine keeps it (one cache with its own constraints' atoms). */
  facts?(view: AuctionView): AuctionFacts
  /**
   * Whether a candidate for the player to call has no constraint (the `no-constraint` status an explained
   * choice gives, whatever the hand), when the engine can say so without choosing.
   */
  withoutMeaning?(view: AuctionView): boolean
}

/** @internal The result of an engine's choice, before explanations are written. */
export interface Selection {
  reason: Reason
  chosen?: Candidate | undefined
  /** Candidates in the order tried, with their status (all of them when explaining; else the illegal ones and the chosen): read only, an engine may share it between choices. */
  tried: Array<{candidate: Candidate; status: CandidateStatus}>
  at?: string | undefined
  /** For `error`: what failed. */
  error?: string | undefined
  /** What the auction has shown, when a candidate's constraint looked at it. */
  facts?: AuctionFacts | undefined
}

/** @internal A candidate call of a node. */
export interface Candidate {
  bid: Bid
  call: Call
  constraint?: Constraint | undefined
  criteria?: Constraint | undefined
  /** Constraint and criteria together; `undefined` when the bid has neither. */
  test?: ((hand: Hand) => boolean | undefined) | undefined
  fallback: boolean
  /** Its constraint or criteria look at the auction (`partner 3+♠`, `fit ♥` …): the engine resolves them per node. */
  auction?: boolean | undefined
  /** Without explanations, the report of a choice of it (`chooseInView`): made on first use, frozen, shared by its choices. */
  reports?: readonly CandidateReport[] | undefined
}

/** @internal A node for the lint: where it is, its candidates in order, what the hands there have shown. */
export interface LintNode {
  at: string
  /** Conditions of this candidate list, in words (`seat 3–4`, `we vulnerable`), when there are any. */
  conditions?: string | undefined
  candidates: Candidate[]
  /** What the player to call has shown so far (for sampling hands). */
  shown?: Constraint | undefined
  /** The auction as calls from the opener (for the report). */
  auction: string
  /** Whether the choice follows a priority list (bidding_space), not the candidate order. */
  ranking?: readonly Call[] | undefined
  /** Whether undecided atoms count as passing (bidding_space). */
  undecidedPasses?: boolean | undefined
}

/** @internal The auction seen from the player to call. */
export interface AuctionView {
  calls: readonly Call[]
  dealer: Direction
  vulnerability: DealVulnerability
  /** Index of the first call that is not a pass (`calls.length` when none). */
  start: number
  /** Where each prefix is in the tree of auctions seen of `placesOwner`, the first engine that read the view (its own type). */
  places?: unknown[] | undefined
  placesOwner?: object | undefined
  /**
   * The auction for people (`displayAt`) built call by call up to `shownTo`:
   * for an even index (its calls at even places bare, the others in
   * parentheses) and for an odd one — each new call appends to both.
   */
  shownTo?: number | undefined
  shownEven?: string | undefined
  shownOdd?: string | undefined
}

/** What one call of an auction shows. */
export interface CallExplanation {
  direction: Direction
  call: Call
  /** The system's description, as plain text. */
  meaning?: string | undefined
  /** What it shows, in the constraint notation. */
  shows?: string | undefined
  alert?: Alert | undefined
  forcing?: Forcing | undefined
  /** Whose reading: the caller's own system (`own`), the opponents' (`opponents`), or none found. */
  source?: 'own' | 'opponents' | undefined
  /** Where the node is in the system. */
  at?: string | undefined
}

/** What one seat has shown. */
export interface SeatSummary {
  direction: Direction
  calls: CallExplanation[]
  /** HCP the seat has shown, `[min, max]`. */
  hcp: [number, number]
  /** Suit lengths it has shown, `[min, max]` per suit. */
  length: Record<'S' | 'H' | 'D' | 'C', [number, number]>
  /** The above in the constraint notation (`15–17 HCP, 2–5♠ …`), `''` when nothing is known. */
  text: string
  /** Descriptions of its calls that carry no machine-readable meaning. */
  descriptions: string[]
}

/** What every seat has shown in an auction. */
export interface AuctionSummary {
  calls: CallExplanation[]
  seats: Record<Direction, SeatSummary>
}

/** A seat number in words, for conditions. */
export type {Seat}

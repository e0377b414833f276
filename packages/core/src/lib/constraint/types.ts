/**
 * Hand constraints: what a call shows (and what it takes to make it), as
 * plain JSON data. One model drives every consumer: the text writers print
 * it, the BSS writer derives its suit-length digits from it, the robot
 * evaluates it, the deal generator filters with it and the lint searches it.
 *
 * Ranges are inclusive. An absent `min` or `max` is open.
 * `{type: 'and', children: []}` holds for every hand and
 * `{type: 'or', children: []}` for none.
 */

import type {Suit} from '../call/types.js'

/** A suit that is bound by the auction rather than named. */
export type SuitVariable = 'M' | 'm' | 'oM' | 'om' | 'X' | 'Y' | 'Z'

/**
 * A suit reference that depends on the auction:
 * `bid` is the strain of the call the constraint belongs to,
 * `partner` the strain of partner's last contract bid.
 */
export type SuitReference = 'bid' | 'partner'

/**
 * A set of suits the auction decides: `theirs` the suits the opponents
 * have bid or shown, `unbid` the suits no one has bid. An atom about a set
 * holds when it holds for every suit in it (and for an empty set).
 */
export type SuitSet = 'theirs' | 'unbid'

/** A suit in a constraint: named, a variable, a reference or a set. */
export type SuitRef = Suit | SuitVariable | SuitReference | SuitSet

/**
 * Scale of a points count.
 * `hcp`: A 4, K 3, Q 2, J 1.
 * `length`: HCP plus one per card over four in each suit.
 * `shortness`: HCP plus 3 per void, 2 per singleton, 1 per doubleton.
 * `support`: dummy points in support of `suit`.
 * `rule`: HCP plus the lengths of the two longest suits (the count of the
 * rule of 20; text `rule of 20`).
 * `pearson`: HCP plus the number of spades (Pearson points, the count of
 * the rule of 15; text `rule of 15`).
 * `adjusted`: HCP, one less for a 4-3-3-3 shape.
 * `playing-tricks`: 13 less the hand's losers (text `9+ playing tricks`).
 * Any other name is a scale the evaluator is told about.
 */
export type PointScale = 'hcp' | 'length' | 'shortness' | 'support' | 'rule' | 'pearson' | (string & {})

/** Comparison operators of relations and opaque qualities. */
export type Comparison = '<' | '<=' | '=' | '>=' | '>' | '!='

/** Fields shared by every atom. */
export interface AtomBase {
  /**
   * The atom as its source format spelled it (`s(d,lt,4)`); a writer of that
   * format reuses it when it still reads back to the same atom.
   */
  raw?: string | undefined
}

/** An inclusive range. */
export interface Range {
  min?: number | undefined
  max?: number | undefined
}

export interface PointsConstraint extends AtomBase, Range {
  type: 'points'
  scale: PointScale
  /** Trump suit for `support` points. */
  suit?: SuitRef | undefined
}

export interface LengthConstraint extends AtomBase, Range {
  type: 'length'
  suit: SuitRef
}

export interface HonoursConstraint extends AtomBase, Range {
  type: 'honours'
  suit: SuitRef
  /** How many top cards count as honours: 3 (AKQ) … 5 (AKQJT, the default). */
  top?: number | undefined
}

export interface ControlsConstraint extends AtomBase, Range {
  type: 'controls'
  /** A suit, or the whole hand when absent. Ace 2, king 1. */
  suit?: SuitRef | undefined
}

export interface CountConstraint extends AtomBase, Range {
  type: 'count'
  /** Number of suits of this length in the hand. */
  of: 'void' | 'singleton' | 'doubleton'
}

export interface ShapeConstraint extends AtomBase {
  type: 'shape'
  /** Four lengths (digits, `x` for any) in ♠♥♦♣ order, such as `4432` or `5xxx`. */
  pattern: string
  /** The lengths in any order (`any 4432`). */
  any?: boolean | undefined
}

export interface BalancedConstraint extends AtomBase {
  type: 'balanced'
  /** Semi-balanced (also 5422 and 6322) rather than balanced (4333, 4432, 5332). */
  semi?: boolean | undefined
}

export interface LosersConstraint extends AtomBase, Range {
  type: 'losers'
  /** `simple` (losing-trick count, dealer's `loser`), or `nltc` (new losing-trick count). */
  method?: 'simple' | 'nltc' | undefined
}

export interface QuickTricksConstraint extends AtomBase, Range {
  type: 'quickTricks'
}

export interface SuitQualityConstraint extends AtomBase, Range {
  type: 'suitQuality'
  /** Length plus honours (AKQJT) in the suit. */
  suit: SuitRef
}

export interface StopperConstraint extends AtomBase {
  type: 'stopper'
  suit: SuitRef
  /** A half stopper (Qx, Jxx) is enough. */
  half?: boolean | undefined
}

export interface CardConstraint extends AtomBase {
  type: 'card'
  /** A card as suit and rank, such as `SA` or `HT`. */
  card: string
}

export interface CompareConstraint extends AtomBase {
  type: 'compare'
  /** Compares the lengths of two suits. */
  left: SuitRef
  comparison: Comparison
  right: SuitRef
}

export interface LongestConstraint extends AtomBase {
  type: 'longest'
  /** The suit is (one of) the longest. */
  suit: SuitRef
  /** No other suit is as long. */
  strict?: boolean | undefined
}

/** A test whose vocabulary is open (rule files), kept as written. */
export interface QualityConstraint extends AtomBase {
  type: 'quality'
  name: string
  comparison: string
  value: string
}

/** Another seat, seen from the player to call. */
export type AuctionSeat = 'partner' | 'lho' | 'rho'

/**
 * What another seat has shown so far (the bounds of its calls, as
 * explanations compute them): its HCP, or its length in `suit`. Holds when
 * the shown minimum reaches `min` and the shown maximum stays within `max`
 * (what is known, not what is possible). Text `partner 12+ HCP`,
 * `partner 3+♠` (`partner.♠ 3+`), `lho ≤2♥`.
 */
export interface ShownConstraint extends AtomBase, Range {
  type: 'shown'
  seat: AuctionSeat
  /** A suit: the length shown in it; absent: HCP. */
  suit?: SuitRef | undefined
}

/**
 * The partnership's combined strength: the hand's points on `scale` plus
 * the minimum HCP partner has shown (players count partner for a minimum).
 * Text `combined 25+ HCP`, `combined 26+ support points in ♥`.
 */
export interface CombinedConstraint extends AtomBase, Range {
  type: 'combined'
  scale: PointScale
  /** Trump suit for `support` points. */
  suit?: SuitRef | undefined
}

/**
 * The partnership's combined length in a suit: the hand's plus the
 * minimum partner has shown. Text `fit ♥` (8 or more), `combined 9+♥`.
 */
export interface FitConstraint extends AtomBase, Range {
  type: 'fit'
  suit: SuitRef
}

/**
 * A fact of the auction.
 * `partner-passed`: partner passed at their first turn (a passed hand);
 * `passed-hand`: so did the player to call;
 * `balancing`: a pass now would end the auction;
 * `total-tricks`: the law of total tricks allows the call — its level is at
 * most the partnership's combined length in `suit` (default the bid suit)
 * less six;
 * `vulnerable`: the side to call is vulnerable; `they-vulnerable`: the
 * opponents are (favourable vulnerability is `not vulnerable, they are
 * vulnerable`).
 */
export interface AuctionFactConstraint extends AtomBase {
  type: 'auction'
  fact: 'partner-passed' | 'passed-hand' | 'balancing' | 'total-tricks' | 'vulnerable' | 'they-vulnerable'
  suit?: SuitRef | undefined
}

export interface AndConstraint {
  type: 'and'
  children: Constraint[]
}

export interface OrConstraint {
  type: 'or'
  children: Constraint[]
}

export interface NotConstraint {
  type: 'not'
  child: Constraint
}

/** Atom types by name; augment it to add atoms. */
export interface AtomMap {
  points: PointsConstraint
  length: LengthConstraint
  honours: HonoursConstraint
  controls: ControlsConstraint
  count: CountConstraint
  shape: ShapeConstraint
  balanced: BalancedConstraint
  losers: LosersConstraint
  quickTricks: QuickTricksConstraint
  suitQuality: SuitQualityConstraint
  stopper: StopperConstraint
  card: CardConstraint
  compare: CompareConstraint
  longest: LongestConstraint
  quality: QualityConstraint
  shown: ShownConstraint
  combined: CombinedConstraint
  fit: FitConstraint
  auction: AuctionFactConstraint
}

export type Atom = AtomMap[keyof AtomMap]

/** A condition tree over hand atoms. */
export type Constraint = AndConstraint | OrConstraint | NotConstraint | Atom

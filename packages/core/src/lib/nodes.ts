/**
 * bdast, the bidding syntax tree: node interfaces and content maps.
 *
 * Modelled on mdast. The unions are derived from the content maps, so a
 * package adds a node type by augmenting a map:
 *
 * ```ts
 * declare module '@bidding/core' {
 *   interface FlowContentMap { myNode: MyNode }
 * }
 * ```
 *
 * Every concrete node has its own empty `XxxData` interface to type its
 * `data` field. Readers set `position` on every node they make.
 */

import type {Data as UnistData, Literal as UnistLiteral, Node as UnistNode, Parent as UnistParent} from 'unist'
import type {
  Alert,
  DealVulnerability,
  Direction,
  Forcing,
  Seat,
  Side,
  VulnerabilityCondition
} from './call/types.js'
import type {Constraint} from './constraint/types.js'

// ---------------------------------------------------------------------------
// Abstract nodes

/** Info associated with bdast nodes by the ecosystem. */
export interface Data extends UnistData {
  /**
   * Path of the file the node was read from, when it is not the file of the
   * tree (a BML `#INCLUDE`, a spliced SLAMBidding convention); the node's
   * `position` points into that file.
   */
  file?: string | undefined
}

/** Abstract bdast node. */
export interface Node extends UnistNode {
  data?: Data | undefined
}

/** Abstract bdast node that contains other nodes. */
export interface Parent extends Node {
  children: RootContent[]
}

/** Abstract bdast node that contains a value. */
export interface Literal extends Node {
  value: string
}

// ---------------------------------------------------------------------------
// Content maps

/** Block content: what a document (root) holds. */
export interface FlowContentMap {
  heading: Heading
  paragraph: Paragraph
  list: List
  descriptionList: DescriptionList
  table: Table
  auctionDiagram: AuctionDiagram
  dealDiagram: DealDiagram
  sequence: Sequence
  stateMachine: StateMachine
  ruleSet: RuleSet
  convention: Convention
  system: System
  opaque: Opaque
}

/** Inline content: text with styles and suit symbols. */
export interface PhrasingContentMap {
  text: Text
  emphasis: Emphasis
  strong: Strong
  inlineCode: InlineCode
  suit: SuitSymbol
  break: Break
}

/** Content of a list. */
export interface ListContentMap {
  listItem: ListItem
}

/** Content of a description list. */
export interface DescriptionListContentMap {
  descriptionItem: DescriptionItem
}

/** Content of a description item. */
export interface DescriptionItemContentMap {
  descriptionTerm: DescriptionTerm
  descriptionDetails: DescriptionDetails
}

/** Content of a table. */
export interface TableContentMap {
  tableRow: TableRow
}

/** Content of a table row. */
export interface RowContentMap {
  tableCell: TableCell
}

/** Content of an auction diagram. */
export interface AuctionDiagramContentMap {
  auctionCall: AuctionCall
}

/** Content of a sequence (a bidding table). */
export interface SequenceContentMap {
  bid: Bid
  opaque: Opaque
}

/** Content of a bid: its meaning first, then its continuations. */
export interface BidContentMap {
  meaning: Meaning
  bid: Bid
  conventionReference: ConventionReference
  opaque: Opaque
}

/** Content of a state machine. */
export interface StateMachineContentMap {
  state: State
}

/** Content of a state. */
export interface StateContentMap {
  bid: Bid
  opaque: Opaque
}

/** Content of a rule set. */
export interface RuleSetContentMap {
  ruleGroup: RuleGroup
  opaque: Opaque
}

/** Content of a rule group. */
export interface RuleGroupContentMap {
  rule: Rule
  ruleComment: RuleComment
  opaque: Opaque
}

/** Content of a rule: nested rules and actions, in evaluation order. */
export interface RuleContentMap {
  rule: Rule
  ruleAssign: RuleAssign
  ruleComment: RuleComment
  ruleBid: RuleBid
  opaque: Opaque
}

/** Content of a convention: its actions and references, in priority order. */
export interface ConventionContentMap {
  bid: Bid
  conventionReference: ConventionReference
  opaque: Opaque
}

/** Content of a system. */
export interface SystemContentMap {
  convention: Convention
  conventionReference: ConventionReference
  opaque: Opaque
}

/** Every node that can appear below a root. */
export interface RootContentMap
  extends FlowContentMap,
    PhrasingContentMap,
    ListContentMap,
    DescriptionListContentMap,
    DescriptionItemContentMap,
    TableContentMap,
    RowContentMap,
    AuctionDiagramContentMap,
    SequenceContentMap,
    BidContentMap,
    StateMachineContentMap,
    StateContentMap,
    RuleSetContentMap,
    RuleGroupContentMap,
    RuleContentMap,
    ConventionContentMap,
    SystemContentMap {}

export type FlowContent = FlowContentMap[keyof FlowContentMap]
export type PhrasingContent = PhrasingContentMap[keyof PhrasingContentMap]
export type ListContent = ListContentMap[keyof ListContentMap]
export type DescriptionListContent = DescriptionListContentMap[keyof DescriptionListContentMap]
export type DescriptionItemContent = DescriptionItemContentMap[keyof DescriptionItemContentMap]
export type TableContent = TableContentMap[keyof TableContentMap]
export type RowContent = RowContentMap[keyof RowContentMap]
export type AuctionDiagramContent = AuctionDiagramContentMap[keyof AuctionDiagramContentMap]
export type SequenceContent = SequenceContentMap[keyof SequenceContentMap]
export type BidContent = BidContentMap[keyof BidContentMap]
export type StateMachineContent = StateMachineContentMap[keyof StateMachineContentMap]
export type StateContent = StateContentMap[keyof StateContentMap]
export type RuleSetContent = RuleSetContentMap[keyof RuleSetContentMap]
export type RuleGroupContent = RuleGroupContentMap[keyof RuleGroupContentMap]
export type RuleContent = RuleContentMap[keyof RuleContentMap]
export type ConventionContent = ConventionContentMap[keyof ConventionContentMap]
export type SystemContent = SystemContentMap[keyof SystemContentMap]
export type RootContent = RootContentMap[keyof RootContentMap]

/** Any bdast node. */
export type Nodes = Root | RootContent

/** Any bdast node that has children. */
export type Parents = Extract<Nodes, UnistParent>

/** Any bdast node that has a value. */
export type Literals = Extract<Nodes, UnistLiteral>

// ---------------------------------------------------------------------------
// Document

/** Document metadata. Known keys are lower case; others are kept as read. */
export interface Metadata {
  title?: string | undefined
  author?: string | undefined
  description?: string | undefined
  [key: string]: string | undefined
}

/** The whole document. */
export interface Root extends Parent {
  type: 'root'
  metadata?: Metadata | undefined
  children: FlowContent[]
  data?: RootData | undefined
}
export interface RootData extends Data {}

/** A section heading. */
export interface Heading extends Parent {
  type: 'heading'
  depth: 1 | 2 | 3 | 4 | 5 | 6
  children: PhrasingContent[]
  data?: HeadingData | undefined
}
export interface HeadingData extends Data {}

/** A paragraph of text. */
export interface Paragraph extends Parent {
  type: 'paragraph'
  children: PhrasingContent[]
  data?: ParagraphData | undefined
}
export interface ParagraphData extends Data {}

/** An ordered or unordered list. */
export interface List extends Parent {
  type: 'list'
  ordered: boolean
  /** Number of the first item of an ordered list (default 1). */
  start?: number | undefined
  children: ListContent[]
  data?: ListData | undefined
}
export interface ListData extends Data {}

/** An item of a list. */
export interface ListItem extends Parent {
  type: 'listItem'
  children: FlowContent[]
  data?: ListItemData | undefined
}
export interface ListItemData extends Data {}

/** A list of terms and their descriptions (BML `- term :: definition`). */
export interface DescriptionList extends Parent {
  type: 'descriptionList'
  children: DescriptionListContent[]
  data?: DescriptionListData | undefined
}
export interface DescriptionListData extends Data {}

/** One term and its description. */
export interface DescriptionItem extends Parent {
  type: 'descriptionItem'
  children: DescriptionItemContent[]
  data?: DescriptionItemData | undefined
}
export interface DescriptionItemData extends Data {}

export interface DescriptionTerm extends Parent {
  type: 'descriptionTerm'
  children: PhrasingContent[]
  data?: DescriptionTermData | undefined
}
export interface DescriptionTermData extends Data {}

export interface DescriptionDetails extends Parent {
  type: 'descriptionDetails'
  children: PhrasingContent[]
  data?: DescriptionDetailsData | undefined
}
export interface DescriptionDetailsData extends Data {}

/** A table of text. */
export interface Table extends Parent {
  type: 'table'
  children: TableContent[]
  data?: TableData | undefined
}
export interface TableData extends Data {}

/** A row of a table. */
export interface TableRow extends Parent {
  type: 'tableRow'
  /** A horizontal rule (org-mode `|---+---|`) rather than cells. */
  rule?: boolean | undefined
  children: RowContent[]
  data?: TableRowData | undefined
}
export interface TableRowData extends Data {}

/** A cell of a table row. */
export interface TableCell extends Parent {
  type: 'tableCell'
  children: PhrasingContent[]
  data?: TableCellData | undefined
}
export interface TableCellData extends Data {}

/**
 * An auction shown as a diagram: its calls in the order they were made, four
 * to a row starting with the `first` column.
 */
export interface AuctionDiagram extends Parent {
  type: 'auctionDiagram'
  /** Seat of the first column (West when absent, as in bridge literature). */
  first?: Direction | undefined
  dealer?: Direction | undefined
  vulnerability?: DealVulnerability | undefined
  children: AuctionDiagramContent[]
  data?: AuctionDiagramData | undefined
}
export interface AuctionDiagramData extends Data {}

/**
 * One cell of an auction diagram; its children explain the call.
 * `call` is a concrete call, `''` for an empty cell, or `'?'` for the call
 * asked for.
 */
export interface AuctionCall extends Parent {
  type: 'auctionCall'
  call: string
  /** The cell as written, when not the canonical call. */
  raw?: string | undefined
  alert?: Alert | undefined
  children: PhrasingContent[]
  data?: AuctionCallData | undefined
}
export interface AuctionCallData extends Data {}

/**
 * The cards of one hand in a diagram: four holdings in ♠♥♦♣ order, each a
 * string of ranks `AKQJT98765432` or `x` for a small card; `''` is a void.
 */
export type DiagramHand = [spades: string, hearts: string, diamonds: string, clubs: string]

/** A deal shown as a diagram: the header facts and up to four hands. */
export interface DealDiagram extends Node {
  type: 'dealDiagram'
  dealer?: Direction | undefined
  vulnerability?: DealVulnerability | undefined
  board?: number | undefined
  /** Final contract such as `4SX`, or `P` for a passed-out board. */
  contract?: string | undefined
  declarer?: Direction | undefined
  /** Opening lead as suit and rank, such as `HK`. */
  lead?: string | undefined
  hands: Partial<Record<Direction, DiagramHand>>
  data?: DealDiagramData | undefined
}
export interface DealDiagramData extends Data {}

// ---------------------------------------------------------------------------
// Phrasing

export interface Text extends Literal {
  type: 'text'
  data?: TextData | undefined
}
export interface TextData extends Data {}

export interface Emphasis extends Parent {
  type: 'emphasis'
  children: PhrasingContent[]
  data?: EmphasisData | undefined
}
export interface EmphasisData extends Data {}

export interface Strong extends Parent {
  type: 'strong'
  children: PhrasingContent[]
  data?: StrongData | undefined
}
export interface StrongData extends Data {}

export interface InlineCode extends Literal {
  type: 'inlineCode'
  data?: InlineCodeData | undefined
}
export interface InlineCodeData extends Data {}

/** A suit symbol in text (BML `!s`). */
export interface SuitSymbol extends Node {
  type: 'suit'
  suit: 'C' | 'D' | 'H' | 'S'
  data?: SuitSymbolData | undefined
}
export interface SuitSymbolData extends Data {}

/** A line break (a continuation line of a description). */
export interface Break extends Node {
  type: 'break'
  data?: BreakData | undefined
}
export interface BreakData extends Data {}

// ---------------------------------------------------------------------------
// Bidding trees

/** A call of the auction that leads to a sequence. */
export interface ContextCall {
  /** A concrete call or a call pattern. */
  call: string
  by: Side
  raw?: string | undefined
  position?: Node['position']
}

/**
 * One bidding table: a tree of calls after the auction in `context`.
 *
 * The auction of a bid is the context followed by the calls on its path.
 * Between two consecutive calls by the same side, the other side passed
 * (the implicit pass of BML 2).
 */
export interface Sequence extends Parent {
  type: 'sequence'
  /** The calls before the table's first row (empty or absent: an opening table). */
  context?: ContextCall[] | undefined
  /** Seats (counted from the dealer) in which the table applies; all when absent. */
  seats?: Seat[] | undefined
  /** Vulnerability in which the table applies; any when absent. */
  vulnerability?: VulnerabilityCondition | undefined
  /** Kept out of the printed notes (BML `#HIDE`), still disclosed (BSS). */
  hidden?: boolean | undefined
  /**
   * The table applies to every auction of a class (BML `#CLASS`), after
   * `context` if there is one; see `AuctionClass`.
   */
  auctionClass?: AuctionClass | undefined
  children: SequenceContent[]
  data?: SequenceData | undefined
}

/**
 * A class of auctions a table applies to: every auction that `pattern`
 * matches from its first call that is not a pass, and in which
 * `condition` holds where the pattern ends. A literal table for an
 * auction overrides the class for the calls it defines.
 */
export interface AuctionClass {
  /** For people: `after partner's takeout double`. */
  name?: string | undefined
  /**
   * The calls, in order: a call, a call pattern (`1M`, `2X`, `3CD`, variables
   * bound once per match), `*` any one call, `3*` any bid at that level,
   * `...` any calls (none or more, either side). Two steps of one side in a
   * row have the other side's pass between them.
   */
  pattern: ClassStep[]
  /** What the auction must have shown where the pattern ends: auction atoms only (`balancing seat`, `partner passed`). */
  condition?: Constraint | undefined
  position?: Node['position']
}

/** One step of a class pattern. */
export interface ClassStep {
  call: string
  by: Side
  position?: Node['position']
}
export interface SequenceData extends Data {}

/**
 * A call and what it means; its children are its meaning (first, optional)
 * and then the continuations.
 */
export interface Bid extends Parent {
  type: 'bid'
  /**
   * A concrete call (`1N`, `P`, `X`, `XX`) or a call pattern (`1M`, `2X`,
   * `3CD`, `1red`, `2steps`, `2S/3H`); see `parseCallPattern`. A string, not
   * `Call`, because of the patterns: `isCall(bid.call)` narrows it to a
   * `Call` (what auctions and `chooseCall` take), and `expandCalls` gives a
   * tree whose bids are all concrete.
   */
  call: string
  /** The call as the source spelled it, when different (`1NT`, `nb`, `PASS`). */
  raw?: string | undefined
  by: Side
  /** What the call shows. */
  constraint?: Constraint | undefined
  /** Extra conditions for making the call, beyond what it shows. */
  criteria?: Constraint | undefined
  alert?: Alert | undefined
  forcing?: Forcing | undefined
  /** Preference among sibling candidates: higher first; ties keep document order. */
  priority?: number | undefined
  /**
   * A fallback: chosen by a robot only when no other candidate of its node
   * applies, and marked as such in explanations.
   */
  fallback?: boolean | undefined
  /** State partner is in after this call (state machines). */
  nextState?: string | undefined
  /** Action tag of the source (SLAMBidding: `open`, `raise`, `ask` …). */
  action?: string | undefined
  /** Calls by the right-hand opponent after which this call applies, or `all`. */
  over?: string[] | 'all' | undefined
  /** Seats in which this call applies; all when absent. */
  seats?: Seat[] | undefined
  /** Vulnerability in which this call applies; any when absent. */
  vulnerability?: VulnerabilityCondition | undefined
  children: BidContent[]
  data?: BidData | undefined
}
export interface BidData extends Data {
  /** Where the call links to in the document (the BML 1 fork's `[1D](#1C--1D)`). */
  link?: string | undefined
  /**
   * The call pattern (canonical spelling, such as `2X`) this bid was
   * expanded from; set by `expandCalls`.
   */
  expandedFrom?: string | undefined
  /**
   * Set by `expandCalls` with `duplicates: 'keep'` on a later definition of
   * an auction that an earlier bid already defines.
   */
  shadowed?: boolean | undefined
}

/** The description of a bid. */
export interface Meaning extends Parent {
  type: 'meaning'
  children: PhrasingContent[]
  data?: MeaningData | undefined
}
export interface MeaningData extends Data {}

/** Content a reader kept verbatim because it could not map it. */
export interface Opaque extends Literal {
  type: 'opaque'
  /** Format of the value (`bss`, `xml` …). */
  format: string
  data?: OpaqueData | undefined
}
export interface OpaqueData extends Data {}

// ---------------------------------------------------------------------------
// State machines (bidding_space)

/** A bidding system as states: each state offers calls and names the next. */
export interface StateMachine extends Parent {
  type: 'stateMachine'
  children: StateMachineContent[]
  data?: StateMachineData | undefined
}
export interface StateMachineData extends Data {}

/** One state, reached after partner's `prevBid`. */
export interface State extends Parent {
  type: 'state'
  name: string
  /** Partner's last call; absent for an opening state (`none`). */
  prevBid?: string | undefined
  /** Calls in the order they are preferred when several are possible. */
  priority?: string[] | undefined
  children: StateContent[]
  data?: StateData | undefined
}
export interface StateData extends Data {}

// ---------------------------------------------------------------------------
// Rule sets (Ray's Bridge Game)

/** A set of rules; document order is evaluation order. */
export interface RuleSet extends Parent {
  type: 'ruleSet'
  /** `bid` or `play`. */
  kind?: string | undefined
  name?: string | undefined
  level?: string | undefined
  owner?: string | undefined
  contact?: string | undefined
  children: RuleSetContent[]
  data?: RuleSetData | undefined
}
export interface RuleSetData extends Data {}

/** A group of rules with a purpose (`Opener's first bid`). */
export interface RuleGroup extends Parent {
  type: 'ruleGroup'
  purpose: string
  children: RuleGroupContent[]
  data?: RuleGroupData | undefined
}
export interface RuleGroupData extends Data {}

/** A test on a quality, as written. */
export interface RuleTest {
  quality: string
  comparison: string
  value: string
}

/** A rule: when its test holds, its children apply in order. */
export interface Rule extends Parent {
  type: 'rule'
  test: RuleTest
  /** The test as a hand constraint, when the quality is a known one. */
  constraint?: Constraint | undefined
  children: RuleContent[]
  data?: RuleData | undefined
}
export interface RuleData extends Data {}

/** Sets a quality of the player. */
export interface RuleAssign extends Node {
  type: 'ruleAssign'
  quality: string
  value: string
  data?: RuleAssignData | undefined
}
export interface RuleAssignData extends Data {}

/** A comment shown to the user for the rules that follow. */
export interface RuleComment extends Literal {
  type: 'ruleComment'
  data?: RuleCommentData | undefined
}
export interface RuleCommentData extends Data {}

/** The call a rule makes, as written; `call` when it reads as a call or pattern. */
export interface RuleBid extends Literal {
  type: 'ruleBid'
  call?: string | undefined
  data?: RuleBidData | undefined
}
export interface RuleBidData extends Data {}

// ---------------------------------------------------------------------------
// Conventions and systems (SLAMBidding)

/** A convention: its names, the conventions it continues, and its actions. */
export interface Convention extends Parent {
  type: 'convention'
  names: string[]
  parents?: string[] | undefined
  children: ConventionContent[]
  data?: ConventionData | undefined
}
export interface ConventionData extends Data {}

/** A reference to a convention by name, to be spliced in at its place. */
export interface ConventionReference extends Node {
  type: 'conventionReference'
  name: string
  data?: ConventionReferenceData | undefined
}
export interface ConventionReferenceData extends Data {}

/** A system: its names and the conventions it is made of. */
export interface System extends Parent {
  type: 'system'
  names: string[]
  children: SystemContent[]
  data?: SystemData | undefined
}
export interface SystemData extends Data {}

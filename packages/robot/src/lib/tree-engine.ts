/**
 * The auction-tree engine (BML, BSS, JSON, the DSL): the system's tables are
 * expanded (`expandCalls`) and indexed by auction key; the candidates of a
 * node are its bids for the side to call that apply in this seat and
 * vulnerability, in document order, ordered by `priority` (higher first,
 * stable), a call defined in several tables taking its most specific
 * definition; the first that fits the hand (constraint and criteria) and is
 * legal is chosen; bids marked `fallback` only when no other fits.
 */

import {allOf, type Constraint} from '@bidding/core/constraints'
import {
  auctionClassText,
  classMatcher,
  classSpecificity,
  expandCalls,
  isCall,
  isLegal,
  type Call,
  type ClassMatcher,
  type ClassMatchState,
  type DealVulnerability,
  type Seat,
  type Side,
  type Suit,
  type VulnerabilityCondition,
  rotate
} from '@bidding/core/calls'
import type {Bid, AuctionClass, Root, Sequence} from '@bidding/core'
import {emptyHand, type Hand} from '@bidding/hand'
import type {VFile} from 'vfile'
import {compileCondition} from './auction-condition.js'
import {auctionFacts, derivedFrom, factsKeyOf, placeFacts, resolveAuction, seatsRead, type AuctionFacts, type FactsSource} from './auction-facts.js'
import {compileAuctionTest, compileSeatsGate, type AuctionTest} from './auction-test.js'
import {compileTest, hasUnboundSuits, makeCandidate, undecidable} from './candidate.js'
import {warn} from './message.js'
import {flagsOf, mayFit, openBounds, quickBounds, quickBoundsOnFlags, quickFeatures, readsFlagsOnly, type QuickBounds, type QuickFeatures} from './prefilter.js'
import type {AuctionView, Candidate, CandidateStatus, Engine, Interpretation, LintNode, Selection} from './types.js'
import {conditionsIndex, directionAt, displayAt, isVulnerableSide, partnerSuitAt, seatAt, suitOfCall, viewOf} from './view.js'

/** Partner's suit as a number (♣ 0, ♦ 1, ♥ 2, ♠ 3, `4` none), for the keys of kept and merged lists. */
function partnerCode(partner: Suit | undefined): number {
  return partner === 'C' ? 0 : partner === 'D' ? 1 : partner === 'H' ? 2 : partner === 'S' ? 3 : 4
}

/** A call of a table's auction, with its side. */
interface Step {
  call: string
  by: Side
}

/** A candidate of the tree, with where and when it applies. */
interface Entry extends Candidate {
  by: Side
  order: number
  priority: number
  seats?: readonly Seat[] | undefined
  vulnerability?: VulnerabilityCondition | undefined
  specificity: number
  /** In a class table, `partner` is bound where the class matches (the pattern hides partner's suit). */
  rebind?: boolean | undefined
  /** The entry with `partner` bound, by partner's suit (`-` for none), made once each. */
  rebound?: Map<string, Entry> | undefined
  /** Constraint and criteria compiled together on first use, auction atoms read from the facts (`null`: nothing to test). */
  check?: AuctionTest | null | undefined
  /** Made with `check`: its parts that read the seats and not the hand (`compileSeatsGate`; `null`: none). */
  gate?: AuctionTest | null | undefined
  /** Sure HCP and length bounds of constraint and criteria, for every value of the facts (`null`: none). */
  quick?: QuickBounds | null | undefined
  /** An auction entry's quick bounds by the auction's yes/no facts (`flagsOf`), each made on first use. */
  quickOnFlags?: Array<QuickBounds | null | undefined> | undefined
  /** What an auction entry showed once made, its auction's atoms resolved, by the facts its constraint reads. */
  shown?: Map<string, Constraint | undefined> | undefined
  shownKey?: ((facts: AuctionFacts) => string) | undefined
  /** Without explanations, what a choice of it alone tried (`aloneTried`): made once, frozen, shared (a field, not a weak map: read on most choices). */
  alone?: Selection['tried'] | undefined
}

/** A table for a class of auctions: its own nodes, keyed from where the pattern ends (`^…`). */
interface ClassTable {
  auctionClass: AuctionClass
  nodes: Map<string, TreeNode>
  specificity: number
  order: number
  /** Its pattern, compiled to follow an auction call by call. */
  matcher: ClassMatcher
  /** Its nodes by their calls after `^`. */
  trie: KeyTrie
  /** The class for people (`auctionClassText`), made once. */
  text?: string | undefined
  /** Whether its condition holds, by the facts' yes/no flags (`flagsOf`), when that is all it reads (else `undefined`). */
  holdsByFlags: Array<boolean | undefined> | undefined
  /** Its condition compiled into a test of the facts (`compileCondition`), on first use. */
  holds?: ((facts: AuctionFacts) => boolean) | undefined
}

interface Lists {
  normal: Entry[]
  fallback: Entry[]
  /** Where a class found the candidates, when no literal table knows the auction. */
  label?: string | undefined
  /** The auction for people where these lists were found (`1N (P) 2C`, or the class). */
  at?: string | undefined
  /** The entry of each call (the first in `normal`, then `fallback`), for reading calls already made. */
  byCall?: Map<string, Entry> | undefined
  /** The merge these lists share with other auctions that match the same classes (its `byCall`). */
  merge?: Lists | undefined
  /** `normal` and `fallback` laid out for choosing (`pick`), made once (on the merge when there is one). */
  normalFlat?: FlatList | undefined
  fallbackFlat?: FlatList | undefined
}

/**
 * A list's tests and quick bounds side by side, for the choosing loop:
 * it reads a few numbers per candidate and touches a candidate's record
 * only when its test runs.
 */
interface FlatList {
  list: readonly Entry[]
  tests: Array<AuctionTest | null>
  /** Whether each candidate's test reads the auction's facts (1). */
  auction: Uint8Array
  /** Ten quick bounds per candidate (`prefilter.ts`), open where it has none. */
  bounds: Int16Array
  /** Each candidate's parts that read the seats and not the hand (`compileSeatsGate`), `null` where it has none. */
  gates: Array<AuctionTest | null>
  /** Whether some candidate among the first `gateBits` has a gate (`rejectedBy`). */
  gated: boolean
}

/**
 * An auction seen, from its first call that is not a pass: what the engine
 * keeps for it, found by walking the calls (no key to build and hash).
 */
interface Place {
  /** The auctions one call longer: the first seen here, the others in `next` (most auctions seen once have one). */
  firstCall: Call | undefined
  first: Place | undefined
  next?: Map<string, Place> | undefined
  /**
   * What the place keeps, in one array (one object per place, not three; `Kept`, `placeSlots`): candidate lists
   * by side and conditions (slots `0–15` we, `16–31` they), merged with the classes, `null` when nothing knows
   * the auction; how the last call was read, by side and conditions (`32–63`, `null` when no table knows it);
   * what the auction has shown, by conditions (`64–79`). An auction meets few of them.
   */
  kept: Kept<Lists | Interpretation | AuctionFacts | null> | undefined
  /**
   * The first lists, reading and facts kept, with their slots (`-1`: none), in the place itself: most
   * places are met under one slot of each, and a choice reads its lists without going through `kept`.
   * The facts' slot is the conditions alone (`0–15`): most places then make no `kept` array (an array and its store).
   */
  listsSlot: number
  lists: Lists | null | undefined
  readSlot: number
  read: Interpretation | null | undefined
  factsSlot: number
  facts: AuctionFacts | undefined
  /** What its candidate lists depend on besides the facts (shared with every auction of this shape). */
  shape: Shape
}

/**
 * What an auction's candidate lists depend on, apart from partner's suit
 * (it binds a class's `partner`) and the facts a class's condition reads:
 * its place in the literal tables and the classes' readings, each as read by
 * both sides. Auctions of one shape share it (made once, by identity, one
 * lookup per call), and with it their lists: a fresh auction of a shape seen
 * before gets its lists by lookups, not a merge.
 */
interface Shape {
  /** Where the classes stand, read by the player to call (`we`) and by the caller's left-hand opponent (`they`). */
  we: Reading
  they: Reading
  /** Its place in the literal tables, read by each side (`null`: no literal key starts so). */
  weLiteral: KeyTrie | null
  theyLiteral: KeyTrie | null
  /** The shapes one call longer. */
  next: Map<string, Shape> | undefined
  /** Where each side's lists are kept, by partner's suit (`partnerCode`), each made on first use. */
  weHomes: Array<ListsHome | undefined> | undefined
  theyHomes: Array<ListsHome | undefined> | undefined
}

/** The lists of the auctions of one shape and partner's suit, for one side. */
interface ListsHome {
  /** Lists by slot (as `Place.lists`), where no class condition matches. */
  lists: Kept<Lists | null> | undefined
  /** Where some do: by which of them hold (bits) and slot, `bits * 32 + slot`. */
  byHolds: Map<number, Lists | null> | undefined
}

/** A tree of the keys of some tables' nodes (the literal tables', or a class table's after `^`), one call by one side at a time. */
interface KeyTrie {
  /** The node whose key ends here, when there is one. */
  node: TreeNode | undefined
  /** How many calls lead here. */
  depth: number
  /** Told apart for the readings' identity. */
  id: number
  ours: Map<string, KeyTrie> | undefined
  theirs: Map<string, KeyTrie> | undefined
}

/** A class table whose pattern ended `trie.depth` calls ago, the calls since then being a path of its table. */
interface ActiveTable {
  table: ClassTable
  trie: KeyTrie
}

/** The states of all classes' patterns together (one per class, in the order of `classes`), shared as readings are. */
interface Patterns {
  states: readonly ClassMatchState[]
  id: number
  ours: Map<string, Patterns>
  theirs: Map<string, Patterns>
}

/**
 * Where the classes stand in an auction read by one side: the state of
 * every class's pattern, the class tables it follows. One reading serves
 * every auction that agrees on both (they are made once, by their
 * identity), so the next call is one lookup.
 */
interface Reading {
  /** Told apart in the keys of shapes. */
  id: number
  patterns: Patterns
  /** The matches whose class has a condition (their indexes): the lists depend on whether each holds, in each auction. */
  conditions: readonly number[]
  /** By class, the latest end first. */
  active: readonly ActiveTable[]
  /** The active tables with a node here, in the order tried. */
  matches: readonly PatternMatch[]
  /** The readings after one more call, by ours and by theirs. */
  ours: Map<string, Reading>
  theirs: Map<string, Reading>
  /** Merged lists by the literal node (its id + 1, `0` for none), then by a number made of the matches used, partner's suit, side and conditions (`mergeClasses`). */
  merged: Map<number, Map<number, Lists>> | undefined
  /**
   * The lists of the auctions it reads that no literal table knows, by
   * partner's suit (`partnerCode`): theirs depend on nothing else the shape
   * holds, and most auctions past the tables' depth (each of a shape of its
   * own, for the literal places the other side still has) share one of few readings.
   */
  homes: Array<ListsHome | undefined> | undefined
}

/** A class's node that matched an auction. */
interface ClassNode {
  table: ClassTable
  node: TreeNode
}

/** A class whose pattern ends `rest` calls before the end of an auction, where its table has a node. */
interface PatternMatch extends ClassNode {
  rest: number
}

interface TreeNode {
  /** Tells nodes apart in the keys of merged lists. */
  id: number
  key: string
  /** The auction for people (`1N (P) 2C`), made once. */
  label?: string | undefined
  /** The auction of the node from the opener, for display and the lint. */
  steps: Step[]
  entries: Entry[]
  /** Whether an entry holds only in some seats or vulnerabilities (else a side's lists are alike under all conditions). */
  conditional: boolean
  /** Candidate lists by side and conditions (`0–15` we, `16–31` they). */
  lists: Array<Lists | undefined>
}

function display(steps: readonly Step[]): string {
  return steps.length === 0 ? '(opening)' : steps.map((step) => (step.by === 'we' ? step.call : '(' + step.call + ')')).join(' ')
}

function matchesVulnerable(condition: VulnerabilityCondition['we'], vulnerable: boolean): boolean {
  return condition === 'any' || (condition === 'yes') === vulnerable
}

function applies(entry: Entry, seat: Seat, weVulnerable: boolean, theyVulnerable: boolean): boolean {
  if (entry.seats && entry.seats.length > 0 && !entry.seats.includes(seat)) return false
  const vulnerability = entry.vulnerability
  if (vulnerability && !(matchesVulnerable(vulnerability.we, weVulnerable) && matchesVulnerable(vulnerability.they, theyVulnerable))) {
    return false
  }

  return true
}

/** Describe the conditions of a set of condition indexes (`seat 3–4`, `we vulnerable`). */
export function describeConditions(indexes: readonly number[]): string | undefined {
  if (indexes.length === 16) return undefined
  const seats = [...new Set(indexes.map((index) => (index >> 2) + 1))]
  const vulnerabilities = [...new Set(indexes.map((index) => index & 3))]
  const seatText = seats.length === 4 ? '' : 'seat ' + seats.join(', ')
  const names = ['neither vulnerable', 'they vulnerable', 'we vulnerable', 'both vulnerable']
  const everyCombination = seats.length * vulnerabilities.length === indexes.length
  if (everyCombination) {
    const vulText = vulnerabilities.length === 4 ? '' : vulnerabilities.map((value) => names[value]).join(' or ')
    return [seatText, vulText].filter(Boolean).join(', ')
  }

  return indexes.map((index) => 'seat ' + ((index >> 2) + 1) + ' ' + names[index & 3]).join('; ')
}

/** Options of `treeEngine`, for tests. */
export interface TreeEngineOptions {
  /**
   * Make every auction's lists and decide every class condition afresh, as
   * the reference the tests hold the compiled forms to (default `false`:
   * lists kept per shape, conditions on yes/no facts by their flags).
   */
  interpreted?: boolean | undefined
  /**
   * Most auctions whose state the engine keeps (default `100_000`; SAYC
   * makes fewer in 400,000 fresh deals, whose engine then retains 182 MB):
   * past it the tree of auctions seen is let go and grows again from the
   * empty auction, so a simulation of millions of deals bids in bounded
   * memory. A cache only: no choice depends on it.
   */
  maxPlaces?: number | undefined
}

/** Most auctions an engine keeps by default (see `maxPlaces`). */
const defaultMaxPlaces = 100_000

/** Build the engine of a tree of tables. */
export function treeEngine(tree: Root, file: VFile | undefined, options: TreeEngineOptions = {}): Engine {
  const interpreted = options.interpreted === true
  const expanded = expandCalls(tree, file)
  const nodes = new Map<string, TreeNode>()
  const classes: ClassTable[] = []
  /** The nodes tables are being read into: the literal tree, or a class's. */
  let target = nodes
  let order = 0
  let nodeCount = 0
  let trieCount = 0
  let undecidableCount = 0

  function nodeOf(key: string, steps: readonly Step[]): TreeNode {
    let node = target.get(key)
    if (!node) {
      node = {id: nodeCount++, key, steps: [...steps], entries: [], conditional: false, lists: []}
      target.set(key, node)
    }

    return node
  }

  /** Push a call on the path: implicit passes, and leading passes left out of the key. */
  function extend(steps: Step[], keys: string[], call: string, by: Side): void {
    const previous = steps.at(-1)
    let key = keys.at(-1) ?? ''
    if (previous && previous.by === by) {
      const other: Side = by === 'we' ? 'they' : 'we'
      steps.push({call: 'P', by: other})
      key = key === '' ? '' : key + (other === 'we' ? 'P' : '(P)')
      keys.push(key)
    }

    steps.push({call, by})
    key = key === '' && call === 'P' ? '' : key + (by === 'we' ? call : '(' + call + ')')
    keys.push(key)
  }

  function retract(steps: Step[], keys: string[], count: number): void {
    steps.length = count
    keys.length = count
  }

  /** Partner's last suit bid before the end of `steps` (from the side of the next call). */
  function partnerSuit(steps: readonly Step[]): ReturnType<typeof suitOfCall> {
    for (let at = steps.length - 2; at >= 0; at -= 4) {
      const call = steps[at]!.call
      if (/^[1-7]/.test(call)) return suitOfCall(call)
    }

    return undefined
  }

  function walk(
    bid: Bid,
    sequence: Sequence,
    steps: Step[],
    keys: string[],
    seats: readonly Seat[] | undefined,
    vulnerability: VulnerabilityCondition | undefined
  ): void {
    const mark = steps.length
    const before = steps.at(-1)
    // The node the bid is a candidate of: the auction before it, with an implicit pass when due.
    let key = keys.at(-1) ?? ''
    const candidateSteps = [...steps]
    if (before && before.by === bid.by) {
      const other: Side = bid.by === 'we' ? 'they' : 'we'
      candidateSteps.push({call: 'P', by: other})
      key = key === '' ? '' : key + (other === 'we' ? 'P' : '(P)')
    }

    const ownSeats = bid.seats ?? seats
    const ownVulnerability = bid.vulnerability ?? vulnerability
    if (isCall(bid.call)) {
      const node = nodeOf(key, candidateSteps)
      const partner = partnerSuit(candidateSteps)
      const candidate = makeCandidate(bid, {own: suitOfCall(bid.call), partner})!
      const entry = makeEntry(candidate, {
        by: bid.by,
        order: order++,
        priority: bid.priority ?? 0,
        seats: ownSeats,
        vulnerability: ownVulnerability,
        specificity: (ownSeats && ownSeats.length > 0 && ownSeats.length < 4 ? 1 : 0) + (ownVulnerability ? 1 : 0)
      })
      node.entries.push(entry)
      if ((ownSeats && ownSeats.length > 0) || ownVulnerability) node.conditional = true
      const both = allOf(entry.constraint, entry.criteria)
      if (target !== nodes && partner === undefined && both && hasUnboundSuits(both)) entry.rebind = true
      if (both && undecidableCount < 20 && !entry.rebind) {
        const atoms = undecidable(entry)
        if (atoms.length > 0) {
          undecidableCount++
          warn(
            file,
            'Unexpected constraint of `' + bid.call + '` that cannot be decided on a hand (' + atoms[0] + ')' +
              (hasUnboundSuits(both) ? ': a suit variable or reference is not bound here' : '') + '; the robot never chooses it',
            bid,
            'undecidable-constraint'
          )
        }
      }

      extend(steps, keys, bid.call, bid.by)
      nodeOf(keys.at(-1)!, steps)
      // After our call and their pass, the auction is still ours to know: a
      // call with no continuations leaves partner with no rule, not off-system.
      if (bid.by === 'we' && keys.at(-1) !== '' && target === nodes) nodeOf(keys.at(-1)! + '(P)', [...steps, {call: 'P', by: 'they'}])
      for (const child of bid.children) {
        if (child.type === 'bid') walk(child, sequence, steps, keys, ownSeats, ownVulnerability)
      }
    } else {
      warn(file, 'Unexpected call pattern `' + bid.call + '` that was not expanded; the robot skips it and its continuations', bid, 'unexpanded-call')
    }

    retract(steps, keys, mark)
  }

  function visit(children: readonly Root['children'][number][]): void {
    for (const node of children) {
      if (node.type === 'sequence') {
        const steps: Step[] = []
        const keys: string[] = []
        target = nodes
        if (node.auctionClass) {
          // A class's keys start at `^`, where its pattern ends, and keep every pass.
          const last = node.auctionClass.pattern.at(-1)
          target = new Map()
          classes.push({
            auctionClass: node.auctionClass,
            nodes: target,
            specificity: classSpecificity(node.auctionClass),
            order: classes.length,
            matcher: classMatcher(node.auctionClass.pattern),
            trie: newTrie(0),
            holdsByFlags: !interpreted && node.auctionClass.condition && readsFlagsOnly(node.auctionClass.condition) ? [] : undefined
          })
          steps.push({call: '^', by: last && last.call !== '...' ? last.by : 'they'})
          keys.push('^')
        }

        let ok = true
        for (const call of node.context ?? []) {
          if (!isCall(call.call)) {
            warn(file, 'Unexpected call pattern `' + call.call + '` in a context that was not expanded; the robot skips the table', node, 'unexpanded-call')
            ok = false
            break
          }

          extend(steps, keys, call.call, call.by)
        }

        if (!ok) continue
        nodeOf(keys.at(-1) ?? '', steps)
        if (node.auctionClass) {
          for (const child of node.children) {
            if (child.type === 'bid') walk(child, node, steps, keys, node.seats, node.vulnerability)
          }

          target = nodes
          continue
        }

        for (const child of node.children) {
          if (child.type === 'bid') walk(child, node, steps, keys, node.seats, node.vulnerability)
        }
      } else if (node.type === 'list') {
        for (const item of node.children) visit(item.children)
      }
    }
  }

  visit(expanded.children)
  // More specific classes first; ties in document order.
  classes.sort((a, b) => b.specificity - a.specificity || a.order - b.order)
  const literalTrie = newTrie(0)
  for (const node of nodes.values()) {
    // Leading passes are left out of the key.
    let from = 0
    while (from < node.steps.length && node.steps[from]!.call === 'P') from++
    addToTrie(literalTrie, node, from)
  }

  // A class node's steps start with `^`: the calls after the pattern's end follow.
  for (const table of classes) for (const node of table.nodes.values()) addToTrie(table.trie, node, 1)

  function newTrie(depth: number): KeyTrie {
    return {node: undefined, depth, id: trieCount++, ours: undefined, theirs: undefined}
  }

  function addToTrie(trie: KeyTrie, node: TreeNode, from: number): void {
    let at = trie
    for (let index = from; index < node.steps.length; index++) {
      const {call, by} = node.steps[index]!
      const next = by === 'we' ? (at.ours ??= new Map()) : (at.theirs ??= new Map())
      let child = next.get(call)
      if (!child) {
        child = newTrie(at.depth + 1)
        next.set(call, child)
      }

      at = child
    }

    at.node = node
  }

  /** The patterns' states together by their states' identities, so that auctions leaving them alike share one. */
  const allPatterns = new Map<string, Patterns>()
  /** Each pattern state told apart in those keys. */
  const stateIds = new Map<ClassMatchState, number>()
  function patternsOf(states: ClassMatchState[]): Patterns {
    let key = ''
    for (const state of states) key += serialOf(stateIds, state) + ','

    let patterns = allPatterns.get(key)
    if (!patterns) {
      patterns = {states, id: allPatterns.size, ours: new Map(), theirs: new Map()}
      allPatterns.set(key, patterns)
    }

    return patterns
  }

  function nextPatterns(patterns: Patterns, call: Call, by: Side): Patterns {
    const transitions = by === 'we' ? patterns.ours : patterns.theirs
    let next = transitions.get(call)
    if (!next) {
      next = patternsOf(patterns.states.map((state, index) => classes[index]!.matcher.next(state, call, by)))
      transitions.set(call, next)
    }

    return next
  }

  /** Readings by what they hold, so that auctions agreeing on it share one. */
  const readings = new Map<string, Reading>()
  function readingOf(patterns: Patterns, active: ActiveTable[]): Reading {
    let key = String(patterns.id)
    for (const {table, trie} of active) key += '|' + table.order + ':' + trie.id
    let reading = readings.get(key)
    if (!reading) {
      const matches: PatternMatch[] = []
      for (const {table, trie} of active) if (trie.node) matches.push({table, node: trie.node, rest: trie.depth})
      const conditions: number[] = []
      for (const [index, match] of matches.entries()) if (match.table.auctionClass.condition) conditions.push(index)
      reading = {id: readings.size, patterns, conditions, active, matches, ours: new Map(), theirs: new Map(), merged: undefined, homes: undefined}
      readings.set(key, reading)
    }

    return reading
  }

  function withStarts(patterns: Patterns, continued: readonly ActiveTable[]): ActiveTable[] {
    const active: ActiveTable[] = []
    let from = 0
    for (const [index, table] of classes.entries()) {
      // The pattern ending here is the latest end: before the ends continued from earlier.
      if (patterns.states[index]!.ends) active.push({table, trie: table.trie})
      for (; from < continued.length && continued[from]!.table === table; from++) active.push(continued[from]!)
    }

    return active
  }

  const rootPatterns = patternsOf(classes.map((table) => table.matcher.start))
  const rootReading = readingOf(rootPatterns, withStarts(rootPatterns, []))

  /** The reading after one more call, made by `by` (seen from the reading's side). */
  function nextReading(reading: Reading, call: Call, by: Side): Reading {
    const transitions = by === 'we' ? reading.ours : reading.theirs
    let next = transitions.get(call)
    if (next) return next
    const patterns = nextPatterns(reading.patterns, call, by)
    const continued: ActiveTable[] = []
    for (const {table, trie} of reading.active) {
      const child = trieChild(trie, call, by)
      if (child) continued.push({table, trie: child})
    }

    next = readingOf(patterns, withStarts(patterns, continued))
    transitions.set(call, next)
    return next
  }

  function trieChild(trie: KeyTrie, call: Call, by: Side): KeyTrie | undefined {
    return (by === 'we' ? trie.ours : trie.theirs)?.get(call)
  }

  /**
   * Where a side's lists are kept, for partner's suit in this auction: on
   * the side's reading when no literal node knows the auction (nothing else
   * of the shape matters then), else on the shape.
   */
  function homeOf(place: Place, side: Side, view: AuctionView, index: number): ListsHome {
    const shape = place.shape
    const homes = !literalAt(place, side)?.node
      ? ((side === 'we' ? shape.we : shape.they).homes ??= [undefined, undefined, undefined, undefined, undefined])
      : side === 'we'
        ? (shape.weHomes ??= [undefined, undefined, undefined, undefined, undefined])
        : (shape.theyHomes ??= [undefined, undefined, undefined, undefined, undefined])
    const code = partnerCode(partnerSuitAt(view.calls, index))
    return (homes[code] ??= {lists: undefined, byHolds: undefined})
  }

  /** Shapes by what they hold, so that auctions agreeing on it share one. */
  const shapes = new Map<string, Shape>()
  function shapeOf(we: Reading, they: Reading, weLiteral: KeyTrie | null, theyLiteral: KeyTrie | null): Shape {
    const key = we.id + ',' + they.id + ',' + (weLiteral ? weLiteral.id : -1) + ',' + (theyLiteral ? theyLiteral.id : -1)
    let shape = shapes.get(key)
    if (!shape) {
      shape = {we, they, weLiteral, theyLiteral, next: undefined, weHomes: undefined, theyHomes: undefined}
      shapes.set(key, shape)
    }

    return shape
  }

  /**
   * The shape after one more call: each side's reading and literal place
   * from the other side's before it (the call is the other side's, seen
   * from the next player).
   */
  function nextShape(shape: Shape, call: Call): Shape {
    let next = shape.next?.get(call)
    if (next) return next
    const weLiteral = (shape.theyLiteral && trieChild(shape.theyLiteral, call, 'they')) ?? null
    const theyLiteral = (shape.weLiteral && trieChild(shape.weLiteral, call, 'we')) ?? null
    next = shapeOf(nextReading(shape.they, call, 'they'), nextReading(shape.we, call, 'we'), weLiteral, theyLiteral)
    ;(shape.next ??= new Map()).set(call, next)
    return next
  }

  /** The place of an auction in the literal tables, read by `side`. */
  function literalAt(place: Place, side: Side): KeyTrie | null {
    return side === 'we' ? place.shape.weLiteral : place.shape.theyLiteral
  }

  /** The reading of an auction by `side`. */
  function readingAt(place: Place, side: Side): Reading {
    return side === 'we' ? place.shape.we : place.shape.they
  }

  function lists(node: TreeNode, side: Side, conditions: number): Lists {
    const slot = (side === 'we' ? 0 : 16) + conditions
    const cached = node.lists[slot]
    if (cached) return cached
    const from = slot & 16
    // Lists hold nothing of one seat or vulnerability (not the facts): equal lists are one object, not one per slot.
    // A node without entries (most: the auctions one pass longer, kept as known) has one empty lists for both sides.
    if (node.entries.length === 0) {
      for (let other = 0; other < slotCount; other++) {
        const known = node.lists[other]
        if (known) return (node.lists[slot] = known)
      }

      return (node.lists[slot] = listsOf(noEntries, noEntries, noLists, undefined))
    }

    // Entries that hold under every condition: the lists of another slot of the side, not made again.
    if (!node.conditional) {
      for (let other = from; other < from + 16; other++) {
        const known = node.lists[other]
        if (known) return (node.lists[slot] = known)
      }
    }

    const seat = ((conditions >> 2) + 1) as Seat
    const weVulnerable = (conditions & 2) !== 0
    const theyVulnerable = (conditions & 1) !== 0
    const byCall = new Map<string, Entry>()
    const first: string[] = []
    for (const entry of node.entries) {
      if (entry.by !== side || !applies(entry, seat, weVulnerable, theyVulnerable)) continue
      const existing = byCall.get(entry.call)
      if (!existing) {
        byCall.set(entry.call, entry)
        first.push(entry.call)
      } else if (entry.specificity > existing.specificity) {
        byCall.set(entry.call, entry)
      }
    }

    const ordered = first.map((call) => byCall.get(call)!)
    ordered.sort((a, b) => b.priority - a.priority)
    const normal = ordered.filter((entry) => !entry.fallback)
    const fallback = ordered.filter((entry) => entry.fallback)
    // Most entries hold in every seat and vulnerability: lists equal to another conditions' share its calls and flat form.
    let result: Lists | undefined
    for (let other = from; other < from + 16; other++) {
      const known = node.lists[other]
      if (known && sameList(known.normal, normal) && sameList(known.fallback, fallback)) {
        result = known
        break
      }
    }

    // None for this side (their calls in most of our tables): the engine's empty lists.
    if (normal.length === 0 && fallback.length === 0) result ??= listsOf(noEntries, noEntries, noLists, undefined)
    result ??= listsOf(normal, fallback, undefined, undefined)
    node.lists[slot] = result
    return result
  }


  /**
   * The candidates for the call at `index`, read by `side`: the literal
   * table's, then each matching class's for the calls the literal table
   * (or a more specific class) does not define; `undefined` when neither
   * knows the auction. Their `at` says where they were found.
   */
  function listsAt(view: AuctionView, index: number, side: Side, conditions: number): Lists | undefined {
    const place = placeAt(view, index)
    if (classes.length === 0) {
      const node = literalAt(place, side)?.node
      if (!node) return undefined
      const found = lists(node, side, conditions)
      found.at ??= node.label ??= display(node.steps)
      return found
    }

    const slot = side === 'we' ? conditions : conditions + 16
    // Kept on the place: a place seen before reads one pair, not its shape.
    let found = place.listsSlot === slot ? place.lists : (keptAt(place.kept, slot, placeSlots) as Lists | null | undefined)
    if (found === undefined) {
      found = interpreted ? listsMade(view, index, side, conditions, place) : listsOfShape(view, index, side, conditions, place)
      if (place.listsSlot < 0) {
        place.listsSlot = slot
        place.lists = found
      } else place.kept = keep(place.kept, slot, found, placeSlots)
    }

    return found ?? undefined
  }

  /**
   * The lists of a place not seen before, from its shape: kept there by
   * partner's suit, slot and which class conditions hold, so a fresh
   * auction of a shape seen before finds them by lookups, not a merge.
   */
  function listsOfShape(view: AuctionView, index: number, side: Side, conditions: number, place: Place): Lists | null {
    const slot = side === 'we' ? conditions : conditions + 16
    const reading = readingAt(place, side)
    const matched = reading.conditions
    // Past 20 conditions the bits would not be a small integer: made afresh (no such system is known).
    // No class matches: the literal node's own lists (kept on it by slot) or none, a lookup without a home.
    if (matched.length > 20 || reading.matches.length === 0) return listsMade(view, index, side, conditions, place)
    const home = homeOf(place, side, view, index)
    if (matched.length === 0) {
      let found = keptAt(home.lists, slot) as Lists | null | undefined
      if (found === undefined) {
        found = listsMade(view, index, side, conditions, place)
        home.lists = keep(home.lists, slot, found)
      }

      return found
    }

    let bits = 0
    for (let at = 0; at < matched.length; at++) {
      const {table, rest} = reading.matches[matched[at]!]!
      if (classHolds(table, view, index - rest)) bits += 2 ** at
    }

    const key = bits * 32 + slot
    const byHolds = (home.byHolds ??= new Map())
    let found = byHolds.get(key)
    if (found === undefined) {
      found = listsMade(view, index, side, conditions, place)
      byHolds.set(key, found)
    }

    return found
  }

  /** The lists of an auction made from the tables: the literal node's merged with the classes'. */
  function listsMade(view: AuctionView, index: number, side: Side, conditions: number, place: Place): Lists | null {
    const node = literalAt(place, side)?.node
    const found = mergeClasses(view, index, side, conditions, node, readingAt(place, side))
    // A literal node's label is made once; a class's merge serves many auctions, whose labels (`atOf`) are not kept.
    if (found && node) found.at ??= node.label ??= display(node.steps)
    return found
  }

  /** The lists of nodes without entries: one owner, so one flat form and one `byCall` serve them all. */
  const noEntries: Entry[] = []
  const noLists = listsOf(noEntries, noEntries, undefined, undefined)
  const noFlat: FlatList = {list: noEntries, tests: [], auction: new Uint8Array(0), bounds: new Int16Array(0), gates: [], gated: false}

  /**
   * Merged candidates by what they were merged from (the literal node, the
   * class nodes that matched, partner's suit, side and conditions): many
   * auctions match the same classes, and share one merge.
   */
  const shared = new Map<string, Lists>()
  /** The first merge of each set of sources (side, literal node, partner's suit, class nodes), whatever the conditions. */
  const alike = new Map<string, Lists>()
  /** The first merge of each list of entries (by their serial numbers), whatever its sources. */
  const byEntries = new Map<string, Lists>()
  const serials = new Map<Entry, number>()

  /** The first merge with the same entries as `merge` (kept as the first when there is none). */
  function mergeOfEntries(merge: Lists): Lists | undefined {
    let key = ''
    for (const list of [merge.normal, merge.fallback]) {
      for (const entry of list) key += serialOf(serials, entry) + ','

      key += '/'
    }

    const found = byEntries.get(key)
    if (!found) byEntries.set(key, merge)
    return found
  }

  function mergeClasses(
    view: AuctionView,
    index: number,
    side: Side,
    conditions: number,
    node: TreeNode | undefined,
    reading: Reading
  ): Lists | null {
    const matches = reading.matches
    // Which matches give candidates: their places, and as bits for the reading's merges.
    let used: number[] | undefined
    let bits = 0
    let last: ClassTable | undefined
    for (let index_ = 0; index_ < matches.length; index_++) {
      // A table gives its candidates once: at its latest end whose condition holds and whose lists are not empty.
      const {table, node: classNode, rest} = matches[index_]!
      if (table === last) continue
      if (table.auctionClass.condition && !classHolds(table, view, index - rest)) continue
      const found = lists(classNode, side, conditions)
      if (found.normal.length === 0 && found.fallback.length === 0) continue
      ;(used ??= []).push(index_)
      bits += 2 ** index_
      last = table
    }

    const base = node ? lists(node, side, conditions) : undefined
    if (!used) return base ?? null
    const partner = partnerSuitAt(view.calls, index)
    const slot = side === 'we' ? conditions : conditions + 16
    // A long list of matches (more than 20) is not kept on the reading: its number would not be a small integer.
    const code = matches.length <= 20 ? (bits * 5 + partnerCode(partner)) * 32 + slot : -1
    const byNode = code < 0 ? undefined : reading.merged?.get(node ? node.id + 1 : 0)
    let merge = byNode?.get(code)
    if (!merge) {
      const matched = used.map((at) => matches[at]!)
      let sharedKey = slot + '|' + (node ? node.id : '') + '|' + (partner ?? '-')
      for (const {node: classNode} of matched) sharedKey += '|' + classNode.id
      merge = shared.get(sharedKey)
      if (!merge) {
        // Most merges are alike in every seat and vulnerability: the first of its sources' is taken when no source
        // depends on them, else compared, and an equal one shares its calls and flat form.
        const sourcesKey = side + sharedKey.slice(sharedKey.indexOf('|'))
        const like = alike.get(sourcesKey)
        if (like && !node?.conditional && matched.every((match) => !match.node.conditional)) {
          // The same sources (the same literal node, so the same `at`): the same lists.
          merge = like
        } else {
          merge = mergeLists(base, matched, side, conditions, partner)
          if (!like) alike.set(sourcesKey, merge)
          // Merges of other sources often hold the same entries (a class's calls over nodes without their own): one
          // of equal entries lends its calls and flat form, the merge keeps its own label.
          const same = like && sameList(like.normal, merge.normal) && sameList(like.fallback, merge.fallback) ? like : mergeOfEntries(merge)
          // Equal to the same sources' merge in another slot: that merge itself (its label and `at` are this one's).
          if (same && same === like) merge = like
          else if (same) merge = listsOf(same.normal, same.fallback, same.merge ?? same, merge.label)
        }

        shared.set(sharedKey, merge)
      }

      if (code >= 0) {
        const merged = (reading.merged ??= new Map())
        const nodeKey = node ? node.id + 1 : 0
        let kept = merged.get(nodeKey)
        if (!kept) {
          kept = new Map()
          merged.set(nodeKey, kept)
        }

        kept.set(code, merge)
      }
    }

    // Without a literal node the merge itself is kept for the auction (no lists, label or facts of its own: `atOf`, `factsOf`).
    return merge
  }

  /** Where the lists were found, for people: a literal node's label, or the class's with the auction (made when asked, not kept). */
  function atOf(found: Lists, view: AuctionView, index: number): string {
    // Joined: one flat string where the reading keeps it (concatenated, a chain of three pieces).
    return found.at ?? [found.label, ' (', displayAt(view, index), ')'].join('')
  }

  /** The literal lists with each matched class's calls they do not define, sorted by priority. */
  function mergeLists(base: Lists | undefined, matched: readonly ClassNode[], side: Side, conditions: number, partner: Suit | undefined): Lists {
    const normal = base ? [...base.normal] : []
    const fallback = base ? [...base.fallback] : []
    const defined = new Set<string>()
    for (const entry of normal) defined.add(entry.call)
    for (const entry of fallback) defined.add(entry.call)
    for (const {node: classNode} of matched) {
      const found = lists(classNode, side, conditions)
      for (const list of [found.normal, found.fallback]) {
        for (const entry of list) {
          if (defined.has(entry.call)) continue
          defined.add(entry.call)
          const bound = entry.rebind ? rebound(entry, partner) : entry
          ;(entry.fallback ? fallback : normal).push(bound)
        }
      }
    }

    normal.sort((a, b) => b.priority - a.priority)
    fallback.sort((a, b) => b.priority - a.priority)
    const {table, node: classNode} = matched[0]!
    table.text ??= auctionClassText(table.auctionClass)
    classNode.label ??= table.text + (classNode.steps.length === 1 ? '' : ', then ' + display(classNode.steps.slice(1)))
    return listsOf(normal, fallback, undefined, classNode.label)
  }

  /** Whether a class's condition holds where its pattern ended (for the player to call there): once per class and facts. */
  const holding = {}
  function classHolds(table: ClassTable, view: AuctionView, end: number): boolean {
    const facts = factsAt(view, end)
    // A condition on yes/no facts alone (`balancing seat`): decided once per flags, for every auction.
    const byFlags = table.holdsByFlags
    if (byFlags) {
      const flags = flagsOf(facts)
      return (byFlags[flags] ??= (table.holds ??= compileCondition(table.auctionClass.condition!))(facts))
    }

    // Kept on the facts (no weak map: its entries are costly to collect), as bits by class while they fit in one number.
    const known = derivedFrom(facts, holding, () => ({decided: 0, holds: 0, more: undefined as Array<boolean | undefined> | undefined}))
    const order = table.order
    const test = (table.holds ??= compileCondition(table.auctionClass.condition!))
    if (order >= 30) return ((known.more ??= [])[order] ??= test(facts))
    const bit = 1 << order
    if ((known.decided & bit) !== 0) return (known.holds & bit) !== 0
    const holds = test(facts)
    known.decided |= bit
    if (holds) known.holds |= bit
    return holds
  }

  /**
   * What the auction before `index` has shown, for the player at `index`:
   * computed once per auction (its key and conditions say it all), shared by
   * the classes' conditions and the candidates' auction atoms.
   */
  function factsAt(view: AuctionView, index: number): AuctionFacts {
    const place = placeAt(view, index)
    const conditions = conditionsIndex(view, index)
    if (place.factsSlot === conditions) return place.facts!
    let facts = place.factsSlot < 0 ? undefined : (keptAt(place.kept, factsSlots + conditions, placeSlots) as AuctionFacts | undefined)
    if (!facts) {
      // The facts keep the caller's view until their seats are read: its calls before `index` never change, and
      // earlier calls are read through it, whose places are known (a copy would walk to each again).
      facts = placeFacts(view, index, factsSource)
      if (place.factsSlot < 0) {
        place.factsSlot = conditions
        place.facts = facts
      } else place.kept = keep(place.kept, factsSlots + conditions, facts, placeSlots)
    }

    return facts
  }

  /**
   * Whether some table has rows for the opponents' calls: without any (SAYC's tables give our calls only), an
   * opponents' call read by their side's tables finds nothing, so the facts do not ask (a first visit would make
   * that side's lists for the place, and keep the empty reading).
   */
  const theirRows = [nodes, ...classes.map((table) => table.nodes)].some((tables) =>
    [...tables.values()].some((node) => node.entries.some((entry) => entry.by === 'they'))
  )

  /** How the engine's facts read the seats: its readings of calls, its facts four calls before (one record, no closures per facts). */
  const factsSource: FactsSource = {
    interpret: (view, index, side) => (side === 'they' && !theirRows ? undefined : engine.interpret(view, index, side)),
    factsAt: (view, index) => factsAt(view, index)
  }

  /**
   * Where the auction before `index` is in the engine's tree of auctions
   * seen: made on first visit, and kept per view by index (a view may be
   * read by several engines: each keeps its own).
   */
  const rootShape = shapeOf(rootReading, rootReading, literalTrie, literalTrie)
  const root: Place = {firstCall: undefined, first: undefined, next: undefined, kept: undefined, listsSlot: -1, lists: undefined, readSlot: -1, read: undefined, factsSlot: -1, facts: undefined, shape: rootShape}
  const placesOf = new WeakMap<AuctionView, Place[]>()
  const maxPlaces = options.maxPlaces ?? defaultMaxPlaces
  let placesMade = 0
  function placeAt(view: AuctionView, index: number): Place {
    if (index <= view.start) return root
    // On the view itself for the first engine that reads it (a field is faster than a weak map), in a weak map for others.
    view.placesOwner ??= root
    let places = view.placesOwner === root ? (view.places as Place[] | undefined) : placesOf.get(view)
    if (!places) {
      // At the auction's length (reading past an array's end is slow), without holes (pushed: `Array.from` is slow).
      places = []
      for (let at = 0; at <= view.calls.length; at++) places.push(undefined as unknown as Place)
      if (view.placesOwner === root) view.places = places
      else placesOf.set(view, places)
    }

    const known = places[index]
    if (known) return known
    // From the latest prefix already found, one call at a time.
    let at = index - 1
    while (at > view.start && !places[at]) at--
    let place: Place = at > view.start ? places[at]! : root
    for (; at < index; at++) {
      const call = view.calls[at]!
      let child: Place | undefined = place.firstCall === call ? place.first : place.next?.get(call)
      if (!child) {
        if (++placesMade > maxPlaces) {
          // Let go of every auction seen (views that hold places keep theirs: a place is right for its auction
          // wherever it hangs). This walk goes on from the place it reached, the next views from the empty auction.
          root.firstCall = undefined
          root.first = undefined
          root.next = undefined
          placesMade = 1
        }

        child = {
          firstCall: undefined,
          first: undefined,
          next: undefined,
          kept: undefined,
          listsSlot: -1,
          lists: undefined,
          readSlot: -1,
          read: undefined,
          factsSlot: -1,
          facts: undefined,
          shape: nextShape(place.shape, call)
        }
        if (place.first) (place.next ??= new Map()).set(call, child)
        else {
          place.firstCall = call
          place.first = child
        }
      }

      place = child
      places[at + 1] = place
    }

    return place
  }

  /**
   * What a call whose constraint looks at the auction showed, read as the
   * bidder read it: `combined 25+ HCP` over partner's shown 10 showed 15 or
   * more of the bidder's own, `fit ♥` the hearts that make the fit. Later
   * calls (the natural layer, auction atoms, summaries) then know it.
   */
  function shownBy(entry: Entry, view: AuctionView, index: number): Constraint | undefined {
    const facts = factsAt(view, index)
    const key = (entry.shownKey ??= factsKeyOf(entry.constraint!))(facts)
    const cache = (entry.shown ??= new Map())
    // One lookup: a resolution is never `undefined`.
    let constraint = cache.get(key)
    if (constraint === undefined) {
      constraint = resolveAuction(entry.constraint!, facts, entry.call)
      cache.set(key, constraint)
    }

    return constraint
  }

  /** A class entry with `partner` bound to partner's suit in this auction. */
  function rebound(entry: Entry, partner: Suit | undefined): Entry {
    const made = (entry.rebound ??= new Map())
    let found = made.get(partner ?? '-')
    if (!found) {
      const candidate = makeCandidate(entry.bid, {own: suitOfCall(entry.call), partner})!
      found = makeEntry(candidate, entry)
      made.set(partner ?? '-', found)
    }

    return found
  }

  /** The candidate for a call in lists: the first in `normal`, else in `fallback`. */
  function entryOf(auction: Lists, call: string): Entry | undefined {
    const found = auction.merge ?? auction
    if (found.normal.length === 0 && found.fallback.length === 0) return undefined
    let byCall = found.byCall
    if (!byCall) {
      byCall = new Map()
      for (const entry of [...found.normal, ...found.fallback]) if (!byCall.has(entry.call)) byCall.set(entry.call, entry)
      found.byCall = byCall
    }

    return byCall.get(call)
  }

  /** The facts of the auction of a choice: its place's (lists hold none, so one lists object serves every seat and vulnerability). */
  function factsOf(view: AuctionView): AuctionFacts {
    return (pickedFacts = factsAt(view, view.calls.length))
  }

  /** The facts the last `choose` read. */
  let pickedFacts: AuctionFacts | undefined

  /**
   * An entry's test, compiled on first use with its quick bounds: one test
   * for every auction, whose auction atoms read the facts when it runs.
   */
  function checkOf(entry: Entry): AuctionTest | null {
    const both = allOf(entry.constraint, entry.criteria)
    entry.quick = quickBounds(both)
    entry.check = both && entry.auction ? compileAuctionTest(both, entry.call) : (entry.test ?? null)
    entry.gate = both && entry.auction ? compileSeatsGate(both, entry.call) : null
    return entry.check
  }

  /**
   * Which of a list's first `gateBits` candidates the facts reject for every
   * hand (their gates are `false`), as bits by index: decided once per facts
   * and list, for every hand bid there (most facts are met again).
   */
  function rejectedBy(facts: AuctionFacts, flat: FlatList): number {
    let bits = 0
    const {gates} = flat
    for (let index = 0; index < gates.length && index < gateBits; index++) {
      // A gate reads the seats alone: any hand will do.
      if (gates[index]?.(emptyHand, facts) === false) bits |= 1 << index
    }

    return bits
  }

  /** The record `pick` reads the hand's features into (nothing a test runs picks again: one per engine is enough). */
  const features: QuickFeatures = new Int16Array(5)

  /** The flat form of a list, kept on the lists that own it (the merge that auctions of the same classes share). */
  function flatOf(found: Lists, which: 'normal' | 'fallback'): FlatList {
    const list = found[which]
    if (list.length === 0) return noFlat
    // Found on the lists themselves (most choices), else on the lists that own the entries, else made.
    const own = which === 'normal' ? found.normalFlat : found.fallbackFlat
    if (own !== undefined && own.list === list && own.tests.length === list.length) return own
    const owner = found.merge ?? found
    const known = which === 'normal' ? owner.normalFlat : owner.fallbackFlat
    if (known && known.list === list && known.tests.length === list.length) {
      if (which === 'normal') found.normalFlat = known
      else found.fallbackFlat = known
      return known
    }
    const tests: Array<AuctionTest | null> = []
    const auction = new Uint8Array(list.length)
    const bounds = new Int16Array(list.length * 10)
    const gates: Array<AuctionTest | null> = []
    for (const [index, entry] of list.entries()) {
      tests.push(entry.check === undefined ? checkOf(entry) : entry.check)
      auction[index] = entry.auction ? 1 : 0
      bounds.set(entry.quick ?? openBounds, index * 10)
      gates.push(entry.gate ?? null)
    }

    const flat: FlatList = {list, tests, auction, bounds, gates, gated: gates.some((gate, index) => gate !== null && index < gateBits)}
    if ((owner[which] as readonly Entry[]) === list) {
      if (which === 'normal') owner.normalFlat = found.normalFlat = flat
      else owner.fallbackFlat = found.fallbackFlat = flat
    }

    return flat
  }

  function pick(
    which: 'normal' | 'fallback',
    found: Lists,
    view: AuctionView,
    hand: Hand,
    explain: boolean,
    tried: Selection['tried']
  ): Entry | undefined {
    const flat = flatOf(found, which)
    const {list, tests, auction, bounds} = flat
    const calls = view.calls
    let chosen: Entry | undefined
    if (!explain) quickFeatures(hand, features)
    // Read on the first entry that looks at the auction (a hand-only test never reads it).
    let facts: AuctionFacts | undefined
    let flags = 0
    // The candidates the facts alone reject (`rejectedBy`), once the seats are read; `-1` until then.
    let rejected = flat.gated && !explain ? -1 : 0
    for (let index = 0; index < list.length; index++) {
      if (chosen && !explain) break
      const check = tests[index]!
      const reads = auction[index] === 1
      if (reads && !facts) {
        facts = factsOf(view)
        flags = flagsOf(facts)
      }

      if (chosen) {
        const value = check?.(hand, facts!)
        tried.push({candidate: list[index]!, status: !check ? 'no-constraint' : value === true ? 'fits' : 'not-tried'})
        continue
      }

      if (!check) {
        if (explain) tried.push({candidate: list[index]!, status: 'no-constraint'})
        continue
      }

      // Without explanations only the chosen candidate is reported: a hand outside the sure bounds is skipped untested.
      if (!explain) {
        if (!mayFit(bounds, features, index * 10)) continue
        // An entry reading the auction: whether the seats reject it for every hand, and its bounds on the yes/no facts.
        if (reads) {
          if (rejected < 0 && seatsRead(facts!)) rejected = derivedFrom(facts!, flat, rejectedBy, flat)
          if (rejected > 0 && index < gateBits && (rejected & (1 << index)) !== 0) continue
          const entry = list[index]!
          const byFlags = (entry.quickOnFlags ??= new Array<QuickBounds | null | undefined>(32))
          let quick = byFlags[flags]
          if (quick === undefined) {
            quick = quickBoundsOnFlags(allOf(entry.constraint, entry.criteria), flags)
            byFlags[flags] = quick
          }

          if (quick && !mayFit(quick, features)) continue
        }
      }

      const value = check(hand, facts!)
      if (!explain && value !== true) continue
      const entry = list[index]!
      let status: CandidateStatus = value === undefined ? 'undecided' : 'fails'
      if (value === true) {
        if (isLegal(calls, entry.call)) {
          chosen = entry
          status = 'chosen'
        } else {
          status = 'illegal'
        }
      }

      // Without explanations the chosen candidate is not recorded here: `quietlyTried` adds it, most often shared.
      if (explain || status !== 'chosen') tried.push({candidate: entry, status})
    }

    return chosen
  }

  /** Without explanations, the illegal calls `pick` met (rare): emptied by each `quietlyTried`. */
  const quietTried: Selection['tried'] = []

  /**
   * What a choice without explanations tried: the illegal calls met, then
   * the chosen one — most often the chosen alone, an array made once per
   * candidate and shared (no array and record per call).
   */
  function quietlyTried(chosen: Entry | undefined): Selection['tried'] {
    if (quietTried.length === 0) return chosen ? aloneTried(chosen) : noneTried
    const tried = quietTried.splice(0)
    if (chosen) tried.push({candidate: chosen, status: 'chosen'})
    return tried
  }

  /** How a call was read by `side` under `conditions` (`interpret` keeps the result). */
  function readCall(view: AuctionView, index: number, side: Side, conditions: number, call: Call): Interpretation | undefined {
    const here = listsAt(view, index, side, conditions)
    if (!here) return undefined
    const entry = entryOf(here, call)
    if (!entry) return undefined
    const at = atOf(here, view, index)
    const constraint = entry.auction && entry.constraint ? shownBy(entry, view, index) : entry.constraint
    // Every field in the literal: kept on the place, a field added later would grow a property store (40 bytes) per reading.
    return {bid: entry.bid, constraint, criteria: entry.criteria, at}
  }

  const engine: Engine = {
    kind: 'tree',
    choose(view, hand, explain) {
      const index = view.calls.length
      const found = listsAt(view, index, 'we', conditionsIndex(view, index))
      if (!found) return {reason: 'off-system', tried: noneTried, at: displayAt(view, index)}
      // Concatenated, not joined (as `atOf` does for the readings it keeps): the view keeps the auction's text, so a choice's place costs three links, not a copy.
      const at = found.at ?? (found.label ?? '') + ' (' + displayAt(view, index) + ')'
      const {fallback} = found
      // Emptied first as well: records left by a choice cut short must not reach this one.
      if (!explain) quietTried.length = 0
      const tried: Selection['tried'] = explain ? [] : quietTried
      pickedFacts = undefined
      const chosen = pick('normal', found, view, hand, explain, tried)
      const facts = pickedFacts
      if (chosen) {
        if (explain) for (const entry of fallback) tried.push({candidate: entry, status: 'not-tried'})
        return {reason: 'rule', chosen, tried: explain ? tried : quietlyTried(chosen), at, facts}
      }

      const backup = pick('fallback', found, view, hand, explain, tried)
      const read = pickedFacts
      const all = explain ? tried : quietlyTried(backup)
      return backup ? {reason: 'fallback', chosen: backup, tried: all, at, facts: read} : {reason: 'no-rule', tried: all, at, facts: read}
    },
    withoutMeaning(view) {
      const index = view.calls.length
      const found = listsAt(view, index, 'we', conditionsIndex(view, index))
      // An explained choice lists every candidate without a test as `no-constraint`, in both lists, whatever is chosen.
      return found !== undefined && (flatOf(found, 'normal').tests.includes(null) || flatOf(found, 'fallback').tests.includes(null))
    },
    interpret(view, index, side) {
      const call = view.calls[index]
      if (call === undefined) return undefined
      // Read by the caller's side, or by the other side (their calls in our tables).
      const me = side === 'we' ? directionAt(view, index) : rotate(directionAt(view, index), 1)
      const conditions =
        (seatAt(view, index) - 1) * 4 +
        (isVulnerableSide(view.vulnerability, me) ? 2 : 0) +
        (isVulnerableSide(view.vulnerability, rotate(me, 1)) ? 1 : 0)
      // The reading depends on the calls up to this one, the side and the conditions alone: the two
      // opponents of a caller (and every later auction) share it. Leading passes share the root place: not kept.
      const slot = side === 'we' ? conditions : conditions + 16
      const place = index >= view.start ? placeAt(view, index + 1) : undefined
      const known = place && (place.readSlot === slot ? place.read : (keptAt(place.kept, readSlots + slot, placeSlots) as Interpretation | null | undefined))
      if (known !== undefined) return known ?? undefined
      const result = readCall(view, index, side, conditions, call)
      if (place && place.readSlot < 0) {
        place.readSlot = slot
        place.read = result ?? null
      } else if (place) place.kept = keep(place.kept, readSlots + slot, result ?? null, placeSlots)
      return result
    },
    facts(view) {
      return factsAt(view, view.calls.length)
    },
    nodes() {
      const result: LintNode[] = []
      for (const node of nodes.values()) {
        const groups = new Map<Lists, number[]>()
        for (let conditions = 0; conditions < 16; conditions++) {
          const found = lists(node, 'we', conditions)
          if (found.normal.length === 0 && found.fallback.length === 0) continue
          // Identical lists (same entries) share a group.
          let group: number[] | undefined
          for (const [other, indexes] of groups) {
            if (sameEntries(other, found)) group = indexes
          }

          if (group) group.push(conditions)
          else groups.set(found, [conditions])
        }

        for (const [found, indexes] of groups) {
          const shown = ownConstraints(node, indexes[0]!)
          const lint: LintNode = {
            at: display(node.steps),
            auction: display(node.steps),
            candidates: resolvedForLint(node, indexes[0]!, [...found.normal, ...found.fallback])
          }
          const conditions = groups.size > 1 || indexes.length < 16 ? describeConditions(indexes) : undefined
          if (conditions) lint.conditions = conditions
          if (shown) lint.shown = shown
          result.push(lint)
        }
      }

      return result
    }
  }

  return engine

  /**
   * Candidates whose constraints look at the auction, with those atoms
   * decided on an auction of the node (`1N (P) 2C` from the seat and
   * vulnerability of `conditions`), so the lint tests hands, not atoms.
   */
  function resolvedForLint(node: TreeNode, conditions: number, candidates: Entry[]): Candidate[] {
    if (!candidates.some((entry) => entry.auction)) return candidates
    const passes = conditions >> 2
    const calls = [...Array.from({length: passes}, () => 'P' as const), ...node.steps.map((step) => step.call as Call)]
    const me = rotate('N', calls.length)
    const weVulnerable = (conditions & 2) !== 0
    const theyVulnerable = (conditions & 1) !== 0
    const ours = me === 'N' || me === 'S' ? 'ns' : 'ew'
    const vulnerability: DealVulnerability = weVulnerable && theyVulnerable ? 'all' : weVulnerable ? ours : theyVulnerable ? (ours === 'ns' ? 'ew' : 'ns') : 'none'
    const view = viewOf(calls, 'N', vulnerability)
    const facts = auctionFacts(view, (index, side) => engine.interpret(view, index, side))
    return candidates.map((entry) => {
      if (!entry.auction) return entry
      const constraint = entry.constraint && resolveAuction(entry.constraint, facts, entry.call)
      const criteria = entry.criteria && resolveAuction(entry.criteria, facts, entry.call)
      return {...entry, constraint, criteria, test: compileTest(allOf(constraint, criteria)), auction: false}
    })
  }

  function sameEntries(a: Lists, b: Lists): boolean {
    return a.normal.length === b.normal.length && a.fallback.length === b.fallback.length &&
      a.normal.every((entry, index) => entry === b.normal[index]) && a.fallback.every((entry, index) => entry === b.fallback[index])
  }

  /** What the player to call at a node showed with their own earlier calls. */
  function ownConstraints(node: TreeNode, conditions: number): Constraint | undefined {
    const parts: Array<Constraint | undefined> = []
    const steps = node.steps
    for (let at = steps.length - 4; at >= 0; at -= 4) {
      const step = steps[at]!
      const prefix = keyOfSteps(steps.slice(0, at))
      const before = nodes.get(prefix)
      if (!before) continue
      const entry = lists(before, step.by, conditions).normal.find((item) => item.call === step.call)
      if (entry) parts.push(entry.constraint)
    }

    return allOf(...parts)
  }
}

/**
 * An entry with every field in one order, so that all entries share one
 * shape: the choosing loop reads them without megamorphic lookups.
 */
function makeEntry(candidate: Candidate, place: Pick<Entry, 'by' | 'order' | 'priority' | 'seats' | 'vulnerability' | 'specificity'>): Entry {
  return {
    bid: candidate.bid,
    call: candidate.call,
    constraint: candidate.constraint,
    criteria: candidate.criteria,
    test: candidate.test,
    fallback: candidate.fallback,
    auction: candidate.auction === true,
    by: place.by,
    order: place.order,
    priority: place.priority,
    seats: place.seats,
    vulnerability: place.vulnerability,
    specificity: place.specificity,
    rebind: false,
    rebound: undefined,
    check: undefined,
    gate: undefined,
    quick: undefined,
    quickOnFlags: undefined,
    shown: undefined,
    shownKey: undefined,
    alone: undefined,
    reports: undefined
  }
}

/**
 * Lists with every field at once: fields added later would each grow a
 * property store on every auction's lists (kept for the auction), and
 * lists of several shapes would make the choosing loop's reads megamorphic.
 */
function listsOf(normal: Entry[], fallback: Entry[], merge: Lists | undefined, label: string | undefined): Lists {
  return {normal, fallback, label, at: undefined, byCall: undefined, merge, normalFlat: undefined, fallbackFlat: undefined}
}

/** Whether two lists hold the same entries in the same order. */
/** The number `value` is told apart by in keys: the order it was first met in `serials`. */
function serialOf<T>(serials: Map<T, number>, value: T): number {
  let serial = serials.get(value)
  if (serial === undefined) {
    serial = serials.size
    serials.set(value, serial)
  }

  return serial
}

function sameList(a: readonly Entry[], b: readonly Entry[]): boolean {
  if (a.length !== b.length) return false
  for (let index = 0; index < a.length; index++) if (a[index] !== b[index]) return false
  return true
}

/**
 * Values by slot (0 to `size` − 1) as a place keeps them: a few as slot, value, slot,
 * value… (most auctions meet a few slots), more in an array by slot
 * (the auctions near the start meet them all, and are read most).
 */
type Kept<T> = Array<number | T | undefined>

/** The slot of a kept array's spare pair (`keep`): no value is kept for it. */
const spare = -1

/** Pairs kept before the array by slot is made, by its size: a place's three kinds of values together meet more slots. */
function keptPairsOf(size: number): number {
  return size === slotCount ? 4 : 16
}

/** The value kept for `slot` (`undefined`: none); `size` tells the array by slot from pairs (always fewer). */
function keptAt<T>(kept: Kept<T> | undefined, slot: number, size = slotCount): T | undefined {
  if (!kept) return undefined
  if (kept.length === size) return kept[slot] as T | undefined
  for (let index = 0; index < kept.length; index += 2) if (kept[index] === slot) return kept[index + 1] as T
  return undefined
}

/** Keep a value for `slot`: the pairs made at their exact length (a grown array reserves room per auction). */
function keep<T>(kept: Kept<T> | undefined, slot: number, value: T, size = slotCount): Kept<T> {
  if (!kept) return size === slotCount ? [slot, value] : [slot, value, spare, undefined]
  if (kept.length === size) {
    kept[slot] = value
    return kept
  }

  // The spare pairs a grown array ends with (slot −1, never asked for) are filled first.
  let free = kept.length - 2
  if (kept[free] === spare) {
    while (free >= 2 && kept[free - 2] === spare) free -= 2
    kept[free] = slot
    kept[free + 1] = value
    return kept
  }

  // `concat` makes the array at its length (a spread grows it as pushes do: 17 slots reserved, 208 bytes, not 80),
  // with spare pairs: the pairs are copied on every third value, not on each (a place meets up to 16).
  if (kept.length < keptPairsOf(size) * 2) return size === slotCount ? kept.concat(slot, value) : kept.concat(slot, value, spare, undefined, spare, undefined)
  // `fill` on a new array: exactly `size` slots (pushed, the array reserves more).
  const bySlot: Kept<T> = new Array<number | T | undefined>(size).fill(undefined)
  for (let index = 0; index < kept.length; index += 2) if (kept[index] !== spare) bySlot[kept[index] as number] = kept[index + 1]
  bySlot[slot] = value
  return bySlot
}

/** What a choice without explanations tried when nothing was legal and fit (frozen, shared). */
const noneTried = Object.freeze([]) as unknown as Selection['tried']

/** Without explanations, the tried records of a candidate chosen alone: made once per candidate, frozen, shared. */
function aloneTried(chosen: Entry): Selection['tried'] {
  return (chosen.alone ??= Object.freeze([Object.freeze({candidate: chosen, status: 'chosen' as const})]) as unknown as Selection['tried'])
}

/** How many candidates of a list `rejectedBy` decides (bits of a small integer). */
const gateBits = 30

/** Slots of lists and readings: side (`we` 0, `they` 16) and conditions. */
const slotCount = 32

/** A place's slots (`Place.kept`): its lists (0–31), its last call's readings (`readSlots` + 0–31), its facts (`factsSlots` + 0–15). */
const readSlots = 32
const factsSlots = 64
const placeSlots = 80

/** The key of a list of steps (leading passes left out). */
function keyOfSteps(steps: readonly Step[]): string {
  let key = ''
  for (const step of steps) {
    if (key === '' && step.call === 'P') continue
    key += step.by === 'we' ? step.call : '(' + step.call + ')'
  }

  return key
}

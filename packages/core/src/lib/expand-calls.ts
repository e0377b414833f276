/**
 * Call expansion: the call patterns BML writes (`1M`, `2X`, `3CD`, `1red`,
 * `2steps`, `2S/3H`), in bids and in a sequence's context, turned into
 * concrete calls with the rules of the BML 2 reference (bml.md §7): variables
 * bound per subtree, a new binding only when sufficient, in a strain not yet
 * bid on the path and keeping X < Y < Z; a candidate skipped when an earlier
 * sibling produced the same call; steps counted from the last contract bid;
 * document order; and "first definition stands" for duplicate auctions.
 *
 * The walk keeps one binding environment and one path (no tree copy per
 * candidate), and finds duplicates through a map keyed by seats,
 * vulnerability and auction, so it is linear in the size of the result; the
 * result shares every node it does not change with the input, so on a large
 * system it costs little memory beyond its new bids.
 */

import type {VFile} from 'vfile'
import {bidRank, isContractBid, stepAbove, strains as strainOrder} from './call/call.js'
import {parseCallPattern, variableSuits, type CallPattern} from './call/pattern.js'
import type {Call, ContractBid, Seat, Suit, VulnerabilityCondition} from './call/types.js'
import {resolveSuits} from './constraint/transform.js'
import type {SuitVariable} from './constraint/types.js'
import type {SidedCall} from './auction/auction.js'
import {conditionsKey, extendKey} from './call-records.js'
import {fileOfNode, messageAt} from './message.js'
import {hashOf, HashList} from './hash-list.js'
import {setOwn} from './own.js'
import type {Bid, BidContent, ContextCall, Meaning, Node, PhrasingContent, Root, Sequence} from './nodes.js'

/** Options of `expandCalls`. */
export interface ExpandCallsOptions {
  /**
   * Replace the variable of a pattern by its bound suit in the meaning of
   * each expansion, as the BML 2 BSS writer does: in `1M 5+ M, 5M` the `1H`
   * expansion reads `5+ !h, 5!h` (default: `false`, meanings stay as
   * written).
   */
  substituteInText?: boolean | undefined
  /**
   * `'default'`: `5M` becomes `5!h`, and an expansion that is not higher than
   * the call before it is reported (`insufficient-call`).
   * `'reference'`: as BML 2.7.0, `5M` becomes U+0001 followed by `!h` (the
   * digits are lost), and insufficient expansions are not reported.
   */
  profile?: 'default' | 'reference' | undefined
  /**
   * What becomes of a later bid whose auction (with seats and vulnerability)
   * an earlier bid already defines.
   * `'merge'` (default): the first definition stands; the later one fills its
   * meaning when it has none, and its continuations are merged under it.
   * `'keep'`: the later bid stays where it is, marked `data.shadowed`, so a
   * writer can reproduce the reference's record order (`callRecords` then
   * drops it again).
   */
  duplicates?: 'merge' | 'keep' | undefined
  /**
   * Order of siblings: `'document'` (BML 2) or `'normal-first'` (BML 1:
   * concrete calls before patterns, so `2C` wins over `2X` wherever it is
   * written).
   */
  order?: 'document' | 'normal-first' | undefined
  /**
   * With `duplicates: 'keep'`, how the walk finds a later definition of an
   * auction (`data.shadowed`, `shadowed-call`):
   * `'remember'` (default): it remembers each auction's first definition,
   * a map entry per bid of the result.
   * `'count'`: it walks the tree twice, first counting a 53-bit hash of
   * each auction, and then remembers only auctions whose hash came more
   * than once: the same result, for one more walk's time, without an entry
   * per bid (a writer that streams its output).
   * `'ignore'`: no check (no `data.shadowed`, no `shadowed-call`), for a
   * walk that only needs the calls.
   * A `HashList` filled by an earlier walk of the same tree with
   * `countAuctions` is that first walk's count, done already: a writer
   * that walks the tree once to count its own keys counts the auctions in
   * the same walk. The walk consumes it (sorts it, then clears it to give
   * its memory back).
   * With `duplicates: 'merge'` every first definition is remembered.
   */
  firstDefinitions?: 'remember' | 'count' | 'ignore' | HashList | undefined
  /**
   * With `duplicates: 'keep'`, add the hash of each auction's key to this
   * list as the walk meets it, and check nothing (as `'ignore'`, whatever
   * `firstDefinitions` says): the count that `firstDefinitions` takes.
   */
  countAuctions?: HashList | undefined
}

/** Where the walk finds the first definition of an auction, by its key. */
interface FirstDefinitions {
  get(key: string): Bid | undefined
  set(key: string, bid: Bid): void
}

/**
 * The first definitions of the auctions whose key hash came more than once
 * in `hashes` (every auction's, from an earlier walk of the same tree).
 * Keys sharing a hash are only remembered together (exact keys decide), so
 * the result never depends on the hash.
 */
function repeatedAuctions(hashes: HashList): FirstDefinitions {
  const repeated = hashes.repeated()
  // Only the repeated ones are asked for from here on.
  hashes.clear()
  const remembered = new Map<string, Bid>()
  return {
    get: (key) => (repeated.has(hashOf(key)) ? remembered.get(key) : undefined),
    set(key, bid) {
      if (repeated.has(hashOf(key))) remembered.set(key, bid)
    }
  }
}

/** Adds each auction's key hash to `hashes`; no auction has a first definition (as `'ignore'`). */
function countingDefinitions(hashes: HashList): FirstDefinitions {
  return {
    get: () => undefined,
    set(key) {
      hashes.addHashOf(key)
    }
  }
}

/** Forgets everything: no auction has a first definition. */
const ignoreDefinitions: FirstDefinitions = {get: () => undefined, set() {}}

const source = '@bidding/core'

/** Fields of a bid that `makeBid` sets itself, after the others. */
const bidFieldsSetHere = new Set(['children', 'data', 'raw', 'constraint', 'criteria'])

/** Fields of a sequence that `expandSequence` sets itself. */
const sequenceFieldsSetHere = new Set(['children', 'context'])

/**
 * The own fields of `node` but `skip`, in their order, added one by one:
 * copies with the same fields then share one hidden class, where a
 * rest-and-spread copy (`{...rest}`) got a class of its own each — on a
 * large system, tens of thousands of them.
 */
function copyFields(node: object, skip: ReadonlySet<string>): Record<string, unknown> {
  const result: Record<string, unknown> = {}
  for (const key in node) {
    if (!Object.hasOwn(node, key) || skip.has(key)) continue
    const value = (node as Record<string, unknown>)[key]
    if (key === '__proto__') setOwn(result, key, value)
    else result[key] = value
  }

  return result
}

/** Whether a pattern names its calls only in words (`other`, `3new`, `2N+`). */
function inWords(pattern: CallPattern): boolean {
  if (pattern.type === 'alternatives') return pattern.options.every((option) => inWords(option))
  return pattern.type === 'described' || pattern.type === 'orHigher'
}

/** A candidate call of a pattern. */
interface Candidate {
  call: Call
  /** The variable the candidate binds or uses, and its suit. */
  variable?: SuitVariable | undefined
  suit?: Suit | undefined
  /** The variable is not bound yet: the binding rules apply. */
  binds?: boolean | undefined
}

const wordCharacter = '[\\p{L}\\p{N}_]'

function otherSuit(suit: Suit, variable: 'oM' | 'om'): Suit {
  if (variable === 'oM') return suit === 'H' ? 'S' : 'H'
  return suit === 'C' ? 'D' : 'C'
}

/** Plain text of phrasing, for comparing meanings. */
function phrasingText(nodes: readonly PhrasingContent[]): string {
  let result = ''
  for (const node of nodes) {
    switch (node.type) {
      case 'text':
      case 'inlineCode': {
        result += node.value
        break
      }

      case 'emphasis':
      case 'strong': {
        result += '<' + node.type + '>' + phrasingText(node.children) + '</>'
        break
      }

      case 'suit': {
        result += '!' + node.suit.toLowerCase()
        break
      }

      case 'break': {
        result += '\n'
        break
      }

      default: {
        break
      }
    }
  }

  return result
}

function meaningOfBid(bid: Bid): Meaning | undefined {
  const first = bid.children[0]
  return first?.type === 'meaning' ? first : undefined
}

function isEmptyMeaning(meaning: Meaning | undefined): boolean {
  return !meaning || phrasingText(meaning.children).trim() === ''
}

/**
 * Replace a variable by its suit in phrasing, as the BML 2 BSS writer does:
 * `([0-9]+)V\b` → digits and suit (the reference writes U+0001 instead of the
 * digits), then `\bV\b` → suit. Returns `nodes` itself when nothing changes.
 */
function substitute(
  nodes: PhrasingContent[],
  variable: SuitVariable,
  suit: Suit,
  reference: boolean
): PhrasingContent[] {
  const afterDigits = new RegExp('([0-9]+)' + variable + '(?!' + wordCharacter + ')', 'gu')
  const alone = new RegExp('(?<!' + wordCharacter + ')' + variable + '(?!' + wordCharacter + ')', 'gu')
  const result: PhrasingContent[] = []
  let changed = false
  for (const node of nodes) {
    if (node.type === 'emphasis' || node.type === 'strong') {
      const children = substitute(node.children, variable, suit, reference)
      if (children === node.children) {
        result.push(node)
      } else {
        changed = true
        result.push({...node, children})
      }
    } else if (node.type === 'text') {
      for (const piece of splitText(node, afterDigits, (digits) => (reference ? '\u0001' : digits), suit)) {
        if (piece.type === 'text') result.push(...splitText(piece, alone, () => '', suit))
        else result.push(piece)
      }

      if (result.at(-1) !== node) changed = true
    } else {
      result.push(node)
    }
  }

  // Unchanged phrasing is shared, not copied.
  return changed ? result : nodes
}

/** Split a text node at each match of `pattern` into text, prefix and a suit symbol. */
function splitText(
  node: Extract<PhrasingContent, {type: 'text'}>,
  pattern: RegExp,
  prefix: (group: string) => string,
  suit: Suit
): PhrasingContent[] {
  const value = node.value
  pattern.lastIndex = 0
  if (!pattern.test(value)) return [node]
  pattern.lastIndex = 0
  const result: PhrasingContent[] = []
  let last = 0
  for (const match of value.matchAll(pattern)) {
    const before = value.slice(last, match.index) + prefix(match[1] ?? '')
    if (before) result.push({type: 'text', value: before})
    result.push({type: 'suit', suit})
    last = match.index + match[0].length
  }

  const rest = value.slice(last)
  if (rest) result.push({type: 'text', value: rest})
  return result
}

/**
 * Expand the call patterns of every sequence into concrete calls.
 *
 * Returns a new tree (the input is not changed) in which each `sequence`'s
 * context calls and bids are concrete (`1C`…`7N`, `P`, `X`, `XX`). What
 * expansion does not change is shared with the input, not copied: content
 * other than sequences, meanings without a substituted variable, positions,
 * constraints without suit variables, alerts, `data`, and with `duplicates:
 * 'keep'` every bid that expansion leaves as it is, continuations included
 * (the input's bid itself is in the result). Treat both trees as read-only
 * (copy before changing a node in place).
 *
 * * a context with patterns (`1C-(1Y)`) gives one sequence per binding;
 * * a pattern bid gives one bid per candidate, in pattern order, each with
 *   its own subtree; `data.expandedFrom` keeps the pattern;
 * * variables (`M m oM om X Y Z`) are bound per subtree; a new binding is
 *   made only when the call is higher than every call on the path, its suit
 *   was not bid on the path (by either side) and X < Y < Z still holds;
 * * literal strains (`3CD`, `1red`, `1black`) and steps (`2steps`: two steps
 *   above the last contract bid of the path, context included) are not
 *   filtered (the `default` profile reports insufficient ones);
 * * a candidate an earlier sibling already produced is skipped;
 * * alternatives (`2S/3H`) expand each option;
 * * constraints and criteria get the bound suits (`resolveSuits`);
 * * "first definition stands": see `duplicates`; shadowed definitions are
 *   reported as `shadowed-call` when a file is given.
 *
 * Messages (all from `@bidding/core`, when `file` is given):
 * `shadowed-call`, `insufficient-call` (default profile), `unbound-variable`
 * (`oM`/`om` without `M`/`m`), `steps-out-of-range`, `invalid-pattern`
 * (warnings) and `no-expansion` (info: a pattern that yields no call).
 *
 * @param tree bdast root (not changed).
 * @param file file to report messages on.
 * @param options see `ExpandCallsOptions`.
 * @returns a new root with concrete calls.
 */
export function expandCalls(tree: Root, file?: VFile, options: ExpandCallsOptions = {}): Root {
  const {children: _children, ...rest} = tree
  const result: Root = {...rest, children: []}
  for (const child of expandCallsLazily(tree, file, options)) result.children.push(child)
  trim(result)
  return result
}

/**
 * The top-level content of `expandCalls(tree, file, options)`, one node at a
 * time: each expanded sequence (a context with patterns gives several) is
 * made when the walk reaches it, so a writer that consumes them in turn
 * never holds the whole expanded tree. The same nodes and the same messages,
 * in the same order, as `expandCalls`; the root's other fields are the
 * input's.
 *
 * The walk's state stays between nodes: with `duplicates: 'merge'` a later
 * sequence may still change a bid yielded before (its first definition),
 * so consume the whole walk before using them; with `duplicates: 'keep'`
 * (the BSS and BBOalert writers' mode) a yielded node is never changed
 * again, and what the walk keeps of each auction for the "first definition
 * stands" check is the input bid (or, when its meaning was substituted, a
 * stand-in with that meaning), not the expanded subtree.
 *
 * @param tree bdast root (not changed).
 * @param file file to report messages on.
 * @param options see `ExpandCallsOptions`.
 * @returns the expanded top-level nodes, in order.
 */
export function* expandCallsLazily(tree: Root, file?: VFile, options: ExpandCallsOptions = {}): Generator<Root['children'][number], void, undefined> {
  yield* walkExpansion(tree, file, options, firstDefinitionsFor(tree, options))
}

/** Where the walk of `expandCallsLazily(tree, …, options)` finds first definitions. */
function firstDefinitionsFor(tree: Root, options: ExpandCallsOptions): FirstDefinitions {
  if (options.duplicates !== 'keep') return new Map<string, Bid>()
  if (options.countAuctions) return countingDefinitions(options.countAuctions)
  const check = options.firstDefinitions ?? 'remember'
  if (check === 'ignore') return ignoreDefinitions
  if (check === 'remember') return new Map<string, Bid>()
  if (check !== 'count') return repeatedAuctions(check)
  // A first walk counts each auction (one number per bid, freed after).
  const hashes = new HashList()
  for (const _ of walkExpansion(tree, undefined, options, countingDefinitions(hashes)));
  return repeatedAuctions(hashes)
}

function* walkExpansion(
  tree: Root,
  file: VFile | undefined,
  options: ExpandCallsOptions,
  registry: FirstDefinitions
): Generator<Root['children'][number], void, undefined> {
  const reference = options.profile === 'reference'
  const substituteText = options.substituteInText === true
  const keep = options.duplicates === 'keep'
  const normalFirst = options.order === 'normal-first'
  const vars = new Map<SuitVariable, Suit>()
  /** Parsed patterns by spelling: a system spells its calls a few hundred ways, in tens of thousands of bids. */
  const patterns = new Map<string, CallPattern | undefined>()
  function patternOf(call: string): CallPattern | undefined {
    if (patterns.has(call)) return patterns.get(call)
    const pattern = parseCallPattern(call)
    patterns.set(call, pattern)
    return pattern
  }

  /** Keys of the auctions of the current path (`keys[i]`: its first `i + 1` calls). */
  const keys: string[] = []

  /** Warn at `place` in the file of `node` (the bid, or the sequence of a context call). */
  function warn(reason: string, node: Node, place: Bid['position'] | ContextCall['position'], ruleId: string): void {
    messageAt(file, reason, node, {place, ruleId, source})
  }

  /** Candidates of a pattern, before the sibling and binding checks. */
  function candidatesOf(
    pattern: CallPattern,
    path: readonly SidedCall[],
    node: Node,
    place: Bid['position'],
    written: string
  ): Candidate[] {
    switch (pattern.type) {
      case 'call': {
        return [{call: pattern.call}]
      }

      case 'strains': {
        const result: Candidate[] = []
        for (const strain of pattern.strains) result.push({call: (pattern.level + strain) as ContractBid})
        return result
      }

      case 'variable': {
        const variable = pattern.variable
        const bound = vars.get(variable)
        if (bound) return [{call: (pattern.level + bound) as ContractBid, variable, suit: bound}]
        if (variable === 'oM' || variable === 'om') {
          const base = vars.get(variable === 'oM' ? 'M' : 'm')
          if (!base) {
            warn(
              'Unexpected `' + written + '` where `' + (variable === 'oM' ? 'M' : 'm') + '` is not bound, expected a `' +
                (variable === 'oM' ? 'M' : 'm') + '` call before it',
              node,
              place,
              'unbound-variable'
            )
            return []
          }

          const suit = otherSuit(base, variable)
          return [{call: (pattern.level + suit) as ContractBid, variable, suit, binds: true}]
        }

        return variableSuits[variable].map((suit) => ({
          call: (pattern.level + suit) as ContractBid,
          variable,
          suit: suit as Suit,
          binds: true
        }))
      }

      case 'steps': {
        const last = lastBid(path)
        const call = stepAbove(last, pattern.steps)
        if (!call) {
          warn(
            'Unexpected `' + written + '`, ' + pattern.steps + ' steps above `' + (last ?? 'nothing') + '` is past `7N`',
            node,
            place,
            'steps-out-of-range'
          )
          return []
        }

        return [{call}]
      }

      case 'described':
      case 'orHigher': {
        // Which call `other` or `2N+` is depends on more than the auction: kept, not expanded.
        return []
      }

      case 'alternatives': {
        return pattern.options.flatMap((option) => candidatesOf(option, path, node, place, written))
      }
    }
  }

  /** Whether a new binding of `candidate` is allowed after `path`. */
  function mayBind(candidate: Candidate, path: readonly SidedCall[]): boolean {
    const highest = highestRank(path)
    if (highest !== undefined && bidRank(candidate.call as ContractBid) <= highest) return false
    const suit = candidate.suit!
    for (const call of path) if (isContractBid(call.call) && call.call[1] === suit) return false
    const variable = candidate.variable
    if (variable === 'X' || variable === 'Y' || variable === 'Z') {
      const rank = strainOrder.indexOf(suit)
      const order: SuitVariable[] = ['X', 'Y', 'Z']
      const own = order.indexOf(variable)
      for (const [index, other] of order.entries()) {
        const bound = vars.get(other)
        if (!bound || index === own) continue
        const boundRank = strainOrder.indexOf(bound)
        if (index < own ? boundRank >= rank : boundRank <= rank) return false
      }
    }

    return true
  }

  /** Expand the children of an input bid (or sequence) into `target`. */
  function expandChildren(
    children: readonly BidContent[] | Sequence['children'],
    target: Bid | Sequence,
    path: SidedCall[],
    conditions: string,
    seats: readonly Seat[] | undefined,
    vulnerability: VulnerabilityCondition | undefined,
    merged: boolean
  ): void {
    let list: ReadonlyArray<BidContent | Sequence['children'][number]> = children
    if (normalFirst) {
      const concrete: typeof list[number][] = []
      const patterns: typeof list[number][] = []
      for (const child of list) {
        const pattern = child.type === 'bid' ? patternOf(child.call) : undefined
        if (child.type === 'bid' && pattern && pattern.type !== 'call') patterns.push(child)
        else concrete.push(child)
      }

      list = [...concrete, ...patterns]
    }

    // Made on the first call: most bids have no continuations.
    let produced: Set<string> | undefined
    for (const child of list) {
      if (child.type === 'meaning') continue
      if (child.type !== 'bid') {
        // Opaque content and references stay with the first definition only.
        if (!merged) (target.children as BidContent[]).push(child)
        continue
      }

      const pattern = patternOf(child.call)
      if (!pattern) {
        warn(
          'Unexpected call `' + child.call + '`, expected a call (`1C`…`7N`, `P`, `X`, `XX`) or a call pattern',
          child,
          child.position,
          'invalid-pattern'
        )
        continue
      }

      const special = pattern.type !== 'call'
      let found = false
      for (const candidate of candidatesOf(pattern, path, child, child.position, child.call)) {
        const sibling = candidate.call + ' ' + child.by
        if (special && produced?.has(sibling)) continue
        if (candidate.binds && !mayBind(candidate, path)) continue
        if (special && !candidate.binds && !reference && isContractBid(candidate.call)) {
          const highest = highestRank(path)
          if (highest !== undefined && bidRank(candidate.call) <= highest) {
            warn(
              'Unexpected `' + candidate.call + '` from `' + child.call + '`, expected a call higher than `' +
                lastBid(path) + '`',
              child,
              child.position,
              'insufficient-call'
            )
          }
        }

        found = true
        emit(child, candidate, pattern, target, path, conditions, seats, vulnerability)
        ;(produced ??= new Set()).add(sibling)
      }

      if (special && !found) {
        const reason = inWords(pattern)
          ? 'Unexpected call in words `' + child.call + '`, it is kept but stands for no call to expand'
          : 'Unexpected call pattern `' + child.call + '` that yields no call here'
        const message = messageAt(file, reason, child, {ruleId: inWords(pattern) ? 'call-in-words' : 'no-expansion', source})
        if (message) message.fatal = undefined
      }
    }
  }

  /** Registry prefix of the sequence being expanded (its class, if any). */
  let classPrefix = ''

  /** Make (or merge) the bid of one candidate, then its continuations. */
  function emit(
    input: Bid,
    candidate: Candidate,
    pattern: CallPattern,
    target: Bid | Sequence,
    path: SidedCall[],
    conditions: string,
    seats: readonly Seat[] | undefined,
    vulnerability: VulnerabilityCondition | undefined
  ): void {
    const bindsNow = candidate.binds === true && candidate.variable !== undefined
    if (bindsNow) vars.set(candidate.variable!, candidate.suit!)
    const ownSeats = input.seats ?? seats
    const ownVulnerability = input.vulnerability ?? vulnerability
    const ownConditions =
      input.seats || input.vulnerability ? conditionsKey(ownSeats, ownVulnerability) : conditions
    const sided: SidedCall = {call: candidate.call, by: input.by}
    const auctionText = extendKey(keys.at(-1) ?? '', path.at(-1), sided)
    path.push(sided)
    keys.push(auctionText)
    const key = classPrefix + ownConditions + auctionText

    let meaning = meaningOfBid(input)
    if (meaning && substituteText && candidate.variable && candidate.suit) {
      const children = substitute(meaning.children, candidate.variable, candidate.suit, reference)
      // Shared as it is when no text names the variable.
      if (children !== meaning.children) meaning = {...meaning, children}
    }

    const existing = registry.get(key)
    let node: Bid
    let merged = false
    let index = -1
    if (existing && !keep) {
      node = existing
      merged = true
      const first = meaningOfBid(node)
      if (isEmptyMeaning(first)) {
        if (meaning && !isEmptyMeaning(meaning)) {
          if (first) node.children[0] = meaning
          else node.children.unshift(meaning)
        }
      } else if (meaning && !isEmptyMeaning(meaning) && phrasingText(meaning.children) !== phrasingText(first!.children)) {
        shadowed(input, existing)
      }

      fillFields(node, input)
    } else {
      node = makeBid(input, candidate, pattern, meaning)
      index = (target.children as BidContent[]).push(node) - 1
      if (existing) {
        node.data = {...node.data, shadowed: true}
        const first = meaningOfBid(existing)
        if (
          meaning &&
          !isEmptyMeaning(meaning) &&
          !isEmptyMeaning(first) &&
          phrasingText(meaning.children) !== phrasingText(first!.children)
        ) {
          shadowed(input, existing)
        }
      } else {
        // With `keep`, only a first definition's meaning, place and file are read again: the input bid (or a
        // stand-in with the substituted meaning) keeps those, where the new bid would keep its whole subtree.
        registry.set(key, keep ? firstDefinition(input, node, meaning) : node)
      }
    }

    expandChildren(input.children, node, path, ownConditions, ownSeats, ownVulnerability, merged)
    if (keep && index !== -1 && sameBid(node, input)) {
      // Nothing of this bid or below changed, and with `keep` no later bid changes it: the input's bid serves.
      ;(target.children as BidContent[])[index] = input
    } else if (!merged) {
      trim(node)
    }
    path.pop()
    keys.pop()
    if (bindsNow) vars.delete(candidate.variable!)
  }

  function shadowed(input: Bid, first: Bid): void {
    const start = first.position?.start
    // Name the first one's file when it is not the file this message is on.
    const firstFile = fileOfNode(first) ?? file?.path
    const where = firstFile !== undefined && firstFile !== (fileOfNode(input) ?? file?.path) ? firstFile + ':' : ''
    warn(
      'Unexpected second definition of `' + keys.at(-1) + '`, the first one' +
        (start ? ' (at ' + where + start.line + ':' + start.column + ')' : '') + ' stands',
      input,
      input.position,
      'shadowed-call'
    )
  }

  function makeBid(input: Bid, candidate: Candidate, pattern: CallPattern, meaning: Meaning | undefined): Bid {
    const {data, raw, constraint, criteria} = input
    const node = copyFields(input, bidFieldsSetHere) as unknown as Bid
    node.call = candidate.call
    node.children = meaning ? [meaning] : []
    if (raw !== undefined && pattern.type === 'call') node.raw = raw
    const bindings = vars.size > 0 ? Object.fromEntries(vars) : undefined
    if (constraint) node.constraint = bindings ? resolveSuits(constraint, bindings) : constraint
    if (criteria) node.criteria = bindings ? resolveSuits(criteria, bindings) : criteria
    if (pattern.type !== 'call') node.data = {...data, expandedFrom: input.call}
    // Shared: a change (`shadowed`) replaces the object.
    else if (data) node.data = data

    return node
  }

  /** A later definition fills what the first one left out. */
  function fillFields(node: Bid, input: Bid): void {
    const bindings = Object.fromEntries(vars)
    if (node.constraint === undefined && input.constraint) node.constraint = resolveSuits(input.constraint, bindings)
    if (node.criteria === undefined && input.criteria) node.criteria = resolveSuits(input.criteria, bindings)
    if (node.alert === undefined && input.alert) node.alert = input.alert
    if (node.forcing === undefined && input.forcing) node.forcing = input.forcing
  }

  /** Expand one sequence: one result per binding of its context. */
  function expandSequence(sequence: Sequence): Sequence[] {
    // A class table's calls are its own: they never merge with a literal table's.
    classPrefix = sequence.auctionClass
      ? 'class ' + JSON.stringify([sequence.auctionClass.pattern.map((step) => [step.call, step.by]), sequence.auctionClass.condition ?? null]) + '|'
      : ''
    const results: Sequence[] = []
    const context = sequence.context ?? []
    const conditions = conditionsKey(sequence.seats, sequence.vulnerability)
    const calls: ContextCall[] = []
    const path: SidedCall[] = []

    function walk(index: number): void {
      if (index === context.length) {
        const children = sequence.children
        const result = copyFields(sequence, sequenceFieldsSetHere) as unknown as Sequence
        result.children = []
        if (sequence.context) result.context = [...calls]
        results.push(result)
        expandChildren(children, result, path, conditions, sequence.seats, sequence.vulnerability, false)
        trim(result)
        return
      }

      const call = context[index]!
      const pattern = patternOf(call.call)
      if (!pattern) {
        warn(
          'Unexpected call `' + call.call + '` in the context, expected a call (`1C`…`7N`, `P`, `X`, `XX`) or a call pattern',
          sequence,
          call.position,
          'invalid-pattern'
        )
        return
      }

      let found = false
      for (const candidate of candidatesOf(pattern, path, sequence, call.position, call.call)) {
        if (candidate.binds && !mayBind(candidate, path)) continue
        found = true
        if (candidate.binds) vars.set(candidate.variable!, candidate.suit!)
        const concrete: ContextCall = {call: candidate.call, by: call.by}
        if (call.raw !== undefined && pattern.type === 'call') concrete.raw = call.raw
        if (call.position) concrete.position = call.position
        calls.push(concrete)
        const sided: SidedCall = {call: candidate.call, by: call.by}
        keys.push(extendKey(keys.at(-1) ?? '', path.at(-1), sided))
        path.push(sided)
        walk(index + 1)
        path.pop()
        keys.pop()
        calls.pop()
        if (candidate.binds) vars.delete(candidate.variable!)
      }

      if (!found && pattern.type !== 'call') {
        const message = messageAt(file, 'Unexpected call pattern `' + call.call + '` in the context that yields no call', sequence, {
          place: call.position,
          ruleId: 'no-expansion',
          source
        })
        if (message) message.fatal = undefined
      }
    }

    walk(0)
    return results
  }

  for (const child of tree.children) {
    if (child.type === 'sequence') yield* expandSequence(child)
    else yield child
  }
}

/**
 * What `expandCalls` keeps of a first definition with `duplicates: 'keep'`:
 * its meaning (compared with later ones), place and file (named in
 * `shadowed-call`). The input bid has all three unless the meaning was
 * substituted; then a childless stand-in carries the new meaning.
 */
function firstDefinition(input: Bid, node: Bid, meaning: Meaning | undefined): Bid {
  if (meaning === meaningOfBid(input)) return input
  const standIn: Bid = {type: 'bid', call: node.call, by: node.by, children: meaning ? [meaning] : []}
  if (node.position) standIn.position = node.position
  if (node.data) standIn.data = node.data
  return standIn
}

/**
 * Whether an expanded bid has everything of its input bid, by identity:
 * then the input can stand in for it. Its other fields were copied from the
 * input.
 */
function sameBid(node: Bid, input: Bid): boolean {
  if (
    node.call !== input.call ||
    node.raw !== input.raw ||
    node.constraint !== input.constraint ||
    node.criteria !== input.criteria ||
    node.data !== input.data ||
    node.children.length !== input.children.length
  ) {
    return false
  }

  for (let index = 0; index < node.children.length; index++) {
    if (node.children[index] !== input.children[index]) return false
  }

  return true
}

/**
 * Replace a node's children with an exact-size copy: an array filled with
 * `push` keeps room to grow (17 slots for one child), which on a large
 * system is a good part of the expanded tree's memory.
 */
function trim(node: {children: unknown[]}): void {
  if (node.children.length > 0) node.children = node.children.slice()
}

/** The last contract bid of an auction, by either side. */
function lastBid(path: readonly SidedCall[]): ContractBid | undefined {
  for (let index = path.length - 1; index >= 0; index--) {
    const call = path[index]!.call
    if (isContractBid(call)) return call
  }

  return undefined
}

/** Rank of the highest contract bid of an auction. */
function highestRank(path: readonly SidedCall[]): number | undefined {
  let highest: number | undefined
  for (const call of path) {
    if (!isContractBid(call.call)) continue
    const rank = bidRank(call.call)
    if (highest === undefined || rank > highest) highest = rank
  }

  return highest
}

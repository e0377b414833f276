/**
 * bdast → BSS. Call patterns are expanded with core's `expandCallsLazily`
 * (BML's rules, meanings substituted as the BML BSS writer does), one
 * top-level sequence at a time, and walked in document order as they come:
 * each auction becomes one record per seat and vulnerability code, known by
 * a key of opener side, seat, vulnerability and calls; the first definition
 * stands and a later one only fills an empty description. A record is
 * written to its line at once; only one without a description, which a
 * later definition may fill, waits as a record. Linear in the size of the
 * expanded tree, which is never held whole.
 */

import {asSequences} from '@bidding/core/views'
import {constraintBounds, constraintToString, resolveSuits} from '@bidding/core/constraints'
import {
  dispositions,
  expandCallsLazily,
  formatCall,
  hashOf,
  HashList,
  isCall,
  type Call,
  type Seat,
  type Side,
  type Suit,
  type VulnerabilityCondition
} from '@bidding/core/calls'
import {messageAt} from '@bidding/core/messages'
import type {
  Bid,
  BidContent,
  ContextCall,
  FlowContent,
  Node,
  Opaque,
  Root,
  Sequence,
  SequenceContent
} from '@bidding/core'
// The `data` fields this writer reads (`bssIndex`, `bssOutcomes` …) are declared in bss-util.
import {seatCodes, vulnerabilityCode} from '@bidding/bss-util'
import type {Position} from 'unist'
import {VFile} from 'vfile'
import {phrasingToDescription} from './description.js'
import {formatHeader, formatRecord, recordKey, type BssRecord} from './record.js'

/** Options of the BSS writer. */
export interface Options {
  /**
   * `'default'` (recommended) or `'reference'`: byte-identical with BML
   * 2.7.0's `bml2bss`, bugs included (`5M` in a substituted meaning loses
   * its digits to U+0001).
   */
  profile?: 'default' | 'reference' | undefined
  /**
   * Add each bid's hand constraint, as text, to its description (default:
   * `true`; `false` in the reference profile, whose descriptions are BML's
   * text alone).
   */
  constraints?: boolean | undefined
  /**
   * Make the plugin's compiler return the text as chunks (`Iterable<string>`,
   * in `file.result`), made while the tree is walked (see `toBssChunks`);
   * their concatenation is the string written without it (default: `false`).
   */
  chunked?: boolean | undefined
}

const source = '@bidding/bss-stringify'

/** Seat and vulnerability codes a record is written under. */
interface Condition {
  seat: string
  vulnerability: string
}

const forcingCodes: Readonly<Record<string, string>> = {
  'non-forcing': '2',
  'one-round': '5',
  game: '6',
  // BSS has no slam-forcing disposition; forcing to game is the closest true one.
  slam: '6'
}

/** The auction walked so far: calls with implicit passes, in BSS spelling. */
class Path {
  private readonly texts: string[] = []
  private readonly sides: Side[] = []
  private readonly calls: Call[] = []
  /** Position of each call in the auction, implicit passes counted. */
  private readonly positions: number[] = []

  get callsText(): string {
    return this.texts.at(-1) ?? ''
  }

  get they(): boolean {
    return this.sides[0] === 'they'
  }

  /** The strain of the last suit bid by the partner of the last call's maker. */
  partnerStrain(): Suit | undefined {
    const last = this.positions.at(-1)
    if (last === undefined) return undefined
    for (let index = this.calls.length - 2; index >= 0; index--) {
      const call = this.calls[index]!
      // Partner calls two, six, ten… positions earlier.
      if ((last - this.positions[index]!) % 4 === 2 && /^[1-7][CDHS]$/.test(call)) return call.charAt(1) as Suit
    }

    return undefined
  }

  push(call: Call, by: Side, qualification: string | undefined): void {
    let text = this.texts.at(-1) ?? ''
    let position = (this.positions.at(-1) ?? -1) + 1
    // Between two calls of one side, the other side passed (BML 2's implicit pass).
    if (this.sides.at(-1) === by) {
      text += 'P'
      position++
    }

    text += formatCall(call, 'bss')
    // A qualification ends at `}` and a record at a line end: neither may slip in.
    if (qualification !== undefined) text += '{' + qualification.replace(/\r\n|\r|\n/g, ' ').replaceAll('}', ')') + '}'
    this.texts.push(text)
    this.sides.push(by)
    this.calls.push(call)
    this.positions.push(position)
  }

  pop(): void {
    this.texts.pop()
    this.sides.pop()
    this.calls.pop()
    this.positions.pop()
  }
}

/** How the walk hands on what it finds: each record with its auction, and each raw line. */
interface Sink {
  /** A record of the auction `path` under `condition`; `major` is its file order (see `inFileOrder`). */
  record(path: Path, condition: Condition, last: Call, bid: Bid | undefined, major: number): void
  /** A raw BSS line. */
  raw(line: string, major: number): void
}

/**
 * Walk expanded content in document order, handing each record and raw line
 * to `sink` (messages of the walk go to `file`; none without one). Pauses
 * after each top-level node, so that its caller can write what is final.
 */
function* walk(nodes: Iterable<FlowContent>, file: VFile | undefined, sink: Sink): Generator<undefined, void, undefined> {
  let lastMajor = -1

  /** Warn about `node`, on the file it was read from (at `place` in it, when given). */
  function warn(reason: string, node: Node | undefined, ruleId: string, place?: Position): void {
    messageAt(file, reason, node, {ruleId, source, place})
  }

  function order(index: number | undefined): number {
    if (index !== undefined) lastMajor = index
    return lastMajor
  }

  function conditions(
    seats: readonly Seat[] | undefined,
    vulnerability: VulnerabilityCondition | undefined,
    node: Node
  ): Condition[] {
    const {codes, exact} = seatCodes(seats)
    if (!exact) {
      // The codes cover the seats exactly, so nothing is lost: say so only to those who ask (info).
      const message = messageAt(
        file,
        'Seats `' + [...new Set(seats)].sort().join(', ') + '` have no one BSS seat code; written once per seat code (`' + codes.join('`, `') + '`)',
        node,
        {ruleId: 'seat-set', source}
      )
      if (message) message.fatal = undefined
    }

    const code = vulnerabilityCode(vulnerability)
    return codes.map((seat) => ({seat, vulnerability: code}))
  }

  function emit(path: Path, condition: Condition, last: Call, bid: Bid | undefined): void {
    sink.record(path, condition, last, bid, order(bid?.data?.bssIndex))
  }

  function raw(node: Opaque): void {
    if (node.format !== 'bss') {
      warn('Unexpected `' + node.format + '` content, BSS cannot keep it; left out', node, 'unsupported-node')
      return
    }

    sink.raw(node.value.replace(/\r\n|\r|\n/g, ' '), order(node.data?.bssIndex))
  }

  function sequence(node: Sequence): void {
    const path = new Path()
    const codes = conditions(node.seats, node.vulnerability, node)
    for (const call of node.context ?? []) {
      if (!concrete(call.call, node, call.position)) return
      path.push(call.call, call.by, undefined)
      // Each prefix of the context is a record of its own, as BML writes it.
      for (const condition of codes) emit(path, condition, call.call, undefined)
    }

    for (const child of node.children) content(child, path, codes, node.seats, node.vulnerability)
  }

  function concrete(call: string, node: Node, place: ContextCall['position']): call is Call {
    if (isCall(call)) return true
    warn('Unexpected call `' + call + '`, expected a call (`1C`…`7N`, `P`, `X`, `XX`); left out with what follows', node, 'invalid-call', place)
    return false
  }

  function content(
    node: SequenceContent | BidContent,
    path: Path,
    codes: Condition[],
    seats: readonly Seat[] | undefined,
    vulnerability: VulnerabilityCondition | undefined
  ): void {
    switch (node.type) {
      case 'bid': {
        bid(node, path, codes, seats, vulnerability)
        break
      }

      case 'opaque': {
        raw(node)
        break
      }

      case 'meaning': {
        break
      }

      case 'conventionReference': {
        warn(
          'Unexpected reference to convention `' + node.name + '`, expected it resolved before writing BSS; left out',
          node,
          'unresolved-reference'
        )
        break
      }

      default: {
        const unknown: Node = node
        warn('Unexpected node `' + unknown.type + '` in a bidding tree; left out', unknown, 'unknown-node')
      }
    }
  }

  function bid(
    node: Bid,
    path: Path,
    inherited: Condition[],
    inheritedSeats: readonly Seat[] | undefined,
    inheritedVulnerability: VulnerabilityCondition | undefined
  ): void {
    if (!concrete(node.call, node, node.position)) return
    let codes = inherited
    const seats = node.seats ?? inheritedSeats
    const vulnerability = node.vulnerability ?? inheritedVulnerability
    if (node.seats || node.vulnerability) codes = conditions(seats, vulnerability, node)
    path.push(node.call, node.by, node.data?.bssQualification)
    if (!node.data?.bssImplied) {
      for (const condition of codes) emit(path, condition, node.call, node)
    }

    for (const child of node.children) content(child, path, codes, seats, vulnerability)
    path.pop()
  }

  function flow(node: FlowContent): void {
    switch (node.type) {
      case 'sequence': {
        sequence(node)
        break
      }

      case 'opaque': {
        raw(node)
        break
      }

      // Document content has no place in BSS (the reference leaves it out too);
      // state machines, conventions, systems and rule sets were made sequences by `asSequences`.
      case 'heading':
      case 'paragraph':
      case 'list':
      case 'descriptionList':
      case 'table':
      case 'auctionDiagram':
      case 'dealDiagram':
      case 'stateMachine':
      case 'convention':
      case 'system':
      case 'ruleSet': {
        break
      }

      default: {
        const unknown: Node = node
        warn('Unexpected node `' + unknown.type + '`; left out', unknown, 'unknown-node')
      }
    }
  }

  for (const node of nodes) {
    flow(node)
    yield undefined
  }
}

/** Text handed on per chunk, at least (a chunk ends at a line end). */
const chunkSize = 64 * 1024

/** The key a record is known by in the output. */
function keyOf(path: Path, condition: Condition): string {
  return recordKey({they: path.they, seat: condition.seat, vulnerability: condition.vulnerability, calls: path.callsText})
}

/**
 * Which record keys of an expanded tree come more than once, by a 53-bit
 * hash of each key: one number per record while counting (freed after),
 * then, for every hash that comes more than once, how many of its records
 * are bids (only a bid's record can fill an earlier empty description; a
 * context's cannot). A key whose hash is not kept comes once: the writer
 * need not remember it, and its record is final at once. Keys sharing a
 * hash are only remembered and held back together (exact keys decide what
 * is a duplicate), so the output never depends on the hash.
 *
 * @returns the bid records of each repeated hash, or `undefined` when the
 *   lines are not in walk order (a tree read from BSS, sorted at the end).
 */
function repeatedKeys(nodes: Iterable<FlowContent>): Map<number, number> | undefined {
  const all = new HashList()
  const bids = new HashList()
  let previous = -1
  let ordered = true
  function next(major: number): void {
    if (major < previous) ordered = false
    previous = major
  }

  const sink: Sink = {
    record(path, condition, _last, bid, major) {
      const hash = hashOf(keyOf(path, condition))
      all.add(hash)
      if (bid) bids.add(hash)
      next(major)
    },
    raw(_line, major) {
      next(major)
    }
  }

  for (const _ of walk(nodes, undefined, sink));
  if (!ordered) return undefined
  const repeated = new Map<number, number>()
  all.forEachCount((hash, count) => {
    if (count > 1) repeated.set(hash, 0)
  })
  bids.forEachCount((hash, count) => {
    if (repeated.has(hash)) repeated.set(hash, count)
  })
  // Given back now, not at the next full collection (eight bytes a record each).
  all.clear()
  bids.clear()
  return repeated
}

/**
 * Write a tree as BSS.
 *
 * @param tree bdast root.
 * @param options see `Options`.
 * @param file file to report messages on (warnings only; never fatal).
 * @returns the BSS text, one record per line, LF line ends.
 */
export function toBss(tree: Root, options?: Readonly<Options> | null, file?: VFile): string {
  return [...bssChunks(tree, options, file, false)].join('')
}

/**
 * Write a tree as BSS in chunks of text made while the tree is walked: their
 * concatenation is `toBss(tree, options, file)`, byte for byte, with the same
 * messages. A first walk (without messages) counts how often each record key
 * comes (`repeatedKeys`) and each auction of the expansion, so that a record without a description, which a
 * later definition may fill, holds back the lines after it only until that
 * definition has come, not to the end. Chunks of at least 64 KB are handed on
 * after a top-level sequence (a single sequence is one chunk however large).
 * A tree read from BSS whose file order (`bssIndex`) differs from the walk's
 * is written in one piece at the end.
 *
 * @param tree bdast root.
 * @param options see `Options`.
 * @param file file to report messages on (warnings only; never fatal).
 * @returns the BSS text, in chunks that end at line ends.
 */
export function toBssChunks(tree: Root, options?: Readonly<Options> | null, file?: VFile): Generator<string, void, undefined> {
  return bssChunks(tree, options, file, true)
}

function* bssChunks(
  tree: Root,
  options: Readonly<Options> | null | undefined,
  file: VFile | undefined,
  streaming: boolean
): Generator<string, void, undefined> {
  const settings = options ?? {}
  const profile = settings.profile ?? 'default'
  const withConstraints = settings.constraints ?? profile === 'default'
  const sequences = asSequences(tree, file, {source, format: 'BSS'})
  const expandOptions = {substituteInText: true, profile, duplicates: 'keep'} as const
  /**
   * Streaming, one first walk counts the expansion's auctions and this
   * writer's record keys together; the expansion then remembers only
   * auctions defined more than once (no entry per bid).
   */
  const auctions = streaming ? new HashList() : undefined
  /**
   * The hashes of keys that come more than once, with their bid records
   * still to come; without them (not streaming, or lines not in walk order)
   * every key may come again and every line waits for the end.
   */
  const repeated = auctions ? repeatedKeys(expandCallsLazily(sequences, undefined, {...expandOptions, countAuctions: auctions})) : undefined
  const firstDefinitions = auctions ?? 'remember'
  const {line: head, braceInTitle} = header(sequences, profile)
  // The walk's own messages follow all of the expansion's, as when the whole tree was expanded first.
  const walkFile = file ? new VFile(file.path === undefined ? {cwd: file.cwd} : {cwd: file.cwd, path: file.path}) : undefined
  /** Lines not handed on yet: `lines[0]` is output line `first`. */
  let lines: string[] = []
  let first = 0
  /** Lines so far. */
  let total = 0
  /** The lines before this one are final, none of them waiting. */
  let ready = 0
  /** Length of the final lines not handed on yet, line ends included (the header's too). */
  let readyLength = head.length + 1
  let headDone = false
  /** Per line, its file order (only when every line waits for the end: see `inFileOrder`). */
  const majors: number[] = []
  /** Line of each record key that may come again. */
  const lineOfKey = new Map<string, number>()
  /** Records without a description yet, by line: a later definition may give one. */
  const waiting = new Map<number, BssRecord>()
  /** Waiting lines by the hash of their key (with `repeated`). */
  const waitingOfHash = new Map<number, number[]>()

  /** Warn about `node`, on the file it was read from (at `place` in it, when given). */
  function warn(reason: string, node: Node | undefined, ruleId: string, place?: Position): void {
    messageAt(walkFile, reason, node, {ruleId, source, place})
  }

  function add(major: number, line: string): void {
    lines.push(line)
    if (!repeated) majors.push(major)
    total++
  }

  /** A waiting record is final: its line as it stands. */
  function settle(line: number): void {
    const record = waiting.get(line)
    if (!record) return
    lines[line - first] = formatRecord(record)
    waiting.delete(line)
  }

  const sink: Sink = {
    record(path, condition, last, bid, major) {
      const key = keyOf(path, condition)
      const hash = repeated ? hashOf(key) : 0
      /** Bid records of this key still to come, this one included: those may fill an empty description. */
      let fillers = Number.POSITIVE_INFINITY
      if (repeated) {
        const left = repeated.get(hash)
        if (left === undefined) {
          // The only record of its key: final at once, and nothing to remember.
          add(major, formatRecord(fields(path, condition, last, bid)))
          return
        }

        fillers = bid ? left - 1 : left
        repeated.set(hash, fillers)
      }

      const existing = lineOfKey.get(key)
      if (existing === undefined) {
        const record = fields(path, condition, last, bid)
        lineOfKey.set(key, total)
        if (record.description === '' && fillers > 0) {
          waiting.set(total, record)
          if (repeated) {
            const list = waitingOfHash.get(hash)
            if (list) list.push(total)
            else waitingOfHash.set(hash, [total])
          }
        }

        add(major, formatRecord(record))
      } else {
        // First definition stands; a later one only fills an empty description.
        const record = waiting.get(existing)
        if (record && bid) {
          record.description = description(bid, path, last)
          if (record.description !== '') settle(existing)
        }
      }

      if (bid && fillers === 0) {
        // No later bid can fill what still waits under this hash: final as it is.
        for (const line of waitingOfHash.get(hash) ?? []) settle(line)
        waitingOfHash.delete(hash)
      }
    },
    raw(line, major) {
      add(major, line)
    }
  }

  function fields(path: Path, condition: Condition, last: Call, bid: Bid | undefined): BssRecord {
    const record: BssRecord = {
      they: path.they,
      seat: condition.seat,
      vulnerability: condition.vulnerability,
      calls: path.callsText,
      artificial: bid?.alert?.artificial === true,
      outcomes: /^[YN]{6}$/.test(bid?.data?.bssOutcomes ?? '') ? bid!.data!.bssOutcomes! : 'YYYYYY',
      disposition: '0',
      description: ''
    }

    const disposition = bid?.alert?.disposition
    const code = disposition === undefined ? -1 : dispositions.indexOf(disposition)
    if (code !== -1) record.disposition = code.toString(16).toUpperCase()
    else if (bid?.forcing) record.disposition = forcingCodes[bid.forcing] ?? '0'

    if (/^[1-7][CDHS]$/.test(last)) record.length = lengthDigits(last.charAt(1) as Suit, path, bid)

    if (bid) record.description = description(bid, path, last)
    return record
  }

  /** The meaning as BSS text, then what the call shows (BBO's suit codes). */
  function description(bid: Bid, path: Path, last: Call): string {
    const meaning = bid.children[0]
    const text =
      meaning?.type === 'meaning'
        ? phrasingToDescription(meaning.children, (node) => {
            warn('Unexpected `' + node.type + '` in a meaning; left out', bid, 'unknown-node', node.position)
          })
        : ''
    // A length atom read from K/L digits is said by the digits already.
    const digits = bid.constraint?.type === 'length' && /^\d\d$/.test(bid.constraint.raw ?? '')
    // `any hand` says nothing worth disclosing.
    const anyHand = bid.constraint?.type === 'and' && bid.constraint.children.length === 0
    if (!withConstraints || !bid.constraint || digits || anyHand) return text
    const strain = /^[1-7][CDHS]$/.test(last) ? (last.charAt(1) as Suit) : undefined
    const partner = path.partnerStrain()
    const shown = constraintToString(resolveSuits(bid.constraint, {...(strain ? {bid: strain} : {}), ...(partner ? {partner} : {})}), {
      suits: 'bbo'
    })
    return text ? text + '; ' + shown : shown
  }

  function lengthDigits(strain: Suit, path: Path, bid: Bid | undefined): string {
    if (!bid?.constraint) return '08'
    const partner = path.partnerStrain()
    const constraint = resolveSuits(bid.constraint, partner ? {bid: strain, partner} : {bid: strain})
    const [min, max] = constraintBounds(constraint).length[strain]
    const low = Math.min(Math.max(min, 0), 8)
    const high = max >= 8 ? 8 : Math.max(max, 0)
    return String(low) + String(high)
  }

  /** The final lines not handed on yet, with line ends (and the header, first). */
  function take(): string {
    const count = ready - first
    // One join: a flat string, where adding line by line builds a rope of two nodes per line.
    const part = count === 0 ? '' : (count === lines.length ? lines : lines.slice(0, count)).join('\n') + '\n'
    const chunk = headDone ? part : head + '\n' + part
    headDone = true
    lines = count === lines.length ? [] : lines.slice(count)
    first = ready
    readyLength = 0
    return chunk
  }

  for (const _ of walk(expandCallsLazily(sequences, file, {...expandOptions, firstDefinitions}), walkFile, sink)) {
    if (!repeated) continue
    // Waiting lines were added in line order, so the first key is the lowest.
    const blocked = waiting.size > 0 ? waiting.keys().next().value! : total
    while (ready < blocked) readyLength += lines[ready++ - first]!.length + 1
    if (readyLength >= chunkSize) yield take()
  }

  if (file && walkFile) file.messages.push(...walkFile.messages)
  if (braceInTitle) {
    file?.message('Unexpected `}` in the title, BSS ends the system name there; written as `)`', {
      place: sequences.position,
      ruleId: 'title-brace',
      source
    })
  }

  for (const line of waiting.keys()) settle(line)
  if (!repeated && total > 0) lines = inFileOrder(lines, majors)
  ready = total
  // The rest, in chunks of about `chunkSize`.
  while (first < total || !headDone) {
    let length = 0
    let end = first
    while (end < total && length < chunkSize) length += lines[end++ - first]!.length + 1
    ready = end
    yield take()
  }
}

/**
 * The lines by file order of their source (`bssIndex`), then walk order.
 * Read from BML every line has the same order (none), so the lines are
 * returned as they are; only a tree read from BSS is sorted.
 */
function inFileOrder(lines: string[], majors: readonly number[]): string[] {
  let sorted = true
  for (let index = 1; index < majors.length && sorted; index++) sorted = majors[index - 1]! <= majors[index]!
  if (sorted) return lines
  const order = lines.map((_, index) => index)
  order.sort((a, b) => majors[a]! - majors[b]! || a - b)
  return order.map((index) => lines[index]!)
}

/** The header line, and whether a `}` in the title was replaced (reported after the records' messages). */
function header(tree: Root, profile: 'default' | 'reference'): {line: string; braceInTitle: boolean} {
  let title = (tree.metadata?.title ?? '').replace(/\r\n|\r|\n/g, ' ')
  const summary = (tree.metadata?.description ?? '').replace(/\r\n|\r|\n/g, '\\n')
  const braceInTitle = profile === 'default' && title.includes('}')
  if (braceInTitle) title = title.replaceAll('}', ')')
  return {line: formatHeader(title, summary, tree.data?.bssFloating === true), braceInTitle}
}

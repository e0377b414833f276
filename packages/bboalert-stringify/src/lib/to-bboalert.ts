/**
 * bdast → BBOalert. Call patterns are expanded with core's `expandCallsLazily`
 * (one top-level sequence at a time, as the walk reaches it); each
 * of our calls becomes a record `context,call,explanation` whose context is
 * the whole auction before it in BBOalert's two-character tokens (`1N`,
 * `Db`, `Rd`, `--`, implicit passes written out). Records are grouped by
 * seat and vulnerability into `Option` blocks, written from the least to the
 * most specific, because BBOalert lets the last matching record win.
 */

import {asSequences} from '@bidding/core/views'
import {constraintToString, resolveSuits} from '@bidding/core/constraints'
import {
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
import type {Bid, BidContent, FlowContent, Node, Root, Sequence, SequenceContent} from '@bidding/core'
import {seatCodes, vulnerabilityCode} from '@bidding/bss-util'
import type {Position} from 'unist'
import {VFile} from 'vfile'
import {optionName, specificity, type Condition} from './conditions.js'
import {explanationField, meaningText, neutralise} from './explanation.js'

/** Options of the BBOalert writer. */
export interface Options {
  /**
   * How call patterns are expanded: `'default'`, or `'reference'` as BML
   * 2.7.0 does (`5M` in a substituted meaning loses its digits).
   */
  profile?: 'default' | 'reference' | undefined
  /** Add each bid's hand constraint to its explanation (default: `true`). */
  constraints?: boolean | undefined
  /**
   * Make the plugin's compiler return the text as chunks (`Iterable<string>`,
   * in `file.result`; see `toBboalertChunks`); their concatenation is the
   * string written without it (default: `false`).
   */
  chunked?: boolean | undefined
}

const source = '@bidding/bboalert-stringify'

/** Dispositions as words in an explanation (the others drop their hyphens). */
const dispositionWords: Readonly<Record<string, string>> = {'non-forcing': 'non-forcing'}

const forcingWords = {'non-forcing': 'non-forcing', 'one-round': 'forcing', game: 'game forcing', slam: 'slam forcing'} as const

interface AlertRecord {
  context: string
  call: string
  text: string
}

interface Block {
  condition: Condition
  /** Order of first appearance, to keep blocks of equal specificity stable. */
  order: number
  records: AlertRecord[]
}

/**
 * Where the walk hands each record: its condition, context and call, and
 * its explanation on demand (a walk that writes one block explains only
 * that block's records).
 */
type RecordSink = (condition: Condition, context: string, call: string, text: () => string) => void

/** The auction so far in BBOalert tokens. */
class Path {
  private readonly texts: string[] = []
  private readonly sides: Side[] = []
  private readonly calls: Call[] = []
  /** Position of each call in the auction, implicit passes counted. */
  private readonly positions: number[] = []

  /** The context before a call by `by`: the auction, with the pass before it when it is implicit. */
  contextBefore(by: Side): string {
    const text = this.texts.at(-1) ?? ''
    return this.sides.at(-1) === by ? text + '--' : text
  }

  /** Position the next call by `by` takes. */
  private next(by: Side): number {
    return (this.positions.at(-1) ?? -1) + (this.sides.at(-1) === by ? 2 : 1)
  }

  /** Strain of the last suit bid of the partner of the side that is to call. */
  partnerStrain(by: Side): Suit | undefined {
    const position = this.next(by)
    for (let index = this.calls.length - 1; index >= 0; index--) {
      const call = this.calls[index]!
      // Partner calls two, six, ten… positions earlier.
      if ((position - this.positions[index]!) % 4 === 2 && /^[1-7][CDHS]$/.test(call)) return call.charAt(1) as Suit
    }

    return undefined
  }

  push(call: Call, by: Side): void {
    const position = this.next(by)
    this.texts.push(this.contextBefore(by) + formatCall(call, 'bboalert'))
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

/**
 * Walks of the expansion, at most, after the first (each writes one block,
 * or several when there are more: all but the first held to its end).
 */
const maxBlockWalks = 6

/** A block of one walk of the streaming writer. */
interface BlockWriter {
  /** `Option,…`, unless the block has no condition. */
  heading: string | undefined
  /** Lines held to the walk's end (all blocks but the walk's first). */
  held: Array<string | AlertRecord> | undefined
  /** First records of keys whose hash comes more than once, by key. */
  seen: Map<string, AlertRecord>
  /** Waiting records by the hash of their key (the walk's first block). */
  waitingOfHash: Map<number, AlertRecord[]>
}

/** Text handed on per chunk, at least (a chunk ends at a line end). */
const chunkSize = 64 * 1024

/**
 * Write a tree as BBOalert text.
 *
 * @param tree bdast root.
 * @param options see `Options`.
 * @param file file to report messages on (warnings only).
 * @returns the BBOalert text, LF line ends.
 */
export function toBboalert(tree: Root, options?: Readonly<Options> | null, file?: VFile): string {
  return [...bboalertChunks(tree, options, file, false)].join('')
}

/**
 * Write a tree as BBOalert text in chunks: their concatenation is
 * `toBboalert(tree, options, file)`, byte for byte, with the same messages.
 * No record is gathered: a first walk (with the messages) learns the
 * option blocks and their order and counts a 53-bit hash of each record's
 * key, then one walk per block writes that block's records as they come,
 * remembering only keys whose hash came more than once (first definition
 * stands; a later one fills an empty explanation, so such a record holds
 * back the lines after it until no later record can fill it; past six blocks a
 * walk writes several, holding all but its first). Sequences are
 * expanded as each walk reaches them; the text goes in chunks of at least
 * 64 KB.
 *
 * @param tree bdast root.
 * @param options see `Options`.
 * @param file file to report messages on (warnings only).
 * @returns the BBOalert text, in chunks that end at line ends.
 */
export function toBboalertChunks(tree: Root, options?: Readonly<Options> | null, file?: VFile): Generator<string, void, undefined> {
  return bboalertChunks(tree, options, file, true)
}

function* bboalertChunks(
  tree: Root,
  options: Readonly<Options> | null | undefined,
  file: VFile | undefined,
  streaming: boolean
): Generator<string, void, undefined> {
  const settings = options ?? {}
  const profile = settings.profile ?? 'default'
  const withConstraints = settings.constraints !== false
  const sequences = asSequences(tree, file, {source, format: 'BBOalert'})
  const expandOptions = {substituteInText: true, profile, duplicates: 'keep'} as const
  // The walk's own messages follow all of the expansion's, as when the whole tree was expanded first.
  const walkFile = file ? new VFile(file.path === undefined ? {cwd: file.cwd} : {cwd: file.cwd, path: file.path}) : undefined
  /** Where the current walk reports (only one walk of several reports). */
  let messages: VFile | undefined = walkFile
  /** Where the current walk hands its records. */
  let sink: RecordSink = () => {}
  /** Explain every bid as the walk meets it (the reporting walk: an explanation may warn). */
  let explainAll = true

  /** Warn about `node`, on the file it was read from (at `place` in it, when given). */
  function warn(reason: string, node: Node | undefined, ruleId: string, place?: Position): void {
    messageAt(messages, reason, node, {ruleId, source, place})
  }

  function conditions(
    seats: readonly Seat[] | undefined,
    vulnerability: VulnerabilityCondition | undefined,
    node: Node
  ): Condition[] {
    const {codes, exact} = seatCodes(seats)
    if (!exact) {
      // The options cover the seats exactly, so nothing is lost: say so only to those who ask (info).
      const message = messageAt(
        messages,
        'Seats `' + [...new Set(seats)].sort().join(', ') + '` have no one BBOalert seat option; written in one option per seat set',
        node,
        {ruleId: 'seat-set', source}
      )
      if (message) message.fatal = undefined
    }

    const code = vulnerabilityCode(vulnerability)
    return codes.map((seat) => ({seat, vulnerability: code}))
  }

  function explanation(node: Bid | undefined, path: Path, call: Call): string {
    const parts: string[] = []
    const meaning = node?.children[0]
    if (meaning?.type === 'meaning') {
      const text = meaningText(meaning.children, (unknown) => {
        warn('Unexpected `' + unknown.type + '` in a meaning; left out', node, 'unknown-node', unknown.position)
      })
      if (text) parts.push(text)
    }

    const disposition = node?.alert?.disposition
    if (disposition && disposition !== 'none') parts.push(dispositionWords[disposition] ?? disposition.replaceAll('-', ' '))
    else if (node?.forcing) parts.push(forcingWords[node.forcing])

    // `any hand` (an empty `and`) says nothing worth an explanation.
    const anyHand = node?.constraint?.type === 'and' && node.constraint.children.length === 0
    if (withConstraints && node?.constraint && !anyHand) {
      const strain = /^[1-7][CDHS]$/.test(call) ? (call.charAt(1) as Suit) : undefined
      const partner = path.partnerStrain(node.by)
      const bindings = {...(strain ? {bid: strain} : {}), ...(partner ? {partner} : {})}
      const text = constraintToString(resolveSuits(node.constraint, bindings), {suits: 'bbo'})
      if (text) parts.push(text)
    }

    return parts.join('; ')
  }

  function concrete(call: string, node: Node, place: Position | undefined): call is Call {
    if (isCall(call)) return true
    warn('Unexpected call `' + call + '`, expected a call (`1C`…`7N`, `P`, `X`, `XX`); left out with what follows', node, 'invalid-call', place)
    return false
  }

  const noText = (): string => ''

  function sequence(node: Sequence): void {
    const path = new Path()
    const codes = conditions(node.seats, node.vulnerability, node)
    for (const call of node.context ?? []) {
      if (!concrete(call.call, node, call.position)) return
      if (call.by === 'we') {
        const context = path.contextBefore('we')
        const written = formatCall(call.call, 'bboalert')
        for (const condition of codes) sink(condition, context, written, noText)
      }

      path.push(call.call, call.by)
    }

    for (const child of node.children) content(child, path, codes, node.seats, node.vulnerability)
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

      case 'meaning': {
        break
      }

      case 'opaque': {
        warn('Unexpected `' + node.format + '` content, BBOalert cannot keep it; left out', node, 'unsupported-node')
        break
      }

      case 'conventionReference': {
        warn(
          'Unexpected reference to convention `' + node.name + '`, expected it resolved before writing BBOalert; left out',
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
    const seats = node.seats ?? inheritedSeats
    const vulnerability = node.vulnerability ?? inheritedVulnerability
    const codes = node.seats || node.vulnerability ? conditions(seats, vulnerability, node) : inherited
    if (node.by === 'we') {
      // A bid `@bidding/bss-parse` made only to connect calls has no record of its own.
      if (!node.data?.bssImplied) {
        const context = path.contextBefore('we')
        const call = node.call
        const written = formatCall(call, 'bboalert')
        let explained: string | undefined
        const text = (): string => (explained ??= explanation(node, path, call))
        if (explainAll) text()
        for (const condition of codes) sink(condition, context, written, text)
      }
    } else if (node.children[0]?.type === 'meaning' && meaningText(node.children[0].children) !== '') {
      warn(
        'Unexpected explanation of the opponents’ call `' + node.call + '`, BBOalert explains our calls only; left out',
        node,
        'opponents-call'
      )
    }

    path.push(node.call, node.by)
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
        warn('Unexpected `' + node.format + '` content, BBOalert cannot keep it; left out', node, 'unsupported-node')
        break
      }

      // Document content has no place in BBOalert; state machines,
      // conventions, systems and rule sets were made sequences by `asSequences`.
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

  const title = [sequences.metadata?.title, sequences.metadata?.description].filter(Boolean).join(' - ')
  const head = 'BBOalert' + (title ? ',' + neutralise(title) : '')
  if (streaming) {
    yield* blockByBlock()
    return
  }

  const blocks = new Map<string, Block>()
  const seen = new Map<string, AlertRecord>()
  sink = (condition, context, call, text) => {
    const blockKey = blockKeyOf(condition)
    const key = recordKey(blockKey, context, call)
    const existing = seen.get(key)
    if (existing) {
      // First definition stands (a later record would win in BBOalert).
      if (existing.text === '') existing.text = text()
      return
    }

    const record = {context, call, text: text()}
    seen.set(key, record)
    let block = blocks.get(blockKey)
    if (!block) {
      block = {condition, order: blocks.size, records: []}
      blocks.set(blockKey, block)
    }

    block.records.push(record)
  }

  for (const child of expandCallsLazily(sequences, file, {...expandOptions, firstDefinitions: 'remember'})) flow(child)
  if (file && walkFile) file.messages.push(...walkFile.messages)

  const lines = [head]
  const ordered = writingOrder(blocks.values())
  // The block without conditions is the least specific, so it comes first, outside any option.
  let open = false
  for (const block of ordered) {
    const name = optionName(block.condition)
    if (name) {
      lines.push('Option,' + name)
      open = true
    }

    for (const record of block.records) lines.push(recordLine(record))
  }

  if (open) lines.push('Option')
  yield lines.join('\n') + '\n'

  /**
   * The streaming writer: a first walk reports the messages, learns the
   * blocks in order of first appearance, and counts the hashes of the
   * record keys and of the expansion's auctions; then a walk per block.
   */
  function* blockByBlock(): Generator<string, void, undefined> {
    const blockOrder = new Map<string, Block>()
    const keys = new HashList()
    /** Keys of the records with an explanation (only those fill an earlier empty one). */
    const fillers = new HashList()
    const auctions = new HashList()
    sink = (condition, context, call, text) => {
      const blockKey = blockKeyOf(condition)
      if (!blockOrder.has(blockKey)) blockOrder.set(blockKey, {condition, order: blockOrder.size, records: []})
      const hash = hashOf(recordKey(blockKey, context, call))
      keys.add(hash)
      if (text() !== '') fillers.add(hash)
    }

    for (const child of expandCallsLazily(sequences, undefined, {...expandOptions, countAuctions: auctions})) flow(child)
    /**
     * Per hash of the keys that come more than once, its records with an
     * explanation still to come. Keys sharing a hash are remembered and
     * held back together (exact keys decide), so the text never depends on the hash.
     */
    const repeated = new Map<number, number>()
    keys.forEachCount((hash, count) => {
      if (count > 1) repeated.set(hash, 0)
    })
    fillers.forEachCount((hash, count) => {
      if (repeated.has(hash)) repeated.set(hash, count)
    })
    // Given back now (eight bytes a record each), not at the next full collection.
    keys.clear()
    fillers.clear()
    messages = undefined
    explainAll = false

    /** Lines not handed on yet (a record whose explanation a later one may fill, as the record), and their length. */
    let lines: Array<string | AlertRecord> = [head]
    let length = head.length + 1
    /** Records without an explanation that a later record of their key may fill (their lines wait). */
    const waiting = new Set<AlertRecord>()
    function take(): string {
      const chunk = lines.map((line) => (typeof line === 'string' ? line : recordLine(line))).join('\n') + '\n'
      lines = []
      length = 0
      return chunk
    }

    const ordered = writingOrder(blockOrder.values())
    // Past `maxBlockWalks` blocks, a walk writes several: the first as it comes, the others held to the walk's end.
    const perWalk = Math.ceil(ordered.length / maxBlockWalks)
    let open = false
    for (let start = 0; start < ordered.length; start += perWalk) {
      /** The blocks of this walk by key, each with what it remembers and, but for the first, its held lines. */
      const writers = new Map<string, BlockWriter>()
      for (const block of ordered.slice(start, start + perWalk)) {
        const name = optionName(block.condition)
        if (name) open = true
        writers.set(blockKeyOf(block.condition), {
          heading: name === undefined ? undefined : 'Option,' + name,
          held: writers.size === 0 ? undefined : [],
          seen: new Map(),
          waitingOfHash: new Map()
        })
      }

      const leading = writers.values().next().value!
      if (leading.heading !== undefined) {
        lines.push(leading.heading)
        length += leading.heading.length + 1
      }

      sink = (condition, context, call, text) => {
        const blockKey = blockKeyOf(condition)
        const writer = writers.get(blockKey)
        if (!writer) return
        const key = recordKey(blockKey, context, call)
        const hash = hashOf(key)
        const left = repeated.get(hash)
        if (left === undefined) {
          // The only record of its key.
          put(writer, recordLine({context, call, text: text()}))
          return
        }

        const explained = text()
        const fillersLeft = explained === '' ? left : left - 1
        repeated.set(hash, fillersLeft)
        const existing = writer.seen.get(key)
        if (existing) {
          // First definition stands (a later record would win in BBOalert); a later one fills an empty explanation.
          if (existing.text === '' && explained !== '') {
            existing.text = explained
            settle(existing)
          }
        } else {
          const record = {context, call, text: explained}
          writer.seen.set(key, record)
          if (explained === '' && fillersLeft > 0) {
            if (writer.held) {
              // Held to the walk's end anyway, when every record of its key is in.
              writer.held.push(record)
            } else {
              lines.push(record)
              waiting.add(record)
              const list = writer.waitingOfHash.get(hash)
              if (list) list.push(record)
              else writer.waitingOfHash.set(hash, [record])
            }
          } else {
            put(writer, recordLine(record))
          }
        }

        if (explained !== '' && fillersLeft === 0) {
          // No later record of this hash can fill one: what waits under it is final.
          for (const record of writer.waitingOfHash.get(hash) ?? []) settle(record)
          writer.waitingOfHash.delete(hash)
        }
      }

      /** Add a final line of a block. */
      function put(writer: BlockWriter, line: string): void {
        if (writer.held) {
          writer.held.push(line)
        } else {
          lines.push(line)
          length += line.length + 1
        }
      }

      /** A waiting record is final (its length counts from now). */
      function settle(record: AlertRecord): void {
        if (waiting.delete(record)) length += recordLine(record).length + 1
      }

      // The first walk reports the expansion's messages (and keeps only repeated auctions); the others check nothing.
      const first = start === 0
      for (const child of expandCallsLazily(sequences, first ? file : undefined, {...expandOptions, firstDefinitions: first ? auctions : 'ignore'})) {
        flow(child)
        if (waiting.size === 0 && length >= chunkSize) yield take()
      }

      if (first && file && walkFile) file.messages.push(...walkFile.messages)
      // The blocks' records are all in: what still waits is final (its length counts now), and the held blocks follow.
      for (const record of waiting) settle(record)
      for (const writer of writers.values()) {
        if (!writer.held) continue
        if (writer.heading !== undefined) writer.held.unshift(writer.heading)
        for (const line of writer.held) {
          lines.push(line)
          length += (typeof line === 'string' ? line.length : recordLine(line).length) + 1
        }
      }

      if (length >= chunkSize) yield take()
    }

    if (ordered.length === 0) {
      // No record: the expansion still reports.
      for (const _ of expandCallsLazily(sequences, file, {...expandOptions, firstDefinitions: auctions}));
      if (file && walkFile) file.messages.push(...walkFile.messages)
    }

    if (open) lines.push('Option')
    if (lines.length > 0) yield take()
  }
}

/** The key of a condition's block. */
function blockKeyOf(condition: Condition): string {
  return condition.seat + condition.vulnerability
}

/** The key of a record (first definition stands): its block, context and call; the counting walk hashes the same. */
function recordKey(blockKey: string, context: string, call: string): string {
  return blockKey + '|' + context + '|' + call
}

/** Blocks in the order they are written: from the least to the most specific, then by first appearance. */
function writingOrder(blocks: Iterable<Block>): Block[] {
  return [...blocks].sort((a, b) => specificity(a.condition) - specificity(b.condition) || a.order - b.order)
}

/** A record as a line. */
function recordLine(record: AlertRecord): string {
  return record.context + ',' + record.call + ',' + explanationField(neutralise(record.text))
}

/**
 * bdast → BSS. Call patterns are expanded with core's `expandCalls` (BML's
 * rules, meanings substituted as the BML BSS writer does); the tree is then
 * walked once in document order, and each auction becomes one record per
 * seat and vulnerability code, known by a key of opener side, seat,
 * vulnerability and calls: the first definition stands and a later one only
 * fills an empty description. A record is written to its line at once (only
 * those still without a description wait as records), so what is held is
 * the output's lines and the keys. Linear in the size of the expanded tree.
 */

import {asSequences} from '@bidding/core/views'
import {constraintBounds, constraintToString, resolveSuits} from '@bidding/core/constraints'
import {
  dispositions,
  expandCalls,
  formatCall,
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
import type {VFile} from 'vfile'
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

/**
 * Write a tree as BSS.
 *
 * @param tree bdast root.
 * @param options see `Options`.
 * @param file file to report messages on (warnings only; never fatal).
 * @returns the BSS text, one record per line, LF line ends.
 */
export function toBss(tree: Root, options?: Readonly<Options> | null, file?: VFile): string {
  const settings = options ?? {}
  const profile = settings.profile ?? 'default'
  const withConstraints = settings.constraints ?? profile === 'default'
  const expanded = expandCalls(asSequences(tree, file, {source, format: 'BSS'}), file, {substituteInText: true, profile, duplicates: 'keep'})
  /** Output lines (records and raw lines) in walk order. */
  const lines: string[] = []
  /** Per line, the file order of its source line (`bssIndex`), or of the last one before it. */
  const majors: number[] = []
  /** Line of each record by key. */
  const lineOfKey = new Map<string, number>()
  /** Records without a description yet, by line: a later definition may give one. */
  const waiting = new Map<number, BssRecord>()
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

  /** Write the record of the auction `path` under `condition`, unless an earlier definition stands. */
  function emit(path: Path, condition: Condition, last: Call, bid: Bid | undefined): void {
    const key = recordKey({they: path.they, seat: condition.seat, vulnerability: condition.vulnerability, calls: path.callsText})
    const existing = lineOfKey.get(key)
    const major = order(bid?.data?.bssIndex)
    if (existing !== undefined) {
      // First definition stands; a later one only fills an empty description.
      const record = waiting.get(existing)
      if (record && bid) {
        record.description = description(bid, path, last)
        if (record.description !== '') {
          lines[existing] = formatRecord(record)
          waiting.delete(existing)
        }
      }

      return
    }

    const record = fields(path, condition, last, bid)
    lineOfKey.set(key, lines.length)
    if (record.description === '') waiting.set(lines.length, record)
    add(major, formatRecord(record))
  }

  function add(major: number, line: string): void {
    lines.push(line)
    majors.push(major)
  }

  function raw(node: Opaque): void {
    if (node.format !== 'bss') {
      warn('Unexpected `' + node.format + '` content, BSS cannot keep it; left out', node, 'unsupported-node')
      return
    }

    add(order(node.data?.bssIndex), node.value.replace(/\r\n|\r|\n/g, ' '))
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

  for (const child of expanded.children) flow(child)

  for (const [index, record] of waiting) lines[index] = formatRecord(record)
  const head = header(expanded, profile, file)
  if (lines.length === 0) return head + '\n'
  return head + '\n' + inFileOrder(lines, majors).join('\n') + '\n'
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

function header(tree: Root, profile: 'default' | 'reference', file: VFile | undefined): string {
  let title = (tree.metadata?.title ?? '').replace(/\r\n|\r|\n/g, ' ')
  const summary = (tree.metadata?.description ?? '').replace(/\r\n|\r|\n/g, '\\n')
  if (profile === 'default' && title.includes('}')) {
    file?.message('Unexpected `}` in the title, BSS ends the system name there; written as `)`', {
      place: tree.position,
      ruleId: 'title-brace',
      source
    })
    title = title.replaceAll('}', ')')
  }

  return formatHeader(title, summary, tree.data?.bssFloating === true)
}

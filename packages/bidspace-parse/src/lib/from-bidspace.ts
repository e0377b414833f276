/**
 * bidding_space text → bdast: a `root` holding one `stateMachine` of
 * `state`s, each holding its `bid`s. Every line is read twice, with this
 * reader's grammar and with the reference's; the chosen profile builds the
 * tree and every difference becomes a positioned warning.
 */

import {formatCall, parseCall, type Call} from '@bidding/core/calls'
import {readerArguments} from '@bidding/core/registry'
import {textPlaces} from '@bidding/core/lines'
import type {Atom, Constraint} from '@bidding/core/constraints'
import type {Bid, FlowContent, Opaque, Root, State, StateContent, StateMachine} from '@bidding/core'
import type {Position} from 'unist'
import type {VFile} from 'vfile'
import {splitLines, type Line, type Span} from './lines.js'
import {findQuirks, isPlainBidLine, type Finding, type Profile} from './quirks.js'
import {readLine} from './read-line.js'
import {readReferenceLine, type BidLine} from './reference.js'
import {bidspaceScaleNames, isAtom, readingToAtom, readReferenceRule, readRule, unknownAtom, type ReferenceBid, type RuleReading} from '@bidding/bidspace-util'
import type {Options} from './types.js'

const source = '@bidding/bidspace-parse'

/** A call written as a bidding_space word (`1c`, `1nt`, `nb`; also `1C`, `pass`). */
export function readCall(word: string): Call | undefined {
  return /^\w+$/.test(word) ? parseCall(word) : undefined
}

/** What one line asks the builder to do. */
type Instruction =
  | {kind: 'skip'}
  | {kind: 'keep'}
  | {kind: 'unknown'}
  | {kind: 'state'; name: Span}
  | {kind: 'prevBid'; value: Span}
  | {kind: 'priority'; tokens: Span[]}
  | {
      kind: 'bid'
      line: BidLine
      readRule: (token: string) => RuleReading | undefined
      /** The reference reads no bid line here. */
      ignored: boolean
    }

/** The `state:` line whose name the next `prev_bid:` line uses. */
interface PendingName {
  name: string
  line: Line
  /** Where the line sits, in case no state uses it and it is kept as it is. */
  container: Array<FlowContent | StateContent>
  index: number
  used: boolean
}

/** Bookkeeping for the current state. */
interface Current {
  node: State
  calls: Set<Call>
  /** The `priority:` line that set `priority`, and where it sat among the children. */
  priority?: {line: Line; index: number} | undefined
}

/**
 * Read bidding_space text into bdast.
 *
 * @param value the text
 * @param file the file messages go to
 * @param options configuration
 * @returns a `root` with the lines kept before the first state (`opaque`)
 *   and one `stateMachine`
 */
export function fromBidspace(value: string, options?: Readonly<Options> | null, file?: VFile): Root
/** @deprecated Give the file last, and optional: `fromBidspace(value, options, file)`. */
export function fromBidspace(value: string, file: VFile, options?: Readonly<Options> | null): Root
export function fromBidspace(value: string, second?: Readonly<Options> | VFile | null, third?: Readonly<Options> | VFile | null): Root {
  const {options, file} = readerArguments<Options>(value, second, third)
  const profile: Profile = options.profile ?? 'default'
  const {point, span} = textPlaces(value)
  const before: FlowContent[] = []
  const machine: StateMachine = {type: 'stateMachine', children: []}
  const seen = new Map<string, State>()
  let current: Current | undefined
  let pending: PendingName | undefined

  let spanned: {line: Line; position: Position} | undefined

  /** The position of a line's content, without surrounding whitespace (a copy each time: nodes may change theirs). */
  function lineSpan(line: Line): Position {
    if (spanned?.line !== line) {
      const lead = line.text.length - line.text.trimStart().length
      spanned = {line, position: span(line.start + lead, line.start + line.text.trimEnd().length)}
    }

    const {start, end} = spanned.position
    return {start: {...start}, end: {...end}}
  }

  /** Warnings of the builder about the current line, until they are checked against its findings. */
  let buffer: Array<{reason: string; position: Position; ruleId: string}> | undefined

  function warn(reason: string, position: Position, ruleId: string): void {
    if (buffer) buffer.push({reason, position, ruleId})
    else file.message(reason, {place: position, ruleId, source})
  }

  function container(): Array<FlowContent | StateContent> {
    return current ? current.node.children : before
  }

  function extend(line: Line): void {
    if (!current?.node.position) return
    lineSpan(line)
    const {end} = spanned!.position
    if (end.offset! > current.node.position.end.offset!) current.node.position.end = {...end}
  }

  function opaque(line: Line): Opaque {
    return {type: 'opaque', format: 'bidspace', value: line.text, position: lineSpan(line)}
  }

  function keep(line: Line): Opaque {
    const node = opaque(line)
    container().push(node)
    extend(line)
    return node
  }

  function unusedName(name: PendingName): void {
    name.container.splice(name.index, 0, opaque(name.line))
    if (current?.node.children === name.container) extend(name.line)
    warn(
      'Unexpected ' +
        code('state: ' + name.name) +
        ' that no ' +
        code('prev_bid:') +
        ' line follows; the reference adds the lines after it to the state before',
      lineSpan(name.line),
      'unused-state'
    )
  }

  function openState(line: Line, value: Span): void {
    let name = pending?.name
    let start = lineSpan(line).start
    if (pending && !pending.used && pending.container === container() && pending.index === container().length) {
      start = lineSpan(pending.line).start
    }

    if (pending) pending.used = true
    if (name === undefined) {
      name = 'unnamed'
      warn(
        'Unexpected ' + code('prev_bid:') + ' before any ' + code('state:') + ' line, expected a state name; called ' + code(name),
        lineSpan(line),
        'missing-state'
      )
    }

    const call = value.text === 'none' ? undefined : readCall(value.text)
    const node: State = {
      type: 'state',
      name,
      ...(call ? {prevBid: call} : {}),
      children: [],
      position: {start, end: lineSpan(line).end}
    }
    if (value.text !== (call ? formatCall(call, 'bidspace') : 'none')) node.data = {prevBidRaw: value.text}
    if (!call && value.text !== 'none') {
      warn(
        'Unexpected previous bid ' + code(value.text) + ', expected a call such as `1c`, `1nt` or `nb`, or `none`',
        span(value.start, value.end),
        'invalid-call'
      )
    }

    const key = name + ' ' + (call ?? value.text)
    const first = seen.get(key)
    if (first) {
      warn(
        'Unexpected second state ' +
          code(name) +
          ' after ' +
          code(value.text) +
          ', the consumer only ever finds the first (line ' +
          first.position!.start.line +
          ')',
        lineSpan(line),
        'duplicate-state'
      )
    } else {
      seen.set(key, node)
    }

    machine.children.push(node)
    current = {node, calls: new Set()}
  }

  function setPriority(line: Line, tokens: Span[]): void {
    if (!current) {
      keep(line)
      warn('Unexpected ' + code('priority:') + ' before any ' + code('prev_bid:') + ' line, kept as it is', lineSpan(line), 'missing-prev-bid')
      return
    }

    const calls: Call[] = []
    for (const token of tokens) {
      const call = readCall(token.text)
      if (call) calls.push(call)
      else warn('Unexpected priority ' + code(token.text) + ', expected a call such as `1c`, `1nt` or `nb`', span(token.start, token.end), 'invalid-call')
    }

    const {node} = current
    if (current.priority) {
      // The reference keeps the last list, so the earlier line becomes text.
      node.children.splice(current.priority.index, 0, opaque(current.priority.line))
      warn(
        'Unexpected second ' + code('priority:') + ' line in state ' + code(node.name) + ', the last one is used as the reference does',
        lineSpan(line),
        'duplicate-priority'
      )
    }

    current.priority = {line, index: node.children.length}
    node.priority = calls
    const words = tokens.map((token) => token.text)
    const data = {...node.data}
    delete data.priorityRaw
    if (words.join(' ') !== calls.map((call) => formatCall(call, 'bidspace')).join(' ')) data.priorityRaw = words
    if (Object.keys(data).length > 0) node.data = data
    else delete node.data
    extend(line)
  }

  /** The constraint of a bid line's rule tokens; tokens no atom reads are kept as `quality` atoms. */
  function constraintOf(rules: readonly Span[], read: (token: string) => RuleReading | undefined): Constraint | undefined {
    const atoms: Atom[] = []
    for (const token of rules) {
      const reading = read(token.text)
      const atom = reading ? readingToAtom(reading, token.text) : undefined
      if (atom && isAtom(atom)) {
        atoms.push(atom)
        if (reading?.type === 'points' && !Object.hasOwn(bidspaceScaleNames, reading.scale)) {
          warn(
            'Unexpected points type ' + code(reading.scale) + ' in ' + code(token.text) + ', expected `hp`, `lp` or `sp`',
            span(token.start, token.end),
            'unknown-points-type'
          )
        }

        continue
      }

      atoms.push(unknownAtom(token.text))
      warn(
        atom?.kind === 'condition'
          ? 'Unexpected condition ' + code(atom.value) + ' in ' + code(token.text) + ', expected `eq`, `gte`, `gt`, `lte` or `lt`; kept as written'
          : atom?.kind === 'suit'
            ? 'Unexpected suit ' + code(atom.value) + ' in ' + code(token.text) + ', expected `s`, `h`, `d` or `c`; kept as written'
            : 'Unexpected rule ' +
              code(token.text) +
              ', expected `p(type,min,max)`, `s(suit,condition,n)`, `dt(condition,n)` or `h(suit,condition,n)`; kept as written',
        span(token.start, token.end),
        'unknown-rule'
      )
    }

    return atoms.length === 0 ? undefined : atoms.length === 1 ? atoms[0] : {type: 'and', children: atoms}
  }

  function addBid(line: Line, instruction: Extract<Instruction, {kind: 'bid'}>): void {
    const {bid, nextState, rules, description} = instruction.line
    const call = readCall(bid.text)

    if (!call || !current) {
      const node = keep(line)
      if (!current) {
        warn('Unexpected bid line before any ' + code('prev_bid:') + ' line, kept as it is', lineSpan(line), 'missing-prev-bid')
      } else if (instruction.ignored) {
        warn('Unexpected line, expected a comment, `state:`, `prev_bid:`, `priority:` or a bid line; kept as it is', lineSpan(line), 'unknown-line')
      } else {
        warn(
          'Unexpected bid ' + code(bid.text) + ', expected a call such as `1c`, `1nt` or `nb`; kept as it is',
          span(bid.start, bid.end),
          'invalid-call'
        )

        // The reference lists it as a bid all the same: keep what it reads.
        if (profile === 'reference') {
          const reading: ReferenceBid = {bid: bid.text, nextState: nextState?.text ?? '', description: description?.text ?? ''}
          const constraint = constraintOf(rules, instruction.readRule)
          if (constraint) reading.constraint = constraint
          node.data = {bidspaceBid: reading}
        }
      }

      return
    }

    const constraint = constraintOf(rules, instruction.readRule)
    if (current.calls.has(call)) {
      warn(
        'Unexpected second bid ' + code(bid.text) + ' in state ' + code(current.node.name) + ', the consumer keeps the last one that fits a hand',
        span(bid.start, bid.end),
        'duplicate-bid'
      )
    }

    current.calls.add(call)
    const node: Bid = {
      type: 'bid',
      call,
      ...(bid.text === call ? {} : {raw: bid.text}),
      by: 'we',
      ...(nextState ? {nextState: nextState.text} : {}),
      ...(constraint ? {constraint} : {}),
      children: [],
      position: lineSpan(line)
    }
    if (description && description.text !== '') {
      const position = span(description.start, description.end)
      node.children.push({type: 'meaning', children: [{type: 'text', value: description.text, position}], position})
    }

    current.node.children.push(node)
    extend(line)
  }

  for (const line of splitLines(value)) {
    const own = readLine(line)
    let findings: Finding[] = []
    let instruction: Instruction
    if (isPlainBidLine(own, line)) {
      // Both grammars read it alike: no need for the reference's reading.
      instruction = {kind: 'bid', line: (own as Extract<typeof own, {kind: 'bid'}>).line, readRule, ignored: false}
    } else {
      const reference = readReferenceLine(line)
      findings = findQuirks(own, reference, line, profile)
      for (const finding of findings) warn(finding.reason, span(finding.start, finding.end), finding.ruleId)
      instruction = profile === 'reference' ? fromReference(reference, line) : fromOwn(own, reference)
    }

    buffer = []
    apply(line, instruction)
    const said = buffer
    buffer = undefined
    // A finding about a field covers what the builder says about that field
    // (a cut description says nothing about the rules it starts in).
    const fieldFindings = findings.filter((finding) => finding.ruleId !== 'description-cut')
    for (const warning of said) {
      const start = warning.position.start.offset!
      const end = Math.max(warning.position.end.offset!, start + 1)
      if (!fieldFindings.some((finding) => start < Math.max(finding.end, finding.start + 1) && finding.start < end)) {
        warn(warning.reason, warning.position, warning.ruleId)
      }
    }
  }

  function apply(line: Line, instruction: Instruction): void {
    switch (instruction.kind) {
      case 'skip': {
        break
      }

      case 'keep': {
        keep(line)
        break
      }

      case 'unknown': {
        keep(line)
        warn('Unexpected line, expected a comment, `state:`, `prev_bid:`, `priority:` or a bid line; kept as it is', lineSpan(line), 'unknown-line')
        break
      }

      case 'state': {
        if (pending && !pending.used) unusedName(pending)
        const target = container()
        pending = {name: instruction.name.text, line, container: target, index: target.length, used: false}
        break
      }

      case 'prevBid': {
        openState(line, instruction.value)
        break
      }

      case 'priority': {
        setPriority(line, instruction.tokens)
        break
      }

      case 'bid': {
        addBid(line, instruction)
        break
      }
    }
  }

  if (pending && !pending.used) unusedName(pending)

  const end = point(value.length)
  const document: Position = {start: point(0), end}
  const first = machine.children[0]
  const last = machine.children.at(-1)
  machine.position = first && last ? {start: first.position!.start, end: last.position!.end} : document
  if (!first) {
    warn(
      'Unexpected file without states, expected `state:` and `prev_bid:` lines',
      before[0]?.position ?? {start: point(0), end: point(0)},
      'no-states'
    )
  }

  return {type: 'root', children: [...before, machine], position: document}
}

function code(value: string): string {
  return '`' + value + '`'
}

/** The instruction of a line read with this reader's grammar. */
function fromOwn(own: ReturnType<typeof readLine>, reference: ReturnType<typeof readReferenceLine>): Instruction {
  switch (own.kind) {
    case 'blank': {
      return {kind: 'skip'}
    }

    case 'comment': {
      return {kind: 'keep'}
    }

    case 'directive': {
      const [value] = own.values
      if (own.name === 'priority') return {kind: 'priority', tokens: own.values}
      if (!value || own.name === 'next_state') return {kind: 'keep'}
      return own.name === 'state' ? {kind: 'state', name: value} : {kind: 'prevBid', value}
    }

    case 'bid': {
      return {kind: 'bid', line: own.line, readRule, ignored: reference.kind === 'none'}
    }
  }
}

/** The instruction of a line read as the reference does. */
function fromReference(reference: ReturnType<typeof readReferenceLine>, line: Line): Instruction {
  switch (reference.kind) {
    case 'comment': {
      return {kind: 'keep'}
    }

    case 'state': {
      return {kind: 'state', name: reference.name}
    }

    case 'prevBid': {
      return {kind: 'prevBid', value: reference.value}
    }

    case 'priority': {
      return {kind: 'priority', tokens: reference.tokens}
    }

    case 'bid': {
      return {kind: 'bid', line: reference.line, readRule: readReferenceRule, ignored: false}
    }

    case 'none': {
      return line.text.trim() === '' ? {kind: 'skip'} : {kind: 'unknown'}
    }
  }
}

/**
 * BBOalert text → bdast (the format as BBOalert's documentation describes
 * it, formats.md §6). Records `context,call,explanation` become bids of a
 * tree whose shared prefixes are shared; each `Option` block becomes a
 * sequence, with the seats and vulnerability its `@1`…`@4`, `@n`/`@v`,
 * `@N`/`@V` tags give. What bdast does not model — scripts, aliases,
 * shortcuts, buttons, imports, contexts with wildcards or regular
 * expressions, the list form — is kept as `opaque` nodes, each with a
 * positioned message.
 */

import {parseCall, type Seat, type Side} from '@bidding/core/calls'
import {readerArguments} from '@bidding/core/registry'
import {stripBom, textLines, textPlaces} from '@bidding/core/lines'
import type {Bid, Meaning, Opaque, PhrasingContent, Root, Sequence, SuitSymbol, Text} from '@bidding/core'
import type {Position} from 'unist'
import type {VFile} from 'vfile'
import './data.js'

/** Options of the BBOalert reader (none yet). */
export interface Options {}

const source = '@bidding/bboalert-parse'

/** A logical line: physical lines joined at a trailing `\`. */
interface Line {
  value: string
  offset: number
  end: number
}

/** Keywords of lines that are not records. */
const keywords = new Set(['option', 'trusted', 'untrusted', 'shortcut', 'button', 'alias', 'script', 'javascript', 'import', 'trustee'])

/** BBOalert's call tokens → canonical calls. */
function callOf(token: string): string | undefined {
  if (token === '--') return 'P'
  if (token === 'Db') return 'X'
  if (token === 'Rd') return 'XX'
  if (/^[1-7][CDHSN]$/.test(token)) return token
  return undefined
}

/** The lines of `value`, a line ending in `\\` continued by the next. */
function splitLines(value: string): Line[] {
  const lines: Line[] = []
  let pending: Line | undefined
  for (const line of textLines(value)) {
    if (pending) {
      pending.value += line.value
      pending.end = line.end
    } else {
      pending = {...line}
    }

    if (pending.value.endsWith('\\')) pending.value = pending.value.slice(0, -1)
    else {
      lines.push(pending)
      pending = undefined
    }
  }

  if (pending) lines.push(pending)
  return lines
}

/** Seats and vulnerability of an option name's tags (BBOalert's `matchVulSeat`). */
function conditionsOf(name: string): Partial<Pick<Sequence, 'seats' | 'vulnerability'>> {
  const result: Partial<Pick<Sequence, 'seats' | 'vulnerability'>> = {}
  const seats = ([1, 2, 3, 4] as const).filter((seat) => name.includes('@' + seat))
  if (seats.length > 0) result.seats = seats as Seat[]
  const we = name.includes('@n') && !name.includes('@v') ? 'no' : name.includes('@v') && !name.includes('@n') ? 'yes' : 'any'
  const they = name.includes('@N') && !name.includes('@V') ? 'no' : name.includes('@V') && !name.includes('@N') ? 'yes' : 'any'
  if (we !== 'any' || they !== 'any') result.vulnerability = {we, they}
  return result
}

/**
 * Read BBOalert text into bdast.
 *
 * @param value the file's text.
 * @param options none yet.
 * @param file file to report messages on; optional.
 * @returns the tree; never throws on bad input.
 */
export function fromBboalert(value: string, options?: Readonly<Options> | null, file?: VFile): Root
/** @deprecated Give the file last, and optional: `fromBboalert(value, options, file)`. */
export function fromBboalert(value: string, file: VFile, options?: Readonly<Options> | null): Root
export function fromBboalert(value: string, second?: Readonly<Options> | VFile | null, third?: Readonly<Options> | VFile | null): Root {
  const {file} = readerArguments<Options>(value, second, third)
  const text = stripBom(value)
  const {point: toPoint, span} = textPlaces(text)
  const root: Root = {type: 'root', children: [], position: span(0, text.length)}
  const lines = splitLines(text).filter((line) => line.value.trim() !== '')
  if (lines.length === 0) {
    file.message('Unexpected empty file, expected a header such as `BBOalert,My system`', {place: toPoint(0), ruleId: 'missing-header', source})
    return root
  }

  let index = 0
  const header = /^\s*BBOalert\s*(?:,(.*))?$/.exec(lines[0]!.value)
  if (header) {
    const title = header[1]?.trim()
    if (title) root.metadata = {title}
    index = 1
  } else {
    file.message('Unexpected `' + lines[0]!.value.slice(0, 20) + '`, expected a header such as `BBOalert,My system`', {
      place: span(lines[0]!.offset, lines[0]!.end),
      ruleId: 'missing-header',
      source
    })
  }

  /** The sequence of each option (`''`: outside any option). */
  const sequences = new Map<string, Sequence>()
  /** Bid nodes by option and calls so far (`1N|P|2C`). */
  const nodes = new Map<string, Bid>()
  let option = ''
  let previousContext = ''
  let inScript = false
  const notModelled = new Set<string>()

  for (; index < lines.length; index++) {
    const line = lines[index]!
    const fields = line.value.split(',')
    const keyword = fields[0]!.trim().toLowerCase()

    if (inScript) {
      keep(line, undefined)
      if (keyword === 'script' && fields.length === 1) inScript = false
      continue
    }

    if (keyword === 'option') {
      option = fields.length > 1 ? fields.slice(1).join(',').trim() : ''
      continue
    }

    if (keywords.has(keyword)) {
      // `Script,name` alone opens a block of JavaScript up to a line `Script`.
      if (keyword === 'script' && fields.length === 2) inScript = true
      keep(line, fields[0]!.trim() + ' lines (' + fields[0]!.trim() + ') are BBOalert settings bdast does not model')
      continue
    }

    if (/^\s*[-*]\s/.test(line.value)) {
      keep(line, 'The list form of BBOalert records (`- 2C Stayman`) is not read yet')
      continue
    }

    if (fields.length < 3) {
      // BBOalert ignores free text between records.
      keep(line, undefined)
      continue
    }

    record(line, fields)
  }

  return root

  function keep(line: Line, reason: string | undefined): void {
    const node: Opaque = {type: 'opaque', format: 'bboalert', value: line.value}
    const position = span(line.offset, line.end)
    if (position) node.position = position
    root.children.push(node)
    if (reason && !notModelled.has(reason)) {
      notModelled.add(reason)
      file.info(reason + '; such lines are kept as they are', {place: position, ruleId: 'not-modelled', source})
    }
  }

  function sequenceOf(position: Position | undefined): Sequence {
    let sequence = sequences.get(option)
    if (!sequence) {
      sequence = {type: 'sequence', children: [], ...conditionsOf(option)}
      if (option) sequence.data = {bboalertOption: option}
      if (position) sequence.position = {start: {...position.start}, end: {...position.end}}
      sequences.set(option, sequence)
      root.children.push(sequence)
    } else if (position && sequence.position) {
      sequence.position.end = {...position.end}
    }

    return sequence
  }

  function record(line: Line, fields: string[]): void {
    let context = fields[0]!.replaceAll('!', '').replace(/\s+/g, '')
    if (context === '+') context = previousContext
    previousContext = context
    const callField = fields[1]!.replaceAll('!', '').replace(/\s+/g, '')
    const contextOffset = line.offset + line.value.indexOf(fields[0]!)

    if (/[_*/()|.^$[\]?%]/.test(context)) {
      keep(line, 'Contexts with wildcards, regular expressions or aliases (`%name%`) stand for many auctions; bdast does not model them')
      return
    }

    const tokens = context.match(/.{1,2}/g) ?? []
    const calls = tokens.map((token) => callOf(token))
    const bad = calls.findIndex((call) => call === undefined)
    if (bad !== -1 || context.length % 2 === 1) {
      const at = bad === -1 ? tokens.length - 1 : bad
      file.message('Unexpected `' + (tokens[at] ?? context) + '` in the context `' + fields[0]!.trim() + '`, expected calls such as `1N`, `Db`, `Rd`, `--`', {
        place: span(contextOffset, contextOffset + fields[0]!.length),
        ruleId: 'invalid-context',
        source
      })
      keep(line, undefined)
      return
    }

    // `(2C|2D)` with one explanation per alternative.
    const alternatives = /^\((.*)\)$/.exec(callField)?.[1]?.split('|') ?? [callField]
    const explanations = alternatives.length > 1 ? fields.slice(2) : [fields.slice(2).join(',')]
    for (const [alternative, token] of alternatives.entries()) {
      const call = callOf(token)
      if (!call) {
        const callOffset = line.offset + line.value.indexOf(fields[1]!, fields[0]!.length)
        file.message('Unexpected call `' + token + '`, expected a call such as `1N`, `Db`, `Rd` or `--`', {
          place: span(callOffset, callOffset + fields[1]!.length),
          ruleId: 'invalid-call',
          source
        })
        keep(line, undefined)
        return
      }

      add(line, calls as string[], call, explanations[alternative] ?? '', fields)
    }
  }

  /** Add a record's bid under its context; the calls alternate sides back from ours. */
  function add(line: Line, context: string[], call: string, explanation: string, fields: string[]): void {
    const position = span(line.offset, line.end)
    const sequence = sequenceOf(position)
    const all = [...context, call]
    let parent: Sequence | Bid = sequence
    let key = option
    for (const [index, each] of all.entries()) {
      const by: Side = (all.length - 1 - index) % 2 === 0 ? 'we' : 'they'
      const last = index === all.length - 1
      // Opponents' passes stay implicit, as in the other readers.
      if (!last && by === 'they' && each === 'P') continue
      key += '|' + (by === 'they' ? '(' + each + ')' : each)
      let bid = nodes.get(key)
      if (!bid) {
        bid = {type: 'bid', call: parseCall(each) ?? each, by, children: []}
        if (!last) bid.data = {bboalertImplied: true}
        parent.children.push(bid)
        nodes.set(key, bid)
      }

      parent = bid
    }

    const bid = parent as Bid
    if (bid.data) delete bid.data.bboalertImplied
    if (position) bid.position = position
    const explanationOffset = line.offset + fields[0]!.length + fields[1]!.length + 2
    const [boxText, chat] = splitChat(explanation)
    const existing = bid.children.findIndex((child: Bid['children'][number]) => child.type === 'meaning')
    if (existing !== -1) {
      // The last matching record wins in BBOalert.
      bid.children.splice(existing, 1)
      file.message('Unexpected second record for `' + fields[0]!.trim() + ',' + fields[1]!.trim() + '`, the later one wins (as in BBOalert)', {
        place: position,
        ruleId: 'duplicate-record',
        source
      })
    }

    if (boxText.trim() !== '' || chat !== undefined) {
      const meaning: Meaning = {type: 'meaning', children: phrasing(boxText.trim(), explanationOffset)}
      if (chat !== undefined) meaning.data = {bboalertChat: chat}
      const meaningPosition = span(explanationOffset, explanationOffset + explanation.length)
      if (meaningPosition) meaning.position = meaningPosition
      bid.children.unshift(meaning)
    }
  }

  function phrasing(value: string, offset: number): PhrasingContent[] {
    const result: PhrasingContent[] = []
    let last = 0
    const textUpTo = (end: number) => {
      if (end <= last) return
      const node: Text = {type: 'text', value: value.slice(last, end)}
      const position = span(offset + last, offset + end)
      if (position) node.position = position
      result.push(node)
    }

    for (const match of value.matchAll(/![CDHS]/g)) {
      textUpTo(match.index)
      const node: SuitSymbol = {type: 'suit', suit: match[0].charAt(1) as SuitSymbol['suit']}
      const position = span(offset + match.index, offset + match.index + 2)
      if (position) node.position = position
      result.push(node)
      last = match.index + 2
    }

    textUpTo(value.length)
    return result
  }
}

/** The bidding-box text and the chat text after `#`. */
function splitChat(explanation: string): [string, string | undefined] {
  const at = explanation.indexOf('#')
  return at === -1 ? [explanation, undefined] : [explanation.slice(0, at), explanation.slice(at + 1)]
}

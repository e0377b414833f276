/**
 * Constraint blocks: a trailing `{…}` in a bid's description that gives the
 * bid machine-readable fields, in core's constraint notation, while other
 * BML tools show it as text:
 *
 * ```
 * 1N  Strong notrump {15-17 HCP, balanced}
 * 2C  Stayman {8+ HCP; if 4+!h or 4+!s; alert asking; forcing}
 * 2X  Weak two {6+X, 5-10 HCP; preemptive}
 * ```
 *
 * `block := '{' [constraint] (';' part)* '}'`, the last thing in the
 * description (it may span continuation lines). Parts: `alert [disposition]`
 * (or `artificial`), a disposition alone, `disposition NAME`, `forcing
 * [one-round|game|slam]`, `non-forcing`, `game-forcing`, `F1`, `GF`, `NF`,
 * `priority N`, `if CONSTRAINT` (or `criteria …`), `seats 34`, `vul NY`,
 * `fallback`. A block with any problem is kept as text, with a positioned
 * warning for each problem.
 *
 * Blocks are ours, not BML's: `bmlParse` reads them only with
 * `bmlConstraints` (see constraint-language.ts).
 */

import {bareDispositions} from '@bidding/bml-util'
import {
  dispositions,
  parsePriority,
  priorityClasses,
  type Alert,
  type Disposition,
  type Forcing,
  type Seat,
  type VulnerabilityCondition
} from '@bidding/core/calls'
import {parseConstraint} from '@bidding/core/constraints'
import type {Bid} from '@bidding/core'
import {warn, type Context} from './context.js'
import {SlicedText, trimmedEnd, type Line} from './source.js'

/** A range of characters of a line. */
export interface Slice {
  line: Line
  from: number
  to: number
}

/** The fields a block sets on its bid. */
export type BlockFields = Pick<Bid, 'constraint' | 'criteria' | 'alert' | 'forcing' | 'priority' | 'fallback' | 'seats' | 'vulnerability'>

interface Problem {
  reason: string
  start: number
  end: number
  ruleId: string
}

const forcingWords: ReadonlyMap<string, Forcing> = new Map([
  ['non-forcing', 'non-forcing'],
  ['nf', 'non-forcing'],
  ['f1', 'one-round'],
  ['game-forcing', 'game'],
  ['gf', 'game']
])

const forcingLevels: ReadonlyMap<string, Forcing> = new Map([
  ['one-round', 'one-round'],
  ['game', 'game'],
  ['slam', 'slam']
])

const vulnerabilityLetters: ReadonlyMap<string, VulnerabilityCondition['we']> = new Map([
  ['Y', 'yes'],
  ['N', 'no'],
  ['0', 'any']
])

const keywords = new Set([
  'alert',
  'artificial',
  'disposition',
  'forcing',
  'priority',
  'if',
  'criteria',
  'seats',
  'vul',
  'fallback',
  ...forcingWords.keys(),
  ...bareDispositions
])

const dispositionList = '`' + dispositions.filter((name) => name !== 'none').join('`, `') + '`'

/** Split the inside of a block on `;` (not inside `[…]`), with offsets. */
function splitParts(inner: string): Array<{text: string; start: number}> {
  const parts: Array<{text: string; start: number}> = []
  let depth = 0
  let start = 0
  for (let index = 0; index <= inner.length; index++) {
    const character = inner[index]
    if (character === '[') depth++
    else if (character === ']') depth = Math.max(0, depth - 1)
    if (index === inner.length || (character === ';' && depth === 0)) {
      parts.push({text: inner.slice(start, index), start})
      start = index + 1
    }
  }

  return parts
}

/** Read the keyword part `text` (starting at `start` in the block) into `fields`. */
function readPart(text: string, start: number, fields: BlockFields, problems: Problem[], seen: Set<string>): void {
  const lead = text.length - text.trimStart().length
  const body = text.trim()
  const word = /^\S+/.exec(body)![0]
  const key = word.toLowerCase()
  const rest = body.slice(word.length).trim()
  const restStart = start + lead + body.indexOf(rest, word.length)
  const wordSpan = {start: start + lead, end: start + lead + word.length}
  const problem = (reason: string, ruleId = 'invalid-block-part', span = {start: start + lead, end: start + lead + body.length}) => {
    problems.push({reason, ruleId, ...span})
  }

  const group =
    key === 'alert' || key === 'artificial' || bareDispositions.has(key) || key === 'disposition'
      ? 'alert'
      : key === 'forcing' || forcingWords.has(key)
        ? 'forcing'
        : key === 'criteria'
          ? 'if'
          : key
  if (seen.has(group)) {
    problem('Unexpected second `' + word + '` in the block, expected each kind of part once', 'invalid-block-part', wordSpan)
    return
  }

  seen.add(group)
  const none = () => {
    if (rest !== '') problem('Unexpected `' + rest + '` after `' + word + '`, expected `;` or `}`')
  }

  const value = rest.toLowerCase()
  if (key === 'alert' || key === 'artificial') {
    const alert: Alert = {artificial: true}
    if (rest !== '') {
      if (!(dispositions as readonly string[]).includes(value)) {
        problem('Unexpected `' + rest + '` after `' + word + '`, expected a disposition (' + dispositionList + ')', 'invalid-block-part', {
          start: restStart,
          end: restStart + rest.length
        })
        return
      }

      alert.disposition = value as Disposition
    }

    fields.alert = alert
  } else if (bareDispositions.has(key)) {
    none()
    fields.alert = {disposition: key as Disposition}
  } else if (key === 'disposition') {
    if (!(dispositions as readonly string[]).includes(value)) {
      problem('Unexpected `' + rest + '` after `disposition`, expected one of ' + dispositionList)
      return
    }

    fields.alert = {disposition: value as Disposition}
  } else if (key === 'forcing') {
    if (rest === '') fields.forcing = 'one-round'
    else if (forcingLevels.has(value)) fields.forcing = forcingLevels.get(value)
    else problem('Unexpected `' + rest + '` after `forcing`, expected `one-round`, `game` or `slam`')
  } else if (forcingWords.has(key)) {
    none()
    fields.forcing = forcingWords.get(key)
  } else if (key === 'priority') {
    const priority = parsePriority(rest)
    if (priority === undefined) {
      problem('Unexpected `' + rest + '` after `priority`, expected a class (' + [...priorityClasses.keys()].map((name) => '`' + name + '`').join(', ') + ') or a whole number such as `2`')
    } else fields.priority = priority
  } else if (key === 'if' || key === 'criteria') {
    const result = parseConstraint(rest)
    if (result.ok) fields.criteria = result.constraint
    else problems.push({reason: result.message, start: restStart + result.start, end: restStart + result.end, ruleId: 'invalid-constraint'})
  } else if (key === 'seats') {
    const digits = rest.replaceAll(/[\s,]/g, '')
    if (!/^[1-4]+$/.test(digits)) problem('Unexpected `' + rest + '` after `seats`, expected seats `1`–`4` such as `34`')
    else fields.seats = [...new Set([...digits].map(Number))].sort() as Seat[]
  } else if (key === 'vul') {
    const letters = rest.replaceAll(/\s/g, '').toUpperCase()
    const we = vulnerabilityLetters.get(letters[0] ?? '')
    const they = vulnerabilityLetters.get(letters[1] ?? '')
    if (letters.length !== 2 || !we || !they) problem('Unexpected `' + rest + '` after `vul`, expected two of `Y`, `N`, `0` (we, they) as in `#VUL`')
    else fields.vulnerability = {we, they}
  } else if (key === 'fallback') {
    none()
    fields.fallback = true
  }
}

/** The last character that is not whitespace in `slices[0…through]`, if any. */
function lastVisible(slices: readonly Slice[], through: number): string | undefined {
  for (let index = through; index >= 0; index--) {
    const {line, from, to} = slices[index]!
    const end = trimmedEnd(line.text, from, to)
    if (end > from) return line.text[end - 1]
  }

  return undefined
}

/**
 * Find and read the block at the end of a description. Returns the
 * description without it and the fields, or `undefined` when there is no
 * block or it has problems (then it stays text, and each problem is
 * reported).
 */
export function readBlock(context: Context, slices: readonly Slice[]): {slices: Slice[]; fields: BlockFields} | undefined {
  if (context.settings.reference || slices.length === 0) return undefined
  // A final `.` line (BML's empty line) stays after the block.
  const last = slices.at(-1)!
  const marker = slices.length > 1 && last.to - last.from === 1 && last.line.text[last.from] === '.'
  // Most descriptions have no block: look at their last visible character before joining their lines.
  if (lastVisible(slices, marker ? slices.length - 2 : slices.length - 1) !== '}') return undefined
  const own = marker ? slices.slice(0, -1) : [...slices]
  const text = new SlicedText(own)
  const value = text.value
  const end = value.trimEnd().length
  if (value[end - 1] !== '}') return undefined
  const open = value.lastIndexOf('{', end - 2)
  if (open === -1) return undefined
  const inner = value.slice(open + 1, end - 1)
  if (inner.trim() === '') return undefined

  const fields: BlockFields = {}
  const problems: Problem[] = []
  const seen = new Set<string>()
  for (const [index, part] of splitParts(inner).entries()) {
    const body = part.text.trim()
    const lead = part.text.length - part.text.trimStart().length
    if (body === '') {
      if (index > 0) problems.push({reason: 'Unexpected empty part, expected a part after `;`', start: part.start, end: part.start, ruleId: 'invalid-block-part'})
      continue
    }

    const word = /^\S+/.exec(body)![0].toLowerCase()
    if (keywords.has(word)) {
      readPart(part.text, part.start, fields, problems, seen)
    } else if (index === 0) {
      const result = parseConstraint(body)
      if (result.ok) fields.constraint = result.constraint
      else problems.push({reason: result.message, start: part.start + lead + result.start, end: part.start + lead + result.end, ruleId: 'invalid-constraint'})
    } else {
      problems.push({
        reason:
          'Unexpected `' + /^\S+/.exec(body)![0] + '` in a block, expected `alert`, `forcing`, `priority`, `if`, `seats`, `vul`, `fallback` or a disposition (the constraint comes first)',
        start: part.start + lead,
        end: part.start + lead + word.length,
        ruleId: 'unknown-block-part'
      })
    }
  }

  if (problems.length > 0) {
    for (const problem of problems) {
      const from = open + 1 + problem.start
      const to = open + 1 + Math.max(problem.start, problem.end)
      const position = text.position(from, to)
      warn(context, problem.reason + ' (the block is kept as text)', position, problem.ruleId, own[0]!.line)
    }

    return undefined
  }

  // The description without the block.
  const kept: Slice[] = []
  let offset = 0
  for (const slice of own) {
    const length = slice.to - slice.from
    if (offset + length < open) {
      kept.push(slice)
    } else {
      const local = open - offset
      const before = slice.line.text.slice(slice.from, slice.from + local)
      const trimmed = before.trimEnd().length
      if (trimmed > 0 || kept.length === 0) kept.push({line: slice.line, from: slice.from, to: slice.from + trimmed})
      break
    }

    offset += length + 1
  }

  if (marker) kept.push(last)
  return {slices: kept, fields}
}

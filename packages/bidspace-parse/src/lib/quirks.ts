/**
 * Where the reference reads a line differently from this reader: each
 * difference is one of the format's quirks (formats.md §1.4), reported as a
 * positioned warning whichever profile builds the tree.
 */

import {parseCall} from '@bidding/core/calls'
import type {Line, Span} from './lines.js'
import type {DefaultLine} from './read-line.js'
import type {ReferenceLine} from './reference.js'
import {isAtom, readingToAtom, readReferenceRule, readRule, sameAtom} from '@bidding/bidspace-util'

/** Which reading builds the tree. */
export type Profile = 'default' | 'reference'

/** A warning about part of a line. */
export interface Finding {
  ruleId: string
  reason: string
  start: number
  end: number
}

function code(value: string): string {
  return '`' + value + '`'
}

function at(span: Span, ruleId: string, reason: string): Finding {
  return {ruleId, reason, start: span.start, end: span.end}
}

/** What the reference makes of a line this reader reads as a state or bid line, for messages. */
function describeReference(reference: ReferenceLine): string {
  switch (reference.kind) {
    case 'bid': {
      return 'reads it as bid ' + code(reference.line.bid.text) + ' with next state ' + code(reference.line.nextState!.text)
    }

    case 'state': {
      return 'reads it as state ' + code(reference.name.text)
    }

    default: {
      return 'ignores it'
    }
  }
}

/** A rule both grammars read alike, when the reference reads it as one token. */
const plainRule = /^(?:p\((?:hp|lp|sp),\d{1,2},\d{1,2}\)|[sh]\([shdc],(?:eq|gte|gt|lte|lt),\d{1,2}\)|dt\((?:eq|gte|gt|lte|lt),\d\))$/

/** A call written as a bidding_space word. */
function readCall(word: string): string | undefined {
  return /^\w+$/.test(word) ? parseCall(word) : undefined
}

/** Description characters the reference keeps, and those it allows before `@`. */
const descriptionCharacter = /[A-Za-z0-9, -]/
const beforeDescriptionCharacter = /[ \t\n\r\f\vA-Za-z0-9,()'_-]/

/**
 * Whether a bid line is in the reference's own clean form: a call and a
 * next state that are words, at most nine plain rules, and a description
 * of the characters it keeps. Both grammars read such a line alike.
 */
export function isPlainBidLine(own: DefaultLine, source: Line): boolean {
  if (own.kind !== 'bid' || own.ruleInNextState || !own.line.nextState) return false
  const {bid, nextState, rules, description} = own.line
  if (!readCall(bid.text) || !/^\w+$/.test(nextState.text) || rules.length > 9) return false
  if (!rules.every((rule) => plainRule.test(rule.text))) return false
  if (!description) return true
  return /^[A-Za-z0-9, -]*$/.test(description.text) && /^[ \t\n\r\f\vA-Za-z0-9,()'_-]*$/.test(source.text.slice(0, source.text.indexOf('@')))
}

/** Compare the two readings of one line. */
export function findQuirks(own: DefaultLine, reference: ReferenceLine, source: Line, profile: Profile): Finding[] {
  const findings: Finding[] = []
  const kept = profile === 'default'

  if (own.kind === 'blank' || own.kind === 'comment') return findings

  if (own.kind === 'directive') {
    const [value, ...extra] = own.values
    if (own.name === 'next_state') {
      findings.push({
        ruleId: 'next-state-line',
        reason:
          'Unexpected ' +
          code('next_state:') +
          ' line, which no version of the format reads; the reference ' +
          describeReference(reference) +
          '; kept as it is',
        start: own.keyword.start,
        end: (own.values.at(-1) ?? own.keyword).end
      })
      return findings
    }

    if (own.name === 'priority') {
      const ours = own.values.map((token) => token.text)
      const theirs = reference.kind === 'priority' ? reference.tokens.map((token) => token.text) : []
      const index = ours.findIndex((token, position) => token !== theirs[position])
      if (index !== -1) {
        findings.push(
          at(
            own.values[index]!,
            'priority-misread',
            'Unexpected priority ' +
              code(ours[index]!) +
              ', which the reference reads as ' +
              code(theirs.join(' ')) +
              ' (at most eleven words of at most three letters or digits)' +
              (kept ? '; kept' : '; read as the reference does')
          )
        )
      }

      return findings
    }

    if (!value) {
      findings.push(at(own.keyword, 'missing-value', 'Missing value after ' + code(own.name + ':') + ', the line is kept as it is'))
      return findings
    }

    if (extra.length > 0) {
      findings.push({
        ruleId: 'unexpected-content',
        reason:
          'Unexpected ' + code(extra.map((span) => span.text).join(' ')) + ' after ' + code(own.name + ': ' + value.text) + ', ignored as the reference does',
        start: extra[0]!.start,
        end: extra.at(-1)!.end
      })
    }

    if (own.name === 'state' && (reference.kind !== 'state' || reference.name.text !== value.text)) {
      findings.push(
        at(
          value,
          'invalid-state-name',
          'Unexpected state name ' +
            code(value.text) +
            ', expected letters, digits and `_`; the reference ' +
            describeReference(reference)
        )
      )
    }

    // A previous bid is one word: the reference reads a call the same way,
    // and the tree builder reports one that is no call.
    return findings
  }

  // A bid line.
  const {line, ruleInNextState} = own
  if (line.bid.text === '') return findings
  const theirs = reference.kind === 'bid' ? reference.line : undefined

  if (ruleInNextState) {
    findings.push(
      at(
        ruleInNextState,
        'missing-next-state',
        'Unexpected rule ' +
          code(ruleInNextState.text) +
          ' in the next-state column, expected a state name; the reference ' +
          describeReference(reference) +
          (kept ? '; kept as a rule' : '; read as the reference does')
      )
    )
  } else if (!line.nextState) {
    findings.push(
      at(
        line.bid,
        'missing-next-state',
        'Missing next state after bid ' + code(line.bid.text) + '; the reference ' + describeReference(reference)
      )
    )
  } else if (!readCall(line.bid.text)) {
    // A bid that is no call is reported by the tree builder.
  } else if (!theirs) {
    findings.push(at(line.bid, 'bid-misread', 'Unexpected bid line that the reference ignores'))
  } else if (theirs.bid.text !== line.bid.text) {
    findings.push(at(line.bid, 'bid-misread', 'Unexpected bid ' + code(line.bid.text) + ', the reference ' + describeReference(reference)))
  } else if (theirs.nextState!.text !== line.nextState.text) {
    findings.push(
      at(
        line.nextState,
        'invalid-state-name',
        'Unexpected next state ' +
          code(line.nextState.text) +
          ', expected letters, digits, `_` and `-`; the reference reads ' +
          code(theirs.nextState!.text)
      )
    )
  } else if (!/^\w+$/.test(line.nextState.text)) {
    findings.push(
      at(
        line.nextState,
        'invalid-state-name',
        'Unexpected next state ' +
          code(line.nextState.text) +
          ', expected letters, digits and `_`: no `state:` line can name it, so the consumer never finds its row'
      )
    )
  }

  for (const token of line.rules) {
    if (token === ruleInNextState) continue
    // A rule in the reference's own form, which it reads as its own group:
    // both readings agree, no need to build them.
    if (plainRule.test(token.text) && theirs?.rules.some((candidate) => candidate.start === token.start && candidate.text === token.text)) {
      continue
    }

    const reading = readRule(token.text)
    const atom = reading ? readingToAtom(reading, token.text) : undefined
    // A rule this reader cannot read either: the tree builder reports it.
    if (!atom || !isAtom(atom)) continue
    const match = theirs?.rules.find((candidate) => candidate.start === token.start)
    const theirReading = match ? readReferenceRule(match.text) : undefined
    const theirAtom = theirReading ? readingToAtom(theirReading, match!.text) : undefined
    if (
      match?.text === token.text &&
      theirAtom &&
      isAtom(theirAtom) &&
      sameAtom(theirAtom, atom)
    ) {
      continue
    }

    const outcome = kept ? '; kept' : '; dropped as the reference does'
    if (/\s/.test(token.text)) {
      findings.push(at(token, 'rule-with-spaces', 'Unexpected space in rule ' + code(token.text) + ', which the reference drops' + outcome))
    } else if (/[A-Z]/.test(token.text)) {
      findings.push(
        at(token, 'rule-case', 'Unexpected upper case in rule ' + code(token.text) + ', the reference stops reading rules here' + outcome)
      )
    } else if (theirs && theirs.rules.length === 9 && token.start >= theirs.rules[8]!.end) {
      findings.push(at(token, 'rule-overflow', 'Unexpected rule ' + code(token.text) + ' past the ninth, the reference reads nine at most' + outcome))
    } else if (theirReading && theirAtom && isAtom(theirAtom)) {
      findings.push(
        at(
          token,
          'rule-misread',
          'Unexpected rule ' +
            code(token.text) +
            ', which the reference misreads as ' +
            code(spell(theirReading)) +
            (kept ? '; read whole' : '; read as the reference does')
        )
      )
    } else {
      findings.push(at(token, 'rule-misread', 'Unexpected rule ' + code(token.text) + ' that the reference does not read' + outcome))
    }
  }

  const ours = line.description?.text ?? ''
  const theirDescription = theirs?.description?.text ?? ''
  if (theirs && ours !== theirDescription) {
    const cut = descriptionCut(source, line.description!)
    findings.push({
      ruleId: 'description-cut',
      reason:
        'Unexpected ' +
        code(cut.character) +
        (cut.before ? ' before the description, the reference reads none' : ' in the description, the reference cuts it to ' + code(theirDescription)) +
        (kept ? '; kept whole' : '; cut as the reference does'),
      start: cut.start,
      end: cut.start + cut.character.length
    })
  }

  return findings
}

/** Where and why the reference cuts a description. */
function descriptionCut(source: Line, description: Span): {character: string; start: number; before: boolean} {
  const before = source.text.slice(0, source.text.indexOf('@'))
  for (let index = 0; index < before.length; index++) {
    const character = before.charAt(index)
    if (!beforeDescriptionCharacter.test(character)) return {character, start: source.start + index, before: true}
  }

  let index = 0
  while (index < description.text.length && descriptionCharacter.test(description.text.charAt(index))) index++
  return {character: description.text.charAt(index), start: description.start + index, before: false}
}

function spell(reading: NonNullable<ReturnType<typeof readReferenceRule>>): string {
  switch (reading.type) {
    case 'points': {
      return 'p(' + reading.scale + ',' + reading.lb + ',' + reading.ub + ')'
    }

    case 'doubletons': {
      return 'dt(' + reading.condition + ',' + reading.count + ')'
    }

    default: {
      return (reading.type === 'length' ? 's(' : 'h(') + reading.suit + ',' + reading.condition + ',' + reading.count + ')'
    }
  }
}

/**
 * Labels of calls in LaTeX: `1NT`, `2\BC{}`, `Dbl`, `(Pass)`, patterns as
 * written (`2X`, `1M`, `3\BC{}\BD{}`). In the `reference` profile a label is
 * built as bml2latex builds it: the call as written, `P`/`D`/`R` as a whole
 * bid become `Pass`/`Dbl`/`Rdbl` (`(P)` stays), then every call in the text
 * gets its suit macros (`2HS` → `2\BH\BS`, `1N` → `1NT`).
 */

import {formatCall, parseCallPattern, type CallPattern, type Side} from '@bidding/core/calls'
import {referenceCallText, referenceContextText} from '@bidding/display'
import {escapeLatex} from '@bidding/latex-util'
import type {State} from './types.js'

type Single = Exclude<CallPattern, {type: 'alternatives'}>

/** A call in text, as bml2latex finds it (`1C`, `2HS`, `3N` but not `3NT`). */
const textCall = /\d(?:[CDHS]|N(?!T))+/g

function strain(letter: string, state: State): string {
  if (letter === 'N') return 'NT'
  return '\\B' + letter + (state.settings.reference ? '' : '{}')
}

function single(pattern: Single, state: State): string {
  switch (pattern.type) {
    case 'call': {
      const call = pattern.call
      if (call === 'P' || call === 'X' || call === 'XX') return formatCall(call, 'display')
      return call[0]! + strain(call[1]!, state)
    }

    case 'strains': {
      if (pattern.word) return pattern.level + pattern.word
      return pattern.level + pattern.strains.map((letter) => strain(letter, state)).join('')
    }

    case 'variable': {
      return pattern.level + pattern.variable
    }

    case 'steps': {
      return pattern.steps + (pattern.steps === 1 ? 'step' : 'steps')
    }

    case 'described': {
      return (pattern.level ?? '') + pattern.word
    }

    case 'orHigher': {
      return single(pattern.from, state) + '+'
    }
  }
}

/**
 * Text in which calls get their suit macros (a history row, a call as
 * written); the rest is escaped.
 */
export function callsInText(value: string, state: State): string {
  let result = ''
  let start = 0
  for (const match of value.matchAll(textCall)) {
    result += escapeLatex(value.slice(start, match.index), state, {oneLine: true, arrow: 'math'})
    result += match[0][0] + [...match[0].slice(1)].map((letter) => strain(letter, state)).join('')
    start = match.index + match[0].length
  }

  return result + escapeLatex(value.slice(start), state, {oneLine: true, arrow: 'math'})
}

/** The label of a call. */
export function callLabel(call: string, by: Side, raw: string | undefined, state: State): string {
  if (state.settings.reference) return callsInText(referenceCallText(call, by, raw), state)
  const pattern = parseCallPattern(call)
  let label: string
  if (pattern === undefined) label = escapeLatex(call, state, {oneLine: true})
  else if (pattern.type === 'alternatives') label = pattern.options.map((option) => single(option, state)).join('/')
  else label = single(pattern, state)
  return by === 'they' ? '(' + label + ')' : label
}

/** The label of an auction prefix: its calls joined with `-`. */
export function contextLabel(context: ReadonlyArray<{call: string; by: Side; raw?: string | undefined}>, state: State): string {
  if (state.settings.reference) {
    return callsInText(context.map((item) => referenceContextText(item)).join('-'), state)
  }

  return context.map((item) => callLabel(item.call, item.by, undefined, state)).join('-')
}

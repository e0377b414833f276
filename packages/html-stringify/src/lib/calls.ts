/**
 * Labels of calls: `1NT`, `2♣`, `Dbl`, `(Pass)`, patterns as written (`2X`,
 * `1M`, `3♣♦`). In the `reference` profile a label is built the way bml2html
 * builds it: the call as written, `P`/`D`/`R` as a whole bid become
 * `Pass`/`Dbl`/`Rdbl` (but `(P)` stays), then the text conversions.
 */

import {formatCall, parseCallPattern, type CallPattern, type Side} from '@bidding/core/calls'
import type {ContextCall} from '@bidding/core'
import {referenceCallText, referenceContextText} from '@bidding/display'
import type {ElementContent} from 'hast'
import {pushText, suitSymbol, textToHast} from './text.js'
import type {State} from './types.js'

type Single = Exclude<CallPattern, {type: 'alternatives'}>

function strainNodes(nodes: ElementContent[], strain: string): void {
  if (strain === 'N') pushText(nodes, 'NT')
  else nodes.push(suitSymbol(strain as 'C' | 'D' | 'H' | 'S'))
}

function singleNodes(nodes: ElementContent[], pattern: Single): void {
  switch (pattern.type) {
    case 'call': {
      const call = pattern.call
      if (call === 'P' || call === 'X' || call === 'XX') {
        pushText(nodes, formatCall(call, 'display'))
        return
      }

      pushText(nodes, call[0]!)
      strainNodes(nodes, call[1]!)
      return
    }

    case 'strains': {
      pushText(nodes, String(pattern.level))
      if (pattern.word) pushText(nodes, pattern.word)
      else for (const strain of pattern.strains) strainNodes(nodes, strain)
      return
    }

    case 'variable': {
      pushText(nodes, String(pattern.level) + pattern.variable)
      return
    }

    case 'steps': {
      pushText(nodes, String(pattern.steps) + (pattern.steps === 1 ? 'step' : 'steps'))
      return
    }

    case 'described': {
      pushText(nodes, (pattern.level ?? '') + pattern.word)
      return
    }

    case 'orHigher': {
      singleNodes(nodes, pattern.from)
      pushText(nodes, '+')
    }
  }
}

/** The label of a call: text and suit symbols. */
export function callLabel(call: string, by: Side, raw: string | undefined, state: State): ElementContent[] {
  if (state.settings.reference) return textToHast(referenceCallText(call, by, raw), state, false, true)
  const nodes: ElementContent[] = []
  if (by === 'they') pushText(nodes, '(')
  const pattern = parseCallPattern(call)
  if (pattern === undefined) {
    // Not a call: show it as written (escaped like all text).
    for (const node of textToHast(call, state)) nodes.push(node)
  } else if (pattern.type === 'alternatives') {
    for (const [index, option] of pattern.options.entries()) {
      if (index > 0) pushText(nodes, '/')
      singleNodes(nodes, option)
    }
  } else {
    singleNodes(nodes, pattern)
  }

  if (by === 'they') pushText(nodes, ')')
  return nodes
}

/** The label of an auction prefix: its calls joined with `-` (`1♣-(1♦)`). */
export function contextLabel(context: readonly ContextCall[], state: State, suffix = ''): ElementContent[] {
  if (state.settings.reference) {
    const text = context.map((item) => referenceContextText(item)).join('-') + suffix
    return textToHast(text, state, false, true)
  }

  const nodes: ElementContent[] = []
  for (const [index, item] of context.entries()) {
    if (index > 0) pushText(nodes, '-')
    for (const node of callLabel(item.call, item.by, undefined, state)) {
      if (node.type === 'text') pushText(nodes, node.value)
      else nodes.push(node)
    }
  }

  return nodes
}

/** An id fragment for a call: canonical spelling, theirs in parentheses. */
export function callKey(call: string, by: Side): string {
  const spelled = call.replaceAll(/\s+/g, '')
  return by === 'they' ? '(' + spelled + ')' : spelled
}

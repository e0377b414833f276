/**
 * Text and phrasing → hast. Suit symbols become coloured spans (the
 * reference's `ccolor` … `scolor` classes); `---` and `--` become dashes.
 * In the `reference` profile a literal `{}` becomes ∅, and with
 * `suitsInText: 'all'` every call written in text (`1C`, `4SFG`) gets its
 * suit symbol, as bml2html does.
 */

import {messageAt} from '@bidding/core/messages'
import type {Node, PhrasingContent} from '@bidding/core'
import type {ElementContent} from 'hast'
import {element} from './element.js'
import type {State} from './types.js'

type Suit = 'C' | 'D' | 'H' | 'S'

const suitClasses: Readonly<Record<Suit, string>> = {C: 'ccolor', D: 'dcolor', H: 'hcolor', S: 'scolor'}
const suitCharacters: Readonly<Record<Suit, string>> = {C: '♣', D: '♦', H: '♥', S: '♠'}

/** A call in text, as bml2html finds it (`1C`, `2HS`, `3N` but not `3NT`). */
const textCall = /\d(?:[CDHS]|N(?!T))+/g

/** A coloured suit symbol. */
export function suitSymbol(suit: Suit): ElementContent {
  return element('span', {className: [suitClasses[suit]]}, [{type: 'text', value: suitCharacters[suit]}])
}

/** Push text, merging with a preceding text node. */
export function pushText(nodes: ElementContent[], value: string): void {
  if (value === '') return
  const last = nodes.at(-1)
  if (last?.type === 'text') last.value += value
  else nodes.push({type: 'text', value})
}

function typography(value: string, state: State, code: boolean): string {
  let result = value
  // Dashes: in code only where the reference (which converts the whole body) does.
  if (!code || state.settings.reference) result = result.replaceAll('---', '—').replaceAll('--', '–')
  if (state.settings.reference) result = result.replaceAll('{}', '∅')
  return result
}

/** The letters of a call found in text (`2HS`) as symbols and `NT`. */
function callInText(nodes: ElementContent[], match: string): void {
  pushText(nodes, match[0]!)
  for (const letter of match.slice(1)) {
    if (letter === 'N') pushText(nodes, 'NT')
    else nodes.push(suitSymbol(letter as Suit))
  }
}

/**
 * Text → hast: dashes, and what the profile converts.
 *
 * @param code the text is inline code (left alone in the default profile).
 * @param calls find calls in the text whatever `suitsInText` says (for
 *   text that is an auction, such as a history row).
 */
export function textToHast(value: string, state: State, code = false, calls = false): ElementContent[] {
  const nodes: ElementContent[] = []
  // Code is literal, except in the reference profile (bml2html converts the whole body).
  if ((!calls && state.settings.suitsInText !== 'all') || (code && !state.settings.reference)) {
    pushText(nodes, typography(value, state, code))
    return nodes
  }

  let start = 0
  for (const match of value.matchAll(textCall)) {
    pushText(nodes, typography(value.slice(start, match.index), state, code))
    callInText(nodes, match[0])
    start = match.index + match[0].length
  }

  pushText(nodes, typography(value.slice(start), state, code))
  return nodes
}

/** Phrasing → hast; a `break` becomes `<br>`. */
export function phrasingToHast(children: readonly PhrasingContent[], state: State): ElementContent[] {
  const nodes: ElementContent[] = []
  for (const child of children) {
    switch (child.type) {
      case 'text': {
        for (const node of textToHast(child.value, state)) {
          if (node.type === 'text') pushText(nodes, node.value)
          else nodes.push(node)
        }

        break
      }

      case 'emphasis': {
        nodes.push(element('em', {}, phrasingToHast(child.children, state)))
        break
      }

      case 'strong': {
        nodes.push(element('strong', {}, phrasingToHast(child.children, state)))
        break
      }

      case 'inlineCode': {
        nodes.push(element('code', {}, textToHast(child.value, state, true)))
        break
      }

      case 'suit': {
        nodes.push(suitSymbol(child.suit))
        break
      }

      case 'break': {
        nodes.push(element('br', {}))
        break
      }

      default: {
        unknown(child, state)
      }
    }
  }

  return nodes
}

/** Warn about a node this writer does not know; it is skipped. */
export function unknown(node: Node, state: State): void {
  messageAt(state.file, 'Unexpected unknown node `' + node.type + '`, it is not rendered', node, {
    ruleId: 'unknown-node',
    source: '@bidding/html-stringify'
  })
}

/**
 * Phrasing → LaTeX: text (escaped, quotes typeset), `\emph`, `\textbf`,
 * `\texttt`, suit macros.
 *
 * A suit symbol is `\BC{}` … `\BS{}` (`\pdfc{}` … in headings, for the PDF
 * bookmarks). The reference writes `\BC` followed by `\ ` before a space and
 * by a space otherwise (`5+\BH , 4\BS , inv`); its profile does the same.
 */

import {messageAt} from '@bidding/core/messages'
import type {Node, PhrasingContent} from '@bidding/core'
import {escapeLatex, type EscapeOptions} from '@bidding/latex-util'
import type {State} from './types.js'

/** Where phrasing goes. */
export interface PhrasingOptions extends EscapeOptions {
  /** In a heading: suits as `\pdfc` …. */
  heading?: boolean | undefined
}

const suitMacros: Readonly<Record<string, string>> = {C: 'C', D: 'D', H: 'H', S: 'S'}

/** Typeset straight double quotes: ``…'' (bml2latex: only after white space). */
function quotes(value: string, state: State): string {
  if (state.settings.reference) return value.replaceAll(/(?<=\s)"(\S[^"]*)"/g, '``$1\'\'')
  if (!value.includes('"')) return value
  let result = ''
  for (let index = 0; index < value.length; index++) {
    const character = value[index]!
    if (character !== '"') {
      result += character
      continue
    }

    const before = index === 0 ? ' ' : value[index - 1]!
    result += /[\s([{]/.test(before) ? '``' : "''"
  }

  return result
}

/** The text written after a suit macro in the reference profile. */
function afterSuit(next: PhrasingContent | undefined): string {
  if (next?.type === 'text') {
    if (next.value.startsWith(' ')) return '\\'
    if (next.value.startsWith('\n')) return '\\ '
  }

  return ' '
}

/** Phrasing → LaTeX. */
export function phrasingToLatex(nodes: readonly PhrasingContent[], state: State, options: PhrasingOptions = {}): string {
  let result = ''
  for (const [index, node] of nodes.entries()) {
    switch (node.type) {
      case 'text': {
        result += escapeLatex(quotes(node.value, state), state, options)
        break
      }

      case 'emphasis': {
        result += '\\emph{' + phrasingToLatex(node.children, state, options) + '}'
        break
      }

      case 'strong': {
        result += '\\textbf{' + phrasingToLatex(node.children, state, options) + '}'
        break
      }

      case 'inlineCode': {
        result += '\\texttt{' + escapeLatex(node.value, state, {...options, arrow: 'keep'}) + '}'
        break
      }

      case 'suit': {
        const macro = (options.heading ? '\\pdf' + node.suit.toLowerCase() : '\\B' + suitMacros[node.suit])
        result += macro + (state.settings.reference ? afterSuit(nodes[index + 1]) : '{}')
        break
      }

      case 'break': {
        result += options.oneLine ? ' ' : '\\\\\n'
        break
      }

      default: {
        unknown(node, state)
      }
    }
  }

  return result
}

/** Warn about a node this writer does not know; it is skipped. */
export function unknown(node: Node, state: State): void {
  messageAt(state.file, 'Unexpected unknown node `' + node.type + '`, it is not rendered', node, {
    ruleId: 'unknown-node',
    source: '@bidding/latex-stringify'
  })
}

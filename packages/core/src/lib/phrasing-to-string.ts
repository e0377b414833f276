/**
 * Phrasing → plain text, for writers whose formats have no markup: the text
 * of emphasis, strong and code kept, suits written in the format's style.
 */

import {suitSymbols} from './call/call.js'
import type {PhrasingContent} from './nodes.js'

/** Options for `phrasingToString`. */
export interface PhrasingToStringOptions {
  /** Suits as Unicode symbols (`♠`, default), BML codes (`!s`), BBO codes (`!S`) or letters (`S`). */
  suits?: 'symbols' | 'bml' | 'bbo' | 'letters' | undefined
  /** What a `break` becomes (default: a space). */
  lineBreak?: string | undefined
}

/** The plain text of phrasing content. */
export function phrasingToString(nodes: readonly PhrasingContent[], options: PhrasingToStringOptions = {}): string {
  const style = options.suits ?? 'symbols'
  const lineBreak = options.lineBreak ?? ' '
  let result = ''
  for (const node of nodes) {
    switch (node.type) {
      case 'text':
      case 'inlineCode': {
        result += node.value
        break
      }

      case 'emphasis':
      case 'strong': {
        result += phrasingToString(node.children, options)
        break
      }

      case 'suit': {
        result +=
          style === 'symbols'
            ? suitSymbols[node.suit]
            : style === 'letters'
              ? node.suit
              : '!' + (style === 'bbo' ? node.suit : node.suit.toLowerCase())
        break
      }

      case 'break': {
        result += lineBreak
        break
      }

      default: {
        // Phrasing added by other packages: its text, when it has any.
        const value = (node as {value?: unknown}).value
        if (typeof value === 'string') result += value
      }
    }
  }

  return result
}

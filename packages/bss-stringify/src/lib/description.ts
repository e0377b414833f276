/**
 * A meaning as a BSS description: the text as BML writes it — suit codes
 * `!c`…, `*strong*`, `/emphasis/`, `=code=` — with `\n` (backslash, n)
 * between lines. A last empty line (BML's `.`, a trailing break) is dropped,
 * as the reference does.
 */

import type {PhrasingContent} from '@bidding/core'

/** Called for a phrasing node the writer does not know. */
export type OnUnknown = (node: {type: string; position?: PhrasingContent['position']}) => void

function lines(value: string): string {
  return value.replace(/\r\n|\r|\n/g, '\\n')
}

function serialise(nodes: readonly PhrasingContent[], onUnknown: OnUnknown): string {
  let result = ''
  for (const node of nodes) {
    switch (node.type) {
      case 'text': {
        result += lines(node.value)
        break
      }

      case 'suit': {
        result += node.data?.bssRaw ?? '!' + node.suit.toLowerCase()
        break
      }

      case 'break': {
        result += '\\n'
        break
      }

      case 'strong': {
        result += '*' + serialise(node.children, onUnknown) + '*'
        break
      }

      case 'emphasis': {
        result += '/' + serialise(node.children, onUnknown) + '/'
        break
      }

      case 'inlineCode': {
        result += '=' + lines(node.value) + '='
        break
      }

      default: {
        onUnknown(node)
      }
    }
  }

  return result
}

/** The description of a meaning's phrasing. */
export function phrasingToDescription(nodes: readonly PhrasingContent[], onUnknown: OnUnknown = () => {}): string {
  const last = nodes.at(-1)
  return serialise(last?.type === 'break' ? nodes.slice(0, -1) : nodes, onUnknown)
}

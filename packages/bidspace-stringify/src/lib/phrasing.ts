/** Meanings → one line of plain text, as bidding_space descriptions are. */

import {suitSymbols, type Bid, type PhrasingContent} from '@bidding/core'

function text(nodes: readonly PhrasingContent[]): string {
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
        result += text(node.children)
        break
      }

      case 'suit': {
        result += suitSymbols[node.suit]
        break
      }

      case 'break': {
        result += ' '
        break
      }
    }
  }

  return result
}

/** The description of a bid on one line (`''` when it has none). */
export function description(bid: Bid): string {
  const meaning = bid.children.find((child) => child.type === 'meaning')
  return meaning ? text(meaning.children).replaceAll(/\s*[\r\n]+\s*/g, ' ').trim() : ''
}

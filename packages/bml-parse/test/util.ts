/** Helpers shared by the tests. */

import type {Nodes, PhrasingContent, Root} from '@bidding/core'
import {visit} from 'unist-util-visit'
import type {VFile} from 'vfile'

/**
 * Remove provenance that depends on where the text came from: positions of
 * context calls, `data.file` (included files) and `data.paste` (pasted
 * rows). Tree positions are removed with `unist-util-remove-position`.
 */
export function clean<T extends Root>(tree: T, keep: {file?: boolean} = {}): T {
  visit(tree, (node: Nodes) => {
    if (node.type === 'sequence') for (const call of node.context ?? []) delete call.position
    if (node.data) {
      if (!keep.file) delete node.data.file
      delete node.data.paste
      if (Object.keys(node.data).length === 0) delete node.data
    }
  })
  return tree
}

/** Messages as `line:column-line:column severity rule-id: reason`. */
export function messageList(file: VFile): string[] {
  return file.messages.map((message) => {
    const place = message.place
    const start = place && 'start' in place ? place.start : place
    const end = place && 'end' in place ? place.end : undefined
    const where = start ? start.line + ':' + start.column + (end ? '-' + end.line + ':' + end.column : '') : '?'
    const severity = message.fatal ? 'error' : message.fatal === false ? 'warning' : 'info'
    return where + ' ' + severity + ' ' + message.ruleId + ': ' + message.reason
  })
}

/** Phrasing as BML text (`\n` between lines, as the BSS writer prints descriptions). */
export function bmlText(nodes: readonly PhrasingContent[]): string {
  let result = ''
  for (const node of nodes) {
    switch (node.type) {
      case 'text': {
        result += node.value
        break
      }

      case 'suit': {
        result += '!' + node.suit.toLowerCase()
        break
      }

      case 'break': {
        result += '\\n'
        break
      }

      case 'strong': {
        result += '*' + bmlText(node.children) + '*'
        break
      }

      case 'emphasis': {
        result += '/' + bmlText(node.children) + '/'
        break
      }

      case 'inlineCode': {
        result += '=' + node.value + '='
        break
      }
    }
  }

  return result
}

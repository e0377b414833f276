/**
 * Phrasing as BML inline markup: `/emphasis/`, `*strong*`, `=code=`, `!s`.
 */

import type {Node} from 'unist'
import type {PhrasingContent} from '@bidding/core'
import {warn, type State} from './state.js'

/** Markers that open a span when they follow whitespace and precede a non-space (bml.md §9). */
const spanLike = /(?<!\S)([*/=])\S[^]*?\1/

/**
 * Phrasing as lines of BML text: `break` nodes end a line. Text that would
 * read back as markup is reported (BML has no escapes).
 */
export function phrasingLines(state: State, nodes: readonly PhrasingContent[], owner: Node | undefined): string[] {
  const lines: string[] = ['']
  write(state, nodes, lines, owner)
  return lines
}

/** Phrasing as one string (`break` as a newline). */
export function phrasingText(state: State, nodes: readonly PhrasingContent[], owner: Node | undefined): string {
  return phrasingLines(state, nodes, owner).join('\n')
}

function write(state: State, nodes: readonly PhrasingContent[], lines: string[], owner: Node | undefined): void {
  for (const node of nodes) {
    switch (node.type) {
      case 'text': {
        check(state, node.value, node)
        append(lines, node.value)
        break
      }

      case 'emphasis':
      case 'strong': {
        const marker = node.type === 'strong' ? '*' : '/'
        glued(state, lines, node)
        const inner: string[] = ['']
        write(state, node.children, inner, owner)
        const text = inner.join('\n')
        if (text === '' || /^\s/.test(text) || text.includes(marker)) {
          warn(
            state,
            'Unexpected ' + node.type + ' that BML cannot write as `' + marker + '…' + marker + '` (empty, starting with a space, or containing `' + marker + '`)',
            node,
            'unrepresentable'
          )
        }

        append(lines, marker + text + marker)
        break
      }

      case 'inlineCode': {
        glued(state, lines, node)
        if (node.value === '' || /^\s/.test(node.value) || node.value.includes('=')) {
          warn(state, 'Unexpected code that BML cannot write as `=…=`', node, 'unrepresentable')
        }

        append(lines, '=' + node.value + '=')
        break
      }

      case 'suit': {
        append(lines, '!' + node.suit.toLowerCase())
        break
      }

      case 'break': {
        lines.push('')
        break
      }

      default: {
        const unknown = node as Node
        warn(state, 'Unexpected node `' + unknown.type + '` in text, it is left out', unknown, 'unknown-node')
      }
    }
  }
}

/** A span opens only after whitespace or at the start of a line. */
function glued(state: State, lines: readonly string[], node: Node): void {
  const before = lines.at(-1)!.at(-1)
  if (before !== undefined && !/\s/.test(before)) {
    warn(state, 'Unexpected `' + node.type + '` right after `' + before + '`, BML needs a space before it', node, 'unrepresentable')
  }
}

function append(lines: string[], text: string): void {
  const parts = text.split('\n')
  lines[lines.length - 1] += parts[0]!
  for (const part of parts.slice(1)) lines.push(part)
}

function check(state: State, value: string, node: Node): void {
  if (spanLike.test(value)) {
    warn(state, 'Unexpected text `' + spanLike.exec(value)![0] + '` that reads back as markup', node, 'unrepresentable')
  } else if (/![cdhs]/.test(value)) {
    warn(state, 'Unexpected text `' + /![cdhs]/.exec(value)![0] + '` that reads back as a suit symbol', node, 'unrepresentable')
  }
}

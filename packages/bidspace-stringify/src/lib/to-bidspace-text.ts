import {messageAt} from '@bidding/core/messages'
import {stateMachinesOf} from '@bidding/core/views'
import {own} from '@bidding/core/own'
/**
 * bdast → the reference's text summary (`test_output.txt`,
 * formats.md §1.5), byte for byte: per state an empty line and
 * `<state> (<prev_bid>)`, its `rankings`, then one line per bid with its
 * rules in the summary's notation (`hp13-22`, `♣≥2`, `dt≤1`, `hon♢≥2`).
 */

import type {Root} from '@bidding/core'
import type {VFile} from 'vfile'
import {isComment, stateRows, type BidspaceRule} from '@bidding/bidspace-util'

/** Configuration of the text summary writer (none yet). */
export interface TextOptions {}

const source = '@bidding/bidspace-stringify'

const suitSymbols: Readonly<Record<string, string>> = {s: '\u2660', h: '\u2661', d: '\u2662', c: '\u2663'}
// `gt` crashes the reference (it has no symbol for it); it is `>` here.
const conditionSymbols: Readonly<Record<string, string>> = {eq: '=', gte: '\u2265', gt: '>', lt: '<', lte: '\u2264'}

/** A rule as the summary prints it, or `undefined` when it cannot. */
function ruleText(rule: BidspaceRule): string | undefined {
  switch (rule.type) {
    case 'points': {
      return '\t' + (rule.scale + rule.lb + '-' + rule.ub).padEnd(8)
    }

    case 'length':
    case 'honours': {
      const suit = own(suitSymbols, rule.suit)
      const condition = own(conditionSymbols, rule.condition)
      if (!suit || !condition) return undefined
      return '\t' + (rule.type === 'honours' ? 'hon' : '') + suit + condition + rule.count
    }

    case 'doubletons': {
      const condition = own(conditionSymbols, rule.condition)
      return condition ? '\tdt' + condition + rule.count : undefined
    }

    case 'verbatim': {
      return undefined
    }
  }
}

/**
 * Write the text summary of a tree.
 *
 * @param tree a tree with a state machine, or sequences to fold into one
 * @param _options configuration (none yet)
 * @param file where warnings go
 * @returns UTF-8 text, each line ended by `\n`
 */
export function toBidspaceText(tree: Root, _options?: Readonly<TextOptions> | null, file?: VFile): string {
  const lines: string[] = []
  for (const machine of stateMachinesOf(tree, file, {source})) {
    for (const row of stateRows(machine, file, source)) {
      lines.push('', row.name + ' (' + row.prevBid + ')')
      if (row.rankings) lines.push('rankings ' + row.rankings.map((word) => '\t' + word).join(''))

      for (const entry of row.entries) {
        if (entry.kind === 'line') {
          if (!isComment(entry.node)) {
            messageAt(file, 'Unexpected line kept as written, which is no bid; left out of the summary', entry.node, {
              ruleId: 'unsupported-node',
              source
            })
          }

          continue
        }

        if (entry.nextState === undefined) {
          messageAt(file, 'Missing next state of bid `' + entry.bid + '`, written empty', entry.node, {
            ruleId: 'missing-next-state',
            source
          })
        }

        const rules: string[] = []
        for (const rule of entry.rules) {
          const text = ruleText(rule)
          if (text === undefined) {
            messageAt(file, 'Unexpected rule `' + (rule.raw ?? (rule.type === 'verbatim' ? rule.token : rule.type)) + '` that the summary cannot show; left out', entry.node, {
              ruleId: 'unsupported-constraint',
              source
            })
          } else {
            rules.push(text)
          }
        }

        const fields = [entry.bid, entry.nextState ?? '', ...rules]
        // The reference pads to twelve fields with TABs, then one more.
        lines.push(' ' + fields.join(' ') + '\t'.repeat(Math.max(0, 12 - fields.length)) + '\t' + entry.description)
      }
    }
  }

  return lines.map((line) => line + '\n').join('')
}

/**
 * Rule set → auction trees. Ray's Bridge Game tries the rules of a group in
 * order and makes the first bid whose tests all hold, so what a bid shows
 * is the tests on the way to it and the negation of every earlier rule that
 * would have acted first. A test on partner's bid (`my partner's first bid
 * is one notrump`) is auction context, not a hand condition: it places the
 * bids after it in a table after that call.
 */

import type {VFile} from 'vfile'
import {messageAt} from '../message.js'
import {parseCall} from '../call/call.js'
import {normalizeCallPattern} from '../call/pattern.js'
import type {Call} from '../call/types.js'
import {allOf} from '../constraint/transform.js'
import type {Constraint} from '../constraint/types.js'
import type {Bid, Rule, RuleContent, RuleGroup, RuleGroupContent, RuleSet, RuleTest, Sequence} from '../nodes.js'

const source = '@bidding/core'

const numbers = new Map([
  ['one', '1'],
  ['two', '2'],
  ['three', '3'],
  ['four', '4'],
  ['five', '5'],
  ['six', '6'],
  ['seven', '7']
])

const strainWords = new Map([
  ['club', 'C'],
  ['clubs', 'C'],
  ['diamond', 'D'],
  ['diamonds', 'D'],
  ['heart', 'H'],
  ['hearts', 'H'],
  ['spade', 'S'],
  ['spades', 'S'],
  ['notrump', 'N'],
  ['notrumps', 'N'],
  ['no trump', 'N'],
  ['no trumps', 'N'],
  ['nt', 'N']
])

/** A call written as words (`one notrump`, `two clubs`) or as a call (`1NT`). */
export function callOfWords(value: string): Call | undefined {
  const text = value.trim().toLowerCase().replaceAll(/\s+/g, ' ')
  const direct = parseCall(text)
  if (direct) return direct
  const match = /^(one|two|three|four|five|six|seven) (.+)$/.exec(text)
  const level = match ? numbers.get(match[1]!) : undefined
  const strain = match ? strainWords.get(match[2]!) : undefined
  return level && strain ? parseCall(level + strain) : undefined
}

/** The call a test on partner's bid names, if the test is one. */
function partnersCall(test: RuleTest): Call | undefined {
  if (!/^(my )?partner['’]?s (first |last |opening )?bid$/i.test(test.quality.trim())) return undefined
  if (!/^(is|=|==)$/i.test(test.comparison.trim())) return undefined
  return callOfWords(test.value)
}

/** Texts joined as sentences: a full stop between them unless one ends the text before. */
function sentences(parts: readonly string[]): string {
  let result = ''
  for (const part of parts) {
    const text = part.trim()
    if (!text) continue
    result += result === '' ? text : (/[.!?:;]$/.test(result) ? ' ' : '. ') + text
  }

  return result
}

/** Whether a rule acts for sure when its test holds: it bids or sets a quality itself. */
function acts(rule: Rule): boolean {
  return rule.children.some((child) => child.type === 'ruleBid' || child.type === 'ruleAssign')
}

/** The hand condition of a test: its constraint, or the test kept as an opaque quality. */
function conditionOf(rule: Rule): Constraint {
  return rule.constraint ?? {type: 'quality', ...{name: rule.test.quality, comparison: rule.test.comparison, value: rule.test.value}}
}

/**
 * The bids of a rule set as sequences: for each group, one table per call
 * of partner's that its rules test (an opening table when they test none),
 * each bid with what it shows as its constraint and the group's purpose and
 * the comments before it as its meaning. A bid that is no call
 * (`2 of longest suit`) is left out with a warning (`unmapped-bid`).
 */
export function ruleSetToSequences(ruleSet: RuleSet, file?: VFile): Sequence[] {
  const sequences: Sequence[] = []

  for (const group of ruleSet.children) {
    if (group.type !== 'ruleGroup') continue
    const tables = new Map<string, Sequence>()

    const tableFor = (context: Call | undefined, node: RuleGroup): Sequence => {
      const key = context ?? ''
      let table = tables.get(key)
      if (!table) {
        table = {type: 'sequence', context: context ? [{call: context, by: 'we'}] : [], children: []}
        if (node.position) table.position = node.position
        tables.set(key, table)
      }

      return table
    }

    const walk = (
      children: ReadonlyArray<RuleGroupContent | RuleContent>,
      context: Call | undefined,
      above: Constraint[],
      comments: string[]
    ): void => {
      const earlier: Constraint[] = []
      // A comment is about the rule (or bid) that follows it, and so about
      // every bid inside that rule; `comments` come from above.
      let notes: string[] = []
      for (const child of children) {
        if (child.type === 'ruleComment') {
          notes.push(child.value)
          continue
        }

        if (child.type === 'rule') {
          const call = partnersCall(child.test)
          const condition = call ? undefined : conditionOf(child)
          const path = condition ? [...above, ...earlier, condition] : [...above, ...earlier]
          walk(child.children, call ?? context, path, [...comments, ...notes])
          notes = []
          if (acts(child) && condition) earlier.push({type: 'not', child: condition})
          continue
        }

        if (child.type !== 'ruleBid') continue
        const call = child.call ?? normalizeCallPattern(child.value)
        if (!call) {
          messageAt(file, 'Unexpected bid `' + child.value + '` that is no call, left out of the auction tree', child, {
            ruleId: 'unmapped-bid',
            source
          })
          continue
        }

        const table = tableFor(context, group)
        // First definition stands, as the game makes the first bid that applies.
        if (table.children.some((bid) => bid.type === 'bid' && bid.call === call)) continue
        const bid: Bid = {type: 'bid', call, by: 'we', children: []}
        const shows = allOf(...above, ...earlier)
        if (shows) bid.constraint = shows
        const text = sentences([group.purpose, ...comments, ...notes])
        notes = []
        if (text) bid.children.push({type: 'meaning', children: [{type: 'text', value: text}]})
        if (child.position) bid.position = child.position
        table.children.push(bid)
      }
    }

    walk(group.children, undefined, [], [])
    for (const table of tables.values()) if (table.children.length > 0) sequences.push(table)
  }

  return sequences
}

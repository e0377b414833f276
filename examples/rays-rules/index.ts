/**
 * Read a rules file of Ray's Bridge Game with `@bidding/rules-xml-parse` and
 * print it the way the game's rule editor shows rules, then what each bid
 * shows: the tests on the way to it (and, as the game tries rules in order,
 * not the tests of earlier rules that would have bid first), as text.
 *
 * Run: `npx -y pnpm@10.34.9 --filter @bidding-examples/rays-rules start [rules.xml]`
 */

import {readFileSync} from 'node:fs'
import path from 'node:path'
import {fileURLToPath} from 'node:url'
import {allOf, constraintToString, type Constraint} from '@bidding/core/constraints'
import type {Root, Rule, RuleContent, RuleGroupContent} from '@bidding/core'
import {fromRulesXml} from '@bidding/rules-xml-parse'
import {VFile} from 'vfile'

/** Whether a rule acts for sure when its test holds (a bid or a setting of its own). */
function acts(rule: Rule): boolean {
  return rule.children.some((child) => child.type === 'ruleBid' || child.type === 'ruleAssign')
}

function testText(rule: Rule): string {
  return 'If ' + [rule.test.quality, rule.test.comparison, rule.test.value].join(' ')
}

/** Print a tree of rules: the outline, then what each bid shows. */
export function describeRules(tree: Root): string {
  const lines: string[] = []
  const shows: string[] = []

  const walk = (children: ReadonlyArray<RuleGroupContent | RuleContent>, depth: number, label: string, above: Constraint[]): void => {
    const indent = '  '.repeat(depth)
    const earlier: Constraint[] = []
    let number = 0
    for (const child of children) {
      switch (child.type) {
        case 'rule': {
          const own = `${label}${++number}`
          lines.push(`${indent}${own}: ${testText(child)}`)
          const path = [...above, ...earlier, child.constraint ?? {type: 'and', children: []}]
          walk(child.children, depth + 1, own + '.', path)
          if (acts(child) && child.constraint) earlier.push({type: 'not', child: child.constraint})
          break
        }

        case 'ruleBid': {
          lines.push(`${indent}bid ${child.value}`)
          const hand = allOf(...above, ...earlier)
          shows.push(`  ${(child.call ?? child.value).padEnd(18)} ${hand ? constraintToString(hand) : 'any hand'}`)
          break
        }

        case 'ruleAssign': {
          lines.push(`${indent}set ${child.quality} to ${child.value}`)
          break
        }

        case 'ruleComment': {
          lines.push(`${indent}“${child.value}”`)
          break
        }

        default: {
          lines.push(`${indent}(${child.type})`)
        }
      }
    }
  }

  for (const set of tree.children) {
    if (set.type !== 'ruleSet') continue
    lines.push(`${set.name ?? 'Rules'} (${set.kind ?? 'bid'} rules, level ${set.level ?? '?'}, by ${set.owner ?? 'unknown'})`)
    for (const group of set.children) {
      if (group.type !== 'ruleGroup') continue
      lines.push('', group.purpose)
      walk(group.children, 1, '', [])
    }
  }

  return [...lines, '', 'What each bid shows', ...shows].join('\n') + '\n'
}

/** Read and describe a file; warnings go to stderr. */
export function main(file: string): string {
  const vfile = new VFile({path: file, value: readFileSync(file, 'utf8')})
  const tree = fromRulesXml(String(vfile.value), vfile)
  for (const message of vfile.messages) console.error(String(message))
  return describeRules(tree)
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const here = path.dirname(fileURLToPath(import.meta.url))
  process.stdout.write(main(process.argv[2] ?? path.join(here, 'rules.xml')))
}

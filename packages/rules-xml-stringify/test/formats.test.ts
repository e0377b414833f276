import {readFileSync} from 'node:fs'
import path from 'node:path'
import {atomsOf, constraintToString} from '@bidding/core/constraints'
import {createRegistry} from '@bidding/core/registry'
import {validateTree} from '@bidding/core/schemas'
import type {Root, Rule, RuleGroup, RuleSet} from '@bidding/core'
import {format as json} from '@bidding/json/format'
import {format as reader} from '@bidding/rules-xml-parse/format'
import {format as writer} from '@bidding/rules-xml-stringify/format'
import {VFile} from 'vfile'
import {expect, test} from 'vitest'
import {repoRoot} from '../../../test/shared.js'

const example = path.join(repoRoot, 'examples', 'rays-rules', 'rules.xml')
const registry = createRegistry([json, reader, writer])

test('should convert the example rules to JSON through a registry, with constraints that print as text', async () => {
  const output = await registry.processor({from: 'rules-xml', to: 'json'}).process(new VFile({path: example, value: readFileSync(example, 'utf8')}))
  expect(output.messages).toEqual([])
  const tree = registry.processor({from: 'json', to: 'rules-xml'}).parse(new VFile({value: String(output)})) as Root
  expect(validateTree(tree).ok).toBe(true)

  const opener = (tree.children[0] as RuleSet).children[0] as RuleGroup
  const texts = opener.children.filter((child): child is Rule => child.type === 'rule').map((rule) => constraintToString(rule.constraint!))
  expect(texts).toEqual(['15+ HCP', '22+ HCP', '12+ HCP', '6+ HCP', '≤11 HCP'])

  // Every test of the file prints; the ones no hand evaluator knows as written, in brackets.
  const all: string[] = []
  const walk = (children: readonly unknown[]) => {
    for (const child of children as Array<{type: string; constraint?: Rule['constraint']; children?: unknown[]}>) {
      if (child.type === 'rule') all.push(constraintToString(child.constraint!))
      if (child.children) walk(child.children)
    }
  }

  walk(tree.children)
  expect(all).toContain('balanced')
  expect(all).toContain('5+♠')
  expect(all).toContain('not ♣ longest')
  expect(all).toContain('≤6♠, ≤6♥, ≤6♦, ≤6♣, (6+♠ or 6+♥ or 6+♦ or 6+♣)')
  expect(all).toContain('[my partner’s first bid is one notrump]'.replace('’', "'"))
  expect(all.every((text) => !text.includes('undefined') && !text.includes('[object'))).toBe(true)
  const qualities = (tree.children[0] as RuleSet).children.flatMap((group) =>
    group.type === 'ruleGroup' ? group.children.flatMap((rule) => (rule.type === 'rule' ? atomsOf(rule.constraint!) : [])) : []
  )
  expect(qualities.filter((atom) => atom.type === 'quality').map((atom) => atom.type === 'quality' && atom.name)).toEqual([
    "my partner's first bid",
    "my partner's first bid",
    'best suit'
  ])

  // And JSON → rules XML gives the file back.
  const back = await registry.processor({from: 'json', to: 'rules-xml'}).process(new VFile({value: String(output)}))
  expect(String(back)).toBe(readFileSync(example, 'utf8'))
})

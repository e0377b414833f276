import {createRegistry} from '@bidding/core/registry'
import {validateTree} from '@bidding/core/schemas'
import {fromRulesXml, rulesXmlParse} from '@bidding/rules-xml-parse'
import {format} from '@bidding/rules-xml-parse/format'
import {unified} from 'unified'
import {VFile} from 'vfile'
import {describe, expect, test} from 'vitest'

describe('@bidding/rules-xml-parse', () => {
  test('should expose the public API', async () => {
    expect(Object.keys(await import('@bidding/rules-xml-parse')).sort()).toEqual([
      'callOfBid',
      'default',
      'fromRulesXml',
      'rulesXmlParse',
      'testToConstraint'
    ])
  })

  test('should expose `rulesXmlParse` as the default export', async () => {
    expect((await import('@bidding/rules-xml-parse')).default).toBe(rulesXmlParse)
  })
})

describe('rulesXmlParse', () => {
  test('should parse rules with unified', () => {
    const tree = unified().use(rulesXmlParse).parse('<rules><type>bid</type><group><purpose>p</purpose></group></rules>')
    expect(tree.children[0]).toMatchObject({type: 'ruleSet', kind: 'bid', children: [{type: 'ruleGroup', purpose: 'p', children: []}]})
  })

  test('should pass options to the reader', () => {
    expect(() => unified().use(rulesXmlParse, {maxDepth: 1}).parse('<rules><group></group></rules>')).toThrow(/expected at most 1/)
  })
})

describe('format', () => {
  test('should be chosen by name, as `.xml` says too little, and write `.xml` files', () => {
    const registry = createRegistry([format])
    expect(registry.detect('rules.xml', 'parse')).toBeUndefined()
    expect(registry.get('rules-xml')?.parse).toBe(rulesXmlParse)
    expect(registry.extensionOf(format)).toBe('.xml')
    for (const [key, field] of Object.entries(format.parseOptions!.shape)) {
      expect((field as {description?: string}).description, key).toBeTruthy()
    }
  })
})

describe('fromRulesXml', () => {
  test('should keep document order, which is the evaluation order', () => {
    const tree = fromRulesXml(
      '<rules><group><purpose>p</purpose><if><name>a</name><comparison>is</comparison><value>1</value><bid>1C</bid><comment>c</comment><set><name>q</name><value>v</value></set><if><name>b</name><comparison>is</comparison><value>2</value></if><bid>1D</bid></if></group></rules>',
      new VFile()
    )
    const rule = (tree.children[0] as {children: Array<{children: Array<{children: Array<{type: string}>}>}>}).children[0]!.children[0]!
    expect(rule.children.map((child) => child.type)).toEqual(['ruleBid', 'ruleComment', 'ruleAssign', 'rule', 'ruleBid'])
  })

  test('should position every node and make valid trees', () => {
    const value = '<rules><name>n</name><group><purpose>p</purpose><comment>c</comment><if><name>point count</name><comparison>&gt;=</comparison><value>12</value><set><name>q</name><value>v</value></set><bid>1NT</bid></if></group></rules>'
    const tree = fromRulesXml(value, new VFile())
    expect(validateTree(tree).ok).toBe(true)
    const types: string[] = []
    const walk = (node: {type: string; position?: {start: {offset?: number | undefined}; end: {offset?: number | undefined}} | undefined; children?: unknown[]}) => {
      expect(node.position, node.type).toBeDefined()
      types.push(node.type + ' ' + value.slice(node.position!.start.offset, node.position!.start.offset! + 8))
      for (const child of node.children ?? []) walk(child as typeof node)
    }

    walk(tree)
    expect(types).toEqual(['root <rules><', 'ruleSet <rules><', 'ruleGroup <group><', 'ruleComment <comment', 'rule <if><nam', 'ruleAssign <set><na', 'ruleBid <bid>1NT'])
  })
})

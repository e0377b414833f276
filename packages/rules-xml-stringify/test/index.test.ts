import {createRegistry} from '@bidding/core/registry'
import type {Root} from '@bidding/core'
import {rulesXmlParse} from '@bidding/rules-xml-parse'
import {format as reader} from '@bidding/rules-xml-parse/format'
import {rulesXmlStringify} from '@bidding/rules-xml-stringify'
import {format} from '@bidding/rules-xml-stringify/format'
import {unified} from 'unified'
import {describe, expect, test} from 'vitest'

describe('@bidding/rules-xml-stringify', () => {
  test('should expose the public API', async () => {
    expect(Object.keys(await import('@bidding/rules-xml-stringify')).sort()).toEqual(['default', 'rulesXmlStringify', 'toRulesXml'])
  })

  test('should expose `rulesXmlStringify` as the default export', async () => {
    expect((await import('@bidding/rules-xml-stringify')).default).toBe(rulesXmlStringify)
  })
})

describe('rulesXmlStringify', () => {
  test('should write rules with unified', async () => {
    const file = await unified()
      .use(rulesXmlParse)
      .use(rulesXmlStringify, {declaration: false})
      .process('<rules><type>bid</type><group><purpose>p</purpose></group></rules>')
    expect(String(file)).toBe('<rules>\n  <type>bid</type>\n  <group>\n    <purpose>p</purpose>\n  </group>\n</rules>\n')
  })

  test('should refuse a tree that is not a root', () => {
    expect(() => unified().use(rulesXmlStringify).stringify({type: 'ruleSet'} as unknown as Root)).toThrow('Expected bdast `root`')
  })
})

describe('format', () => {
  test('should merge with the reader into `rules-xml`, written to `.xml` files', () => {
    const registry = createRegistry([reader, format])
    const merged = registry.get('rules-xml')!
    expect(merged.parse).toBeDefined()
    expect(merged.stringify).toBeDefined()
    expect(registry.extensionOf(merged)).toBe('.xml')
    for (const [key, field] of Object.entries(format.stringifyOptions!.shape)) {
      expect((field as {description?: string}).description, key).toBeTruthy()
    }
  })
})

import {createRegistry} from '@bidding/core/registry'
import type {Root} from '@bidding/core'
import {slamParse} from '@bidding/slam-parse'
import {formats as readers} from '@bidding/slam-parse/format'
import {slamConvStringify, slamSystemStringify} from '@bidding/slam-stringify'
import {convFormat, systemFormat} from '@bidding/slam-stringify/format'
import {unified} from 'unified'
import {describe, expect, test} from 'vitest'

describe('@bidding/slam-stringify', () => {
  test('should expose the public API', async () => {
    expect(Object.keys(await import('@bidding/slam-stringify')).sort()).toEqual([
      'default',
      'slamConvStringify',
      'slamSystemStringify',
      'toSlamConv',
      'toSlamSystem'
    ])
  })

  test('should expose `slamConvStringify` as the default export', async () => {
    expect((await import('@bidding/slam-stringify')).default).toBe(slamConvStringify)
  })
})

describe('plugins', () => {
  test('should write a convention with unified', async () => {
    const file = await unified()
      .use(slamParse)
      .use(slamConvStringify, {compact: true})
      .process('<convention>\n  <name>a</name>\n  <actions>\n    <open bid="1C" />\n  </actions>\n</convention>\n')
    expect(String(file)).toBe('<convention><name>a</name><actions><open bid="1C" /></actions></convention>\n')
  })

  test('should write a system with unified', async () => {
    const file = await unified().use(slamParse).use(slamSystemStringify).process('<system><name>S</name><convention>a</convention></system>')
    expect(String(file)).toBe('<system>\n  <name>S</name>\n  <convention>a</convention>\n</system>\n')
  })

  test('should refuse a tree that is not a root', () => {
    const processor = unified().use(slamConvStringify)
    expect(() => processor.stringify({type: 'convention'} as unknown as Root)).toThrow('Expected bdast `root`, not `convention`')
  })
})

describe('formats', () => {
  test('should merge with the readers into two formats that read and write', () => {
    const registry = createRegistry([...readers, convFormat, systemFormat])
    expect(registry.get('slam-conv')).toMatchObject({extensions: ['.conv']})
    expect(registry.get('slam-conv')?.parse).toBeDefined()
    expect(registry.get('slam-conv')?.stringify).toBeDefined()
    expect(registry.detect('SAYC.system', 'stringify')?.name).toBe('slam-system')
  })

  test('should describe each option for the command line', () => {
    for (const format of [convFormat, systemFormat]) {
      for (const [key, field] of Object.entries(format.stringifyOptions!.shape)) {
        expect((field as {description?: string}).description, key).toBeTruthy()
      }
    }

    expect(convFormat.stringifyOptions!.safeParse({compact: true, version: 1}).success).toBe(true)
    expect(convFormat.stringifyOptions!.safeParse({version: 3}).success).toBe(false)
  })
})

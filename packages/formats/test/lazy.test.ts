/**
 * `@bidding/formats/lazy` describes every format as its module does, and
 * loads the same reader and writer: the descriptions are written by hand
 * (so that finding a format loads none), these tests keep them true.
 */

import type {Root} from '@bidding/core'
import {formatInfoOf} from '@bidding/core/registry'
import type {Node} from 'unist'
import {visit} from 'unist-util-visit'
import {describe, expect, it} from 'vitest'
import {VFile} from 'vfile'
import {formats, registry} from '@bidding/formats'
import {entries, lazyRegistry} from '@bidding/formats/lazy'

const system = '#+TITLE: Mini\n\n1N 15-17 {hcp 15-17 and balanced}\n  2C Stayman\n  2D 0-7 {hcp <= 7}\n'

describe('the lazy registry of @bidding/formats', () => {
  it('should describe every format as its module does, in the same order', async () => {
    expect(entries).toHaveLength(formats.length)
    for (const [index, entry] of entries.entries()) {
      const {load, loadPlugins, ...info} = entry
      const format = await load()
      expect(format).toBe(formats[index])
      expect(info, entry.name).toEqual(formatInfoOf(format))
    }
  })

  it('should merge the descriptions as the registry merges the formats', () => {
    expect(lazyRegistry.formats).toEqual(registry.formats.map((format) => formatInfoOf(format)))
  })

  it('should load the same plugins without the schemas', async () => {
    for (const entry of entries) {
      const format = await entry.load()
      const plugins = await entry.loadPlugins!()
      expect(plugins.parse, entry.name).toBe(format.parse)
      expect(plugins.stringify, entry.name).toBe(format.stringify)
    }
  })

  it('should take no options as every schema does', async () => {
    for (const entry of entries) {
      const format = await entry.load()
      for (const schema of [format.parseOptions, format.stringifyOptions]) {
        if (schema) expect(schema.safeParse({}).success, entry.name).toBe(true)
      }
    }
  })

  it('should write what the registry writes, with and without options', async () => {
    for (const [to, stringifyOptions] of [
      ['bss', undefined],
      ['json', {positions: false}],
      ['html', undefined],
      ['bml', {indentation: 4}]
    ] as const) {
      const lazy = await (await lazyRegistry.processor({from: 'bml', to, stringifyOptions})).process(new VFile(system))
      const eager = await registry.processor({from: 'bml', to, stringifyOptions}).process(new VFile(system))
      expect(String(lazy), to).toBe(String(eager))
      expect(lazy.messages.map(String), to).toEqual(eager.messages.map(String))
    }
  })

  it('should read BML as the registry does: compact positions unless asked otherwise', async () => {
    for (const parseOptions of [undefined, {compactPositions: false}, {indentation: 2}]) {
      const lazy = (await lazyRegistry.processor({from: 'bml', parseOptions})).parse(new VFile(system))
      const eager = registry.processor({from: 'bml', parseOptions}).parse(new VFile(system))
      const kinds = (tree: unknown) => {
        const names = new Set<string>()
        visit(tree as Root, (node: Node) => {
          if (node.position) names.add(Object.getOwnPropertyNames(node.position).join(','))
        })
        return [...names].sort()
      }
      expect(kinds(lazy), JSON.stringify(parseOptions)).toEqual(kinds(eager))
      // Compact positions hold no points of their own; the root's is plain.
      expect(kinds(lazy).includes(''), JSON.stringify(parseOptions)).toBe(parseOptions?.compactPositions !== false)
    }
  })

  it('should refuse a wrong option as the registry does', async () => {
    const settings = {from: 'bml', to: 'bss', stringifyOptions: {profile: 'nonsense'}} as const
    const eager = (() => {
      try {
        registry.processor(settings as never)
      } catch (error) {
        return (error as Error).message
      }
    })()
    expect(eager).toMatch(/Unexpected value `"nonsense"` of option `profile`/)
    await expect(lazyRegistry.processor(settings as never)).rejects.toThrow(eager!)
  })
})

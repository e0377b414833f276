import {VFile} from 'vfile'
import {describe, expect, it} from 'vitest'
import type {Plugin} from 'unified'
import type {Node} from 'unist'
import {assertRoot, b, type Root} from '@bidding/core'
import {createRegistry, type Format} from '@bidding/core/registry'
import {z} from 'zod'

const textParse: Plugin<[{upper?: boolean}?], string, Root> = function (options) {
  this.parser = (document) =>
    b('root', [b('paragraph', [b('text', options?.upper ? document.toUpperCase() : document)])])
}

const textStringify: Plugin<[], Root, string> = function () {
  this.compiler = (tree: Node) => {
    assertRoot(tree)
    const paragraph = tree.children[0]
    return paragraph?.type === 'paragraph' && paragraph.children[0]?.type === 'text' ? paragraph.children[0].value : ''
  }
}

const reader: Format = {name: 'text', description: 'text', extensions: ['.txt'], parse: textParse}
const writer: Format = {name: 'text', description: 'text', extensions: ['.text'], stringify: textStringify}
const nameOnly: Format = {name: 'plain', description: 'plain', extensions: [], outputExtension: '.plain', stringify: textStringify}

describe('createRegistry', () => {
  it('should merge a reader and a writer of one name', () => {
    const registry = createRegistry([reader, writer, nameOnly])
    expect(registry.formats.map((format) => format.name)).toEqual(['text', 'plain'])
    const text = registry.get('text')!
    expect(text.parse).toBe(textParse)
    expect(text.stringify).toBe(textStringify)
    expect(text.extensions).toEqual(['.txt', '.text'])
    expect(registry.get('nope')).toBeUndefined()
  })

  it('should find formats by extension, for reading or writing', () => {
    const registry = createRegistry([reader, writer, nameOnly])
    expect(registry.detect('a/b/system.TXT', 'parse')?.name).toBe('text')
    expect(registry.detect('system.text', 'stringify')?.name).toBe('text')
    expect(registry.detect('system.plain', 'stringify')).toBeUndefined()
    expect(registry.detect('.txt', 'parse')).toBeUndefined()
    expect(registry.detect('Makefile', 'parse')).toBeUndefined()
    expect(registry.extensionOf(registry.get('text')!)).toBe('.txt')
    expect(registry.extensionOf(registry.get('plain')!)).toBe('.plain')
    expect(registry.extensionOf({name: 'x', description: 'x'})).toBe('.x')
  })

  it('should build a processor with options and transforms', async () => {
    const registry = createRegistry([reader, writer])
    const exclaim: Plugin<[], Root> = () => (tree) => {
      const paragraph = tree.children[0]
      if (paragraph?.type === 'paragraph' && paragraph.children[0]?.type === 'text') paragraph.children[0].value += '!'
    }

    const file = await registry
      .processor({from: 'text', to: 'text', parseOptions: {upper: true}, transforms: [exclaim]})
      .process(new VFile('hi'))
    expect(String(file)).toBe('HI!')
  })

  it('should refuse unknown formats and missing roles', () => {
    const registry = createRegistry([reader, nameOnly])
    expect(() => registry.processor({from: 'nope', to: 'text'})).toThrow('Unknown format `nope`')
    expect(() => registry.processor({from: 'text', to: 'nope'})).toThrow('Unknown format `nope`')
    expect(() => registry.processor({from: 'plain', to: 'text'})).toThrow('Format `plain` cannot be read')
    expect(() => registry.processor({from: 'text', to: 'text'})).toThrow('Format `text` cannot be written')
    expect(() => createRegistry([reader, reader])).toThrow('Cannot register two readers for format `text`')
  })
})

describe('registry processors: half pipelines and checked options', () => {
  const checked: Format = {
    name: 'checked',
    description: 'checked',
    parse: textParse,
    parseOptions: z.object({upper: z.boolean().optional()}),
    stringify: textStringify,
    stringifyOptions: z.object({})
  }

  it('should read only when `to` is omitted, giving the tree', async () => {
    const processor = createRegistry([reader]).processor({from: 'text', parseOptions: {upper: true}})
    const tree = await processor.run(processor.parse('hi'))
    expect(tree).toMatchObject({type: 'root', children: [{type: 'paragraph', children: [{type: 'text', value: 'HI'}]}]})
  })

  it('should write only when `from` is omitted, from a tree', () => {
    const processor = createRegistry([writer]).processor({to: 'text'})
    expect(processor.stringify(b('root', [b('paragraph', [b('text', 'tree')])]))).toBe('tree')
  })

  it('should refuse a processor with neither `from` nor `to`', () => {
    expect(() => createRegistry([reader]).processor({})).toThrow('Expected `from`, `to` or both')
  })

  it('should refuse an unknown option, naming it and the known ones', () => {
    const registry = createRegistry([checked])
    expect(() => registry.processor({from: 'checked', to: 'checked', parseOptions: {uper: true}})).toThrow(
      'Unknown option `uper` of the `checked` reader, expected `upper`'
    )
    expect(() => registry.processor({from: 'checked', to: 'checked', stringifyOptions: {fragment: true}})).toThrow(
      'Unknown option `fragment` of the `checked` writer, which takes no options'
    )
  })

  it('should refuse a wrong value of a known option', () => {
    const registry = createRegistry([checked])
    expect(() => registry.processor({from: 'checked', to: 'checked', parseOptions: {upper: 'yes'}})).toThrow(
      /^Unexpected value `"yes"` of option `upper` of the `checked` reader: /
    )
  })

  it('should accept null and undefined as defaults, and functions as hooks only code gives', async () => {
    const registry = createRegistry([checked])
    const hook = () => 'unused'
    const file = await registry
      .processor({from: 'checked', to: 'checked', parseOptions: {upper: null, readFile: hook}, stringifyOptions: {x: undefined}})
      .process(new VFile('ok'))
    expect(String(file)).toBe('ok')
  })
})

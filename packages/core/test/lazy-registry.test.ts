import {VFile} from 'vfile'
import {describe, expect, it} from 'vitest'
import type {Plugin} from 'unified'
import type {Node} from 'unist'
import {assertRoot, b, type Root} from '@bidding/core'
import {createLazyRegistry, createRegistry, formatInfoOf, lazyRegistryOf, type Format, type FormatEntry} from '@bidding/core/registry'
import {z} from 'zod'

const textParse: Plugin<[{upper?: boolean}?], string, Root> = function (options) {
  this.parser = (document) => b('root', [b('paragraph', [b('text', options?.upper ? document.toUpperCase() : document)])])
}

const textStringify: Plugin<[], Root, string> = function () {
  this.compiler = (tree: Node) => {
    assertRoot(tree)
    const paragraph = tree.children[0]
    return paragraph?.type === 'paragraph' && paragraph.children[0]?.type === 'text' ? paragraph.children[0].value : ''
  }
}

const reader: Format = {
  name: 'text',
  description: 'text',
  extensions: ['.txt'],
  parse: textParse,
  parseOptions: z.object({upper: z.boolean().optional().describe('shout')})
}
const writer: Format = {name: 'text', description: 'text', extensions: ['.text'], stringify: textStringify}

/** Entries that count what they load. */
function counted(): {entries: FormatEntry[]; loads: string[]} {
  const loads: string[] = []
  const entries = [reader, writer].map((format, index): FormatEntry => {
    const role = index === 0 ? 'reader' : 'writer'
    return {
      ...formatInfoOf(format),
      async load() {
        loads.push(role + ' whole')
        return format
      },
      async loadPlugins() {
        loads.push(role + ' plugins')
        return {parse: format.parse, stringify: format.stringify}
      }
    }
  })
  return {entries, loads}
}

describe('createLazyRegistry', () => {
  it('should describe and find formats as createRegistry does, loading nothing', () => {
    const {entries, loads} = counted()
    const lazy = createLazyRegistry(entries)
    expect(lazy.formats).toEqual(createRegistry([reader, writer]).formats.map((format) => formatInfoOf(format)))
    expect(lazy.get('text')).toMatchObject({reads: true, writes: true, extensions: ['.txt', '.text']})
    expect(lazy.get('text')!.parseOptions).toEqual([{name: 'upper', kind: 'boolean', choices: undefined, description: 'shout'}])
    expect(lazy.detect('a/B.TXT', 'parse')?.name).toBe('text')
    expect(lazy.detect('b.doc', 'parse')).toBeUndefined()
    expect(lazy.extensionOf(lazy.get('text')!)).toBe('.txt')
    expect(loads).toEqual([])
  })

  it('should load only the plugins of the reader and writer a processor uses, once', async () => {
    const {entries, loads} = counted()
    const lazy = createLazyRegistry(entries)
    const file = await (await lazy.processor({from: 'text', to: 'text'})).process(new VFile('hi'))
    expect(String(file)).toBe('hi')
    await lazy.processor({from: 'text'})
    expect(loads).toEqual(['reader plugins', 'writer plugins'])
  })

  it('should load a reader whole to check the options given to it', async () => {
    const {entries, loads} = counted()
    const lazy = createLazyRegistry(entries)
    const file = await (await lazy.processor({from: 'text', to: 'text', parseOptions: {upper: true}})).process(new VFile('hi'))
    expect(String(file)).toBe('HI')
    expect(loads).toEqual(['reader whole', 'writer plugins'])
    await expect(lazy.processor({from: 'text', parseOptions: {upper: 'yes'}})).rejects.toThrow(/Unexpected value `"yes"` of option `upper`/)
    await expect(lazy.processor({from: 'text', parseOptions: {loud: true}})).rejects.toThrow(/Unknown option `loud`/)
  })

  it('should refuse what createRegistry refuses', async () => {
    const lazy = createLazyRegistry(counted().entries)
    await expect(lazy.processor({})).rejects.toThrow('Expected `from`, `to` or both')
    await expect(lazy.processor({from: 'nope'})).rejects.toThrow('Unknown format `nope`')
    const readOnly = createLazyRegistry([counted().entries[0]!])
    await expect(readOnly.processor({to: 'text'})).rejects.toThrow('Format `text` cannot be written')
    await expect(lazy.load('nope')).rejects.toThrow('Unknown format `nope`')
    expect(() => createLazyRegistry([...counted().entries, ...counted().entries])).toThrow('Cannot register two readers for format `text`')
  })

  it('should load one role of a format, or the whole', async () => {
    const {entries, loads} = counted()
    const lazy = createLazyRegistry(entries)
    expect((await lazy.load('text', 'parse')).parseOptions).toBe(reader.parseOptions)
    expect(loads).toEqual(['reader whole'])
    const whole = await lazy.load('text')
    expect(whole.parse).toBe(textParse)
    expect(whole.stringify).toBe(textStringify)
  })

  it('should wrap a registry of loaded formats', async () => {
    const lazy = lazyRegistryOf(createRegistry([reader, writer]))
    expect(lazy.get('text')?.reads).toBe(true)
    expect(String(await (await lazy.processor({from: 'text', to: 'text'})).process(new VFile('x')))).toBe('x')
  })
})

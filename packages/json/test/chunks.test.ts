/**
 * The writer in chunks (`toJsonChunks`, the plugin's `chunked: true`): the
 * chunks put together are `toJson`'s text byte for byte, for any value a
 * tree may hold and every option; a tree of any depth comes out; the first
 * chunk comes before the walk reaches the end.
 */

import fc from 'fast-check'
import {unified} from 'unified'
import {describe, expect, it} from 'vitest'
import type {Root} from '@bidding/core'
import {chunksOf, createRegistry} from '@bidding/core/registry'
import {jsonStringify, toJson, toJsonChunks, type StringifyOptions} from '@bidding/json'
import {format} from '@bidding/json/format'
import {everyNode} from '../../core/test/fixtures/every-node.js'

function joined(tree: unknown, options?: StringifyOptions): string {
  return [...toJsonChunks(tree as Root, options)].join('')
}

const char = (min: number, max: number): fc.Arbitrary<string> => fc.integer({min, max}).map((code) => String.fromCharCode(code))

/** Strings JSON must escape or keep: any code point, control characters, lone surrogates, quotes and backslashes. */
const text = fc.oneof(
  fc.string({unit: 'binary'}),
  fc.string({unit: fc.oneof(char(0, 0x1f), char(0xd8_00, 0xdf_ff), fc.constantFrom('"', '\\', '/', '\u2028', 'é', '♠'))}),
  fc.constantFrom('position', 'type', '0', '10', '2', '__proto__', 'toJSON')
)

/** Values `JSON.stringify` treats each its own way. */
const { value } = fc.letrec<{value: unknown}>((tie) => ({
  value: fc.oneof(
    {depthSize: 'small', withCrossShrink: true},
    text,
    fc.double(),
    fc.integer(),
    fc.boolean(),
    fc.constantFrom(null, undefined, Symbol('s'), () => 1, -0, Number.NaN, Number.POSITIVE_INFINITY),
    fc.constantFrom(new Number(3), new String('boxed'), new Boolean(false)),
    fc.array(tie('value'), {maxLength: 5}),
    fc.dictionary(text, tie('value'), {maxKeys: 6}),
    // `toJSON` is called with the key (or index) the value is under, and its result is written instead.
    tie('value').map((inner) => ({
      ignored: 1,
      toJSON(key: string) {
        return [key, inner]
      }
    })),
    // An object whose members are all left out is `{}`, whatever the indentation.
    fc.constant({gone: undefined, f() {}, [Symbol.iterator]: 1}),
    // `position` is dropped with `positions: false` at any depth, its `toJSON` or not.
    tie('value').map((inner) => ({type: 'x', position: {toJSON: () => ({start: 1, inner})}, data: {position: inner}}))
  )
}))

const options = fc.record(
  {positions: fc.boolean(), space: fc.oneof(fc.integer({min: 0, max: 10}), fc.constantFrom(undefined, 12, -1, 2.5))},
  {requiredKeys: []}
)

describe('toJsonChunks', () => {
  it('should be toJson put together, byte for byte, for any value and options', () => {
    fc.assert(
      fc.property(value, options, (tree, settings) => {
        expect(joined(tree, settings)).toBe(toJson(tree as Root, settings))
      }),
      {numRuns: 600}
    )
  })

  it('should be toJson put together for a tree with every kind of node', () => {
    const tree = everyNode()
    for (const positions of [true, false]) {
      for (const space of [0, 1, 2, 4, 10]) expect(joined(tree, {positions, space})).toBe(toJson(tree, {positions, space}))
    }
  })

  it('should write a tree nested 100,000 deep, in chunks and whole, where JSON.stringify overflows the stack', () => {
    const depth = 100_000
    const tree: Root = {type: 'root', children: []}
    let parent: {children: unknown[]} = tree
    for (let level = 0; level < depth; level++) {
      const child = {type: 'sequence', children: []}
      parent.children.push(child)
      parent = child
    }

    expect(() => JSON.stringify(tree)).toThrow(RangeError)
    const expected =
      '{"type":"root","children":[' + '{"type":"sequence","children":['.repeat(depth) + ']}'.repeat(depth) + ']}\n'
    // Compared as booleans: a failed comparison of 3 MB strings would print them.
    expect(joined(tree, {space: 0}) === expected).toBe(true)
    // `toJson` takes the walk with a stack when `JSON.stringify` overflows.
    expect(toJson(tree, {space: 0}) === expected).toBe(true)
  })

  it('should give its first chunk before the walk reaches the end of a large tree', () => {
    const children: unknown[] = Array.from({length: 100_000}, (_, index) => ({type: 'text', value: 'call ' + index}))
    children.push({
      toJSON() {
        throw new Error('Unexpected walk to the end')
      }
    })
    const chunks = toJsonChunks({type: 'root', children} as unknown as Root)
    const first = chunks.next()
    expect(first.done).toBe(false)
    expect(first.value!.startsWith('{\n  "type": "root",\n  "children": [\n    {\n')).toBe(true)
    expect(first.value!.length).toBeLessThan(80 * 1024)
    expect(() => [...chunks]).toThrow('Unexpected walk to the end')
  })

  it('should hand on chunks of bounded size, a huge string in pieces that keep surrogate pairs whole', () => {
    const huge = 'x' + '♠🂡'.repeat(300_000)
    const tree = {type: 'root', children: [{type: 'text', value: huge}]} as unknown as Root
    const chunks = [...toJsonChunks(tree)]
    expect(chunks.join('')).toBe(toJson(tree))
    expect(chunks.length).toBeGreaterThan(10)
    for (const chunk of chunks) {
      expect(chunk.length).toBeLessThanOrEqual(128 * 1024)
      expect(chunk).not.toMatch(/^[\uDC00-\uDFFF]|[\uD800-\uDBFF]$/)
    }
  })

  it('should throw on a cycle and on a BigInt, as JSON.stringify does', () => {
    const cyclic: {type: string; children: unknown[]} = {type: 'root', children: []}
    cyclic.children.push(cyclic)
    expect(() => joined(cyclic)).toThrow(TypeError)
    expect(() => joined({type: 'root', children: [1n]})).toThrow(TypeError)
  })
})

describe('jsonStringify({chunked: true})', () => {
  it('should give chunks that make the string output', () => {
    const tree = everyNode()
    const whole = unified().use(jsonStringify, {space: 1}).stringify(tree)
    const chunks = unified().use(jsonStringify, {space: 1, chunked: true}).stringify(tree) as unknown as Iterable<string>
    expect([...chunks].join('')).toBe(whole)
    expect(typeof whole).toBe('string')
  })

  it('should be declared chunked, so the registry asks for chunks', async () => {
    expect(format.chunked).toBe(true)
    const registry = createRegistry([format])
    const processor = registry.processor({from: 'json', to: 'json', chunked: true, stringifyOptions: {space: 0}})
    const result = await processor.process('{"type":"root","children":[]}')
    expect([...chunksOf(result)]).toEqual(['{"type":"root","children":[]}\n'])
    expect(typeof result.value).toBe('string')
  })
})

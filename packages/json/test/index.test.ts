import fc from 'fast-check'
import {unified} from 'unified'
import {VFile} from 'vfile'
import {VFileMessage} from 'vfile-message'
import {describe, expect, it} from 'vitest'
import {b} from '@bidding/core'
import {createRegistry} from '@bidding/core/registry'
import {fromJson, jsonParse, jsonStringify, toJson} from '@bidding/json'
import {format} from '@bidding/json/format'
import {everyNode} from '../../core/test/fixtures/every-node.js'

function failure(text: string): VFileMessage {
  const file = new VFile({path: 'tree.json'})
  try {
    fromJson(text, file)
  } catch (error) {
    expect(error).toBeInstanceOf(VFileMessage)
    return error as VFileMessage
  }

  throw new Error('Expected `' + text + '` to fail')
}

describe('@bidding/json', () => {
  it('should expose the public API', async () => {
    expect(Object.keys(await import('@bidding/json')).sort()).toEqual(['fromJson', 'jsonParse', 'jsonStringify', 'toJson', 'toJsonChunks'])
  })

  it('should be a format of the registry', () => {
    const registry = createRegistry([format])
    expect(registry.detect('x.json', 'parse')?.name).toBe('json')
    expect(format.stringifyOptions?.safeParse({positions: false, space: 0}).success).toBe(true)
    expect(format.stringifyOptions?.safeParse({space: -1}).success).toBe(false)
  })
})

describe('round trip', () => {
  it('should bring back a tree built with the builders unchanged', () => {
    const tree = everyNode()
    expect(fromJson(toJson(tree), new VFile())).toEqual(tree)
  })

  it('should work as unified plugins', async () => {
    const tree = everyNode()
    const file = await unified().use(jsonParse).use(jsonStringify, {space: 0}).process(toJson(tree))
    expect(String(file)).toBe(JSON.stringify(tree) + '\n')
  })

  it('should drop positions when asked', () => {
    const position = {start: {line: 1, column: 1, offset: 0}, end: {line: 1, column: 3, offset: 2}}
    const tree = b('root', {position}, [b('sequence', {context: [{call: '1N', by: 'we', position}]}, [])])
    expect(toJson(tree, {positions: false, space: 0})).toBe(
      '{"type":"root","children":[{"type":"sequence","context":[{"call":"1N","by":"we"}],"children":[]}]}\n'
    )
    expect(toJson(tree)).toContain('"position"')
  })
})

describe('bad input', () => {
  it('should place a syntax error', () => {
    const message = failure('{\n  "type": "root",\n  "children": [\n}')
    expect(message.fatal).toBe(true)
    expect([message.line, message.column, message.ruleId, message.source]).toEqual([4, 1, 'invalid-json', '@bidding/json'])
    expect(message.reason).toBe('Unexpected token, expected a value')
  })

  it('should report every syntax error it finds', () => {
    const file = new VFile()
    expect(() => fromJson('{"a": 1 "b": 2,, }', file)).toThrow()
    expect(file.messages.length).toBeGreaterThan(1)
    expect(file.messages.every((message) => message.fatal)).toBe(true)
  })

  it('should refuse comments and an empty file', () => {
    expect(failure('// no\n{}').reason).toBe('Unexpected comment, JSON has none')
    expect(failure('  \n').reason).toBe('Unexpected empty file, expected a bdast tree as JSON')
  })

  it('should place a schema problem on its property in the JSON text', () => {
    const text = '{\n  "type": "root",\n  "children": [\n    {"type": "sequence", "children": [{"type": "bid", "call": "1Q", "by": "we", "children": []}]}\n  ]\n}'
    const message = failure(text)
    expect([message.line, message.column, message.ruleId]).toEqual([4, 55, 'invalid-tree'])
    expect(message.reason).toMatch(/^Unexpected value at `children\[0\]\.children\[0\]\.call`/)
  })

  it('should place a missing field on the node that lacks it', () => {
    const message = failure('{"type": "root", "children": [{"type": "heading", "children": []}]}')
    expect([message.line, message.column]).toEqual([1, 31])
    expect(message.reason).toMatch(/^Missing `children\[0\]\.depth`/)
  })

  it('should stop after the most problems asked for, saying how many more there are', () => {
    const file = new VFile()
    const children = Array.from({length: 30}, () => '{"type": "x"}').join(',')
    expect(() => fromJson('{"type": "root", "children": [' + children + ']}', file, {maxProblems: 5})).toThrow(
      /\(and 25 more problems\)$/
    )
    expect(file.messages).toHaveLength(5)
  })

  it('should only ever throw messages on random and mutated input', () => {
    const valid = toJson(everyNode(), {space: 0})
    const mutated = fc
      .tuple(fc.integer({min: 0, max: valid.length}), fc.integer({min: 0, max: 20}), fc.string({maxLength: 5}))
      .map(([at, cut, insert]) => valid.slice(0, at) + insert + valid.slice(at + cut))
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), mutated), (text) => {
        try {
          fromJson(text, new VFile())
        } catch (error) {
          expect(error).toBeInstanceOf(VFileMessage)
        }
      }),
      {numRuns: 2000}
    )
  })
})

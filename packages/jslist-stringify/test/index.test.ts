import {b} from '@bidding/core'
import {createRegistry} from '@bidding/core/registry'
import {bidspaceParse} from '@bidding/bidspace-parse'
import {format as readerFormat} from '@bidding/bidspace-parse/format'
import {unified} from 'unified'
import {describe, expect, it} from 'vitest'
import jslistStringify, {jslistJsonStringify, toJslist} from '@bidding/jslist-stringify'
import {format, jsonFormat} from '@bidding/jslist-stringify/format'

const text = 'state: opn0\nprev_bid: none\npriority: 1c nb\nnb\trsp0\tp(hp,0,12)\n1c\trsp0\tp(hp,13,22)\ts(d,lt,4)\t@Approach club\n'
const list = [
  {
    state: 'opn0',
    prevBid: 'none',
    rankings: ['1c', 'nb'],
    availableBids: [
      {bid: 'nb', state: 'rsp0', rules: ["hasPointsBand('hcp', 0, 12)"], desc: ''},
      {bid: '1c', state: 'rsp0', rules: ["hasPointsBand('hcp', 13, 22)", "hasSuitLength('d', 'lt', 4)"], desc: 'Approach club'}
    ]
  }
]

describe('@bidding/jslist-stringify', () => {
  it('should expose the public api', async () => {
    expect(Object.keys(await import('@bidding/jslist-stringify')).sort()).toEqual([
      'default',
      'jslistJsonStringify',
      'jslistStringify',
      'toJslist',
      'toJslistJson',
      'toJslistRows'
    ])
  })

  it('should write an ES module as a unified compiler', () => {
    const output = String(unified().use(bidspaceParse).use(jslistStringify).processSync(text))
    expect(output).toBe('export const js_list = ' + JSON.stringify(list, undefined, 1) + '\n')
  })

  it('should write JSON as a unified compiler, with options', () => {
    const output = String(unified().use(bidspaceParse).use(jslistJsonStringify, {space: 0, keys: 'legacy'}).processSync(text))
    expect(JSON.parse(output)).toEqual([
      {
        state: 'opn0',
        previous_bid: 'none',
        next_bid_priority: ['1c', 'nb'],
        next_bid: [
          {rules: ["hasPointsBand('hcp', 0, 12)"], bid: 'nb', next_state: 'rsp0'},
          {rules: ["hasPointsBand('hcp', 13, 22)", "hasSuitLength('d', 'lt', 4)"], bid: '1c', next_state: 'rsp0'}
        ]
      }
    ])
    expect(output.split('\n')).toHaveLength(2)
  })

  it('should refuse a name that is not an identifier', () => {
    expect(() => toJslist(b('root', []), {name: 'js-list'})).toThrow(/JavaScript identifier/)
  })
})

describe('formats', () => {
  it('should choose `jslist` by `.js` and `jslist-json` by name only', () => {
    const registry = createRegistry([readerFormat, format, jsonFormat])
    expect(registry.detect('db.js', 'stringify')).toBe(registry.get('jslist'))
    expect(registry.detect('db.json', 'stringify')).toBeUndefined()
    expect(registry.extensionOf(registry.get('jslist-json')!)).toBe('.json')
    expect(String(registry.processor({from: 'bidspace', to: 'jslist-json'}).processSync(text))).toBe(JSON.stringify(list, undefined, 1) + '\n')
  })

  it('should describe options a command line can set', () => {
    expect(Object.keys(format.stringifyOptions!.shape).sort()).toEqual(['keys', 'name', 'rules', 'space'])
    expect(Object.keys(jsonFormat.stringifyOptions!.shape).sort()).toEqual(['keys', 'rules', 'space'])
    expect(format.stringifyOptions!.safeParse({rules: 'objects', keys: 'legacy', name: 'db', space: 2}).success).toBe(true)
    expect(format.stringifyOptions!.safeParse({name: '1x'}).success).toBe(false)
    expect(jsonFormat.stringifyOptions!.safeParse({rules: 'eval'}).success).toBe(false)
  })
})

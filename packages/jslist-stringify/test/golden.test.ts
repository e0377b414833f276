/** The JS list against the reference converter's own lists. */

import {readFileSync} from 'node:fs'
import path from 'node:path'
import {fileURLToPath} from 'node:url'
import {fromBidspace} from '@bidding/bidspace-parse'
import {VFile} from 'vfile'
import {describe, expect, it} from 'vitest'
import {toJslistJson, toJslistRows} from '@bidding/jslist-stringify'
import {corpus, describeCorpus} from '../../../test/shared.js'

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures')

function json(value: string, profile: 'default' | 'reference', options: Parameters<typeof toJslistJson>[1] = {}): {text: string; file: VFile} {
  const file = new VFile()
  return {text: toJslistJson(fromBidspace(value, new VFile(), {profile}), options, file), file}
}

describeCorpus('corpus', () => {
  const read = (...parts: string[]) => readFileSync(corpus('bidding-space', ...parts), 'utf8')

  it('should write `generated/bidding_space_2.js_list.json` byte for byte, in both profiles', () => {
    const expected = read('generated', 'bidding_space_2.js_list.json')
    expect(json(read('bidding_space_2.txt'), 'default').text).toBe(expected)
    expect(json(read('bidding_space_2.txt'), 'reference').text).toBe(expected)
  })

  it('should write the lists of the older dialects byte for byte in the reference profile', () => {
    expect(json(read('bidding_space.txt'), 'reference').text).toBe(read('generated', 'bidding_space.js_list.json'))
    expect(json(read('bidding_space_1.txt'), 'reference').text).toBe(read('generated', 'bidding_space_1.js_list.json'))
  })

  it('should keep the rules of rows without a next state in the default profile', () => {
    const {text, file} = json(read('bidding_space_1.txt'), 'default')
    const rows = JSON.parse(text) as Array<{availableBids: Array<{bid: string; state: string; rules: string[]}>}>
    expect(rows[0]!.availableBids[0]).toEqual({bid: 'nb', state: '', rules: ["hasPointsBand('hcp', 0, 12)"], desc: ''})
    expect(file.messages.map((message) => message.ruleId)).toEqual(Array.from({length: 6}, () => 'missing-next-state'))
  })

  it('should hold what `db_stub.js` holds, with the legacy keys', () => {
    // db_stub.js is a list the reference wrote from this file with an older key set.
    const stub = new Function(read('db_stub.js') + '\nreturn db') as () => unknown
    const rows = toJslistRows(fromBidspace(read('bidding_space.txt'), new VFile(), {profile: 'reference'}), {keys: 'legacy'})
    expect(rows).toEqual(stub())
  })
})

describe('quirks', () => {
  it('should write what the reference writes for a file full of quirks', () => {
    const input = readFileSync(path.join(fixtures, 'quirks', 'input.txt'), 'utf8')
    const {text, file} = json(input, 'reference')
    expect(text).toBe(readFileSync(path.join(fixtures, 'quirks', 'js_list.json'), 'utf8'))
    expect(file.messages.map((message) => message.ruleId)).toEqual(Array.from({length: 5}, () => 'unsupported-constraint'))
    expect(file.messages[3]!.reason).toBe(
      'Unexpected constraint `[q(1,2)]` that the JS list cannot express, expected points, suit lengths, doubletons or honours; left out'
    )
  })

  it('should keep every rule and the whole description in the default profile', () => {
    const input = readFileSync(path.join(fixtures, 'quirks', 'input.txt'), 'utf8')
    const rows = JSON.parse(json(input, 'default').text) as Array<{availableBids: Array<{bid: string; rules: string[]; desc: string}>}>
    const bids = rows[0]!.availableBids
    expect(bids.find((bid) => bid.bid === '1h')).toMatchObject({rules: ["hasPointsBand('hcp', 13, 22)", "hasSuitLength('h', 'gte', 5)"], desc: 'Five hearts'})
    expect(bids.find((bid) => bid.bid === '1d')).toMatchObject({rules: ["hasPointsBand('hcp', 13, 225)", "hasSuitLength('d', 'gte', 4)"], desc: '4+ diamonds'})
    expect(bids.find((bid) => bid.bid === '1nt')!.rules).toHaveLength(10)
    expect(bids.find((bid) => bid.bid === '3c')!.rules).toEqual([
      "hasPointsBand('hcp', 6, 10)",
      "hasSuitLength('c', 'eq', 7)",
      "hasHonoursLength('c', 'gte', 02)"
    ])
  })
})

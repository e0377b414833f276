/** The ES module is imported and queried the way the reference consumer does. */

import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {fileURLToPath, pathToFileURL} from 'node:url'
import {fromBidspace} from '@bidding/bidspace-parse'
import {VFile} from 'vfile'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {toJslist} from '@bidding/jslist-stringify'
import {choose, evaluate, find, Hand, HonoursHand, type Row} from './consumer.js'

const here = path.dirname(fileURLToPath(import.meta.url))
// A small system in the current dialect, written for these tests.
const system = readFileSync(path.join(here, 'fixtures', 'current', 'input.txt'), 'utf8')
let folder: string

async function load(options: Parameters<typeof toJslist>[1] = {}): Promise<Record<string, unknown>> {
  const tree = fromBidspace(system, new VFile())
  const file = path.join(folder, 'list-' + Math.random().toString(36).slice(2) + '.mjs')
  writeFileSync(file, toJslist(tree, options))
  return (await import(pathToFileURL(file).href)) as Record<string, unknown>
}

beforeAll(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'jslist-'))
})

afterAll(() => {
  rmSync(folder, {recursive: true, force: true})
})

describe('the generated module', () => {
  it('should export `js_list` and nothing else', async () => {
    const module = await load()
    expect(Object.keys(module)).toEqual(['js_list'])
    expect((module.js_list as Row[]).map((row) => row.state + ' ' + row.prevBid)).toEqual(['opn0 none', 'rsp0 1c'])
  })

  it('should export the list under another name when asked', async () => {
    expect(Object.keys(await load({name: 'db'}))).toEqual(['db'])
  })

  it('should crash the faithful consumer on `h(…)` rules, which it has no method for', async () => {
    const list = (await load()).js_list as Row[]
    const row = find(list, 'opn0', 'none') as Row
    expect(() => choose(row, new Hand('AK32 Q54 K72 A65'))).toThrow(TypeError)
  })

  it('should let a consumer with `hasHonoursLength` bid by the priority list', async () => {
    const list = (await load()).js_list as Row[]
    const opening = find(list, 'opn0', 'none') as Row
    // 16 HCP, 4-3-3-3: both `1c` and `1nt` fit; `1nt` ranks higher.
    expect(choose(opening, new HonoursHand('AK32 Q54 K72 A65'))).toMatchObject({bid: '1nt', state: 'rsp0'})
    // 13 HCP: only `1c` fits.
    const oneClub = choose(opening, new HonoursHand('K32 Q54 K72 AJ65'))
    expect(oneClub).toMatchObject({bid: '1c', state: 'rsp0', desc: 'Approach club'})
    // 7 HCP and six hearts: the weak two.
    expect(choose(opening, new HonoursHand('32 KQT987 Q72 65'))).toMatchObject({bid: '2h', desc: 'Preemptive weak'})

    // Partner looks up the next state after this bid and answers.
    const response = find(list, oneClub!.state, oneClub!.bid) as Row
    expect(response.rankings[0]).toBe('2s')
    // 6 HCP, four spades and four hearts: `1s` ranks above `1h`.
    expect(choose(response, new HonoursHand('QJ54 K763 82 943'))).toMatchObject({bid: '1s', state: 'opn1'})
    // 3 HCP: pass.
    expect(choose(response, new HonoursHand('J54 Q763 832 943'))).toMatchObject({bid: 'nb'})
    // No row for opener's rebid: the auction is stuck.
    expect(find(list, 'opn1', '1s')).toBe('not found')
  })

  it('should never choose a possible bid that the priority list leaves out', async () => {
    const list = (await load()).js_list as Row[]
    const opening = find(list, 'opn0', 'none') as Row
    // 13 HCP and five hearts: only `1h` fits, and it is not ranked.
    const hand = new HonoursHand('Q54 AKJ54 K7 652')
    expect(opening.availableBids.find((bid) => bid.bid === '1h')!.rules.every((rule) => evaluate(hand, rule) !== false)).toBe(true)
    expect(choose(opening, hand)).toBeUndefined()
  })

  it('should let a consumer evaluate rule objects without `eval`', async () => {
    const list = (await load({rules: 'objects'})).js_list as Row[]
    const opening = find(list, 'opn0', 'none') as Row
    expect(opening.availableBids[1]!.rules[0]).toEqual({method: 'hasPointsBand', args: ['hcp', 13, 22]})
    expect(choose(opening, new HonoursHand('K32 Q54 K72 AJ65'))).toMatchObject({bid: '1c'})
  })

  it('should serve the legacy keys that `bidding.js` reads', async () => {
    const db = (await load({keys: 'legacy'})).js_list as Array<Record<string, unknown>>
    const row = db.find((item) => item.state === 'rsp0' && item.previous_bid === '1c')!
    expect(Object.keys(row)).toEqual(['state', 'previous_bid', 'next_bid_priority', 'next_bid'])
    expect((row.next_bid as Array<Record<string, unknown>>)[0]).toEqual({rules: ["hasPointsBand('lp', 0, 5)"], bid: 'nb', next_state: 'opn1'})
  })
})

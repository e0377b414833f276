/**
 * The engine's speed-ups must not change the robot's choices. The calls of
 * 500 seeded auctions with a frozen copy of SAYC (fixtures/sayc, copied from
 * examples/sayc so that work on the notes does not move this record) were
 * recorded before the engine was optimised, by
 * `node --import tsx --conditions=@bidding/source packages/robot/test/fixtures/sayc/record.ts`;
 * rerun it only when a change of the robot's choices is intended, and say so.
 */

import {readFileSync} from 'node:fs'
import path from 'node:path'
import {describe, expect, it} from 'vitest'
import {parseDeal} from '@bidding/hand'
import {bidDeal} from '@bidding/robot'
import {frozenOptions, type RecordedAuction} from './fixtures/sayc/options.js'
import {fixtureSystem, fixtures} from './helpers.js'

const recorded = JSON.parse(readFileSync(path.join(fixtures, 'sayc', 'auctions.json'), 'utf8')) as RecordedAuction[]
const {system, file} = fixtureSystem('sayc/sayc.bml')

function bidAll(explain: boolean, count: number): RecordedAuction[] {
  return recorded.slice(0, count).map((item, index) => {
    const read = parseDeal(item.deal)
    if (!read.ok) throw new Error(read.message)
    const auction = bidDeal(read.deal, system, {...frozenOptions(index), explain})
    return {deal: item.deal, calls: auction.calls.join(' '), reasons: auction.choices.map((choice) => choice.reason).join(' ')}
  })
}

describe('the frozen SAYC record', () => {
  it('should read the frozen system without errors', () => {
    expect(file.messages.filter((message) => message.fatal)).toEqual([])
    expect(recorded).toHaveLength(500)
  })

  it('should bid the 500 recorded deals with the same calls, for the same reasons, without explanations', () => {
    expect(bidAll(false, recorded.length)).toEqual(recorded)
  })

  it('should bid the same calls when explanations are asked for', () => {
    expect(bidAll(true, 100)).toEqual(recorded.slice(0, 100))
  })

  it('should bid the same calls a second time, from the engine’s caches', () => {
    expect(bidAll(false, 200)).toEqual(recorded.slice(0, 200))
  })
})

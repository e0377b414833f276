/**
 * The SLAMBidding engine against the reference robot (formats.md §3.6),
 * traced by hand: each expectation names the step that decides it.
 */

import {readFileSync} from 'node:fs'
import path from 'node:path'
import {fromSlam} from '@bidding/slam-parse'
import {VFile} from 'vfile'
import {beforeAll, describe, expect, it} from 'vitest'
import {compileSystem, type CompiledSystem, type CompileOptions} from '@bidding/robot'
import {corpus, describeCorpus} from '../../../test/shared.js'
import {choose, fixtures} from './helpers.js'

function load(filePath: string, options: CompileOptions = {}) {
  const file = new VFile({path: filePath, value: readFileSync(filePath, 'utf8')})
  const tree = fromSlam(String(file.value), file, {resolve: true})
  return {system: compileSystem(tree, file, options), file}
}

describe('SLAMBidding conventions (own fixture)', () => {
  const own = path.join(fixtures, 'slam', 'test.conv')
  const {system, file} = load(own, {profile: 'reference'})

  it('should compile a convention read with `slamParse`', () => {
    expect(system.kind).toBe('slam')
    expect(file.messages.map(String)).toEqual([])
  })

  it('step 1: should open with the first `open` whose hand type fits', () => {
    expect(choose(system, 'AK2.KQ2.J432.Q32').call).toBe('1N')
    // 12, five small spades: the reference ignores `honorsmin`…
    expect(choose(system, '98765.AK2.AK2.32').call).toBe('1S')
    // …the default profile reads it.
    expect(choose(load(own).system, '98765.AK2.AK2.32').call).toBe('P')
    const none = choose(system, '98765.Q32.K32.32')
    expect([none.call, none.reason]).toEqual(['P', 'no-rule'])
    expect(none.at).toBe('after (no sequence): no opening fits')
  })

  it('step 2: should overcall, then balance, over the call the `over` list names', () => {
    expect(choose(system, 'KQ432.K32.432.32', '1H').call).toBe('1S') // 8, five spades
    expect(choose(system, 'KQ43.K32.A32.Q32', '1H').call).toBe('X') // 14, four spades
    expect(choose(system, 'KQ43.K32.A32.Q32', '2H').reason).toBe('no-rule') // no `over` names 2H
    // In pass-out position an overcall compares with the last call (a pass); a balance with the call three back.
    expect(choose(system, 'KQ4.K32.A32.Q432', '1H P P').call).toBe('1N') // 14
  })

  it('step 3: should reply to partner’s action, the first child whose `over` and hand type fit', () => {
    expect(choose(system, 'Q32.K32.A432.J32', '1N P').call).toBe('3N') // 10
    expect(choose(system, 'Q32.K32.Q432.J32', '1N P').call).toBe('P') // 8
    expect(choose(system, 'Q32.KJ2.5432.J32', '1S P').call).toBe('2S') // 7, three spades
    // `<handtypes/>` never fits; `<type/>` fits any hand.
    expect(choose(system, 'Q32.KJ2.A432.KJ2', '1S P').call).toBe('P')
  })

  it('should find the player’s last action by replaying their turns, or by the call a human made', () => {
    // The robot opens 1NT with this hand, and partner raised: the reply to 3NT is the `pass` child.
    expect(choose(system, 'AK2.KQ2.J432.Q32', '1N P 3N P').call).toBe('P')
    // With five spades the robot would open 1S; a human opened 1NT: the call finds `open 1NT` all the same.
    const human = choose(system, 'AKJ32.K2.KQ2.Q32', '1N P 3N X')
    expect([human.call, human.reason]).toEqual(['P', 'rule'])
  })

  it('should skip a reply that is not legal (the reference would make it)', () => {
    const choice = choose(system, 'AK2.KQ2.J432.Q32', '1N P 3N X')
    expect(choice.call).toBe('P')
    expect(choice.candidates.map((candidate) => [candidate.call, candidate.status])).toEqual([
      ['2N', 'illegal'],
      ['P', 'chosen']
    ])
  })
})

describeCorpus('SLAMBidding’s own files: SAYC.system (strong 1NT + stayman)', () => {
  // Read when the tests run, not when they are collected: a skipped suite must not touch the corpus.
  let system: CompiledSystem
  beforeAll(() => {
    system = load(corpus('slam', 'systems', 'SAYC.system')).system
  })

  it('should open 1NT with 15–17 and at most four cards in each major', () => {
    expect(choose(system, 'AK2.KQ2.J432.Q32').call).toBe('1N')
    expect(choose(system, 'AKJ32.K2.KQ2.Q32').call).toBe('P') // five spades: no `open` fits
  })

  it('should answer 1NT in document order: invite, signoff, pass, then the spliced Stayman', () => {
    expect(choose(system, 'Q32.K32.Q432.J32', '1N P').call).toBe('2N') // 8, no four-card major
    expect(choose(system, 'Q32.K32.A432.J32', '1N P').call).toBe('3N') // 10
    expect(choose(system, 'Q32.K32.5432.J32', '1N P').call).toBe('P') // 6
    expect(choose(system, 'QJ32.K32.Q43.J32', '1N P').call).toBe('2C') // 9, four spades: `invite` wants ≤3
    expect(choose(system, 'QJ32.K32.A43.J32', '1N P').call).toBe('2C') // 11
  })

  it('should read RHO’s call against each reply’s `over` list', () => {
    expect(choose(system, 'Q32.K32.Q432.J32', '1N 2C').call).toBe('2N') // `over="PASS, X, 2C"`
    expect(choose(system, 'Q32.K32.Q432.J32', '1N X').call).toBe('2N')
    const none = choose(system, 'Q32.K32.Q432.J32', '1N 2D')
    expect([none.call, none.reason]).toEqual(['P', 'no-rule'])
    // Over 2C, Stayman is the double.
    expect(choose(system, 'QJ32.K32.Q43.J32', '1N 2C').call).toBe('X')
  })

  it('should answer Stayman and continue', () => {
    expect(choose(system, 'AK2.K32.QJ43.Q32', '1N P 2C P').call).toBe('2D')
    expect(choose(system, 'AK32.KQ32.J4.Q32', '1N P 2C P').call).toBe('2H') // 4-4: hearts first
    expect(choose(system, 'AK32.K32.QJ4.Q32', '1N P 2C P').call).toBe('2S')
    expect(choose(system, 'QJ32.K32.Q43.J32', '1N P 2C P 2D P').call).toBe('2N') // 9
    expect(choose(system, 'QJ32.K32.A43.J32', '1N P 2C P 2D P').call).toBe('3N') // 11
    expect(choose(system, 'AK2.K32.QJ43.Q32', '1N P 2C P 2D P 2N P').call).toBe('P') // 15: decline
    expect(choose(system, 'AK2.K32.QJ43.K32', '1N P 2C P 2D P 2N P').call).toBe('3N') // 16: accept
    expect(choose(system, 'QJ32.KJ32.A3.J32', '1N P 2C P 2H P').call).toBe('4H') // 12, four hearts
  })

  it('should reproduce the reference’s quirks', () => {
    // `over="ALL"` never matches: after 1NT-2C-2H-3NT, opener without four spades has no reply.
    const quirk = choose(system, 'AK2.KQ32.J43.Q32', '1N P 2C P 2H P 3N P')
    expect([quirk.call, quirk.reason]).toEqual(['P', 'no-rule'])
    expect(choose(system, 'AK32.KQ32.J4.Q32', '1N P 2C P 2H P 3N P').call).toBe('4S') // `<correct>`
    // The stayman convention is also a top-level sequence: a 2C opening is answered as Stayman.
    expect(choose(system, 'AK2.K32.QJ43.Q32', '2C P').call).toBe('2D')
  })
})

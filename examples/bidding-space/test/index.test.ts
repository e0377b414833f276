import {execFileSync} from 'node:child_process'
import path from 'node:path'
import {fileURLToPath} from 'node:url'
import {parseAuction} from '@bidding/core/calls'
import {parseHand} from '@bidding/hand'
import {chooseCall} from '@bidding/robot'
import {describe, expect, it} from 'vitest'
import {load, main} from '../index.js'

const here = path.dirname(path.dirname(fileURLToPath(import.meta.url)))

function bid(handText: string, auction: string) {
  const hand = parseHand(handText)
  if (!hand.ok) throw new Error(hand.message)
  return chooseCall(system, {hand: hand.hand, auction: parseAuction(auction).calls})
}

const {system, file} = load()

describe('@bidding-examples/bidding-space', () => {
  it('should read the state machine; the only warning is the second `2c` line, the format’s way to say “or”', () => {
    expect(system.kind).toBe('states')
    expect(file.messages.map((message) => message.ruleId)).toEqual(['duplicate-bid'])
  })

  it('should choose by each state’s priority list', () => {
    expect(bid('AK2.KQ2.J432.Q32', '').call).toBe('1N') // 15, balanced: 1nt before 1d in the list
    expect(bid('AKJ32.K2.Q432.32', '').call).toBe('1S')
    expect(bid('KJ32.KQ32.A32.32', '').call).toBe('1C') // four-four in the majors
    expect(bid('Q32.KJ32.Q43.J32', '1C P').call).toBe('1H') // up the line
    expect(bid('Q32.KJ3.Q432.J32', '1H P').call).toBe('2H')
    expect(bid('Q32.KJ32.Q43.J32', '1N P').call).toBe('2C')
    expect(bid('AK2.KQ32.J43.Q32', '1N P 2C P').call).toBe('2H')
    expect(bid('Q32.KJ32.A43.J32', '1N P 2C P 2H P').call).toBe('4H')
  })

  it('should follow the opponents’ passes only, and say when the file has no state', () => {
    const contested = bid('Q32.KJ32.Q43.J32', '1C 1S')
    expect([contested.call, contested.reason]).toEqual(['P', 'off-system'])
    const stuck = bid('Q32.KJ32.Q43.J32', 'P P 1C P 1D P 1H P')
    expect(stuck.explanation).toBe('The auction is not in the system (no state `rsp1` after `1H` (the consumer is stuck)); passing')
  })

  it('should print some auctions and the statistics of 1,000 deals when run', () => {
    const stdout = execFileSync(process.execPath, ['--conditions=@bidding/source', '--import', 'tsx', 'index.ts'], {cwd: here, encoding: 'utf8'})
    expect(stdout).toBe(main())
    expect(stdout.split('\n')[0]).toBe('Five-card majors in bidding_space, North deals, East–West pass')
    expect(stdout).toContain('1000 deals; ')
    expect(stdout).toContain('  1N (Balanced 15 to 17) – 3N (Game) – P (Passes the game)')
    expect(Number(/Hands for which no rule applied: (\d+)/.exec(stdout)![1])).toBeLessThan(50)
  })
})

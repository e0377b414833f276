import {execFileSync} from 'node:child_process'
import path from 'node:path'
import {fileURLToPath} from 'node:url'
import {parseHand} from '@bidding/hand'
import {chooseCall} from '@bidding/robot'
import {describe, expect, it} from 'vitest'
import {examples, load, main} from '../index.js'

const here = path.dirname(path.dirname(fileURLToPath(import.meta.url)))

function hand(text: string) {
  const result = parseHand(text)
  if (!result.ok) throw new Error(result.message)
  return result.hand
}

describe('@bidding-examples/slam-stayman', () => {
  const {system, file} = load()

  it('should load the system with its conventions spliced, without messages', () => {
    expect(system.kind).toBe('slam')
    expect(file.messages.map(String)).toEqual([])
  })

  it('should bid Stayman sequences in document order, as SLAMBidding’s robot does', () => {
    const expected = ['1N', '2C', '2D', '2N', '3N', '4S', '3S']
    expect(examples.map((example) => chooseCall(system, {hand: hand(example.hand), auction: example.auction === '' ? [] : (example.auction.split(' ') as never)}).call)).toEqual(expected)
    // After 1NT-3S, opener with three spades raises, with two bids 3NT.
    expect(chooseCall(system, {hand: hand('Q32.AK2.KJ32.Q32'), auction: ['1N', 'P', '3S', 'P']}).call).toBe('4S')
    expect(chooseCall(system, {hand: hand('Q2.AK2.KJ32.Q432'), auction: ['1N', 'P', '3S', 'P']}).call).toBe('3N')
  })

  it('should print the examples and a simulation when run', () => {
    const stdout = execFileSync(process.execPath, ['--conditions=@bidding/source', '--import', 'tsx', 'index.ts'], {cwd: here, encoding: 'utf8'})
    expect(stdout).toBe(main())
    const lines = stdout.split('\n')
    expect(lines[0]).toBe('Strong notrump and Stayman (0 messages)')
    expect(lines[2]).toMatch(/^\(opening\) +AK2\.KQ2\.J432\.Q32 +→ 1N/)
    expect(stdout).toContain('500 deals; 0 passed out (0.0%)')
    expect(stdout).toMatch(/ {2}4H +\d+/)
    expect(Number(/Hands for which no rule applied: (\d+)/.exec(stdout)![1])).toBeLessThan(10)
  })
})

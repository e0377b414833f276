import {execFileSync} from 'node:child_process'
import path from 'node:path'
import {fileURLToPath} from 'node:url'
import {parseAuction} from '@bidding/core/calls'
import {fromBml} from '@bidding/bml-parse'
import {toBml} from '@bidding/bml-stringify'
import {parseHand} from '@bidding/hand'
import {chooseCall, compileSystem, lintSystem} from '@bidding/robot'
import {VFile} from 'vfile'
import {describe, expect, it} from 'vitest'
import {examples, main} from '../index.js'
import {acol} from '../system.js'

const here = path.dirname(path.dirname(fileURLToPath(import.meta.url)))
const compiled = compileSystem(acol)

/** Without positions, reader data and `raw` spellings (BML spells a double `D`). */
function strip(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(strip)
  if (node && typeof node === 'object') {
    return Object.fromEntries(Object.entries(node).filter(([key]) => key !== 'position' && key !== 'data' && key !== 'raw').map(([key, value]) => [key, strip(value)]))
  }

  return node
}

describe('@bidding-examples/acol-dsl', () => {
  it('should bid the examples through the robot: weak or strong notrump by vulnerability, raises, light openings', () => {
    const calls = examples.map((example) => {
      const hand = parseHand(example.hand)
      if (!hand.ok) throw new Error(hand.message)
      return chooseCall(compiled, {hand: hand.hand, auction: parseAuction(example.auction).calls, vulnerability: example.vulnerability}).call
    })
    expect(calls).toEqual(['1N', '1D', '1N', '1N', '2H', '3S', '2D', '1S'])
  })

  it('should fall back naturally where the scheme stops, as its metadata asks', () => {
    const hand = parseHand('KJ32.Q2.K432.J32')
    if (!hand.ok) throw new Error(hand.message)
    // The scheme has no responses to 1D: the natural layer speaks for it
    // (the auction is the system's own), raising or bidding its own suit.
    const choice = chooseCall(compiled, {hand: hand.hand, auction: parseAuction('1D P').calls})
    expect(choice.reason).toBe('natural')
    expect(choice.explanation.startsWith('Natural')).toBe(true)
    expect(choice.call).not.toBe('P')
  })

  it('should print as BML that reads back to the same tree, constraints included', () => {
    const text = toBml(acol)
    const back = fromBml(text, new VFile({value: text}))
    expect(strip(back)).toEqual(strip(acol))
    expect(text).toContain('1N Strong notrump, vulnerable {15–17 HCP, 2+!s, 2+!h, 2+!d, 2+!c, balanced; vul Y0}')
  })

  it('should lint: the weak notrump responses leave no hand without a call', () => {
    const findings = lintSystem(compiled, {samples: 200})
    const responses = findings.filter((finding) => finding.at === '1N (P)')
    expect(responses).toHaveLength(2) // one per vulnerability
    for (const finding of responses) expect(finding.holes).toBe(0)
  })

  it('should print the BML and the robot’s calls when run', () => {
    const stdout = execFileSync(process.execPath, ['--conditions=@bidding/source', '--import', 'tsx', 'index.ts'], {cwd: here, encoding: 'utf8'})
    expect(stdout).toBe(main())
    expect(stdout.split('\n')[0]).toBe('Acol openings, written in @bidding/dsl')
    expect(stdout).toContain('  1S P                  KJ32.Q2.K432.J32   → 3S  Limit raise')
  })
})


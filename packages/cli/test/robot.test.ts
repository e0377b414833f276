import {readFile, writeFile} from 'node:fs/promises'
import path from 'node:path'
import {parsePbn} from '@bidding/hand'
import {describe, expect, it} from 'vitest'
import {corpus, describeCorpus} from '../../../test/shared.js'
import {cli, temporary} from './io.js'

const system = `#+TITLE: CLI test system

1N  Strong notrump {15-17 HCP, balanced}
  2C  Stayman {8+ HCP; if 4+!h or 4+!s; alert asking}
    2D  No major {≤3!h, ≤3!s}
    2H  Hearts {4+!h}
    2S  Spades {4+!s, ≤3!h}
  3N  To play {10-15 HCP}
  P   Weak {any hand}
1M  Five-card major {12-21 HCP, 5+M}
  2M  Raise {3+ in partner's suit, 6-10 HCP}
  P   {any hand}
1C  Anything else {12-21 HCP}
  P   {any hand}
P   Nothing {any hand}
`

const lint = `1N Strong notrump {15-17 HCP, balanced}
  2C Stayman {8+ HCP}
  2D Never reached {10+ HCP}
  3N Impossible {≤7 HCP, 8+ HCP}
  P  Weak {≤5 HCP}
`

async function folder(): Promise<string> {
  const directory = await temporary()
  await writeFile(path.join(directory, 'system.bml'), system)
  await writeFile(path.join(directory, 'lint.bml'), lint)
  await writeFile(path.join(directory, 'pass.bml'), '#BIDTABLE\nP Always {any hand}\n')
  return directory
}

describe('bidding bid', () => {
  it('should print the call alone on the first line, then its explanation', async () => {
    const cwd = await folder()
    const result = await cli(['bid', '--system', 'system.bml', '--hand', 'Q32.KJ32.Q32.J32', '--auction', '1N P'], {cwd})
    expect(result.code).toBe(0)
    expect(result.stdout).toBe('2C\nStayman\nShows: 8+ HCP\nRequires: 4+♥ or 4+♠\nAlert: artificial, asking\n')
    const opening = await cli(['bid', '--system', 'system.bml', '--hand', 'AK2.KQ2.J432.Q32', '--auction', ''], {cwd})
    expect(opening.stdout.split('\n')[0]).toBe('1N')
  })

  it('should read dealer and vulnerability, and print JSON with the per-seat summary', async () => {
    const cwd = await folder()
    const result = await cli(['bid', '--system', 'system.bml', '--hand', 'Q32.KJ3.Q432.J32', '--auction', 'P 1H P', '--dealer', 'W', '--vul', 'NS', '--json'], {cwd})
    expect(result.code).toBe(0)
    const json = JSON.parse(result.stdout) as {call: string; explanation: string; summary: {seats: Record<string, {text: string; calls: unknown[]}>}}
    expect(json.call).toBe('2H')
    expect(json.explanation.split('\n')[0]).toBe('Raise')
    // West dealt and passed; North opened 1H.
    expect(json.summary.seats.N!.text).toBe('12–21 HCP, 5+♥')
    expect(json.summary.seats.W!.calls).toHaveLength(1)
  })

  it('should say why it passes', async () => {
    const cwd = await folder()
    const result = await cli(['bid', '--system', 'system.bml', '--hand', 'Q32.KJ3.Q432.J32', '--auction', '1D P'], {cwd})
    expect(result.stdout).toBe('P\nThe auction is not in the system (1D (P)); passing\n')
    const natural = await cli(['bid', '--system', 'system.bml', '--hand', 'Q32.KJ3.Q432.J32', '--auction', '1D P', '--fallback', 'natural'], {cwd})
    expect(natural.stdout.split('\n').slice(0, 3)).toEqual(['P', 'Fallback: natural: a fit in ♦, but about 14 points together are not enough to raise', 'The auction is not in the system (1D (P))'])
  })

  it('should refuse bad hands, auctions and flags with a usage error', async () => {
    const cwd = await folder()
    const hand = await cli(['bid', '--system', 'system.bml', '--hand', 'AK2.KQ2.J432'], {cwd})
    expect(hand.code).toBe(2)
    expect(hand.stderr).toContain('--hand AK2.KQ2.J432')
    const auction = await cli(['bid', '--system', 'system.bml', '--hand', 'AK2.KQ2.J432.Q32', '--auction', '1N 1C'], {cwd})
    expect(auction.code).toBe(2)
    expect(auction.stderr).toContain('1C is not higher than 1NT')
    expect((await cli(['bid', '--hand', 'AK2.KQ2.J432.Q32'], {cwd})).code).toBe(2)
    expect((await cli(['bid', '--system', 'system.bml', '--hand', 'AK2.KQ2.J432.Q32', '--wat'], {cwd})).code).toBe(2)
    expect((await cli(['bid', '--system', 'missing.bml', '--hand', 'AK2.KQ2.J432.Q32'], {cwd})).code).toBe(1)
  })
})

describeCorpus('bidding bid on the corpus’s systems', () => {
  it('should bid a bidding_space file with `--from` and a SLAMBidding system with its conventions', async () => {
    const space = await cli(['bid', '--system', corpus('bidding-space', 'bidding_space_2.txt'), '--from', 'bidspace', '--hand', 'QJ32.K32.Q43.J32', '--auction', '1C P'])
    expect(space.stdout.split('\n')[0]).toBe('1S')
    const slam = await cli(['bid', '--system', corpus('slam', 'systems', 'SAYC.system'), '--hand', 'QJ32.K32.Q43.J32', '--auction', '1N P'])
    expect(slam.stdout.split('\n')[0]).toBe('2C')
  })
})

describe('bidding bid --cases', () => {
  const cases = [
    '{"group": "open", "hand": "AK2.KQ2.J432.Q32", "expected": "1N", "history": "", "vulnerability": "None"}',
    '{"group": "open", "hand": "AK2.KQ2.J432.Q32", "expected": "1C", "history": "P", "vulnerability": "E-W"}',
    '{"group": "stayman", "hand": "Q32.KJ32.Q32.J32", "expected": "3N", "history": "1N P 2C P 2H P", "vulnerability": "None"}',
    'oops'
  ].join('\n')

  it('should print each failure and `passed P of N` last, with sub-tests when asked', async () => {
    const cwd = await folder()
    await writeFile(path.join(cwd, 'cases.jsonl'), cases)
    const result = await cli(['bid', '--system', 'system.bml', '--cases', 'cases.jsonl'], {cwd})
    expect(result.code).toBe(0)
    expect(result.stderr).toBe('cases.jsonl:4: Unexpected text, expected a JSON object\n')
    const lines = result.stdout.trimEnd().split('\n')
    expect(lines[0]).toBe('FAIL open: AK2.KQ2.J432.Q32 after P (E-W): expected 1C, got 1N')
    expect(lines[1]).toBe('    Strong notrump')
    expect(lines).toContain('FAIL stayman: Q32.KJ32.Q32.J32 after 1N P 2C P 2H P (None): expected 3N, got P')
    expect(lines.at(-1)).toBe('passed 1 of 3 (33.3%)')

    const withSubtests = await cli(['bid', '--system', 'system.bml', '--cases', 'cases.jsonl', '--subtests', '--json', 'out.json'], {cwd})
    expect(withSubtests.stdout.trimEnd().split('\n').slice(-3)).toEqual([
      'cases as given: 1 of 3 (33.3%)',
      'sub-tests: 1 of 1 (100.0%)',
      'passed 2 of 4 (50.0%)'
    ])
    const json = JSON.parse(await readFile(path.join(cwd, 'out.json'), 'utf8')) as {passed: number; total: number; results: Array<{key: string; got: string; subtestOf?: string}>}
    expect([json.passed, json.total]).toEqual([2, 4])
    expect(json.results.at(-1)).toMatchObject({got: '2C', subtestOf: '1N P 2C P 2H P'})
  })

  it('should refuse a missing system or cases file, and options of single hands', async () => {
    const cwd = await folder()
    expect((await cli(['bid', '--cases', 'cases.jsonl'], {cwd})).code).toBe(2)
    const missing = await cli(['bid', '--system', 'system.bml', '--cases', 'missing.jsonl'], {cwd})
    expect(missing.code).toBe(1)
    expect(missing.stderr).toMatch(/^bidding bid: cannot read `missing.jsonl`/)
    await writeFile(path.join(cwd, 'cases.jsonl'), cases)
    expect((await cli(['bid', '--system', 'system.bml', '--cases', 'cases.jsonl', '--hand', 'AK2.KQ2.J432.Q32'], {cwd})).code).toBe(2)
  })
})

describe('bidding simulate', () => {
  it('should bid every deal, print statistics and write PBN with alert notes', async () => {
    const cwd = await folder()
    const result = await cli(['simulate', '--ns', 'system.bml', '--ew', 'pass.bml', '--count', '60', '--seed', '3', '--threads', '1', '-o', 'out.pbn'], {cwd})
    expect(result.code).toBe(0)
    const lines = result.stdout.split('\n')
    expect(lines[0]).toBe('North–South: system.bml; East–West: pass.bml; seed 3')
    expect(lines[2]).toMatch(/^60 deals; \d+ passed out \(\d+\.\d%\)$/)
    expect(result.stdout).toContain('Final contracts:')
    expect(result.stdout).toContain('Nodes reached (where → call):')
    expect(result.stdout).toMatch(/Hands for which no rule applied: \d+/)
    const games = parsePbn(await readFile(path.join(cwd, 'out.pbn'), 'utf8'))
    expect(games).toHaveLength(60)
    expect(games.every((game) => game.auction && game.deal)).toBe(true)
    const again = await cli(['simulate', '--ns', 'system.bml', '--ew', 'pass.bml', '--count', '60', '--seed', '3', '--threads', '1', '-o', 'again.pbn'], {cwd})
    expect(again.stdout).toBe(result.stdout)
    expect(await readFile(path.join(cwd, 'again.pbn'), 'utf8')).toBe(await readFile(path.join(cwd, 'out.pbn'), 'utf8'))
  })

  it('should deal to `--where` and compare two systems on the same deals', async () => {
    const cwd = await folder()
    const result = await cli(['simulate', '--ns', 'system.bml', '--compare', 'pass.bml', '--count', '30', '--seed', '1', '--where', '15-17 HCP, balanced', '--dealer', 'N', '--threads', '1', '--json'], {cwd})
    expect(result.code).toBe(0)
    const json = JSON.parse(result.stdout) as {statistics: {contracts: Array<[string, number]>; passedOut: number}; compare: {statistics: {passedOut: number}; comparison: {different: number}}}
    // North always opens 1NT; the other system always passes.
    expect(json.statistics.passedOut).toBe(0)
    expect(json.compare.statistics.passedOut).toBe(30)
    expect(json.compare.comparison.different).toBe(30)
  })

  it('should read a system named for both sides once, and bid as two copies of it would', async () => {
    const cwd = await folder()
    // A call without a constraint: the warning says how many, once per system read.
    const text = system + '2C  Strong, artificial\n'
    await writeFile(path.join(cwd, 'both.bml'), text)
    await writeFile(path.join(cwd, 'copy.bml'), text)
    const run = ['--count', '200', '--seed', '5', '--threads', '1', '--fallback', 'natural']
    const shared = await cli(['simulate', '--ns', 'both.bml', '--ew', './both.bml', ...run, '-o', 'shared.pbn'], {cwd})
    const apart = await cli(['simulate', '--ns', 'both.bml', '--ew', 'copy.bml', ...run, '-o', 'apart.pbn'], {cwd})
    expect(shared.code).toBe(0)
    expect(apart.code).toBe(0)
    expect(shared.stderr.match(/no machine-readable meaning/g)).toHaveLength(1)
    expect(apart.stderr.match(/no machine-readable meaning/g)).toHaveLength(2)
    const withoutNames = async (name: string) => (await readFile(path.join(cwd, name), 'utf8')).replace(/^\[BidSystemEW .*\]$/gm, '')
    const pbn = await withoutNames('shared.pbn')
    expect(pbn).toBe(await withoutNames('apart.pbn'))
    // East–West bid too: the shared system is read for both sides.
    expect(parsePbn(pbn).some((game) => game.tags.some((tag) => tag.name === 'Declarer' && (tag.value === 'E' || tag.value === 'W')))).toBe(true)
  })

  it('should refuse missing flags', async () => {
    const cwd = await folder()
    expect((await cli(['simulate', '--count', '3'], {cwd})).code).toBe(2)
    expect((await cli(['simulate', '--ns', 'system.bml'], {cwd})).code).toBe(2)
    expect((await cli(['simulate', '--ns', 'system.bml', '--count', '3', '--where', '3+ in partner’s suit'], {cwd})).code).toBe(2)
  })
})

describe('bidding play', () => {
  it('should let a human bid with robots, refuse illegal calls, and show the deal at the end', async () => {
    const cwd = await folder()
    const stdin = ['what', 'X', '?', 'hint', '1N', 'P', ''].join('\n')
    const result = await cli(['play', '--system', 'pass.bml', '--seed', '5'], {cwd, stdin})
    expect(result.code).toBe(0)
    const out = result.stdout
    expect(out).toContain('North: P\n    Always\n    Shows: any hand')
    expect(out).toContain('Unexpected `what`, expected a call such as 1NT, 2C, Pass, X or XX')
    expect(out).toContain('Illegal call X: there is no bid to double')
    expect(out).toContain('The robot would bid P')
    expect(out).toContain('South: 1N')
    expect(out).toMatch(/Auction:\nWest  North East  South\n      P     P     1N\nP     P     P\n/)
    expect(out).toMatch(/Contract: 1N by South\n$/)
    expect(out).toMatch(/ {2}North +♠\S* ♥\S* ♦\S* ♣\S* +\d+ HCP {2}\d=\d=\d=\d/)
  })

  it('should not let the robots’ reasoning show their hands while a human plays, and show it all at the end', async () => {
    const cwd = await folder()
    for (const fallback of ['pass', 'natural']) {
      const result = await cli(['play', '--system', 'system.bml', '--seed', '2', '--fallback', fallback], {cwd, stdin: 'P\nP\nP\nP\n'})
      expect(result.code).toBe(0)
      const [live, end] = result.stdout.split('\nAuction:\n') as [string, string]
      // North opens 1C with 19 HCP: 1NT (15–17) failed on its points, which only North may know.
      expect(live).toContain('North: 1C\n    Anything else\n    Shows: 12–21 HCP\n')
      const robotLines = live.split('\n').filter((line) => line.startsWith('    '))
      expect(robotLines.length).toBeGreaterThan(2)
      for (const line of robotLines) expect(line).not.toMatch(/\(has |\d+ HCP\)|^ {4}Not /)
      expect(end).toContain('The robots’ reasoning:\n  North: 1C\n      Anything else\n      Shows: 12–21 HCP\n      Not 1NT (Strong notrump): 15–17 HCP (has 19)')
    }
  })

  it('should print a seed that replays the deal', async () => {
    const cwd = await folder()
    const argv = ['play', '--north', 'pass.bml', '--east', 'pass.bml', '--south', 'pass.bml', '--west', 'pass.bml']
    const hands = (stdout: string) => stdout.slice(stdout.indexOf('Hands:'))
    const numbered = await cli([...argv, '--seed', '4'], {cwd})
    expect(numbered.stdout).toMatch(/^Deal \(seed 4\)/)
    const named = await cli([...argv, '--seed', 'four'], {cwd})
    const seed = /^Deal \(seed (\d+)\)/.exec(named.stdout)![1]!
    const replayed = await cli([...argv, '--seed', seed], {cwd})
    expect(hands(replayed.stdout)).toBe(hands(named.stdout))
    expect(hands(numbered.stdout)).not.toBe(hands(named.stdout))
  })

  it('should stop when the input ends before the auction', async () => {
    const cwd = await folder()
    const result = await cli(['play', '--system', 'pass.bml', '--seed', '5'], {cwd, stdin: ''})
    expect(result.code).toBe(1)
    expect(result.stderr).toBe('bidding play: input ended before the auction did\n')
  })

  it('should play four robots, with a constrained deal', async () => {
    const cwd = await folder()
    const result = await cli(['play', '--north', 'system.bml', '--east', 'pass.bml', '--south', 'system.bml', '--west', 'pass.bml', '--where', '15-17 HCP, balanced', '--seat', 'N', '--seed', '2'], {cwd})
    expect(result.code).toBe(0)
    expect(result.stdout).toContain('North: 1N\n    Strong notrump')
  })
})

describe('bidding check --deep', () => {
  it('should report holes, overlaps, calls never chosen and impossible constraints per node', async () => {
    const cwd = await folder()
    const result = await cli(['check', 'lint.bml', '--deep', '--samples', '200', '--seed', '4'], {cwd})
    expect(result.code).toBe(0)
    const lines = result.stdout.split('\n')
    expect(lines[0]).toMatch(/^lint\.bml: 2 nodes checked on up to 200 hands each in \d+\.\d s$/)
    expect(lines[1]).toMatch(/^ {2}1 impossible-constraint, \d hole, 1 never-chosen, \d overlap$/)
    expect(result.stderr).toContain('warning Unexpected `2D` at `1N (P)` that is never chosen on 200 sample hands')
    expect(result.stderr).toContain('never-chosen')
    expect(result.stderr).toContain('impossible-constraint')
    expect((await cli(['check', 'lint.bml', '--deep', '--frail'], {cwd})).code).toBe(1)
    expect((await cli(['check', 'lint.bml', '--samples', '3'], {cwd})).code).toBe(2)
  })
})

describe('bidding check --coverage', () => {
  it('should print the share of calls with explicit, inferred and no constraints', async () => {
    const cwd = await folder()
    await writeFile(path.join(cwd, 'plain.bml'), '1N  12-14 bal\n  2C  Stayman\n  2D  Transfer {5+!h}\n  2N  Invitational\n')
    const result = await cli(['check', 'plain.bml', '--coverage'], {cwd})
    expect(result.code).toBe(0)
    expect(result.stdout).toBe('plain.bml: 4 calls: explicit 1 (25%), inferred 2 (50%), none 1 (25%)\n')
  })
})

describeCorpus('bidding check --deep on SLAMBidding’s system', () => {
  it('should load the conventions and lint every action list', async () => {
    const result = await cli(['check', corpus('slam', 'systems', 'SAYC.system'), '--deep', '--samples', '50'])
    expect(result.stdout).toMatch(/SAYC\.system: \d+ nodes checked on up to 50 hands each/)
  })
})

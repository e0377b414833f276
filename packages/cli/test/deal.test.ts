import {readFile, writeFile} from 'node:fs/promises'
import path from 'node:path'
import {parseConstraint} from '@bidding/core/constraints'
import {fitsConstraint, formatHand, parseDeal, parsePbn} from '@bidding/hand'
import {describe, expect, it} from 'vitest'
import {cli, temporary} from './io.js'

function constraint(text: string) {
  const result = parseConstraint(text)
  if (!result.ok) throw new Error(result.message)
  return result.constraint
}

const system = {
  type: 'root',
  children: [
    {
      type: 'sequence',
      children: [
        {
          type: 'bid',
          call: '1N',
          by: 'we',
          constraint: constraint('15-17 HCP, balanced'),
          children: [{type: 'bid', call: '2C', by: 'we', constraint: constraint('8+ HCP, (4+♥ or 4+♠)'), children: []}]
        }
      ]
    }
  ]
}

describe('bidding deal', () => {
  it('should deal random deals as PBN with board numbers, the same for the same seed', async () => {
    const first = await cli(['deal', '--count', '3', '--seed', '7', '--threads', '1'])
    expect(first.code).toBe(0)
    const games = parsePbn(first.stdout)
    expect(games.map((game) => [game.board, game.dealer, game.vulnerability])).toEqual([
      [1, 'N', 'none'],
      [2, 'E', 'ns'],
      [3, 'S', 'ew']
    ])
    expect(first.stderr).toBe('bidding deal: 3 deals (3 generated), seed 7\n')
    expect((await cli(['deal', '--count', '3', '--seed', '7', '--threads', '1'])).stdout).toBe(first.stdout)
  })

  it('should count one deal in the singular', async () => {
    expect((await cli(['deal', '--count', '1', '--seed', '7', '--threads', '1'])).stderr).toBe('bidding deal: 1 deal (1 generated), seed 7\n')
  })

  it('should deal hands that fit --where for --seat, one per line', async () => {
    const result = await cli(['deal', '--count', '20', '--seed', 'x', '--where', '15-17 HCP, balanced', '--seat', 'S', '--format', 'line', '--threads', '1'])
    expect(result.code).toBe(0)
    const lines = result.stdout.trimEnd().split('\n')
    expect(lines.length).toBe(20)
    for (const line of lines) {
      const deal = parseDeal(line)
      expect(deal.ok && fitsConstraint(deal.deal[2], constraint('15-17 HCP, balanced'))).toBe(true)
    }
  })

  it('should deal hands that fit what a seat’s calls show in a system', async () => {
    const folder = await temporary()
    await writeFile(path.join(folder, 'system.json'), JSON.stringify(system))
    const result = await cli(['deal', '--count', '10', '--seed', '2', '--system', 'system.json', '--auction', '1N P 2C', '--seat', 'S', '--threads', '1', '-o', 'out.pbn'], {cwd: folder})
    expect(result.code).toBe(0)
    const games = parsePbn(await readFile(path.join(folder, 'out.pbn'), 'utf8'))
    expect(games.length).toBe(10)
    for (const game of games) expect(fitsConstraint(game.deal![2], constraint('8+ HCP, (4+♥ or 4+♠)'))).toBe(true)

    const missing = await cli(['deal', '--count', '1', '--system', 'system.json', '--auction', '1N P 3N', '--seat', 'S'], {cwd: folder})
    expect(missing.code).toBe(1)
    expect(missing.stderr).toBe('bidding deal: the auction `1N P 3N` is not in system.json (it leaves the system after `1N P`)\n')
  })

  it('should deal, for an auction, hands with which the robot makes exactly its calls', async () => {
    // 1C takes 12+ HCP, but the robot opens 1N first with 15–17 balanced: the deals for `1C` must not hold those.
    const folder = await temporary()
    await writeFile(path.join(folder, 'system.bml'), '1N Strong {15-17 HCP, balanced}\n  2C Stayman {8+ HCP, (4+!h or 4+!s)}\n  P Weak {≤7 HCP}\n1C Clubs {12+ HCP}\n')
    for (const auction of ['1C', '1N P 2C', 'P 1C']) {
      const result = await cli(['deal', '--count', '25', '--seed', '3', '--system', 'system.bml', '--auction', auction, '--format', 'line', '--threads', '1'], {cwd: folder})
      expect(result.code).toBe(0)
      expect(result.stderr).toMatch(/^bidding deal: 25 deals bid `[^`]+` \(\d+ generated, \d+ fit what the calls show, \d+\.\d% of those bid the auction\), seed 3$/m)
      const lines = result.stdout.trimEnd().split('\n')
      expect(lines).toHaveLength(25)
      const calls = auction.split(' ')
      for (const line of lines) {
        const deal = parseDeal(line)
        if (!deal.ok) throw new Error(line)
        // Every hand, bid again by the robot, makes its call.
        for (const [index, call] of calls.entries()) {
          const hand = ['N', 'E', 'S', 'W'][index]!
          const again = await cli(['bid', '--system', 'system.bml', '--hand', formatHand(deal.deal[index]!), '--auction', calls.slice(0, index).join(' ')], {cwd: folder})
          expect([hand, again.stdout.split('\n')[0]]).toEqual([hand, call === 'P' ? 'P' : call])
        }
      }
    }
  })

  it('should run a dealer script and print what dealer prints', async () => {
    const folder = await temporary()
    await writeFile(path.join(folder, 'nt.dl'), 'produce 4\ncondition hcp(north) >= 15 && hcp(north) <= 17\naction printoneline, average "n" hcp(north)\n')
    const result = await cli(['deal', 'nt.dl', '--seed', '1', '--threads', '1'], {cwd: folder})
    expect(result.code).toBe(0)
    expect(result.stdout).toMatch(/^(n \S* e \S* s \S* w \S* \n){4}n: \d+(\.\d+)?\nGenerated \d+ hands\nProduced 4 hands\nInitial random seed 1\nTime needed +\d+\.\d{3} sec\n$/)
  })

  it('should report a bad script with positions and exit 1', async () => {
    const folder = await temporary()
    await writeFile(path.join(folder, 'bad.dl'), 'condition hcp(north) > \n')
    const result = await cli(['deal', 'bad.dl'], {cwd: folder})
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('bad.dl')
    expect(result.stderr).toContain('2:1')
    expect(result.stderr).toContain('Unexpected end of file, expected an expression')
  })

  it('should refuse bad arguments with exit code 2', async () => {
    for (const argv of [
      ['deal'],
      ['deal', '--count', 'x'],
      ['deal', '--count', '1', '--seat', 'Q'],
      ['deal', '--count', '1', '--format', 'xml'],
      ['deal', '--count', '1', '--where', '15-17 HXP'],
      ['deal', '--count', '1', '--auction', '1N'],
      ['deal', '--count', '1', '--bogus'],
      ['deal', 'a.dl', 'b.dl'],
      ['deal', 'a.dl', '--count', '3'],
      ['deal', '--count', '1', '--seed', '99999999999']
    ]) {
      const result = await cli(argv)
      expect(result.code, argv.join(' ')).toBe(2)
      expect(result.stderr).toMatch(/^bidding deal: /)
    }
  })

  it('should say when a constraint depends on the auction, and when too few deals fit', async () => {
    const variable = await cli(['deal', '--count', '1', '--where', '5+M'])
    expect(variable.code).toBe(1)
    expect(variable.stderr).toMatch(/cannot deal to/)
    const rare = await cli(['deal', '--count', '1', '--where', '37 HCP', '--max-generated', '1000', '--threads', '1'])
    expect(rare.code).toBe(1)
    expect(rare.stderr).toMatch(/only 0 of 1 deal fit within 1000 generated/)
  })

  it('should show its help', async () => {
    const help = await cli(['deal', '--help'])
    expect(help.stdout).toMatch(/^Usage: bidding deal --count N/)
    expect((await cli(['--help'])).stdout).toMatch(/deal \[SCRIPT\]/)
  })
})

describe('bidding deal on a script of many bad characters', () => {
  it('should print the first 100 messages of the rule and one for the other 149,900', async () => {
    const folder = await temporary()
    await writeFile(path.join(folder, 'bad.dl'), '@'.repeat(150_000) + '\n')
    const result = await cli(['deal', 'bad.dl'], {cwd: folder})
    expect(result.code).toBe(1)
    const rows = result.stderr.split('\n').filter((line) => /unexpected-character|too-many-messages/.test(line))
    expect(rows).toHaveLength(101)
    expect(rows[0]).toMatch(/^1:1-1:2\s+error\s+Unexpected character `@`/)
    expect(rows[100]).toMatch(/^1:101-1:102\s+error\s+and 149,900 more `unexpected-character` messages \(the next here\)/)
  })
})

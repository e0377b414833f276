import {writeFile} from 'node:fs/promises'
import path from 'node:path'
import {ddsAvailable, ddStrains, solveTable} from '@bidding/dds'
import {parsePbn} from '@bidding/hand'
import {describe, expect, it} from 'vitest'
import {cli, temporary} from './io.js'

const describeDds = ddsAvailable() ? describe : describe.skip
const seats = ['north', 'east', 'south', 'west']
const strains = ['spades', 'hearts', 'diamonds', 'clubs', 'notrump']

describeDds('bidding deal SCRIPT.dl with tricks()', () => {
  it('should print, for the deals it exports as PBN, the tricks libdds finds for each deal alone', async () => {
    const cwd = await temporary()
    // Every declarer in every strain, after each deal's PBN game.
    const items = strains.flatMap((strain) => seats.map((seat) => 'tricks(' + seat + ', ' + strain + '), " "'))
    await writeFile(path.join(cwd, 'tricks.dl'), 'produce 4\ncondition hcp(north) + hcp(south) >= 24\naction printpbn, printes(' + items.join(', ') + ', \\n)\n')
    const result = await cli(['deal', 'tricks.dl', '--seed', '11', '--threads', '1'], {cwd})
    expect(result.code).toBe(0)
    const rows = result.stdout.split('\n').filter((line) => /^(\d+ ){20}$/.test(line)).map((line) => line.trim().split(' ').map(Number))
    const games = parsePbn(result.stdout.split('\n').filter((line) => !/^(\d+ ){20}$/.test(line)).join('\n'))
    expect(games.length).toBe(4)
    expect(rows.length).toBe(4)
    for (const [index, game] of games.entries()) {
      // The script's tables came in one batch (`CalcAllTablesPBN`); each deal is solved alone here (`CalcDDtablePBN`).
      const table = await solveTable(game.deal!)
      expect(rows[index]).toEqual(ddStrains.flatMap((strain) => [table[strain].N, table[strain].E, table[strain].S, table[strain].W]))
    }
  })

  it('should average tricks over the deals it produces', async () => {
    const cwd = await temporary()
    await writeFile(path.join(cwd, 'average.dl'), 'produce 4\ncondition hcp(north) >= 20\naction average "nt" tricks(north, notrump), printoneline\n')
    const result = await cli(['deal', 'average.dl', '--seed', '2', '--threads', '1'], {cwd})
    expect(result.code).toBe(0)
    const deals = result.stdout.split('\n').filter((line) => line.startsWith('n '))
    expect(deals.length).toBe(4)
    let total = 0
    for (const line of deals) {
      const hands = [...line.matchAll(/[nesw] (\S+)/g)].map((match) => match[1])
      const table = await solveTable('N:' + hands.join(' '))
      total += table.NT.N
    }

    const average = /^nt: (\S+)$/m.exec(result.stdout)?.[1]
    expect(Number(average)).toBeCloseTo(total / 4, 4)
  })
})

describe('bidding deal SCRIPT.dl with tricks() in the condition', () => {
  it('should refuse it at its place, saying to use actions', async () => {
    const cwd = await temporary()
    await writeFile(path.join(cwd, 'condition.dl'), 'condition tricks(north, notrump) >= 9\n')
    const result = await cli(['deal', 'condition.dl'], {cwd})
    expect(result.code).toBe(1)
    expect(result.stderr).toMatch(/1:11-1:33 +error +Unsupported `tricks` in the condition/)
  })
})

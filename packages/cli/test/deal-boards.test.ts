import {copyFile, writeFile} from 'node:fs/promises'
import path from 'node:path'
import {fileURLToPath} from 'node:url'
import {parseConstraint} from '@bidding/core/constraints'
import {fitsConstraint, parseDeal, parsePbn} from '@bidding/hand'
import {describe, expect, it} from 'vitest'
import {cli, temporary} from './io.js'

const here = path.dirname(fileURLToPath(import.meta.url))
// Ben's training boards (GPL-3.0, see packages/hand/test/fixtures/field/MANIFEST.md).
const fixture = path.join(here, '../../hand/test/fixtures/field/ben-1H-3N.pbn')

async function boardsFolder(): Promise<string> {
  const cwd = await temporary()
  await copyFile(fixture, path.join(cwd, 'boards.pbn'))
  return cwd
}

describe('bidding deal --from boards.pbn', () => {
  it('should keep the named seats of every board and deal the others again, with the board’s dealer and vulnerability', async () => {
    const cwd = await boardsFolder()
    const source = parsePbn(await import('node:fs/promises').then((fs) => fs.readFile(fixture, 'utf8')))
    const result = await cli(['deal', '--from', 'boards.pbn', '--keep', 'NS', '--count', '3', '--seed', '5'], {cwd})
    expect(result.code).toBe(0)
    expect(result.stderr).toBe('bidding deal: 12 deals from 4 boards of boards.pbn (12 generated), seed 5\n')
    const games = parsePbn(result.stdout)
    expect(games.length).toBe(12)
    for (const [index, game] of games.entries()) {
      const board = source[Math.floor(index / 3)]!
      expect(game.board).toBe(index + 1)
      expect([game.dealer, game.vulnerability]).toEqual([board.dealer, board.vulnerability])
      expect(game.tags.find((tag) => tag.name === 'Event')?.value).toBe('bidding deal from boards.pbn, board ' + board.board)
      // North and South as recorded; East and West dealt again from the other 26 cards.
      expect([game.deal![0], game.deal![2]]).toEqual([board.deal![0], board.deal![2]])
      expect(game.deal![1]).not.toEqual(board.deal![1])
      const eastWest = [...game.deal![1], ...game.deal![3]].reduce((cards, holding) => cards + holding.toString(2).replaceAll('0', '').length, 0)
      expect(eastWest).toBe(26)
    }

    // The same seed gives the same deals.
    expect((await cli(['deal', '--from', 'boards.pbn', '--keep', 'NS', '--count', '3', '--seed', '5'], {cwd})).stdout).toBe(result.stdout)
  })

  it('should deal the free seat to --where, one deal per board by default', async () => {
    const cwd = await boardsFolder()
    const result = await cli(['deal', '--from', 'boards.pbn', '--keep', 'N', '--where', '16+ HCP, balanced', '--seat', 'S', '--seed', '1', '--format', 'line'], {cwd})
    expect(result.code).toBe(0)
    const lines = result.stdout.trimEnd().split('\n')
    expect(lines.length).toBe(4)
    const parsed = parseConstraint('16+ HCP, balanced')
    if (!parsed.ok) throw new Error(parsed.message)
    for (const line of lines) {
      const deal = parseDeal(line)
      expect(deal.ok && fitsConstraint(deal.deal[2], parsed.constraint), line).toBe(true)
    }
  })

  it('should keep every hand a board gives by default and deal the missing ones', async () => {
    const cwd = await temporary()
    await writeFile(path.join(cwd, 'partial.pbn'), '[Board "7"]\n[Dealer "S"]\n[Vulnerable "EW"]\n[Deal "N:AKQJ.AKQ.AKQ.AKQ - - -"]\n')
    const result = await cli(['deal', '--from', 'partial.pbn', '--count', '2', '--seed', '3'], {cwd})
    expect(result.code).toBe(0)
    const games = parsePbn(result.stdout)
    expect(games.map((game) => [game.board, game.dealer, game.vulnerability])).toEqual([
      [1, 'S', 'ew'],
      [2, 'S', 'ew']
    ])
    expect(games[0]!.deal![0]).toEqual(parsePbn('[Deal "N:AKQJ.AKQ.AKQ.AKQ - - -"]')[0]!.deal![0])
    expect(games[0]!.deal![1]).not.toEqual(games[1]!.deal![1])
  })

  it('should refuse --where on a kept seat and bad --keep seats', async () => {
    const cwd = await boardsFolder()
    const kept = await cli(['deal', '--from', 'boards.pbn', '--keep', 'NS', '--where', '10+ HCP', '--seat', 'N'], {cwd})
    expect(kept.code).toBe(2)
    expect(kept.stderr).toContain('whose hand is kept')
    const bad = await cli(['deal', '--from', 'boards.pbn', '--keep', 'NX'], {cwd})
    expect(bad.code).toBe(2)
    expect(bad.stderr).toContain('after `--keep`')
  })

  it('should say where a board’s deal cannot be read, and deal around the others', async () => {
    const cwd = await temporary()
    // Board 2 gives the ace of spades to North and to East.
    await writeFile(
      path.join(cwd, 'bad.pbn'),
      '[Board "1"]\n[Deal "N:AKQJ.AKQ.AKQ.AKQ - - -"]\n\n[Board "2"]\n[Deal "N:A.AKQ.AKQ.AKQJT9 A... - -"]\n'
    )
    const result = await cli(['deal', '--from', 'bad.pbn', '--seed', '3'], {cwd})
    expect(parsePbn(result.stdout).length).toBe(1)
    expect(result.stderr).toMatch(/5:27-5:31 +warning +Unexpected card dealt twice/)
    expect(result.stderr).toContain('bidding deal: 1 deal from 1 board of bad.pbn')
  })
})

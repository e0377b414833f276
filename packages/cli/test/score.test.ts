import {readFile, writeFile} from 'node:fs/promises'
import path from 'node:path'
import {ddsAvailable, solveTables} from '@bidding/dds'
import {boardScore, imps, parsePbn} from '@bidding/hand'
import type {ContractBid, Direction} from '@bidding/core/calls'
import {describe, expect, it} from 'vitest'
import {cli, temporary} from './io.js'

const describeDds = ddsAvailable() ? describe : describe.skip

// The same system with a strong and a weak notrump.
const system = (notrump: string) => `1N  Notrump {${notrump} HCP, balanced}
  3N  To play {10-15 HCP}
  P   Weak {any hand}
1M  Five-card major {12-21 HCP, 5+M}
  2M  Raise {3+ in partner's suit, 6-10 HCP}
  P   {any hand}
1C  Anything else {12-21 HCP}
  P   {any hand}
P   Nothing {any hand}
`

async function folder(): Promise<string> {
  const directory = await temporary()
  await writeFile(path.join(directory, 'strong.bml'), system('15-17'))
  await writeFile(path.join(directory, 'weak.bml'), system('12-14'))
  return directory
}

interface ScoreJson {
  score: {kind: string; mean: number; ci95: [number, number]; boards: number}
  won: number
  lost: number
  tied: number
  byDivergence: Array<{after: string; boards: number; mean: number}>
  differ: Array<{board: number; value: number; scores: [number, number]}>
}

describeDds('bidding simulate --score', () => {
  it('should compare two systems in IMPs at double-dummy tricks, with an interval, and write the boards that differ as PBN and HTML', async () => {
    const cwd = await folder()
    const result = await cli(
      ['simulate', '--ns', 'strong.bml', '--compare', 'weak.bml', '--count', '8', '--seed', '7', '--where', '12-17 HCP, balanced', '--dealer', 'N', '--threads', '1', '--score', 'imps', '--boards', '100', '--report', 'out/report.html', '--json'],
      {cwd}
    )
    expect(result.code).toBe(0)
    const value = JSON.parse(result.stdout) as ScoreJson
    expect(value.score.kind).toBe('imps')
    expect(value.score.boards).toBe(8)
    expect(value.score.ci95[0]).toBeLessThanOrEqual(value.score.mean)
    expect(value.score.ci95[1]).toBeGreaterThanOrEqual(value.score.mean)
    expect(value.won + value.lost + value.tied).toBeCloseTo(1, 10)
    // Every board that differs is listed (`--boards 100`), so they make up the mean.
    expect(value.differ.reduce((sum, board) => sum + board.value, 0) / 8).toBeCloseTo(value.score.mean, 10)
    for (const board of value.differ) expect(board.value).toBe(imps(board.scores[0] - board.scores[1]))
    // North opens 1N with 15-17 in one system and 12-14 in the other: the auctions part at the first call.
    expect(value.byDivergence.some((group) => group.after === '')).toBe(true)

    const games = parsePbn(await readFile(path.join(cwd, 'out/report.pbn'), 'utf8'))
    expect(games.length).toBe(2 * value.differ.length)
    // Both rooms of a board hold the same deal: solve each once.
    const tables = await solveTables(games.filter((_, index) => index % 2 === 0).map((game) => game.deal!))
    for (const [index, game] of games.entries()) {
      const tags = new Map(game.tags.map((tag) => [tag.name, tag.value]))
      const contract = tags.get('Contract')!
      if (contract === 'Pass') {
        expect(tags.get('Score')).toBe('NS 0')
        continue
      }

      // The result is declarer's double-dummy tricks, and the score follows from it.
      const table = tables[Math.floor(index / 2)]!
      const bid = contract.replace('NT', 'N').replace(/X+$/, '') as ContractBid
      const declarer = tags.get('Declarer') as Direction
      const tricks = table[bid.endsWith('N') ? 'NT' : (bid.charAt(1) as 'S')][declarer]
      expect(Number(tags.get('Result'))).toBe(tricks)
      const doubled = contract.endsWith('X') && !contract.endsWith('XX')
      expect(tags.get('Score')).toBe('NS ' + boardScore({bid, declarer, doubled, redoubled: contract.endsWith('XX')}, tricks, game.vulnerability!))
    }

    const html = await readFile(path.join(cwd, 'out/report.html'), 'utf8')
    expect(html).toContain('<h1>strong.bml against weak.bml</h1>')
    for (const board of value.differ) expect(html).toContain('id="board-' + board.board + '"')
  }, 300_000)

  it('should print the mean difference per board with its interval as text', async () => {
    const cwd = await folder()
    const result = await cli(['simulate', '--ns', 'strong.bml', '--compare', 'weak.bml', '--count', '6', '--seed', '2', '--threads', '1', '--score', 'total'], {cwd})
    expect(result.code).toBe(0)
    expect(result.stdout).toMatch(/strong\.bml − weak\.bml: [+-]?\d+ points\/board \(95% CI [+-]?\d+ … [+-]?\d+\) over 6 boards/)
  }, 120_000)

  it('should compare one system with par without --compare', async () => {
    const cwd = await folder()
    const result = await cli(['simulate', '--ns', 'strong.bml', '--ew', 'strong.bml', '--count', '4', '--seed', '1', '--threads', '1', '--score', 'imps', '--json'], {cwd})
    expect(result.code).toBe(0)
    const value = JSON.parse(result.stdout) as ScoreJson
    expect(value.score.boards).toBe(4)
    expect(value.byDivergence).toEqual([])
  }, 120_000)

  it('should refuse an unknown kind of score and scoring flags without --score', async () => {
    const cwd = await folder()
    expect((await cli(['simulate', '--ns', 'strong.bml', '--count', '2', '--score', 'rubber'], {cwd})).code).toBe(2)
    expect((await cli(['simulate', '--ns', 'strong.bml', '--count', '2', '--report', 'a.html'], {cwd})).code).toBe(2)
    expect((await cli(['simulate', '--ns', 'strong.bml', '--count', '2', '--score', 'imps', '--queue', 'http://x'], {cwd})).code).toBe(2)
    // `-o` naming an input is refused before anything is queued (no Redis listens on port 1).
    const over = await cli(['simulate', '--ns', 'strong.bml', '--count', '2', '--score', 'imps', '--queue', 'redis://127.0.0.1:1', '-o', 'strong.bml'], {cwd})
    expect(over.code).toBe(2)
    expect(over.stderr).toContain('Refusing to overwrite')
    expect(await readFile(path.join(cwd, 'strong.bml'), 'utf8')).toBe(system('15-17'))
  }, 120_000)
})

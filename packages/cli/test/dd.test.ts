import {readFile, writeFile} from 'node:fs/promises'
import path from 'node:path'
import {ddsAvailable} from '@bidding/dds'
import {parsePbn} from '@bidding/hand'
import {describe, expect, it} from 'vitest'
import {corpus, hasCorpus} from '../../../test/shared.js'
import {readDdsList} from '../../dds/test/corpus.js'
import {cli, temporary} from './io.js'

const describeDds = ddsAvailable() && hasCorpus ? describe : describe.skip
const vulnerabilityNames = {none: 'None', all: 'All', ns: 'NS', ew: 'EW'} as const

describeDds('bidding dd', () => {
  // Three of DDS's own test hands, with DDS's expected tables and par.
  const cases = hasCorpus ? readDdsList(corpus('dds', 'list100.txt')).slice(0, 3) : []

  it('should print the table and par of a deal given on the command line', async () => {
    const item = cases[0]!
    const result = await cli(['dd', item.deal, '--dealer', item.dealer, '--vul', vulnerabilityNames[item.vulnerability]])
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    const lines = result.stdout.trim().split('\n')
    // Rows S H D C NT, columns N E S W.
    const rows = lines.filter((line) => /^(S|H|D|C|NT)\s/.test(line)).map((line) => line.trim().split(/\s+/).slice(1).map(Number))
    expect(rows.flat()).toEqual(item.table)
    expect(lines.at(-1)).toBe('Par: ' + item.parScore + ' for North–South (' + item.parContracts.join(', ') + ')')
  })

  it('should print JSON with the tricks by strain and declarer and par from North–South’s side', async () => {
    const item = cases[1]!
    const result = await cli(['dd', item.deal, '--json', '--dealer', item.dealer, '--vul', vulnerabilityNames[item.vulnerability]])
    expect(result.code).toBe(0)
    const value = JSON.parse(result.stdout) as {deal: string; tricks: Record<string, Record<string, number>>; par: {score: number; contracts: string[]}}
    expect(Object.keys(value.tricks)).toEqual(['S', 'H', 'D', 'C', 'NT'])
    expect(['S', 'H', 'D', 'C', 'NT'].flatMap((strain) => ['N', 'E', 'S', 'W'].map((seat) => value.tricks[strain]![seat]))).toEqual(item.table)
    expect(value.par).toEqual({score: item.parScore, contracts: item.parContracts})
  })

  it('should add OptimumScore, ParContract and OptimumResultTable to every deal of a PBN file, leaving the input alone', async () => {
    const folder = await temporary()
    const input = path.join(folder, 'deals.pbn')
    const text = cases
      .map((item, index) =>
        ['[Board "' + (index + 1) + '"]', '[Dealer "' + item.dealer + '"]', '[Vulnerable "' + vulnerabilityNames[item.vulnerability] + '"]', '[Deal "' + item.deal + '"]'].join('\n')
      )
      .join('\n\n')
    await writeFile(input, text + '\n')
    const result = await cli(['dd', 'deals.pbn', '-o', 'out.pbn'], {cwd: folder})
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    expect(await readFile(input, 'utf8')).toBe(text + '\n')
    const games = parsePbn(await readFile(path.join(folder, 'out.pbn'), 'utf8'))
    expect(games).toHaveLength(3)
    for (const [index, game] of games.entries()) {
      const item = cases[index]!
      const tag = (name: string) => game.tags.find((entry) => entry.name === name)
      expect(tag('OptimumScore')?.value).toBe(item.parScore >= 0 ? 'NS ' + item.parScore : 'EW ' + -item.parScore)
      expect(tag('ParContract')?.value).toMatch(/^(NS|EW|[NESW]) [1-7](NT|[SHDC])X?(; (NS|EW|[NESW]) [1-7](NT|[SHDC])X?)*$/)
      const table = tag('OptimumResultTable')
      expect(table?.value).toBe('Declarer;Denomination\\2R;Result\\2R')
      const found = new Map(table!.section!.map((line) => line.trim().split(/\s+/)).map(([declarer, strain, tricks]) => [declarer! + strain!, Number(tricks)]))
      expect(found.size).toBe(20)
      ;['S', 'H', 'D', 'C', 'NT'].forEach((strain, s) =>
        ['N', 'E', 'S', 'W'].forEach((seat, h) => expect(found.get(seat + strain)).toBe(item.table[s * 4 + h]))
      )
    }
  })

  it('should refuse to overwrite its input and say so', async () => {
    const folder = await temporary()
    await writeFile(path.join(folder, 'a.pbn'), '[Deal "' + cases[0]!.deal + '"]\n')
    const result = await cli(['dd', 'a.pbn', '-o', 'a.pbn'], {cwd: folder})
    expect(result.code).toBe(2)
    expect(result.stderr).toMatch(/overwrite the input/)
  })

  it('should report a deal that is not four hands as a usage error', async () => {
    const result = await cli(['dd', 'N:AKQ.xx'])
    expect(result.code).toBe(2)
    expect(result.stderr).toMatch(/^bidding dd: /)
  })
})

describe('bidding dd without libdds', () => {
  it('should say how to install libdds, without a stack trace, and exit 1', async () => {
    const {spawnSync} = await import('node:child_process')
    const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../..')
    const result = spawnSync(
      process.execPath,
      ['--conditions=@bidding/source', '--import', 'tsx', 'packages/cli/src/bin/bidding.ts', 'dd', 'N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3'],
      {cwd: root, encoding: 'utf8', env: {...process.env, BIDDING_LIBDDS: '/nonexistent/libdds.so'}}
    )
    expect(result.status).toBe(1)
    expect(result.stderr).toMatch(/^bidding dd: libdds \(the DDS double-dummy solver\) could not be loaded: .*sudo apt-get install libdds0/)
    expect(result.stderr).not.toMatch(/internal error|\n\s+at /)
  }, 180_000)
})

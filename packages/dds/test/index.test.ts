import {spawnSync} from 'node:child_process'
import path from 'node:path'
import {fileURLToPath} from 'node:url'
import type {Direction} from '@bidding/core/calls'
import {parseDeal} from '@bidding/hand'
import {describe, expect, it} from 'vitest'
import {
  DealError,
  ddsAvailable,
  ddStrains,
  par,
  parseParContract,
  solveLead,
  solveTable,
  solveTables,
  type DdTable
} from '../src/index.js'
import {corpus, hasCorpus} from '../../../test/shared.js'
import {readDdsList, type DdsCase} from './corpus.js'

const seats: readonly Direction[] = ['N', 'E', 'S', 'W']
const available = ddsAvailable()
const describeDds = available ? describe : describe.skip
const describeCorpus = available && hasCorpus ? describe : describe.skip
// The whole of list100 and list1000 takes minutes of solver time; by default a
// sample is solved, and BIDDING_DDS_FULL=1 solves every hand.
const full = process.env.BIDDING_DDS_FULL === '1'

function tableOf(numbers: readonly number[]): DdTable {
  const table: Record<string, Record<string, number>> = {}
  for (const [strain, name] of ddStrains.entries()) {
    table[name] = Object.fromEntries(seats.map((seat, hand) => [seat, numbers[strain * 4 + hand]!]))
  }

  return table as unknown as DdTable
}

function flat(table: DdTable): number[] {
  return ddStrains.flatMap((strain) => seats.map((seat) => table[strain][seat]))
}

describe('parseParContract', () => {
  it('should read a doubled sacrifice, a making contract with overtricks and a single declarer', () => {
    expect(parseParContract('4S*-EW-1')).toEqual({level: 4, strain: 'S', declarer: 'EW', doubled: true, result: -1, text: '4S*-EW-1'})
    expect(parseParContract('3N-NS+1')).toMatchObject({level: 3, strain: 'NT', declarer: 'NS', doubled: false, result: 1})
    expect(parseParContract('6H-N')).toMatchObject({declarer: 'N', result: 0})
  })

  it('should refuse text that is not a contract', () => {
    expect(parseParContract('pass')).toBeUndefined()
    expect(parseParContract('8S-NS')).toBeUndefined()
  })
})

describeDds('solveTable', () => {
  it('should refuse a deal with a hand short of 13 cards, saying which', async () => {
    await expect(solveTable('N:AKQ... 2... 3... 4...')).rejects.toThrow(DealError)
    await expect(solveTable('N:AKQ... 2... 3... 4...')).rejects.toThrow(/13 cards in N/)
  })

  it('should refuse text that is not a deal', async () => {
    await expect(solveTable('hello')).rejects.toThrow(DealError)
  })

  it('should give the same table for a deal as text and as numbers', async () => {
    const text = 'N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3'
    const parsed = parseDeal(text)
    if (!parsed.ok) throw new Error(parsed.message)
    const [fromText, fromDeal] = await Promise.all([solveTable(text), solveTable(parsed.deal)])
    expect(fromDeal).toEqual(fromText)
    // DDS's list100, hand 1.
    expect(flat(fromText)).toEqual([5, 8, 5, 8, 6, 6, 6, 6, 5, 7, 5, 7, 7, 5, 7, 5, 6, 6, 6, 6])
  })
})

describeDds('exit', () => {
  it('should let a process that solved a deal exit with code 0 (a naive binding dies with SIGSEGV)', () => {
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
    const script =
      "import {solveTable} from '@bidding/dds';" +
      "const t = await solveTable('N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3');" +
      'console.log(t.NT.N)'
    const result = spawnSync(process.execPath, ['--conditions=@bidding/source', '--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: root,
      encoding: 'utf8'
    })
    expect(result.stderr).toBe('')
    expect(result.signal).toBeNull()
    expect(result.status).toBe(0)
    expect(result.stdout.trim()).toBe('6')
  })
})

function sample(cases: DdsCase[], count: number): DdsCase[] {
  if (full) return cases
  // Spread over the file rather than its first hands.
  const step = Math.floor(cases.length / count)
  return cases.filter((_, index) => index % step === 0).slice(0, count)
}

describeCorpus('DDS test hands', () => {
  for (const name of ['list100.txt', 'list1000.txt']) {
    const cases = hasCorpus ? readDdsList(corpus('dds', name)) : []

    it('should read every hand of ' + name, () => {
      expect(cases.length).toBe(name === 'list100.txt' ? 100 : 1000)
      for (const item of cases) expect(item.table).toHaveLength(20)
    })

    it('should give DealerPar’s expected par for every hand of ' + name + ' from its expected table', () => {
      for (const item of cases) {
        const result = par(tableOf(item.table), item.vulnerability, item.dealer)
        expect({deal: item.deal, score: result.score, contracts: result.contracts.map((contract) => contract.text)}).toEqual({
          deal: item.deal,
          score: item.parScore,
          contracts: item.parContracts
        })
      }
    })

    it('should solve ' + (full ? 'every hand' : 'a sample of hands') + ' of ' + name + ' to the expected tables, batched', async () => {
      const chosen = sample(cases, name === 'list100.txt' ? 6 : 2)
      const tables = await solveTables(
        chosen.map((item) => item.deal),
        {threads: 2}
      )
      expect(tables.map((table) => flat(table))).toEqual(chosen.map((item) => item.table))
    }, full ? 3_600_000 : 120_000)
  }

  it('should give SolveBoard’s expected trick count for every lead of a sample of list100', async () => {
    const cases = readDdsList(corpus('dds', 'list100.txt'))
    for (const item of sample(cases, 3)) {
      const declarer = seats[(item.first + 3) % 4]!
      const leads = await solveLead(item.deal, {bid: ('1' + 'SHDCN'[item.trump]) as '1S', declarer})
      const cards = item.future[0]!
      const expected = new Map<string, number>()
      for (let index = 0; index < cards; index++) {
        const suit = 'SHDC'[item.future[1 + index]!]!
        const rank = item.future[1 + cards + index]!
        const equals = item.future[1 + 2 * cards + index]!
        const score = item.future[1 + 3 * cards + index]!
        for (let r = 2; r <= 14; r++) if (r === rank || (equals >> r) & 1) expected.set(suit + '23456789TJQKA'[r - 2], score)
      }

      expect(new Map(leads.map((lead) => [lead.card, lead.defenceTricks]))).toEqual(expected)
    }
  }, 120_000)
})

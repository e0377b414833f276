/**
 * `tricks()` in dealer scripts: the runner asks an injected double-dummy
 * solver for each chunk's deals in one batch (the CLI passes libdds; here a
 * stand-in whose "tricks" are easy to check from the deal).
 */

import {hcp, type Deal} from '@bidding/hand'
import {VFile} from 'vfile'
import {describe, expect, it} from 'vitest'
import {parseDealerScript, runDealerScript, type TricksSolver} from '../src/index.js'

/** A stand-in table: declarer's HCP plus the strain's index, so every entry tells which it was asked for. */
function fakeTable(deal: Deal): number[] {
  return [0, 1, 2, 3, 4].flatMap((strain) => deal.map((hand) => hcp(hand) + strain * 100))
}

async function run(text: string, solveTricks?: TricksSolver): Promise<string> {
  const script = parseDealerScript(text, new VFile())
  if (!script) throw new Error('bad script')
  let output = ''
  await runDealerScript(script, {seed: 3, threads: 1, footer: false, write: (chunk) => (output += chunk), ...(solveTricks ? {solveTricks} : {})})
  return output
}

describe('tricks()', () => {
  it('should give each produced deal the solver’s tricks for that declarer and strain, solving a chunk in one batch', async () => {
    const batches: number[] = []
    const solver: TricksSolver = async (deals) => {
      batches.push(deals.length)
      return deals.map((deal) => fakeTable(deal))
    }

    const output = await run('produce 50\ncondition hcp(north) >= 10\naction printes(hcp(north), " ", tricks(north, notrump), " ", tricks(west, spades), " ", tricks(south, hearts), \\n)', solver)
    const lines = output.trimEnd().split('\n')
    expect(lines.length).toBe(50)
    for (const line of lines) {
      const [north, northNotrump, westSpades, southHearts] = line.split(' ').map(Number)
      expect(northNotrump).toBe(north! + 400)
      expect(westSpades! < 100).toBe(true)
      expect(Math.floor(southHearts! / 100)).toBe(1)
    }

    // 50 deals fit in one chunk: one call for all of them.
    expect(batches).toEqual([50])
  })

  it('should feed the tables to averages and frequencies', async () => {
    const output = await run('produce 20\naction average "t" tricks(north, clubs) - hcp(north)', async (deals) => deals.map((deal) => fakeTable(deal)))
    expect(output).toBe('t: 300\n')
  })

  it('should refuse to run a script with tricks without a solver', async () => {
    await expect(run('produce 1\naction average tricks(north, spades)')).rejects.toThrow(/double-dummy solver/)
  })

  it('should not need a solver when no action uses tricks', async () => {
    const script = parseDealerScript('produce 1\naction average hcp(north)', new VFile())
    expect(script?.tricks).toBeUndefined()
  })
})

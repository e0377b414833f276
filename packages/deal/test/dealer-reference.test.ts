/**
 * The same scripts run by dealer itself (Debian's `dealer` package) and by
 * this reader: what is printed apart from the random deals must be the same,
 * and averages must agree within sampling error. Skipped without dealer.
 */

import {execFileSync} from 'node:child_process'
import {existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {VFile} from 'vfile'
import {describe, expect, it} from 'vitest'
import {parseDealerScript, runDealerScript} from '../src/index.js'

const dealerProgram = '/usr/games/dealer'
const examples = '/usr/share/doc/dealer/examples'
const describeDealer = existsSync(dealerProgram) ? describe : describe.skip
const directory = existsSync(dealerProgram) ? mkdtempSync(path.join(tmpdir(), 'dealer-')) : ''

function scriptFile(name: string, text: string): string {
  const file = path.join(directory, name)
  writeFileSync(file, text)
  return file
}

function dealer(file: string, seed: number): string {
  return execFileSync(dealerProgram, ['-s', String(seed), file], {encoding: 'latin1', timeout: 60_000})
}

async function ours(file: string, seed: number): Promise<string> {
  const messages = new VFile({path: file})
  const script = parseDealerScript(readFileSync(file, 'latin1'), messages)
  if (!script) throw new Error(messages.messages.map(String).join('\n'))
  let output = ''
  await runDealerScript(script, {seed, threads: 1, fileName: file, footer: false, write: (chunk) => (output += chunk)})
  return output
}

/** The printed lines without the deals and dealer’s closing statistics. */
function withoutDeals(text: string): string[] {
  return text
    .split('\n')
    .filter((line) => !line.startsWith('[Deal ') && !/^(Generated|Produced|Initial random seed|Time needed)/.test(line))
}

describeDealer('dealer scripts against dealer itself', () => {
  it('should read every example script of dealer’s documentation', () => {
    const names = existsSync(examples) ? readdirSync(examples).filter((name) => /^(Descr|Test)\./.test(name)) : []
    const refused = names.filter((name) => {
      const file = new VFile({path: name})
      return parseDealerScript(readFileSync(path.join(examples, name), 'latin1'), file) === undefined
    })
    expect(refused).toEqual([])
    if (existsSync(examples)) expect(names.length).toBeGreaterThanOrEqual(18)
  })

  it('should print printpbn’s tags as dealer does, rotating dealer and vulnerability when the script sets neither', async () => {
    const file = scriptFile('rotate.dl', 'produce 9\ncondition hcp(north) > 12\naction printpbn\n')
    expect(withoutDeals(await ours(file, 1))).toEqual(withoutDeals(dealer(file, 1)))
  })

  it('should print dealer’s Descr.pbn example as dealer does, apart from the deals', async () => {
    const file = path.join(examples, 'Descr.pbn')
    if (!existsSync(file)) return
    expect(withoutDeals(await ours(file, 1))).toEqual(withoutDeals(dealer(file, 1)))
  })

  it('should agree with dealer on the averages of cccc, quality, rnd and a side-by-side shape', async () => {
    const file = scriptFile(
      'averages.dl',
      [
        'generate 20000',
        'produce 20000',
        'condition hcp(north) >= 0',
        'action average cccc(north), average quality(north, spades), average rnd(10), average shape(south, any 4432 any 5332)',
        ''
      ].join('\n')
    )
    const numbers = (text: string) =>
      text
        .split('\n')
        .slice(0, 4)
        .map((line) => Number(line))
    const mine = numbers(await ours(file, 7))
    const reference = numbers(dealer(file, 7))
    // Four standard errors of a difference of two means over 20,000 deals (standard deviations measured on dealer’s runs).
    const deviations = [471, 182, 2.87, 0.483]
    for (const [index, deviation] of deviations.entries()) {
      expect(Math.abs(mine[index]! - reference[index]!), 'average ' + index).toBeLessThan(4 * deviation * Math.sqrt(2 / 20_000))
    }
  })
})

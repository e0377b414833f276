/**
 * `tsx --conditions=@bidding/source bench/dds-corpus.ts list100.txt`: solve
 * every hand of one of DDS's test lists through @bidding/dds and count the
 * tables and par results that differ from DDS's expected values (the full
 * check the unit tests only sample).
 */

import path from 'node:path'
import {par, solveTables} from '@bidding/dds'
import {corpus} from '../test/shared.js'
import {readDdsList} from '../packages/dds/test/corpus.js'

const name = process.argv[2] ?? 'list100.txt'
const cases = readDdsList(corpus('dds', path.basename(name)))
const start = performance.now()
const tables = await solveTables(
  cases.map((item) => item.deal),
  {onProgress: (done, total) => process.stderr.write('\r' + done + '/' + total)}
)
const seconds = (performance.now() - start) / 1000
let tableErrors = 0
let parErrors = 0
for (const [index, item] of cases.entries()) {
  const table = tables[index]!
  const flat = (['S', 'H', 'D', 'C', 'NT'] as const).flatMap((strain) => (['N', 'E', 'S', 'W'] as const).map((seat) => table[strain][seat]))
  if (flat.join(' ') !== item.table.join(' ')) tableErrors++
  const result = par(table, item.vulnerability, item.dealer)
  if (result.score !== item.parScore || result.contracts.map((contract) => contract.text).join(' ') !== item.parContracts.join(' ')) parErrors++
}

console.log(name + ': ' + cases.length + ' hands, ' + tableErrors + ' tables and ' + parErrors + ' par results differ from DDS’s; ' + seconds.toFixed(1) + ' s')

/**
 * A bidding_space system of our own (`system.txt`, the current dialect of
 * SwannSG/jsBridge) read with `@bidding/bidspace-parse` and bid by
 * `@bidding/robot` as the reference consumer would: each state's priority
 * list decides, the opponents pass. Prints some auctions and what 1,000
 * deals come to.
 *
 * Run: `npx -y pnpm@10.34.9 --filter @bidding-examples/bidding-space start`
 */

import {readFileSync} from 'node:fs'
import path from 'node:path'
import {fileURLToPath} from 'node:url'
import {fromBidspace} from '@bidding/bidspace-parse'
import {generateDealsSync} from '@bidding/deal'
import {formatHand} from '@bidding/hand'
import {bidDeal, compileSystem, simulate, statisticsText, type CompiledSystem} from '@bidding/robot'
import {VFile} from 'vfile'

const here = path.dirname(fileURLToPath(import.meta.url))

/** Read and compile `system.txt`. */
export function load(): {system: CompiledSystem; file: VFile} {
  const filePath = path.join(here, 'system.txt')
  const file = new VFile({path: filePath, value: readFileSync(filePath, 'utf8')})
  const tree = fromBidspace(String(file.value), file, {})
  return {system: compileSystem(tree, file), file}
}

/** What the example prints. */
export function main(): string {
  const {system} = load()
  const systems = {N: system, S: system}
  const lines: string[] = ['Five-card majors in bidding_space, North deals, East–West pass', '']
  const {deals} = generateDealsSync({count: 1000, seed: 'bidding-space example'})
  for (const deal of deals.slice(0, 6)) {
    const auction = bidDeal(deal, systems)
    lines.push('N ' + formatHand(deal[0], {notation: 'symbols'}).padEnd(26) + ' S ' + formatHand(deal[2], {notation: 'symbols'}))
    const shown = auction.choices.map((choice, index) => (index % 2 === 0 ? choice.call + (choice.meaning ? ' (' + choice.meaning + ')' : '') : undefined))
    lines.push('  ' + shown.filter(Boolean).join(' – '))
  }

  const result = simulate(deals, systems, {dealer: 'N', vulnerability: 'none'})
  lines.push('', statisticsText(result.statistics, {top: 10}))
  return lines.join('\n') + '\n'
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.stdout.write(main())

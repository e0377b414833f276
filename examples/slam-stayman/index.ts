/**
 * A SLAMBidding system of our own — a strong notrump with Stayman spliced
 * into it — read with `@bidding/slam-parse` (its conventions loaded as
 * SLAMBidding loads them), bid by `@bidding/robot` exactly as SLAMBidding's
 * robot would, and simulated on deals where North opens 1NT.
 *
 * Run: `npx -y pnpm@10.34.9 --filter @bidding-examples/slam-stayman start`
 */

import {readFileSync} from 'node:fs'
import path from 'node:path'
import {fileURLToPath} from 'node:url'
import {parseConstraint} from '@bidding/core/constraints'
import type {Call} from '@bidding/core/calls'
import {generateDealsSync} from '@bidding/deal'
import {parseHand} from '@bidding/hand'
import {chooseCall, compileSystem, simulate, statisticsText, type CompiledSystem} from '@bidding/robot'
import {fromSlam} from '@bidding/slam-parse'
import {VFile} from 'vfile'

const here = path.dirname(fileURLToPath(import.meta.url))

/** Read and compile the system (`systems/notrump.system` and the conventions it names). */
export function load(): {system: CompiledSystem; file: VFile} {
  const filePath = path.join(here, 'systems', 'notrump.system')
  const file = new VFile({path: filePath, value: readFileSync(filePath, 'utf8')})
  const tree = fromSlam(String(file.value), file, {resolve: true})
  return {system: compileSystem(tree, file), file}
}

/** Hands and auctions that show the system at work. */
export const examples: Array<{hand: string; auction: string; note: string}> = [
  {hand: 'AK2.KQ2.J432.Q32', auction: '', note: '15, balanced'},
  {hand: 'QJ32.K32.Q43.J32', auction: '1N P', note: '9 with four spades'},
  {hand: 'AK2.K32.QJ43.Q32', auction: '1N P 2C P', note: 'no four-card major'},
  {hand: 'QJ32.K32.Q43.J32', auction: '1N P 2C P 2D P', note: 'invitational'},
  {hand: 'AK2.K32.QJ43.K32', auction: '1N P 2C P 2D P 2N P', note: 'a maximum accepts'},
  {hand: 'AK32.KQ32.J4.Q32', auction: '1N P 2C P 2H P 3N P', note: 'both majors: the spade fit'},
  {hand: 'KQJ32.K32.A43.32', auction: '1N P', note: 'five spades, game values'}
]

function calls(text: string): Call[] {
  return text === '' ? [] : (text.split(' ') as Call[])
}

/** What the example prints. */
export function main(): string {
  const {system, file} = load()
  const lines: string[] = ['Strong notrump and Stayman (' + file.messages.length + ' messages)', '']
  for (const example of examples) {
    const parsed = parseHand(example.hand)
    if (!parsed.ok) throw new Error(parsed.message)
    const choice = chooseCall(system, {hand: parsed.hand, auction: calls(example.auction)})
    lines.push((example.auction || '(opening)').padEnd(22) + ' ' + example.hand.padEnd(18) + ' → ' + choice.call.padEnd(3) + '  ' + example.note)
    lines.push(' '.repeat(23) + (choice.meaning ?? choice.explanation.split('\n')[0]))
  }

  const where = parseConstraint('15-17 HCP, balanced, ≤4♠, ≤4♥')
  if (!where.ok) throw new Error(where.message)
  const {deals} = generateDealsSync({count: 500, seed: 'slam-stayman', constraints: {N: where.constraint}})
  const result = simulate(deals, {N: system, S: system}, {dealer: 'N', vulnerability: 'none'})
  lines.push('', 'North opens 1NT on 500 deals; East–West pass:', '', statisticsText(result.statistics, {top: 8}))
  return lines.join('\n') + '\n'
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.stdout.write(main())

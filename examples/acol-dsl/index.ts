/**
 * Acol in the TypeScript DSL (`system.ts`): print it as BML — constraint
 * blocks and all, which read back — and let the robot bid some hands.
 *
 * Run: `npx -y pnpm@10.34.9 --filter @bidding-examples/acol-dsl start`
 */

import path from 'node:path'
import {fileURLToPath} from 'node:url'
import {parseAuction, type DealVulnerability} from '@bidding/core/calls'
import {toBml} from '@bidding/bml-stringify'
import {parseHand} from '@bidding/hand'
import {chooseCall, compileSystem} from '@bidding/robot'
import {acol} from './system.js'

/** Hands, auctions and vulnerabilities that show the scheme. */
export const examples: Array<{hand: string; auction: string; vulnerability: DealVulnerability}> = [
  {hand: 'KQ2.K32.Q432.K32', auction: '', vulnerability: 'none'},
  {hand: 'KQ2.K32.Q432.K32', auction: '', vulnerability: 'ns'},
  {hand: 'AQ2.K32.Q432.KQ2', auction: '', vulnerability: 'ns'},
  {hand: 'AQ32.KJ32.32.K32', auction: '', vulnerability: 'none'},
  {hand: 'Q2.KQJ932.432.32', auction: '', vulnerability: 'none'},
  {hand: 'KJ32.Q2.K432.J32', auction: '1S P', vulnerability: 'none'},
  {hand: 'J32.KQ432.32.J32', auction: '1N P', vulnerability: 'none'},
  {hand: 'AJ432.K32.Q32.32', auction: 'P P', vulnerability: 'none'}
]

/** What the example prints. */
export function main(): string {
  const lines: string[] = ['Acol openings, written in @bidding/dsl', '', toBml(acol).trimEnd(), '', 'The robot:']
  const compiled = compileSystem(acol)
  for (const example of examples) {
    const hand = parseHand(example.hand)
    if (!hand.ok) throw new Error(hand.message)
    const choice = chooseCall(compiled, {hand: hand.hand, auction: parseAuction(example.auction).calls, vulnerability: example.vulnerability})
    const where = (example.auction || '(opening)') + (example.vulnerability === 'none' ? '' : ', vulnerable')
    lines.push('  ' + where.padEnd(22) + example.hand.padEnd(18) + ' → ' + choice.call.padEnd(3) + ' ' + (choice.meaning ?? ''))
  }

  return lines.join('\n') + '\n'
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.stdout.write(main())

/**
 * Robot throughput: complete auctions per second for the example systems
 * (examples/), every seat bidding with the robot on random deals, on one
 * thread, without explanations (what `bidding simulate` does). The issue's
 * target is 20,000 auctions/s; there is no reference program to time
 * (SLAMBidding and bidding_space's consumer are interactive scripts).
 * These runs time wall time in the bench's process (V8's helper threads
 * collect beside it) and bid the same 20,000 deals every run, so the
 * engines' caches answer after the first: read them as repeated deals.
 * SAYC's case (sayc.ts) measures fresh deals on one thread.
 */

import {readFileSync} from 'node:fs'
import path from 'node:path'
import {fileURLToPath} from 'node:url'
import {fromBidspace} from '@bidding/bidspace-parse'
import {generateDealsSync} from '@bidding/deal'
import type {Deal} from '@bidding/hand'
import {bidDeal, compileSystem, type CompiledSystem, type Systems} from '@bidding/robot'
import {fromSlam} from '@bidding/slam-parse'
import {VFile} from 'vfile'
import {acol} from '../../examples/acol-dsl/system.js'
import type {BenchCase} from '../harness.js'

const here = path.dirname(fileURLToPath(import.meta.url))
const examples = path.resolve(here, '../../examples')
const count = 20_000
let deals: Deal[] = []

function slam(): CompiledSystem {
  const file = path.join(examples, 'slam-stayman', 'systems', 'notrump.system')
  const vfile = new VFile({path: file, value: readFileSync(file, 'utf8')})
  return compileSystem(fromSlam(String(vfile.value), vfile, {resolve: true}))
}

function bidspace(): CompiledSystem {
  const file = path.join(examples, 'bidding-space', 'system.txt')
  return compileSystem(fromBidspace(readFileSync(file, 'utf8'), new VFile({path: file}), {}))
}

function auctionsCase(name: string, description: string, systems: () => Systems, options: {explain?: boolean; fallback?: 'natural' | 'pass'} = {}): BenchCase {
  let compiled: Systems | undefined
  return {
    name,
    description,
    target: options.explain ? undefined : '≥ 20,000 auctions/s',
    unit: 'auctions',
    runs: 5,
    setup() {
      if (deals.length === 0) deals = generateDealsSync({count, seed: 'robot bench'}).deals
      compiled = systems()
    },
    run() {
      let calls = 0
      for (let index = 0; index < deals.length; index++) {
        const dealer = (['N', 'E', 'S', 'W'] as const)[index % 4]
        calls += bidDeal(deals[index]!, compiled!, {dealer, explain: options.explain === true, fallback: options.fallback}).calls.length
      }

      if (calls === 0) throw new Error('no calls')
      return deals.length
    },
    referenceNote: 'no reference robot to time; wall time, the same deals every run (repeated)'
  }
}

export const cases: BenchCase[] = [
  auctionsCase('robot acol-dsl', 'Acol in the DSL (auction tree, natural fallback from its metadata), all four seats', () => compileSystem(acol)),
  auctionsCase('robot acol-dsl pass', 'the same, passing where the scheme stops', () => compileSystem(acol), {fallback: 'pass'}),
  auctionsCase('robot acol-dsl explained', 'the same, every call explained (as `bidding bid`)', () => compileSystem(acol), {explain: true}),
  auctionsCase('robot slam-stayman', 'SLAMBidding conventions (replaying each player’s sequence), all four seats', slam),
  auctionsCase('robot bidding-space', 'bidding_space states, North–South (the opponents pass)', () => {
    const system = bidspace()
    return {N: system, S: system}
  })
]

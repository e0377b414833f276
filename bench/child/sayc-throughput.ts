/**
 * Run in a child process by bench/cases/sayc.ts, so that its V8 flags are
 * its own (`--single-threaded`: one thread does the bidding and every
 * collection) and so that the packages can be the built dist (run without
 * `--conditions=@bidding/source`). Bids 2,000 deals to warm up, then
 * `rounds` batches of `count` fresh deals and one batch of the warm-up's
 * deals again (the engine's caches hit), and prints the figures of each
 * batch (`auction-throughput.ts`) as JSON. `warm-up` sets how many deals
 * are bid first (default: 2,000 or `count`, whichever is more; `0` times an
 * engine from its first auction, as a simulation runs).
 *
 * Run: `node [--single-threaded] [--conditions=@bidding/source] --import tsx bench/child/sayc-throughput.ts [count] [rounds] [warm-up]`.
 */

import {generateDealsSync} from '@bidding/deal'
import {bidDeal} from '@bidding/robot'
import {loadSystem} from '../../examples/sayc/measure.js'
import {timeAuctions, type AuctionFigures} from '../auction-throughput.js'

const count = Number(process.argv[2] ?? 2000)
const rounds = Number(process.argv[3] ?? 6)
const {system} = loadSystem()
const directions = ['N', 'E', 'S', 'W'] as const
const warmUp = process.argv[4] === undefined ? Math.max(2000, count) : Number(process.argv[4])
const warm = warmUp > 0 ? generateDealsSync({count: warmUp, seed: 'sayc bench warm-up'}).deals : []
for (const [index, deal] of warm.entries()) bidDeal(deal, system, {dealer: directions[index % 4], explain: false})

const fresh: AuctionFigures[] = []
let again = warm
for (let round = 0; round < rounds; round++) {
  // Dealt before the clock starts; each round's deals are new to the engine.
  const deals = generateDealsSync({count, seed: 'sayc bench run ' + round}).deals
  fresh.push(timeAuctions(count, (index) => bidDeal(deals[index]!, system, {dealer: directions[index % 4], explain: false})))
  // Without a warm-up, the repeated batch is the first round's deals (bid once already).
  if (again.length === 0) again = deals
}

const repeated = timeAuctions(again.length, (index) => bidDeal(again[index]!, system, {dealer: directions[index % 4], explain: false}))
console.log(JSON.stringify({fresh, repeated}))

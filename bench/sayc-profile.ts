/**
 * Bid N auctions of SAYC (examples/sayc) in all four seats, for profiling
 * the robot: 2,000 auctions to warm up, then N on fresh seeded deals (or,
 * with `REPEAT=1`, the warm-up's deals again: the engine's caches hit),
 * deals made before the clock starts, timed in CPU and wall time.
 *
 * Run: `node --import tsx --conditions=@bidding/source bench/sayc-profile.ts [count] [profile.cpuprofile]`;
 * with a second argument the timed part is profiled (read the top self-time functions).
 */

import {writeFileSync} from 'node:fs'
import {Session} from 'node:inspector/promises'
import {generateDealsSync} from '@bidding/deal'
import {bidDeal} from '@bidding/robot'
import {loadSystem} from '../examples/sayc/measure.js'

const count = Number(process.argv[2] ?? 20_000)
const profilePath = process.argv[3]
const {system} = loadSystem()
const directions = ['N', 'E', 'S', 'W'] as const
const warm = generateDealsSync({count: 2000, seed: 'sayc profile warm-up'}).deals
for (const [index, deal] of warm.entries()) bidDeal(deal, system, {dealer: directions[index % 4], explain: false})
const deals = process.env.REPEAT ? warm.slice(0, count) : generateDealsSync({count, seed: 'sayc profile'}).deals
const session = profilePath ? new Session() : undefined
if (session) {
  session.connect()
  await session.post('Profiler.enable')
  await session.post('Profiler.start')
}

const cpu = process.cpuUsage()
const start = performance.now()
for (const [index, deal] of deals.entries()) bidDeal(deal, system, {dealer: directions[index % 4], explain: false})
const used = process.cpuUsage(cpu)
const wall = (performance.now() - start) / 1000
if (session) {
  const {profile} = await session.post('Profiler.stop')
  writeFileSync(profilePath!, JSON.stringify(profile))
}

const cpuSeconds = (used.user + used.system) / 1e6
// With REPEAT there are only the warm-up's 2,000 deals, whatever the count asked for.
const bid = deals.length
console.log(bid + ' auctions: ' + Math.round(bid / cpuSeconds) + '/CPU-s, ' + Math.round(bid / wall) + '/s wall; heap ' + Math.round(process.memoryUsage().heapUsed / 1e6) + ' MB')

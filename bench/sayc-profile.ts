/**
 * Bid N auctions of SAYC (examples/sayc) in all four seats on fresh seeded
 * deals, for profiling the robot: deals first (not timed), then the
 * bidding, timed in CPU and wall time.
 *
 * Run: `node --cpu-prof --cpu-prof-dir=/tmp/prof --import tsx --conditions=@bidding/source bench/sayc-profile.ts [count]`,
 * then read the top self-time functions of the profile.
 */

import {generateDealsSync} from '@bidding/deal'
import {bidDeal} from '@bidding/robot'
import {loadSystem} from '../examples/sayc/measure.js'

const count = Number(process.argv[2] ?? 20_000)
const {system} = loadSystem()
const directions = ['N', 'E', 'S', 'W'] as const
const warm = generateDealsSync({count: 2000, seed: 'sayc profile warm-up'}).deals
for (const [index, deal] of warm.entries()) bidDeal(deal, system, {dealer: directions[index % 4], explain: false})
const deals = generateDealsSync({count, seed: 'sayc profile'}).deals
const cpu = process.cpuUsage()
const start = performance.now()
for (const [index, deal] of deals.entries()) bidDeal(deal, system, {dealer: directions[index % 4], explain: false})
const used = process.cpuUsage(cpu)
const wall = (performance.now() - start) / 1000
const cpuSeconds = (used.user + used.system) / 1e6
console.log(count + ' auctions: ' + Math.round(count / cpuSeconds) + '/CPU-s, ' + Math.round(count / wall) + '/s wall')

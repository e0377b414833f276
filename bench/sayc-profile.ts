/**
 * Bid N auctions of SAYC (examples/sayc) in all four seats, for profiling
 * the robot: 2,000 auctions to warm up, then N on fresh seeded deals (or,
 * with `REPEAT=1`, the warm-up's deals again: the engine's caches hit),
 * deals made before the clock starts (repeated: the 2,000 in turn, `count` in all). Prints auctions per CPU second of the
 * bidding thread and of the process, per wall second, bytes allocated per
 * auction and the collector's pauses (`auction-throughput.ts`).
 *
 * Run: `node [--single-threaded] --import tsx --conditions=@bidding/source bench/sayc-profile.ts [count] [profile.cpuprofile]`;
 * with `--single-threaded` V8 has no helper threads (the "one
 * thread"); without `--conditions=@bidding/source` (after `npx tsc --build`)
 * the built dist is timed. With a second argument the timed part is
 * profiled: CPU (`….cpuprofile`, read the top self-time functions) or, for
 * a `….heapprofile`, where it allocates (sampled, counting the objects
 * already collected, not only those still alive).
 */

import {writeFileSync} from 'node:fs'
import {Session} from 'node:inspector/promises'
import {generateDealsSync} from '@bidding/deal'
import {bidDeal} from '@bidding/robot'
import {loadSystem} from '../examples/sayc/measure.js'
import {figuresText, timeAuctions} from './auction-throughput.js'

const count = Number(process.argv[2] ?? 20_000)
const profilePath = process.argv[3]
const {system} = loadSystem()
const directions = ['N', 'E', 'S', 'W'] as const
const warm = generateDealsSync({count: 2000, seed: 'sayc profile warm-up'}).deals
for (const [index, deal] of warm.entries()) bidDeal(deal, system, {dealer: directions[index % 4], explain: false})
// Repeated: the warm-up's deals again, in turn until `count` (2,000 alone are ~0.1 s: too short to time).
const deals = process.env.REPEAT ? Array.from({length: count}, (_, index) => warm[index % warm.length]!) : generateDealsSync({count, seed: 'sayc profile'}).deals
const session = profilePath ? new Session() : undefined
const heap = profilePath?.endsWith('.heapprofile')
if (session) {
  session.connect()
  if (heap) {
    await session.post('HeapProfiler.enable')
    await session.post('HeapProfiler.startSampling', {samplingInterval: 4096, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true})
  } else {
    await session.post('Profiler.enable')
    await session.post('Profiler.start')
  }
}

const figures = timeAuctions(deals.length, (index) => bidDeal(deals[index]!, system, {dealer: directions[index % 4], explain: false}))
if (session) {
  const {profile} = heap ? await session.post('HeapProfiler.stopSampling') : await session.post('Profiler.stop')
  writeFileSync(profilePath!, JSON.stringify(profile))
}

console.log(figuresText(figures) + '; heap ' + Math.round(process.memoryUsage().heapUsed / 1e6) + ' MB')

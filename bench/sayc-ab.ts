/**
 * Compare two checkouts' built robots in one process: each build keeps its
 * own SAYC engine from its first auction, both bid the same fresh seeded
 * deals batch by batch, in alternating order, and each build's CPU time is
 * summed. On a shared machine a CPU second's worth varies ~1.5× between
 * identical runs, so separate runs cannot show a gain of a few percent;
 * builds timed by turns in one process share the machine's state (an A/A
 * run gives 0.97–1.03). Both heaps are one heap, so a build's collections
 * also pay for the other's objects: a memory saving shows less here than in
 * `sayc-retained.ts`. It also checks that both bid every deal the same.
 *
 * Run from a checkout's root (so that `--import tsx` resolves), after
 * `npx tsc --build` in both:
 * `node --single-threaded --import tsx bench/sayc-ab.ts BASE-CHECKOUT OTHER-CHECKOUT [deals] [batch]`
 * (default 200,000 deals in batches of 1,000). Prints JSON: each build's
 * auctions per CPU second (whole run and first 50,000 deals), `speedup`
 * (the base's CPU time over the other's: above 1 the other is faster) and
 * `differentAuctions` (deals bid differently: 0 when no call changed).
 *
 * The place in the process is not neutral: A/A runs of two copies of one
 * checkout read the build loaded second ~3–5 % faster, more in the first
 * 50,000 deals. So the tool runs twice, in child processes, once in each
 * order, and reports the speed-up with that bias cancelled: with `f` the
 * forward run's speed-up and `g` the backward run's (the other as base),
 * √(f / g), and the bias itself, √(f · g).
 */

import {execFileSync} from 'node:child_process'
import path from 'node:path'
import {pathToFileURL} from 'node:url'

interface Build {
  system: unknown
  bidDeal: (deal: unknown, system: unknown, options: unknown) => {calls: string[]}
}

const [base, other] = [process.argv[2], process.argv[3]]
if (!base || !other) {
  console.error('Usage: node --single-threaded --import tsx bench/sayc-ab.ts BASE-CHECKOUT OTHER-CHECKOUT [deals] [batch]')
  process.exit(2)
}

/** What one run prints. */
interface Run {
  deals: number
  base: {whole: number; first: number}
  other: {whole: number; first: number}
  speedup: number
  speedupFirst: number
  differentAuctions: number
}

if (process.env.SAYC_AB_CHILD === undefined) {
  // The parent: one child per order, the same V8 flags, then the bias cancelled.
  const rest = process.argv.slice(4)
  const runOf = (first: string, second: string): Run =>
    JSON.parse(
      execFileSync(process.execPath, [...process.execArgv, process.argv[1]!, first, second, ...rest], {
        env: {...process.env, SAYC_AB_CHILD: '1'},
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'inherit']
      })
    ) as Run
  const forward = runOf(base, other)
  const backward = runOf(other, base)
  const round = (value: number) => Number(value.toFixed(3))
  console.log(
    JSON.stringify({
      forward,
      backward,
      speedup: round(Math.sqrt(forward.speedup / backward.speedup)),
      speedupFirst: round(Math.sqrt(forward.speedupFirst / backward.speedupFirst)),
      positionBias: round(Math.sqrt(forward.speedup * backward.speedup)),
      differentAuctions: forward.differentAuctions + backward.differentAuctions
    })
  )
  process.exit(0)
}

const total = Number(process.argv[4] ?? 200_000)
const batch = Number(process.argv[5] ?? 1000)
const directions = ['N', 'E', 'S', 'W'] as const
const firstPart = 50_000

async function importFrom(root: string, file: string): Promise<Record<string, unknown>> {
  return (await import(pathToFileURL(path.resolve(root, file)).href)) as Record<string, unknown>
}

async function load(root: string): Promise<Build> {
  const {loadSystem} = (await importFrom(root, 'examples/sayc/measure.ts')) as {loadSystem: () => {system: unknown}}
  const {bidDeal} = (await importFrom(root, 'packages/robot/dist/index.js')) as {bidDeal: Build['bidDeal']}
  return {system: loadSystem().system, bidDeal}
}

const {generateDealsSync} = (await importFrom(base, 'packages/deal/dist/index.js')) as {
  generateDealsSync: (options: {count: number; seed: string}) => {deals: unknown[]}
}
const builds = [await load(base), await load(other)] as const
const seconds = [0, 0]
const firstSeconds = [0, 0]
let differentAuctions = 0
for (let done = 0, round = 0; done < total; done += batch, round++) {
  const deals = generateDealsSync({count: Math.min(batch, total - done), seed: 'sayc ab ' + round}).deals
  const bid: string[][] = [[], []]
  // By turns: the base first in even batches, the other first in odd ones.
  for (const which of round % 2 === 0 ? [0, 1] : [1, 0]) {
    const {system, bidDeal} = builds[which]!
    const start = process.cpuUsage()
    for (const [index, deal] of deals.entries()) bid[which]!.push(bidDeal(deal, system, {dealer: directions[index % 4], explain: false}).calls.join(' '))
    const used = process.cpuUsage(start)
    seconds[which]! += (used.user + used.system) / 1e6
    if (done < firstPart) firstSeconds[which]! += (used.user + used.system) / 1e6
  }

  for (const [index, calls] of bid[0]!.entries()) if (calls !== bid[1]![index]) differentAuctions++
}

const first = Math.min(total, firstPart)
console.log(
  JSON.stringify({
    deals: total,
    base: {whole: Math.round(total / seconds[0]!), first: Math.round(first / firstSeconds[0]!)},
    other: {whole: Math.round(total / seconds[1]!), first: Math.round(first / firstSeconds[1]!)},
    speedup: Number((seconds[0]! / seconds[1]!).toFixed(3)),
    speedupFirst: Number((firstSeconds[0]! / firstSeconds[1]!).toFixed(3)),
    differentAuctions
  })
)

/**
 * Time a batch of robot auctions the way the issue states its target
 * ("complete auctions per second on one thread"): CPU time of the thread
 * that bids, separately from the CPU time of the whole process (which adds
 * V8's helper threads: parallel scavenges, concurrent marking and
 * compilation), wall time, the garbage collector's pauses on the bidding
 * thread, and the bytes allocated per auction.
 *
 * Run under `node --single-threaded`, V8 does all its work on the bidding
 * thread: the thread's CPU time then includes every collection, the honest
 * "one thread" figure. Without the flag the thread's own time leaves out
 * what the helper threads did for it.
 */

import {execFileSync} from 'node:child_process'
import {existsSync, readFileSync} from 'node:fs'
import v8 from 'node:v8'

/** What one timed batch cost. */
export interface AuctionFigures {
  auctions: number
  /** CPU seconds of the main (bidding) thread, from `/proc` (clock ticks; `undefined` off Linux). */
  threadSeconds: number | undefined
  /** CPU seconds of the whole process (`process.cpuUsage`: every thread). */
  processSeconds: number
  wallSeconds: number
  /** Time the bidding thread stood in collections (pauses, as V8's GC profiler reports them). */
  gcSeconds: number
  collections: number
  /** Bytes allocated on the heap during the batch (heap growth between collections, summed). */
  allocatedBytes: number
  /** Whether V8 ran with `--single-threaded` (no helper threads). */
  singleThreaded: boolean
}

/**
 * Clock ticks per second, asked of `getconf` when this module loads, before any warm-up: spawning a
 * process detaches an ArrayBuffer, which invalidates V8's `ArrayBufferDetaching` protector once per
 * process and so throws away every optimized function that reads a typed array (the hand tables, the
 * robot's flat lists). Spawned inside `timeAuctions` (as it was), that recompilation fell in the timed
 * part: on 2,000 repeated deals it was most of what was measured.
 */
const ticksPerSecond = ((): number | undefined => {
  try {
    return existsSync('/proc/self/stat') ? Number(execFileSync('getconf', ['CLK_TCK'], {encoding: 'utf8'})) || 100 : undefined
  } catch {
    return 100
  }
})()
// `performance` is loaded on first use (Node's internal module loader): loaded now, not on the clock.
performance.now()

/** CPU seconds of the main thread (its task id is the process id), or `undefined` where `/proc` is absent. */
function mainThreadSeconds(): number | undefined {
  try {
    const stat = readFileSync('/proc/self/task/' + process.pid + '/stat', 'utf8')
    // Fields after the command (which may hold spaces), counted from the state (field 3): utime is 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return (Number(fields[11]) + Number(fields[12])) / (ticksPerSecond ?? 100)
  } catch {
    return undefined
  }
}

/** Time `count` calls of `bid` (each one complete auction). */
export function timeAuctions(count: number, bid: (index: number) => void): AuctionFigures {
  const profiler = new v8.GCProfiler()
  const heapBefore = v8.getHeapStatistics().used_heap_size
  const threadBefore = mainThreadSeconds()
  profiler.start()
  const cpu = process.cpuUsage()
  const start = performance.now()
  for (let index = 0; index < count; index++) bid(index)
  const wallSeconds = (performance.now() - start) / 1000
  const used = process.cpuUsage(cpu)
  const threadAfter = mainThreadSeconds()
  const heapAfter = v8.getHeapStatistics().used_heap_size
  const statistics = profiler.stop()?.statistics ?? []
  // What was allocated between two collections is the growth of the used heap from the end of one to the start of the next.
  let allocatedBytes = 0
  let last = heapBefore
  let gcMicroseconds = 0
  for (const event of statistics) {
    allocatedBytes += Math.max(0, event.beforeGC.heapStatistics.usedHeapSize - last)
    last = event.afterGC.heapStatistics.usedHeapSize
    gcMicroseconds += event.cost
  }

  allocatedBytes += Math.max(0, heapAfter - last)
  return {
    auctions: count,
    threadSeconds: threadBefore === undefined || threadAfter === undefined ? undefined : threadAfter - threadBefore,
    processSeconds: (used.user + used.system) / 1e6,
    wallSeconds,
    gcSeconds: gcMicroseconds / 1e6,
    collections: statistics.length,
    allocatedBytes,
    singleThreaded: process.execArgv.includes('--single-threaded')
  }
}

/** The figures in words: `3,000 auctions: 8,100 per CPU-s of the bidding thread, …`. */
export function figuresText(figures: AuctionFigures): string {
  const rate = (seconds: number | undefined) => (seconds ? Math.round(figures.auctions / seconds).toLocaleString('en') : '-')
  const thread = figures.singleThreaded
    ? rate(figures.processSeconds) + ' per CPU-s of the one thread (--single-threaded: every collection on it)'
    : rate(figures.threadSeconds) + ' per CPU-s of the bidding thread (collectors\' helper threads not counted), ' +
      rate(figures.processSeconds) + ' per CPU-s of the process (all threads)'
  return (
    figures.auctions.toLocaleString('en') + ' auctions: ' + thread + ', ' + rate(figures.wallSeconds) + ' per wall-s; ' +
    Math.round(figures.allocatedBytes / figures.auctions).toLocaleString('en') + ' bytes allocated per auction, ' +
    figures.collections + ' collections, GC pauses ' + ((figures.gcSeconds / figures.wallSeconds) * 100).toFixed(1) + '% of wall time'
  )
}

/** Auctions per CPU second of one thread: the process under `--single-threaded`, else the bidding thread alone. */
export function threadRate(figures: AuctionFigures): number {
  const seconds = figures.singleThreaded ? figures.processSeconds : (figures.threadSeconds ?? figures.processSeconds)
  return figures.auctions / seconds
}

/**
 * Every writer at 1× and 10× input: the generated BML system (bml.md §14)
 * of 3,000 lines (88 KB) and of 30,000 lines (870 KB), read once, then
 * written. The case times the 10× tree; its note gives the median CPU time
 * of five writes at 1× and at 10×, each after a full garbage collection, and
 * their ratio, which issue #14 bounds at 12 (a quadratic writer gives about
 * 100).
 */

import {readFileSync} from 'node:fs'
import v8 from 'node:v8'
import {runInNewContext} from 'node:vm'
import type {Root} from '@bidding/core'
import {registry} from '@bidding/formats'
import {ensureBigBml} from '../../scripts/make-big-bml.js'
import type {BenchCase} from '../harness.js'

const trees = new Map<number, {tree: Root; path: string}>()

async function treeOf(lines: number): Promise<{tree: Root; path: string}> {
  let entry = trees.get(lines)
  if (!entry) {
    const path = ensureBigBml(lines)
    const processor = registry.processor({from: 'bml', to: 'json'})
    const tree = (await processor.run(processor.parse({path, value: readFileSync(path, 'utf8')}))) as Root
    entry = {tree, path}
    trees.set(lines, entry)
  }

  return entry
}

/**
 * A full collection before each timed write, so that one run's garbage is
 * not collected in the next (that made single 10× runs look super-linear).
 */
v8.setFlagsFromString('--expose-gc')
const collectGarbage = runInNewContext('gc') as () => void

/** CPU seconds (user + system) of one write of the tree; the copy it writes is made before the clock starts. */
async function write(name: string, lines: number): Promise<number> {
  const {tree, path} = await treeOf(lines)
  const processor = registry.processor({from: 'bml', to: name})
  // The tree is reused: a writer never changes it, but gets a copy anyway.
  const copy = structuredClone(tree)
  collectGarbage()
  const start = process.cpuUsage()
  processor.stringify(copy, {path} as never)
  const used = process.cpuUsage(start)
  return (used.user + used.system) / 1e6
}

/** Median CPU seconds of `runs` writes (after one warm-up). */
async function seconds(name: string, lines: number, runs: number): Promise<number> {
  await write(name, lines)
  const times: number[] = []
  for (let index = 0; index < runs; index++) times.push(await write(name, lines))
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)]!
}

export const cases: BenchCase[] = registry.formats
  .filter((format) => format.stringify && !format.binary)
  .map((format) => {
    const bench: BenchCase = {
      name: 'writers ' + format.name + ' 10x',
      description: 'write the 30,000-line system as ' + format.name + ' (ten times the 3,000-line one)',
      target: '≤ 12× the 1× time',
      runs: 1,
      async setup() {
        await treeOf(3000)
        await treeOf(30_000)
      },
      async run() {
        await write(format.name, 30_000)
      },
      async reference() {
        const one = await seconds(format.name, 3000, 5)
        const ten = await seconds(format.name, 30_000, 5)
        bench.referenceNote =
          'CPU, median of 5: 1× ' + (one * 1000).toFixed(1) + ' ms, 10× ' + (ten * 1000).toFixed(0) + ' ms; 10×/1× = ' + (ten / one).toFixed(1) +
          (ten / one <= 12 ? ' (linear)' : ' (SUPER-LINEAR)')
        return undefined
      }
    }
    return bench
  })

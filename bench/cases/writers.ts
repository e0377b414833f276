/**
 * Every writer at 1× and 10× input: the generated BML system (bml.md §14)
 * of 3,000 lines (88 KB) and of 30,000 lines (870 KB), read once, then
 * written. The case times the 10× tree; its note gives the 1× time and the
 * ratio, which issue #14 bounds at 12 (a quadratic writer gives about 100).
 */

import {readFileSync} from 'node:fs'
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

async function write(name: string, lines: number): Promise<void> {
  const {tree, path} = await treeOf(lines)
  const processor = registry.processor({from: 'bml', to: name})
  // The tree is reused: a writer never changes it.
  processor.stringify(structuredClone(tree), {path} as never)
}

async function seconds(name: string, lines: number, runs: number): Promise<number> {
  const times: number[] = []
  for (let index = 0; index < runs; index++) {
    const start = process.hrtime.bigint()
    await write(name, lines)
    times.push(Number(process.hrtime.bigint() - start) / 1e9)
  }

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
      run: () => write(format.name, 30_000),
      async reference() {
        const one = await seconds(format.name, 3000, 3)
        const ten = await seconds(format.name, 30_000, 1)
        bench.referenceNote = '1×: ' + (one * 1000).toFixed(1) + ' ms; 10×/1× = ' + (ten / one).toFixed(1) + (ten / one <= 12 ? ' (linear)' : ' (SUPER-LINEAR)')
        return undefined
      }
    }
    return bench
  })

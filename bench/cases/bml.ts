/**
 * BML reader on the generated "20k unique" system (bml.md §14: gpaulissen's
 * `example.bml` with its includes, repeated, each copy's tables behind a
 * distinct P/D/R history), and on ten times that input (scaling).
 *
 * The inputs are built by `scripts/make-big-bml.ts` into `bench/data/`.
 * The reference (BML 2.7.0's parser, `bml.content_from_file`) is timed on
 * the same input when `BML_REFERENCE` names a checkout of gpaulissen/bml
 * (and `BML_PYTHON` a Python 3, by default `python3`).
 */

import {execFileSync} from 'node:child_process'
import {existsSync, readFileSync} from 'node:fs'
import path from 'node:path'
import {fromBml} from '@bidding/bml-parse'
import {VFile} from 'vfile'
import {ensureBigBml} from '../../scripts/make-big-bml.js'
import type {BenchCase} from '../harness.js'

const quoted =
  'BML 2.7.0 on 20k unique (bml.md §14, parse + writer): bml2latex 0.43 s, bml2html --no-tree 1.37 s, bml2bss 72.5 s'

function parser(lines: number): {setup: () => void; run: () => number; reference: () => Promise<{seconds: number; units: number} | undefined>} {
  let file = ''
  let text = ''
  let count = 0
  return {
    setup() {
      file = ensureBigBml(lines)
      text = readFileSync(file, 'utf8')
      count = text.split('\n').length - 1
    },
    run() {
      fromBml(text, new VFile({path: file, value: text}))
      return count
    },
    async reference() {
      const checkout = process.env.BML_REFERENCE
      if (!checkout || !existsSync(path.join(checkout, 'src', 'bml', 'bml.py'))) return undefined
      const script =
        'import sys, time\nfrom bml import bml\nbest = None\nfor _ in range(3):\n' +
        '    start = time.perf_counter()\n    bml.content_from_file(sys.argv[1])\n' +
        '    elapsed = time.perf_counter() - start\n    best = elapsed if best is None or elapsed < best else best\nprint(best)\n'
      const output = execFileSync(process.env.BML_PYTHON ?? 'python3', ['-c', script, file], {
        env: {...process.env, PYTHONPATH: path.join(checkout, 'src')},
        encoding: 'utf8'
      })
      return {seconds: Number(output.trim()), units: count}
    }
  }
}

const base = parser(20_000)
const scaled = parser(200_000)

export const cases: BenchCase[] = [
  {
    name: 'bml-parse',
    description: 'read the generated 20,000-line BML system with distinct sequences',
    target: '< 0.3 s',
    unit: 'lines',
    ...base,
    referenceNote: 'reference: BML 2.7.0 content_from_file when BML_REFERENCE is set; ' + quoted
  },
  {
    name: 'bml-parse 10x',
    description: 'read ten times that input (200,000 lines): linear scaling',
    target: '≤ 12× bml-parse',
    unit: 'lines',
    runs: 3,
    ...scaled,
    referenceNote: 'reference: BML 2.7.0 content_from_file when BML_REFERENCE is set'
  }
]

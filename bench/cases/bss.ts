/**
 * BML → BSS on the 20,000-line system with distinct sequences (bml.md §14,
 * "20k unique", made by scripts/make-big-bml.ts): about 11,000 records. The
 * reference, gpaulissen/bml 2.7.0's `bml2bss`, is quadratic on it; set
 * `BML_REFERENCE` to a checkout of gpaulissen/bml to time it beside ours
 * (`python3 -m bml.bml2bss` with `PYTHONPATH=src`; `BML_PYTHON` names another
 * Python 3).
 */

import {execFileSync} from 'node:child_process'
import {mkdtempSync, readFileSync} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type {Root} from '@bidding/core'
import {toBboalert} from '@bidding/bboalert-stringify'
import {fromBml} from '@bidding/bml-parse'
import {fromBss} from '@bidding/bss-parse'
import {toBss} from '@bidding/bss-stringify'
import {VFile} from 'vfile'
import {ensureBigBml} from '../../scripts/make-big-bml.js'
import type {BenchCase} from '../harness.js'

let input = ''
let bml = ''
let tree: Root | undefined
let bss = ''

function records(text: string): number {
  return text.split('\n').length - 2
}

function prepare(): void {
  if (bml) return
  input = ensureBigBml(20_000)
  bml = readFileSync(input, 'utf8')
  tree = fromBml(bml, new VFile({path: input, value: bml}))
  bss = toBss(tree)
}

function convert(): number {
  const file = new VFile({path: input, value: bml})
  return records(toBss(fromBml(bml, file), {}, file))
}

/** Time the reference's `bml2bss` on the same input, when a checkout is given. */
function reference(): {seconds: number; units: number} | undefined {
  const checkout = process.env.BML_REFERENCE
  if (!checkout) return undefined
  const output = path.join(mkdtempSync(path.join(os.tmpdir(), 'bench-bss-')), 'out.bss')
  const start = process.hrtime.bigint()
  execFileSync(process.env.BML_PYTHON ?? 'python3', ['-m', 'bml.bml2bss', '-o', output, input], {
    cwd: checkout,
    env: {...process.env, PYTHONPATH: path.join(checkout, 'src')},
    stdio: ['ignore', 'ignore', 'inherit']
  })
  const seconds = Number(process.hrtime.bigint() - start) / 1e9
  return {seconds, units: records(readFileSync(output, 'utf8'))}
}

const referenceNote = process.env.BML_REFERENCE
  ? 'gpaulissen/bml 2.7.0 bml2bss at ' + process.env.BML_REFERENCE
  : 'bml2bss 2.7.0 took 72.5 s (42 MB) on this kind of input, 11,752 records (bml.md §14); set BML_REFERENCE=<checkout> to time it here'

export const cases: BenchCase[] = [
  {
    name: 'bss',
    description: 'BML → BSS: read and write the 20,000-line system with distinct sequences',
    target: '< 1 s',
    unit: 'records',
    setup: prepare,
    run: convert,
    async reference() {
      return reference()
    },
    referenceNote
  },
  {
    name: 'bss-stringify',
    description: 'write BSS from the tree of the 20,000-line system (expansion included)',
    unit: 'records',
    setup: prepare,
    run: () => records(toBss(tree!))
  },
  {
    name: 'bss-parse',
    description: 'read the BSS of the 20,000-line system back into bdast',
    unit: 'records',
    setup: prepare,
    run() {
      fromBss(bss, new VFile())
      return records(bss)
    }
  },
  {
    name: 'bboalert-stringify',
    description: 'write BBOalert from the tree of the 20,000-line system (expansion included)',
    unit: 'records',
    setup: prepare,
    run() {
      toBboalert(tree!)
      return records(bss)
    }
  }
]

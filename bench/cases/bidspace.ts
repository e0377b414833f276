/**
 * bidding_space: reading a generated file of 2,000 states (24,000 bid lines)
 * and writing its text summary, JS list and bidding_space text.
 *
 * The reference is `bid_space_to_text.py` (SwannSG/jsBridge), which reads the
 * file and builds both outputs in one run. It is not in this repository: set
 * `BIDSPACE_REFERENCE` to its path (and `BIDSPACE_PYTHON` to a Python 2, by
 * default `python2`) to time it on the same input.
 */

import {execFileSync} from 'node:child_process'
import {existsSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import type {Root} from '@bidding/core'
import {fromBidspace} from '@bidding/bidspace-parse'
import {toBidspace, toBidspaceText} from '@bidding/bidspace-stringify'
import {toJslistJson} from '@bidding/jslist-stringify'
import {VFile} from 'vfile'
import type {BenchCase} from '../harness.js'

const states = 2000
const bids = ['nb', '1c', '1d', '1h', '1s', '1nt', '2c', '2d', '2h', '2s', '2nt', '3nt']
const lines: string[] = []
for (let index = 0; index < states; index++) {
  lines.push('state: s' + index, 'prev_bid: ' + (index === 0 ? 'none' : bids[index % bids.length]!), 'priority: ' + bids.slice(1, 12).reverse().join(' '))
  for (const [rank, bid] of bids.entries()) {
    lines.push(
      bid + '\ts' + ((index + rank + 1) % states) + '\tp(hp,' + rank + ',' + (rank + 10) + ')\ts(c,gte,2)\ts(d,lt,4)\ts(h,lte,4) s(s,lte,4)\tdt(lte,1)\t@Bid ' + rank + ' of state ' + index
    )
  }

  lines.push('')
}

const text = lines.join('\n') + '\n'
const units = states * bids.length
let tree: Root

function convert(): void {
  const parsed = fromBidspace(text, new VFile())
  toBidspaceText(parsed)
  toJslistJson(parsed)
}

async function reference(): Promise<{seconds: number; units: number} | undefined> {
  const script = process.env.BIDSPACE_REFERENCE
  if (!script || !existsSync(script)) return undefined
  const folder = mkdtempSync(path.join(tmpdir(), 'bidspace-bench-'))
  const input = path.join(folder, 'bidding_space.txt')
  const patched = path.join(folder, 'bid_space_to_text.py')
  writeFileSync(input, text)
  // Its paths are hard-coded: point them at the bench input, and drop its debug output.
  writeFileSync(
    patched,
    readFileSync(script, 'utf8')
      .replace(/^filename = .*bidding_space_2\.txt'$/m, 'filename = ' + JSON.stringify(input))
      .replace(/^filename = .*test_output\.txt'$/m, 'filename = ' + JSON.stringify(path.join(folder, 'test_output.txt')))
  )
  const python = process.env.BIDSPACE_PYTHON ?? 'python2'
  const times: number[] = []
  for (let run = 0; run < 3; run++) {
    const start = process.hrtime.bigint()
    execFileSync(python, [patched], {stdio: 'ignore'})
    times.push(Number(process.hrtime.bigint() - start) / 1e9)
  }

  return {seconds: times.sort((a, b) => a - b)[1]!, units}
}

export const cases: BenchCase[] = [
  {
    name: 'bidspace-parse',
    description: 'read 2,000 states, 24,000 bid lines of bidding_space',
    unit: 'bids',
    run() {
      tree = fromBidspace(text, new VFile())
      return units
    }
  },
  {
    name: 'bidspace-convert',
    description: 'read them and write the text summary and the JS list (what the reference does)',
    unit: 'bids',
    run() {
      convert()
      return units
    },
    reference,
    referenceNote: process.env.BIDSPACE_REFERENCE
      ? 'bid_space_to_text.py under ' + (process.env.BIDSPACE_PYTHON ?? 'python2') + ', process start included'
      : 'set BIDSPACE_REFERENCE to bid_space_to_text.py to time the reference'
  },
  {
    name: 'bidspace-stringify',
    description: 'write 24,000 bids as bidding_space text',
    unit: 'bids',
    setup() {
      tree = fromBidspace(text, new VFile())
    },
    run() {
      toBidspace(tree)
      return units
    }
  }
]

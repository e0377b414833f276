/**
 * `bidding check --deep` on the SAYC example (examples/sayc/sayc.bml, every
 * `#INCLUDE` read): compile the system and lint every node on up to 200
 * hands, dealt once per distinct constraint within a budget of 20,000 deals.
 * The target is under 30 s on two cores for the whole command; one
 * run after the warm-up, as a run takes seconds.
 */

import {readFileSync} from 'node:fs'
import path from 'node:path'
import {fileURLToPath} from 'node:url'
import {fromBml} from '@bidding/bml-parse'
import {compileSystem, lintSystem} from '@bidding/robot'
import {VFile} from 'vfile'
import type {BenchCase} from '../harness.js'

const here = path.dirname(fileURLToPath(import.meta.url))
const file = path.resolve(here, '../../examples/sayc/sayc.bml')

export const cases: BenchCase[] = [
  {
    name: 'check --deep sayc',
    description: 'compile SAYC and lint every node on sample hands (nodes/s)',
    target: '< 30 s',
    unit: 'nodes',
    runs: 1,
    run() {
      const vfile = new VFile({path: file, value: readFileSync(file, 'utf8')})
      const findings = lintSystem(compileSystem(fromBml(String(vfile.value), vfile), vfile))
      return findings.length
    },
    referenceNote: 'no reference linter to time'
  }
]

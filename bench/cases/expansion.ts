/**
 * Hostile expansion (issue 14): `#INCLUDE` and SLAMBidding subconventions
 * that multiply. Without a budget, 25 BML files of 34 bytes that each
 * include the next twice took 56 s and 3.3 GB, and 11 small conventions
 * 55 s and 2.7 GB; with it, reading stops with one fatal message. Timed to
 * that message, with the default limits.
 */

import {mkdtempSync, readFileSync, writeFileSync} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {fromBml} from '@bidding/bml-parse'
import {fromSlam} from '@bidding/slam-parse'
import {VFile} from 'vfile'
import type {BenchCase} from '../harness.js'

let folder = ''

function setup(): void {
  if (folder) return
  folder = mkdtempSync(path.join(os.tmpdir(), 'bench-expansion-'))
  writeFileSync(path.join(folder, 'main.bml'), '#INCLUDE f0.bml\n#INCLUDE f0.bml\n')
  for (let index = 0; index < 24; index++) {
    writeFileSync(path.join(folder, 'f' + index + '.bml'), '#INCLUDE f' + (index + 1) + '.bml\n#INCLUDE f' + (index + 1) + '.bml\n')
  }

  writeFileSync(path.join(folder, 'f24.bml'), '1C Some text of thirty-four bytes\n')
  for (let index = 0; index < 11; index++) {
    const next = index < 10 ? '<subconvention name="c' + (index + 1) + '"/>' : ''
    const actions = [1, 2, 3, 4].map((level) => '<open bid="' + level + 'C">' + next + '</open>').join('')
    const parent = index > 0 ? '<parent>c' + (index - 1) + '</parent>' : ''
    writeFileSync(path.join(folder, 'c' + index + '.conv'), '<convention><name>c' + index + '</name>' + parent + '<actions>' + actions + '</actions></convention>\n')
  }
}

/** Read until the fatal message; its rule id must be the budget's. */
function stopped(read: (text: string, file: VFile) => unknown, name: string, ruleId: string): number {
  const text = readFileSync(path.join(folder, name), 'utf8')
  try {
    read(text, new VFile({cwd: folder, path: name, value: text}))
  } catch (error) {
    if ((error as {ruleId?: unknown}).ruleId === ruleId) return 1
    throw error
  }

  throw new Error('Expected the ' + ruleId + ' budget to stop ' + name)
}

export const cases: BenchCase[] = [
  {
    name: 'include blow-up',
    description: '25 BML files, each including the next twice (2^25 copies), to the budget’s fatal message',
    target: '< 1 s (was 56 s, 3.3 GB)',
    setup,
    runs: 3,
    run: () => stopped((text, file) => fromBml(text, file), 'main.bml', 'include-count')
  },
  {
    name: 'subconvention blow-up',
    description: '11 SLAMBidding conventions, each naming the next 4 times, to the budget’s fatal message',
    target: '< 2 s (was 55 s, 2.7 GB)',
    setup,
    runs: 3,
    run: () => stopped((text, file) => fromSlam(text, file, {resolve: true}), 'c0.conv', 'subconvention-count')
  }
]

/**
 * `tsx --conditions=@bidding/source bench/sayc-variant.ts [COUNT] [SEED] [redis://HOST:PORT]`:
 * the scored comparison of the readme — SAYC (examples/sayc) against the
 * same system with a 12–14 1NT opening instead of 15–17, both for
 * North–South against SAYC, on COUNT deals (default 2,000) scored at
 * double dummy in IMPs. Writes the report to bench/sayc-variant/. With a
 * Redis URL the boards are solved by the `bidding worker`s on that queue
 * (the same seed gives the same totals).
 */

import {cp, readFile, writeFile} from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import {fileURLToPath} from 'node:url'
import {mkdtemp} from 'node:fs/promises'
import {Writable} from 'node:stream'
// The CLI from source (no workspace dependency: its bin links would warn on every install before a build).
import {run} from '../packages/cli/src/index.js'

const here = path.dirname(fileURLToPath(import.meta.url))
const sayc = path.resolve(here, '../examples/sayc')
const count = process.argv[2] ?? '2000'
const seed = process.argv[3] ?? '1'
const queue = process.argv[4]

const variant = await mkdtemp(path.join(os.tmpdir(), 'sayc-weak-nt-'))
await cp(sayc, variant, {recursive: true, filter: (source) => !source.includes('node_modules')})
const openings = path.join(variant, 'openings.bml')
const text = await readFile(openings, 'utf8')
// The opening 1NT row (at the start of a line, so no response is touched): only its range changes.
const strong = /^(1N {2}).*?\{15-17 HCP\b/m
if (!strong.test(text)) throw new Error('examples/sayc/openings.bml no longer has the 15–17 1NT opening this bench changes')
await writeFile(openings, text.replace(strong, (line) => line.replace('Strong notrump', 'Weak notrump').replace('15-17 HCP', '12-14 HCP')))

let json = ''
const started = performance.now()
const code = await run(
  ['simulate', '--ns', path.join(sayc, 'sayc.bml'), '--ew', path.join(sayc, 'sayc.bml'), '--compare', path.join(variant, 'sayc.bml'), '--count', count, '--seed', seed, '--score', 'imps', '--report', path.join(here, 'sayc-variant', 'report.html'), '--json', ...(queue ? ['--queue', queue] : [])],
  {
    stdin: process.stdin,
    stdout: new Writable({
      write(chunk: Buffer, _encoding, callback) {
        json += chunk.toString()
        callback()
      }
    }),
    stderr: process.stderr,
    cwd: process.cwd(),
    env: process.env
  }
)
if (code !== 0) process.exit(code)
const result = JSON.parse(json) as {score: {mean: number; ci95: [number, number]; boards: number}; won: number; lost: number; tied: number; byDivergence: Array<{after: string; boards: number; mean: number}>}
const f = (value: number) => (value > 0 ? '+' : '') + value.toFixed(2)
console.log('SAYC − SAYC with a 12–14 1NT, ' + result.score.boards + ' deals, seed ' + seed + ': ' + f(result.score.mean) + ' IMPs/board (95% CI ' + f(result.score.ci95[0]) + ' … ' + f(result.score.ci95[1]) + ')')
console.log('SAYC scored more on ' + (100 * result.won).toFixed(1) + '% of the boards, less on ' + (100 * result.lost).toFixed(1) + '%, the same on ' + (100 * result.tied).toFixed(1) + '%')
for (const group of result.byDivergence.slice(0, 6)) console.log('  ' + (group.after === '' ? 'at the first call' : 'after ' + group.after) + ': ' + f(group.mean) + ' IMPs/board over ' + group.boards + ' boards')
console.log('(' + ((performance.now() - started) / 1000).toFixed(0) + ' s)')

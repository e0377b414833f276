/**
 * `pnpm bench [filter]`: run every case of bench/cases/ whose name contains
 * the filter, print a table, write bench/results.json.
 */

import {readdir, writeFile} from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import {fileURLToPath} from 'node:url'
import {measure, table, type BenchCase, type BenchResult} from './harness.js'

const here = path.dirname(fileURLToPath(import.meta.url))
const filter = process.argv[2]
const casesDir = path.join(here, 'cases')
const results: BenchResult[] = []
// A case that fails (a missed size target, a Node module in a browser bundle) is reported, the others still run, and the bench exits 1.
const failures: string[] = []

for (const name of (await readdir(casesDir)).filter((file) => file.endsWith('.ts')).sort()) {
  const module = (await import(path.join(casesDir, name))) as {cases: BenchCase[]}
  for (const bench of module.cases) {
    if (filter && !bench.name.includes(filter)) continue
    process.stderr.write('bench: ' + bench.name + '…\n')
    try {
      results.push(await measure(bench))
    } catch (error) {
      failures.push(bench.name + ': ' + (error instanceof Error ? error.message : String(error)))
    }
  }
}

console.log(table(results))
const machine = {cpus: os.cpus().length, model: os.cpus()[0]?.model, node: process.version}
await writeFile(
  path.join(here, 'results.json'),
  JSON.stringify({date: new Date().toISOString(), machine, results}, null, 2) + '\n'
)

if (failures.length > 0) {
  console.error('\nbench: ' + failures.length + ' case(s) failed:\n' + failures.map((failure) => '  ' + failure).join('\n'))
  process.exitCode = 1
}

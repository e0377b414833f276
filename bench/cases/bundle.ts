/**
 * Browser bundle weight of the typical imports (see ../bundle.ts): the
 * minified and gzip size of each, against the targets. The case
 * fails when a Node built-in reaches a browser bundle or a bundle is larger
 * than its target. `BENCH_BUNDLE_BREAKDOWN=1` also prints what each package
 * weighs in each bundle.
 */

import type {BenchCase} from '../harness.js'
import {bundle, entries, kilobytes} from '../bundle.js'

export const cases: BenchCase[] = entries.map((entry) => {
  let printed = false
  const bench: BenchCase = {
    name: 'browser bundle: ' + entry.name,
    description: 'esbuild, platform browser, minified',
    runs: 1,
    async run() {
      const size = await bundle(entry)
      if (size.nodeImports.length > 0) {
        throw new Error('Node modules in the browser bundle of ' + entry.name + ': ' + size.nodeImports.join(', '))
      }

      // The table's note column carries the sizes: the time is the bundler's, not the point.
      bench.referenceNote = kilobytes(size.minified) + ' min, ' + kilobytes(size.gzip) + ' gzip'
      if (process.env['BENCH_BUNDLE_BREAKDOWN'] && !printed) {
        printed = true
        process.stderr.write(size.packageBytes.map(([name, bytes]) => '  ' + kilobytes(bytes).padStart(8) + '  ' + name).join('\n') + '\n')
      }

      if (size.maxMinified !== undefined && size.minified > size.maxMinified) {
        throw new Error(
          'Browser bundle of ' + entry.name + ' is ' + kilobytes(size.minified) + ' minified, over its target of ' + kilobytes(size.maxMinified)
        )
      }
    }
  }
  if (entry.maxMinified !== undefined) bench.target = '≤ ' + kilobytes(entry.maxMinified) + ' min'
  return bench
})

/**
 * `bidding check <input…> [--from FORMAT] [--frail]`: read each input,
 * validate the tree, and print every message.
 */

import {reportInvalidTree, type Registry} from '@bidding/core'
import {unified} from 'unified'
import type {VFile} from 'vfile'
import {splitArgs, takeFlag, takeString} from '../args.js'
import {inputsOf, readerFor, readInput} from '../inputs.js'
import type {Io} from '../io.js'
import {createProgress} from '../progress.js'
import {hasFailures, printReport, recordError} from '../report.js'
import {bindOptions, valueFlags} from './convert.js'

/** Run `bidding check`. */
export async function check(argv: readonly string[], io: Io, registry: Registry): Promise<number> {
  const args = splitArgs(argv, new Set(['from', ...valueFlags(registry)]))
  const from = takeString(args, 'from')
  const frail = takeFlag(args, 'frail') === true
  const silent = takeFlag(args, 'silent') === true
  const inputs = inputsOf(args.positionals, io)
  const readers = inputs.map((input) => readerFor(input, from, registry))
  const {parseOptions} = bindOptions(args, [...new Set(readers)], undefined, [])

  const files: VFile[] = []
  const progress = createProgress({total: inputs.length, unit: 'files', stream: io.stderr})
  for (const [index, input] of inputs.entries()) {
    const file = await readInput(input, io)
    files.push(file)
    if (!hasFailures([file])) {
      try {
        const reader = readers[index]!
        const processor = unified().use(reader.parse!, parseOptions.get(reader.name))
        const tree = await processor.run(processor.parse(file), file)
        reportInvalidTree(tree, file, {source: '@bidding/cli'})
      } catch (error) {
        recordError(file, error)
      }
    }

    progress.tick()
  }

  progress.done()
  printReport(files, io, {silent})
  if (!hasFailures(files, frail) && !silent) {
    io.stderr.write(files.length === 1 ? (files[0]!.path ?? '<stdin>') + ': no issues found\n' : files.length + ' files: no issues found\n')
  }

  return hasFailures(files, frail) ? 1 : 0
}

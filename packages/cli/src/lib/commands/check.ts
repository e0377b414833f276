/**
 * `bidding check <input…> [--from FORMAT] [--frail] [--coverage] [--deep [--samples N]]`:
 * read each input, validate the tree, and print every message. With
 * `--coverage`, also print the share of calls whose constraint is explicit,
 * read from the description, or absent. With
 * `--deep`, also lint each system on sample hands, node by node (holes,
 * overlaps, calls never chosen, constraints that never hold).
 */

import {reportInvalidTree} from '@bidding/core/schemas'
import type {LazyRegistry} from '@bidding/core/registry'
import type {Root} from '@bidding/core'
import type {VFile} from 'vfile'
import {rejectUnknownFlags, splitArgs, takeFlag, takeString} from '../args.js'
import {inputsOf, readerFor, readInput} from '../inputs.js'
import {UsageError} from '../errors.js'
import type {Io} from '../io.js'
import {writeStdout} from '../output.js'
import {createProgress} from '../progress.js'
import {plural} from '../plural.js'
import {hasFailures, printReport, recordError, summarizeMessages} from '../report.js'
import {bindOptions, formatFlags, valueFlags, resolveByDefault} from './convert.js'

/** Run `bidding check`. */
export async function check(argv: readonly string[], io: Io, registry: LazyRegistry): Promise<number> {
  const args = splitArgs(argv, new Set(['from', 'samples', 'seed', 'max-generated', ...valueFlags(registry)]))
  const from = takeString(args, 'from')
  const frail = takeFlag(args, 'frail') === true
  const deep = takeFlag(args, 'deep') === true
  const coverage = takeFlag(args, 'coverage') === true
  const samplesText = takeString(args, 'samples')
  const seed = takeString(args, 'seed')
  const maxGeneratedText = takeString(args, 'max-generated')
  const all = takeFlag(args, 'all') === true
  const verbose = takeFlag(args, 'verbose') === true
  for (const [flag, text] of [['samples', samplesText], ['max-generated', maxGeneratedText]] as const) {
    if (text !== undefined && (!/^\d+$/.test(text) || Number(text) < 1)) {
      throw new UsageError('Expected a whole number of at least 1 after `--' + flag + '`, not `' + text + '`')
    }
  }

  if (!deep && (samplesText !== undefined || seed !== undefined || maxGeneratedText !== undefined || all)) {
    throw new UsageError('Expected `--deep` with `--samples`, `--seed`, `--max-generated` and `--all`')
  }

  const silent = takeFlag(args, 'silent') === true
  // A misspelt flag first: else its value is taken for an input.
  rejectUnknownFlags(args, formatFlags(registry))
  const inputs = inputsOf(args.positionals, io)
  const readers = inputs.map((input) => readerFor(input, from, registry))
  const {parseOptions} = await bindOptions(args, [...new Set(readers)], undefined, [], registry)
  resolveByDefault(parseOptions)

  const files: VFile[] = []
  const progress = createProgress({total: inputs.length, unit: 'files', stream: io.stderr})
  for (const [index, input] of inputs.entries()) {
    const file = await readInput(input, io)
    files.push(file)
    if (!hasFailures([file])) {
      try {
        const reader = readers[index]!
        const readerOptions: Record<string, unknown> = {...parseOptions.get(reader.name)}
        const processor = await registry.processor({from: reader.name, parseOptions: readerOptions})
        const tree = await processor.run(processor.parse(file), file)
        reportInvalidTree(tree, file, {source: '@bidding/cli'})
        // The robot only for what needs it: a plain check loads no engine.
        if (coverage) {
          const {coverageOf, coverageText} = await import('@bidding/robot')
          await writeStdout(io, (file.path ?? '<stdin>') + ': ' + coverageText(coverageOf(tree as Root)) + '\n')
        }

        if (deep && !hasFailures([file])) {
          const maxGenerated = maxGeneratedText === undefined ? undefined : Number(maxGeneratedText)
          const {lintDeep} = await import('./deep-check.js')
          await lintDeep(tree as Root, file, {samples: samplesText === undefined ? undefined : Number(samplesText), seed, maxGenerated, all}, io)
        }
      } catch (error) {
        recordError(file, error)
      }
    }

    progress.tick()
  }

  progress.done()
  await printReport(files, io, {silent, verbose})
  // The last line says what was found, so a warning is never followed by “no issues found”.
  if (!silent) {
    io.stderr.write((files.length === 1 ? (files[0]!.path ?? '<stdin>') : plural(files.length, 'file')) + ': ' + summarizeMessages(files) + '\n')
  }

  return hasFailures(files, frail) ? 1 : 0
}

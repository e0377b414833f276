/**
 * `bidding check <input…> [--from FORMAT] [--frail] [--coverage] [--deep [--samples N]]`:
 * read each input, validate the tree, and print every message. With
 * `--coverage`, also print the share of calls whose constraint is explicit,
 * read from the description, or absent. With
 * `--deep`, also lint each system on sample hands, node by node (holes,
 * overlaps, calls never chosen, constraints that never hold).
 */

import {reportInvalidTree, type Registry, type Root} from '@bidding/core'
import {compileSystem, coverageOf, coverageText, findingText, lintSystem, reportFindings} from '@bidding/robot'
import {unified} from 'unified'
import type {VFile} from 'vfile'
import {splitArgs, takeFlag, takeString} from '../args.js'
import {inputsOf, readerFor, readInput} from '../inputs.js'
import {UsageError} from '../errors.js'
import {write, type Io} from '../io.js'
import {createProgress} from '../progress.js'
import {hasFailures, printReport, recordError} from '../report.js'
import {bindOptions, valueFlags} from './convert.js'

/** Run `bidding check`. */
export async function check(argv: readonly string[], io: Io, registry: Registry): Promise<number> {
  const args = splitArgs(argv, new Set(['from', 'samples', 'seed', ...valueFlags(registry)]))
  const from = takeString(args, 'from')
  const frail = takeFlag(args, 'frail') === true
  const deep = takeFlag(args, 'deep') === true
  const coverage = takeFlag(args, 'coverage') === true
  const samplesText = takeString(args, 'samples')
  const seed = takeString(args, 'seed')
  if (samplesText !== undefined && (!/^\d+$/.test(samplesText) || Number(samplesText) < 1)) {
    throw new UsageError('Expected a whole number of at least 1 after `--samples`, not `' + samplesText + '`')
  }

  if (!deep && (samplesText !== undefined || seed !== undefined)) throw new UsageError('Expected `--deep` with `--samples` and `--seed`')
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
        const readerOptions: Record<string, unknown> = {...parseOptions.get(reader.name)}
        // A SLAMBidding system is linted with its conventions loaded.
        if (deep && reader.name.startsWith('slam-') && readerOptions.resolve === undefined) readerOptions.resolve = true
        const processor = unified().use(reader.parse!, readerOptions)
        const tree = await processor.run(processor.parse(file), file)
        reportInvalidTree(tree, file, {source: '@bidding/cli'})
        if (coverage) await write(io.stdout, (file.path ?? '<stdin>') + ': ' + coverageText(coverageOf(tree as Root)) + '\n')
        if (deep && !hasFailures([file])) await lintDeep(tree as Root, file, {samples: samplesText, seed}, io)
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

/** `--deep`: lint a system on sample hands; one line per node with something to say. */
async function lintDeep(tree: Root, file: VFile, options: {samples: string | undefined; seed: string | undefined}, io: Io): Promise<void> {
  const system = compileSystem(tree, file)
  const findings = lintSystem(system, {samples: options.samples === undefined ? undefined : Number(options.samples), seed: options.seed})
  reportFindings(findings, file)
  const lines = findings.map((finding) => findingText(finding)).filter((line): line is string => line !== undefined)
  const name = file.path ?? '<stdin>'
  const header = name + ': ' + findings.length + ' nodes checked on ' + (findings[0]?.samples ?? 0) + ' hands each' + (lines.length === 0 ? ', nothing to report' : '')
  await write(io.stdout, [header, ...lines.map((line) => '  ' + line)].join('\n') + '\n')
}

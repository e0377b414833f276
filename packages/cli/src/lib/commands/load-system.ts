/**
 * Reading a system for the robot commands (`bid`, `simulate`, `play`,
 * `check --deep`): the reader from `--from` or the extension, with the
 * reader's own options, SLAMBidding conventions spliced, then compiled.
 */

import type {Bid, Root} from '@bidding/core'
import type {FormatInfo, LazyRegistry} from '@bidding/core/registry'
import {compileSystem, inferConstraints, type CompiledSystem} from '@bidding/robot'
import type {VFile} from 'vfile'
import type {ParsedArgs} from '../args.js'
import {inputsOf, readerFor, readInput} from '../inputs.js'
import type {Io} from '../io.js'
import {flagsOfInfos} from '../options.js'
import {hasFailures, printReport, recordError} from '../report.js'
import {boundOptions, valueFlags} from './convert.js'

/** A system read and compiled. */
export interface LoadedSystem {
  name: string
  tree: Root
  file: VFile
  system: CompiledSystem
}

/** The flags the robot commands take besides their own: every reader's value flags. */
export function readerValueFlags(registry: LazyRegistry): Set<string> {
  return valueFlags(registry)
}

/** The reader flags known for the given formats (for `rejectUnknownFlags`). */
export function readerFlags(formats: readonly FormatInfo[]): string[] {
  return formats.flatMap((format) => flagsOfInfos(format.parseOptions).map((flag) => flag.flag))
}

/** The reader of each system file (checked early, so usage errors come first). */
export function readersOf(names: readonly string[], from: string | undefined, io: Io, registry: LazyRegistry): FormatInfo[] {
  return names.map((name) => readerFor(inputsOf([name], io)[0]!, from, registry))
}

/**
 * Read and compile a system. Problems are printed (warnings only with
 * `verbose`); a system that cannot be read gives `undefined`.
 */
export async function loadSystem(
  name: string,
  reader: FormatInfo,
  args: ParsedArgs,
  io: Io,
  registry: LazyRegistry,
  options: {verbose?: boolean | undefined; reference?: boolean | undefined; infer?: boolean | undefined} = {}
): Promise<LoadedSystem | undefined> {
  const [input] = inputsOf([name], io)
  const file = await readInput(input!, io)
  let tree: Root | undefined
  const parseOptions = await boundOptions(args, reader, 'parse', registry)
  // SLAMBidding systems name their conventions: load them, as the reference does.
  if (reader.name.startsWith('slam-') && parseOptions.resolve === undefined) parseOptions.resolve = true
  if (!hasFailures([file])) {
    try {
      const processor = await registry.processor({from: reader.name, parseOptions})
      tree = (await processor.run(processor.parse(file), file)) as Root
    } catch (error) {
      recordError(file, error)
    }
  }

  let result: LoadedSystem | undefined
  // Written without constraints, the calls meaning what their descriptions say (`--infer`): the tree the robot and
  // the queue's workers bid with carries the constraints read, marked inferred.
  let source: Root | undefined
  if (tree && !hasFailures([file])) {
    source = tree
    const bidden = options.infer ? inferConstraints(tree) : tree
    const system = compileSystem(bidden, file, {profile: options.reference ? 'reference' : 'default'})
    result = {name, tree: bidden, file, system}
  }

  await printReport([file], io, {silent: !options.verbose})
  const note = result && source ? meaningNote(name, source, result.tree, options.infer === true) : ''
  if (note) io.stderr.write(note)
  return result
}

/**
 * What to say when some of the system's calls have no machine-readable meaning (real BML systems often carry
 * descriptions only), once, before any call is missed: how many, and how many `--infer` reads (or read).
 */
function meaningNote(name: string, source: Root, bidden: Root, infer: boolean): string {
  const before = meaningCount(source)
  // Every call has a meaning: nothing to say, and no copy of the tree to infer (SAYC, on every robot command).
  if (before.withoutMeaning === 0) return ''
  const after = infer ? meaningCount(bidden) : meaningCount(inferConstraints(source))
  const read = before.withoutMeaning - after.withoutMeaning
  if (infer) {
    return (
      'bidding: ' + name + ': ' + read + ' of ' + before.calls + ' calls read from their descriptions (`--infer`)' +
      (after.withoutMeaning > 0 ? '; the robot never chooses the ' + after.withoutMeaning + ' left without machine-readable meaning' : '') +
      '; docs/constraints.md says how to write them\n'
    )
  }

  return (
    'bidding: ' + name + ': ' + before.withoutMeaning + ' of ' + before.calls + ' calls have no machine-readable meaning (no `{…}` constraint block), ' +
    'so the robot never chooses them' +
    (read > 0 ? '; `--infer` reads ' + read + ' of them from their descriptions' : '') +
    '; docs/constraints.md says how to add them\n'
  )
}

/** The system's own calls, and those with neither a constraint nor conditions (nor marked `fallback`). */
export function meaningCount(tree: Root): {calls: number; withoutMeaning: number} {
  let calls = 0
  let withoutMeaning = 0
  const stack: unknown[] = [tree]
  while (stack.length > 0) {
    const node = stack.pop() as {type?: string; children?: unknown[]} & Partial<Bid>
    if (node.type === 'bid' && node.by === 'we') {
      calls++
      if (node.constraint === undefined && node.criteria === undefined && !node.fallback) withoutMeaning++
    }

    if (Array.isArray(node.children)) stack.push(...node.children)
  }

  return {calls, withoutMeaning}
}

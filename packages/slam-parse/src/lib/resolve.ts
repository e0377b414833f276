/**
 * Splicing subconventions as SLAMBidding does (formats.md §3.5).
 *
 * A system's conventions are loaded in order and each becomes a top-level
 * convention (the reference means to skip those with parents, but never
 * does). In a convention, each `<subconvention name=S>`, at any depth, is
 * replaced by the actions of S, resolved in turn, when S lists one of the
 * convention's names as a parent; it is removed when no file provides S,
 * and left in place otherwise (the robot then ignores it).
 *
 * The work is a generator that asks for files, so one algorithm runs
 * synchronously with a synchronous resolver and asynchronously otherwise.
 */

import {addDependency, dependenciesOf} from '@bidding/core/files'
import type {Bid, Convention, ConventionContent, ConventionReference, Nodes, Root, System} from '@bidding/core'
import {visit} from 'unist-util-visit'
import type {VFile} from 'vfile'
import {VFileMessage} from 'vfile-message'
import {clone, source} from './context.js'
import {fromSlam} from './from-slam.js'
import type {XmlLimits} from '@bidding/safe-xml'

/**
 * Find the file that provides the convention called `name`; `from` is the
 * file that refers to it. Return `undefined` when there is none.
 */
export type Resolver = (name: string, from: VFile) => VFile | undefined | PromiseLike<VFile | undefined>

/**
 * A budget for splicing: a convention that names a subconvention twice, each
 * naming the next twice, grows exponentially.
 */
export interface SpliceLimits {
  /** Most characters of convention files spliced in, counted per splice (default: 52428800, 50 MiB). */
  maxSpliceSize?: number | null | undefined
  /** Most conventions spliced in or loaded (default: 10000). */
  maxSplices?: number | null | undefined
  /** Deepest nesting of subconventions (default: 32). */
  maxSpliceDepth?: number | null | undefined
}

export const defaultMaxSpliceSize = 50 * 1024 * 1024
export const defaultMaxSplices = 10_000
export const defaultMaxSpliceDepth = 32

/** Options of `slamResolve`. */
export interface ResolveOptions extends XmlLimits, SpliceLimits {
  /**
   * Where conventions come from (default: `createFolderResolver()`, the
   * referring file's folder, then `conventionsv2/` and `conventions/` beside it).
   */
  resolver?: Resolver | null | undefined
}

interface Request {
  name: string
  from: VFile
}

interface Loaded {
  file: VFile
  convention: Convention | undefined
}

type Work<T> = Generator<Request, T, VFile | undefined>

interface State {
  file: VFile
  limits: XmlLimits
  cache: Map<string, Loaded>
  /** What is left of the budget. */
  budget: {size: number; splices: number; depth: number}
  /** The limits, for messages. */
  splice: Required<{[Key in keyof SpliceLimits]: number}>
}

/**
 * Resolve the references of a tree in place.
 *
 * @returns nothing, or a promise when the resolver answers asynchronously.
 */
export function resolveSlam(tree: Root, file: VFile, resolver: Resolver, limits: XmlLimits & SpliceLimits = {}): void | Promise<void> {
  const splice = {
    maxSpliceSize: limits.maxSpliceSize ?? defaultMaxSpliceSize,
    maxSplices: limits.maxSplices ?? defaultMaxSplices,
    maxSpliceDepth: limits.maxSpliceDepth ?? defaultMaxSpliceDepth
  }
  const state: State = {
    file,
    limits: {maxSize: limits.maxSize, maxDepth: limits.maxDepth},
    cache: new Map(),
    budget: {size: splice.maxSpliceSize, splices: splice.maxSplices, depth: splice.maxSpliceDepth},
    splice
  }
  return drive(resolveRoot(state, tree), resolver)
}

function drive(work: Work<void>, resolver: Resolver): void | Promise<void> {
  let step = work.next(undefined)
  while (!step.done) {
    const answer = ask(resolver, step.value)
    if (isPromiseLike(answer)) return finish(work, resolver, answer)
    step = work.next(answer)
  }
}

async function finish(work: Work<void>, resolver: Resolver, pending: PromiseLike<VFile | undefined>): Promise<void> {
  let step = work.next(await settle(pending))
  while (!step.done) step = work.next(await settle(ask(resolver, step.value)))
}

/** Call the resolver; a failure counts as “not found” (the caller reports it). */
function ask(resolver: Resolver, request: Request): VFile | undefined | PromiseLike<VFile | undefined> {
  try {
    return resolver(request.name, request.from)
  } catch {
    return undefined
  }
}

async function settle(value: VFile | undefined | PromiseLike<VFile | undefined>): Promise<VFile | undefined> {
  try {
    return await value
  } catch {
    return undefined
  }
}

function isPromiseLike(value: unknown): value is PromiseLike<VFile | undefined> {
  return typeof value === 'object' && value !== null && typeof (value as {then?: unknown}).then === 'function'
}

function* resolveRoot(state: State, tree: Root): Work<void> {
  for (const child of tree.children) {
    if (child.type === 'convention') yield* resolveConvention(state, child, state.file, [keyOf(state.file)])
    else if (child.type === 'system') yield* resolveSystem(state, child)
  }
}

function* resolveSystem(state: State, system: System): Work<void> {
  for (let index = 0; index < system.children.length; index++) {
    const child = system.children[index]!
    if (child.type === 'convention') {
      yield* resolveConvention(state, child, state.file, [keyOf(state.file)])
      continue
    }

    if (child.type !== 'conventionReference') continue
    const loaded = yield* load(state, child, state.file)
    if (!loaded) continue
    spend(state, child, loaded.file, 1)
    const convention = clone(loaded.convention)
    mark(convention, loaded.file, state.file)
    yield* resolveConvention(state, convention, loaded.file, [keyOf(state.file), keyOf(loaded.file)])
    system.children[index] = convention
  }
}

/** Resolve the references inside a convention read from `file`; `stack` holds the files being expanded. */
function* resolveConvention(state: State, convention: Convention, file: VFile, stack: readonly string[]): Work<void> {
  yield* resolveList(state, convention, convention.children, file, stack)
}

function* resolveList(
  state: State,
  convention: Convention,
  list: Array<ConventionContent | Bid['children'][number]>,
  file: VFile,
  stack: readonly string[]
): Work<void> {
  let index = 0
  while (index < list.length) {
    const child = list[index]!
    if (child.type === 'bid') {
      yield* resolveList(state, convention, child.children, file, stack)
      index++
      continue
    }

    // `<convention name>` (v2) and `<subconv>` (v1) are not spliced by the reference.
    if (child.type !== 'conventionReference' || child.data?.slam?.element) {
      index++
      continue
    }

    const loaded = yield* load(state, child, file)
    if (!loaded) {
      // The reference drops a subconvention no file provides.
      list.splice(index, 1)
      continue
    }

    if (loaded.convention.data?.slam?.version === 1) {
      // Its actions hold whole auctions, not continuations; SLAMBidding never loads it.
      report(
        state,
        child,
        'Cannot splice convention `' + child.name + '` from `' + (loaded.file.path ?? 'the file the resolver gave') + '`, which is in the version 1 format SLAMBidding does not load',
        'subconvention-missing'
      )
      list.splice(index, 1)
      continue
    }

    const key = keyOf(loaded.file)
    if (stack.includes(key)) {
      report(state, child, 'Unexpected subconvention `' + child.name + '` inside itself, expected no cycle (left in place)', 'subconvention-cycle')
      index++
      continue
    }

    const parents = loaded.convention.parents ?? []
    if (!parents.some((parent) => convention.names.includes(parent))) {
      report(
        state,
        child,
        'Unexpected subconvention `' +
          child.name +
          '` whose parents (' +
          (parents.map((parent) => '`' + parent + '`').join(', ') || 'none') +
          ') do not include this convention (' +
          (convention.names.map((name) => '`' + name + '`').join(', ') || 'unnamed') +
          '); left in place, as SLAMBidding does',
        'subconvention-parent'
      )
      index++
      continue
    }

    spend(state, child, loaded.file, stack.length)
    const spliced = clone(loaded.convention)
    for (const node of spliced.children) mark(node, loaded.file, state.file)
    yield* resolveConvention(state, spliced, loaded.file, [...stack, key])
    for (const node of spliced.children) {
      if (node.type === 'bid') {
        node.data ??= {}
        node.data.slam = {...node.data.slam, subconvention: child.name}
      }
    }

    list.splice(index, 1, ...spliced.children)
    index += spliced.children.length
  }
}

/** Find, read and check the convention a reference names; report when it cannot. */
function* load(state: State, reference: ConventionReference, from: VFile): Work<(Loaded & {convention: Convention}) | undefined> {
  const found = yield {name: reference.name, from}
  // What the resolver read (for the caller's overwrite checks).
  if (from !== state.file) for (const dependency of dependenciesOf(from)) addDependency(state.file, dependency)
  if (found) for (const dependency of dependenciesOf(found)) addDependency(state.file, dependency)
  if (!found) {
    report(state, reference, 'Cannot find convention `' + reference.name + '`, expected a `.conv` file that names it', 'subconvention-missing')
    return undefined
  }

  const key = keyOf(found)
  let loaded = state.cache.get(key)
  if (!loaded) {
    loaded = {file: found, convention: undefined}
    state.cache.set(key, loaded)
    try {
      const tree = fromSlam(String(found.value), found, state.limits)
      const first = tree.children[0]
      if (first?.type === 'convention') loaded.convention = first
    } catch (error) {
      if (!(error instanceof VFileMessage)) throw error
    }

    // Its messages belong to its own file, reported with this one.
    for (const message of found.messages) {
      message.file = found.path ?? message.file
      state.file.messages.push(message)
    }
  }

  if (!loaded.convention || !loaded.convention.names.includes(reference.name)) {
    report(
      state,
      reference,
      'Cannot read convention `' + reference.name + '` from `' + (found.path ?? 'the file the resolver gave') + '`',
      'subconvention-missing'
    )
    return undefined
  }

  return {file: loaded.file, convention: loaded.convention}
}

/**
 * Count a splice of `file`'s convention at `depth` files deep against the
 * budget.
 *
 * @throws {VFileMessage} (fatal, on the reference) past the budget.
 */
function spend(state: State, reference: ConventionReference, file: VFile, depth: number): void {
  const {budget, splice} = state
  budget.size -= file.value === undefined ? 0 : file.value.length
  budget.splices--
  let reason: string | undefined
  let ruleId = ''
  if (depth > budget.depth) {
    reason = 'nested ' + depth + ' conventions deep, expected at most ' + splice.maxSpliceDepth + ' (raise `maxSpliceDepth`, `--max-splice-depth N`)'
    ruleId = 'subconvention-depth'
  } else if (budget.splices < 0) {
    reason = 'beyond the budget: more than ' + splice.maxSplices + ' conventions spliced (raise `maxSplices`, `--max-splices N`)'
    ruleId = 'subconvention-count'
  } else if (budget.size < 0) {
    reason =
      'beyond the budget: more than ' + splice.maxSpliceSize + ' characters of conventions spliced (raise `maxSpliceSize`, `--max-splice-size N`)'
    ruleId = 'subconvention-size'
  }

  if (reason === undefined) return
  const message = state.file.message('Unexpected convention `' + reference.name + '` ' + reason, {place: reference.position, ruleId, source})
  if (reference.data?.file) message.file = reference.data.file
  message.fatal = true
  throw message
}

function report(state: State, node: Nodes, reason: string, ruleId: string): void {
  const message = state.file.message(reason, {place: node.position, ruleId, source})
  if (node.data?.file) message.file = node.data.file
}

/** Record on every node of a spliced subtree the file it comes from. */
function mark(node: Nodes, from: VFile, into: VFile): void {
  const path = from.path
  if (path === undefined || path === into.path) return
  visit(node, (current: Nodes) => {
    current.data = {...current.data, file: current.data?.file ?? path}
  })
}

let anonymous = 0
const keys = new WeakMap<VFile, string>()

/** Identity of a file for cycle checks: its path, or one made up for a file without one. */
function keyOf(file: VFile): string {
  if (file.path !== undefined) return file.path
  let key = keys.get(file)
  if (!key) {
    key = '\0' + anonymous++
    keys.set(file, key)
  }

  return key
}

/**
 * Validate a whole tree against the bdast schemas and report each problem
 * at the nearest node that has a position.
 */

import type {Position} from 'unist'
import type {VFile} from 'vfile'
import {fileOfNode} from './message.js'
import type {Node, Root} from './nodes.js'
import {maxNesting, pathDeeperThan} from './depth.js'
import {rootSchema} from './schema.js'

/** One problem found in a tree. */
export interface TreeIssue {
  /** Path from the root to the offending value (`['children', 0, 'call']`). */
  path: Array<string | number>
  /** What is wrong, in unified's wording. */
  reason: string
  /** Position of the nearest node on the path that has one. */
  place?: Position | undefined
  /** The file of that node, when not the tree's own (its `data.file`). */
  file?: string | undefined
}

/** Result of validating a tree. */
export type ValidateTreeResult = {ok: true; tree: Root} | {ok: false; issues: TreeIssue[]}

/** The fields of a zod issue this module reads. */
interface ZodIssueLike {
  code: string
  message: string
  options?: unknown[]
  values?: unknown[]
  discriminator?: string
}

function list(values: readonly unknown[]): string {
  const quoted = values.map((value) => '`' + String(value) + '`')
  return quoted.length > 1 ? quoted.slice(0, -1).join(', ') + ' or ' + quoted.at(-1) : (quoted[0] ?? '')
}

function describe(issue: ZodIssueLike, path: ReadonlyArray<string | number>, found: unknown): string {
  const where = '`' + formatPath(path) + '`'
  if (issue.code === 'invalid_union' && issue.discriminator && issue.options) {
    const node = '`' + formatPath(path.slice(0, -1)) + '`'
    return found === undefined
      ? 'Missing `' + issue.discriminator + '` at ' + node + ', expected ' + list(issue.options)
      : 'Unexpected node `' + String(found) + '` at ' + node + ', expected ' + list(issue.options)
  }

  if (issue.code === 'invalid_value' && issue.values) {
    return 'Unexpected `' + String(found) + '` at ' + where + ', expected ' + list(issue.values)
  }

  if (found === undefined) return 'Missing ' + where + ': ' + issue.message.replace(/^Invalid input: /, '')
  return 'Unexpected value at ' + where + ': ' + issue.message.replace(/^Invalid input: /, '')
}

function isObject(value: unknown): value is Record<string | number, unknown> {
  return typeof value === 'object' && value !== null
}

/** Print a path the way a reader would look it up: `children[0].call`. */
export function formatPath(path: ReadonlyArray<string | number>): string {
  let result = ''
  for (const key of path) {
    result += typeof key === 'number' ? '[' + key + ']' : (result ? '.' : '') + key
  }

  return result || '(root)'
}

function locate(tree: unknown, path: ReadonlyArray<string | number>): {value: unknown; place?: Position; file?: string} {
  let value: unknown = tree
  let place: Position | undefined
  let file: string | undefined
  const visit = (node: unknown) => {
    if (!isObject(node) || !isObject(node.position)) return
    place = node.position as unknown as Position
    file = fileOfNode(node as unknown as Node)
  }

  for (const key of path) {
    visit(value)
    if (!isObject(value)) break
    value = value[key]
  }

  visit(value)
  return {value, ...(place ? {place} : {}), ...(file === undefined ? {} : {file})}
}

/**
 * Validate `value` as a bdast root.
 *
 * @returns the tree when valid, otherwise every issue with its path and the
 *   position of the nearest node.
 */
export function validateTree(value: unknown): ValidateTreeResult {
  // The schemas recurse: refuse what would overflow the stack before they see it.
  const deep = pathDeeperThan(value, maxNesting)
  if (deep) {
    const {place} = locate(value, deep)
    const reason = 'Unexpected nesting deeper than ' + maxNesting + ' objects and arrays'
    return {ok: false, issues: [place ? {path: deep, reason, place} : {path: deep, reason}]}
  }

  const result = rootSchema.safeParse(value)
  if (result.success) return {ok: true, tree: value as Root}
  const issues: TreeIssue[] = result.error.issues.map((issue) => {
    let path = issue.path.filter((key): key is string | number => typeof key !== 'symbol')
    const {value: found, place, file} = locate(value, path)
    const reason = describe(issue as unknown as ZodIssueLike, path, found)
    // A wrong node type is a problem of the node, not of its `type` field.
    if ((issue as unknown as ZodIssueLike).discriminator && path.at(-1) === 'type') path = path.slice(0, -1)
    return {path, reason, ...(place ? {place} : {}), ...(file === undefined ? {} : {file})}
  })
  return {ok: false, issues}
}

/**
 * Validate `value` and report every issue on `file` as an error (fatal
 * message), at most `limit` of them.
 *
 * @returns whether the tree is valid.
 */
export function reportInvalidTree(
  value: unknown,
  file: VFile,
  options: {source?: string; limit?: number} = {}
): value is Root {
  const result = validateTree(value)
  if (result.ok) return true
  const source = options.source ?? '@bidding/core'
  for (const issue of result.issues.slice(0, options.limit ?? 20)) {
    const message = file.message(issue.reason, {place: issue.place, ruleId: 'invalid-tree', source})
    if (issue.file !== undefined) message.file = issue.file
    message.fatal = true
  }

  if (result.issues.length > (options.limit ?? 20)) {
    const message = file.message(result.issues.length - (options.limit ?? 20) + ' more problems not shown', {
      ruleId: 'invalid-tree',
      source
    })
    message.fatal = true
  }

  return false
}

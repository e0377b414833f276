import {assertRoot, type Format, type Root} from '@bidding/core'
import type {Plugin} from 'unified'
import type {Node} from 'unist'
import type {VFile} from 'vfile'
import {z} from 'zod'
import {toJslist, toJslistJson, type Options} from './lib/to-jslist.js'

export {toJslist, toJslistJson, toJslistRows} from './lib/to-jslist.js'
export type {AvailableBid, JsListRow, LegacyBid, LegacyRow, Options} from './lib/to-jslist.js'
export type {RuleCall} from './lib/rules.js'

/** Add support for writing the JS list as an ES module. Input bdast `Root`, output `string`. */
const jslistStringify: Plugin<[(Readonly<Options> | null | undefined)?], Root, string> = function (options) {
  this.compiler = function (tree: Node, file: VFile): string {
    assertRoot(tree)
    return toJslist(tree, {...options}, file)
  }
}

/** Add support for writing the JS list as JSON. Input bdast `Root`, output `string`. */
const jslistJsonStringify: Plugin<[(Readonly<Options> | null | undefined)?], Root, string> = function (options) {
  this.compiler = function (tree: Node, file: VFile): string {
    assertRoot(tree)
    return toJslistJson(tree, {...options}, file)
  }
}

export default jslistStringify
export {jslistJsonStringify, jslistStringify}

const rules = z
  .enum(['calls', 'objects'])
  .optional()
  .describe("rules as call strings for `eval('hand.' + rule)` (`calls`, default) or as `{method, args}` objects")
const keys = z
  .enum(['current', 'legacy'])
  .optional()
  .describe('key set: `current` (state, prevBid, rankings, availableBids) or `legacy` (what bidding.js reads)')
const space = z.number().int().min(0).max(10).optional().describe('spaces per indentation level (default: 1)')

/** The `jslist` format for a registry: an ES module `export const js_list = […]`. */
export const format: Format = {
  name: 'jslist',
  description: 'the bidding_space JS-list database, as an ES module',
  extensions: ['.js'],
  stringify: jslistStringify,
  stringifyOptions: z.object({
    rules,
    keys,
    name: z
      .string()
      .regex(/^[A-Za-z_$][\w$]*$/, 'Expected a JavaScript identifier')
      .optional()
      .describe('name of the exported constant (default: js_list)'),
    space
  })
}

/** The `jslist-json` format for a registry: the JS list as JSON; chosen by name only. */
export const jsonFormat: Format = {
  name: 'jslist-json',
  description: 'the bidding_space JS-list database, as JSON',
  extensions: [],
  outputExtension: '.json',
  stringify: jslistJsonStringify,
  stringifyOptions: z.object({rules, keys, space})
}

import {assertRoot, type Root} from '@bidding/core'
import type {Plugin} from 'unified'
import type {Node} from 'unist'
import {fromJson, type Options as ParseOptions} from './lib/from-json.js'
import {toJson, type Options as StringifyOptions} from './lib/to-json.js'

export {fromJson} from './lib/from-json.js'
export {toJson} from './lib/to-json.js'
export type {Options as ParseOptions} from './lib/from-json.js'
export type {Options as StringifyOptions} from './lib/to-json.js'

/** Add support for reading bdast as JSON. Input `string`, output bdast `Root`. */
export const jsonParse: Plugin<[(Readonly<ParseOptions> | null | undefined)?], string, Root> = function (options) {
  this.parser = function (document, file) {
    return fromJson(document, options ?? {}, file)
  }
}

/** Add support for writing bdast as JSON. Input bdast `Root`, output `string`. */
export const jsonStringify: Plugin<[(Readonly<StringifyOptions> | null | undefined)?], Root, string> = function (
  options
) {
  this.compiler = function (tree: Node) {
    assertRoot(tree)
    return toJson(tree, options ?? {})
  }
}

/** The `json` format for a registry. */

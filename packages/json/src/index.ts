import {assertRoot, type Root} from '@bidding/core'
import type {Plugin} from 'unified'
import type {Node} from 'unist'
import {fromJson, type Options as ParseOptions} from './lib/from-json.js'
import {toJson, type Options as StringifyOptions} from './lib/to-json.js'
import {toJsonChunks} from './lib/to-json-chunks.js'

export {fromJson} from './lib/from-json.js'
export {toJson} from './lib/to-json.js'
export {toJsonChunks} from './lib/to-json-chunks.js'
export type {Options as ParseOptions} from './lib/from-json.js'
export type {Options as StringifyOptions} from './lib/to-json.js'

/** Add support for reading bdast as JSON. Input `string`, output bdast `Root`. */
export const jsonParse: Plugin<[(Readonly<ParseOptions> | null | undefined)?], string, Root> = function (options) {
  this.parser = function (document, file) {
    return fromJson(document, options ?? {}, file)
  }
}

/**
 * Add support for writing bdast as JSON. Input bdast `Root`, output `string`
 * (with `chunked: true`, `TextChunks` of `@bidding/core/registry` in `file.result`).
 */
export const jsonStringify: Plugin<[(Readonly<StringifyOptions> | null | undefined)?], Root, string> = function (
  options
) {
  this.compiler = function (tree: Node) {
    assertRoot(tree)
    // The plugin's type says the default result; with `chunked`, unified keeps the chunks in `file.result`.
    if (options?.chunked) return toJsonChunks(tree, options) as unknown as string
    return toJson(tree, options ?? {})
  }
}

/** The `json` format for a registry. */

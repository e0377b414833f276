import {assertRoot, type Root} from '@bidding/core'
import type {Plugin} from 'unified'
import type {Node} from 'unist'
import type {VFile} from 'vfile'
import {toBboalert, toBboalertChunks, type Options} from './lib/to-bboalert.js'

export {toBboalert, toBboalertChunks} from './lib/to-bboalert.js'
export type {Options} from './lib/to-bboalert.js'

/**
 * Add support for writing BBOalert text. Input bdast `Root`, output
 * `string` (with `chunked: true`, `TextChunks` of `@bidding/core/registry` in `file.result`).
 */
const bboalertStringify: Plugin<[(Readonly<Options> | null | undefined)?], Root, string> = function (options) {
  this.compiler = function (tree: Node, file: VFile) {
    assertRoot(tree)
    // The plugin's type says the default result; with `chunked`, unified keeps the chunks in `file.result`.
    if (options?.chunked) return toBboalertChunks(tree, {...options}, file) as unknown as string
    return toBboalert(tree, {...options}, file)
  }
}

export default bboalertStringify
export {bboalertStringify}

/** The `bboalert` format (writer) for a registry. */

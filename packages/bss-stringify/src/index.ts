import {assertRoot, type Root} from '@bidding/core'
import type {Plugin} from 'unified'
import type {Node} from 'unist'
import type {VFile} from 'vfile'
import {toBss, toBssChunks, type Options} from './lib/to-bss.js'

export {toBss, toBssChunks} from './lib/to-bss.js'
export type {Options} from './lib/to-bss.js'

/**
 * Add support for writing BBO Full Disclosure (`.bss`). Input bdast `Root`,
 * output `string` (with `chunked: true`, `TextChunks` of `@bidding/core/registry` in `file.result`).
 */
const bssStringify: Plugin<[(Readonly<Options> | null | undefined)?], Root, string> = function (options) {
  this.compiler = function (tree: Node, file: VFile) {
    assertRoot(tree)
    // The plugin's type says the default result; with `chunked`, unified keeps the chunks in `file.result`.
    if (options?.chunked) return toBssChunks(tree, {...options}, file) as unknown as string
    return toBss(tree, {...options}, file)
  }
}

export default bssStringify
export {bssStringify}

/** The `bss` format (writer) for a registry. */

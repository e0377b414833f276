import {assertRoot, type Root} from '@bidding/core'
import type {Plugin} from 'unified'
import type {Node} from 'unist'
import type {VFile} from 'vfile'
import {toBml, type Options} from './lib/to-bml.js'

export {toBml} from './lib/to-bml.js'
export type {Options} from './lib/to-bml.js'

/** Add support for writing BML. Input bdast `Root`, output `string`. */
export const bmlStringify: Plugin<[(Readonly<Options> | null | undefined)?], Root, string> = function (options) {
  this.compiler = function (tree: Node, file: VFile) {
    assertRoot(tree)
    return toBml(tree, options ?? {}, file)
  }
}

export default bmlStringify

/** The `bml` format (writer) for a registry. */

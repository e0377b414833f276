import {assertRoot, type Root} from '@bidding/core'
import type {Plugin} from 'unified'
import type {Node} from 'unist'
import type {VFile} from 'vfile'
import {toBss, type Options} from './lib/to-bss.js'

export {toBss} from './lib/to-bss.js'
export type {Options} from './lib/to-bss.js'

/** Add support for writing BBO Full Disclosure (`.bss`). Input bdast `Root`, output `string`. */
const bssStringify: Plugin<[(Readonly<Options> | null | undefined)?], Root, string> = function (options) {
  this.compiler = function (tree: Node, file: VFile) {
    assertRoot(tree)
    return toBss(tree, {...options}, file)
  }
}

export default bssStringify
export {bssStringify}

/** The `bss` format (writer) for a registry. */

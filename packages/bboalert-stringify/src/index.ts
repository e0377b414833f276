import {assertRoot, type Root} from '@bidding/core'
import type {Plugin} from 'unified'
import type {Node} from 'unist'
import type {VFile} from 'vfile'
import {toBboalert, type Options} from './lib/to-bboalert.js'

export {toBboalert} from './lib/to-bboalert.js'
export type {Options} from './lib/to-bboalert.js'

/** Add support for writing BBOalert text. Input bdast `Root`, output `string`. */
const bboalertStringify: Plugin<[(Readonly<Options> | null | undefined)?], Root, string> = function (options) {
  this.compiler = function (tree: Node, file: VFile) {
    assertRoot(tree)
    return toBboalert(tree, {...options}, file)
  }
}

export default bboalertStringify
export {bboalertStringify}

/** The `bboalert` format (writer) for a registry. */

import {assertRoot, type Root} from '@bidding/core'
import type {Plugin} from 'unified'
import type {Node} from 'unist'
import type {VFile} from 'vfile'
import {toSlamConv, toSlamSystem, type Options} from './lib/to-slam.js'

export {toSlamConv, toSlamSystem} from './lib/to-slam.js'
export type {Options} from './lib/to-slam.js'

/** Add support for writing a convention as a SLAMBidding `.conv` file. Input bdast `Root`, output `string`. */
const slamConvStringify: Plugin<[(Readonly<Options> | null | undefined)?], Root, string> = function (options) {
  this.compiler = function (tree: Node, file: VFile) {
    assertRoot(tree)
    return toSlamConv(tree, options ?? {}, file)
  }
}

/** Add support for writing a system as a SLAMBidding `.system` file. Input bdast `Root`, output `string`. */
const slamSystemStringify: Plugin<[(Readonly<Options> | null | undefined)?], Root, string> = function (options) {
  this.compiler = function (tree: Node, file: VFile) {
    assertRoot(tree)
    return toSlamSystem(tree, options ?? {}, file)
  }
}

export default slamConvStringify
export {slamConvStringify, slamSystemStringify}

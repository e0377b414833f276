import {assertRoot, type Root} from '@bidding/core'
import type {Plugin} from 'unified'
import type {Node} from 'unist'
import type {VFile} from 'vfile'
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

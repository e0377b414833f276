import {assertRoot, type Root} from '@bidding/core'
import type {Plugin} from 'unified'
import type {Node} from 'unist'
import type {VFile} from 'vfile'
import {toBidspaceText, type TextOptions} from './lib/to-bidspace-text.js'
import {toBidspace, type Options} from './lib/to-bidspace.js'

export {toBidspace} from './lib/to-bidspace.js'
export {toBidspaceText} from './lib/to-bidspace-text.js'
export type {Options} from './lib/to-bidspace.js'
export type {TextOptions} from './lib/to-bidspace-text.js'
// Public before `@bidding/bidspace-util` held them (the bidding_space model of a
// state machine, shared with the JS-list writer); re-exported from there so
// existing imports keep working.
export {
  constraintRules,
  description,
  isComment,
  ruleToken,
  spellCall,
  stateRows,
  type BidspaceRule,
  type EntryBid,
  type EntryLine,
  type StateRow
} from '@bidding/bidspace-util'

/** Add support for writing bidding_space text. Input bdast `Root`, output `string`. */
const bidspaceStringify: Plugin<[(Readonly<Options> | null | undefined)?], Root, string> = function (options) {
  this.compiler = function (tree: Node, file: VFile): string {
    assertRoot(tree)
    return toBidspace(tree, {...options}, file)
  }
}

/** Add support for writing the reference's text summary. Input bdast `Root`, output `string`. */
const bidspaceTextStringify: Plugin<[(Readonly<TextOptions> | null | undefined)?], Root, string> = function (options) {
  this.compiler = function (tree: Node, file: VFile): string {
    assertRoot(tree)
    return toBidspaceText(tree, {...options}, file)
  }
}

export default bidspaceStringify
export {bidspaceStringify, bidspaceTextStringify}

/** The `bidspace` format (writer) for a registry; chosen with `--to bidspace`. */

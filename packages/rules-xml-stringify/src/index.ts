import {assertRoot, type Root} from '@bidding/core'
import type {Plugin} from 'unified'
import type {Node} from 'unist'
import type {VFile} from 'vfile'
import {toRulesXml, type Options} from './lib/to-rules-xml.js'

export {toRulesXml} from './lib/to-rules-xml.js'
export type {Options} from './lib/to-rules-xml.js'

/** Add support for writing Ray's Bridge Game rule files. Input bdast `Root`, output `string`. */
const rulesXmlStringify: Plugin<[(Readonly<Options> | null | undefined)?], Root, string> = function (options) {
  this.compiler = function (tree: Node, file: VFile) {
    assertRoot(tree)
    return toRulesXml(tree, options ?? {}, file)
  }
}

export default rulesXmlStringify
export {rulesXmlStringify}

/** The `rules-xml` format (writer) for a registry; files get `.xml`. */

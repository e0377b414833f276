import type {Root} from '@bidding/core'
import type {Plugin} from 'unified'
import {fromRulesXml, type Options} from './lib/from-rules-xml.js'

export {callOfBid} from './lib/calls.js'
export {fromRulesXml} from './lib/from-rules-xml.js'
export {testToConstraint} from './lib/qualities.js'
export type {Options} from './lib/from-rules-xml.js'
// Public before `@bidding/rules-xml-util` held them; re-exported from there so existing imports keep working.
export type {RulesXmlNodeData, RulesXmlRootData} from '@bidding/rules-xml-util'
export type {XmlLimits} from '@bidding/safe-xml'

/** Add support for reading Ray's Bridge Game rule files. Input `string`, output bdast `Root`. */
const rulesXmlParse: Plugin<[(Readonly<Options> | null | undefined)?], string, Root> = function (options) {
  this.parser = function (document, file) {
    return fromRulesXml(document, options ?? {}, file)
  }
}

export default rulesXmlParse
export {rulesXmlParse}

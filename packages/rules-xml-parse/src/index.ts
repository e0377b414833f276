import type {Format, Root} from '@bidding/core'
import type {Plugin} from 'unified'
import {z} from 'zod'
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
    return fromRulesXml(document, file, options ?? {})
  }
}

export default rulesXmlParse
export {rulesXmlParse}

/**
 * The `rules-xml` format (reader) for a registry. `.xml` is too generic to
 * claim, so the format is chosen by name (`--from rules-xml`).
 */
export const format: Format = {
  name: 'rules-xml',
  description: 'Ray’s Bridge Game rules (XML); chosen by name, as `.xml` says too little',
  extensions: [],
  outputExtension: '.xml',
  parse: rulesXmlParse,
  parseOptions: z.object({
    maxSize: z.number().int().min(1).optional().describe('largest document in characters (default: 10485760)'),
    maxDepth: z.number().int().min(1).optional().describe('deepest nesting of elements (default: 100)')
  })
}

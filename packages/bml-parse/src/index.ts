import type {Format, Root} from '@bidding/core'
import type {Plugin} from 'unified'
import {z} from 'zod'
import {fromBml, type Options} from './lib/from-bml.js'

export {fromBml} from './lib/from-bml.js'
export type {Options} from './lib/from-bml.js'
// Public before `@bidding/bml-util` held them; re-exported from there so existing imports keep working.
export {bareDispositions, readCallToken, type PasteData} from '@bidding/bml-util'

/** Add support for reading BML. Input `string`, output bdast `Root`. */
export const bmlParse: Plugin<[(Readonly<Options> | null | undefined)?], string, Root> = function (options) {
  this.parser = function (document, file) {
    return fromBml(document, file, options ?? {})
  }
}

export default bmlParse

/** The `bml` format (reader) for a registry. */
export const format: Format = {
  name: 'bml',
  description: 'BML, the Bridge Bidding Markup Language (BML 2, or BML 1 with `--dialect bml1`)',
  extensions: ['.bml'],
  parse: bmlParse,
  parseOptions: z.object({
    profile: z
      .enum(['default', 'reference'])
      .optional()
      .describe('`reference` reads as BML 2.7.0 does (its crashes become fatal messages); `default` fixes its bugs'),
    dialect: z.enum(['bml2', 'bml1']).optional().describe('`bml1` reads BML 1 (free indentation, `;` in histories, `//` anywhere)'),
    indentation: z.number().int().min(1).max(9).optional().describe('columns per level of a bid table (default: 2)'),
    allowOutside: z.boolean().optional().describe('allow `#INCLUDE` of files outside the include root'),
    includeRoot: z.string().optional().describe('folder `#INCLUDE`d files must be in (default: the document’s; stdin has none)'),
    maxIncludeSize: z.number().int().min(1).optional().describe('largest document with its includes, in characters (default: 52428800)'),
    maxIncludeDepth: z.number().int().min(1).optional().describe('deepest nesting of included files (default: 32)'),
    maxIncludes: z.number().int().min(1).optional().describe('most `#INCLUDE` directives expanded (default: 10000)')
  })
}

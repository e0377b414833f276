import type {Format, Root} from '@bidding/core'
import type {Plugin} from 'unified'
import {z} from 'zod'
import {fromPbn, type Options} from './lib/from-pbn.js'

export {fromPbn} from './lib/from-pbn.js'
export type {Options} from './lib/from-pbn.js'

/** Add support for reading PBN boards. Input `string`, output bdast `Root`. */
const pbnParse: Plugin<[(Readonly<Options> | null | undefined)?], string, Root> = function (options) {
  this.parser = function (document, file) {
    return fromPbn(document, file, {...options})
  }
}

export default pbnParse
export {pbnParse}

/** The `pbn` format (reader) for a registry: boards as deal and auction diagrams. */
export const format: Format = {
  name: 'pbn',
  description: 'PBN boards (Portable Bridge Notation), as deal and auction diagrams',
  extensions: ['.pbn'],
  parse: pbnParse,
  parseOptions: z.object({})
}

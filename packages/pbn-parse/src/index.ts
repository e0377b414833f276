import type {Root} from '@bidding/core'
import type {Plugin} from 'unified'
import {fromPbn, type Options} from './lib/from-pbn.js'

export {fromPbn} from './lib/from-pbn.js'
export type {Options} from './lib/from-pbn.js'

/** Add support for reading PBN boards. Input `string`, output bdast `Root`. */
const pbnParse: Plugin<[(Readonly<Options> | null | undefined)?], string, Root> = function (options) {
  this.parser = function (document, file) {
    return fromPbn(document, {...options}, file)
  }
}

export default pbnParse
export {pbnParse}

/** The `pbn` format (reader) for a registry: boards as deal and auction diagrams. */

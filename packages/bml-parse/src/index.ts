import type {Root} from '@bidding/core'
import type {Plugin} from 'unified'
import {fromBml, type Options} from './lib/from-bml.js'

export {fromBml} from './lib/from-bml.js'
export type {Options} from './lib/from-bml.js'
// Public before `@bidding/bml-util` held them; re-exported from there so existing imports keep working.
export {bareDispositions, readCallToken, type PasteData} from '@bidding/bml-util'

/** Add support for reading BML. Input `string`, output bdast `Root`. */
export const bmlParse: Plugin<[(Readonly<Options> | null | undefined)?], string, Root> = function (options) {
  this.parser = function (document, file) {
    return fromBml(document, options ?? {}, file)
  }
}

export default bmlParse

/** The `bml` format (reader) for a registry. */

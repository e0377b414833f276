import type {Root} from '@bidding/core'
import type {Plugin} from 'unified'
import {constraintLanguage, type ConstraintLanguage} from './lib/constraint-language.js'
import {readBml, type Options} from './lib/from-bml.js'

export {fromBml} from './lib/from-bml.js'
export type {Options} from './lib/from-bml.js'
// Public before `@bidding/bml-util` held them; re-exported from there so existing imports keep working.
export {bareDispositions, readCallToken, type PasteData} from '@bidding/bml-util'

declare module 'unified' {
  interface Data {
    /** Set by `bmlConstraints`: `bmlParse` then reads the constraint language. */
    bmlConstraintLanguage?: ConstraintLanguage | undefined
  }
}

/**
 * Add support for reading BML. Input `string`, output bdast `Root`.
 *
 * `{…}` constraints and `#CLASS` (the constraint language, ours, not BML's)
 * stay text unless `bmlConstraints` is used too: the language is most of
 * the reader's weight in a browser bundle.
 */
export const bmlParse: Plugin<[(Readonly<Options> | null | undefined)?], string, Root> = function (options) {
  // Read when parsing, so `bmlConstraints` may come before or after this plugin.
  const data = () => this.data('bmlConstraintLanguage')
  this.parser = function (document, file) {
    return readBml(document, options ?? {}, file, data())
  }
}

/**
 * Add support for the constraint language to `bmlParse`: a bid's
 * `{15-17 HCP, balanced}` constraint and `if` parts, and `#CLASS` tables.
 * The registry's `bml` format, the CLI and `fromBml` always read it.
 */
export const bmlConstraints: Plugin<[], Root> = function () {
  this.data('bmlConstraintLanguage', constraintLanguage)
}

/**
 * `bmlParse` with `bmlConstraints`, and positions compact unless
 * `compactPositions: false` is given: BML as the registry's `bml` format and
 * the CLI read it (a converted tree is written, not cloned, and takes about
 * a fifth less memory).
 */
export const bmlParseWithConstraints: Plugin<[(Readonly<Options> | null | undefined)?], string, Root> = function (options) {
  bmlConstraints.call(this)
  bmlParse.call(this, {...options, compactPositions: options?.compactPositions ?? true})
}

export default bmlParse

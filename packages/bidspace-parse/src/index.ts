import type {Root} from '@bidding/core'
import type {Plugin} from 'unified'
import {fromBidspace} from './lib/from-bidspace.js'
import type {Options} from './lib/types.js'

export {fromBidspace} from './lib/from-bidspace.js'
export type {Options} from './lib/types.js'
// Public before `@bidding/bidspace-util` held them; re-exported from there so existing imports keep working.
export {
  isAtom,
  bidspaceScaleNames,
  pointScales,
  readingToAtom,
  readReferenceRule,
  sameAtom,
  type AtomProblem,
  type ReferenceBid,
  type RuleReading
} from '@bidding/bidspace-util'

/** Add support for reading bidding_space text. Input `string`, output bdast `Root`. */
const bidspaceParse: Plugin<[(Readonly<Options> | null | undefined)?], string, Root> = function (options) {
  this.parser = function (document, file) {
    return fromBidspace(document, {...options}, file)
  }
}

export default bidspaceParse
export {bidspaceParse}

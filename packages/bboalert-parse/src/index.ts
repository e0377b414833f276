import type {Root} from '@bidding/core'
import type {Plugin} from 'unified'
import {fromBboalert, type Options} from './lib/from-bboalert.js'

export {fromBboalert} from './lib/from-bboalert.js'
export type {Options} from './lib/from-bboalert.js'
export type {BboalertBidData, BboalertMeaningData, BboalertSequenceData} from './lib/data.js'

/** Add support for reading BBOalert system files. Input `string`, output bdast `Root`. */
const bboalertParse: Plugin<[(Readonly<Options> | null | undefined)?], string, Root> = function (options) {
  this.parser = function (document, file) {
    return fromBboalert(document, {...options}, file)
  }
}

export default bboalertParse
export {bboalertParse}

/** The `bboalert` format (reader) for a registry. */

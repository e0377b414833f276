import type {Root} from '@bidding/core'
import type {Plugin} from 'unified'
import {fromBss, type Options} from './lib/from-bss.js'

export {fromBss} from './lib/from-bss.js'
export type {Options} from './lib/from-bss.js'
// Public before `@bidding/bss-util` held them; re-exported from there so existing imports keep working.
export {seatCodes, vulnerabilityCode, type SeatCodes} from '@bidding/bss-util'
export type {BssBidData, BssOpaqueData, BssRootData, BssSuitSymbolData} from '@bidding/bss-util'

/** Add support for reading BBO Full Disclosure (`.bss`) files. Input `string`, output bdast `Root`. */
const bssParse: Plugin<[(Readonly<Options> | null | undefined)?], string, Root> = function (options) {
  this.parser = function (document, file) {
    return fromBss(document, {...options}, file)
  }
}

export default bssParse
export {bssParse}

/** The `bss` format (reader) for a registry. */

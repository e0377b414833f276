import type {Format, Root} from '@bidding/core'
import type {Plugin} from 'unified'
import {z} from 'zod'
import {fromBidspace} from './lib/from-bidspace.js'
import type {Options} from './lib/types.js'

export {fromBidspace} from './lib/from-bidspace.js'
export type {Options} from './lib/types.js'
// Public before `@bidding/bidspace-util` held them; re-exported from there so existing imports keep working.
export {
  isAtom,
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
    return fromBidspace(document, file, {...options})
  }
}

export default bidspaceParse
export {bidspaceParse}

/**
 * The `bidspace` format for a registry. It claims no extension (`.txt` is
 * too common), so it is chosen with `--from bidspace`.
 */
export const format: Format = {
  name: 'bidspace',
  description: 'bidding_space.txt state machines (SwannSG/jsBridge)',
  extensions: [],
  outputExtension: '.txt',
  parse: bidspaceParse,
  parseOptions: z.object({
    profile: z
      .enum(['default', 'reference'])
      .optional()
      .describe('`reference` reads lines exactly as the reference converter does (default: keep what it drops)')
  })
}

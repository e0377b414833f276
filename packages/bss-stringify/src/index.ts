import {assertRoot, type Format, type Root} from '@bidding/core'
import type {Plugin} from 'unified'
import type {Node} from 'unist'
import type {VFile} from 'vfile'
import {z} from 'zod'
import {toBss, type Options} from './lib/to-bss.js'

export {toBss} from './lib/to-bss.js'
export type {Options} from './lib/to-bss.js'

/** Add support for writing BBO Full Disclosure (`.bss`). Input bdast `Root`, output `string`. */
const bssStringify: Plugin<[(Readonly<Options> | null | undefined)?], Root, string> = function (options) {
  this.compiler = function (tree: Node, file: VFile) {
    assertRoot(tree)
    return toBss(tree, {...options}, file)
  }
}

export default bssStringify
export {bssStringify}

/** The `bss` format (writer) for a registry. */
export const format: Format = {
  name: 'bss',
  description: 'BBO Full Disclosure system file',
  extensions: ['.bss'],
  stringify: bssStringify,
  stringifyOptions: z.object({
    profile: z
      .enum(['default', 'reference'])
      .optional()
      .describe('`reference`: byte-identical with BML 2.7.0 bml2bss, its bugs included (default: `default`)'),
    constraints: z
      .boolean()
      .optional()
      .describe('add what each call shows (its constraint) to its description (default: true, false with `reference`)')
  })
}

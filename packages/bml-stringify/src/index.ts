import {assertRoot, type Format, type Root} from '@bidding/core'
import type {Plugin} from 'unified'
import type {Node} from 'unist'
import type {VFile} from 'vfile'
import {z} from 'zod'
import {toBml, type Options} from './lib/to-bml.js'

export {toBml} from './lib/to-bml.js'
export type {Options} from './lib/to-bml.js'

/** Add support for writing BML. Input bdast `Root`, output `string`. */
export const bmlStringify: Plugin<[(Readonly<Options> | null | undefined)?], Root, string> = function (options) {
  this.compiler = function (tree: Node, file: VFile) {
    assertRoot(tree)
    return toBml(tree, options ?? {}, file)
  }
}

export default bmlStringify

/** The `bml` format (writer) for a registry. */
export const format: Format = {
  name: 'bml',
  description: 'BML, the Bridge Bidding Markup Language (BML 2)',
  extensions: ['.bml'],
  stringify: bmlStringify,
  stringifyOptions: z.object({
    indentation: z.number().int().min(1).max(9).optional().describe('columns per level of a bid table (default: 2)')
  })
}

import {assertRoot, type Format, type Root} from '@bidding/core'
import type {Plugin} from 'unified'
import type {Node} from 'unist'
import type {VFile} from 'vfile'
import {z} from 'zod'
import {toBboalert, type Options} from './lib/to-bboalert.js'

export {toBboalert} from './lib/to-bboalert.js'
export type {Options} from './lib/to-bboalert.js'

/** Add support for writing BBOalert text. Input bdast `Root`, output `string`. */
const bboalertStringify: Plugin<[(Readonly<Options> | null | undefined)?], Root, string> = function (options) {
  this.compiler = function (tree: Node, file: VFile) {
    assertRoot(tree)
    return toBboalert(tree, {...options}, file)
  }
}

export default bboalertStringify
export {bboalertStringify}

/** The `bboalert` format (writer) for a registry. */
export const format: Format = {
  name: 'bboalert',
  description: 'BBOalert, the BBO browser extension’s alert file',
  extensions: ['.bboalert'],
  stringify: bboalertStringify,
  stringifyOptions: z.object({
    profile: z
      .enum(['default', 'reference'])
      .optional()
      .describe('`reference`: expand call patterns exactly as BML 2.7.0 does, its bugs included (default: `default`)'),
    constraints: z.boolean().optional().describe('add each bid’s hand constraint to its explanation (default: true)')
  })
}

import {assertRoot, type Format, type Root} from '@bidding/core'
import type {Plugin} from 'unified'
import type {Node} from 'unist'
import type {VFile} from 'vfile'
import {z} from 'zod'
import {toSlamConv, toSlamSystem, type Options} from './lib/to-slam.js'

export {toSlamConv, toSlamSystem} from './lib/to-slam.js'
export type {Options} from './lib/to-slam.js'

/** Add support for writing a convention as a SLAMBidding `.conv` file. Input bdast `Root`, output `string`. */
const slamConvStringify: Plugin<[(Readonly<Options> | null | undefined)?], Root, string> = function (options) {
  this.compiler = function (tree: Node, file: VFile) {
    assertRoot(tree)
    return toSlamConv(tree, options ?? {}, file)
  }
}

/** Add support for writing a system as a SLAMBidding `.system` file. Input bdast `Root`, output `string`. */
const slamSystemStringify: Plugin<[(Readonly<Options> | null | undefined)?], Root, string> = function (options) {
  this.compiler = function (tree: Node, file: VFile) {
    assertRoot(tree)
    return toSlamSystem(tree, options ?? {}, file)
  }
}

export default slamConvStringify
export {slamConvStringify, slamSystemStringify}

const compact = z.boolean().optional().describe('write on one line, as SLAMBidding’s live files (default: indented)')

/** The `slam-conv` format (writer) for a registry. */
export const convFormat: Format = {
  name: 'slam-conv',
  description: 'SLAMBidding convention (.conv, version 2 or 1)',
  extensions: ['.conv'],
  stringify: slamConvStringify,
  stringifyOptions: z.object({
    compact,
    version: z
      .number()
      .int()
      .min(1)
      .max(2)
      .optional()
      .describe('format version: 2 (conventionsv2/) or 1 (conventions/); default: as read, else 2')
  })
}

/** The `slam-system` format (writer) for a registry. */
export const systemFormat: Format = {
  name: 'slam-system',
  description: 'SLAMBidding system (.system): names and the conventions it is made of',
  extensions: ['.system'],
  stringify: slamSystemStringify,
  stringifyOptions: z.object({compact})
}

/** Both formats. */
export const formats: readonly Format[] = [convFormat, systemFormat]

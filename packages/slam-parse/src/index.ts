import type {Format, Root} from '@bidding/core'
import type {Plugin} from 'unified'
import {z} from 'zod'
import {createFolderResolver} from './lib/folder-resolver.js'
import {fromSlam, type Options} from './lib/from-slam.js'
import {resolveSlam, type ResolveOptions} from './lib/resolve.js'

export {createFolderResolver} from './lib/folder-resolver.js'
export {fromSlam} from './lib/from-slam.js'
export {resolveSlam} from './lib/resolve.js'
export type {FolderResolverOptions} from './lib/folder-resolver.js'
export type {Options, SyncResolver} from './lib/from-slam.js'
export type {ResolveOptions, Resolver, SpliceLimits} from './lib/resolve.js'
// Public before `@bidding/slam-util` held them; re-exported from there so existing imports keep working.
export {handtypesToConstraint, parseSlamCall, splitOver, splitV1Auction} from '@bidding/slam-util'
export type {
  SlamBidData,
  SlamConventionData,
  SlamHeadItem,
  SlamReferenceData,
  SlamRootData,
  SlamSystemData,
  SlamV1Data,
  V1Auction,
  V1Step
} from '@bidding/slam-util'
export type {XmlLimits} from '@bidding/safe-xml'

/**
 * Add support for reading SLAMBidding conventions (`.conv`, version 2 or 1)
 * and systems (`.system`). Input `string`, output bdast `Root`.
 */
const slamParse: Plugin<[(Readonly<Options> | null | undefined)?], string, Root> = function (options) {
  this.parser = function (document, file) {
    return fromSlam(document, file, options ?? {})
  }
}

/**
 * Splice subconventions into conventions and load the conventions a system
 * lists, as SLAMBidding does. Asynchronous only when the resolver is.
 */
const slamResolve: Plugin<[(Readonly<ResolveOptions> | null | undefined)?], Root> = function (options) {
  const settings = {...options}
  return function (tree, file) {
    const limits = {maxSize: settings.maxSize, maxDepth: settings.maxDepth}
    return resolveSlam(tree, file, settings.resolver ?? createFolderResolver(limits), settings)
  }
}

export default slamParse
export {slamParse, slamResolve}

const parseOptions = z.object({
  maxSize: z.number().int().min(1).optional().describe('largest document in characters (default: 10485760)'),
  maxDepth: z.number().int().min(1).optional().describe('deepest nesting of elements (default: 100)'),
  maxSpliceSize: z.number().int().min(1).optional().describe('most characters of conventions spliced in with `--resolve` (default: 52428800)'),
  maxSplices: z.number().int().min(1).optional().describe('most conventions spliced in with `--resolve` (default: 10000)'),
  maxSpliceDepth: z.number().int().min(1).optional().describe('deepest nesting of subconventions with `--resolve` (default: 32)'),
  resolve: z
    .boolean()
    .optional()
    .describe('splice subconventions and load a system’s conventions (from the file’s folder, then ../conventionsv2 and ../conventions)')
})

/** The `slam-conv` format (reader) for a registry. */
export const convFormat: Format = {
  name: 'slam-conv',
  description: 'SLAMBidding convention (.conv, version 2 or 1)',
  extensions: ['.conv'],
  parse: slamParse,
  parseOptions
}

/** The `slam-system` format (reader) for a registry. */
export const systemFormat: Format = {
  name: 'slam-system',
  description: 'SLAMBidding system (.system): names and the conventions it is made of',
  extensions: ['.system'],
  parse: slamParse,
  parseOptions
}

/** Both formats. */
export const formats: readonly Format[] = [convFormat, systemFormat]

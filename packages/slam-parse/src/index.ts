import type {Root} from '@bidding/core'
import type {Plugin} from 'unified'
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
    return fromSlam(document, options ?? {}, file)
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

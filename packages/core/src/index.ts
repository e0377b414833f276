/**
 * `@bidding/core`: bdast, the bidding syntax tree — its node types, the
 * builder `b`, the guards, how deep a tree may nest, and the plain text of
 * phrasing. Loads no zod, unified or call parser beyond what phrasing needs.
 *
 * Everything else has an entry of its own concern: `@bidding/core/calls`
 * (calls, call patterns, auctions, auction classes, dispositions, priority,
 * call expansion), `/constraints`, `/views` (sequences, state machines, call
 * records), `/registry` (the format registry and the readers' argument
 * convention), `/schemas` (zod schemas and `validateTree`), `/messages`,
 * `/own`, `/files` and `/lines`.
 */

export type * from './lib/nodes.js'
export {b, type BuildArgs} from './lib/build.js'
export {
  assertRoot,
  bidsOf,
  isBid,
  isMeaning,
  isNode,
  isParent,
  isPhrasing,
  isRoot,
  isSequence,
  meaningOf
} from './lib/guards.js'
export {maxNesting, pathDeeperThan} from './lib/depth.js'
export {phrasingToString, type PhrasingToStringOptions} from './lib/phrasing-to-string.js'

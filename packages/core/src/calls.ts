/**
 * `@bidding/core/calls`: calls, call patterns and auctions. Loads no zod
 * schema, unified or format registry, so a command that only deals starts
 * fast. Everything here is also exported by `@bidding/core`.
 *
 * Before the split by concern this entry also held constraints, messages,
 * `own` and dependencies; those names are still re-exported at the end for
 * compatibility and are deprecated here: import them from
 * `@bidding/core/constraints`, `/messages`, `/own` and `/files`.
 */

export type * from './lib/call/types.js'
export {
  bidOfRank,
  bidRank,
  cheapestBid,
  compareBids,
  formatCall,
  isCall,
  isContractBid,
  levelOf,
  parseCall,
  stepAbove,
  strainOf,
  strains,
  suitNames,
  suits,
  suitSymbols,
  type CallSpelling
} from './lib/call/call.js'
export {dispositions} from './lib/call/dispositions.js'
export {
  formatCallPattern,
  isCallPattern,
  isConcrete,
  normalizeCallPattern,
  parseCallPattern,
  callWords,
  variableSuits,
  type CallPattern,
  type CallPatternAlternatives,
  type CallPatternCall,
  type CallPatternSteps,
  type CallPatternStrains,
  type CallPatternVariable,
  type CallPatternDescribed,
  type CallPatternOrHigher,
  type CallWord
} from './lib/call/pattern.js'
export {
  arePartners,
  auctionStatus,
  contractOf,
  directions,
  formatContract,
  illegalReason,
  isLegal,
  legalCalls,
  parseAuction,
  rotate,
  withImplicitPasses,
  type AuctionProblem,
  type AuctionStatus,
  type Contract,
  type SidedCall
} from './lib/auction/auction.js'

// Deprecated here (kept so existing imports work): the entries of their own concern.
export * from './constraints.js'
export * from './messages.js'
export * from './own.js'
export * from './files.js'

/**
 * `@bidding/core/calls`: calls and auctions — call types, parsing and
 * writing calls, call patterns, auctions, auction classes, dispositions,
 * priority, and call expansion (patterns in a tree → concrete calls). Loads
 * no zod schema, unified or format registry, so a command that only deals
 * starts fast.
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
export {parsePriority, priorityClasses, priorityText} from './lib/call/priority.js'
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
export {
  auctionClassText,
  classMatchEnds,
  classMatcher,
  classMatchesAt,
  classSpecificity,
  formatClassPattern,
  formatClassToken,
  handAtomsOf,
  isClassStep,
  parseClassToken,
  type ClassCall,
  type ClassMatcher,
  type ClassMatchState,
  type ClassToken
} from './lib/auction/class.js'
export {expandCalls, expandCallsLazily, type ExpandCallsOptions} from './lib/expand-calls.js'
export {hashOf, HashList} from './lib/hash-list.js'

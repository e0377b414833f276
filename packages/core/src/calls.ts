/**
 * `@bidding/core/calls`: calls, auctions and hand constraints, with the
 * small helpers for names from input and for messages (own, capMessages,
 * messageAt, dependencies) — the part of core the deal generator, the hand
 * evaluator and the CLI's start need. It
 * loads no zod schema, unified or format registry, so a command that only
 * deals starts fast. Everything here is also exported by `@bidding/core`.
 */

export type * from './lib/call/types.js'
export type * from './lib/constraint/types.js'
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
export {
  constraintBounds,
  hullBounds,
  isEmptyBounds,
  meetBounds,
  unboundedBounds,
  type Bounds,
  type Interval
} from './lib/constraint/bounds.js'
export {evaluateConstraint, inRange, type AtomTest} from './lib/constraint/evaluate.js'
export {parseConstraint, type ParseConstraintResult} from './lib/constraint/parse.js'
export {
  constraintToPhrasing,
  constraintToString,
  rangeToText,
  type ConstraintTextOptions
} from './lib/constraint/to-text.js'
export {
  allOf,
  atomsOf,
  mapAtoms,
  normalizeConstraint,
  resolveSuits,
  type SuitBindings
} from './lib/constraint/transform.js'
export {own, setOwn} from './lib/own.js'
export {capMessages, type CapMessagesOptions} from './lib/cap-messages.js'
export {addDependency, dependenciesOf} from './lib/dependencies.js'
export {fileOfNode, messageAt, splitMessagesByFile, type NodeMessageOptions} from './lib/message.js'

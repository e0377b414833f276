export type * from './lib/nodes.js'
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
  classMatchesAt,
  classSpecificity,
  formatClassPattern,
  formatClassToken,
  handAtomsOf,
  isClassStep,
  parseClassToken,
  type ClassCall,
  type ClassToken
} from './lib/auction/class.js'
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
export {constraintSchema, suitRefSchema} from './lib/constraint/schema.js'
export {
  constraintToPhrasing,
  constraintToString,
  rangeToText,
  type ConstraintTextOptions
} from './lib/constraint/to-text.js'
export {
  allOf,
  atomsOf,
  isAuctionAtom,
  mapAtoms,
  normalizeConstraint,
  resolveSuits,
  type SuitBindings
} from './lib/constraint/transform.js'
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
export * as schemas from './lib/schema.js'
export {rootSchema} from './lib/schema.js'
export {maxNesting, pathDeeperThan} from './lib/depth.js'
export {
  formatPath,
  reportInvalidTree,
  validateTree,
  type TreeIssue,
  type ValidateTreeResult
} from './lib/validate.js'
export {fileOfNode, messageAt, splitMessagesByFile, type NodeMessageOptions} from './lib/message.js'
export {own, setOwn} from './lib/own.js'
export {readerArguments} from './lib/reader-arguments.js'
export {stripBom, textLines, textPlaces, type TextLine, type TextPlaces} from './lib/text-lines.js'
export {capMessages, type CapMessagesOptions} from './lib/cap-messages.js'
export {expandCalls, type ExpandCallsOptions} from './lib/expand-calls.js'
export {addDependency, dependenciesOf} from './lib/dependencies.js'
export {
  auctionKey,
  auctionOf,
  callRecords,
  conditionsKey,
  type CallRecord,
  type RecordCall
} from './lib/call-records.js'
export {phrasingToString, type PhrasingToStringOptions} from './lib/phrasing-to-string.js'
export {asSequences, type AsSequencesOptions} from './lib/view/as-sequences.js'
export {callOfWords, ruleSetToSequences} from './lib/view/from-rules.js'
export {stateMachineToSequences} from './lib/view/from-states.js'
export {stateMachinesOf} from './lib/view/state-machines-of.js'
export {sequencesToStateMachine, stateName} from './lib/view/to-states.js'
export {
  createRegistry,
  type Format,
  type OutputMap,
  type OutputOf,
  type ParseOptionsMap,
  type ParseOptionsOf,
  type ProcessorSettings,
  type ReaderPlugin,
  type Registry,
  type RegistryProcessor,
  type StringifyOptionsMap,
  type StringifyOptionsOf,
  type WriterPlugin
} from './lib/format/registry.js'

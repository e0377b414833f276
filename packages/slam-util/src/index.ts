export {formatOver, looseCall, parseSlamCall, readOverItem, splitOver, splitV1Auction, type V1Auction, type V1Step} from './lib/calls.js'
export type {
  SlamBidData,
  SlamConventionData,
  SlamHeadItem,
  SlamReferenceData,
  SlamRootData,
  SlamSystemData,
  SlamV1Data
} from './lib/data.js'
export {handtypesToConstraint, readHandtypes, suitElements, type HandtypesProblem, type HandtypesResult} from './lib/handtypes.js'

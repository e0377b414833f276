export {
  bidspaceScaleNames,
  isAtom,
  pointScales,
  readingToAtom,
  readReferenceRule,
  readRule,
  sameAtom,
  unknownAtom,
  type AtomProblem,
  type RuleReading
} from './lib/atoms.js'
export type {ReferenceBid} from './lib/data.js'
export {constraintRules, ruleToken, type BidspaceRule} from './lib/rules.js'
export {description, isComment, spellBid, spellCall, stateRows, type EntryBid, type EntryLine, type StateRow} from './lib/states.js'

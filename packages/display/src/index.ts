export {bmlSpelling, referenceCallText, referenceContextText} from './lib/calls.js'
export {linesOf} from './lib/lines.js'
export {
  bidNotes,
  conditionNotes,
  ruleSetFacts,
  type BidNote,
  type BidNotesOptions,
  type ConditionNote
} from './lib/notes.js'
export {callOrder, playersOrder} from './lib/order.js'
export {isAnyHand, isRobotMetadata} from './lib/robot.js'
export {tableRoot, type TableRoot} from './lib/table-root.js'

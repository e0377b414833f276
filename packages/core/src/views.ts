/**
 * `@bidding/core/views`: other shapes of a tree — rule sets and state
 * machines read as sequences (`asSequences`), sequences written as a state
 * machine, and call records (every auction a document defines, once, flat,
 * as disclosure writers and the robot read them).
 */

export {asSequences, type AsSequencesOptions} from './lib/view/as-sequences.js'
export {callOfWords, ruleSetToSequences} from './lib/view/from-rules.js'
export {stateMachineToSequences} from './lib/view/from-states.js'
export {stateMachinesOf} from './lib/view/state-machines-of.js'
export {sequencesToStateMachine, stateName} from './lib/view/to-states.js'
export {
  auctionKey,
  auctionOf,
  callRecords,
  conditionsKey,
  type CallRecord,
  type RecordCall
} from './lib/call-records.js'

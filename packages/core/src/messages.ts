/**
 * `@bidding/core/messages`: messages about nodes — on the file a node came
 * from (`messageAt`, `fileOfNode`, `splitMessagesByFile`) and capped per rule
 * and per file (`capMessages`).
 */

export {fileOfNode, messageAt, splitMessagesByFile, type NodeMessageOptions} from './lib/message.js'
export {capMessages, type CapMessagesOptions} from './lib/cap-messages.js'

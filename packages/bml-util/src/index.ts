export {readBml1CallToken, readCallToken} from './lib/call-token.js'
export type {PasteData} from './lib/data.js'
export {bareDispositions} from './lib/dispositions.js'

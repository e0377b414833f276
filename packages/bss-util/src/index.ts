export {seatCodes, seatsOfCode, vulnerabilityCode, vulnerabilityOfCode, type SeatCodes} from './lib/codes.js'
export type {BssBidData, BssOpaqueData, BssRootData, BssSuitSymbolData} from './lib/data.js'

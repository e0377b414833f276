export {chunkLength, Dealer, type ChunkResult, type Program} from './lib/engine.js'
export {formatDeals, type FormatDealsOptions} from './lib/format.js'
export {
  generateDeals,
  generateDealsSync,
  randomSeed,
  type GenerateOptions,
  type GenerateResult
} from './lib/generate.js'
export {Random, seedOf, seedState, streamState, type RandomState} from './lib/random.js'
export {closeWorkers, type RunTotals} from './lib/run.js'
export {programSource} from './lib/script/compile.js'
export {footer, formatG} from './lib/script/output.js'
export {parseDealerScript} from './lib/script/parse.js'
export {runDealerScript, type RunScriptOptions, type ScriptResult, type TricksSolver} from './lib/script/run.js'
export type {Action, DealerScript, Expression, PrintItem} from './lib/script/types.js'
export {auctionConstraints, type AuctionConstraints} from './lib/auction.js'

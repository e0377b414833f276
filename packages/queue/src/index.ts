export {connectionOf, contentId, defaultQueue} from './lib/connection.js'
export {distribute, type ChunkJob, type DistributeOptions} from './lib/distribute.js'
export {startWorker, type RunningWorker, type WorkerOptions} from './lib/worker.js'

/**
 * `@bidding/core/files`: the files a reader read for a tree
 * (`addDependency`, `dependenciesOf`) and nothing else, so that the CLI can
 * guard its outputs without loading the rest of core at start-up.
 */

export {addDependency, dependenciesOf} from './lib/dependencies.js'

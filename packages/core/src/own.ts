/**
 * `@bidding/core/own`: look up and set names that come from input on plain
 * objects without reaching their prototype (`own`, `setOwn`). Also exported
 * by `@bidding/core`.
 */

export {own, setOwn} from './lib/own.js'

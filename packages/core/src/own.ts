/**
 * `@bidding/core/own`: look up and set names that come from input on plain
 * objects without reaching their prototype (`own`, `setOwn`).
 */

export {own, setOwn} from './lib/own.js'

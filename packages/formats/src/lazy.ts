/**
 * `@bidding/formats/lazy`: every format of the project in a registry that
 * loads a reader or writer on first use (`await lazyRegistry.processor(…)`),
 * so that a program converting BML to BSS loads those two and no other.
 */

import {createLazyRegistry, type LazyRegistry} from '@bidding/core/registry'
import {entries} from './lib/entries.js'

export {entries} from './lib/entries.js'

/** A lazy registry of every format. */
export const lazyRegistry: LazyRegistry = createLazyRegistry(entries)

/**
 * bdast → JSON text.
 */

import type {Root} from '@bidding/core'
import {toJsonChunks} from './to-json-chunks.js'

/** Options of the JSON writer. */
export interface Options {
  /** Keep `position` fields (default: `true`). */
  positions?: boolean | undefined
  /** Indentation: spaces per level, `0` for one line (default: `2`). */
  space?: number | undefined
  /**
   * Make the plugin's compiler return the text as chunks (`Iterable<string>`,
   * in `file.result`), made while the tree is walked (see `toJsonChunks`);
   * `toJson` ignores it.
   */
  chunked?: boolean | undefined
}

/** Serialise a tree as JSON, with a final newline; a tree of any depth (see `toJsonChunks` for the text in chunks). */
export function toJson(tree: Root, options?: Readonly<Options> | null): string {
  const settings = options ?? {}
  const keepPositions = settings.positions ?? true
  const replacer = keepPositions
    ? undefined
    : (key: string, value: unknown) => (key === 'position' ? undefined : value)
  try {
    return JSON.stringify(tree, replacer, settings.space ?? 2) + '\n'
  } catch (error) {
    // `JSON.stringify` recurses (twice as fast as the walk with a stack); a tree too deep for it takes the walk.
    if (error instanceof RangeError && /call stack/i.test(error.message)) return [...toJsonChunks(tree, settings)].join('')
    throw error
  }
}

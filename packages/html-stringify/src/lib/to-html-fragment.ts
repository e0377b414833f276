/**
 * bdast → an HTML fragment: the page's content alone, one top-level block at
 * a time and a bidding table a row at a time (as `toHtml` writes a page). It
 * never reaches the page's frame or its assets, so a browser bundle that
 * writes fragments leaves them out.
 */

import type {Root} from '@bidding/core'
import type {VFile} from 'vfile'
import {blocksToParts} from './blocks.js'
import {contentToHast} from './content.js'
import {batched, partsToHtml} from './parts.js'
import type {FragmentOptions} from './types.js'

/**
 * Turn bdast into an HTML fragment in chunks (of about 64 K characters),
 * each made as it is taken, whose concatenation is what `toHtmlFragment`
 * returns.
 *
 * @param tree the bdast root.
 * @param options how to render it.
 * @param file the file messages go to.
 */
export function* toHtmlFragmentChunks(tree: Root, options?: Readonly<FragmentOptions> | null, file?: VFile): Generator<string, void, undefined> {
  // The blocks are made here, as they are taken, not by `contentToHast`: it only sets up the state.
  const {state} = contentToHast(tree, options, file, () => [])
  yield* batched(partsToHtml(blocksToParts(tree.children, state)))
  yield '\n'
}

/**
 * Turn bdast into an HTML fragment (what `toHtml` writes with `fragment:
 * true`), with a final newline.
 *
 * @param tree the bdast root.
 * @param options how to render it.
 * @param file the file messages go to.
 */
export function toHtmlFragment(tree: Root, options?: Readonly<FragmentOptions> | null, file?: VFile): string {
  // Joined once: the nested joins of one big hast tree copy the whole text at every level.
  return [...toHtmlFragmentChunks(tree, options, file)].join('')
}

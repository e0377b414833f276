/**
 * bdast → HTML text, through hast.
 */

import type {Root} from '@bidding/core'
import {toHtml as hastToHtml} from 'hast-util-to-html'
import type {VFile} from 'vfile'
import {toHast} from './to-hast.js'
import type {Options} from './types.js'

/**
 * Turn bdast into HTML: a whole page by default, with a final newline.
 *
 * @param tree the bdast root.
 * @param options how to render it.
 * @param file the file messages go to.
 */
export function toHtml(tree: Root, options?: Readonly<Options> | null, file?: VFile): string {
  return hastToHtml(toHast(tree, options, file)) + '\n'
}

/**
 * bdast → an HTML fragment: the page's content alone, one top-level block at
 * a time (as `toHtml` writes a page). It never reaches the page's frame or
 * its assets, so a browser bundle that writes fragments leaves them out.
 */

import type {Root} from '@bidding/core'
import {toHtml as hastToHtml} from 'hast-util-to-html'
import type {VFile} from 'vfile'
import {flowToHast} from './blocks.js'
import {contentToHast} from './content.js'
import type {FragmentOptions} from './types.js'

/**
 * Turn bdast into an HTML fragment (what `toHtml` writes with `fragment:
 * true`), with a final newline.
 *
 * @param tree the bdast root.
 * @param options how to render it.
 * @param file the file messages go to.
 */
export function toHtmlFragment(tree: Root, options?: Readonly<FragmentOptions> | null, file?: VFile): string {
  const blocks: string[] = []
  contentToHast(tree, options, file, (nodes, state) => {
    for (const node of nodes) {
      const elements = flowToHast([node], state)
      if (elements.length > 0) blocks.push(hastToHtml({type: 'root', children: elements}))
    }

    return []
  })
  blocks.push('\n')
  // Joined once: the nested joins of one big hast tree copy the whole text at every level.
  return blocks.join('')
}

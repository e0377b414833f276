/**
 * bdast → HTML text, through hast, one top-level block at a time: each block
 * is made into hast and written out at once, so that only the page's frame
 * and the text written so far are held, never the hast of the whole
 * document (which is many times the size of the text), and the text is
 * joined once.
 */

import type {Root} from '@bidding/core'
import type {RootContent} from 'hast'
import {toHtml as hastToHtml} from 'hast-util-to-html'
import type {VFile} from 'vfile'
import {flowToHast} from './blocks.js'
import {toHtmlFragment} from './to-html-fragment.js'
import {pageToHast} from './to-hast.js'
import type {Options} from './types.js'

/** Text already written as HTML, put in the page unchanged (hast-util-to-html's `raw`). */
interface Raw {
  type: 'raw'
  value: string
}

/** Where the blocks go in the page's text: the page's text after it is the script and closing tags only. */
const contentMark = '\u0000'

/**
 * Turn bdast into HTML: a whole page by default, with a final newline.
 *
 * @param tree the bdast root.
 * @param options how to render it.
 * @param file the file messages go to.
 */
export function toHtml(tree: Root, options?: Readonly<Options> | null, file?: VFile): string {
  if (options?.fragment) return toHtmlFragment(tree, options, file)
  const blocks: string[] = []
  const mark: Raw = {type: 'raw', value: contentMark}
  const page = pageToHast(tree, options, file, (nodes, state) => {
    for (const node of nodes) {
      const elements = flowToHast([node], state)
      if (elements.length > 0) blocks.push(hastToHtml({type: 'root', children: elements}))
    }

    return [mark as unknown as RootContent]
  })
  // The mark is the page's only raw node, so letting raw nodes through lets only it through.
  const frame = hastToHtml(page, {allowDangerousHtml: true})
  const at = frame.lastIndexOf(contentMark)
  // Joined once: the nested joins of one big hast tree copy the whole text at every level.
  return [frame.slice(0, at), ...blocks, frame.slice(at + contentMark.length), '\n'].join('')
}

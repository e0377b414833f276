/**
 * The content of a page, without the page (no head, toolbar, stylesheet or
 * script): what a fragment is. Its own module so that writing a fragment
 * never reaches the page's assets, and a bundle of it leaves them out.
 */

import type {Root} from '@bidding/core'
import type {RootContent} from 'hast'
import type {VFile} from 'vfile'
import {collectConventions} from './blocks.js'
import {settingsOf, type Options, type State} from './types.js'

/**
 * The hast that `render` makes of the document's blocks (in order, with the
 * shared state: ids, headings), and that state, which the page reads.
 */
export function contentToHast(
  tree: Root,
  options: Readonly<Options> | null | undefined,
  file: VFile | undefined,
  render: (nodes: Root['children'], state: State) => RootContent[]
): {content: RootContent[]; state: State} {
  const state: State = {
    settings: settingsOf(options),
    file,
    ids: new Map(),
    nodes: 0,
    conventions: new Map(),
    headings: []
  }
  collectConventions(tree.children, state)
  return {content: render(tree.children, state), state}
}

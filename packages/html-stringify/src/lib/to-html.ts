/**
 * bdast → HTML text, through hast, one top-level block at a time and a
 * bidding table a row at a time: each piece is made into hast, written out
 * with hast-util-to-html and dropped, so that the hast of the whole
 * document (many times the size of the text) never exists, and the text
 * comes out in chunks (`toHtmlChunks`) or is joined once (`toHtml`).
 */

import type {Root} from '@bidding/core'
import type {RootContent} from 'hast'
import {toHtml as hastToHtml} from 'hast-util-to-html'
import {VFile} from 'vfile'
import {blocksToParts} from './blocks.js'
import {predictFrame} from './frame.js'
import {batched, partsToHtml} from './parts.js'
import {toHtmlFragmentChunks} from './to-html-fragment.js'
import {pageToHast} from './to-hast.js'
import type {Options, State} from './types.js'

/** Text already written as HTML, put in the page unchanged (hast-util-to-html's `raw`). */
interface Raw {
  type: 'raw'
  value: string
}

/** Where the blocks go in the page's text: the page's text after it is the script and closing tags only. */
const contentMark = '\u0000'

/**
 * Turn bdast into HTML in chunks (of about 64 K characters) whose
 * concatenation is what `toHtml` returns, each made as it is taken.
 *
 * A page's head (its contents and toolbar) comes before the blocks but
 * depends on them: it is predicted from the tree (`predictFrame`), and
 * where it cannot be (conventions, systems, state machines, tables whose
 * ids could meet a heading's), the blocks are written to text first and
 * handed out after the head.
 *
 * @param tree the bdast root.
 * @param options how to render it.
 * @param file the file messages go to.
 */
export function* toHtmlChunks(tree: Root, options?: Readonly<Options> | null, file?: VFile): Generator<string, void, undefined> {
  if (options?.fragment) {
    yield* toHtmlFragmentChunks(tree, options, file)
    return
  }

  const mark: Raw = {type: 'raw', value: contentMark}
  // What the head says goes to a file of the same name, and to `file` after the blocks', as when the head is made last.
  const headFile = file ? new VFile({path: file.path}) : undefined
  let written: Array<string | undefined> | undefined
  let later: {nodes: Root['children']; state: State} | undefined
  const page = pageToHast(tree, options, file, (nodes, state) => {
    const frame = predictFrame(nodes, state)
    if (frame) {
      later = {nodes, state}
      state.headings = frame.headings
      state.nodes = frame.rows ? 1 : 0
      state.file = headFile
    } else {
      written = [...batched(partsToHtml(blocksToParts(nodes, state)))]
    }

    return [mark as unknown as RootContent]
  })
  // The mark is the page's only raw node, so letting raw nodes through lets only it through.
  const frame = hastToHtml(page, {allowDangerousHtml: true})
  const at = frame.lastIndexOf(contentMark)
  yield frame.slice(0, at)
  if (later) {
    const {nodes, state} = later
    // Rendered from scratch: the same ids, headings and messages as when the head is made last.
    Object.assign(state, {file, headings: [], nodes: 0})
    yield* batched(partsToHtml(blocksToParts(nodes, state)))
    if (file && headFile) file.messages.push(...headFile.messages)
  } else {
    for (const [index, block] of written!.entries()) {
      // Let go of each block once it is handed out.
      written![index] = undefined
      yield block!
    }
  }

  yield frame.slice(at + contentMark.length) + '\n'
}

/**
 * Turn bdast into HTML: a whole page by default, with a final newline.
 *
 * @param tree the bdast root.
 * @param options how to render it.
 * @param file the file messages go to.
 */
export function toHtml(tree: Root, options?: Readonly<Options> | null, file?: VFile): string {
  // Joined once: the nested joins of one big hast tree copy the whole text at every level.
  return [...toHtmlChunks(tree, options, file)].join('')
}

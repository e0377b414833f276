/**
 * bdast → HTML text, through hast, one top-level block at a time and a
 * bidding table a row at a time: each piece is made into hast, written out
 * with hast-util-to-html and dropped, so that the hast of the whole
 * document (many times the size of the text) never exists, and the text
 * comes out in chunks (`toHtmlChunks`) or is joined once (`toHtml`).
 */

import type {Root} from '@bidding/core'
import type {Element, RootContent} from 'hast'
import {toHtml as hastToHtml} from 'hast-util-to-html'
import type {VFile} from 'vfile'
import {blocksToParts} from './blocks.js'
import {contentToHast} from './content.js'
import {hold, release, type HeldText} from './held-text.js'
import {pageFacts} from './page-facts.js'
import {batched, partsToHtml, type Parts} from './parts.js'
import {toHtmlFragmentChunks} from './to-html-fragment.js'
import {languageOf, pageParts, pageToHast, warnLanguage} from './to-hast.js'
import type {Options} from './types.js'

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
 * depends on all of them (the headings' ids, whether any table has rows):
 * a walk of the tree that makes no block finds what it needs
 * (`pageFacts`), so the head is written first and each block is made
 * (its hast made and dropped a block, or a part of a big table, at a time)
 * as it is taken, as are the contents' links. Only a page whose tables may take ids its headings would
 * get (a call spelt `section…`) has its blocks written first and held, as
 * UTF-8 bytes, until its head is made.
 *
 * @param tree the bdast root.
 * @param options how to render it.
 * @param file the file messages go to.
 */
export function toHtmlChunks(tree: Root, options?: Readonly<Options> | null, file?: VFile): Generator<string, void, undefined> {
  return htmlChunks(tree, options, file, true)
}

function* htmlChunks(
  tree: Root,
  options: Readonly<Options> | null | undefined,
  file: VFile | undefined,
  compact: boolean
): Generator<string, void, undefined> {
  if (options?.fragment) {
    yield* toHtmlFragmentChunks(tree, options, file)
    return
  }

  // The blocks are made below, as they are taken, not by `contentToHast`: it only sets up the state.
  const {state} = contentToHast(tree, options, file, () => [])
  const facts = pageFacts(tree, state)
  if (facts) {
    const {lang, refused} = state.settings.reference ? {lang: 'en'} : languageOf(tree, state)
    state.singleIds = facts.singleIds
    const blocks = function* (): Generator<Element | Parts, void, undefined> {
      yield* blocksToParts(tree.children, state)
      // Its message comes after the blocks', as when the head is made last.
      warnLanguage(refused, state)
    }

    const page = function* (): Generator<string, void, undefined> {
      yield* partsToHtml(pageParts(tree, state, blocks(), facts, lang))
      yield '\n'
    }

    yield* batched(page())
    return
  }

  const mark: Raw = {type: 'raw', value: contentMark}
  const blocks: Array<HeldText | undefined> = []
  const page = pageToHast(tree, options, file, (nodes, state) => {
    for (const block of batched(partsToHtml(blocksToParts(nodes, state)))) blocks.push(compact ? hold(block) : block)
    return [mark as unknown as RootContent]
  })
  // The mark is the page's only raw node, so letting raw nodes through lets only it through.
  const frame = hastToHtml(page, {allowDangerousHtml: true})
  const at = frame.lastIndexOf(contentMark)
  yield frame.slice(0, at)
  for (const [index, block] of blocks.entries()) {
    // Let go of each block once it is handed out.
    blocks[index] = undefined
    yield* release(block!)
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
  // Blocks held stay strings: all of them are joined at the end anyway.
  return [...htmlChunks(tree, options, file, false)].join('')
}

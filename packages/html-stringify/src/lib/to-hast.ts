/**
 * bdast → hast: a whole page (or, with `fragment`, only its content) built
 * in hast, so rehype plugins can work on it before it is written.
 */

import type {Root} from '@bidding/core'
import {isRobotMetadata} from '@bidding/display'
import type {Element, ElementContent, Root as HastRoot, RootContent} from 'hast'
import type {VFile} from 'vfile'
import {script, stylesheet} from './assets.js'
import {flowToHast} from './blocks.js'
import {contentToHast} from './content.js'
import {element} from './element.js'
import {phrasingToHast, textToHast} from './text.js'
import type {PageFacts} from './page-facts.js'
import {materialise, type Parts} from './parts.js'
import {source, type Options, type State} from './types.js'

function titleOf(tree: Root, state: State): string {
  const title = tree.metadata?.title
  if (title !== undefined && title.trim() !== '') return title
  if (state.settings.reference) return 'No title supplied'
  return state.file?.stem ?? 'Bidding system'
}

/** The title block: title, author, description and any other metadata. */
function header(tree: Root, state: State): Element | undefined {
  const metadata = tree.metadata
  if (!metadata) return undefined
  const children: ElementContent[] = []
  if (metadata.title) children.push(element('h1', {className: ['bd-title']}, textToHast(metadata.title, state)))
  if (metadata.author) children.push(element('p', {className: ['bd-byline']}, textToHast(metadata.author, state)))
  if (metadata.description) children.push(element('p', {className: ['bd-summary']}, textToHast(metadata.description, state)))
  const others: Element[] = []
  for (const [key, value] of Object.entries(metadata)) {
    if (key === 'title' || key === 'author' || key === 'description' || key === 'language' || value === undefined) continue
    if (!state.settings.robotDetails && isRobotMetadata(key)) continue
    others.push(element('dt', {}, key.charAt(0).toUpperCase() + key.slice(1)), element('dd', {}, textToHast(value, state)))
  }

  if (others.length > 0) children.push(element('dl', {className: ['bd-metadata']}, others))
  return children.length > 0 ? element('header', {className: ['bd-header']}, children) : undefined
}

function toolbar(state: State): Element {
  const depth = state.settings.expandDepth
  return element('nav', {className: ['bd-toolbar'], ariaLabel: 'Bidding tables', hidden: true, ...(depth === undefined ? {} : {dataExpandDepth: depth})}, [
    element('input', {
      type: 'search',
      className: ['bd-search'],
      placeholder: 'Find an auction (1N-2C), a convention or words (press /)',
      ariaLabel: 'Find an auction, a convention or words',
      ariaControls: ['bd-results']
    }),
    element('button', {type: 'button', className: ['bd-expand-all']}, 'Expand all'),
    element('button', {type: 'button', className: ['bd-collapse-all']}, 'Collapse all'),
    element('span', {className: ['bd-count'], ariaLive: 'polite'}),
    // Filled by the script: the auctions found, each a link to its row.
    element('ol', {className: ['bd-results'], id: 'bd-results', ariaLabel: 'Auctions found', hidden: true})
  ])
}

/**
 * The contents: links to the headings, nested by depth. A sidebar on wide
 * screens, a menu on narrow ones (see the stylesheet); the script marks the
 * current section. Its links are made as they are written (with no file:
 * their messages were given with the headings').
 */
function contents(headings: State['headings'], state: State): Parts | undefined {
  if (headings.length < 2) return undefined
  let top = 6
  for (const heading of headings) top = Math.min(top, heading.depth)
  const silent: State = {...state, file: undefined}
  const items = function* (): Generator<Element, void, undefined> {
    for (const heading of headings) {
      yield element('li', {className: ['bd-contents-' + Math.min(heading.depth - top + 1, 3)]}, [
        element('a', {href: '#' + heading.id}, phrasingToHast(heading.children, silent))
      ])
    }
  }

  const summary = element('summary', {}, [element('span', {className: ['bd-contents-label']}, 'Contents'), element('span', {className: ['bd-current']})])
  return {
    type: 'parts',
    element: element('nav', {className: ['bd-contents'], ariaLabel: 'Contents'}),
    children: [{type: 'parts', element: element('details'), children: [summary, {type: 'parts', element: element('ol'), children: items()}]}]
  }
}

/** A BCP 47 language tag, as far as a `lang` attribute needs it. */
const languageTag = /^[a-z]{2,8}(?:-[a-z\d]{1,8})*$/i

/** The page's language: the option, the document's `#+LANGUAGE`, else English; with the tag refused, if any. */
export function languageOf(tree: Root, state: State): {lang: string; refused?: string} {
  const wanted = state.settings.lang ?? tree.metadata?.language?.trim()
  if (wanted === undefined || wanted === '') return {lang: 'en'}
  if (languageTag.test(wanted)) return {lang: wanted}
  return {lang: 'en', refused: wanted}
}

/** Warn about a language tag `languageOf` refused (after the blocks' messages, as the page's head is made after its blocks). */
export function warnLanguage(refused: string | undefined, state: State): void {
  if (refused === undefined) return
  state.file?.message('Unexpected language `' + refused + '`, expected a tag such as `en` or `nl-BE`; the page says `en`', {
    ruleId: 'bad-language',
    source
  })
}

/**
 * Turn bdast into hast.
 *
 * @param tree the bdast root.
 * @param options how to render it.
 * @param file the file messages go to (`unknown-node` warnings).
 * @returns a hast root: a document (doctype and `html`), or the content
 *   alone with `fragment: true`.
 */
export function toHast(tree: Root, options?: Readonly<Options> | null, file?: VFile): HastRoot {
  return pageToHast(tree, options, file, flowToHast)
}

/**
 * The page around the content that `render` makes of the document's blocks
 * (in order, with the shared state: ids, headings), made once they all are.
 */
export function pageToHast(
  tree: Root,
  options: Readonly<Options> | null | undefined,
  file: VFile | undefined,
  render: (nodes: Root['children'], state: State) => RootContent[]
): HastRoot {
  const {content, state} = contentToHast(tree, options, file, render)
  if (state.settings.fragment) return {type: 'root', children: content}
  const {lang, refused} = state.settings.reference ? {lang: 'en'} : languageOf(tree, state)
  warnLanguage(refused, state)
  return pageAround(tree, state, content, {headings: state.headings, rows: state.nodes > 0, singleIds: undefined}, lang)
}

/**
 * The page around `content`: its head, title block, contents and toolbar
 * (which read `facts` of the whole document), and its script, as hast.
 *
 * @param lang the page's language (`languageOf`).
 */
export function pageAround(tree: Root, state: State, content: RootContent[], facts: PageFacts, lang: string): HastRoot {
  return {type: 'root', children: pageParts(tree, state, content, facts, lang).map((node) => (node.type === 'parts' ? materialise(node) : node))}
}

/**
 * The page around `content` as parts (see `partsToHtml`): the contents and
 * the content are made as they are written.
 *
 * @param content the page's blocks, made as they are taken.
 */
export function pageParts(tree: Root, state: State, content: Iterable<RootContent | Parts>, facts: PageFacts, lang: string): Array<RootContent | Parts> {
  const {reference, includeExternalFiles} = state.settings
  const head: Element[] = [element('meta', {charSet: 'utf-8'})]
  if (!reference) {
    head.push(
      element('meta', {name: 'viewport', content: 'width=device-width, initial-scale=1'}),
      element('meta', {name: 'generator', content: '@bidding/html-stringify'})
    )
    if (tree.metadata?.author) head.push(element('meta', {name: 'author', content: tree.metadata.author}))
    if (tree.metadata?.description) head.push(element('meta', {name: 'description', content: tree.metadata.description}))
  }

  head.push(element('title', {}, titleOf(tree, state)))
  head.push(
    includeExternalFiles
      ? element('style', {}, stylesheet)
      : element('link', {rel: ['stylesheet'], href: reference ? 'bml.css' : 'bidding.css'})
  )

  const body = function* (): Generator<ElementContent | Parts, void, undefined> {
    if (!reference) {
      const top = header(tree, state)
      if (top) yield top
      const menu = contents(facts.headings, state)
      if (menu) yield menu
      if (facts.rows) yield toolbar(state)
    }

    // The body holds no doctype: the blocks are elements (or the mark of `toHtmlChunks`).
    yield* content as Iterable<ElementContent | Parts>
    if (!reference && (facts.rows || facts.headings.length > 1)) {
      yield includeExternalFiles ? element('script', {}, script) : element('script', {src: 'bidding.js', defer: true})
    }
  }

  const bodyProperties = facts.headings.length > 1 && !reference ? {className: ['bd-has-contents']} : {}
  return [
    {type: 'doctype'},
    {
      type: 'parts',
      element: element('html', {lang: reference ? 'en' : lang}),
      children: [element('head', {}, head), {type: 'parts', element: element('body', bodyProperties), children: body()}]
    }
  ]
}

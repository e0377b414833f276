/**
 * bdast → hast: a whole page (or, with `fragment`, only its content) built
 * with hastscript, so rehype plugins can work on it before it is written.
 */

import type {Root} from '@bidding/core'
import type {Element, ElementContent, Root as HastRoot, RootContent} from 'hast'
import {h} from 'hastscript'
import type {VFile} from 'vfile'
import {script, stylesheet} from './assets.js'
import {collectConventions, flowToHast} from './blocks.js'
import {textToHast} from './text.js'
import {settingsOf, type Options, type State} from './types.js'

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
  if (metadata.title) children.push(h('h1', {className: ['bd-title']}, textToHast(metadata.title, state)))
  if (metadata.author) children.push(h('p', {className: ['bd-byline']}, textToHast(metadata.author, state)))
  if (metadata.description) children.push(h('p', {className: ['bd-summary']}, textToHast(metadata.description, state)))
  const others: Element[] = []
  for (const [key, value] of Object.entries(metadata)) {
    if (key === 'title' || key === 'author' || key === 'description' || value === undefined) continue
    others.push(h('dt', key.charAt(0).toUpperCase() + key.slice(1)), h('dd', textToHast(value, state)))
  }

  if (others.length > 0) children.push(h('dl', {className: ['bd-metadata']}, others))
  return children.length > 0 ? h('header', {className: ['bd-header']}, children) : undefined
}

function toolbar(state: State): Element {
  const depth = state.settings.expandDepth
  return h('nav', {className: ['bd-toolbar'], ariaLabel: 'Bidding tables', hidden: true, ...(depth === undefined ? {} : {dataExpandDepth: depth})}, [
    h('input', {
      type: 'search',
      className: ['bd-search'],
      placeholder: 'Filter calls and meanings (press /)',
      ariaLabel: 'Filter calls and meanings'
    }),
    h('button', {type: 'button', className: ['bd-expand-all']}, 'Expand all'),
    h('button', {type: 'button', className: ['bd-collapse-all']}, 'Collapse all'),
    h('span', {className: ['bd-count'], ariaLive: 'polite'})
  ])
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
  const state: State = {
    settings: settingsOf(options),
    file,
    ids: new Map(),
    nodes: 0,
    conventions: new Map()
  }
  collectConventions(tree.children, state)
  const content = flowToHast(tree.children, state)
  if (state.settings.fragment) return {type: 'root', children: content}

  const {reference, includeExternalFiles} = state.settings
  const head: Element[] = [h('meta', {charSet: 'utf-8'})]
  if (!reference) {
    head.push(
      h('meta', {name: 'viewport', content: 'width=device-width, initial-scale=1'}),
      h('meta', {name: 'generator', content: '@bidding/html-stringify'})
    )
    if (tree.metadata?.author) head.push(h('meta', {name: 'author', content: tree.metadata.author}))
    if (tree.metadata?.description) head.push(h('meta', {name: 'description', content: tree.metadata.description}))
  }

  head.push(h('title', titleOf(tree, state)))
  head.push(
    includeExternalFiles
      ? h('style', stylesheet)
      : h('link', {rel: 'stylesheet', href: reference ? 'bml.css' : 'bidding.css'})
  )

  const body: ElementContent[] = []
  if (!reference) {
    const top = header(tree, state)
    if (top) body.push(top)
    if (state.nodes > 0) body.push(toolbar(state))
  }

  body.push(...content)
  if (!reference && state.nodes > 0) {
    body.push(includeExternalFiles ? h('script', script) : h('script', {src: 'bidding.js', defer: true}))
  }

  const children: RootContent[] = [
    {type: 'doctype'},
    h('html', {lang: 'en'}, [h('head', head), h('body', body)])
  ]
  return {type: 'root', children}
}

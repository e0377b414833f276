/**
 * Options of the HTML writer and the state one conversion carries.
 */

import type {PhrasingContent} from '@bidding/core'
import type {SingleIds} from './single-ids.js'
import type {VFile} from 'vfile'

/** Options of the HTML writer. */
export interface Options {
  /**
   * Render bidding tables as trees with connector lines (`div.tree`), or as
   * indented lists (`div.bidtable`) (default: `true`).
   */
  tree?: boolean | null | undefined
  /**
   * Inline the stylesheet and the script, making one self-contained file
   * (default: `true`); `false` links `bidding.css` and `bidding.js` (in the
   * `reference` profile: `bml.css`) instead.
   */
  includeExternalFiles?: boolean | null | undefined
  /**
   * `default` (recommended) or `reference`: the page of bml2html 2.7.0, its
   * rendering quirks included, with no interactive extras (default:
   * `'default'`).
   */
  profile?: 'default' | 'reference' | null | undefined
  /**
   * Where calls written in text become suit symbols: `calls` (only in the
   * call column, so `4SFG` and URLs stay as written) or `all` (every `1C` in
   * any text, as the reference does) (default: `calls`; `all` in the
   * `reference` profile).
   */
  suitsInText?: 'calls' | 'all' | null | undefined
  /**
   * Return only the content (no `<html>`, `<head>`, toolbar or script), to
   * embed in another page (default: `false`).
   */
  fragment?: boolean | null | undefined
  /**
   * Levels of each bidding table shown open when the page loads, below the
   * table's first row (`2`: the first calls and what follows them); deeper
   * levels start collapsed, to open with a click, a search or a link
   * (default: all open). Needs the page's script.
   */
  expandDepth?: number | null | undefined
  /**
   * Show what only a robot needs (default: `false`): priorities among
   * candidate calls, constraints that hold for every hand (`any hand`), the
   * robot's settings in the metadata (`#+FALLBACK`), the ∅ above a table's
   * openings, and calls in the document's (priority) order rather than
   * players' order (1♣ before 1♦ … Pass last). The `reference` profile
   * keeps the document as it is.
   */
  robotDetails?: boolean | null | undefined
  /**
   * Language of the page (`lang`, a BCP 47 tag such as `nl`) (default: the
   * document's `#+LANGUAGE`, else `en`).
   */
  lang?: string | null | undefined
}

/**
 * Options of the fragment writer (`htmlFragmentStringify`, `toHtmlFragment`):
 * those of the page's content, not of the page around it.
 */
export type FragmentOptions = Omit<Options, 'fragment' | 'includeExternalFiles' | 'expandDepth' | 'lang'>

/** Option of the plugins (not of `toHtml`): ask for the text in chunks. */
export interface ChunkedOptions {
  /**
   * Yield the text in chunks (`TextChunks` from `@bidding/core/registry`, in
   * `file.result`) made as they are taken, rather than one string (default:
   * `false`); their concatenation is the string.
   */
  chunked?: boolean | null | undefined
}

/** Settings after defaults. */
export interface Settings {
  tree: boolean
  includeExternalFiles: boolean
  reference: boolean
  suitsInText: 'calls' | 'all'
  fragment: boolean
  expandDepth: number | undefined
  robotDetails: boolean
  lang: string | undefined
}

/** State of one conversion. */
export interface State {
  settings: Settings
  file: VFile | undefined
  /** Ids given so far, with how often each was asked for. */
  ids: Map<string, number>
  /** Counter for `data-bd` node keys. */
  nodes: number
  /** Ids of the conventions in the document, by the slug of each of their names. */
  conventions: Map<string, string>
  /** Ids asked for only once, which `ids` need not remember (found by `pageFacts`; without it, `ids` holds every id). */
  singleIds?: SingleIds | undefined
  /** Headings of the document, for the contents. */
  headings: Array<{id: string; depth: number; children: readonly PhrasingContent[]}>
}

/** Source of the messages of this package. */
export const source = '@bidding/html-stringify'

/** Apply the defaults. */
export function settingsOf(options: Readonly<Options> | null | undefined): Settings {
  const reference = options?.profile === 'reference'
  return {
    tree: options?.tree ?? true,
    includeExternalFiles: options?.includeExternalFiles ?? true,
    reference,
    suitsInText: options?.suitsInText ?? (reference ? 'all' : 'calls'),
    fragment: options?.fragment ?? false,
    expandDepth: options?.expandDepth ?? undefined,
    robotDetails: reference || (options?.robotDetails ?? false),
    lang: options?.lang ?? undefined
  }
}

/** A unique id made from `base` (`base`, then `base_2`, `base_3` …). */
export function uniqueId(state: State, base: string): string {
  if (state.singleIds?.has(base)) return base
  const count = (state.ids.get(base) ?? 0) + 1
  state.ids.set(base, count)
  return count === 1 ? base : base + '_' + count
}

/** A slug for ids: letters, digits and dashes. */
export function slug(value: string): string {
  return (
    value
      .normalize('NFKD')
      .toLowerCase()
      .replaceAll(/[^a-z\d]+/g, '-')
      .replaceAll(/^-|-$/g, '') || 'x'
  )
}

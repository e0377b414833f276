/**
 * `@bidding/html-stringify/format`: the registry description of this package's format
 * (name, extensions, option schemas). It is an entry of its own because the
 * option schemas need zod: importing the plugin from `@bidding/html-stringify` loads
 * neither zod nor this description.
 */

import type {Format} from '@bidding/core/registry'
import {z} from 'zod'
import {htmlStringify} from './index.js'
import type {Options} from './index.js'

export const format: Format = {
  name: 'html',
  description: 'a web page: collapsible bidding trees with search, one self-contained file',
  extensions: ['.html', '.htm'],
  stringify: htmlStringify,
  chunked: true,
  stringifyOptions: z.object({
    tree: z.boolean().optional().describe('draw bidding tables as trees (default: true); false gives indented lists'),
    includeExternalFiles: z
      .boolean()
      .optional()
      .describe('inline the stylesheet and script (default: true); false links bidding.css and bidding.js'),
    profile: z
      .enum(['default', 'reference'])
      .optional()
      .describe('`reference` reproduces bml2html 2.7.0, quirks included, without the interactive extras'),
    suitsInText: z
      .enum(['calls', 'all'])
      .optional()
      .describe('suit symbols for calls in the call column only (`calls`, default) or in all text (`all`)'),
    fragment: z.boolean().optional().describe('write only the content, to embed in another page (default: false)'),
    expandDepth: z
      .number()
      .int()
      .min(0)
      .optional()
      .describe('levels of each bidding table open when the page loads (default: all); deeper ones start collapsed'),
    robotDetails: z
      .boolean()
      .optional()
      .describe('show what only a robot needs: priorities, `any hand`, #+FALLBACK, the ∅ root, the document’s order of calls (default: false)'),
    lang: z.string().min(1).optional().describe('language of the page, a tag such as `nl` (default: #+LANGUAGE, else `en`)')
  })
}

// Type the registry's options and output for this format (see `ParseOptionsMap` in @bidding/core).
declare module '@bidding/core/registry' {
  interface StringifyOptionsMap {
    html: Options
  }
  interface OutputMap {
    html: string
  }
}

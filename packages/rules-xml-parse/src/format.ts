/**
 * `@bidding/rules-xml-parse/format`: the registry description of this package's format
 * (name, extensions, option schemas). It is an entry of its own because the
 * option schemas need zod: importing the plugin from `@bidding/rules-xml-parse` loads
 * neither zod nor this description.
 */

import type {Format} from '@bidding/core/registry'
import {z} from 'zod'
import {rulesXmlParse} from './index.js'
import type {Options} from './index.js'

/**
 * The `rules-xml` format (reader) for a registry. `.xml` is too generic to
 * claim, so the format is chosen by name (`--from rules-xml`).
 */
export const format: Format = {
  name: 'rules-xml',
  description: 'Ray’s Bridge Game rules (XML); chosen by name, as `.xml` says too little',
  extensions: [],
  outputExtension: '.xml',
  parse: rulesXmlParse,
  parseOptions: z.object({
    maxSize: z.number().int().min(1).optional().describe('largest document in characters (default: 10485760)'),
    maxDepth: z.number().int().min(1).optional().describe('deepest nesting of elements (default: 100)')
  })
}

// Type the registry's options and output for this format (see `ParseOptionsMap` in @bidding/core).
declare module '@bidding/core/registry' {
  interface ParseOptionsMap {
    'rules-xml': Options
  }
}

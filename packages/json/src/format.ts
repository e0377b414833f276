/**
 * `@bidding/json/format`: the registry description of this package's format
 * (name, extensions, option schemas). It is an entry of its own because the
 * option schemas need zod: importing the plugin from `@bidding/json` loads
 * neither zod nor this description.
 */

import type {Format} from '@bidding/core/registry'
import {z} from 'zod'
import {jsonParse, jsonStringify} from './index.js'
import type {ParseOptions, StringifyOptions} from './index.js'

export const format: Format = {
  name: 'json',
  description: 'bdast, the bidding syntax tree, as JSON',
  extensions: ['.json'],
  parse: jsonParse,
  parseOptions: z.object({
    maxProblems: z.number().int().min(1).optional().describe('most problems to report before giving up')
  }),
  stringify: jsonStringify,
  chunked: true,
  stringifyOptions: z.object({
    positions: z.boolean().optional().describe('keep `position` fields (default: true)'),
    space: z.number().int().min(0).max(10).optional().describe('spaces per indentation level, 0 for one line')
  })
}

// Type the registry's options and output for this format (see `ParseOptionsMap` in @bidding/core).
declare module '@bidding/core/registry' {
  interface ParseOptionsMap {
    json: ParseOptions
  }
  interface StringifyOptionsMap {
    json: StringifyOptions
  }
  interface OutputMap {
    json: string
  }
}

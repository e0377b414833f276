/**
 * `@bidding/bml-parse/format`: the registry description of this package's format
 * (name, extensions, option schemas). It is an entry of its own because the
 * option schemas need zod: importing the plugin from `@bidding/bml-parse` loads
 * neither zod nor this description.
 */

import type {Format} from '@bidding/core/registry'
import {z} from 'zod'
import {bmlParseWithConstraints} from './index.js'
import type {Options} from './index.js'

export const format: Format = {
  name: 'bml',
  description: 'BML, the Bridge Bidding Markup Language (BML 2, or BML 1 with `--dialect bml1`)',
  extensions: ['.bml'],
  parse: bmlParseWithConstraints,
  parseOptions: z.object({
    profile: z
      .enum(['default', 'reference'])
      .optional()
      .describe('`reference` reads as BML 2.7.0 does (its crashes become fatal messages); `default` fixes its bugs'),
    dialect: z.enum(['bml2', 'bml1']).optional().describe('`bml1` reads BML 1 (free indentation, `;` in histories, `//` anywhere)'),
    indentation: z.number().int().min(1).max(9).optional().describe('columns per level of a bid table (default: 2)'),
    allowOutside: z.boolean().optional().describe('allow `#INCLUDE` of files outside the include root'),
    includeRoot: z.string().optional().describe('folder `#INCLUDE`d files must be in (default: the document’s; stdin has none)'),
    maxIncludeSize: z.number().int().min(1).optional().describe('largest document with its includes, in characters (default: 52428800)'),
    maxIncludeDepth: z.number().int().min(1).optional().describe('deepest nesting of included files (default: 32)'),
    maxIncludes: z.number().int().min(1).optional().describe('most `#INCLUDE` directives expanded (default: 10000)'),
    compactPositions: z
      .boolean()
      .optional()
      .describe('positions held as offsets, read through getters: a fifth less memory, same output (default: true)')
  })
}

// Type the registry's options and output for this format (see `ParseOptionsMap` in @bidding/core).
declare module '@bidding/core/registry' {
  interface ParseOptionsMap {
    bml: Options
  }
}

/**
 * `@bidding/slam-parse/format`: the registry description of this package's format
 * (name, extensions, option schemas). It is an entry of its own because the
 * option schemas need zod: importing the plugin from `@bidding/slam-parse` loads
 * neither zod nor this description.
 */

import type {Format} from '@bidding/core/registry'
import {z} from 'zod'
import {slamParse} from './index.js'
import type {Options} from './index.js'

const parseOptions = z.object({
  maxSize: z.number().int().min(1).optional().describe('largest document in characters (default: 10485760)'),
  maxDepth: z.number().int().min(1).optional().describe('deepest nesting of elements (default: 100)'),
  maxSpliceSize: z.number().int().min(1).optional().describe('most characters of conventions spliced in with `--resolve` (default: 52428800)'),
  maxSplices: z.number().int().min(1).optional().describe('most conventions spliced in with `--resolve` (default: 10000)'),
  maxSpliceDepth: z.number().int().min(1).optional().describe('deepest nesting of subconventions with `--resolve` (default: 32)'),
  resolve: z
    .boolean()
    .optional()
    .describe('splice subconventions and load a system’s conventions (from the file’s folder, then ../conventionsv2 and ../conventions)')
})

/** The `slam-conv` format (reader) for a registry. */
export const convFormat: Format = {
  name: 'slam-conv',
  description: 'SLAMBidding convention (.conv, version 2 or 1)',
  extensions: ['.conv'],
  parse: slamParse,
  parseOptions
}

/** The `slam-system` format (reader) for a registry. */
export const systemFormat: Format = {
  name: 'slam-system',
  description: 'SLAMBidding system (.system): names and the conventions it is made of',
  extensions: ['.system'],
  parse: slamParse,
  parseOptions
}

/** Both formats. */
export const formats: readonly Format[] = [convFormat, systemFormat]

// Type the registry's options and output for this format (see `ParseOptionsMap` in @bidding/core).
declare module '@bidding/core/registry' {
  interface ParseOptionsMap {
    'slam-conv': Options
    'slam-system': Options
  }
}

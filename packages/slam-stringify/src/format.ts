/**
 * `@bidding/slam-stringify/format`: the registry description of this package's format
 * (name, extensions, option schemas). It is an entry of its own because the
 * option schemas need zod: importing the plugin from `@bidding/slam-stringify` loads
 * neither zod nor this description.
 */

import type {Format} from '@bidding/core/registry'
import {z} from 'zod'
import {slamConvStringify, slamSystemStringify} from './index.js'
import type {Options} from './index.js'

const compact = z.boolean().optional().describe('write on one line, as SLAMBidding’s live files (default: indented)')

/** The `slam-conv` format (writer) for a registry. */
export const convFormat: Format = {
  name: 'slam-conv',
  description: 'SLAMBidding convention (.conv, version 2 or 1)',
  extensions: ['.conv'],
  stringify: slamConvStringify,
  stringifyOptions: z.object({
    compact,
    version: z
      .number()
      .int()
      .min(1)
      .max(2)
      .optional()
      .describe('format version: 2 (conventionsv2/) or 1 (conventions/); default: as read, else 2')
  })
}

/** The `slam-system` format (writer) for a registry. */
export const systemFormat: Format = {
  name: 'slam-system',
  description: 'SLAMBidding system (.system): names and the conventions it is made of',
  extensions: ['.system'],
  stringify: slamSystemStringify,
  stringifyOptions: z.object({compact})
}

/** Both formats. */
export const formats: readonly Format[] = [convFormat, systemFormat]

// Type the registry's options and output for this format (see `ParseOptionsMap` in @bidding/core).
declare module '@bidding/core/registry' {
  interface StringifyOptionsMap {
    'slam-conv': Options
    'slam-system': Options
  }
  interface OutputMap {
    'slam-conv': string
    'slam-system': string
  }
}

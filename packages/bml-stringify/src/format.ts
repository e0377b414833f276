/**
 * `@bidding/bml-stringify/format`: the registry description of this package's format
 * (name, extensions, option schemas). It is an entry of its own because the
 * option schemas need zod: importing the plugin from `@bidding/bml-stringify` loads
 * neither zod nor this description.
 */

import type {Format} from '@bidding/core/registry'
import {z} from 'zod'
import {bmlStringify} from './index.js'
import type {Options} from './index.js'

export const format: Format = {
  name: 'bml',
  description: 'BML, the Bridge Bidding Markup Language (BML 2)',
  extensions: ['.bml'],
  stringify: bmlStringify,
  stringifyOptions: z.object({
    indentation: z.number().int().min(1).max(9).optional().describe('columns per level of a bid table (default: 2)')
  })
}

// Type the registry's options and output for this format (see `ParseOptionsMap` in @bidding/core).
declare module '@bidding/core/registry' {
  interface StringifyOptionsMap {
    bml: Options
  }
  interface OutputMap {
    bml: string
  }
}

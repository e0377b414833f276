/**
 * `@bidding/bss-stringify/format`: the registry description of this package's format
 * (name, extensions, option schemas). It is an entry of its own because the
 * option schemas need zod: importing the plugin from `@bidding/bss-stringify` loads
 * neither zod nor this description.
 */

import type {Format} from '@bidding/core/registry'
import {z} from 'zod'
import {bssStringify} from './index.js'
import type {Options} from './index.js'

export const format: Format = {
  name: 'bss',
  description: 'BBO Full Disclosure system file',
  extensions: ['.bss'],
  stringify: bssStringify,
  chunked: true,
  stringifyOptions: z.object({
    profile: z
      .enum(['default', 'reference'])
      .optional()
      .describe('`reference`: byte-identical with BML 2.7.0 bml2bss, its bugs included (default: `default`)'),
    constraints: z
      .boolean()
      .optional()
      .describe('add what each call shows (its constraint) to its description (default: true, false with `reference`)')
  })
}

// Type the registry's options and output for this format (see `ParseOptionsMap` in @bidding/core).
declare module '@bidding/core/registry' {
  interface StringifyOptionsMap {
    bss: Options
  }
  interface OutputMap {
    bss: string
  }
}

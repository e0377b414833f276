/**
 * `@bidding/bboalert-parse/format`: the registry description of this package's format
 * (name, extensions, option schemas). It is an entry of its own because the
 * option schemas need zod: importing the plugin from `@bidding/bboalert-parse` loads
 * neither zod nor this description.
 */

import type {Format} from '@bidding/core/registry'
import {z} from 'zod'
import {bboalertParse} from './index.js'
import type {Options} from './index.js'

export const format: Format = {
  name: 'bboalert',
  description: 'BBOalert system file',
  extensions: ['.bboalert'],
  parse: bboalertParse,
  parseOptions: z.object({})
}

// Type the registry's options and output for this format (see `ParseOptionsMap` in @bidding/core).
declare module '@bidding/core/registry' {
  interface ParseOptionsMap {
    bboalert: Options
  }
}

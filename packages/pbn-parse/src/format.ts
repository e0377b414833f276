/**
 * `@bidding/pbn-parse/format`: the registry description of this package's format
 * (name, extensions, option schemas). It is an entry of its own because the
 * option schemas need zod: importing the plugin from `@bidding/pbn-parse` loads
 * neither zod nor this description.
 */

import type {Format} from '@bidding/core/registry'
import {z} from 'zod'
import {pbnParse} from './index.js'
import type {Options} from './index.js'

export const format: Format = {
  name: 'pbn',
  description: 'PBN boards (Portable Bridge Notation), as deal and auction diagrams',
  extensions: ['.pbn'],
  parse: pbnParse,
  parseOptions: z.object({})
}

// Type the registry's options and output for this format (see `ParseOptionsMap` in @bidding/core).
declare module '@bidding/core/registry' {
  interface ParseOptionsMap {
    pbn: Options
  }
}

/**
 * `@bidding/bidspace-parse/format`: the registry description of this package's format
 * (name, extensions, option schemas). It is an entry of its own because the
 * option schemas need zod: importing the plugin from `@bidding/bidspace-parse` loads
 * neither zod nor this description.
 */

import type {Format} from '@bidding/core/registry'
import {z} from 'zod'
import {bidspaceParse} from './index.js'
import type {Options} from './index.js'

/**
 * The `bidspace` format for a registry. It claims no extension (`.txt` is
 * too common), so it is chosen with `--from bidspace`.
 */
export const format: Format = {
  name: 'bidspace',
  description: 'bidding_space.txt state machines (SwannSG/jsBridge)',
  extensions: [],
  outputExtension: '.txt',
  parse: bidspaceParse,
  parseOptions: z.object({
    profile: z
      .enum(['default', 'reference'])
      .optional()
      .describe('`reference` reads lines exactly as the reference converter does (default: keep what it drops)')
  })
}

// Type the registry's options and output for this format (see `ParseOptionsMap` in @bidding/core).
declare module '@bidding/core/registry' {
  interface ParseOptionsMap {
    bidspace: Options
  }
}

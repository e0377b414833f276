/**
 * `@bidding/bboalert-stringify/format`: the registry description of this package's format
 * (name, extensions, option schemas). It is an entry of its own because the
 * option schemas need zod: importing the plugin from `@bidding/bboalert-stringify` loads
 * neither zod nor this description.
 */

import type {Format} from '@bidding/core/registry'
import {z} from 'zod'
import {bboalertStringify} from './index.js'
import type {Options} from './index.js'

export const format: Format = {
  name: 'bboalert',
  description: 'BBOalert, the BBO browser extension’s alert file',
  extensions: ['.bboalert'],
  stringify: bboalertStringify,
  chunked: true,
  stringifyOptions: z.object({
    profile: z
      .enum(['default', 'reference'])
      .optional()
      .describe('`reference`: expand call patterns exactly as BML 2.7.0 does, its bugs included (default: `default`)'),
    constraints: z.boolean().optional().describe('add each bid’s hand constraint to its explanation (default: true)')
  })
}

// Type the registry's options and output for this format (see `ParseOptionsMap` in @bidding/core).
declare module '@bidding/core/registry' {
  interface StringifyOptionsMap {
    bboalert: Options
  }
  interface OutputMap {
    bboalert: string
  }
}

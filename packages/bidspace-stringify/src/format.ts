/**
 * `@bidding/bidspace-stringify/format`: the registry description of this package's format
 * (name, extensions, option schemas). It is an entry of its own because the
 * option schemas need zod: importing the plugin from `@bidding/bidspace-stringify` loads
 * neither zod nor this description.
 */

import type {Format} from '@bidding/core/registry'
import {z} from 'zod'
import {bidspaceStringify, bidspaceTextStringify} from './index.js'
import type {Options, TextOptions} from './index.js'

export const format: Format = {
  name: 'bidspace',
  description: 'bidding_space.txt state machines (SwannSG/jsBridge)',
  extensions: [],
  outputExtension: '.txt',
  stringify: bidspaceStringify,
  stringifyOptions: z.object({})
}

/** The `bidspace-text` format for a registry: the reference converter's text summary. */
export const textFormat: Format = {
  name: 'bidspace-text',
  description: 'text summary of a bidding_space system, as bid_space_to_text.py prints it',
  extensions: [],
  outputExtension: '.txt',
  stringify: bidspaceTextStringify,
  stringifyOptions: z.object({})
}

// Type the registry's options and output for this format (see `ParseOptionsMap` in @bidding/core).
declare module '@bidding/core/registry' {
  interface StringifyOptionsMap {
    bidspace: Options
    'bidspace-text': TextOptions
  }
  interface OutputMap {
    bidspace: string
    'bidspace-text': string
  }
}

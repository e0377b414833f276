/**
 * `@bidding/jslist-stringify/format`: the registry description of this package's format
 * (name, extensions, option schemas). It is an entry of its own because the
 * option schemas need zod: importing the plugin from `@bidding/jslist-stringify` loads
 * neither zod nor this description.
 */

import type {Format} from '@bidding/core/registry'
import {z} from 'zod'
import {jslistJsonStringify, jslistStringify} from './index.js'
import type {Options} from './index.js'

const rules = z
  .enum(['calls', 'objects'])
  .optional()
  .describe("rules as call strings for `eval('hand.' + rule)` (`calls`, default) or as `{method, args}` objects")
const keys = z
  .enum(['current', 'legacy'])
  .optional()
  .describe('key set: `current` (state, prevBid, rankings, availableBids) or `legacy` (what bidding.js reads)')
const space = z.number().int().min(0).max(10).optional().describe('spaces per indentation level (default: 1)')

/** The `jslist` format for a registry: an ES module `export const js_list = […]`. */
export const format: Format = {
  name: 'jslist',
  description: 'the bidding_space JS-list database, as an ES module',
  extensions: ['.js'],
  stringify: jslistStringify,
  stringifyOptions: z.object({
    rules,
    keys,
    name: z
      .string()
      .regex(/^[A-Za-z_$][\w$]*$/, 'Expected a JavaScript identifier')
      .optional()
      .describe('name of the exported constant (default: js_list)'),
    space
  })
}

/** The `jslist-json` format for a registry: the JS list as JSON; chosen by name only. */
export const jsonFormat: Format = {
  name: 'jslist-json',
  description: 'the bidding_space JS-list database, as JSON',
  extensions: [],
  outputExtension: '.json',
  stringify: jslistJsonStringify,
  stringifyOptions: z.object({rules, keys, space})
}

// Type the registry's options and output for this format (see `ParseOptionsMap` in @bidding/core).
declare module '@bidding/core/registry' {
  interface StringifyOptionsMap {
    jslist: Options
    'jslist-json': Options
  }
  interface OutputMap {
    jslist: string
    'jslist-json': string
  }
}

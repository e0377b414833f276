/**
 * `@bidding/rules-xml-stringify/format`: the registry description of this package's format
 * (name, extensions, option schemas). It is an entry of its own because the
 * option schemas need zod: importing the plugin from `@bidding/rules-xml-stringify` loads
 * neither zod nor this description.
 */

import type {Format} from '@bidding/core/registry'
import {z} from 'zod'
import {rulesXmlStringify} from './index.js'
import type {Options} from './index.js'

export const format: Format = {
  name: 'rules-xml',
  description: 'Ray’s Bridge Game rules (XML); chosen by name, as `.xml` says too little',
  extensions: [],
  outputExtension: '.xml',
  stringify: rulesXmlStringify,
  stringifyOptions: z.object({
    declaration: z.boolean().optional().describe('start with an XML declaration (default: as read, else true)'),
    stylesheet: z.string().optional().describe('reference this stylesheet (href) on the second line')
  })
}

// Type the registry's options and output for this format (see `ParseOptionsMap` in @bidding/core).
declare module '@bidding/core/registry' {
  interface StringifyOptionsMap {
    'rules-xml': Options
  }
  interface OutputMap {
    'rules-xml': string
  }
}

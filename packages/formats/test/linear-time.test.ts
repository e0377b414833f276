/**
 * Every writer on BML whose text holds very long runs of spaces, line breaks
 * and call separators. A pattern that retries every start of such a run
 * (`/\s*[\r\n]+\s*\/`, `/[-;]+$/`) takes minutes here; linear code takes
 * well under a second. How fast each writer is belongs to the bench
 * (`pnpm bench writers`); this only catches the quadratic ones.
 */

import {describe, expect, it} from 'vitest'
import {registry} from '@bidding/formats'

const run = 200_000

const documents: Record<string, string> = {
  'spaces in a meaning': '1C 16+ HCP' + ' '.repeat(run) + 'x\n 1D\n    less' + ' '.repeat(run) + 'more\n',
  'line breaks in a meaning': '1C a\n  b' + '\n'.repeat(run) + ' x\n',
  'separators after a history': '1C-1D' + '-'.repeat(run) + ';x 2\n'
}

const writers = registry.formats.filter((format) => format.stringify && !format.binary)

describe('writers on long runs of white space and separators', () => {
  for (const [name, document] of Object.entries(documents)) {
    for (const writer of writers) {
      it('should write ' + name + ' as `' + writer.name + '` in linear time', {timeout: 20_000}, async () => {
        const file = await registry.processor({from: 'bml', to: writer.name}).process({path: 'long.bml', value: document})
        expect(typeof file.value).toBe('string')
        expect(file.messages.filter((message) => message.fatal === true)).toEqual([])
      })
    }
  }
})

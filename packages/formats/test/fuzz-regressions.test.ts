/**
 * Every input the fuzz suite ever saved in `fuzz/failures/`
 * (`<reader>-<hash>.<ext>`), checked again as a normal test: once fixed, a
 * failure stays fixed.
 */

import {readdirSync, readFileSync} from 'node:fs'
import path from 'node:path'
import {describe, expect, it} from 'vitest'
import {checkInput} from './fuzz/check.js'
import {failuresDir} from './fuzz/run.js'
import {targets} from './fuzz/targets.js'

const saved = readdirSync(failuresDir).filter((name) => !name.startsWith('.') && name !== 'README.md')

describe('saved fuzz failures', () => {
  it('should have a reader for every saved input', () => {
    for (const name of saved) expect(targets.some((target) => name.startsWith(target.reader + '-')), name).toBe(true)
  })

  for (const name of saved) {
    it('should now handle `' + name + '`', async () => {
      const target = [...targets].sort((a, b) => b.reader.length - a.reader.length).find((entry) => name.startsWith(entry.reader + '-'))!
      expect(await checkInput(target.reader, target.path, readFileSync(path.join(failuresDir, name), 'utf8'))).toBeUndefined()
    })
  }
})

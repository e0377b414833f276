import path from 'node:path'
import {fileURLToPath} from 'node:url'
import {describe, expect, it} from 'vitest'
import {cli} from './io.js'

const examples = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../examples')

describe('SLAMBidding systems', () => {
  const system = path.join(examples, 'slam-stayman', 'systems', 'notrump.system')

  it('should load a system’s conventions by default, as an #INCLUDE is read', async () => {
    const result = await cli(['convert', system, '--to', 'bml'])
    expect(result.code).toBe(0)
    expect(result.stdout).not.toContain('See strong notrump.')
    expect(result.stdout).toMatch(/^1NT 15 to 17, balanced/m)
    expect(result.stdout).toMatch(/^ {2}2C eight or more, a four-card major/m)
  })

  it('should leave the conventions named with `--no-resolve`', async () => {
    const result = await cli(['convert', system, '--to', 'bml', '--no-resolve'])
    expect(result.code).toBe(0)
    expect(result.stdout).toContain('See strong notrump.')
    expect(result.stdout).not.toMatch(/^1NT/m)
  })
})

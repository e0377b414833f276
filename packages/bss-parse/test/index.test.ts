import {readFileSync} from 'node:fs'
import {unified} from 'unified'
import {VFile} from 'vfile'
import {describe, expect, it} from 'vitest'
import {createRegistry} from '@bidding/core/registry'
import {bssParse, fromBss} from '@bidding/bss-parse'
import {format} from '@bidding/bss-parse/format'

const fixture = (name: string) => readFileSync(new URL('fixtures/' + name, import.meta.url), 'utf8')

describe('@bidding/bss-parse', () => {
  it('should expose the public API', async () => {
    expect(Object.keys(await import('@bidding/bss-parse')).sort()).toEqual(['bssParse', 'default', 'fromBss', 'seatCodes', 'vulnerabilityCode'])
  })

  it('should be the default export too', async () => {
    expect((await import('@bidding/bss-parse')).default).toBe(bssParse)
  })

  it('should read `.bss` files as the `bss` format', () => {
    const registry = createRegistry([format])
    expect(registry.detect('system.bss', 'parse')?.name).toBe('bss')
    expect(format.parseOptions?.safeParse({}).success).toBe(true)
  })

  it('should work as a unified parser', () => {
    const tree = unified().use(bssParse).parse(fixture('every-record.bss'))
    expect(tree.type).toBe('root')
    expect(tree.metadata).toEqual({title: 'Full card', description: 'Every record kind'})
  })

  it('should report on the file it is given', () => {
    const file = new VFile({path: 'bad.bss', value: fixture('malformed.bss')})
    fromBss(String(file.value), file)
    expect(file.messages.length).toBeGreaterThan(0)
    expect(file.messages.every((message) => message.source === '@bidding/bss-parse' && !message.fatal)).toBe(true)
  })
})

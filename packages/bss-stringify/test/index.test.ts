import {unified} from 'unified'
import {VFile} from 'vfile'
import {describe, expect, it} from 'vitest'
import {b} from '@bidding/core'
import {createRegistry} from '@bidding/core/registry'
import {bssStringify, toBss} from '@bidding/bss-stringify'
import {format} from '@bidding/bss-stringify/format'

describe('@bidding/bss-stringify', () => {
  it('should expose the public API', async () => {
    expect(Object.keys(await import('@bidding/bss-stringify')).sort()).toEqual(['bssStringify', 'default', 'toBss', 'toBssChunks'])
  })

  it('should be the default export too', async () => {
    expect((await import('@bidding/bss-stringify')).default).toBe(bssStringify)
  })

  it('should write `.bss` files as the `bss` format', () => {
    const registry = createRegistry([format])
    expect(registry.detect('out.bss', 'stringify')?.name).toBe('bss')
    expect(registry.extensionOf(format)).toBe('.bss')
    expect(format.stringifyOptions?.safeParse({profile: 'reference'}).success).toBe(true)
    expect(format.stringifyOptions?.safeParse({profile: 'bml1'}).success).toBe(false)
  })

  it('should work as a unified compiler', () => {
    const tree = b('root', {metadata: {title: 'T'}}, [b('sequence', [b('bid', {call: '1N', by: 'we'})])])
    expect(unified().use(bssStringify).stringify(tree)).toBe('*00{T}=NYYYYYY\n001N=NYYYYYY0\n')
  })

  it('should refuse a tree that is not a root', () => {
    expect(() => unified().use(bssStringify).stringify(b('sequence', []) as never)).toThrow(/Expected bdast `root`/)
  })

  it('should report on the file it is given and pass the profile on', () => {
    const tree = b('root', [b('sequence', {seats: [1, 3]}, [b('bid', {call: '1N', by: 'we'})])])
    const file = new VFile()
    toBss(tree, {profile: 'reference'}, file)
    expect(file.messages.map((message) => [message.ruleId, message.source])).toEqual([['seat-set', '@bidding/bss-stringify']])
  })
})

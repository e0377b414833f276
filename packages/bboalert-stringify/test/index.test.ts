import {unified} from 'unified'
import {describe, expect, it} from 'vitest'
import {b} from '@bidding/core'
import {createRegistry} from '@bidding/core/registry'
import {bboalertStringify} from '@bidding/bboalert-stringify'
import {format} from '@bidding/bboalert-stringify/format'

describe('@bidding/bboalert-stringify', () => {
  it('should expose the public API', async () => {
    expect(Object.keys(await import('@bidding/bboalert-stringify')).sort()).toEqual([
      'bboalertStringify',
      'default',
      'toBboalert',
      'toBboalertChunks'
    ])
  })

  it('should be the default export too', async () => {
    expect((await import('@bidding/bboalert-stringify')).default).toBe(bboalertStringify)
  })

  it('should write `.bboalert` files as the `bboalert` format', () => {
    const registry = createRegistry([format])
    expect(registry.detect('system.bboalert', 'stringify')?.name).toBe('bboalert')
    expect(registry.extensionOf(format)).toBe('.bboalert')
    expect(format.stringifyOptions?.safeParse({profile: 'reference', constraints: false}).success).toBe(true)
    expect(format.stringifyOptions?.safeParse({constraints: 'no'}).success).toBe(false)
  })

  it('should work as a unified compiler', () => {
    const tree = b('root', {metadata: {title: 'Mini'}}, [b('sequence', [b('bid', {call: '1N', by: 'we'}, [b('meaning', [b('text', '15-17')])])])])
    expect(unified().use(bboalertStringify).stringify(tree)).toBe('BBOalert,Mini\n,1N,15-17\n')
  })

  it('should pass its options on', () => {
    const tree = b('root', [b('sequence', [b('bid', {call: '1S', by: 'we', constraint: {type: 'length', suit: 'S', min: 5}})])])
    expect(unified().use(bboalertStringify).stringify(tree)).toBe('BBOalert\n,1S,5+!S\n')
    expect(unified().use(bboalertStringify, {constraints: false}).stringify(tree)).toBe('BBOalert\n,1S,\n')
  })
})

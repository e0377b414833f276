/** The registry gives a `chunked` writer's text in chunks when asked, and any other writer's whole output. */

import {chunksOf} from '@bidding/core/registry'
import {registry} from '@bidding/formats'
import {describe, expect, it} from 'vitest'

const system = '#+TITLE: Chunks\n\n* One\n\n1N 15-17\n  2C Stayman\n\n* Two\n\n1C 16+\n  1D negative\n'

describe('registry.processor({chunked: true})', () => {
  it('should put the chunks of a chunked writer in `file.result`, and they make its string', async () => {
    expect(registry.get('html')!.chunked).toBe(true)
    const whole = await registry.processor({from: 'bml', to: 'html'}).process({path: 'a.bml', value: system})
    const chunked = await registry.processor({from: 'bml', to: 'html', chunked: true}).process({path: 'a.bml', value: system})
    // unified keeps the input in `file.value` when the result is no text.
    expect(chunked.value).toBe(system)
    expect(typeof whole.value).toBe('string')
    expect([...chunksOf(chunked)].join('')).toBe(whole.value)
    expect([...chunksOf(whole)]).toEqual([whole.value])
  })

  it('should give a writer that declares no chunks its own options only, and its whole output', async () => {
    expect(registry.get('latex')!.chunked).toBe(undefined)
    // The latex writer's options are checked: `chunked` reaching it would be refused as unknown.
    const file = await registry.processor({from: 'bml', to: 'latex', chunked: true, stringifyOptions: {tree: false}}).process({path: 'a.bml', value: system})
    expect(typeof file.value).toBe('string')
    expect([...chunksOf(file)]).toEqual([file.value])
  })
})

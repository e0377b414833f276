/**
 * A page's blocks wait for its head as UTF-8 bytes (`hold`), and come out
 * as the very text they were: suit symbols, a leading U+FEFF, and a lone
 * surrogate (which UTF-8 cannot keep, so that text waits as a string).
 */

import {b} from '@bidding/core'
import {describe, expect, it} from 'vitest'
import {toHtml, toHtmlChunks} from '@bidding/html-stringify'
import {hold, release} from '../src/lib/held-text.js'

describe('held text', () => {
  it('should hold text with suit symbols as its UTF-8 bytes, and give back the same text', () => {
    const text = '<td>2\u2663 natural, 5+ \u2665</td>'
    const held = hold(text)
    expect(held).toBeInstanceOf(Uint8Array)
    expect(held.length).toBe(Buffer.byteLength(text))
    expect([...release(held)].join('')).toBe(text)
  })

  it('should keep a leading U+FEFF, not take it for a byte order mark', () => {
    expect([...release(hold('\uFEFF<p>x</p>'))].join('')).toBe('\uFEFF<p>x</p>')
  })

  it('should hold text with a lone surrogate as the string itself', () => {
    const text = '<p>\uD83C and \uDCCF</p>'
    expect(hold(text)).toBe(text)
    expect([...release(hold(text))]).toEqual([text])
  })

  it('should give back long text in pieces of at most 32 K characters, a character cut at a piece\'s end kept whole', () => {
    // 3-byte suit symbols and 4-byte characters (surrogate pairs) fall across every 32 KB step.
    const text = 'a\u2663\u{1F0CF}'.repeat(20_000)
    const pieces = [...release(hold(text))]
    expect(pieces.length).toBeGreaterThan(4)
    for (const piece of pieces) {
      expect(piece.length).toBeLessThanOrEqual(32 * 1024)
      expect(/\p{Cs}/u.test(piece)).toBe(false)
    }

    expect(pieces.join('')).toBe(text)
  })

  it('should write a page whose text has a lone surrogate and a U+FEFF in chunks that put together are the string', () => {
    const tree = b('root', [
      b('paragraph', [b('text', '\uFEFFlone \uD83C surrogate')]),
      b('sequence', [b('bid', {call: '1C', by: 'we'}, [b('meaning', [b('text', 'clubs \u2663 \uDCCF')])])])
    ])
    const joined = [...toHtmlChunks(tree)].join('')
    expect(joined).toBe(toHtml(tree))
    expect(joined).toContain('lone \uD83C surrogate')
    expect(joined).toContain('\uFEFF')
  })
})

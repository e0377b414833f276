/**
 * The reader finds whitespace by index instead of trimming copies of its
 * lines; the indices must be exactly what `trim` would give.
 */

import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {indentOf, isBlank, skipSpace, trimmedEnd} from '../src/lib/source.js'

// Every code unit `\s` matches, and neighbours that it does not (U+0085, U+180E, U+200B, a lone surrogate).
const pieces = [' ', '\t', '\n', '\v', '\f', '\r', '\u00a0', '\u1680', '\u2000', '\u200a', '\u2028', '\u2029', '\u202f', '\u205f', '\u3000', '\ufeff']
const others = ['x', '1C', '\u0085', '\u180e', '\u200b', '\ud800', '=', '.']

describe('whitespace by index', () => {
  it('should find the same start and end as trimStart and trimEnd, on whole texts and on ranges', () => {
    expect(skipSpace('  \u3000x y ')).toBe(3)
    expect(trimmedEnd(' x y\u00a0\t')).toBe(4)
    expect(isBlank(' \u2028\ufeff')).toBe(true)
    expect(isBlank(' \u200b')).toBe(false)
    const text = fc.array(fc.constantFrom(...pieces, ...others), {maxLength: 14}).map((parts) => parts.join(''))
    fc.assert(
      fc.property(text, fc.nat(), fc.nat(), (value, a, b) => {
        expect(skipSpace(value)).toBe(value.length - value.trimStart().length)
        expect(indentOf(value)).toBe(value.length - value.trimStart().length)
        expect(trimmedEnd(value)).toBe(value.trimEnd().length)
        expect(isBlank(value)).toBe(value.trim() === '')
        const from = Math.min(a, b) % (value.length + 1)
        const to = Math.min(value.length, from + (Math.max(a, b) % (value.length + 1)))
        const part = value.slice(from, to)
        expect(skipSpace(value, from, to)).toBe(from + part.length - part.trimStart().length)
        expect(trimmedEnd(value, from, to)).toBe(from + part.trimEnd().length)
      }),
      {numRuns: 2000}
    )
  })
})

import {describe, expect, it} from 'vitest'
import {stripBom, textLines, textPlaces} from '@bidding/core/lines'

describe('textLines', () => {
  it('should end lines at CRLF, LF and a lone CR, keeping each line’s offsets', () => {
    expect(textLines('a\r\nbb\ncc\rd')).toEqual([
      {value: 'a', offset: 0, end: 1},
      {value: 'bb', offset: 3, end: 5},
      {value: 'cc', offset: 6, end: 8},
      {value: 'd', offset: 9, end: 10}
    ])
  })

  it('should add no empty line after a final terminator, but keep empty lines between', () => {
    expect(textLines('a\n\nb\n').map((line) => line.value)).toEqual(['a', '', 'b'])
    expect(textLines('')).toEqual([])
  })
})

describe('textPlaces', () => {
  it('should give points on the line and column of an offset, across CRLF', () => {
    const {point, span} = textPlaces('ab\r\ncd')
    expect(point(4)).toEqual({line: 2, column: 1, offset: 4})
    expect(span(0, 2)).toEqual({start: {line: 1, column: 1, offset: 0}, end: {line: 1, column: 3, offset: 2}})
  })

  it('should clamp offsets outside the text, and never end a span before it starts', () => {
    const {point, span} = textPlaces('abc')
    expect(point(-5)).toEqual({line: 1, column: 1, offset: 0})
    expect(point(99)).toEqual({line: 1, column: 4, offset: 3})
    expect(span(2, 1).end).toEqual({line: 1, column: 3, offset: 2})
  })
})

describe('stripBom', () => {
  it('should drop a leading byte order mark and nothing else', () => {
    expect(stripBom('\uFEFFa\uFEFF')).toBe('a\uFEFF')
    expect(stripBom('a')).toBe('a')
  })
})

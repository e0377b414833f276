import {describe, expect, it} from 'vitest'
import {b} from '@bidding/core'
import {boxWidth, explanationField, meaningText, neutralise} from '../src/lib/explanation.js'

describe('meaning text', () => {
  it('should write suits as BBO codes and drop styles', () => {
    const text = meaningText([
      b('text', '5+'),
      b('suit', {suit: 'H'}),
      b('text', ' '),
      b('strong', [b('text', 'forcing')]),
      b('text', ' '),
      b('emphasis', [b('text', 'one')]),
      b('text', ' '),
      b('inlineCode', 'round')
    ])
    expect(text).toBe('5+!H forcing one round')
  })

  it('should join lines with `; ` and drop an empty last line', () => {
    expect(meaningText([b('text', '15-17'), b('break'), b('text', '  may have 5M '), b('break')])).toBe('15-17; may have 5M')
  })

  it('should report phrasing it does not know', () => {
    const seen: string[] = []
    expect(meaningText([b('text', 'x'), {type: 'sparkle'} as never], (node) => seen.push(node.type))).toBe('x')
    expect(seen).toEqual(['sparkle'])
  })
})

describe('neutralising', () => {
  it('should make commas semicolons, as BBOalert does', () => {
    expect(neutralise('a, b,c')).toBe('a; b;c')
  })

  it('should keep `#` and BBOalert tags from being read as syntax', () => {
    expect(neutralise('#1 @T @d mail@ 5@')).toBe('＃1 ＠T ＠d mail@ 5@')
  })

  it('should keep the text on one line', () => {
    expect(neutralise('a\nb\r\nc')).toBe('a b c')
  })
})

describe('explanation field', () => {
  it('should leave a short text alone', () => {
    expect(explanationField('x'.repeat(boxWidth))).toBe('x'.repeat(69))
  })

  it('should cut at the last space within 69 characters and put the rest after `#`', () => {
    const text = 'a'.repeat(60) + ' ' + 'b'.repeat(20)
    expect(explanationField(text)).toBe('a'.repeat(60) + '#' + 'b'.repeat(20))
    // A space right after the 69th character ends the box at its width.
    expect(explanationField('a'.repeat(69) + ' bc')).toBe('a'.repeat(69) + '#bc')
  })

  it('should never cut inside a word when there is a space to cut at', () => {
    // The texts the issue saw cut as `bal#anced` and `22+# HCP`.
    const text = 'Strong notrump opening; may hold a five-card major; 15-17 HCP; balanced hand'
    const field = explanationField(text)
    const [box, chat] = field.split('#') as [string, string]
    expect([...box].length).toBeLessThanOrEqual(69)
    expect(box + ' ' + chat).toBe(text)
    expect(field).toBe('Strong notrump opening; may hold a five-card major; 15-17 HCP;#balanced hand')
    const points = 'Game force: any hand that wants to reach game opposite an opener with 22+ HCP'
    expect(explanationField(points)).toBe('Game force: any hand that wants to reach game opposite an opener with#22+ HCP')
  })

  it('should cut a text with no space within the width after 69 characters', () => {
    expect(explanationField('a'.repeat(80))).toBe('a'.repeat(69) + '#' + 'a'.repeat(11))
  })

  it('should not split a suit code or a character', () => {
    expect(explanationField('a'.repeat(68) + '!Sxyz')).toBe('a'.repeat(68) + '#!Sxyz')
    expect(explanationField('♠'.repeat(70))).toBe('♠'.repeat(69) + '#♠')
    expect(explanationField('😀'.repeat(70))).toBe('😀'.repeat(69) + '#😀')
  })

  it('should write `&` and `<` as entities, which BBOalert decodes', () => {
    expect(explanationField('A&B <5')).toBe('A&amp;B &lt;5')
  })

  it('should keep a last backslash from joining the next line', () => {
    expect(explanationField('a\\')).toBe('a&#92;')
    expect(explanationField('a\\b')).toBe('a\\b')
  })

  it('should cut at another width when asked', () => {
    expect(explanationField('abcdef', 4)).toBe('abcd#ef')
  })
})

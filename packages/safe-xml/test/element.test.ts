import {describe, expect, it} from 'vitest'
import {x} from 'xastscript'
import {writeXml, xmlElement} from '@bidding/safe-xml'

describe('xmlElement', () => {
  it('should keep an attribute named `__proto__`, which `x` drops', () => {
    const attributes = JSON.parse('{"__proto__": "p", "constructor": "c"}') as Record<string, string>
    expect(writeXml(x('a', attributes))).toBe('<a constructor="c"></a>')
    expect(writeXml(xmlElement('a', attributes))).toBe('<a __proto__="p" constructor="c"></a>')
    expect(Object.hasOwn(xmlElement('a', attributes).attributes, '__proto__')).toBe(true)
  })

  it('should leave out attributes without a value and take children as `x` does', () => {
    expect(xmlElement('a', {b: '1', c: undefined, d: null}, 'text', [x('e')])).toEqual({
      type: 'element',
      name: 'a',
      attributes: {b: '1'},
      children: [{type: 'text', value: 'text'}, x('e')]
    })
    expect(xmlElement('a', undefined)).toEqual(x('a'))
  })
})

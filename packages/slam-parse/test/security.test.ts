import {fromSlam} from '@bidding/slam-parse'
import {VFile} from 'vfile'
import {VFileMessage} from 'vfile-message'
import {afterEach, describe, expect, test, vi} from 'vitest'

/** Read, expecting a fatal message; return it. */
function refuse(value: string, options = {}): VFileMessage {
  const file = new VFile({path: 'x.conv', value})
  expect(() => fromSlam(value, file, options)).toThrow(VFileMessage)
  const message = file.messages.at(-1)!
  expect(message.fatal).toBe(true)
  expect(message.source).toBe('@bidding/slam-parse')
  expect(message.place).toBeDefined()
  return message
}

describe('entities', () => {
  test('should refuse a DOCTYPE that declares entities (billion laughs)', () => {
    const lol = '<!ENTITY lol "lol">' + Array.from({length: 9}, (_, index) => `<!ENTITY lol${index + 1} "${`&lol${index || ''};`.repeat(10)}">`).join('')
    const message = refuse('<?xml version="1.0"?>\n<!DOCTYPE convention [' + lol + ']>\n<convention><name>&lol9;</name></convention>')
    expect(message.ruleId).toBe('doctype-entity')
    expect(message.place).toEqual({line: 2, column: 23, offset: 44})
  })

  test('should refuse an external entity', () => {
    expect(refuse('<!DOCTYPE c [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><convention><name>&xxe;</name></convention>').ruleId).toBe(
      'doctype-entity'
    )
  })

  test('should refuse a parameter entity', () => {
    expect(refuse('<!DOCTYPE c [ <!ENTITY % p SYSTEM "http://example.invalid/x.dtd"> %p; ]><convention/>').ruleId).toBe('doctype-entity')
  })

  test('should never expand an entity the document does not declare', () => {
    const message = refuse('<convention><name>&undeclared;</name></convention>')
    expect(message.ruleId).toBe('xml')
    expect(message.reason).toBe('Cannot parse XML: named entity isn’t defined: &undeclared;'.replace('’', "'"))
  })

  describe('an external DTD', () => {
    afterEach(() => {
      vi.unstubAllGlobals()
    })

    test('should be kept as written and never fetched', () => {
      const fetch = vi.fn()
      vi.stubGlobal('fetch', fetch)
      const tree = fromSlam('<!DOCTYPE convention SYSTEM "http://example.invalid/convention.dtd"><convention><name>a</name><actions/></convention>', new VFile())
      expect(fetch).not.toHaveBeenCalled()
      expect(tree.data?.slam?.prolog).toEqual(['<!DOCTYPE convention SYSTEM "http://example.invalid/convention.dtd">'])
    })
  })
})

describe('limits', () => {
  test('should refuse a document over `maxSize` (10 MiB by default)', () => {
    const big = '<convention><name>' + 'a'.repeat(10 * 1024 * 1024) + '</name></convention>'
    const message = refuse(big)
    expect(message.ruleId).toBe('too-large')
    expect(message.reason).toContain('expected at most 10485760')
    expect(refuse('<convention/>', {maxSize: 5}).place).toEqual({line: 1, column: 6, offset: 5})
  })

  test('should refuse nesting deeper than `maxDepth` (100 by default) before parsing', () => {
    const nest = (depth: number) => '<convention>' + '<a bid="1C">'.repeat(depth - 1) + '</a>'.repeat(depth - 1) + '</convention>'
    expect(() => fromSlam(nest(100), new VFile())).not.toThrow()
    const message = refuse(nest(101))
    expect(message.ruleId).toBe('too-deep')
    expect(message.place).toEqual({line: 1, column: 1201, offset: 1200})
  })

  test('should give a message, not a stack overflow, for very deep documents', () => {
    const depth = 200_000
    expect(refuse('<a>'.repeat(depth) + '</a>'.repeat(depth)).ruleId).toBe('too-deep')
    expect(refuse('<a>'.repeat(depth), {maxDepth: depth + 1}).ruleId).toBe('xml')
  })

  test('should not count what only looks like a tag', () => {
    const value = '<convention><!-- <a><a><a> --><![CDATA[<a><a>]]><?pi <a><a>?><name x="<>>">a</name><actions/></convention>'
    expect(() => fromSlam(value.replace('x="<>>"', 'x="&lt;>>"'), new VFile(), {maxDepth: 3})).not.toThrow()
  })

  test('should accept options of null as the defaults', () => {
    expect(() => fromSlam('<convention/>', new VFile(), {maxSize: null, maxDepth: null})).not.toThrow()
  })
})

describe('malformed XML', () => {
  test('should give a positioned fatal message, caused by xast-util-from-xml’s', () => {
    const message = refuse('<convention>\n  <name>a</name>\n  <actions>\n</convention>')
    expect(message.ruleId).toBe('xml')
    expect(message.reason).toBe('Cannot parse XML: missing end tag for element actions')
    expect(message.place).toEqual({line: 4, column: 1, offset: 42})
    expect(message.cause).toBeInstanceOf(VFileMessage)
    const cause = message.cause as VFileMessage
    expect(cause.source).toBe('xast-util-from-xml')
    expect(cause.cause).toBeInstanceOf(Error)
  })

  test('should give messages for an empty document and for text only', () => {
    expect(refuse('').ruleId).toBe('xml')
    expect(refuse('just text').place).toEqual({line: 1, column: 1, offset: 0})
  })
})

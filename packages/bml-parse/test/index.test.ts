import {b, type Root} from '@bidding/core'
import {removePosition} from 'unist-util-remove-position'
import {unified} from 'unified'
import {VFile} from 'vfile'
import {describe, expect, it} from 'vitest'
import bmlParseDefault, {bmlParse, fromBml} from '@bidding/bml-parse'
import {format} from '@bidding/bml-parse/format'

describe('@bidding/bml-parse', () => {
  it('should expose the public API', async () => {
    expect(Object.keys(await import('@bidding/bml-parse')).sort()).toEqual(['bareDispositions', 'bmlConstraints', 'bmlParse', 'bmlParseWithConstraints', 'default', 'fromBml', 'readCallToken'])
    expect(bmlParseDefault).toBe(bmlParse)
  })

  it('should parse through unified', () => {
    const tree = unified().use(bmlParse).parse('1N 15--17\n  2C Stayman\n')
    removePosition(tree, {force: true})
    expect(tree).toEqual(
      b('root', [
        b('sequence', [
          b('bid', {call: '1N', by: 'we'}, [
            b('meaning', [b('text', '15--17')]),
            b('bid', {call: '2C', by: 'we'}, [b('meaning', [b('text', 'Stayman')])])
          ])
        ])
      ])
    )
  })

  it('should pass options through the plugin', () => {
    const processor = unified().use(bmlParse, {profile: 'reference'})
    expect(() => processor.parse(new VFile('1C x\n 1D y\n'))).toThrow(/Unexpected indentation/)
    const bml1 = unified().use(bmlParse, {dialect: 'bml1'}).parse('  1C x\n   1D y\n') as Root
    expect(bml1.children).toHaveLength(1)
  })

  it('should describe the `bml` format with its reader options', () => {
    expect(format.name).toBe('bml')
    expect(format.extensions).toEqual(['.bml'])
    expect(Object.keys(format.parseOptions!.shape).sort()).toEqual([
      'allowOutside',
      'compactPositions',
      'dialect',
      'includeRoot',
      'indentation',
      'maxIncludeDepth',
      'maxIncludeSize',
      'maxIncludes',
      'profile'
    ])
    expect(format.parseOptions!.safeParse({profile: 'reference', indentation: 4}).success).toBe(true)
    expect(format.parseOptions!.safeParse({indentation: 10}).success).toBe(false)
  })

  it('should report a `readFile` that fails as a missing include', () => {
    const file = new VFile({path: 'doc.bml'})
    fromBml('#INCLUDE a\n', file, {readFile: 'oops' as never})
    expect(file.messages.map((message) => message.ruleId)).toEqual(['include-missing'])
  })

  it('should turn an unexpected exception into a fatal message', () => {
    const file = new VFile()
    const options = {
      get profile(): 'default' {
        throw new Error('boom')
      }
    }
    expect(() => fromBml('1C x\n', file, options)).toThrow('Unexpected internal error: boom')
    expect(file.messages[0]!.ruleId).toBe('internal')
    expect(file.messages[0]!.fatal).toBe(true)
  })
})

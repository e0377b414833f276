import {b} from '@bidding/core'
import {unified} from 'unified'
import {VFile} from 'vfile'
import {describe, expect, it} from 'vitest'
import {bmlParse} from '@bidding/bml-parse'
import bmlStringifyDefault, {bmlStringify, toBml} from '@bidding/bml-stringify'
import {format} from '@bidding/bml-stringify/format'

describe('@bidding/bml-stringify', () => {
  it('should expose the public API', async () => {
    expect(Object.keys(await import('@bidding/bml-stringify')).sort()).toEqual(['bmlStringify', 'default', 'toBml'])
    expect(bmlStringifyDefault).toBe(bmlStringify)
  })

  it('should write through unified, reporting on the file', async () => {
    const file = await unified()
      .use(bmlParse)
      .use(bmlStringify, {indentation: 4})
      .process(new VFile({value: '1N 15--17\n  2C Stayman\n'}))
    expect(String(file)).toBe('1N 15--17\n    2C Stayman\n')
    const compiled = unified()
      .use(bmlStringify)
      .stringify(b('root', [b('paragraph', [b('text', '- x')])]), new VFile())
    expect(compiled).toBe('- x\n')
  })

  it('should refuse a tree that is not a bdast root', () => {
    expect(() => unified().use(bmlStringify).stringify({type: 'paragraph', children: []} as never)).toThrow(/Expected bdast `root`/)
  })

  it('should describe the `bml` format with its writer options', () => {
    expect(format.name).toBe('bml')
    expect(format.extensions).toEqual(['.bml'])
    expect(format.stringify).toBe(bmlStringify)
    expect(Object.keys(format.stringifyOptions!.shape)).toEqual(['indentation'])
    expect(toBml(b('root', []))).toBe('')
  })
})

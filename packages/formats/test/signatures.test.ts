/**
 * Every reader's pure function takes `(value, options?, file?)`, as the
 * writers take `(tree, options?, file?)`: the file is optional, and the older
 * `(value, file, options?)` still works.
 */

import {fromBboalert} from '@bidding/bboalert-parse'
import {fromBidspace} from '@bidding/bidspace-parse'
import {fromBml} from '@bidding/bml-parse'
import {fromBss} from '@bidding/bss-parse'
import {fromJson} from '@bidding/json'
import {fromPbn} from '@bidding/pbn-parse'
import {fromRulesXml} from '@bidding/rules-xml-parse'
import {fromSlam} from '@bidding/slam-parse'
import type {Root} from '@bidding/core'
import {VFile} from 'vfile'
import {describe, expect, it} from 'vitest'

/** The error `run` throws: a fatal vfile message, not a TypeError. */
function failure(run: () => unknown): unknown {
  try {
    run()
  } catch (error) {
    return error
  }

  throw new Error('Expected a failure')
}

type Reader = (value: string, options?: null, file?: VFile) => Root

const readers: Array<[string, Reader, string]> = [
  ['fromBml', fromBml, '1N  Strong notrump {15-17 HCP}\n'],
  ['fromBss', fromBss, '*00001N=NT 15-17\n'],
  ['fromBboalert', fromBboalert, '1N,2C,Stayman\n'],
  ['fromBidspace', fromBidspace, ''],
  ['fromJson', fromJson, '{"type":"root","children":[]}'],
  ['fromPbn', fromPbn, '[Event "x"]\n'],
  ['fromRulesXml', fromRulesXml, '<rules/>'],
  ['fromSlam', fromSlam, '<convention><name>a</name></convention>']
]

describe('reader signatures', () => {
  it.each(readers)('%s should read without a file', (_, read, value) => {
    expect(read(value).type).toBe('root')
  })

  it.each(readers)('%s should take the file last, after the options', (_, read, value) => {
    const file = new VFile({path: 'in.txt', value})
    expect(read(value, null, file).type).toBe('root')
  })

  it('should report on the file given last, and still accept the file second', () => {
    const last = new VFile({path: 'last.json'})
    expect(failure(() => fromJson('{', {}, last))).toHaveProperty('fatal', true)
    expect(last.messages.map((message) => message.ruleId)).toHaveLength(1)
    const second = new VFile({path: 'second.json'})
    expect(failure(() => fromJson('{', second))).toHaveProperty('fatal', true)
    expect(second.messages).toHaveLength(1)
  })

  it('should fail with a message, not a TypeError, when plain JavaScript gives no file', () => {
    expect(failure(() => fromJson('{'))).toHaveProperty('fatal', true)
    expect(failure(() => fromSlam('<not xml'))).toHaveProperty('fatal', true)
  })

  it('should pass options given second with a file last', () => {
    const file = new VFile()
    const tree = fromBml('#+TITLE: T\n\n1N  x\n', {dialect: 'bml2'}, file)
    expect(tree.type).toBe('root')
    expect(() => fromJson('{"type":"root","children":[]}', {maxProblems: 0}, file)).not.toThrow(TypeError)
  })
})

/**
 * Every reader's pure function takes `(value, options?, file?)`, as the
 * writers take `(tree, options?, file?)`: the file is optional, and the older
 * `(value, file, options?)` still works. Writers take `(tree, options?, file?)`
 * with `null` options as unified passes them.
 */

import {fromBboalert} from '@bidding/bboalert-parse'
import {fromBidspace} from '@bidding/bidspace-parse'
import {fromBml} from '@bidding/bml-parse'
import {fromBss} from '@bidding/bss-parse'
import {fromJson} from '@bidding/json'
import {fromPbn} from '@bidding/pbn-parse'
import {fromRulesXml} from '@bidding/rules-xml-parse'
import {fromSlam} from '@bidding/slam-parse'
import {toBboalert} from '@bidding/bboalert-stringify'
import {toBidspace, toBidspaceText} from '@bidding/bidspace-stringify'
import {toBml} from '@bidding/bml-stringify'
import {toBss} from '@bidding/bss-stringify'
import {cardToHtml, cardToLatex, summaryToHtml, summaryToLatex} from '@bidding/card-stringify'
import {toHtml} from '@bidding/html-stringify'
import {toJslist, toJslistJson} from '@bidding/jslist-stringify'
import {toJson} from '@bidding/json'
import {toLatex} from '@bidding/latex-stringify'
import {toRulesXml} from '@bidding/rules-xml-stringify'
import {toSlamConv, toSlamSystem} from '@bidding/slam-stringify'
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

type Writer = (tree: Root, options?: null, file?: VFile) => string

const writers: Array<[string, Writer]> = [
  ['toBboalert', toBboalert],
  ['toBidspace', toBidspace],
  ['toBidspaceText', toBidspaceText],
  ['toBml', toBml],
  ['toBss', toBss],
  ['toHtml', toHtml],
  ['toJslist', toJslist],
  ['toJslistJson', toJslistJson],
  ['toJson', toJson],
  ['toLatex', toLatex],
  ['toRulesXml', toRulesXml],
  ['toSlamConv', toSlamConv],
  ['toSlamSystem', toSlamSystem],
  ['cardToHtml', cardToHtml],
  ['cardToLatex', cardToLatex],
  ['summaryToHtml', summaryToHtml],
  ['summaryToLatex', summaryToLatex]
]

describe('writer signatures', () => {
  const tree = fromBml('1N  Strong notrump {15-17 HCP, balanced}\n')

  it.each(writers)('%s should write without options or a file', (_, write) => {
    expect(typeof write(tree)).toBe('string')
  })

  it.each(writers)('%s should take null options, as unified passes them, and the file last', (_, write) => {
    const file = new VFile()
    expect(write(tree, null, file)).toBe(write(tree))
  })
})
